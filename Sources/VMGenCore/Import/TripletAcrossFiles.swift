/// A triplet whose protocols and class stand in two files read together (`FeedViewModelType.swift` declares the
/// protocols, `FeedViewModel.swift` the class, as Clean Architecture templates split them): the spec is the protocols'
/// file's, named after the class, its dependencies from the class's initializer.
extension TripletRecognizer {
    /// The class of another file than `path` among `context` that conforms to the triplet `found`.
    static func classElsewhere(conformingTo found: Triplet, besides path: String, in context: [SwiftDeclaration]) -> SwiftDeclaration? {
        context.first { declaration in
            declaration.kind == .class && declaration.path != path
                && (found.type.map(declaration.inheritance.contains) == true || declaration.inheritance.contains(found.inputs.name))
        }
    }

    /// The dependencies of a class in another file, with its warnings where it stands, and a note on the protocols
    /// saying where the class is.
    static func dependencies(
        elsewhere owner: SwiftDeclaration, protocols: SwiftDeclaration, path: String, into warnings: inout [Diagnostic]
    ) -> [ImportedSpec.Member] {
        let ownerPath = owner.path ?? path
        var found: [Diagnostic] = []
        let members = dependencies(of: owner) { message, location in
            found.append(Diagnostic(.warning, path: ownerPath, at: location, message))
        }
        warnings.append(Diagnostic(
            .note, path: path, at: protocols.location,
            "the class of these protocols, '\(owner.name)', is in '\(ownerPath)': its initializer gives the dependencies"))
        warnings.append(contentsOf: found)
        return members
    }

    /// The file of the protocols a class of another file conforms to, as a triplet, when one among `context` does.
    static func protocolsFile(of declaration: SwiftDeclaration, in context: [SwiftDeclaration], besides path: String) -> String? {
        guard declaration.kind == .class, !context.isEmpty else { return nil }
        let others = context.filter { $0.path != path }
        let all = flatten(others)
        let protocols = Dictionary(all.filter { $0.kind == .protocol }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for found in triplets(all, protocols) {
            let type = found.type.flatMap { protocols[$0] }
            let names = [found.inputs.name] + (found.type.map { [$0] } ?? [])
            guard names.contains(where: declaration.inheritance.contains) else { continue }
            return others.first { $0.kind == .protocol && ($0.name == found.inputs.name || $0.name == type?.name) }?.path
        }
        return nil
    }
}
