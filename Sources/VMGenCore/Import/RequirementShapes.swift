/// What a member or declaration of hand-written code says that the generated code would not, so that the import
/// warns about it (and leaves the member out) instead of changing it silently: a name a spec cannot write (a raw
/// identifier, `` `a b` ``), a generic or constrained method, a modifier or attribute on a requirement (`static`,
/// `mutating`, `nonisolated`, `@MainActor`), and of the declarations an actor, a protocol nested in a type, an
/// attribute on a protocol.
extension TripletRecognizer {
    /// The modifiers of a requirement that change how call sites use it; the generated requirement has none.
    static let requirementModifiers: Set<String> = [
        "static", "class", "mutating", "nonmutating", "nonisolated", "isolated", "consuming", "borrowing", "distributed",
        "optional",
    ]

    /// The first name of a member (its own, its parameters' labels and names) that is no identifier a spec can write
    /// (`` `tap twice` ``, a raw identifier of Swift 6.2); nil when each is one.
    static func unwritableName(of member: SwiftDeclaration) -> String? {
        let names = (member.kind == .`init` ? [] : [member.name])
            + member.parameters.flatMap { [$0.label, $0.name].compactMap { $0 } }.filter { $0 != "_" }
        return names.first { !$0.isEmpty && !Identifier.isValid($0) }
    }

    /// Why a requirement (an input or output method or property) cannot be carried over as it is declared: a name a
    /// spec cannot write, a modifier or an attribute, a generic parameter or a `where` clause; nil when it can.
    static func requirementProblem(_ member: SwiftDeclaration) -> String? {
        if let name = unwritableName(of: member) {
            return "'\(name)' is no name a spec can write (a spec's names are Swift identifiers without backticks)"
        }
        guard member.kind == .func else { return nil }
        if let modifier = member.modifiers.first(where: requirementModifiers.contains) {
            return "it is '\(modifier)', and the generated method is not"
        }
        if let attribute = member.attributes.first { return "it is '@\(attribute)', and the generated method is not" }
        if let generics = member.genericParameters {
            return "it is generic ('<\(generics)>'), and a spec's methods take no generic parameters"
        }
        if let clause = member.whereClause { return "it has 'where \(clause)', which a spec's methods cannot say" }
        return nil
    }

    /// How a skipped method is named in its warning: with its generic clause, as written.
    static func spelled(_ member: SwiftDeclaration) -> String {
        member.name + (member.genericParameters.map { "<\($0)>" } ?? "") + "("
            + member.parameters.map { "\($0.label.map { $0 + " " } ?? "")\($0.name): \($0.type)" }.joined(separator: ", ") + ")"
            + member.effects.map { " " + $0 }.joined() + (member.type.map { " -> " + $0 } ?? "")
    }

    /// Whether an attribute names a global actor (`@MainActor`, an app's `@DatabaseActor`).
    static func isGlobalActor(_ attribute: String) -> Bool {
        attribute.hasSuffix("Actor")
    }

    /// What the declarations of one triplet say that the generated ones would not, each a warning where it stands:
    /// the class an actor; a protocol nested in a type, or with an attribute other than the global actor (a class
    /// that is not final is the spec's `final: false`: `ClassFinality`). The global actor the contract is isolated to is the spec's
    /// `isolation:`, and a declaration of the triplet that is not isolated to it is a warning.
    static func declarationProblems(
        protocols: [SwiftDeclaration], owner: SwiftDeclaration?,
        warn: (String, SourceLocation) -> Void
    ) -> String? {
        let declarations = protocols + (owner.map { [$0] } ?? [])
        for declaration in protocols {
            if let parent = declaration.parent {
                warn("'\(declaration.name)' is nested in '\(parent)', and the generated protocol is top-level: call sites that"
                     + " name it '\(parent).\(declaration.name)' change", declaration.location)
            }
        }
        if let owner {
            if owner.kind == .actor {
                warn("'\(owner.name)' is an actor, and the generated view model is a final class: call sites that 'await'"
                     + " its members or send it across actors change", owner.location)
            }
            if let parent = owner.parent {
                warn("'\(owner.name)' is nested in '\(parent)', and the generated class is top-level", owner.location)
            }
        }
        let actors = declarations.map { $0.attributes.filter(isGlobalActor) }
        let isolation = actors.lazy.compactMap(\.first).first
        for (declaration, attributes) in zip(declarations, actors) {
            if let isolation, !attributes.contains(isolation) {
                warn("'\(declaration.name)' is not '@\(isolation)', and the spec isolates the whole contract to it"
                     + " ('isolation: \(isolation)'), this \(declaration.kind.rawValue) too", declaration.location)
            }
            for attribute in declaration.attributes where attribute != isolation {
                warn("'@\(attribute)' of '\(declaration.name)' is not imported: the generated \(declaration.kind == .protocol ? "protocol" : "class")"
                     + " carries no attributes but the spec's 'isolation:'", declaration.location)
            }
        }
        return isolation
    }
}
