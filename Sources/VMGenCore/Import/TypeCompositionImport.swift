/// A triplet whose type is no protocol but a typealias of its groups' composition, `typealias LoginViewModelType =
/// LoginViewModelInput & LoginViewModelOutput`, as templates that compose the type write it: a view reaches each member
/// through the type itself (`viewModel.performSignIn()`). Imported as `type-refines:` every group and `groups:
/// typealias`, so the generated type is the same typealias.
enum TypeCompositionImport {
    /// The typealiases among a file's declarations whose value composes two or more names (`A & B`), by those names.
    static func compositions(_ all: [SwiftDeclaration]) -> [Set<String>: [SwiftDeclaration]] {
        var found: [Set<String>: [SwiftDeclaration]] = [:]
        for alias in all where alias.kind == .typealias && !alias.isGeneric {
            guard let parts = parts(of: alias.value ?? "") else { continue }
            found[parts, default: []].append(alias)
        }
        return found
    }

    /// The names a composition composes (`A & B` is `A`, `B`); nil for a value that is no composition of names.
    static func parts(of value: String) -> Set<String>? {
        let parts = value.split(separator: "&").map { SurfaceComparison.normalized(String($0)) }
        guard parts.count > 1, parts.allSatisfy({ part in
            !part.isEmpty && part.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { Identifier.isValid(String($0)) }
        }) else { return nil }
        let names = Set(parts)
        return names.count == parts.count ? names : nil
    }

    /// The typealias composing exactly the triplet's groups (its inputs, outputs and errors, in any order), the one
    /// named `\(base)Type` first.
    static func composition(
        of found: TripletRecognizer.Triplet, among compositions: [Set<String>: [SwiftDeclaration]], base: String
    ) -> SwiftDeclaration? {
        let groups = Set([found.inputs.name, found.outputs.name] + (found.errors.map { [$0.name] } ?? []))
        let candidates = compositions[groups] ?? []
        return candidates.first { $0.name == base + "Type" } ?? candidates.first
    }

    /// The spec's lines for the composition (`type-refines:` every group, `groups: typealias`), and a warning where it
    /// says what the generated typealias cannot: it stands inside `#if`, or has another access level than the groups'.
    static func carry(
        _ alias: SwiftDeclaration, of found: TripletRecognizer.Triplet, into viewModel: inout ImportedSpec.ViewModel,
        warn: (String, SourceLocation) -> Void
    ) {
        viewModel.typeRefines = ["inputs", "outputs"] + (found.errors == nil ? [] : ["errors"])
        viewModel.groupNames = ["typealias"]
        if let condition = alias.condition {
            warn("'typealias \(alias.name)' stands inside '#if \(condition)', and the generated typealias is in every build",
                 alias.location)
        }
        if alias.access != found.inputs.access {
            warn("'typealias \(alias.name)' is \(alias.access) and '\(found.inputs.name)' \(found.inputs.access): the generated"
                 + " typealias has the access of the protocols it composes", alias.location)
        }
    }
}
