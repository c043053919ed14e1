/// The typealiases a view model's protocols declare (`- typealias ResourcesType = ...` in a section), as hand-written
/// triplets declare one for their members' types: checked once, for every renderer.
enum TypeAliases {
    /// The styles that declare each member on its own line: the triplet's protocols, where a typealias stands in its
    /// section's protocol, and the SwiftUI styles' class, which declares them all.
    static let styles: [Style] = [.triplet, .observable, .published]

    /// Each alias of `declaration` in the protocol of its section; errors for a style without protocols, a name given
    /// twice, a name a member of the view model also has or one vmgen's code declares or uses, an alias that names
    /// itself, and a member that uses an alias its protocol does not see.
    static func resolve(
        _ declaration: ViewModelDecl, _ viewModel: ViewModel, options: GenerationOptions, into sink: inout DiagnosticSink
    ) -> [ViewModel.TypeAlias] {
        guard let first = declaration.typeAliases.first else { return [] }
        if let style = options.styles.first(where: { !styles.contains($0) }) {
            sink.error(
                "a typealias is declared in the triplet's protocols (the observable and published styles' class), and this"
                    + " spec \(options.styles.count == 1 ? "" : "also ")renders the '\(style.name)' style, which declares none",
                at: first.location, notes: [.init("declare the typealias in a file of your own, or generate this view model as a triplet")])
            return []
        }
        let memberNames = Set(viewModel.inputs.map(\.methodName) + viewModel.outputs.map(\.name) + viewModel.dependencies.map(\.name))
        // The members vmgen derives besides (`tapRelay`, `subscriptions`), which a class would find as well as the alias.
        let derivedNames = DerivedMembers.names(viewModel, options: options)
        // The types vmgen's code for this view model declares or names: an alias of one of these names would hide it.
        let generated = Set(StyleNames(viewModel: viewModel.name, styles: options.styles).all(testSupport: true)
                                + ["Recorder", "Inputs", "Call"] + viewModel.protocols.declared(errors: true))
            .union(options.framework.dialect.typeNames).union(TypeNameConflicts.commonTypeNames)
        // And those of the standard library and the SwiftUI styles it uses.
        let reserved = ReservedTypeNames.names(for: options.framework)
        var seen: [String: SourceLocation] = [:]
        var aliases: [ViewModel.TypeAlias] = []
        for alias in declaration.typeAliases {
            if let previous = seen[alias.name.value] {
                sink.error("typealias '\(alias.name.value)' is declared twice", at: alias.name.location,
                           notes: [.init("first declared here", at: previous)])
                continue
            }
            seen[alias.name.value] = alias.name.location
            if alias.section == "errors" && !viewModel.hasErrorGroup {
                sink.error("typealias '\(alias.name.value)' stands under 'errors:', which has no member: the errors' protocol"
                    + " is not declared", at: alias.name.location)
                continue
            }
            if memberNames.contains(alias.name.value) {
                sink.error("'\(alias.name.value)' names both a typealias and a member of '\(declaration.name.value)'",
                           at: alias.name.location)
                continue
            }
            if derivedNames.contains(alias.name.value) {
                sink.error("typealias '\(alias.name.value)' takes the name of a member vmgen's code for '\(viewModel.name)'"
                    + " or its test support declares; rename it", at: alias.name.location)
                continue
            }
            if generated.contains(alias.name.value) || Identifier.unusable.contains(alias.name.value) {
                sink.error("typealias '\(alias.name.value)' would hide a type of that name that vmgen's code for"
                    + " '\(viewModel.name)' declares or uses; rename it", at: alias.name.location)
                continue
            }
            if reserved.contains(alias.name.value) {
                sink.error("typealias '\(alias.name.value)' would hide the type '\(alias.name.value)' (of Swift, SwiftUI's"
                    + " styles or \(options.framework.name)) that vmgen's code for '\(viewModel.name)' or its test support"
                    + " uses where the typealias is seen; rename it", at: alias.name.location)
                continue
            }
            let group: ViewModel.ProtocolGroup? = alias.section == "dependencies" ? nil : ViewModel.ProtocolGroup(rawValue: alias.section)
            aliases.append(ViewModel.TypeAlias(name: alias.name.value, type: alias.type, docs: alias.docs, group: group))
        }
        // An alias that names itself, directly or through others (`P = [Q]`, `Q = [P]`).
        let byName = Dictionary(aliases.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for alias in aliases {
            var reached: Set<String> = []
            var pending = alias.type.leadingNames
            while let name = pending.popLast() {
                guard let next = byName[name], reached.insert(name).inserted else { continue }
                pending += next.type.leadingNames
            }
            if reached.contains(alias.name), let location = seen[alias.name] {
                sink.error("typealias '\(alias.name)' names itself through its type", at: location)
            }
        }
        checkVisibility(aliases, declaration, viewModel, into: &sink)
        return aliases
    }

    /// A top-level type of the module hides a protocol's typealias in the class that conforms: no typealias may take
    /// the name of a type another view model of the spec declares (its class, logic, protocols, probe and fake).
    /// Across specs, and for the app's own types, vmgen cannot tell.
    static func checkAcrossViewModels(
        _ declarations: [ViewModelDecl], _ viewModels: [ViewModel], options: GenerationOptions, into sink: inout DiagnosticSink
    ) {
        guard declarations.contains(where: { !$0.typeAliases.isEmpty }) else { return }
        var declared: [String: String] = [:]
        for viewModel in viewModels {
            var names = StyleNames(viewModel: viewModel.name, styles: options.styles).all(testSupport: options.testSupport)
            if options.styles.contains(.triplet) { names += viewModel.protocols.declared(errors: viewModel.hasErrorGroup) }
            for name in names where declared[name] == nil { declared[name] = viewModel.name }
        }
        for declaration in declarations {
            for alias in declaration.typeAliases {
                guard let owner = declared[alias.name.value], owner != declaration.name.value else { continue }
                sink.error("typealias '\(alias.name.value)' takes the name of a type view model '\(owner)' declares, which"
                    + " the class of '\(declaration.name.value)' would see instead; rename it", at: alias.name.location)
            }
        }
    }

    /// A protocol sees its own typealiases only: a member of another section that uses one would not compile in the
    /// protocol that declares the member (the class, conforming to every protocol, sees them all). And a function type
    /// named by an alias cannot be an input's parameter or an output, which vmgen writes `@escaping` only when it
    /// sees the function type (a dependency says `@escaping Alias` itself).
    private static func checkVisibility(
        _ aliases: [ViewModel.TypeAlias], _ declaration: ViewModelDecl, _ viewModel: ViewModel, into sink: inout DiagnosticSink
    ) {
        guard !aliases.isEmpty else { return }
        let byName = Dictionary(aliases.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        func check(_ type: SwiftType, of member: String, in group: ViewModel.ProtocolGroup?, at location: SourceLocation) {
            for name in type.leadingNames {
                guard let alias = byName[name] else { continue }
                if alias.group != group {
                    let protocolName: (ViewModel.ProtocolGroup?) -> String = {
                        $0.map { viewModel.protocols.name(of: $0) } ?? viewModel.protocols.type
                    }
                    sink.error("'\(member)' uses typealias '\(name)' of '\(protocolName(alias.group))', which"
                        + " '\(protocolName(group))' does not see", at: location,
                        notes: [.init("declare the typealias in the section of the members that use it")])
                    return
                }
                if case .function = alias.type, type == .named([.init(name)]), group != nil {
                    sink.error("'\(member)' has the type '\(name)', a function type named by a typealias; write the"
                        + " function type, which vmgen makes '@escaping' where it must", at: location)
                    return
                }
            }
        }
        for (input, written) in zip(viewModel.inputs, declaration.inputs) {
            for parameter in input.parameters { check(parameter.type, of: input.methodName, in: .inputs, at: written.name.location) }
            if let answer = input.answerType { check(answer, of: input.methodName, in: .inputs, at: written.name.location) }
        }
        for (output, written) in zip(viewModel.outputs, declaration.outputs) where !output.answersInput {
            let group = output.group
            check(output.type, of: output.name, in: group, at: written.name.location)
            for parameter in output.parameters ?? [] { check(parameter.type, of: output.name, in: group, at: written.name.location) }
        }
        // The type protocol's initializer (`type-requires: init`) declares the dependencies' types.
        if viewModel.typeRequiresInit {
            for (dependency, written) in zip(viewModel.dependencies, declaration.dependencies) {
                check(dependency.type, of: dependency.name, in: nil, at: written.name.location)
            }
        }
    }
}
