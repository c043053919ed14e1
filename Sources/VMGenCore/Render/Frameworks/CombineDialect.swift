/// Combine: `AnyPublisher<T, Never>` streams, `PassthroughSubject` behind input methods (or, for `@latest`,
/// a `CurrentValueSubject` of optionals with the `nil` it starts with dropped). The import is Combine on Apple
/// platforms and OpenCombine elsewhere. The subject style hands the view `AnySubscriber`s.
struct CombineDialect: FrameworkDialect {
    var framework: Framework { .combine }

    func imports(for style: Style) -> (modules: [String], conditional: [String]) {
        ([], ["#if canImport(Combine)", "import Combine", "#else", "import OpenCombine", "#endif"])
    }

    func streamType(_ element: String) -> String {
        "AnyPublisher<\(element), Never>"
    }

    func backingNames(streamName: String, style: Style, replaysLatest: Bool) -> [String] {
        [streamName + "Subject"]
    }

    func inputBacking(_ input: InputSpelling, style: Style) -> InputBacking {
        let name = input.streamName + "Subject"
        let observerType = "AnySubscriber<\(input.element), Never>"
        if input.replaysLatest {
            return InputBacking(
                memberNames: [name],
                declaration: "let \(name) = CurrentValueSubject<\(input.optionalElement), Never>(nil)",
                stream: "\(name).compactMap { $0 }.eraseToAnyPublisher()",
                observerType: observerType,
                observer: "Self.subscriber(sendingTo: \(name))",
                helpers: Self.subscriberHelper,
                send: { "\(name).send(\($0))" })
        }
        return InputBacking(
            memberNames: [name],
            declaration: "let \(name) = PassthroughSubject<\(input.element), Never>()",
            stream: "\(name).eraseToAnyPublisher()",
            observerType: observerType,
            observer: "AnySubscriber(\(name))",
            send: { "\(name).send(\($0))" })
    }

    /// Makes a subscriber that forwards values into a `CurrentValueSubject` of optionals.
    private static let subscriberHelper = [
        "private static func subscriber<Value>(",
        "    sendingTo subject: CurrentValueSubject<Value?, Never>",
        ") -> AnySubscriber<Value, Never> {",
        "    AnySubscriber(",
        "        receiveSubscription: { $0.request(.unlimited) },",
        "        receiveValue: { value in",
        "            subject.send(value)",
        "            return .none",
        "        }",
        "    )",
        "}",
    ]
}
