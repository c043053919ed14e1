/// Swift concurrency, no framework: `AsyncStream<T>` inputs and outputs, and logic written with tasks.
///
/// An `AsyncStream` has one consumer (a second `for await` on the same stream is a programmer error), so where the
/// view model is an object the view reads outputs from (the triplet, the observable and published styles), each
/// output is shared by an `AsyncOutput`: one task consumes the logic's stream and every read of the output property
/// is a new stream of what the logic sends from then on (a value output's starts with its latest value; an event's,
/// `Void` or `@signal`, does not). Where the view is handed the streams once (the subject style's `output`, the
/// transform's `Output`, the function's tuple, the constructor's asynchronous values) each is the logic's own stream,
/// for one consumer. Inputs are `AsyncStream`s the view model yields into (`@latest`: only the newest value waits for
/// a slow logic), finished when the view model goes away; the outputs' tasks are cancelled then. The view model is
/// always isolated to an actor (`MainActor` unless `isolation:` names another), so its logic's tasks run there.
struct AsyncDialect: FrameworkDialect {
    var framework: Framework { .async }

    var typeNames: Set<String> {
        ["AsyncStream", "Task", "Never", Self.inputType, Self.outputType, "Element", "Readers"]
    }

    var expressionTypeNames: Set<String> { ["AsyncStream", "Task", Self.inputType, Self.outputType] }

    func imports(for style: Style) -> (modules: [String], conditional: [String]) { ([], []) }

    func streamType(_ element: String) -> String { "AsyncStream<\(element)>" }

    func backingNames(streamName: String, style: Style, replaysLatest: Bool) -> [String] { [streamName + "Input"] }

    func inputBacking(_ input: InputSpelling, style: Style) -> InputBacking {
        let name = input.streamName + "Input"
        let policy = input.replaysLatest ? "(bufferingPolicy: .bufferingNewest(1))" : "()"
        return InputBacking(
            memberNames: [name],
            declaration: "let \(name) = \(Self.inputType)<\(input.element)>\(policy)",
            stream: "\(name).stream",
            observerType: "AsyncStream<\(input.element)>.Continuation",
            observer: "\(name).continuation",
            helpers: Self.inputHelper,
            send: { "\(name).continuation.yield(\($0))" })
    }

    func sharedOutputs(isolation: String) -> SharedOutputs? {
        SharedOutputs(
            storageName: { $0 + "Output" },
            storageType: { "\(Self.outputType)<\($0)>" },
            make: { expression, output in
                "\(Self.outputType)(\(expression), replaysLatest: \(!output.isSignal && !output.type.isVoid))"
            },
            read: { "\($0).read()" },
            observe: { storage, handler in "\(storage).observe \(handler)" },
            helpers: Self.outputHelper(isolation: isolation))
    }

    /// The input storage: the stream the logic reads and the continuation the view model (or the view, in the subject
    /// style) yields into; the stream finishes when the view model goes away, which ends the logic's loops over it.
    static let inputType = "AsyncInput"
    static let inputHelper = [
        "/// An input's stream and the continuation that yields into it; the stream finishes when the view model goes away.",
        "private final class \(inputType)<Element: Sendable> {",
        "    let stream: AsyncStream<Element>",
        "    let continuation: AsyncStream<Element>.Continuation",
        "",
        "    init(bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy = .unbounded) {",
        "        (stream, continuation) = AsyncStream.makeStream(bufferingPolicy: bufferingPolicy)",
        "    }",
        "",
        "    deinit { continuation.finish() }",
        "}",
    ]

    /// The output storage: one task consumes the logic's stream and hands each value to every reader.
    static let outputType = "AsyncOutput"
    static func outputHelper(isolation: String) -> [String] {
        [
            "/// Shares one of the logic's streams: `read()` is a new stream of what it sends from then on (starting with",
            "/// the latest value when `replaysLatest`), `observe` runs a closure on each value; cancelled with the view model.",
            "\(isolation)private final class \(outputType)<Element: Sendable> {",
            "    private let readers: Readers",
            "    private let task: Task<Void, Never>",
            "",
            "    init(_ stream: AsyncStream<Element>, replaysLatest: Bool) {",
            "        let readers = Readers(replaysLatest: replaysLatest)",
            "        self.readers = readers",
            "        task = Task {",
            "            for await value in stream { readers.send(value) }",
            "            readers.finish()",
            "        }",
            "    }",
            "",
            "    deinit { task.cancel() }",
            "",
            "    func read() -> AsyncStream<Element> { readers.read() }",
            "",
            "    func observe(_ observer: @escaping (Element) -> Void) { readers.observers.append(observer) }",
            "",
            "    \(isolation)private final class Readers {",
            "        var observers: [(Element) -> Void] = []",
            "        private var continuations: [AsyncStream<Element>.Continuation] = []",
            "        private var latest: Element?",
            "        private var finished = false",
            "        private let replaysLatest: Bool",
            "",
            "        init(replaysLatest: Bool) { self.replaysLatest = replaysLatest }",
            "",
            "        func read() -> AsyncStream<Element> {",
            "            let (stream, continuation) = AsyncStream.makeStream(of: Element.self)",
            "            if replaysLatest, let latest { continuation.yield(latest) }",
            "            if finished { continuation.finish() } else { continuations.append(continuation) }",
            "            return stream",
            "        }",
            "",
            "        func send(_ value: Element) {",
            "            if replaysLatest { latest = value }",
            "            // A reader whose stream is gone (its consumer ended, or nobody kept it) is dropped.",
            "            continuations = continuations.filter { continuation in",
            "                if case .terminated = continuation.yield(value) { return false }",
            "                return true",
            "            }",
            "            for observer in observers { observer(value) }",
            "        }",
            "",
            "        func finish() {",
            "            finished = true",
            "            for continuation in continuations { continuation.finish() }",
            "            continuations = []",
            "        }",
            "    }",
            "}",
        ]
    }

    // No test support yet (`Framework.hasTestSupport`): these stream pieces are never asked for.
    var testImports: (modules: [String], conditional: [String]) { ([], []) }

    var subscriptionStorage: String { preconditionFailure("no test support for async") }

    func subscribe(_ expression: String, _ kind: SubscribedStream, handler: String) -> [String] {
        preconditionFailure("no test support for async")
    }

    func feed(_ observer: String, _ value: String) -> String { "\(observer).yield(\(value))" }

    func observer(_ element: String, handler: String) -> (expression: String, helpers: [String]) {
        preconditionFailure("no test support for async")
    }

    func fakeOutput(_ name: String, element: String, _ output: ViewModel.Output) -> FakeOutputBacking {
        preconditionFailure("no test support for async")
    }
}
