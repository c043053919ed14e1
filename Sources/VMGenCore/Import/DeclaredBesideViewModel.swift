/// What a hand-written view model's file declares beside its view model and its contract, for the rest of the app: a
/// coordinator's protocol (`protocol LogInCoordinatable: AnyObject`, which the view model's `weak var coordinator`
/// names and the coordinator conforms to), an enum a screen switches over (`enum EventsMode`), a struct it shows, an
/// extension of the contract's protocols (`extension FeedViewModelInputs { func refreshTwice() }`) or of another type.
/// The generated file replaces the hand-written one and declares none of them, so without them the app's other files
/// (and the generated code, where a spec names one) no longer compile; call sites reach them unchanged once the team
/// keeps them, as written, in a file of its own. `--check` reports each, so it never finds equal a file whose
/// replacement breaks the build.
public enum DeclaredBesideViewModel {
    /// How the difference says what to do; `Scripts/roundtrip` reads it as a declaration to move, as it reads a member
    /// that moves to an extension.
    static let phrase = "moves as written to a file of your own, where call sites reach it unchanged"

    /// The top-level declarations of `handWritten` (its own file's, not `private` or `fileprivate`) that the generated
    /// code does not declare: neither a type of its (the view model, its protocols, its logic's enum), nor a protocol
    /// already compared (`compared`; the app's protocol of associated types, which `DeclaredAppProtocols` reports), nor
    /// the view model's own extension or a struct style's `Input` and `Output`, compared as its surface.
    static func differences(
        handWritten: [SwiftDeclaration], generated: [SwiftDeclaration], compared: Set<String>, path: String,
        context: [SwiftDeclaration] = [], reported: Set<Int> = []
    ) -> [Diagnostic] {
        let declared = Set(generated.filter { $0.kind != .extension }.map(\.name))
        // The struct styles' view models and what their surface compares: `Input`, `Output`, the enum of states.
        let viewModels = Set(StructStyleRecognizer.viewModels(in: handWritten, context: context).flatMap { found in
            [found.owner.name, found.input.name, found.output.name] + (found.states.map { [$0.states.name, $0.input.name] } ?? [])
        })
            .union(handWritten.filter { [.class, .struct, .actor].contains($0.kind) && declared.contains($0.name) }.map(\.name))
        let classMembers = Set(generated.filter { $0.kind == .class }.flatMap(\.members).map(\.name))
        var diagnostics: [Diagnostic] = []
        // One where another difference stands (`'LoginViewModelInput' is top-level here and nested ...`) is reported there.
        for declaration in handWritten where declaration.parent == nil && declaration.path == nil
            && !["private", "fileprivate"].contains(declaration.access) && !reported.contains(declaration.location.line) {
            if declaration.kind == .extension {
                // The view model's own extension: its members and conformances are compared as the class's. One of a
                // protocol the generated code declares whose members the generated class declares itself (`extension
                // NewsViewModel where Self: NewsViewModelInput & NewsViewModelOutput { var input: ... { self } }`):
                // the class's call sites reach them unchanged.
                if viewModels.contains(declaration.name) { continue }
                if declared.contains(declaration.name), declaration.inheritance.isEmpty,
                   declaration.members.allSatisfy({ classMembers.contains($0.name) }) { continue }
            } else if declared.contains(declaration.name) || compared.contains(declaration.name)
                || viewModels.contains(declaration.name)
                || declaration.kind == .protocol && declaration.members.contains(where: { $0.kind == .associatedtype }) {
                continue
            }
            let described = declaration.kind == .extension
                ? "extension \(declaration.name)" + (declaration.inheritance.isEmpty ? "" : ": " + declaration.inheritance.joined(separator: ", "))
                : TripletRecognizer.describe(declaration)
            diagnostics.append(Diagnostic(.error, path: path, at: declaration.location,
                "'\(described)', declared in this file beside its view model, is not in the generated code, which replaces"
                    + " the file: it \(phrase)"))
        }
        return diagnostics
    }
}
