/// A stored property without a value that the class's initializer sets to an expression of its parameters (`let
/// camperDomain: Domain` with `self.camperDomain = signUpUseCase.getUserDomain()`, as hand-written view models keep what
/// they work out of their dependencies), imported as the spec's `- init let camperDomain: Domain = signUpUseCase
/// .getUserDomain()`, which the generated initializer sets the same way (#32). It used to be a warning ("its initializer
/// sets it from other than one of its parameters"), and the members that use it stayed behind.
enum InitSetProperties {
    /// `owner` with `initValue` set on each stored property its one initializer sets to an expression the generated
    /// initializer can write as it is, and the members so marked by the member they were: the expression uses no
    /// member of the class but the initializer's parameters (the class is not made yet; they shadow its properties),
    /// each of them a dependency of the spec (`dependencies`), nor `self`, `try` or `await`. One the logic reads too (the
    /// initializer's bindings, `transform`, a binding hook, a private method the initializer calls) is marked
    /// `isInitValueReadByLogic` as well: the spec's `- logic init let`, which the generated logic is handed after the
    /// initializer sets it.
    static func marked(
        _ owner: SwiftDeclaration, dependencies: Set<String>
    ) -> (owner: SwiftDeclaration, marked: [SwiftDeclaration: SwiftDeclaration]) {
        let initializers = owner.members.filter { $0.kind == .`init` }
        // `var count = 5` that an initializer sets again (`self.count = 0`): the value it starts with is the
        // initializer's, read as one without a value where the generated initializer can write it the same.
        let resets = Set(owner.members.filter { member in
            // A subject or relay started again (`self.character = BehaviorRelay(value: character)`) is the contract's
            // or a stream the view hands in, which their own readers say where they stand.
            OwnMembers.isStored(member) && member.value != nil && !member.modifiers.contains("weak") && !OwnMembers.isStream(member)
                && !member.value!.contains(#/\{\s*(didSet|willSet)\b/#)
                && initializers.contains { $0.expressionAssignments[member.name] != nil || $0.plainAssignments[member.name] != nil
                    || $0.initializerAssignedNames.contains(member.name) }
        }.map(\.name))
        guard initializers.count == 1, let initializer = initializers.first, !initializer.isConditional,
              initializer.delegatedLabels == nil, !initializer.expressionAssignments.isEmpty
        else { return problems(of: resets, in: owner, initializers: initializers) }
        let parameters = Set(initializer.parameters.map(\.name))
        // A type the class nests (`struct SubViewModels`, `struct State`) stays the class's own, in an extension of the
        // generated class, where the generated initializer names it the same (`SubViewModels(home: HomeViewModel())`);
        // `Input` and `Output` are the generated class's own.
        let nestedTypes = Set(owner.members.filter {
            [.struct, .class, .enum, .actor, .typealias].contains($0.kind) && !["Input", "Output"].contains($0.name)
        }.map(\.name))
        let memberNames = Set(owner.members.map(\.name)).subtracting(parameters).subtracting(nestedTypes)
        // What else the logic runs: `transform`, the binding hook the base class calls (`override func bind()`), the
        // private methods the initializer calls (`setBindings()`).
        let initializerNames = Set(initializer.bodyReadNames)
        let logicBodies = owner.members.filter { member in
            member.kind == .func && !OwnMembers.isStatic(member) && (member.name == "transform"
                || member.modifiers.contains("override") && member.parameters.isEmpty
                || OwnMembers.isPrivate(member) && initializerNames.contains(member.name))
        }.map { Set($0.bodyReadNames) }
        var result = owner
        var marked: [SwiftDeclaration: SwiftDeclaration] = [:]
        var unread: Set<String> = []
        for (index, original) in owner.members.enumerated()
        where OwnMembers.isStored(original) && (original.value == nil || resets.contains(original.name)) {
            var member = original
            if let value = original.value {
                // The declaration's value is never what the class starts with: the type it says, and no value.
                member.value = nil
                member.type = original.type ?? StructStyleRecognizer.initializerType(value.trimmingSpaces)
                    ?? ArrayLiteralTypes.type(value)
            }
            // Set again once, as the class is made: not in a branch too, nor changed after (`count += 1`).
            let setOnce = original.value == nil || initializer.initializerAssignedNames.filter { $0 == original.name }.count == 1
            guard setOnce, member.type != nil, !member.modifiers.contains("lazy"), !member.modifiers.contains("weak"),
                  !member.isConditional, let assignment = initializer.expressionAssignments[member.name],
                  assignment.isPlain,
                  assignment.names.allSatisfy({ name in
                      name != "self" && !memberNames.contains(name) && (!parameters.contains(name) || dependencies.contains(name))
                  })
            else {
                if original.value != nil { unread.insert(original.name) }
                continue
            }
            var set = member
            // `subViewModels.home.input.scrollToTop` in a binding the initializer sets up: the logic's, which is
            // handed the dependencies and not the class's properties, reads it (named freely besides where it is set).
            // A constant of the initializer's own named like it and written in its stead (`let sortOptions = ...` then
            // `self.sortOptions = sortOptions`) is no read of it: its declaration and its one read.
            let reads = initializer.bodyReadNames.filter { $0 == member.name }.count
                - assignment.names.filter { $0 == member.name }.count - 2 * assignment.inlined.filter { $0 == member.name }.count
            // A bag the bindings subscribe into (`self.disposeBag = DisposeBag()`) is no state they read: it is carried.
            let isBag = member.type.map(SubscriptionBags.isBag(typeNamed:)) ?? false
            guard isBag || reads <= 1, !logicBodies.contains(where: { $0.contains(member.name) }) || isBag else {
                // `- logic init let`: set the same way, then handed to the logic (a `var` stays a warning). A type the
                // class nests is named through it (`FriendViewModel.SubViewModels`), as the logic, declared outside
                // the class, names it.
                set.isInitValueReadByLogic = true
                set.initValue = assignment.text
                set.type = member.type?.replacingIdentifiers(
                    Dictionary(uniqueKeysWithValues: nestedTypes.map { ($0, owner.name + "." + $0) }))
                result.members[index] = set
                marked[member] = set
                continue
            }
            set.initValue = assignment.text
            result.members[index] = set
            marked[original] = set
        }
        let (withProblems, problems) = problems(of: unread, in: result, initializers: initializers)
        return (withProblems, marked.merging(problems) { set, _ in set })
    }

    /// `owner` with `initResetProblem` set on each stored property with a value among `names` that an initializer
    /// sets again where the generated initializer cannot write the same (an expression that uses the class's members,
    /// `self`, a name of its own or a parameter the spec does not take; a class of several initializers): a warning
    /// where it stands, as the generated class would start with the declaration's value; so is one set inside a
    /// branch, more than once or with an operator. One set inside a closure (a binding's, which runs later) is not.
    private static func problems(
        of names: Set<String>, in owner: SwiftDeclaration, initializers: [SwiftDeclaration]
    ) -> (owner: SwiftDeclaration, marked: [SwiftDeclaration: SwiftDeclaration]) {
        var result = owner
        var marked: [SwiftDeclaration: SwiftDeclaration] = [:]
        for (index, member) in owner.members.enumerated() where names.contains(member.name) && OwnMembers.isStored(member) {
            guard let value = member.value?.trimmingSpaces else { continue }
            let sets = initializers.flatMap(\.initializerAssignedNames).filter { $0 == member.name }.count
            let set = initializers.lazy.compactMap({ $0.expressionAssignments[member.name]?.text ?? $0.plainAssignments[member.name] }).first
            var problem = member
            problem.initResetProblem = (initializers.count == 1 ? "its initializer sets it again" : "one of its \(initializers.count) initializers sets it again")
                + (sets == 1 && set != nil ? ", to '\(set!)', which the generated initializer cannot write as it is (the class's members,"
                    + " 'self', 'try', 'await' or a name of its own, a parameter the spec does not take, or another initializer)"
                    : " as it runs, inside a branch, more than once or with an operator ('+='), which the generated initializer,"
                    + " setting it once to one value, does not")
                + ": the generated class would start with the declaration's value, '\(value)'; write the property without a"
                + " value, as the initializer sets it, or with the value it starts with"
            result.members[index] = problem
            marked[member] = problem
        }
        return (result, marked)
    }
}
