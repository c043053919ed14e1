/// The class a triplet's protocols are the contract of, among a file's declarations, found through an index made once
/// per file, so that an import costs linear time in the view models of a file.
extension TripletRecognizer {
    /// The class among a file's declarations that a triplet's protocols are the contract of: the one conforming to the
    /// type protocol, else one named after the protocols or conforming to the inputs'.
    static func owner(of found: Triplet, among all: [SwiftDeclaration]) -> SwiftDeclaration? {
        owner(of: found, in: Owners(all))
    }

    /// The classes (and actors, which the import warns about) among a file's declarations, indexed once by name and by
    /// each type they inherit, so that finding each view model's costs constant time.
    struct Owners {
        var byName: [String: (position: Int, declaration: SwiftDeclaration)] = [:]
        var byInheritance: [String: (position: Int, declaration: SwiftDeclaration)] = [:]

        init(_ all: [SwiftDeclaration]) {
            for (position, declaration) in all.enumerated() where [.class, .actor].contains(declaration.kind) {
                if byName[declaration.name] == nil { byName[declaration.name] = (position, declaration) }
                for inherited in declaration.inheritance where byInheritance[inherited] == nil {
                    byInheritance[inherited] = (position, declaration)
                }
            }
            // And what an extension of one adds (`extension BaseViewModelImpl: BaseViewModel`), the class's position kept.
            for declaration in all where declaration.kind == .extension {
                guard let owner = byName[declaration.name] else { continue }
                for inherited in declaration.inheritance where byInheritance[inherited] == nil {
                    byInheritance[inherited] = owner
                }
            }
        }
    }

    /// `owner(of:among:)` through the index: the first conforming to the type protocol, else the first named after
    /// the protocols or conforming to the inputs'.
    static func owner(of found: Triplet, in owners: Owners) -> SwiftDeclaration? {
        let base = baseName(inputs: found.inputs.name, type: found.type)
        // Protocols nested in a type (`enum Login { protocol ViewModelType }`) are inherited as `Login.ViewModelType`.
        let prefix = found.inputs.parent.map { $0 + "." } ?? ""
        if let typed = owners.byInheritance[found.type ?? base + "Type"] ?? owners.byInheritance[prefix + (found.type ?? base + "Type")] {
            return typed.declaration
        }
        return [owners.byName[base], owners.byInheritance[found.inputs.name], owners.byInheritance[prefix + found.inputs.name]]
            .compactMap { $0 }.min { $0.position < $1.position }?.declaration
    }
}
