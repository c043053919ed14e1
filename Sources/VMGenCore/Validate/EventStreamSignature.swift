/// The one-stream event transform's `transform:` signature: `transform(with input: AnyPublisher<Input, Never>) ->
/// AnyPublisher<Output, Never>`. The parameter and the result are each a stream of a plain name, which names the enum
/// the view model declares (a case per input, a case per output); which streams a framework takes is checked once
/// the framework is known (`check(_:framework:at:into:)`).
enum EventStreamSignature {
    /// The stream names a parameter or result may be, and the frameworks whose stream each is.
    static let streams: [String: [Framework]] = [
        "AnyPublisher": [.combine],
        "Observable": [.rxswift, .rxcocoa],
        "Signal": [.reactiveswift],
        "SignalProducer": [.reactiveswift],
    ]

    /// The stream `type` is and the name of its element, when it is a stream of a plain name (`AnyPublisher<Input,
    /// Never>`); nil for another type.
    static func stream(_ type: SwiftType) -> (TransformSignature.Events.Stream, String)? {
        guard case .named(let components) = type, components.count == 1, streams[components[0].name] != nil,
              let element = components[0].genericArguments.first,
              case .named(let names) = element, names.count == 1, names[0].genericArguments.isEmpty
        else { return nil }
        return (.init(name: components[0].name, trailingArguments: Array(components[0].genericArguments.dropFirst())),
                names[0].name)
    }

    /// The error for streams `framework` does not have, or a framework without streams; true when it takes them.
    @discardableResult
    static func check(
        _ events: TransformSignature.Events, framework: Framework, at location: SourceLocation, into sink: inout DiagnosticSink
    ) -> Bool {
        let expected: String
        switch framework {
        case .combine: expected = "'AnyPublisher<Input, Never>' and 'AnyPublisher<Output, Never>'"
        case .rxswift, .rxcocoa: expected = "'Observable<Input>' and 'Observable<Output>'"
        case .reactiveswift: expected = "'Signal<Input, Never>' or 'SignalProducer<Input, Never>', and the same of 'Output'"
        case .closures, .async:
            sink.error(
                "a 'transform:' of streams (the one-stream event transform) needs a framework with streams, and"
                    + " '\(framework.name)' has none to send the view's events in and the outputs' cases out", at: location,
                notes: [.init("use 'framework: combine', 'rxswift', 'rxcocoa' or 'reactiveswift', or a 'transform:' of structs")])
            return false
        }
        return check([("parameter", events.input), ("result", events.output)], framework: framework,
                     shape: "the one-stream event transform of '\(framework.name)' takes and gives \(expected)", at: location, into: &sink)
    }

    /// The transform of states' result (`-> AnyPublisher<LoginState, Never>`): the error for a stream `framework` does
    /// not have, or a framework without streams; true when it takes it.
    @discardableResult
    static func check(
        states stream: TransformSignature.Events.Stream, framework: Framework, at location: SourceLocation,
        into sink: inout DiagnosticSink
    ) -> Bool {
        let expected: String
        switch framework {
        case .combine: expected = "'AnyPublisher<Output, Never>'"
        case .rxswift, .rxcocoa: expected = "'Observable<Output>'"
        case .reactiveswift: expected = "'Signal<Output, Never>'"
        case .closures, .async:
            sink.error(
                "a 'transform:' that returns a stream (the transform of states) needs a framework with streams, and"
                    + " '\(framework.name)' has none to send the outputs' cases in", at: location,
                notes: [.init("use 'framework: combine', 'rxswift', 'rxcocoa' or 'reactiveswift', or a 'transform:' of structs")])
            return false
        }
        return check([("result", stream)], framework: framework,
                     shape: "the transform of states of '\(framework.name)' returns \(expected)", at: location, into: &sink)
    }

    private static func check(
        _ streams: [(String, TransformSignature.Events.Stream)], framework: Framework, shape: String,
        at location: SourceLocation, into sink: inout DiagnosticSink
    ) -> Bool {
        var problems: [String] = []
        for (what, stream) in streams {
            let arguments = stream.trailingArguments.map(\.description)
            let fits: Bool
            switch framework {
            case .combine: fits = stream.name == "AnyPublisher" && arguments == ["Never"]
            case .rxswift, .rxcocoa: fits = stream.name == "Observable" && arguments.isEmpty
            default: fits = ["Signal", "SignalProducer"].contains(stream.name) && arguments == ["Never"]
            }
            if !fits { problems.append("the \(what) is '\(stream.spelled("_"))'") }
        }
        if problems.isEmpty, framework == .reactiveswift, streams.contains(where: { $0.1.name == "SignalProducer" }) {
            sink.error(
                streams.count == 2
                    ? "vmgen writes ReactiveSwift's one-stream event transform with Signals ('Signal<Input, Never>' and"
                        + " 'Signal<Output, Never>'), not with SignalProducers yet"
                    : "vmgen writes ReactiveSwift's transform of states with a Signal ('Signal<Output, Never>'), not with"
                        + " a SignalProducer yet", at: location,
                notes: [.init(streams.count == 2 ? "write 'transform(with input: Signal<Input, Never>) -> Signal<Output, Never>'"
                    : "write '-> Signal<Output, Never>'")])
            return false
        }
        guard !problems.isEmpty else { return true }
        sink.error(shape + ": " + problems.joined(separator: ", "), at: location)
        return false
    }
}
