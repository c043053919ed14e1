/// ReactiveSwift 7, as Kickstarter writes it: `Signal<T, Never>` streams; an input that replays its latest value
/// is a `MutableProperty` (`fooProperty`), any other a `Signal.pipe()` (`(fooSignal, fooObserver)`). Inputs with
/// values default to properties, inputs without to pipes, as in Kickstarter's view models.
struct ReactiveSwiftDialect: FrameworkDialect {
    var framework: Framework { .reactiveswift }

    func imports(for style: Style) -> (modules: [String], conditional: [String]) {
        (["ReactiveSwift"], [])
    }

    func streamType(_ element: String) -> String {
        "Signal<\(element), Never>"
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
                observer: "\(observerType)(value: { [\(property)] in \(property).value = $0 })",
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
}
