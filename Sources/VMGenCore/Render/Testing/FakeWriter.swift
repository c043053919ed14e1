/// The fake of a view model for view tests: it is what the view binds (the protocols of the triplet; the `input` and
/// `output` of the subject style; `transform(input:)`; the view model function), records every input the view
/// sends as a `Call`, in order, and shows the view whatever the test sends with `send(output: value)`.
///
/// The constructor style has none: its view model is a plain value the test builds with fake dependencies.
struct FakeWriter {
    let context: RenderContext

    var viewModel: ViewModel { context.viewModel }
    var dialect: FrameworkDialect { context.dialect }
    var style: Style { context.style }
    var name: String { context.names.fakeName(style) }

    static func applies(to style: Style) -> Bool { style.hasFake && style != .constructor }

    /// The storage behind each output, for the frameworks with streams.
    private var outputBackings: [FakeOutputBacking] {
        guard dialect.usesStreams else { return [] }
        return zip(viewModel.outputs, context.shared.outputElements).map { output, element in
            if let given = givenOutputBacking(output) { return given }
            // Offered outside the view's `Output` (`@outside`): the view binds none of the fake's.
            if output.isOutside { return FakeOutputBacking(memberNames: [], declaration: "", view: "", send: { _ in "" }) }
            if output.isValueLike {
                // A constant, or a function output's answer, is what the test gives the fake's `init`; `send` changes it
                // for what the view reads next.
                let stored = output.name + "Value"
                return FakeOutputBacking(
                    memberNames: [stored], declaration: "var \(stored): \(element)", view: stored,
                    send: { "\(stored) = \($0)" })
            }
            if output.isMade, let kind = output.streamKind {
                // A relay or subject each output struct the fake handed the view makes itself (`@made`).
                let target = "output." + Identifier.member(output.name)
                return FakeOutputBacking(
                    memberNames: [Self.shownOutputs], declaration: "", view: "",
                    send: { "for output in \(Self.shownOutputs) { \(dialect.send(into: target, kind, $0)) }" })
            }
            if output.streamKind == .value && isEventStream {
                // A value the one-stream event transform's class keeps (`private(set) var chatList`): the fake's own
                // property (`writeEventValues`), which the view reads and `send` sets.
                let property = "self." + Identifier.member(output.name)
                return FakeOutputBacking(memberNames: [output.name], declaration: "", view: "", send: { "\(property) = \($0)" })
            }
            guard output.streamKind != .value else {
                // A value output is a property of each output object the fake handed the view.
                return FakeOutputBacking(
                    memberNames: [Self.shownOutputs], declaration: "", view: "",
                    send: { "for output in \(Self.shownOutputs) { \(valueBindings.setValue("output", output.name, $0)) }" })
            }
            return dialect.fakeOutput(output.name, element: output.type.isVoid ? "Void" : element, output)
        }
    }

    /// The output objects a fake of a view model with value outputs handed the view, which `send` updates.
    static let shownOutputs = "shownOutputs"

    /// How value outputs are set: `output.isLoading = true`, or through the app's wrapper's relay in RxSwift.
    private var valueBindings: SubjectOutputBindings {
        dialect.subjectOutputBindings(viewModel.outputs, valueWrapper: context.options.valueWrapper)
    }

    /// Whether the fake keeps the output objects it handed the view: for their values, or the relays and subjects
    /// they make themselves (`@made`).
    private var hasValueOutputs: Bool {
        !isEventStream && !isGivenOutput && viewModel.outputs.contains { $0.streamKind == .value || $0.isMade }
    }

    /// Whether the view model is the one-stream event transform, whose values (`@value`) are properties of the class.
    private var isEventStream: Bool { style == .transform && context.options.transform.isEventStream }

    func write(_ writer: inout SwiftWriter) {
        let backings = outputBackings
        writer.line("// MARK: - Fake")
        writer.blank()
        writer.docs([
            "A stand-in for `\(context.typeName)` in view tests: it records every input the view sends, in order,"
                + " and shows the view what the test sends.",
        ])
        let hasErrors = viewModel.hasErrorGroup
        // What the view depends on: the triplet's protocols, and the spec's `conforms:` protocols, as the view model.
        // A type that is the groups' composition (`groups: typealias`) names them already: Swift refuses them twice;
        // one that declares the members itself (`groups: one`) has no groups' protocols.
        let own = style == .triplet
            ? [viewModel.protocols.type] + (viewModel.typeIsComposition || viewModel.typeDeclaresMembers ? []
                : [viewModel.protocols.inputs, viewModel.protocols.outputs]
                + (hasErrors ? [viewModel.protocols.errors] : [])) : TransformProtocolWriter.conformances(context)
        let all = own + context.options.conformances.filter { !own.contains($0) }
        let conformances = all.isEmpty ? "" : ": " + all.joined(separator: ", ")
        writer.block("\(context.isolation)final class \(name)\(conformances)") { writer in
            if context.writeFakeContractTypeAliases(&writer) { writer.blank() }
            writeCallType(&writer)
            writer.blank()
            writer.docs(["Every input the view sent, in order."])
            writer.line("private(set) var calls: [Call] = []")
            context.writeFakeWeakProperties(&writer)
            writer.blank()
            writeViewSide(backings, &writer)
            if !backings.isEmpty {
                writer.blank()
                for (output, backing) in zip(viewModel.outputs, backings) where !backing.declaration.isEmpty {
                    writer.conditional(output.condition) { $0.line("private " + backing.declaration) }
                }
                if isEventStream { writeEventValues(&writer) }
                if hasValueOutputs {
                    let type = context.outsideName(context.options.transform.outputType)
                    writer.line("private var \(Self.shownOutputs): [\(type)] = []")
                }
            }
            writeGivenOutputProperty(separated: backings.isEmpty, &writer)
            // The triplet's and the subject style's relays and subjects the view sends into (`@relay`): the fake's own,
            // subscribed in `init`.
            let sent = style == .triplet || style == .subject ? viewModel.inputs.filter { $0.streamKind?.isSubjectLike == true } : []
            if style == .subject && !sent.isEmpty {
                let inputBackings = context.backings
                for (index, (input, backing)) in zip(viewModel.inputs, inputBackings).enumerated() where input.streamKind?.isSubjectLike == true {
                    // `subject-contract: given`: the relay or subject its own `Input` makes.
                    if isGivenSubjectContract {
                        let type = context.shared.inputViewTypes[index]
                        writer.line("private var \(Identifier.escaped(input.methodName)): \(type) { input.\(Identifier.member(input.streamName)) }")
                        continue
                    }
                    writer.line("private let \(Identifier.escaped(input.methodName)) = \(backing.make ?? (backing.observerType ?? "") + "()")")
                }
            }
            if (style == .transform || style == .function) && !viewModel.inputs.isEmpty || !sent.isEmpty {
                writer.line("private " + dialect.subscriptionStorage)
            }
            writeRequiredDependencies(&writer)
            writer.blank()
            let constants = zip(viewModel.outputs, backings).filter { $0.0.isValueLike }
            // A constant or an answer under `@if` is given in the builds that have it: `init` once for each.
            writer.branches(CompileCondition.distinct(constants.map(\.0.condition))) { writer, holds in
                let given = constants.filter { holds($0.0.condition) }
                if given.isEmpty && sent.isEmpty && requiredDependencies.isEmpty && !isGivenOutput {
                    writer.line("init() {}")
                    return
                }
                let parameters = given.map { output, _ in
                    let element = context.shared.outputElements[viewModel.outputs.firstIndex(of: output)!]
                    return "\(Identifier.escaped(output.name)): "
                        + (output.isClosure ? "@escaping " + element : output.type.isVoid ? "Void" : element)
                }
                writer.list("init(", (isGivenOutput ? [Self.givenOutputParameter(context)] : []) + parameters + requiredDependencyParameters, ") {")
                writer.indent { writer in
                    if isGivenOutput { writer.line("self.output = output") }
                    for line in requiredDependencyAssignments { writer.line(line) }
                    for (output, backing) in given {
                        writer.line("\(backing.memberNames[0]) = \(Identifier.escaped(output.name))")
                    }
                    for input in sent {
                        writer.conditional(input.condition) { writer in
                            // What the view sent: not the value a relay that starts with one holds before.
                            let own = "self." + Identifier.member(input.methodName)
                            let stream = input.startingValue == nil ? own : dialect.skippingStart(own)
                            writer.chain(dialect.subscribe(stream, .input(input), handler: recorder(input)))
                        }
                    }
                }
                writer.line("}")
            }
            // `type-requires: init`: the type protocol's initializer, which makes a fake as `init()` does (validation
            // refuses it where the fake's init takes constants or answers).
            // The dependencies it requires too are the fake's own initializer's: the same one where they are all.
            let required = viewModel.dependencies.map { $0.declaredName + ": " + $0.parameterType }
            if viewModel.typeRequiresInit && !viewModel.dependencies.isEmpty && style == .triplet && required != requiredDependencyParameters {
                writer.blank()
                writer.docs(["The initializer `\(viewModel.protocols.type)` requires: the fake ignores what it is given"
                    + (requiredDependencies.isEmpty ? "." : ", but the dependencies the type protocol declares.")])
                writer.list("convenience init(", required, ") {")
                writer.indent { $0.line("self.init(\(requiredDependencyArguments))") }
                writer.line("}")
            }
            if style == .triplet && !viewModel.inputs.isEmpty {
                writer.blank()
                writer.line("// MARK: Inputs")
                // Without a framework there is no storage, and no input the view sends into.
                let inputBackings = viewModel.inputs.contains(where: \.isSentInto) ? context.backings : []
                for (index, input) in viewModel.inputs.enumerated() {
                    writer.blank()
                    writer.conditional(input.condition) { writer in
                        // An observer the view sends into (`@observer`): one that records each value as a call.
                        if input.streamKind == .observer, let type = inputBackings[index].observerType {
                            let observer = recordingObserver(input, context.shared.inputs[index]).expression
                            writer.line("private(set) lazy var \(Identifier.escaped(input.methodName)): \(type)\(input.unwrappedMark) = \(observer)")
                            return
                        }
                        // A relay or subject the view sends into: the fake's own, whose values `init` records.
                        if input.isSentInto, let type = inputBackings[index].observerType {
                            // `@unwrapped`: declared `T!`, as the protocol's requirement is.
                            let declared = input.isUnwrapped ? ": \(type)!" : ""
                            // `@settable`: a `var`, which the view may set, as the protocol's `{ get set }` requires.
                            writer.line("\(input.isSettable ? "var" : "let") \(Identifier.escaped(input.methodName))\(declared) = \(inputBackings[index].make ?? type + "()")")
                            return
                        }
                        writer.block(TripletRenderer.signature(of: input)) { writer in
                            let shadowed = input.parameters.contains { $0.name == "calls" }
                            writer.line("\(shadowed ? "self." : "")calls.append(\(TestSupportRenderer.call(input)))")
                            if input.answerType != nil {
                                // The answer the test gave the fake.
                                let arguments = TripletRenderer.arguments(input.parameters)
                                writer.line("return self.\(Identifier.member(input.answerName + "Value"))(\(arguments))")
                            }
                        }
                    }
                }
            }
            writeSends(backings, &writer)
            let observed = style == .subject ? recordingObservers.first
                : zip(viewModel.inputs, context.shared.inputs).first { $0.0.streamKind == .observer }.map(recordingObserver)
            if let helpers = observed?.helpers, !helpers.isEmpty {
                writer.blank()
                for line in helpers { writer.line(line) }
            }
        }
    }

    func writeCallType(_ writer: inout SwiftWriter) {
        let equatable = TestSupportRenderer.callsAreEquatable(viewModel, options: context.options)
        writer.docs(
            ["An input the view sent, with its arguments."]
                + (equatable ? [] : [
                    "",
                    "Not `Equatable`: an argument's type is not one vmgen knows to be. Name the app's `Equatable`",
                    "types in the spec's `equatable:` option to compare calls with `==`.",
                ]))
        writer.block("enum Call\(equatable ? ": Equatable" : "")") { writer in
            for input in viewModel.inputs {
                writer.conditional(input.condition) { $0.line(TestSupportRenderer.callCase(input)) }
            }
        }
    }

    /// The observers of the subject style's `input`, each recording its calls.
    private var recordingObservers: [(expression: String, helpers: [String])] {
        zip(viewModel.inputs, context.shared.inputs).map(recordingObserver)
    }

    /// An observer of one input that records what it is sent as a call.
    private func recordingObserver(
        _ input: ViewModel.Input, _ spelling: InputSpelling
    ) -> (expression: String, helpers: [String]) {
        dialect.observer(spelling.element, handler: recorder(input))
    }

    /// `{ [weak self] in self?.calls.append(.typeEmail($0)) }`
    func recorder(_ input: ViewModel.Input) -> String {
        let call = TestSupportRenderer.call(input, fromElement: "$0")
        return input.parameters.isEmpty
            ? "{ [weak self] _ in self?.calls.append(\(call)) }" : "{ [weak self] in self?.calls.append(\(call)) }"
    }

    /// What the view binds: the triplet's members, the subject style's `input` and `output`, `transform(input:)`, or
    /// the view model function as `callAsFunction`.
    private func writeViewSide(_ backings: [FakeOutputBacking], _ writer: inout SwiftWriter) {
        let outputs = viewModel.outputs
        let views = zip(outputs, backings).filter { $0.0.streamKind != .value && !$0.0.isMade && !$0.0.isOutside }
            .map { RenderContext.argument($0.name, $1.view) }
        switch style {
        case .triplet:
            if viewModel.hasGroupProperties {
                writer.line("var \(Identifier.escaped(viewModel.property(of: .inputs))): any \(viewModel.protocols.inputs) { self }")
                writer.line("var \(Identifier.escaped(viewModel.property(of: .outputs))): any \(viewModel.protocols.outputs) { self }")
                if viewModel.hasErrorGroup {
                    writer.line("var \(Identifier.escaped(viewModel.property(of: .errors))): any \(viewModel.protocols.errors) { self }")
                }
            }
            // `self-as:`: the fake conforms to the app's protocol too (`conforms:`).
            for view in viewModel.selfViews { writer.line("var \(Identifier.escaped(view.name)): any \(view.type) { self }") }
            guard !outputs.isEmpty else { return }
            writer.blank()
            writer.line("// MARK: Outputs")
            writer.blank()
            if dialect.usesStreams {
                // An output offered outside the protocols (`@outside`) is the team's member, not the fake's.
                for ((output, type), backing) in zip(zip(outputs, context.shared.outputViewTypes), backings)
                where !output.answersInput && !output.isOutside {
                    writer.conditional(output.condition) { writer in
                        if let parameters = output.parameters {
                            let arguments = TripletRenderer.arguments(parameters)
                            writer.line("\(TripletRenderer.signature(of: output)) { \(backing.view)(\(arguments)) }")
                        } else {
                            // `@settable`: what the view sets is what it reads back.
                            let accessors = output.isSettable ? "get { \(backing.view) } set { \(backing.view) = newValue }" : backing.view
                            writer.line("var \(Identifier.escaped(output.name)): \(type)\(output.unwrappedMark) { \(accessors) }")
                        }
                    }
                }
            } else {
                for output in outputs {
                    let type = ClosuresTripletRenderer.emitterType(output)
                    writer.conditional(output.condition) { $0.line("var \(Identifier.escaped(output.name)): (\(type))?") }
                }
            }
        case .subject where isGivenSubjectContract:
            // `subject-contract: given`: its own, as the view model's default arguments make them.
            writer.docs(["The relays and subjects the view sends its inputs into."])
            writer.line("let input = \(context.typeName).Input()")
            writer.blank()
            writer.docs(["The relays and subjects the view binds to, which `send` sends into."])
            writer.line("let output = \(context.typeName).Output()")
            CalledInputs.writeFakeMethods(context, &writer)
        case .subject:
            writer.docs(["The observers the view sends its inputs to."])
            // An input the view calls (`@call`) is a method of the fake, which records the call.
            let observers = zip(viewModel.inputs, recordingObservers).filter { !$0.0.isCalled }.map {
                // A relay or subject (`@relay`): the fake's own, which `init` subscribes to.
                RenderContext.argument($0.streamName, $0.streamKind?.isSubjectLike == true ? "self." + Identifier.member($0.methodName) : $1.expression)
            }
            writer.list("private(set) lazy var input = \(context.typeName).Input(", observers, ")")
            writer.blank()
            writer.docs(["The streams the view shows."])
            writer.block("var output: \(context.typeName).Output") { writer in
                writer.list("\(context.typeName).Output(", views, ")")
            }
            CalledInputs.writeFakeMethods(context, &writer)
        case .transform where context.options.transform.isEventStream:
            EventTestSupport.writeFakeTransform(context, views: backings.map(\.view), &writer)
        case .transform where context.options.transform.isStateStream:
            // The transform of states: the input streams recorded as in the transform style, the outputs sent as cases.
            EventTestSupport.writeFakeStatesTransform(context, views: backings.map(\.view), &writer) {
                writeInputSubscriptions(prefix: $0, &$1)
            }
        case .transform:
            writer.docs(["Records what the view sends on each input stream, and shows it the fake's outputs."])
            let signature = context.options.transform
            // The app's own structs (`app-types:`) by their names.
            let output = context.outsideName(signature.outputType)
            let parameters = signature.parameters(qualifiedBy: context.typeName, except: context.appTypeNames)
            for attribute in signature.attributeLines { writer.line(attribute) }
            writer.list("func \(Identifier.escaped(signature.name))(", parameters, ") -> \(output) {")
            writer.indent { writer in
                // `view-input:`: the view's streams are a member of the base class's `Input` (`input.fromView.`).
                let carried = signature.viewInput.map { Identifier.member($0.member) + "." } ?? ""
                writeInputSubscriptions(prefix: Identifier.escaped(signature.inputName) + "." + carried, &writer)
                // The closure the view model calls with its output (`transform-calls:`), called so by the fake too.
                let called = signature.calledParameter.map { "\(Identifier.escaped($0))(output)" }
                if isGivenOutput {
                    writeGivenOutputReturn(calling: called, &writer)
                } else if hasValueOutputs || called != nil {
                    writer.list("let output = \(output)(", views, ")")
                    if hasValueOutputs { writer.line("\(Self.shownOutputs).append(output)") }
                    if let called { writer.line(called) }
                    writer.line("return output")
                } else {
                    writer.list("return \(output)(", views, ")")
                }
            }
            writer.line("}")
            CalledInputs.writeFakeMethods(context, &writer)
        case .function:
            writer.docs(["Stands for the view model function: records its input streams, returns the fake's outputs."])
            let parameters = zip(viewModel.inputs, context.shared.inputViewTypes).map {
                "\(Identifier.escaped($0.streamName)): \($1)"
            }
            writer.list("func callAsFunction(", parameters, ")\(context.functionResult) {")
            writer.indent { writer in
                writeInputSubscriptions(prefix: "", &writer)
                switch outputs.count {
                case 0: break
                case 1: writer.line("return " + backings[0].view)
                default: writer.list("return (", views, ")")
                }
            }
            writer.line("}")
        case .constructor, .observable, .published:
            break
        }
    }

    private func writeInputSubscriptions(prefix: String, _ writer: inout SwiftWriter) {
        // An input the view calls (`@call`) is a method of the fake, which records the call.
        for input in viewModel.inputs where !input.isCalled {
            let name = prefix.isEmpty ? Identifier.escaped(input.streamName) : Identifier.member(input.streamName)
            // What the view sent: not the value a relay its `Input` makes with one (`@made`) holds before.
            // One the view may leave `nil` (`@optional`): through `?.`.
            let stream = input.startingValue == nil ? prefix + name + (input.isOptional ? "?" : "") : dialect.skippingStart(prefix + name)
            // A value the view hands (`@value`): recorded once, as the call it stands for.
            writer.chain(input.isValue ? ["calls.append(\(TestSupportRenderer.call(input, fromElement: prefix + name)))"]
                : dialect.subscribe(stream, .input(input), handler: recorder(input)))
        }
    }
}
