/// `self-as: state: DaysViewModelState`: a property the triplet's type protocol declares, `var state:
/// DaysViewModelState { get }`, that the class and the fake satisfy with themselves, as triplets that keep a third group
/// of an app's protocol the class conforms to write it (`protocol DaysViewModelProtocol { var input: ...; var output:
/// ...; var state: DaysViewModelState { get } }`, `var state: DaysViewModelState { self }`).
enum SelfViews {
    /// The properties of `self-as:`, in its order; a located error for one the generated code cannot declare.
    static func resolve(
        _ declaration: ViewModelDecl, _ viewModel: ViewModel, options: GenerationOptions, into sink: inout DiagnosticSink
    ) -> [ViewModel.SelfView] {
        guard let line = declaration.selfAs else { return [] }
        // The type is a protocol: `groups: typealias` makes it a composition, which declares nothing of its own.
        if viewModel.typeIsComposition {
            sink.error("'self-as:' declares properties of the type protocol, and 'groups: typealias' makes the type a"
                + " typealias of the groups' composition, which declares none", at: line.location,
                notes: [.init("write the type as a protocol (drop 'groups: typealias'), or leave out 'self-as:'")])
            return []
        }
        // What the class declares already under each name: its groups, members, dependencies and stored state.
        var taken: [String: String] = [:]
        if viewModel.hasGroupProperties {
            for group in [ViewModel.ProtocolGroup.inputs, .outputs] + (viewModel.hasErrorGroup ? [.errors] : []) {
                taken[viewModel.property(of: group)] = "the group property '\(viewModel.property(of: group))'"
            }
        }
        for input in viewModel.inputs { taken[input.methodName] = taken[input.methodName] ?? "input '\(input.methodName)'" }
        for output in viewModel.outputs { taken[output.name] = taken[output.name] ?? "output '\(output.name)'" }
        for dependency in viewModel.dependencies { taken[dependency.name] = taken[dependency.name] ?? "dependency '\(dependency.name)'" }
        for property in viewModel.properties { taken[property.name] = taken[property.name] ?? "property '\(property.name)'" }
        var views: [ViewModel.SelfView] = []
        for pair in line.value {
            let name = pair.name.value, type = pair.type.value
            if let what = taken[name] {
                sink.error("'self-as:' property '\(name)' collides with \(what) of '\(viewModel.name)'", at: pair.name.location,
                           notes: [.init("rename one of them")])
                continue
            }
            // The class hands itself as the protocol: it conforms to it, as does the fake of --tests.
            guard options.conformances.contains(type) else {
                sink.error("'self-as:' hands '\(viewModel.name)' as '\(type)', a protocol the class does not conform to",
                           at: pair.type.location,
                           notes: [.init("add '\(type)' to 'conforms:' under 'options:', as the class declares it")])
                continue
            }
            views.append(ViewModel.SelfView(name: name, type: type))
        }
        return views
    }
}
