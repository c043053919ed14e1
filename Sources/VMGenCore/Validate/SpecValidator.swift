/// A spec file that validated: its options and its view models, each with where it was declared.
public struct ResolvedSpec: Sendable {
    public var path: String
    public var options: GenerationOptions
    public var viewModels: [(viewModel: ViewModel, location: SourceLocation)]
}

/// Checks a parsed spec and lowers it to the IR: option values, duplicates, names that are not usable,
/// names vmgen reserves, stream names derived for inputs that share a base name, and collisions between
/// the spec's names and the names each requested style derives.
public enum SpecValidator {
    /// Names every style's generated API uses, which no input, output or dependency may take.
    public static let reservedNames: Set<String> = ["inputs", "outputs", "input", "output", "transform", "disposeBag"]

    /// `Identifier.unusable` and `reservedNames` as lists, for the check of every name a spec declares: comparing a
    /// name with these few short ones by `==` (the equality the sets use) costs less than hashing it for each set.
    static let unusableNameList = Array(Identifier.unusable)
    static let reservedNameList = Array(reservedNames)

    /// `defaults` are the project's options (`vmgen.options`), which the spec's own override; `overrides` (the
    /// command line) override both.
    public static func validate(
        _ spec: SpecFile, defaults: OptionOverrides = OptionOverrides(), overrides: OptionOverrides = OptionOverrides()
    ) -> (resolved: ResolvedSpec, diagnostics: [Diagnostic]) {
        var sink = DiagnosticSink(path: spec.path)
        var options = OptionResolver.resolve(
            spec.options, defaults: defaults, overrides: overrides,
            everyViewModelIsolated: !spec.viewModels.isEmpty && spec.viewModels.allSatisfy { $0.isolation != nil }, into: &sink)
        var viewModels: [(ViewModel, SourceLocation)] = []
        var seen: [String: SourceLocation] = [:]
        if spec.viewModels.count > SpecLimits.viewModelsPerSpec {
            sink.error(
                "the spec declares \(spec.viewModels.count) view models; a spec may declare at most"
                    + " \(SpecLimits.viewModelsPerSpec) (split it into several files)",
                at: spec.viewModels[SpecLimits.viewModelsPerSpec].name.location)
            return (ResolvedSpec(path: spec.path, options: options, viewModels: []), sink.sorted)
        }
        // The transform style's protocol (`transform-protocol:`) is one view model's.
        TopLevelNames.checkOneViewModel(spec, options: options, into: &sink)
        if options.transformProtocol != nil, spec.viewModels.count > 1 {
            sink.error(
                "'transform-protocol:' names one protocol, and this spec declares \(spec.viewModels.count) view models",
                at: spec.viewModels[1].name.location, notes: [.init("give each view model a spec of its own")])
        }
        for declaration in spec.viewModels {
            guard isFirst(declaration.name.value, "view model", at: declaration.name.location, in: &seen, &sink) else {
                continue
            }
            if let viewModel = lower(declaration, path: spec.path, options: options, into: &sink) {
                viewModels.append((viewModel, declaration.name.location))
            }
        }
        TypeAliases.checkAcrossViewModels(spec.viewModels, viewModels.map(\.0), options: options, into: &sink)
        for group in [StructInitOrder.Group.input, .output] {
            let order = StructInitOrder.resolve(
                group, spec.options, styles: options.styles, transform: options.transform,
                memberKeyword: options.memberKeyword, viewModels: viewModels.map(\.0), into: &sink)
            if group == .input { options.inputInit = order } else { options.outputInit = order }
        }
        AppOutputTypes.check(spec.options, options: options, viewModels: viewModels.map(\.0), into: &sink)
        options.subjectOutputIsBuilt = BuiltSubjectOutputs.resolve(spec.options, options: options, viewModels: viewModels.map(\.0), into: &sink)
        return (ResolvedSpec(path: spec.path, options: options, viewModels: viewModels), sink.sorted)
    }

    private static func lower(
        _ declaration: ViewModelDecl, path: String, options: GenerationOptions, into sink: inout DiagnosticSink
    ) -> ViewModel? {
        let errorsBefore = sink.diagnostics.count
        let name = declaration.name
        let members = declaration.inputs.count + declaration.outputs.count + declaration.dependencies.count
        if members > SpecLimits.membersPerViewModel {
            sink.error(
                "view model '\(name.value)' has \(members) inputs, outputs and dependencies; a view model may have at most"
                    + " \(SpecLimits.membersPerViewModel)", at: name.location)
            return nil
        }
        if Identifier.keywords.contains(name.value) || Identifier.unusable.contains(name.value) {
            sink.error("'\(name.value)' is a Swift keyword and cannot name a view model type", at: name.location)
        }

        func checkName(_ located: Located<String>, what: String) {
            SpecValidator.checkName(located, what: what, into: &sink)
        }

        // Inputs: duplicates by selector, then stream names.
        var selectors: [String: SourceLocation] = [:]
        selectors.reserveCapacity(declaration.inputs.count)
        var calledSelectors: [String: SourceLocation] = [:]
        var inputs: [ViewModel.Input] = []
        inputs.reserveCapacity(declaration.inputs.count)
        var inputDeclarations: [InputDecl] = []
        inputDeclarations.reserveCapacity(declaration.inputs.count)
        for input in declaration.inputs {
            checkName(input.name, what: "an input")
            for parameter in input.parameters where unusableNameList.contains(parameter.name.value) {
                sink.error("'\(parameter.name.value)' cannot name a parameter", at: parameter.name.location)
            }
            // A method the view calls (`@call`) is the class's, apart from the cases of an event transform's `Input`.
            guard input.attributes.contains(where: { $0.value == "call" })
                ? isFirst(input.selector, "method", at: input.name.location, in: &calledSelectors, &sink)
                : isFirst(input.selector, "input", at: input.name.location, in: &selectors, &sink) else { continue }
            // Two parameters at least can share a name.
            var parameterNames: [String: SourceLocation] = [:]
            for parameter in input.parameters where input.parameters.count > 1 {
                if let previous = parameterNames[parameter.name.value] {
                    sink.error(
                        "duplicate parameter name '\(parameter.name.value)' in input '\(input.selector)'",
                        at: parameter.name.location, notes: [.init("previously used here", at: previous)])
                }
                parameterNames[parameter.name.value] = parameter.name.location
            }
            inputDeclarations.append(input)
            let attributes = checkAttributes(
                input.attributes,
                allowed: inputAttributes,
                listed: ["latest", "event", "if", "driver", "signal", "controlEvent", "controlProperty", "relay", "subject",
                         "made", "let", "optional", "observer", "constant", "in", "unwrapped", "settable"],
                exclusive: false, of: "input", into: &sink)
            let replaysLatest = attributes.first { ["latest", "event"].contains($0) }.map { $0 == "latest" }
            checkContradiction(input.attributes, among: ["latest", "event"], into: &sink)
            let streamKind = MemberKinds.checkInput(input, options: options, into: &sink)
            if replaysLatest == true, options.framework == .reactiveswift,
               let attribute = input.attributes.first(where: { $0.value == "latest" }) {
                sink.warning(
                    "in ReactiveSwift '@latest' keeps the input's latest value for the logic, but outputs are hot"
                        + " Signals: a view that observes them after the input was sent sees nothing of it (a value"
                        + " with a starting value is a Property, which shows it the current value)",
                    at: attribute.location,
                    notes: [.init("observe the outputs before sending inputs (Kickstarter's bindViewModel()); inputs with values"
                        + " keep their latest value in ReactiveSwift anyway, so drop '@latest' once that is understood")])
            }
            inputs.append(ViewModel.Input(
                methodName: input.name.value,
                parameters: input.parameters.map(Self.parameter),
                streamName: input.name.value,
                docs: input.docs,
                replaysLatest: replaysLatest, streamKind: streamKind, answerType: input.answerType?.value,
                condition: input.condition?.value))
            inputs[inputs.count - 1].startingValue = input.startingValue?.value
            inputs[inputs.count - 1].isMade = MadeMemberChecks.check(input.attributes, output: false, options: options, into: &sink)
            inputs[inputs.count - 1].isLet = MadeLetMembers.check(
                input.attributes, isMade: inputs[inputs.count - 1].isMade, options: options, into: &sink)
            GivenSubjectContracts.check(
                input.name, kind: streamKind, attributes: input.attributes, output: false, options: options, into: &sink)
            inputs[inputs.count - 1].isOptional = OptionalInputChecks.check(input, options: options, into: &sink)
            inputs[inputs.count - 1].declaredIn = DeclaringProtocols.check(input, options: options, into: &sink)
            inputs[inputs.count - 1].isUnwrapped = UnwrappedOutputs.check(input, options: options, into: &sink)
            inputs[inputs.count - 1].isSettable = SettableInputs.check(input, options: options, into: &sink)
            AsyncSendableParameters.check(input, options: options, into: &sink)
        }
        deriveStreamNames(&inputs, declarations: inputDeclarations, into: &sink)

        var outputs: [ViewModel.Output] = []
        outputs.reserveCapacity(declaration.outputs.count)
        var outputNames: [String: SourceLocation] = [:]
        outputNames.reserveCapacity(declaration.outputs.count)
        for output in declaration.outputs {
            checkName(output.name, what: "an output")
            guard isFirst(output.name.value, "output", at: output.name.location, in: &outputNames, &sink) else { continue }
            if output.group == .inputs {
                // A constant the inputs protocol declares: the logic makes it, the view sends into it or applies it.
                MemberKinds.checkInputConstant(output, options: options, into: &sink)
                var constant = ViewModel.Output(
                    name: output.name.value, type: output.type, docs: output.docs, streamKind: .constant,
                    condition: output.condition?.value)
                constant.group = .inputs
                constant.isSettable = UnwrappedOutputs.checkSettable(output, options: options, into: &sink)
                outputs.append(constant)
                continue
            }
            let attributes = checkAttributes(
                output.attributes, allowed: outputAttributes,
                listed: ["async", "failure", "if", "driver", "signal", "observable", "relay", "subject", "made", "let", "value", "constant", "label",
                         "unwrapped", "settable", "kept", "outside"],
                exclusive: false, of: "output", into: &sink)
            let (streamKind, failure) = MemberKinds.checkOutput(output, options: options, into: &sink)
            outputs.append(ViewModel.Output(
                name: output.name.value, type: output.type, docs: output.docs, isAsync: attributes.contains("async"),
                streamKind: streamKind == .driver ? nil : streamKind, fallback: output.fallback, failure: failure,
                parameters: output.parameters.map { $0.map(Self.parameter) }, isError: output.isError,
                condition: output.condition?.value))
            outputs[outputs.count - 1].isMade = MadeMemberChecks.check(output.attributes, output: true, options: options, into: &sink)
            outputs[outputs.count - 1].isLet = MadeLetMembers.check(
                output.attributes, isMade: outputs[outputs.count - 1].isMade, options: options, into: &sink)
            GivenSubjectContracts.check(
                output.name, kind: streamKind, attributes: output.attributes, output: true, options: options, into: &sink)
            outputs[outputs.count - 1].isHanded = GivenOutputs.isHanded(
                output, kind: streamKind, isMade: outputs[outputs.count - 1].isMade, options: options, into: &sink)
            outputs[outputs.count - 1].caseLabel = EventTransformMembers.caseLabel(output, options: options, into: &sink)
            outputs[outputs.count - 1].isUnwrapped = UnwrappedOutputs.check(output, options: options, into: &sink)
            outputs[outputs.count - 1].isSettable = UnwrappedOutputs.checkSettable(output, options: options, into: &sink)
            outputs[outputs.count - 1].keptIn = KeptOutputs.check(
                output, kind: streamKind, properties: declaration.properties, outputs: declaration.outputs, options: options,
                into: &sink)
            outputs[outputs.count - 1].isOutside = KeptOutputs.checkOutside(
                output, kept: outputs[outputs.count - 1].keptIn != nil, into: &sink)
            if output.isError, output.parameters != nil || streamKind == .constant || streamKind == .value {
                sink.error(
                    "an error is a stream the view observes; write this \(output.parameters != nil ? "function" : "value")"
                        + " under 'outputs:'", at: output.name.location)
            }
        }

        // An input that answers (`-> Bool`) is answered by a function output the logic gives, `<method>Answer`.
        for (input, written) in zip(inputs, inputDeclarations) {
            guard let answer = written.answerType else { continue }
            MemberKinds.checkAnswer(written, at: answer.location, options: options, into: &sink)
            if let previous = outputNames[input.answerName] {
                sink.error(
                    "input '\(written.selector)' answers through a function output named '\(input.answerName)', which output"
                        + " '\(input.answerName)' also names", at: answer.location,
                    notes: [.init("output '\(input.answerName)' is here", at: previous), .init("rename one of them")])
                continue
            }
            outputNames[input.answerName] = answer.location
            outputs.append(ViewModel.Output(
                name: input.answerName, type: answer.value, docs: ["What `\(written.selector)` answers the view."],
                parameters: input.parameters, answersInput: true, condition: input.condition))
        }

        ConditionalMembers.check(declaration, options: options, into: &sink)

        var dependencies: [ViewModel.Dependency] = []
        var dependencyNames: [String: SourceLocation] = [:]
        for dependency in declaration.dependencies {
            if !TripletDependencyNames.mayTake(dependency.name.value, options) { checkName(dependency.name, what: "a dependency") }
            guard isFirst(dependency.name.value, "dependency", at: dependency.name.location, in: &dependencyNames, &sink)
            else { continue }
            if ["Never", "Swift.Never"].contains(dependency.type.description) {
                sink.error(
                    "dependency '\(dependency.name.value)' has the type 'Never', which has no value: no view model could be"
                        + " made", at: dependency.name.location, notes: [.init("make it optional ('Never?'), or drop it")])
            }
            var resolved = ViewModel.Dependency(
                name: dependency.name.value, type: dependency.type, defaultValue: dependency.defaultValue,
                docs: dependency.docs, label: dependency.label.flatMap { $0.value == dependency.name.value ? nil : $0.value })
            resolved.isImplicitlyUnwrapped = dependency.isImplicitlyUnwrapped
            resolved.isEscaping = dependency.isEscaping
            resolved.keyword = dependency.keyword?.value
            if let weak = dependency.weak {
                guard WeakDependencies.valid(dependency, at: weak, sink: &sink) else { continue }
                resolved.isWeak = true
            }
            if let held = dependency.held {
                guard let type = HeldDependencies.heldType(dependency, held, options: options, sink: &sink) else { continue }
                resolved.heldType = type
            }
            dependencies.append(resolved)
        }

        var viewModel = ViewModel(
            name: name.value, docs: declaration.docs, inputs: inputs, outputs: outputs, dependencies: dependencies,
            specPath: path, protocols: protocolNames(declaration, hasErrors: outputs.contains(where: \.isError), into: &sink),
            isolation: isolation(declaration, options, into: &sink),
            typeRefines: typeRefines(declaration, hasErrors: outputs.contains(where: \.isError), into: &sink))
        TypeProtocolShape.resolveRefinements(declaration, &viewModel, options: options, into: &sink)
        TypeProtocolShape.resolve(declaration, &viewModel, options: options, into: &sink)
        viewModel.typeAliases = TypeAliases.resolve(declaration, viewModel, options: options, into: &sink)
        viewModel.properties = StoredProperties.resolve(
            declaration, dependencies: dependencyNames, options: options, into: &sink)
        viewModel.selfViews = SelfViews.resolve(declaration, viewModel, options: options, into: &sink)
        RelayStartingValues.check(viewModel, declaration.inputs, options: options, into: &sink)
        viewModel.classBound = (declaration.classBound?.value ?? []).compactMap { group in
            guard group.value == "errors", !viewModel.hasErrorGroup else { return group.value }
            sink.error("the errors' protocol cannot be class-bound: '\(name.value)' has no 'errors:'", at: group.location)
            return nil
        }
        // Collisions are only meaningful once every name is settled; earlier errors would repeat as collisions.
        guard !sink.diagnostics[errorsBefore...].contains(where: { $0.severity == .error }) else { return nil }
        EventTransformMembers.check(viewModel, inputs: inputDeclarations, outputs: outputNames, options: options, into: &sink)
        MemberCollisions.check(
            viewModel, inputs: inputDeclarations, outputs: outputNames, dependencies: dependencyNames,
            properties: Dictionary(declaration.properties.map { ($0.name.value, $0.name.location) }, uniquingKeysWith: { a, _ in a }),
            options: options, into: &sink)
        if options.testSupport {
            TestSupportCollisions.check(
                viewModel, at: declaration.name.location, inputs: inputDeclarations, outputs: outputNames,
                dependencies: dependencyNames, properties: declaration.properties, options: options, into: &sink)
        }
        TypeNameConflicts.check(
            viewModel, name: name, inputs: inputDeclarations, outputs: outputNames, dependencies: dependencyNames,
            options: options, into: &sink)
        StateTransformNames.check(
            viewModel, name: name, inputs: inputDeclarations, outputs: outputNames, dependencies: dependencyNames,
            options: options, into: &sink)
        let failed = sink.diagnostics[errorsBefore...].contains { $0.severity == .error }
        return failed ? nil : viewModel
    }

    /// Records where `name` is first declared; reports a later declaration as a duplicate and returns false.
    private static func isFirst(
        _ name: String, _ what: String, at location: SourceLocation, in seen: inout [String: SourceLocation],
        _ sink: inout DiagnosticSink
    ) -> Bool {
        if let previous = seen[name] {
            sink.error("duplicate \(what) '\(name)'", at: location, notes: [.init("previously declared here", at: previous)])
            return false
        }
        seen[name] = location
        return true
    }

    /// `@latest` contradicts `@event`.
    private static func checkContradiction(
        _ attributes: [Located<String>], among group: [String], into sink: inout DiagnosticSink
    ) {
        if attributes.isEmpty { return }
        let written = attributes.filter { group.contains($0.value) }
        if let first = written.first, let other = written.dropFirst().first(where: { $0.value != first.value }) {
            sink.error("'@\(other.value)' contradicts '@\(first.value)'", at: other.location)
        }
    }

    /// `allowed` are the attributes the member's checks take (some only to refuse them with a reason of their own);
    /// `listed` those it really takes, which the note names. Both are built only for a member that has attributes
    /// (most have none).
    /// Every attribute an input may carry somewhere (where each applies is checked after).
    static let inputAttributes = ["latest", "event", "if", "made", "let", "optional", "in", "unwrapped", "settable"] + ViewModel.StreamKind.allCases.map(\.rawValue)

    /// Every attribute an output may carry somewhere.
    static let outputAttributes = ["async", "failure", "if", "made", "let", "label", "unwrapped", "settable", "kept", "outside"] + ViewModel.StreamKind.allCases.map(\.rawValue)

    private static func checkAttributes(
        _ attributes: [Located<String>], allowed makeAllowed: @autoclosure () -> [String],
        listed makeListed: @autoclosure () -> [String], exclusive: Bool, of what: String, into sink: inout DiagnosticSink
    ) -> [String] {
        if attributes.isEmpty { return [] }
        let allowed = makeAllowed(), listed = makeListed()
        var seen: [String] = []
        for attribute in attributes {
            if !allowed.contains(attribute.value), let other = otherMembersAttributes[attribute.value], other.member != what {
                sink.error(
                    "'@\(attribute.value)' applies to an \(other.member), not to an \(what)", at: attribute.location,
                    notes: [.init(other.note)])
                continue
            }
            guard allowed.contains(attribute.value) else {
                sink.error(
                    "unknown attribute '@\(attribute.value)' on an \(what)", at: attribute.location,
                    notes: [Suggestion.note(for: attribute.value, among: listed, prefix: "@")
                        ?? .init("an \(what) takes \(listed.map { "'@\($0)'" }.joined(separator: ", "))")])
                continue
            }
            if seen.contains(attribute.value) {
                sink.error("'@\(attribute.value)' is written twice", at: attribute.location)
            } else if exclusive, let other = seen.first {
                sink.error("'@\(attribute.value)' contradicts '@\(other)'", at: attribute.location)
            } else {
                seen.append(attribute.value)
            }
        }
        return seen
    }

    /// Reports names Swift reserves for itself and names vmgen generates.
    static func checkName(_ located: Located<String>, what: String, into sink: inout DiagnosticSink) {
        if unusableNameList.contains(located.value) {
            sink.error("'\(located.value)' cannot name \(what); Swift gives it a fixed meaning", at: located.location)
        } else if reservedNameList.contains(located.value) {
            sink.error(
                "'\(located.value)' cannot name \(what); vmgen generates a member with that name", at: located.location,
                notes: [.init("reserved names are \(reservedNames.sorted().map { "'\($0)'" }.joined(separator: ", "))")])
        }
    }

    /// `_ row: Int` as the model holds it: no label for `_`, the name as the label when written once.
    static func parameter(_ declaration: ParameterDecl) -> ViewModel.Parameter {
        ViewModel.Parameter(
            label: declaration.label.map { $0.value == "_" ? nil : $0.value } ?? declaration.name.value,
            name: declaration.name.value, type: declaration.type)
    }
}
