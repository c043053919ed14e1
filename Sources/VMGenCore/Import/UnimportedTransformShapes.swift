/// Two shapes of a transform-style view model no spec says, and one whose types another file declares, each named
/// where the class stands, where the import used to say it found no contract at all:
/// - its `transform` takes and returns structs declared at the top level of another file, which the app's binding
///   protocol names in its `where` clause (`public protocol HomeViewModel: ViewModel where Input == HomeViewModelInput,
///   Output == HomeViewModelOutput`, the structs beside it in the feature's interface module): the generated class
///   declares its own nested `Input` and `Output`, which that clause does not accept (the transform's `top-level:`
///   names them beside the class, in the generated file, where that other file declares them too; `SameTypeBindings`);
/// - its `transform` overrides that of its base class, a view model of the files read whose nested `Input` and
///   `Output` it takes (`class HashtagEditViewModel: HashtagViewModel` with `override func transform(input: Input) ->
///   Output`): a generated view model is a final class, declaring its own `Input`, `Output` and `transform`;
/// - its `transform` takes `Input` and returns `Output` that no file read declares (`undeclared`);
/// - its `transform` takes no input at all (`func transform() -> Output`, `withoutInput`);
/// - its `transform` takes and returns types of its own names (`TopLevelTransformTypes`).
enum UnimportedTransformShapes {
    static func reason(
        of type: SwiftDeclaration, in declarations: [SwiftDeclaration], context: [SwiftDeclaration]
    ) -> String? {
        guard type.kind == .class else { return nil }
        let all = StructStyleRecognizer.flatten(declarations + context)
        let extensions = StructStyleRecognizer.extensionsByName(all)
        let members = ([type] + (extensions[type.name] ?? [])).flatMap(\.members)
        let transforms = members.filter { $0.kind == .func && $0.name == "transform" && $0.parameters.count == 1 }
        guard let transform = transforms.first else { return withoutInput(type, members: members) }
        return boundElsewhere(type, transform, members: members, all: all, extensions: extensions)
            ?? overridden(type, transform, members: members, all: all)
            ?? undeclared(type, transform, members: members, all: all)
            ?? TopLevelTransformTypes.reason(of: type, transform, members: members, all: all)
    }

    /// Its `transform` takes `Input` and returns `Output`, which neither the class nor any file read declares (the
    /// app's protocol names them by typealiases in another file, `typealias Input = StatusViewModelInput`, as a
    /// Combine app's `StatusViewModelType.swift` beside `StatusViewModel.swift` does): read with that file, as `vmgen
    /// import` reads a folder, the view model is imported; alone, the warning says so.
    private static func undeclared(
        _ type: SwiftDeclaration, _ transform: SwiftDeclaration, members: [SwiftDeclaration], all: [SwiftDeclaration]
    ) -> String? {
        let names = [transform.parameters[0].type, transform.type ?? ""].map(\.trimmingSpaces)
        guard names == ["Input", "Output"], !transform.modifiers.contains("override"),
              !members.contains(where: { names.contains($0.name) }),
              !all.contains(where: { $0.parent == nil && names.contains($0.name) }) else { return nil }
        return "its 'transform' takes 'Input' and returns 'Output', which neither the class nor the files read declare:"
            + " read it with the file that does\(unreadProtocols(of: type, all: all)), as 'vmgen import <folder>' reads every"
            + " file of the folder"
    }

    /// ` ('LoginViewModel', which it conforms to)`: the protocols `type` conforms to that no file read declares, where
    /// the types its `transform` names may be; empty for none.
    static func unreadProtocols(of type: SwiftDeclaration, all: [SwiftDeclaration]) -> String {
        let protocols = type.inheritance.map(\.trimmingSpaces).filter { name in
            !all.contains { $0.name == name && $0.kind == .protocol }
        }
        return protocols.isEmpty ? "" : " (" + protocols.map { "'\($0)'" }.joined(separator: ", ") + ", which it conforms to)"
    }

    /// Its `transform` takes nothing and returns the `Output` it nests (`func transform() -> Output`, beside an empty
    /// `struct Input { }`, as a screen whose view sends nothing writes it): the transform style's method takes the
    /// view's `Input` first, so no spec says one without it.
    private static func withoutInput(_ type: SwiftDeclaration, members: [SwiftDeclaration]) -> String? {
        guard let transform = members.first(where: { $0.kind == .func && $0.name == "transform" && $0.parameters.isEmpty }),
              let output = transform.type.map({ StructStyleRecognizer.unqualified($0, in: type) }),
              members.contains(where: { [.struct, .class, .typealias].contains($0.kind) && $0.name == output })
        else { return nil }
        let input = members.contains { $0.kind == .struct && $0.name == "Input" } ? ", beside the 'Input' it declares" : ""
        return "its 'transform()' takes no input and returns '\(output)'\(input): the method of the transform style takes"
            + " the 'Input' of the view first ('transform(input: Input) -> \(output)'), so no spec says a 'transform'"
            + " without one; give it that parameter, an empty 'Input' if the view sends nothing, and call sites pass 'Input()'"
    }

    private static func boundElsewhere(
        _ type: SwiftDeclaration, _ transform: SwiftDeclaration, members: [SwiftDeclaration], all: [SwiftDeclaration],
        extensions: [String: [SwiftDeclaration]]
    ) -> String? {
        let protocols = StructStyleRecognizer.firstByName(all) { $0.kind == .protocol && $0.parent == nil }
        let bindings = SameTypeBindings.bindings(of: type, extensions: extensions, protocols: protocols)
        guard !bindings.isEmpty else { return nil }
        let read = SameTypeBindings.resolved(transform, bindings)
        let names = [read.parameters[0].type, read.type ?? ""].map { $0.trimmingSpaces }
        let nested = Set(members.filter { [.struct, .class, .enum, .typealias].contains($0.kind) }.map(\.name))
        let bound = Set(bindings.values.map(\.trimmingSpaces))
        let structs = names.compactMap { name in
            all.first { $0.kind == .struct && $0.parent == nil && $0.name == name && $0.path != type.path }
        }
        guard structs.count == 2, names.allSatisfy({ bound.contains($0) && !nested.contains($0) }),
              let owner = StructStyleRecognizer.conformances(of: type, extensions: extensions)
                .map(\.trimmingSpaces).first(where: { protocols[$0]?.whereClause != nil })
        else { return nil }
        let file = structs[0].path.map { " of '" + ($0.split(separator: "/").last.map(String.init) ?? $0) + "'" } ?? ""
        let clause = bindings.filter { bound.contains($0.value) && names.contains($0.value) }
            .sorted { $0.key < $1.key }.map { "\($0.key) == \($0.value)" }.joined(separator: ", ")
        return "its 'transform' takes '\(names[0])' and returns '\(names[1])', structs declared at the top level\(file)"
            + " that its binding protocol '\(owner)' names in its 'where' clause (\(clause)): the transform style's"
            + " generated class declares its own nested 'Input' and 'Output', which that clause does not accept, so no"
            + " spec says this shape"
    }

    private static func overridden(
        _ type: SwiftDeclaration, _ transform: SwiftDeclaration, members: [SwiftDeclaration], all: [SwiftDeclaration]
    ) -> String? {
        guard transform.modifiers.contains("override"), let baseName = type.inheritance.first?.trimmingSpaces,
              let base = all.first(where: { $0.kind == .class && $0.name == baseName }),
              base.members.contains(where: { $0.kind == .func && $0.name == "transform" }) else { return nil }
        let inherited = ["Input", "Output"].filter { name in
            !members.contains { $0.name == name } && base.members.contains { $0.name == name }
        }
        guard !inherited.isEmpty else { return nil }
        return "its 'transform' overrides that of its base class '\(baseName)' ('override func transform'), whose "
            + inherited.map { "'\($0)'" }.joined(separator: " and ") + " it takes: a generated view model is a final"
            + " class that declares its own 'Input' and 'Output' and a 'transform' of them, so no spec says a subclass of one"
    }
}
