/// What `--check` compares of the declarations themselves, besides their members: whether a type is an actor or a
/// class, final or not, open or not, nested in another type, and the attributes it carries (its global actor); and, for each
/// requirement, the modifiers and attributes call sites depend on.
extension SurfaceComparison {
    /// The differences of a hand-written protocol or class from the generated one of the same name, located at it.
    static func declarationDifferences(_ original: SwiftDeclaration, _ regenerated: SwiftDeclaration, path: String) -> [Diagnostic] {
        var differences: [String] = []
        let what = original.kind == .protocol ? "protocol '\(original.name)'" : "'\(original.name)'"
        if original.kind != regenerated.kind {
            differences.append("\(what) is \(article(original.kind)) here and \(article(regenerated.kind)) in the generated code")
        }
        if original.kind != .protocol, original.kind == regenerated.kind,
           original.modifiers.contains("final") != regenerated.modifiers.contains("final") {
            differences.append("\(what) is \(original.modifiers.contains("final") ? "" : "not ")final here and"
                + " \(regenerated.modifiers.contains("final") ? "" : "not ")final in the generated code")
        }
        // `open class`: subclassed outside its module, which a public class is not.
        if original.kind == .class, original.kind == regenerated.kind, (original.access == "open") != (regenerated.access == "open") {
            differences.append("\(what) is \(original.access) here and \(regenerated.access) in the generated code")
        }
        if original.parent != regenerated.parent {
            differences.append("\(what) is " + (original.parent.map { "nested in '\($0)'" } ?? "top-level") + " here and "
                + (regenerated.parent.map { "nested in '\($0)'" } ?? "top-level") + " in the generated code")
        }
        let attributes = Set(original.attributes), generated = Set(regenerated.attributes)
        for attribute in original.attributes where !generated.contains(attribute) {
            differences.append("\(what) is '@\(attribute)' here and not in the generated code")
        }
        for attribute in regenerated.attributes where !attributes.contains(attribute) {
            differences.append("the generated \(what) is '@\(attribute)'")
        }
        return differences.map { Diagnostic(.error, path: path, at: original.location, $0) }
    }

    private static func article(_ kind: SwiftDeclaration.Kind) -> String {
        kind == .actor ? "an actor" : "a \(kind.rawValue)"
    }

    /// What a call site depends on before a requirement's name: its attributes and modifiers (`@MainActor`,
    /// `static`, `mutating`, `nonisolated`), as `--check` compares them. The attributes in order of their names, as
    /// their order means nothing to Swift (`@discardableResult @MainActor` is `@MainActor @discardableResult`).
    static func requirementPrefix(_ member: SwiftDeclaration) -> String {
        let modifiers = member.modifiers.filter(TripletRecognizer.requirementModifiers.contains)
        return (member.attributes.sorted().map { "@" + $0 } + modifiers).map { $0 + " " }.joined()
    }

    /// `ours` with each parameter that takes its counterpart's type made optional (`songs: [String]!` for `songs:
    /// [String]`, `user: User?` for `user: User`) written as the counterpart's: a call that passes the value compiles
    /// against both, as Swift makes a value its optional (`ReadableDependencyTypes.isWidened`, where the import keeps a
    /// property's optional type for the dependency the initializer stores in it).
    /// So is one that takes `any P` where the counterpart takes `some P`, for a call passes a value of a type conforming
    /// to `P`, or an `any P`, to both.
    /// A type the class nests named through it (`CartViewModel.Input`, as a triplet's spec names the class's own `Input`:
    /// `TripletDependencyTypes`) is the type the class's own `init(input: Input)` names there: the same.
    static func widened(_ ours: SwiftDeclaration, like theirs: SwiftDeclaration, owner: String) -> SwiftDeclaration {
        guard ours.parameters.count == theirs.parameters.count else { return ours }
        var result = ours
        for (index, their) in theirs.parameters.enumerated() {
            let type = normalized(their.type), our = normalized(ours.parameters[index].type)
            let unqualified = our.hasPrefix(owner + ".") ? String(our.dropFirst(owner.count + 1)) : our
            if [type + "?", type + "!", "Optional<\(type)>"].contains(our) || unqualified == type {
                result.parameters[index].type = their.type
            }
            // `some ImageRepository` taken as `any ImageRepository`: every call passes either (`OpaqueParameters`).
            if type == "some" + our { result.parameters[index].type = their.type }
        }
        return result
    }

    /// How call sites make the class: the initializer's labels, types and defaults, compared (a parameter the generated
    /// one takes optional, `widened`, as the same); the others are gone.
    static func initializerDifferences(
        _ original: SwiftDeclaration, _ regenerated: SwiftDeclaration, path: String
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let (theirInit, others) = TripletRecognizer.initializers(of: original)
        let ourInit = TripletRecognizer.initializers(of: regenerated).chosen
        if let theirInit, let ourInit,
           initializerSignature(theirInit) != initializerSignature(widened(ourInit, like: theirInit, owner: original.name)) {
            diagnostics.append(Diagnostic(.error, path: path, at: theirInit.location,
                "'\(initializerSignature(theirInit))' of '\(original.name)' is '\(initializerSignature(ourInit))' in the"
                    + " generated code"))
        }
        for other in others {
            // One that delegates to the generated initializer by its labels is the class's own API to move.
            let moves = DelegatingInitializers.verdict(of: other, chosen: ourInit, owner: original) == .moves
            diagnostics.append(Diagnostic(.error, path: path, at: other.location,
                "'\(TripletRecognizer.describe(other))' of '\(original.name)'" + (moves
                    ? " moves to an extension: declare it in an extension of '\(original.name)' in a file of your own,"
                        + " where call sites reach it unchanged"
                    : " is not in the generated code")))
        }
        return diagnostics
    }
}
