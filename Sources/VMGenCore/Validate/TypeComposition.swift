/// `groups: typealias`: the triplet's type is no protocol but the composition of its groups' protocols,
/// `typealias LoginViewModelType = LoginViewModelInput & LoginViewModelOutput`, as triplets written from templates that
/// compose their type declare it. A composition declares nothing of its own, so what only a type protocol can say
/// (an initializer it requires, an app's protocol it refines, `AnyObject`, a typealias of the dependencies) is a
/// located error.
enum TypeComposition {
    /// Whether the view model's type may be the groups' composition; an error at each line that says what only a
    /// protocol can.
    static func check(_ declaration: ViewModelDecl, at location: SourceLocation, into sink: inout DiagnosticSink) -> Bool {
        var problems: [(String, SourceLocation)] = []
        if let line = declaration.typeRequires {
            // What the line names: the initializer, the dependencies call sites read through the protocol.
            let declared = line.value.map { $0.value == "init" ? "the initializer" : "'\($0.value)'" }
            problems.append(("'type-requires: \(line.value.map(\.value).joined(separator: ", "))' makes the type protocol"
                + " declare " + declared.joined(separator: " and "), line.location))
        }
        if let line = declaration.groupRefinements["type-refine"] {
            problems.append(("'type-refine:' makes the type protocol refine the app's protocols", line.location))
        }
        if let line = declaration.classBound, let type = line.value.first(where: { $0.value == "type" }) {
            problems.append(("'class-bound: type' makes the type protocol refine 'AnyObject'", type.location))
        }
        for alias in declaration.typeAliases where alias.section == "dependencies" {
            problems.append(("'typealias \(alias.name.value)' under 'dependencies:' is declared in the type protocol", alias.location))
        }
        for input in declaration.inputs where input.attributeArguments["in"]?.value.description == "type" {
            problems.append(("'\(input.selector)' is '@in(type)', declared in the type protocol", input.location))
        }
        for (problem, at) in problems {
            sink.error(problem + ", and with 'groups: typealias' the type is a typealias of the groups' protocols, which"
                + " declares nothing of its own", at: at, notes: [.init("'groups: typealias' is here", at: location)])
        }
        return problems.isEmpty
    }

    /// `typealias LoginViewModelType = LoginViewModelInput & LoginViewModelOutput`: the type as the groups' composition.
    static func declaration(of viewModel: ViewModel, access: String) -> String {
        let protocols = viewModel.protocols
        let groups = [protocols.inputs, protocols.outputs] + (viewModel.hasErrorGroup ? [protocols.errors] : [])
        return "\(access)typealias \(protocols.type) = " + groups.joined(separator: " & ")
    }
}
