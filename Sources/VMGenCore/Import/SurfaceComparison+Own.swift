/// `--check` on what a hand-written class declares for call sites besides its contract (`OwnMembers`): its stored
/// state, compared with the generated class's (`properties:`, readable dependencies); a member that moves to an
/// extension of the generated class in a file of the team's own, reported as the class's own API to move; the rest,
/// missing from the generated code.
extension SurfaceComparison {
    /// The differences of `outside`, the members of `original` outside its contract, from `regenerated`; `phrase` says
    /// where they stand (`, declared outside its protocols,`); `contract`: the names of the contract's members (a
    /// triplet's protocols').
    static func ownMemberDifferences(
        _ outside: [SwiftDeclaration], of original: SwiftDeclaration, regenerated: SwiftDeclaration,
        extensions: [String: [SwiftDeclaration]], phrase: String, path: String, hidden: Set<String> = [],
        contract: Set<String> = [], readOnly: Set<String> = []
    ) -> [Diagnostic] {
        let dependencies = Set(StoredUnderOtherNames.dependencyNames(of: original))
        // The properties its initializer sets to an expression of the dependencies, as the import reads them (`- init`).
        let (original, marked) = InitSetProperties.marked(original, dependencies: dependencies)
        let outside = outside.map { marked[$0] ?? $0 }
        let generated = Dictionary(
            regenerated.members.filter { !OwnMembers.isPrivate($0) }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        // The contract's members the generated class declares too, which a member that moves reaches (`ContractUse`).
        // The private relays `transform` makes outputs of that the generated class declares: kept (`KeptOutputImport`).
        // And those a computed property of its own hands on outside the `Output` (`@outside`).
        let kept = (KeptOutputImport.streamNames(of: original, extensions: extensions)
            + KeptOutputImport.outsideStreamNames(of: original, extensions: extensions)).filter { generated[$0] != nil }
        let readability = OwnMembers.readability(
            outside, of: original, extensions: extensions, dependencies: dependencies, hidden: hidden,
            contract: contract.filter { generated[$0] != nil }, leftOut: contract.filter { generated[$0] == nil },
            kept: Dictionary(kept.map { ($0, "") }, uniquingKeysWith: { a, _ in a }), readOnly: readOnly)
        var diagnostics: [Diagnostic] = []
        for member in outside {
            let described = "'\(TripletRecognizer.describe(member))' of '\(original.name)'"
            if let ours = generated[member.name] {
                // Stored state the spec carries: the same keyword and type, whatever the setter's access.
                if OwnMembers.isStored(member), let theirs = storedSignature(member), let mine = storedSignature(ours),
                   theirs != mine {
                    diagnostics.append(Diagnostic(.error, path: path, at: member.location,
                        "\(described)\(phrase) is '\(mine)' in the generated code, not '\(theirs)'"))
                }
                continue
            }
            // It moves when the generated class declares what it needs of the hand-written class's private state.
            var moves = OwnMembers.place(member, dependencies: dependencies, readability: readability) == .moves
            var needs: [String] = []
            if case .moves(let names, _)? = readability.decisions[member] {
                needs = names
                // What it sets has an internal setter there (an extension in another file cannot set a `private(set)`).
                let sets = readability.sets[member] ?? []
                moves = moves && names.allSatisfy { generated[$0] != nil }
                    && !sets.contains { generated[$0]?.modifiers.contains(OwnMembers.privateSetter.trimmingSpaces) == true }
            }
            diagnostics.append(Diagnostic(.error, path: path, at: member.location, described + phrase + (moves
                ? " moves to an extension: declare it in an extension of '\(original.name)' in a file of your own,"
                    + " where call sites reach it unchanged"
                    + (needs.isEmpty ? "" : " (the generated class declares " + needs.map { "'\($0)'" }.joined(separator: ", ")
                        + " for it)")
                : " is not in the generated code")))
        }
        return diagnostics
    }

    /// `var count: Int`: a stored property's keyword and type (read from its value where none is written).
    private static func storedSignature(_ member: SwiftDeclaration) -> String? {
        guard let type = member.type ?? member.value.flatMap({
            StructStyleRecognizer.initializerType($0.trimmingSpaces) ?? ArrayLiteralTypes.type($0)
        })
        else { return nil }
        return "\(member.kind == .let ? "let" : "var") \(member.name): \(normalized(type))"
    }
}
