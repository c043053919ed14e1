/// The transform of states' struct or enum declared at the top level of another file than the view model's
/// (`struct SettingInput` and `enum SettingState` in `SettingAction.swift`, beside `SettingViewModel.swift`, named by
/// the app's binding protocol: `where Input == SettingInput, State == SettingState`), where the view model's file
/// declares the other, or the result's typealias, at its top level (else both are the app's own, `app-types:`, and
/// stay where they are: `StateStreamTransforms.carry`). The spec names it in `top-level:`,
/// so the generated file, which replaces the view model's, declares it at its top level (a typealias of the class's
/// own), where call sites and the protocol still name it; the other file's declaration then goes, or the app would
/// declare the name twice. The import warns where it stands, and `--check` reports it there until it is gone.
public enum ElsewhereTopLevelTypes {
    /// How the warning and `--check`'s difference say it (`Scripts/roundtrip` counts it as no change to call sites).
    public static let reason = "which replaces the view model's file, declares it at its top level ('top-level:'): delete it"
        + " here, where call sites and protocols still reach it by that name"

    static func message(_ type: SwiftDeclaration, owner: String, viewModelPath: String) -> String {
        let file = viewModelPath.split(separator: "/").last.map(String.init) ?? viewModelPath
        return "'\(type.kind.rawValue) \(type.name)', declared at the top level of this file, is the transform of states'"
            + " \(type.kind == .enum ? "enum" : "input struct") of '\(owner)' (in '\(file)'): the generated file, " + reason
    }

    static func warning(_ type: SwiftDeclaration, owner: String, viewModelPath: String) -> Diagnostic {
        Diagnostic(.warning, path: type.path ?? viewModelPath, at: type.location,
                   message(type, owner: owner, viewModelPath: viewModelPath))
    }
}
