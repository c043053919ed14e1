/// The probe of the SwiftUI styles (observable, published): how it records the stored values the view reads.
extension ProbeWriter {
    /// Whether the probe keeps subscriptions to streams in the dialect's storage: the SwiftUI styles' only for events.
    var subscribesStreams: Bool {
        dialect.usesStreams && !recorded.isEmpty
            && (!style.isObservable || recorded.contains { surface.output($0.output) == .stream })
    }

    /// Whether the probe records stored values through Observation (the observable style's `@Observable` class).
    var tracksObservation: Bool {
        style == .observable && recorded.contains { surface.output($0.output) == .storedValue }
    }

    /// The storage of the published style's `$value` subscriptions: the dialect's own with Combine.
    var publishedStorage: String? {
        guard style == .published, recorded.contains(where: { surface.output($0.output) == .storedValue }) else { return nil }
        return dialect.framework == .combine ? "subscriptions" : "valueSubscriptions"
    }

    /// Records each value a stored property is set to, from the start: `$isLoading`'s values, the one it holds first
    /// when the spec gives it a starting value (`@Published`), or what Observation reports (`@Observable`), after
    /// the starting value the probe's `init` records.
    func recordingStoredValue(_ output: ViewModel.Output, _ source: String, into recorder: String) -> String {
        if let storage = publishedStorage {
            let projected = source.dropLast(Identifier.member(output.name).count) + "$" + output.name
            // A property made optional to start empty (`String? = nil`) records the values set, as the streams send them.
            let values = output.fallback == nil && !output.type.isOptional ? ".compactMap { $0 }" : ""
            // `$value` sends the value it holds first: the starting value, which the probe sees as the streams' do.
            let current = output.fallback != nil ? "" : ".dropFirst()"
            return "\(projected)\(current)\(values).sink(receiveValue: \(recorder).record).store(in: &\(storage))"
        }
        return "track(\(recorder)) { $0.\(Identifier.member(output.name)) }"
    }

    /// `track(_:_:)`: Observation tells of one change, before it is made; the recorder reads the value after, and
    /// tracking starts again for the next change.
    func writeTracking(_ writer: inout SwiftWriter) {
        let actor = surface.actor ?? "MainActor"
        let assume = actor == "MainActor" ? "MainActor.assumeIsolated {" : "\(actor).shared.assumeIsolated { _ in"
        writer.docs(["Records every value `read` gives, as it changes."])
        writer.list(
            "private func track<Value>(", ["_ recorder: Recorder<Value>", "_ read: @escaping @Sendable @\(actor) (\(typeName)) -> Value?"],
            ") {")
        writer.indent { writer in
            writer.line("let viewModel = viewModel")
            writer.line("withObservationTracking { _ = read(viewModel) } onChange: { [weak self] in")
            writer.indent { writer in
                writer.line(assume)
                writer.indent { writer in
                    writer.line("recorder.settle()")
                    writer.line("recorder.pending = { read(viewModel) }")
                    writer.line("self?.track(recorder, read)")
                }
                writer.line("}")
            }
            writer.line("}")
        }
        writer.line("}")
    }
}
