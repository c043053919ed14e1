/// What the triplet's protocols declare besides their members: the app's protocols each group's protocol refines
/// (`outputs-refine: BaseViewModelOutputs`), the names of the type protocol's group properties (`groups: input,
/// output`, as apps that write `viewModel.input.tap()` name them) and the initializer it requires (`type-requires:
/// init`, as apps that make view models through the protocol declare it). Checked once, for every renderer.
enum TypeProtocolShape {
    static func resolve(
        _ declaration: ViewModelDecl, _ viewModel: inout ViewModel, options: GenerationOptions, into sink: inout DiagnosticSink
    ) {
        let lines = [declaration.groupNames?.location, declaration.typeRequires?.location, declaration.selfAs?.location]
            .compactMap { $0 }
        if let first = lines.min(), let style = options.styles.first(where: { $0 != .triplet }) {
            sink.error("what the type protocol declares is the triplet's, and this spec \(options.styles.count == 1 ? "" : "also ")"
                + "renders the '\(style.name)' style, which declares no type protocol", at: first)
            return
        }
        viewModel.typeRequiresInit = declaration.typeRequires?.value.contains { $0.value == "init" } == true
        viewModel.typeRequiredDependencies = TypeRequiredDependencies.resolve(declaration, viewModel, into: &sink)
        if let line = declaration.typeRequires, viewModel.typeRequiresInit, options.testSupport, let given = viewModel.outputs.first(where: \.isValueLike) {
            sink.error("the fake (--tests) is made with the constants and answers the test gives it ('\(given.name)'), which"
                + " the initializer 'type-requires: init' declares does not take", at: line.location,
                notes: [.init("generate the test support of this view model without 'type-requires: init', or make"
                    + " '\(given.name)' a stream")])
        }
        guard let line = declaration.groupNames else { return }
        let names = line.value
        // `groups: one`: the type protocol declares every member itself, with no groups' protocols to reach.
        if names.count == 1, names[0].value == "one" {
            if OneProtocolTriplet.check(declaration, viewModel, at: line.location, into: &sink) {
                viewModel.hasGroupProperties = false
                viewModel.typeDeclaresMembers = true
            }
            return
        }
        if let word = names.first?.value, names.count == 1, ["none", "typealias"].contains(word) {
            let groups: [ViewModel.ProtocolGroup] = [.inputs, .outputs] + (viewModel.hasErrorGroup ? [.errors] : [])
            let missing = groups.filter { !viewModel.typeRefines.contains($0) }
            if missing.isEmpty {
                viewModel.hasGroupProperties = false
                // `groups: typealias`: the type is the groups' composition, which declares nothing of its own.
                if word == "typealias" {
                    viewModel.typeIsComposition = TypeComposition.check(declaration, at: line.location, into: &sink)
                }
            } else {
                sink.error("'groups: \(word)' leaves the type\(word == "none" ? " protocol" : "") without its groups' properties, so"
                    + " it \(word == "none" ? "refines" : "composes") the groups' protocols, and this view model's does not refine "
                    + missing.map { "'\($0.rawValue)'" }.joined(separator: ", "),
                    at: line.location, notes: [.init("add 'type-refines: " + groups.map(\.rawValue).joined(separator: ", ") + "'")])
            }
            return
        }
        let expected = viewModel.hasErrorGroup ? 3 : 2
        guard names.count == expected else {
            sink.error("'groups:' names the inputs' and the outputs' properties\(viewModel.hasErrorGroup ? ", and the errors'" : "")"
                + " (\(expected) names); this line names \(names.count)", at: line.location)
            return
        }
        // The class declares the group properties beside the members and the storage vmgen derives for them, and the
        // fake beside what it records: a name must be none of theirs.
        let dialect = options.framework.dialect
        let members = Set(viewModel.inputs.map(\.methodName) + viewModel.outputs.map(\.name) + viewModel.dependencies.map(\.name)
            + viewModel.inputs.flatMap { dialect.storageNames(for: $0, style: .triplet) }
            + viewModel.outputs.filter { $0.isFunction && !$0.answersInput }.map(TripletRenderer.answerName)
            + viewModel.outputs.map { $0.name + "Subject" } + viewModel.outputs.map { $0.name + "Relay" }
            + viewModel.outputs.map { $0.name + "Value" } + viewModel.inputs.map { $0.answerName + "Value" }
            + [ClosuresDialect.handlersName, "calls", "subscriptions", "disposeBag", "cancellables", "viewModel", "send"])
        var seen: [String: SourceLocation] = [:]
        for name in names {
            if let previous = seen[name.value] {
                sink.error("'\(name.value)' names two groups", at: name.location, notes: [.init("first named here", at: previous)])
                return
            }
            seen[name.value] = name.location
            if Identifier.unusable.contains(name.value) {
                sink.error("'\(name.value)' cannot name a group's property", at: name.location)
                return
            }
            if members.contains(name.value) {
                sink.error("'\(name.value)' names a group and a member of '\(viewModel.name)' or one vmgen derives for"
                    + " its class or fake", at: name.location)
                return
            }
        }
        viewModel.groupNames = names.map(\.value)
    }

    /// What each group's protocol refines besides the triplet's own (`outputs-refine: BaseViewModelOutputs`): the app's
    /// protocols, never the triplet's or a type vmgen declares for the view model.
    static func resolveRefinements(
        _ declaration: ViewModelDecl, _ viewModel: inout ViewModel, options: GenerationOptions, into sink: inout DiagnosticSink
    ) {
        if let (line, names) = declaration.groupRefinements.min(by: { $0.value.location < $1.value.location }),
           let style = options.styles.first(where: { $0 != .triplet }) {
            let what = line == "type-refine" ? "what the type protocol refines" : "what a group's protocol refines"
            sink.error("\(what) is the triplet's, and this spec \(options.styles.count == 1 ? "" : "also ")renders the '\(style.name)' style,"
                + " which declares no protocols", at: names.location)
        }
        for (line, names) in declaration.groupRefinements {
            if line == "type-refine" {
                viewModel.typeRefinements = typeRefinements(names, of: viewModel, options: options, into: &sink)
                continue
            }
            guard let group = ViewModel.ProtocolGroup(rawValue: String(line.dropLast("-refine".count))) else { continue }
            if group == .errors && !viewModel.hasErrorGroup {
                sink.error("'\(declaration.name.value)' has no 'errors:', so no errors' protocol to refine", at: names.location)
                continue
            }
            let own = viewModel.protocols.declared(errors: viewModel.hasErrorGroup)
            let generated = StyleNames(viewModel: viewModel.name, styles: options.styles).all(testSupport: true)
            for name in names.value where generated.contains(name.value) {
                sink.error("'\(name.value)' is a type vmgen declares for '\(viewModel.name)', not a protocol of the app's",
                           at: name.location)
            }
            for name in names.value where own.contains(name.value) {
                sink.error("'\(name.value)' is one of the triplet's own protocols; '\(line):' names the app's",
                           at: name.location, notes: [.init("'type-refines: \(group.rawValue)' makes the type protocol refine the group's")])
            }
            viewModel.groupRefinements[group] = names.value.map(\.value).filter { !own.contains($0) && !generated.contains($0) }
        }
    }

    /// The app's protocols of a `type-refine:` line: never the triplet's own (the groups' are `type-refines:`), nor a
    /// type vmgen declares for the view model.
    private static func typeRefinements(
        _ names: Located<[Located<String>]>, of viewModel: ViewModel, options: GenerationOptions, into sink: inout DiagnosticSink
    ) -> [String] {
        let protocols = viewModel.protocols
        let groups = ViewModel.ProtocolGroup.allCases.filter { $0 != .errors || viewModel.hasErrorGroup }
        let generated = StyleNames(viewModel: viewModel.name, styles: options.styles).all(testSupport: true)
        var kept: [String] = []
        for name in names.value {
            if let group = groups.first(where: { protocols.name(of: $0) == name.value }) {
                sink.error("'\(name.value)' is one of the triplet's own protocols; 'type-refine:' names the app's", at: name.location,
                           notes: [.init("'type-refines: \(group.rawValue)' makes the type protocol refine the group's")])
            } else if name.value == protocols.type {
                sink.error("'\(name.value)' is the type protocol itself, which cannot refine itself", at: name.location)
            } else if name.value == viewModel.name {
                // `protocol BirthViewModelType: BirthViewModel`: the view model's class alone conforms, as some apps
                // bind their one protocol to it; the fake, which is no subclass of it, cannot.
                if options.testSupport {
                    sink.error("'type-refine: \(name.value)' binds the type protocol to the view model's class, and the"
                        + " fake (--tests), which is no subclass of it, cannot conform to it", at: name.location,
                        notes: [.init("generate the test support of this view model without 'type-refine: \(name.value)'")])
                } else {
                    kept.append(name.value)
                }
            } else if generated.contains(name.value) {
                sink.error("'\(name.value)' is a type vmgen declares for '\(viewModel.name)', not a protocol of the app's",
                           at: name.location)
            } else {
                kept.append(name.value)
            }
        }
        return kept
    }
}
