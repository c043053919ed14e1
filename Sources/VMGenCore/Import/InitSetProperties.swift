/// A stored property without a value that the class's initializer sets to an expression of its parameters (`let
/// camperDomain: Domain` with `self.camperDomain = signUpUseCase.getUserDomain()`, as hand-written view models keep what
/// they work out of their dependencies), imported as the spec's `- init let camperDomain: Domain = signUpUseCase
/// .getUserDomain()`, which the generated initializer sets the same way (#32). It used to be a warning ("its initializer
/// sets it from other than one of its parameters"), and the members that use it stayed behind.
enum InitSetProperties {
    /// `owner` with `initValue` set on each stored property its one initializer sets to an expression the generated
    /// initializer can write as it is, and the members so marked by the member they were: the expression uses no
    /// member of the class but the initializer's parameters (the class is not made yet; they shadow its properties),
    /// each of them a dependency of the spec (`dependencies`), nor `self`, `try` or `await`.
    static func marked(
        _ owner: SwiftDeclaration, dependencies: Set<String>
    ) -> (owner: SwiftDeclaration, marked: [SwiftDeclaration: SwiftDeclaration]) {
        let initializers = owner.members.filter { $0.kind == .`init` }
        guard initializers.count == 1, let initializer = initializers.first, !initializer.isConditional,
              initializer.delegatedLabels == nil, !initializer.expressionAssignments.isEmpty
        else { return (owner, [:]) }
        let parameters = Set(initializer.parameters.map(\.name))
        let memberNames = Set(owner.members.map(\.name)).subtracting(parameters)
        var result = owner
        var marked: [SwiftDeclaration: SwiftDeclaration] = [:]
        for (index, member) in owner.members.enumerated() where OwnMembers.isStored(member) && member.value == nil {
            guard member.type != nil, !member.modifiers.contains("lazy"), !member.modifiers.contains("weak"),
                  !member.isConditional, let assignment = initializer.expressionAssignments[member.name],
                  assignment.isPlain,
                  assignment.names.allSatisfy({ name in
                      name != "self" && !memberNames.contains(name) && (!parameters.contains(name) || dependencies.contains(name))
                  })
            else { continue }
            var set = member
            set.initValue = assignment.text
            result.members[index] = set
            marked[member] = set
        }
        return (result, marked)
    }
}
