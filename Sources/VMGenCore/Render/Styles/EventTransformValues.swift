/// The values of the one-stream event transform (`- @value chatList: [ChatRoom] = []`), as hand-written event
/// transforms keep state the view reads beside the cases they send (`private(set) var chatList: [ChatRoom] = [] {
/// didSet { outputSubject.send(.showChatRoom) } }`, read by a table's data source as `viewModel.chatList[row]`): no
/// case of `Output`, but a property of the class, `private(set) var chatList: [ChatRoom] = []`, starting with the
/// output's value, which the class sets to each value of the logic's stream of that name. That stream is merged into
/// the one `transform` returns, sending no case, so the property follows the logic while the view subscribes to the
/// cases, as the hand-written class set it from what the view's events started; what the observer did (send a case)
/// is the logic's too. Unlike the observer, which sent its case once the value was set, a case the logic sends from
/// the same shared stream as the value may reach the view first: Combine's subjects reach their subscribers in no set
/// order. Combine, whose other styles keep `@value` outputs too, and a class (a struct has no `weak self`).
enum EventTransformValues {
    /// Why a `@value` output cannot be one of this spec's, or nil when it can.
    static func refusal(options: GenerationOptions) -> String? {
        if options.framework != .combine {
            return "a '@value' output is a property of the class kept from the logic's stream, which vmgen writes in"
                + " Combine alone here"
        }
        if options.isStruct { return "a '@value' output is a property of a class, and this spec declares a struct" }
        return nil
    }

    /// The properties, after a blank line: `private(set) var chatList: [ChatRoom] = []`, with the options' access to read.
    static func writeProperties(_ context: RenderContext, _ writer: inout SwiftWriter) {
        guard context.options.transform.isEventStream else { return }
        let values = context.viewModel.outputs.filter { $0.streamKind == .value }
        guard !values.isEmpty else { return }
        writer.blank()
        for output in values {
            writer.docs(output.docs.isEmpty ? ["Kept from the logic's `\(output.name)` while the view subscribes to the cases."] : output.docs)
            writer.line(context.access + property(output))
        }
    }

    /// `private(set) var chatList: [Room] = []`: a value as the class declares it, and the fake in test support.
    static func property(_ output: ViewModel.Output) -> String {
        "private(set) var \(Identifier.escaped(output.name)): \(output.type.description) = " + (output.fallback ?? "nil")
    }

    /// The logic's stream of each value as a stream of cases that sets the property and sends none, in a local
    /// (`keptChatList`) the merge takes among the cases' streams; by output name.
    static func writeKeeping(
        _ context: RenderContext, outputType: String, locals: Set<String>, _ writer: inout SwiftWriter
    ) -> [String: String] {
        guard let erasure = context.dialect.eventStreams?.eventCaseErasure else { return [:] }
        var kept: [String: String] = [:]
        for output in context.viewModel.outputs where output.streamKind == .value {
            var local = "kept" + output.name.prefix(1).uppercased() + output.name.dropFirst()
            while locals.contains(local) || kept.values.contains(local) { local += "Value" }
            kept[output.name] = local
            writer.line("let \(local) = output.\(Identifier.member(output.name))")
            writer.indent { writer in
                writer.line(".compactMap { [weak self] value -> \(Identifier.escaped(outputType))? in")
                writer.indent { writer in
                    writer.line("self?.\(Identifier.member(output.name)) = value")
                    writer.line("return nil")
                }
                writer.line("}" + erasure)
            }
        }
        return kept
    }
}
