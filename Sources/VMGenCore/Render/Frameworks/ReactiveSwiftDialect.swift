/// ReactiveSwift 7, as Kickstarter writes it: `Signal<T, Never>` streams; an input that replays its latest value
/// is a `MutableProperty` (`fooProperty`), any other a `Signal.pipe()` (`(fooSignal, fooObserver)`). Inputs with
/// values default to properties, inputs without to pipes, as in Kickstarter's view models.
///
/// A value output with a starting value (`- enabled: Bool = false`) is state, which ReactiveSwift keeps in a
/// `Property`: the view model makes `Property(initial: false, then: output.enabled)`, which observes the logic's
/// Signal from `init` and hands each observer the current value first, so a view that binds after `init` still sees
/// the starting value (a hot `Signal` gives it nothing). Events (`Void`, `@signal`), outputs that can fail
/// (`@failure`) and outputs without a starting value stay the logic's Signals.
struct ReactiveSwiftDialect: FrameworkDialect {
    var framework: Framework { .reactiveswift }

    var typeNames: Set<String> {
        [
            "ReactiveSwift", "Signal", "SignalProducer", "MutableProperty", "Property", "Never", "Observer",
            "CompositeDisposable", "ScopedDisposable",
        ]
    }

    var expressionTypeNames: Set<String> { ["Signal", "MutableProperty", "Property"] }

    /// Whether the view sees `output` as a `Property`: state (`ViewModel.Output.isState`).
    static func isProperty(_ output: ViewModel.Output) -> Bool { output.isState }

    func viewOutputType(_ element: String, _ output: ViewModel.Output) -> String {
        Self.isProperty(output) ? "Property<\(element)>" : outputStreamType(element, output)
    }

    /// The logic's `Signal` type handed back where the view sees it (every output but a `Property`).
    func viewOutputType(_ element: String, _ output: ViewModel.Output, stream: String) -> String {
        Self.isProperty(output) ? viewOutputType(element, output) : stream
    }

    func viewOutput(_ expression: String, _ output: ViewModel.Output) -> String {
        guard Self.isProperty(output), let start = output.fallback else { return expression }
        return "Property(initial: \(start), then: \(expression))"
    }

    func imports(for style: Style) -> (modules: [String], conditional: [String]) {
        (["ReactiveSwift"], [])
    }

    func streamType(_ element: String) -> String {
        "Signal<\(element), Never>"
    }

    func outputStreamType(_ element: String, _ output: ViewModel.Output) -> String {
        "Signal<\(element), \(output.failureDescription)>"
    }

    /// One-shot loads are cold: they start when the view starts them, as Kickstarter's API calls do.
    func asyncStreamType(_ element: String, _ output: ViewModel.Output) -> String {
        "SignalProducer<\(element), \(output.failureDescription)>"
    }

    func replaysLatest(_ input: ViewModel.Input) -> Bool {
        input.replaysLatest ?? !input.parameters.isEmpty
    }

    func backingNames(streamName: String, style: Style, replaysLatest: Bool) -> [String] {
        replaysLatest ? [streamName + "Property"] : [streamName + "Signal", streamName + "Observer"]
    }

    func inputBacking(_ input: InputSpelling, style: Style) -> InputBacking {
        let names = backingNames(streamName: input.streamName, style: style, replaysLatest: input.replaysLatest)
        let observerType = "Signal<\(input.element), Never>.Observer"
        if input.replaysLatest {
            let property = names[0]
            return InputBacking(
                memberNames: names,
                declaration: "let \(property) = MutableProperty<\(input.optionalElement)>(nil)",
                stream: "\(property).signal.skipNil()",
                observerType: observerType,
                observer: "Self.observer(settingValueOf: \(property))",
                helpers: Self.observerHelper,
                send: { "\(property).value = \($0)" })
        }
        let (signal, observer) = (names[0], names[1])
        return InputBacking(
            memberNames: names,
            declaration: "let (\(signal), \(observer)) = Signal<\(input.element), Never>.pipe()",
            stream: signal,
            observerType: observerType,
            observer: observer,
            send: { "\(observer).send(value: \($0))" })
    }

    var testImports: (modules: [String], conditional: [String]) { (["ReactiveSwift"], []) }

    /// A `CompositeDisposable` does not dispose of what it holds when it goes away; a `ScopedDisposable` around it does.
    var subscriptionStorage: String { "let subscriptions = ScopedDisposable(CompositeDisposable())" }

    func subscribe(_ expression: String, _ kind: SubscribedStream, handler: String) -> [String] {
        // `observeValues` and `startWithValues` are for streams that cannot fail; one with a typed error
        // (`@failure`) is observed event by event, its values recorded.
        let values = "{ [handle = \(handler)] event in if case .value(let value) = event { handle(value) } }"
        switch kind {
        case .view(let output) where Self.isProperty(output), .async(let output) where Self.isProperty(output):
            // A property's producer starts with its current value.
            return ["subscriptions += \(expression).producer", ".startWithValues(\(handler))"]
        case .async(let output):
            return output.failure == nil
                ? ["subscriptions += \(expression)", ".startWithValues(\(handler))"]
                : ["subscriptions += \(expression)", ".start \(values)"]
        case .view(let output) where output.failure != nil:
            return ["subscriptions += \(expression)", ".observe \(values)"]
        default:
            return ["subscriptions += \(expression)", ".observeValues(\(handler))"]
        }
    }

    func feed(_ observer: String, _ value: String) -> String {
        "\(observer).send(value: \(value))"
    }

    func observer(_ element: String, handler: String) -> (expression: String, helpers: [String]) {
        ("Signal<\(element), Never>.Observer(value: \(handler))", [])
    }

    func fakeOutput(_ name: String, element: String, _ output: ViewModel.Output) -> FakeOutputBacking {
        if Self.isProperty(output), let start = output.fallback {
            // What the test sends is the current value, which a view that binds later sees first, as from a real one.
            let property = name + "Property"
            return FakeOutputBacking(
                memberNames: [property], declaration: "let \(property) = MutableProperty<\(element)>(\(start))",
                view: "Property(capturing: \(property))", send: { "\(property).value = \($0)" })
        }
        let (signal, observer) = (name + "Signal", name + "Observer")
        return FakeOutputBacking(
            memberNames: [signal, observer],
            declaration: "let (\(signal), \(observer)) = Signal<\(element), \(output.failureDescription)>.pipe()",
            view: signal, send: { "\(observer).send(value: \($0))" })
    }

    /// Makes an observer that sets a `MutableProperty` of optionals.
    private static let observerHelper = [
        "private static func observer<Value>(",
        "    settingValueOf property: MutableProperty<Value?>",
        ") -> Signal<Value, Never>.Observer {",
        "    Signal<Value, Never>.Observer(value: { property.value = $0 })",
        "}",
    ]
}

// MARK: - One-stream event transform

extension ReactiveSwiftDialect: EventStreams {
    /// Signals are hot: the view's events reach every case's stream as they are.
    func sharedEvents(_ stream: String) -> String { stream }

    var eventCaseErasure: String { "" }

    func writeEventMerge(_ streams: [String], _ writer: inout SwiftWriter) {
        if streams.isEmpty { writer.line("return Signal.empty") } else { writer.list("return Signal.merge(", streams, ")", maxWidth: 0) }
    }

    func mergeableViewStream(_ stream: String) -> String { stream }

    func writeEventProbeSubscription(values: String, _ writer: inout SwiftWriter) {
        writer.line("subscriptions += output.observe { [weak self] in self?.receive($0) }")
    }

    func writeEventProbeEnd(outputType: String, recorders: [(recorder: String, element: String)], _ writer: inout SwiftWriter) {
        writer.block("private func receive(_ event: Signal<\(outputType), Never>.Event)") { writer in
            writer.line("switch event {")
            writer.line("case .value(let output): record(output)")
            writer.line("case .completed:")
            writer.indent { writer in
                for (recorder, element) in recorders {
                    writer.line("\(recorder).receive(event: Signal<\(element), Never>.Event.completed)")
                }
            }
            writer.line("default: break")
            writer.line("}")
        }
    }
}
