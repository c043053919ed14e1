/// The probe of a view model for logic tests: it builds the view model (or calls the view model function) with the
/// dependencies the test gives, records every output from the start (so no value is lost to a late subscriber), and
/// offers the inputs as the view calls them. The same test reads the same in every style:
/// `probe.inputs.type(email: "a@b.c")`, `probe.validInput.values`.
struct ProbeWriter {
    let context: RenderContext

    var viewModel: ViewModel { context.viewModel }
    var dialect: FrameworkDialect { context.dialect }
    var style: Style { context.style }
    var name: String { context.names.probeName(style) }
    /// The view model's type in this style.
    var typeName: String { context.typeName }
    var surface: ViewSurface { ViewSurface(context: context) }

    /// The outputs a probe records: every output, but the constructor style's plain values, which the view model
    /// holds from the start, and function outputs, which a test calls on `viewModel`.
    var recorded: [(index: Int, output: ViewModel.Output)] {
        viewModel.outputs.enumerated()
            .filter { (style != .constructor || $0.element.isAsync) && !$0.element.isFunction }
            // Off the main actor the observable style's stored values are read on `viewModel` (a located warning).
            .filter { surface.tracksStoredValues || surface.output($0.element) != .storedValue }
            // The one-stream event transform's values are no case: a test reads them on `probe.viewModel`.
            .filter { !(isEventStream && $0.element.streamKind == .value) }
            // An output offered outside the view's `Output` (`@outside`): a test reads its relay on `probe.viewModel`.
            .filter { !$0.element.isOutside }
            .map { ($0.offset, $0.element) }
    }

    /// Whether the view model is the one-stream event transform, whose inputs and outputs are cases of one stream each.
    var isEventStream: Bool { style == .transform && context.options.transform.isEventStream }

    /// The values the view hands in the transform style's `Input` (`@value`), which the test gives the probe.
    var valueInputs: [ViewModel.Input] { viewModel.inputs.filter(\.isValue) }

    /// Whether the view model sends its outputs as cases of one stream (the one-stream event transform, the transform
    /// of states), each recorded in its output's recorder.
    var recordsCases: Bool { style == .transform && context.options.transform.hasOutputEnum }

    /// Whether the probe owns the input streams (the styles where the view hands the view model its streams).
    var ownsInputStreams: Bool { style == .transform || style == .function }

    func write(_ writer: inout SwiftWriter) {
        writer.line("// MARK: - Probe")
        writer.blank()
        writer.docs(docs)
        writer.block("\(surface.isolation)final class \(name)") { writer in
            context.writeTypeAliasesByName(&writer)
            writeRecorderType(&writer)
            writer.blank()
            writeMembers(&writer)
            writer.blank()
            writeInit(&writer)
            if recordsCases { EventTestSupport.writeProbeRecord(context, &writer) }
            if tracksObservation {
                writer.blank()
                writeTracking(&writer)
            }
            if surface.inputs == .observers || surface.inputs == .streams {
                writer.blank()
                writeInputsType(&writer)
            }
        }
    }

    private var docs: [String] {
        let example = recorded.first { !$0.output.isInput }.map { "probe.\(Identifier.member($0.output.name)).values" }
        let input = viewModel.inputs.first(where: { $0.declaredIn == nil }).map { input -> String in
            let arguments = input.parameters.map { ($0.label.map { $0 + ": " } ?? "") + "..." }.joined(separator: ", ")
            return "probe.inputs.\(Identifier.member(input.methodName))(\(arguments))"
        }
        var lines = [
            "Builds \(style == .function ? "the view model function `\(functionName)`" : "a `\(typeName)`") for a"
                + " logic test and records every output from the start.",
        ]
        if style != .constructor, let input, let example {
            lines += ["", "    let probe = \(name)(...)", "    \(input)", "    \(example.dropLast("values".count))assertValues([...])"]
        }
        if isEventStream, let value = viewModel.outputs.first(where: { $0.streamKind == .value }) {
            lines += ["", "The values the view model keeps for the view (`@value`) are read on it: `probe.viewModel.\(Identifier.member(value.name))`."]
        }
        return lines
    }

    /// Whether the transform style's probe keeps what the view model binds to: the transform's extra arguments (a
    /// dispose bag, cancellables) and the output object of value outputs.
    private var retainsArguments: Bool {
        style == .transform && (!context.options.transform.extraParameters.isEmpty || hasValueOutputs)
    }

    /// A new bag of the app's class the transform keeps its subscriptions in (`transform-bag:`, `CancelBag()`), which
    /// the probe keeps.
    private func bagValue(_ parameter: TransformSignature.Parameter) -> String? {
        parameter.name == context.options.transform.bagParameter && TransformBags.isClass(parameter)
            ? parameter.type.description + "()" : nil
    }

    private var hasValueOutputs: Bool { !isEventStream && viewModel.outputs.contains { $0.streamKind == .value } }

    private var functionName: String { Identifier.escaped(Identifier.lowerCamel(viewModel.name)) }

    private func writeMembers(_ writer: inout SwiftWriter) {
        if style != .function {
            writer.docs(["The view model under test."])
            writer.line("let viewModel: \(typeName)")
        }
        switch style {
        case .observable, .published:
            writer.docs(["The view model's input methods, as the view calls them."])
            writer.line("var inputs: \(typeName) { viewModel }")
        case .triplet:
            writer.docs(["The view model's inputs, as the view calls them."])
            let reached = viewModel.hasGroupProperties ? "viewModel.\(Identifier.member(viewModel.property(of: .inputs)))" : "viewModel"
            // `groups: one`: the type protocol declares the inputs itself.
            let inputs = viewModel.typeDeclaresMembers ? viewModel.protocols.type : viewModel.protocols.inputs
            writer.line("var inputs: any \(inputs) { \(reached) }")
        case .subject:
            writer.docs(["The view model's inputs, as the view calls them."])
            writer.line("let inputs: Inputs")
        case .transform, .function:
            writer.docs(["The view model's inputs, as the view calls them."])
            // Values the view hands (`@value`) are the test's, given to the probe's `init`.
            writer.line(valueInputs.isEmpty ? "let inputs = Inputs()" : "let inputs: Inputs")
        case .constructor:
            break
        }
        for (_, output) in recorded {
            writer.blank()
            writer.conditional(output.condition) { writer in
                writer.docs(output.docs.isEmpty ? ["What `\(output.name)` sent."] : output.docs)
                let element = TestSupportRenderer.recordedElement(output)
                writer.line("let \(Identifier.escaped(output.name)) = Recorder<\(element)>()")
            }
        }
        if subscribesStreams {
            writer.blank()
            writer.line("private " + dialect.subscriptionStorage)
        }
        if let storage = publishedStorage, storage != "subscriptions" || !subscribesStreams {
            writer.blank()
            writer.docs(["What keeps the `@Published` values' subscriptions."])
            writer.line("private var \(storage) = Set<AnyCancellable>()")
        }
        if retainsArguments {
            writer.blank()
            writer.docs(["What the view model binds to (a dispose bag, cancellables, the output object), kept as long as the probe."])
            writer.line("private var retained: [Any] = []")
        }
    }

    private func writeInit(_ writer: inout SwiftWriter) {
        let inputParameters = style == .constructor
            ? viewModel.inputs.flatMap { $0.parameters.map(TripletRenderer.parameter) } : []
        // The transform method's extra parameters (`disposeBag: DisposeBag`) come from the test, as values.
        let extras = style == .transform ? context.options.transform.extraParameters : []
        let signature = context.options.transform
        let extraParameters = extras.map {
            // The closure the view model calls with its output (`transform-calls:`): none by default, never kept.
            $0.name == signature.calledParameter
                ? signature.qualified($0, by: typeName).declaration(escaping: false) + " = { _ in }"
                : Identifier.escaped($0.name) + ": " + $0.type.parameterDescription
                    + ((TestSupportRenderer.emptyValue(of: $0.type) ?? bagValue($0)).map { " = " + $0 } ?? "")
        }
        // `view-input:`: the test makes the base class's `Input` around the view's streams, as the app's controller does.
        let viewInput = style == .transform ? signature.viewInput : nil
        let baseInput = viewInput.map {
            "input makeInput: (\(typeName).\($0.type)) -> \(typeName).\(signature.inputType)"
        }
        // The `Output` the view model is handed (`transform-output: given`), which the test builds as the app does.
        let given = style == .transform && signature.outputIsGiven
        let handed = given ? [FakeWriter.givenOutputParameter(context)] : []
        let values = valueInputs.map { Identifier.escaped($0.streamName) + ": " + $0.elementType.parameterDescription }
        writer.list(
            "init(", handed + values + inputParameters + context.dependencyParameters + extraParameters + (baseInput.map { [$0] } ?? []),
            ") {")
        writer.indent { writer in
            let locals = Set(
                valueInputs.map(\.streamName) + viewModel.dependencies.map(\.name) + extras.map(\.name)
                    + (style == .constructor ? viewModel.inputs.flatMap { $0.parameters.map(\.name) } : [])
                    + ["output"])
            func member(_ name: String) -> String { RenderContext.member(name, shadowing: locals) }
            if !valueInputs.isEmpty {
                writer.list("\(member("inputs")) = Inputs(", valueInputs.map {
                    RenderContext.argument($0.streamName, Identifier.escaped($0.streamName))
                }, ")")
            }
            let dependencies = viewModel.dependencies.map { $0.argument(Identifier.escaped($0.name)) }
            let inputArguments = style == .constructor
                ? viewModel.inputs.flatMap { $0.parameters.map { RenderContext.argument($0.label ?? "_", Identifier.escaped($0.name)) } }
                    .map { $0.hasPrefix("_: ") ? String($0.dropFirst(3)) : $0 }
                : []
            if style != .function {
                // `.init` where a parameter or a recorder hides the view model's type.
                let hidden = locals.contains(typeName) || recorded.contains { $0.output.name == typeName }
                let type = hidden ? ".init" : typeName
                writer.list("\(member("viewModel")) = \(type)(", (given ? ["output: output"] : []) + inputArguments + dependencies, ")")
            }
            // Where each recorded output is read from.
            var source: (ViewModel.Output) -> String = { _ in "" }
            switch style {
            case .observable, .published, .constructor:
                source = { "\(member("viewModel")).\(Identifier.member($0.name))" }
            case .triplet:
                source = {
                    "\(member("viewModel"))" + (viewModel.hasGroupProperties ? ".\(Identifier.member(viewModel.property(of: $0.group)))" : "")
                        + ".\(Identifier.member($0.name))"
                }
            case .subject:
                // The inputs the view calls (`@call`) are called on the view model.
                let called = viewModel.inputs.contains(where: \.isCalled) ? ", \(CalledInputs.probeTarget): \(member("viewModel"))" : ""
                writer.line("\(member("inputs")) = \(name).Inputs(observers: \(member("viewModel")).input\(called))")
                source = { "\(member("viewModel")).output.\(Identifier.member($0.name))" }
            case .transform:
                let signature = context.options.transform
                if viewModel.inputs.contains(where: \.isCalled) {
                    // The inputs the view calls (`@call`) are called on the view model.
                    writer.line("\(member("inputs")).\(CalledInputs.probeTarget) = \(member("viewModel"))")
                }
                for extra in extras where extra.isInout {
                    writer.line("var \(Identifier.escaped(extra.name)) = \(Identifier.escaped(extra.name))")
                }
                let prefix = recorded.isEmpty ? "_ = " : "let output = "
                let arguments = signature.arguments(
                    input: viewInput == nil ? "\(member("inputs")).streams" : "makeInput(\(member("inputs")).streams)", values: extras.map { Identifier.escaped($0.name) })
                writer.list(
                    "\(prefix)\(member("viewModel")).\(Identifier.member(signature.name))(", arguments, ")")
                if retainsArguments {
                    // The output object too, when it holds values: the view model sets them only while it lives.
                    let kept = extras.filter { $0.name != signature.calledParameter }.map { Identifier.escaped($0.name) }
                        + (hasValueOutputs && !recorded.isEmpty ? ["output"] : [])
                    writer.line("\(member("retained")) = [\(kept.joined(separator: ", "))]")
                }
                // A value output (`@Published var isLoading`) is recorded through its publisher, `$isLoading`.
                source = { "output.\($0.streamKind == .value ? "$" + $0.name : Identifier.member($0.name))" }
                if recordsCases {
                    // One stream of output cases: each recorded in its output's recorder.
                    EventTestSupport.writeProbeRecording(context, member: member, &writer)
                    return
                }
            case .function:
                let streams = viewModel.inputs.map {
                    RenderContext.argument($0.streamName, dialect.viewInput(
                        fromLogic: "\(member("inputs")).streams.\(Identifier.member($0.streamName))", $0))
                }
                let prefix = recorded.isEmpty ? "_ = " : "let output = "
                writer.list("\(prefix)\(functionName)(", streams + dependencies, ")")
                source = { recorded.count == 1 ? "output" : "output.\(Identifier.member($0.name))" }
            }
            for (_, output) in recorded {
                let recorder = member(output.name)
                writer.conditional(output.condition) { writer in
                    if surface.output(output) == .storedValue {
                        // A value with a starting value: the probe sees it first, as the streams' probes do.
                        if output.fallback != nil && style == .observable { writer.line("\(recorder).record(\(source(output)))") }
                        writer.line(recordingStoredValue(output, source(output), into: recorder))
                        return
                    }
                    guard dialect.usesStreams else {
                        writer.line("\(source(output)) = \(TestSupportRenderer.recording(into: recorder))")
                        return
                    }
                    // A constant is recorded once: the value the logic computed.
                    if output.isConstant {
                        writer.line("\(recorder).record(\(source(output)))")
                        return
                    }
                    let kind: SubscribedStream = style == .constructor ? .async(output) : .view(output)
                    // A value output's publisher (`$isLoading`) is the wrapper's, not a stream that ends.
                    guard output.streamKind != .value else {
                        writer.chain(dialect.subscribe(source(output), kind, handler: TestSupportRenderer.recording(into: recorder)))
                        return
                    }
                    writer.chain(ProbeTermination(dialect: dialect).subscribe(source(output), kind, into: recorder))
                }
            }
        }
        writer.line("}")
    }

    /// The inputs as the view calls them, for the styles whose view model has no input methods.
    private func writeInputsType(_ writer: inout SwiftWriter) {
        if isEventStream {
            // Its own docs: each input a case of the one stream.
            EventTestSupport.writeProbeInputs(context, &writer)
            return
        }
        writer.docs(["The view model's inputs, as the view calls them."])
        if style == .subject {
            writer.block("\(CalledInputs.probeInputsIsolation(context))struct Inputs") { writer in
                writer.docs(["The observers the view model gives the view."])
                writer.line("let observers: \(typeName).Input")
                CalledInputs.writeSubjectProbeTarget(context, &writer)
                for input in viewModel.inputs {
                    writer.blank()
                    if input.isCalled {
                        CalledInputs.writeProbeMethod(input, onACopy: context.options.isStruct, &writer)
                        continue
                    }
                    writer.block(TripletRenderer.signature(of: input)) { writer in
                        let observer = "observers.\(Identifier.member(input.streamName))"
                        // A relay or subject of the view model's `Input` (`@relay`): sent into as the view does.
                        if let kind = input.streamKind, kind.isSubjectLike {
                            writer.line(dialect.send(into: observer, kind, TripletRenderer.sentValue(of: input)))
                        } else {
                            writer.line(dialect.feed(observer, TripletRenderer.sentValue(of: input)))
                        }
                    }
                }
            }
            return
        }
        // An input the view hands as a relay or a subject (`@relay`): the probe keeps that object and sends into it.
        let backings = zip(viewModel.inputs, context.shared.inputs).map { input, spelling in
            input.streamKind.flatMap { $0.isSubjectLike ? dialect.sentInputBacking(spelling, $0) : nil }
                ?? dialect.inputBacking(spelling, style: .triplet)
        }
        // The relays and subjects the view's `Input` makes itself (`@made`): the probe sends into its one `Input`'s.
        let made = viewModel.inputs.contains(where: \.isMade)
        writer.block("\(CalledInputs.probeInputsIsolation(context))final class Inputs") { writer in
            CalledInputs.writeProbeTarget(context, &writer)
            // An input the view calls (`@call`) is called on the view model, which keeps its stream.
            for (input, backing) in zip(viewModel.inputs, backings) where !input.isMade && !input.isCalled {
                // A value the view hands (`@value`): the test's, kept as it is.
                writer.line(input.isValue
                    ? "let \(Identifier.escaped(input.streamName)): \(input.elementType.description)" : "private " + backing.declaration)
            }
            if viewModel.inputs.contains(where: { !$0.isMade && !$0.isCalled }) { writer.blank() }
            if !valueInputs.isEmpty {
                let values = valueInputs.map { Identifier.escaped($0.streamName) + ": " + $0.elementType.parameterDescription }
                writer.list("init(", values, ") {")
                writer.indent { writer in
                    for input in valueInputs {
                        writer.line("self.\(Identifier.member(input.streamName)) = \(Identifier.escaped(input.streamName))")
                    }
                }
                writer.line("}")
                writer.blank()
            }
            writer.docs(["The streams the view model is given."])
            // The transform style's view hands RxCocoa's traits where the spec says so (`@driver`): its own struct.
            let viewStruct = style == .transform && context.shared.convertsInputs
            let type = viewStruct ? context.outsideName(context.options.transform.viewInputType) : "\(context.logicName).Input"
            let streams = zip(viewModel.inputs, backings).filter { !$0.0.isMade && !$0.0.isCalled }.map {
                RenderContext.argument(
                    $0.streamName,
                    $0.isValue ? Identifier.member($0.streamName)
                        : viewStruct && $0.streamKind?.isSubjectLike != true ? dialect.viewInput(fromLogic: $1.stream, $0) : $1.stream)
            }
            if made {
                writer.list("private(set) lazy var streams = \(type)(", streams, ")")
            } else {
                writer.block("var streams: \(type)") { writer in
                    writer.list("\(type)(", streams, ")")
                }
            }
            for (input, backing) in zip(viewModel.inputs, backings) {
                // A called input an input case's method shadows there is called on `probe.viewModel`.
                if CalledInputs.isLeftToTheViewModel(input, in: viewModel) || input.isValue { continue }
                writer.blank()
                if input.isCalled {
                    CalledInputs.writeProbeMethod(input, &writer)
                    continue
                }
                writer.block(TripletRenderer.signature(of: input)) { writer in
                    let shadowing = Set(input.parameters.map(\.name))
                    let value = TripletRenderer.sentValue(of: input)
                    if input.isMade, let kind = input.streamKind {
                        let streams = (shadowing.contains("streams") ? "self." : "") + "streams"
                        writer.line(dialect.send(into: streams + "." + Identifier.member(input.streamName), kind, value))
                        return
                    }
                    writer.line(RenderContext.qualifiedSend(backing, value, shadowing: shadowing))
                }
            }
        }
    }
}
