/// A parameter of the initializer written with an opaque type (`init(imageRepository: some ImageRepository)`) that the
/// initializer stores as it is given in a property of the same protocol as an existential (`private let
/// imageRepository: any ImageRepository`, or `ImageRepository` as Swift 5 writes it): a spec's dependency cannot be
/// `some` (the generated class stores it and hands it to the logic), and the property's `any ImageRepository` is what
/// the class holds, and what every call site passes to the generated initializer unchanged (a concrete repository, or
/// an `any ImageRepository` Swift opens for the `some` parameter and passes as it is here). A `some` parameter the
/// initializer does not store so stays as written, and the spec says why it cannot be generated.
enum OpaqueParameters {
    /// `any ImageRepository` for `imageRepository: some ImageRepository` stored in `let imageRepository: any
    /// ImageRepository` (or under another name, `self.images = imageRepository`); nil for any other parameter.
    static func storedType(of parameter: SwiftDeclaration.Parameter, in initializer: SwiftDeclaration,
                           owner: SwiftDeclaration) -> String? {
        let written = parameter.type.trimmingSpaces
        guard written.hasPrefix("some ") else { return nil }
        let constraint = String(written.dropFirst("some ".count)).trimmingSpaces
        let takers = initializer.plainAssignments.filter { $0.value == parameter.name }.map(\.key)
        guard !constraint.isEmpty, !takers.isEmpty else { return nil }
        let stored = owner.members.filter { OwnMembers.isStored($0) && takers.contains($0.name) }
        // Every property it is stored in, of the protocol as an existential (`any P`, or `P`); one of another type
        // (a concrete type, an optional) leaves the parameter as written.
        guard stored.count == takers.count, stored.allSatisfy({
            SurfaceComparison.normalized($0.type ?? "") == SurfaceComparison.normalized(constraint)
        }) else { return nil }
        return "any " + constraint
    }
}
