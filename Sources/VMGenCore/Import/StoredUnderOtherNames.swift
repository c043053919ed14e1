/// A parameter of the initializer of the dependencies that the initializer stores under another name
/// (`let lostItemId: Int` ... `init(noticeId: Int) { self.lostItemId = noticeId }`): the dependency is named like the
/// property, which the class's members and call sites read, and labelled like the parameter, which call sites pass
/// (`- let noticeId lostItemId: Int`, `init(noticeId lostItemId: Int)`), so neither changes.
enum StoredUnderOtherNames {
    /// The stored property of `owner` that `initializer` sets from `parameter` alone, when it has another name; nil
    /// otherwise (set from an expression, from two parameters, or one named like another stored property).
    static func property(of parameter: SwiftDeclaration.Parameter, in initializer: SwiftDeclaration, owner: SwiftDeclaration) -> String? {
        let takers = initializer.plainAssignments.filter { $0.value == parameter.name && $0.key != parameter.name }.map(\.key)
        guard takers.count == 1, let property = takers.first else { return nil }
        let stored = owner.members.filter { OwnMembers.isStored($0) && !$0.isConditional }
        guard stored.contains(where: { $0.name == property && $0.value == nil }),
              !stored.contains(where: { $0.name == parameter.name }),
              !initializer.parameters.contains(where: { $0.name == property })
        else { return nil }
        return property
    }

    /// The names the dependencies of `owner` have: each parameter of its initializer, or the property it is stored as.
    static func dependencyNames(of owner: SwiftDeclaration) -> [String] {
        guard let chosen = TripletRecognizer.initializers(of: owner).chosen else { return [] }
        return chosen.parameters.map { property(of: $0, in: chosen, owner: owner) ?? $0.name }
    }
}
