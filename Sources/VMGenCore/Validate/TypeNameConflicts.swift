/// Finds names that would change what a type name means in the generated code: a view model named like a type the
/// code uses (`Observable`, `Void`, a type of its own members), a member type that the generated `Input` or
/// `Output` struct would capture, and a member or parameter named like a type the same scope uses in expressions
/// (`Signal<T, Never>.pipe()` in a class with an output `Signal`). The type names come from the framework's dialect,
/// so a new framework brings its own.
enum TypeNameConflicts {
    /// Names every generated file writes as types, whatever the framework.
    static let commonTypeNames: Set<String> = ["Void", "Input", "Output"]

    /// Per framework, the type names its code uses and those it uses in expressions: built once, not per view model.
    private static let usedTypeNames: [Framework: Set<String>] = Dictionary(
        uniqueKeysWithValues: Framework.allCases.map { ($0, $0.dialect.typeNames.union(commonTypeNames)) })
    /// As lists: each member's name is compared with these few rather than hashed.
    private static let expressionTypeNames: [Framework: [String]] = Dictionary(
        uniqueKeysWithValues: Framework.allCases.map { ($0, $0.dialect.expressionTypeNames.sorted()) })

    static func check(
        _ viewModel: ViewModel, name: Located<String>, inputs: [InputDecl], outputs: [String: SourceLocation],
        dependencies: [String: SourceLocation], options: GenerationOptions, into sink: inout DiagnosticSink
    ) {
        let names = StyleNames(viewModel: viewModel.name, styles: options.styles)
        // The enums' other names (`event-aliases:`), declared in the class, would hide a name its code uses there.
        for alias in options.eventAliases ?? []
        where alias == viewModel.name || names.declared.contains(alias) || dependencies[alias] != nil {
            sink.error("'event-aliases:' names '\(alias)', which the class of '\(viewModel.name)' would then mean instead of"
                + " the \(dependencies[alias] != nil ? "dependency" : "type") of that name", at: name.location,
                notes: [.init("name the enums' aliases otherwise, as the app's protocol names its associated types")])
        }

        // The view model's own top-level names, and those of them a member's type names.
        let styleNames = names.declared
        let declaredNames = styleNames + viewModel.protocols.declared(errors: viewModel.hasErrorGroup)
        var memberTypeNames: Set<String> = []

        // Member types the generated `Input` and `Output` structs would capture. What names a member is written only
        // for an error: most view models have none, and this runs for each of them.
        func check(_ type: SwiftType, at location: SourceLocation, _ what: () -> String) {
            // `FViewModel.Strings` names a type nested in the view model itself, which the app declares in an extension
            // of the generated class: no conflict with it.
            type.forEachLeadingName(besidesMembersOf: viewModel.name) { head in
                // Compared by length first: nearly every head differs from every name in it.
                let length = head.utf8.count
                if declaredNames.contains(where: { $0.utf8.count == length && $0 == head }) {
                    memberTypeNames.insert(head)
                }
                if (length == 5 && head == "Input") || (length == 6 && head == "Output") {
                    sink.error(
                        "the type '\(head)' of \(what()) would mean the generated '\(head)' struct, not yours",
                        at: location, notes: [.init("qualify it with its module, as in 'MyApp.\(head)'")])
                }
            }
        }
        for (input, declaration) in zip(viewModel.inputs, inputs) {
            for (parameter, written) in zip(input.parameters, declaration.parameters) {
                check(parameter.type, at: written.name.location) { "parameter '\(parameter.name)'" }
            }
        }
        for output in viewModel.outputs { check(output.type, at: outputs[output.name]!) { "output '\(output.name)'" } }
        for dependency in viewModel.dependencies {
            check(dependency.type, at: dependencies[dependency.name]!) { "dependency '\(dependency.name)'" }
        }

        // The view model's own top-level names.
        let used = usedTypeNames[options.framework] ?? []
        for declared in declaredNames {
            if used.contains(declared) {
                sink.error(
                    "view model '\(viewModel.name)' would declare '\(declared)', a type the generated \(options.framework.name)"
                        + " code uses; rename the view model", at: name.location)
                break
            }
            // The view model's own name in a member's type (`openContents: ContentsViewModel`, a screen that opens another
            // of its kind) is the generated type itself, as in the hand-written class, where the spec renders one style
            // whose view model is a class (or the transform style's struct of streams).
            if declared == viewModel.name, memberTypeNames.contains(declared) {
                if let problem = selfTypeProblem(options) {
                    sink.error(
                        "view model '\(viewModel.name)' names itself in the type of one of its members, which means its"
                            + " generated type, and \(problem)", at: name.location,
                        notes: [.init("generate one style for this view model (triplet, subject, transform, observable or"
                            + " published), or name the app's type otherwise, or qualify it with its module")])
                    break
                }
                continue
            }
            if memberTypeNames.contains(declared) {
                sink.error(
                    "view model '\(viewModel.name)' would declare '\(declared)', the type of one of its members; rename"
                        + " the view model", at: name.location)
                break
            }
        }

        // The app's property wrapper of value outputs (`wrapper:`) is written in the view model's output struct, where
        // the view model's own name means the view model.
        if let wrapper = options.valueWrapper, viewModel.outputs.contains(where: { $0.streamKind == .value }),
           styleNames.contains(wrapper) {
            sink.error(
                "view model '\(viewModel.name)' would hide the property wrapper '\(wrapper)' of its value outputs"
                    + " ('wrapper:'); rename the view model", at: name.location)
        }

        // The styles declare their types, the logic's enums and the triplet its protocols side by side: two of one name
        // would not compile (a class named as its type protocol, `viewmodel FeedViewModelType`).
        do {
            // A handful of names: compared with those before them rather than hashed into a set.
            var seen: [String] = []
            // With `--tests`, the probes and fakes beside them.
            let protocols = options.styles.contains(.triplet) ? viewModel.protocols.declared(errors: viewModel.hasErrorGroup) : []
            // `names.all(testSupport:)`, its style names worked out once above.
            let all = styleNames + (options.testSupport ? names.testSupportNames(fakes: \.hasFake) : [])
            seen.reserveCapacity(all.count + protocols.count)
            for declared in all + protocols {
                guard seen.contains(declared) else {
                    seen.append(declared)
                    continue
                }
                sink.error(
                    "view model '\(viewModel.name)' would declare '\(declared)' twice: its class, its logic's enum, its"
                        + " protocols (and its probe and fake) each need a name of their own", at: name.location,
                    notes: [.init("rename the view model, or name its protocols otherwise in 'protocols:'")])
                break
            }
        }

        // Values that would hide a type in the scope that uses it.
        let expressionNames = expressionTypeNames[options.framework] ?? []
        // A style's logic name is often another's: a short list, compared rather than hashed.
        var logicNames: [String] = []
        for style in options.styles {
            let logic = names.logicName(style)
            if !logicNames.contains(logic) { logicNames.append(logic) }
        }
        func hides(_ name: String) -> Bool {
            expressionNames.contains(name) || name == "Input" || name == "Output" || logicNames.contains(name)
        }
        for dependency in viewModel.dependencies where hides(dependency.name) {
            sink.error(
                "dependency '\(dependency.name)' would hide the type '\(dependency.name)' that the generated code uses"
                    + " beside it; rename the dependency", at: dependencies[dependency.name]!)
        }
        guard options.styles.contains(.triplet) || options.styles.contains(.function) else { return }
        for (input, declaration) in zip(viewModel.inputs, inputs) where hides(input.methodName) {
            sink.error(
                "input '\(declaration.selector)' would hide the type '\(input.methodName)' that the generated code uses"
                    + " beside it; rename the input", at: declaration.name.location)
        }
        guard options.styles.contains(.triplet) else { return }
        for output in viewModel.outputs where hides(output.name) {
            sink.error(
                "output '\(output.name)' would hide the type '\(output.name)' that the generated view model uses; rename"
                    + " the output", at: outputs[output.name]!)
        }
    }
}

extension TypeNameConflicts {
    /// Why a member's type cannot name the view model itself under `options`, or nil where it can: one style renders
    /// it, whose view model is a type that holds its members by reference or in streams.
    static func selfTypeProblem(_ options: GenerationOptions) -> String? {
        guard options.styles.count == 1, let style = options.styles.first else {
            return "this spec renders \(options.styles.count) styles, each a type of its own"
        }
        switch style {
        case .function: return "the function style declares a function, not a type"
        case .constructor: return "the constructor style's struct would hold a value of itself"
        default: return nil
        }
    }
}

extension SwiftType {
    /// The first name of every named type inside this one: `Result` and `Input` for `Result<Input, Error>?`, the
    /// names an unqualified lookup resolves.
    var leadingNames: [String] { leadingNames(besidesMembersOf: nil) }

    /// The leading names, but for those of types nested in `owner` (`Owner.Strings`), when given.
    func leadingNames(besidesMembersOf owner: String?) -> [String] {
        var names: [String] = []
        collectLeadingNames(besidesMembersOf: owner, into: &names)
        return names
    }

    private func collectLeadingNames(besidesMembersOf owner: String?, into names: inout [String]) {
        forEachLeadingName(besidesMembersOf: owner) { names.append($0) }
    }

    /// Calls `body` with each leading name in turn, in the order `leadingNames` lists them, building no list (the
    /// check of type names asks it of every member).
    func forEachLeadingName(besidesMembersOf owner: String?, _ body: (String) -> Void) {
        switch self {
        case .named(let components):
            if !(components.count > 1 && components[0].name == owner) { body(components[0].name) }
            for component in components {
                for argument in component.genericArguments { argument.forEachLeadingName(besidesMembersOf: owner, body) }
            }
        case .optional(let wrapped), .array(let wrapped), .existential(_, let wrapped), .metatype(let wrapped, _):
            wrapped.forEachLeadingName(besidesMembersOf: owner, body)
        case .dictionary(let key, let value):
            key.forEachLeadingName(besidesMembersOf: owner, body)
            value.forEachLeadingName(besidesMembersOf: owner, body)
        case .tuple(let elements):
            for element in elements { element.type.forEachLeadingName(besidesMembersOf: owner, body) }
        case .function(_, let parameters, _, _, let result):
            for parameter in parameters { parameter.forEachLeadingName(besidesMembersOf: owner, body) }
            result.forEachLeadingName(besidesMembersOf: owner, body)
        case .composition(let members):
            for member in members { member.forEachLeadingName(besidesMembersOf: owner, body) }
        }
    }
}
