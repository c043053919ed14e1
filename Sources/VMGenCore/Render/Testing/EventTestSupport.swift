/// The probe and the fake of the one-stream event transform (`transform:` of streams). The probe sends `Input` cases
/// into the one stream it hands `transform` (`probe.inputs.verify("010", "1234")` sends `.verify("010", "1234")`) and
/// records each `Output` case's values in its output's recorder, as every style's probe does; the fake records each
/// case the view sends as a `Call` and shows the view, as cases, the values the test sends (`send(showToast:)`).
enum EventTestSupport {
    /// The view model's enum of inputs or outputs, as named outside it: `VerifyViewModel.Input`.
    static func qualified(_ context: RenderContext, _ name: String) -> String {
        context.outsideName(name)
    }

    /// The input backing of the probe: one stream of `Input` cases the probe sends into.
    static func backing(_ context: RenderContext) -> InputBacking {
        let element = qualified(context, context.options.transform.inputType)
        return context.dialect.inputBacking(
            InputSpelling(streamName: "events", element: element, optionalElement: element + "?", replaysLatest: false),
            style: .triplet)
    }

    /// `.verify(phone, code)`, `.changeTerms(agreed: agreed)`, `.viewDidLoad`: an input's case made of its parameters.
    static func inputCase(_ input: ViewModel.Input) -> String {
        "." + Identifier.member(input.methodName) + (input.parameters.isEmpty ? "" : "(" + input.parameters.map {
            ($0.label.map { Identifier.label($0) + ": " } ?? "") + Identifier.escaped($0.name)
        }.joined(separator: ", ") + ")")
    }

    /// `case let .verify(value0, value1)`: the pattern that binds a case's values, with how many there are.
    static func pattern(_ name: String, values: Int) -> String {
        values == 0 ? "case .\(Identifier.member(name))"
            : "case let .\(Identifier.member(name))(" + (0..<values).map { "value\($0)" }.joined(separator: ", ") + ")"
    }

    /// `value0`, `(value0, value1)`, `()`: the values a pattern bound, as one value.
    static func bound(_ values: Int) -> String {
        values == 1 ? "value0" : "(" + (0..<values).map { "value\($0)" }.joined(separator: ", ") + ")"
    }

    /// The outputs that are cases of `Output`: all but the values the class keeps (`@value`).
    static func cases(_ context: RenderContext) -> [ViewModel.Output] {
        context.viewModel.outputs.filter { $0.streamKind != .value }
    }

    // MARK: Probe

    /// The probe's inputs: a method per input, each sending its case into the one stream.
    static func writeProbeInputs(_ context: RenderContext, _ writer: inout SwiftWriter) {
        let backing = backing(context)
        writer.docs(["The view model's inputs, as the view sends them: each a case of the one stream."])
        writer.block("\(CalledInputs.probeInputsIsolation(context))final class Inputs") { writer in
            CalledInputs.writeProbeTarget(context, &writer)
            writer.line("private " + backing.declaration)
            writer.blank()
            writer.docs(["The stream of cases the view model is given."])
            writer.line("var streams: \(context.options.transform.events!.input.spelled(qualified(context, context.options.transform.inputType))) { \(backing.stream) }")
            for input in context.viewModel.inputs {
                // A called input an input case's method shadows there is called on `probe.viewModel`.
                if CalledInputs.isLeftToTheViewModel(input, in: context.viewModel) { continue }
                writer.blank()
                if input.isCalled {
                    // An input the view calls (`@call`): the view model's method, not a case.
                    CalledInputs.writeProbeMethod(input, &writer)
                    continue
                }
                writer.block(TripletRenderer.signature(of: input)) { writer in
                    let shadowing = Set(input.parameters.map(\.name))
                    writer.line(RenderContext.qualifiedSend(backing, inputCase(input), shadowing: shadowing))
                }
            }
        }
    }

    /// Subscribes the probe to the view model's one stream of output cases (`output`): each case's values into its
    /// output's recorder, the stream's end into every recorder.
    static func writeProbeRecording(_ context: RenderContext, member: (String) -> String, _ writer: inout SwiftWriter) {
        guard !cases(context).isEmpty else { return }
        let values = "{ [weak self] in self?.record($0) }"
        context.dialect.eventStreams?.writeEventProbeSubscription(values: values, &writer)
    }

    /// `record(_:)`: each output case's values into its recorder; and how the stream's end reaches every recorder.
    static func writeProbeRecord(_ context: RenderContext, _ writer: inout SwiftWriter) {
        let outputs = cases(context)
        guard !outputs.isEmpty else { return }
        writer.blank()
        let type = qualified(context, context.options.transform.outputType)
        writer.block("private func record(_ output: \(type))") { writer in
            writer.line("switch output {")
            for output in outputs {
                let count = EventTransformRenderer.associatedValues(output)?.count ?? 0
                writer.line(pattern(output.name, values: count) + ": self.\(Identifier.member(output.name)).record(\(bound(count)))")
            }
            writer.line("}")
        }
        writer.blank()
        let recorders = outputs.map { ("self." + Identifier.member($0.name), TestSupportRenderer.recordedElement($0)) }
        context.dialect.eventStreams?.writeEventProbeEnd(outputType: type, recorders: recorders, &writer)
    }

    // MARK: Fake

    /// The fake's `transform` of states: records what the view sends on each input stream (`subscribeInputs`, given
    /// the prefix of the struct's members), returns the fake's outputs as one stream of cases.
    static func writeFakeStatesTransform(
        _ context: RenderContext, views: [String], _ writer: inout SwiftWriter,
        subscribeInputs: (String, inout SwiftWriter) -> Void
    ) {
        let signature = context.options.transform
        writer.docs(["Records what the view sends on each input stream, and shows it the fake's outputs as cases."])
        for attribute in signature.attributeLines { writer.line(attribute) }
        let own = context.appTypeNames
        writer.list(
            "func \(Identifier.escaped(signature.name))(", signature.parameters(qualifiedBy: context.typeName, except: own),
            ") -> \(signature.resultType(qualifiedBy: context.typeName, except: own)) {")
        writer.indent { writer in
            subscribeInputs(Identifier.escaped(signature.inputName) + ".", &writer)
            if let streams = context.dialect.eventStreams {
                EventTransformRenderer.writeMerge(
                    Array(zip(context.viewModel.outputs, views.map(streams.mergeableViewStream))),
                    into: qualified(context, signature.outputType), streams: streams, &writer)
            }
        }
        writer.line("}")
        CalledInputs.writeFakeMethods(context, &writer)
    }

    /// The fake's `transform`: records each case the view sends, returns the fake's outputs as one stream of cases.
    static func writeFakeTransform(_ context: RenderContext, views: [String], _ writer: inout SwiftWriter) {
        let signature = context.options.transform
        writer.docs(["Records each case the view sends, and shows it the fake's outputs as cases."])
        for attribute in signature.attributeLines { writer.line(attribute) }
        writer.list(
            "func \(Identifier.escaped(signature.name))(", signature.parameters(qualifiedBy: context.typeName),
            ") -> \(signature.resultType(qualifiedBy: context.typeName)) {")
        writer.indent { writer in
            if context.viewModel.inputs.contains(where: { !$0.isCalled }) {
                writer.chain(context.dialect.subscribe(
                    Identifier.escaped(signature.inputName), .logic, handler: "{ [weak self] in self?.record($0) }"))
            }
            if let streams = context.dialect.eventStreams {
                EventTransformRenderer.writeMerge(
                    zip(context.viewModel.outputs, views.map(streams.mergeableViewStream)).filter { $0.0.streamKind != .value },
                    into: qualified(context, signature.outputType), streams: streams, &writer)
            }
        }
        writer.line("}")
        CalledInputs.writeFakeMethods(context, &writer)
        guard context.viewModel.inputs.contains(where: { !$0.isCalled }) else { return }
        writer.blank()
        writer.block("private func record(_ event: \(qualified(context, signature.inputType)))") { writer in
            writer.line("switch event {")
            for input in context.viewModel.inputs where !input.isCalled {
                let count = input.parameters.count
                let call = "." + Identifier.member(input.streamName) + (count == 0 ? "" : count == 1 ? "(value0)"
                    : "(" + input.parameters.enumerated().map { Identifier.label($1.name) + ": value\($0)" }
                        .joined(separator: ", ") + ")")
                writer.line(pattern(input.methodName, values: count) + ": calls.append(\(call))")
            }
            writer.line("}")
        }
    }
}
