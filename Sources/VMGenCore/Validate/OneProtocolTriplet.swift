/// `groups: one`: the triplet is one protocol, the type protocol, that declares the view model's inputs and outputs
/// itself, with no inputs and outputs protocols (`protocol BirthViewModelType { var sexButtonTapped: AnyObserver<Void>
/// { get }; var isButtonEnabled: Driver<Bool> { get } }`), as Kickstarter-like apps write it. What only the groups'
/// protocols can say (the groups the type refines, what a group's protocol refines or is bound to, a typealias a
/// group declares, an input another protocol declares, an errors' protocol) is a located error beside it.
enum OneProtocolTriplet {
    /// Whether the view model's triplet may be one protocol; an error at each line that says what only the groups'
    /// protocols can.
    static func check(
        _ declaration: ViewModelDecl, _ viewModel: ViewModel, at location: SourceLocation, into sink: inout DiagnosticSink
    ) -> Bool {
        var problems: [(String, SourceLocation)] = []
        if let line = declaration.typeRefines {
            problems.append(("'type-refines:' makes the type protocol refine the groups' protocols", line.location))
        }
        for (line, names) in declaration.groupRefinements where line != "type-refine" {
            problems.append(("'\(line):' makes the \(line.dropLast("-refine".count))' protocol refine the app's", names.location))
        }
        if let line = declaration.classBound {
            for group in line.value where group.value != "type" {
                problems.append(("'class-bound: \(group.value)' makes the \(group.value)' protocol refine 'AnyObject'", group.location))
            }
        }
        for alias in declaration.typeAliases where alias.section != "dependencies" {
            problems.append(("'typealias \(alias.name.value)' under '\(alias.section):' is declared in the \(alias.section)' protocol",
                             alias.location))
        }
        for input in declaration.inputs {
            guard let place = input.attributeArguments["in"] else { continue }
            problems.append(("'\(input.selector)' is '@in(\(place.value.description))', declared in another protocol than"
                + " the inputs'", place.location))
        }
        if let error = declaration.outputs.first(where: \.isError) {
            problems.append(("'\(error.name.value)' is an error, which the errors' protocol declares", error.name.location))
        }
        for (problem, at) in problems {
            sink.error(problem + ", and with 'groups: one' the type protocol declares every member itself, with no"
                + " protocol of inputs, outputs or errors", at: at, notes: [.init("'groups: one' is here", at: location)])
        }
        return problems.isEmpty
    }
}
