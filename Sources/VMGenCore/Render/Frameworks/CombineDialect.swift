/// Combine: `AnyPublisher<T, Never>` streams, `PassthroughSubject` behind input methods (or, for `@latest`,
/// a `CurrentValueSubject` of optionals with the `nil` it starts with dropped). The import is Combine on Apple
/// platforms and OpenCombine elsewhere. The subject style hands the view `AnySubscriber`s.
struct CombineDialect: FrameworkDialect {
    var framework: Framework { .combine }

    var typeNames: Set<String> {
        [
            "Combine", "OpenCombine", "AnyPublisher", "AnySubscriber", "PassthroughSubject", "CurrentValueSubject", "Never",
            "AnyCancellable", "Subject", "Set", "ObservableObject", "Published", "ReferenceWritableKeyPath", "AnyObject",
        ]
    }

    var expressionTypeNames: Set<String> { ["PassthroughSubject", "CurrentValueSubject", "AnySubscriber"] }

    var sharesOutputs: Bool { true }

    func viewOutput(_ expression: String, _ output: ViewModel.Output) -> String {
        "\(expression).share().eraseToAnyPublisher()"
    }

    func imports(for style: Style) -> (modules: [String], conditional: [String]) {
        ([], Self.conditionalImport)
    }

    /// Combine on Apple platforms, OpenCombine elsewhere.
    static let conditionalImport = ["#if canImport(Combine)", "import Combine", "#else", "import OpenCombine", "#endif"]

    func streamType(_ element: String) -> String {
        "AnyPublisher<\(element), Never>"
    }

    func outputStreamType(_ element: String, _ output: ViewModel.Output) -> String {
        "AnyPublisher<\(element), \(output.failureDescription)>"
    }

    /// A `@subject` output: a `CurrentValueSubject` when the output has a starting value, else a `PassthroughSubject`;
    /// a `@value` output: the value itself.
    func viewOutputType(_ element: String, _ output: ViewModel.Output) -> String {
        if output.streamKind == .value { return element }
        guard output.streamKind == .subject else { return outputStreamType(element, output) }
        return (output.keepsValue ? "CurrentValueSubject" : "PassthroughSubject")
            + "<\(element), \(output.failureDescription)>"
    }

    /// The logic's publisher type handed back where the view sees it (every output but a subject or a value).
    func viewOutputType(_ element: String, _ output: ViewModel.Output, stream: String) -> String {
        output.streamKind == .value || output.streamKind == .subject ? viewOutputType(element, output) : stream
    }

    func subjectOutputBindings(_ outputs: [ViewModel.Output], valueWrapper: String?) -> SubjectOutputBindings {
        subjectOutputBindings(outputs, keptIn: nil)
    }

    /// The bindings, kept in a `Set<AnyCancellable>` handed `inout` (`&subscriptions`), or in the app's class `bag`
    /// the transform is handed (`transform-bag:`, `cancelBag: CancelBag`), which `AnyCancellable.store(in:)` takes
    /// as is: the helpers then take the class.
    func subjectOutputBindings(_ outputs: [ViewModel.Output], keptIn bag: String?) -> SubjectOutputBindings {
        let subjects = outputs.contains { $0.streamKind == .subject }
        let values = outputs.contains { $0.streamKind == .value }
        let kept = bag.map { (parameter: "bag: " + $0, kept: "`bag` is", store: "bag") }
            ?? (parameter: "subscriptions: inout Set<AnyCancellable>", kept: "`subscriptions` are", store: "&subscriptions")
        let reference = bag == nil ? "&" : ""
        return SubjectOutputBindings(
            storageType: bag ?? "Set<AnyCancellable>",
            storageDeclaration: { "var \($0) = Set<AnyCancellable>()" },
            helpers: (subjects ? [Self.bindHelper(kept)] : []) + (values ? [Self.assignHelper(kept)] : []),
            bind: { stream, output, element, storage in
                let subject = self.viewOutputType(element, output) + "(" + (output.fallback ?? "") + ")"
                return "Self.bind(\(stream), to: \(subject), in: \(reference)\(storage))"
            },
            assign: { stream, name, root, storage in
                "Self.assign(\(stream), to: \\.\(Identifier.member(name)), on: \(root), in: \(reference)\(storage))"
            },
            bindInto: { stream, target, storage in "_ = Self.bind(\(stream), to: \(target), in: \(reference)\(storage))" },
            valueAttribute: "@Published ", valueObject: "ObservableObject")
    }

    /// The storage a helper takes: its parameter (`subscriptions: inout Set<AnyCancellable>`, `bag: CancelBag`), the
    /// docs' words for it kept, and what `store(in:)` is handed (`&subscriptions`, `bag`).
    private typealias KeptIn = (parameter: String, kept: String, store: String)

    /// Keeps a value output of the view's output object set to what the logic's stream sends; the object is held
    /// weakly, so that it goes away with the view.
    private static func assignHelper(_ kept: KeptIn) -> [String] {
        [
            "/// Sets `root[keyPath: path]` to each value `stream` sends, for as long as \(kept.kept) kept.",
            "private static func assign<Value, Root: AnyObject>(",
            "    _ stream: AnyPublisher<Value, Never>, to path: ReferenceWritableKeyPath<Root, Value>, on root: Root,",
            "    in \(kept.parameter)",
            ") {",
            "    stream.sink { [weak root] in root?[keyPath: path] = $0 }.store(in: \(kept.store))",
            "}",
        ]
    }

    private static func bindHelper(_ kept: KeptIn) -> [String] {
        [
            "/// Sends what `stream` sends into `subject`, for as long as \(kept.kept) kept, and returns `subject`.",
            "private static func bind<Value, Failure, Target: Subject>(",
            "    _ stream: AnyPublisher<Value, Failure>, to subject: Target, in \(kept.parameter)",
            ") -> Target where Target.Output == Value, Target.Failure == Failure {",
            "    stream.sink(receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })",
            "        .store(in: \(kept.store))",
            "    return subject",
            "}",
        ]
    }

    func sentInputBacking(_ input: InputSpelling, _ kind: ViewModel.StreamKind) -> InputBacking {
        let name = input.streamName + "Subject"
        // One that starts with a value: `CurrentValueSubject`.
        let make = input.startingValue.map { "CurrentValueSubject<\(input.element), Never>(\($0))" }
            ?? "PassthroughSubject<\(input.element), Never>()"
        var backing = InputBacking(
            memberNames: [name], declaration: "let \(name) = \(make)", stream: name, send: { "\(name).send(\($0))" })
        backing.make = make
        return backing
    }

    func viewInputType(_ element: String, _ input: ViewModel.Input) -> String {
        guard input.streamKind == .subject else { return streamType(element) }
        return input.startingValue == nil ? "PassthroughSubject<\(element), Never>" : "CurrentValueSubject<\(element), Never>"
    }

    /// The logic's publisher type handed back where the view hands it (every input but a subject).
    func viewInputType(_ element: String, _ input: ViewModel.Input, stream: String) -> String {
        input.streamKind == .subject ? viewInputType(element, input) : stream
    }

    func skippingStart(_ expression: String) -> String { expression + ".dropFirst()" }

    func making(_ type: String, startingValue: String?) -> String { type + "(" + (startingValue ?? "") + ")" }

    func send(into target: String, _ kind: ViewModel.StreamKind, _ value: String) -> String {
        "\(target).send(\(value))"
    }

    func logicInput(_ expression: String, _ input: ViewModel.Input) -> String {
        input.streamKind == .subject ? "\(expression).eraseToAnyPublisher()" : expression
    }

    func backingNames(streamName: String, style: Style, replaysLatest: Bool) -> [String] {
        [streamName + "Subject"]
    }

    func inputBacking(_ input: InputSpelling, style: Style) -> InputBacking {
        let name = input.streamName + "Subject"
        let subject = input.replaysLatest
            ? "CurrentValueSubject<\(input.optionalElement), Never>(nil)" : "PassthroughSubject<\(input.element), Never>()"
        return InputBacking(
            memberNames: [name],
            declaration: "let \(name) = \(subject)",
            stream: input.replaysLatest
                ? "\(name).compactMap { $0 }.eraseToAnyPublisher()" : "\(name).eraseToAnyPublisher()",
            observerType: "AnySubscriber<\(input.element), Never>",
            observer: "Self.subscriber { [\(name)] in \(name).send($0) }",
            helpers: Self.subscriberHelper,
            send: { "\(name).send(\($0))" })
    }

    var testImports: (modules: [String], conditional: [String]) { imports(for: .triplet) }

    var subscriptionStorage: String { "var subscriptions = Set<AnyCancellable>()" }

    func subscribe(_ expression: String, _ kind: SubscribedStream, handler: String) -> [String] {
        switch kind {
        case .view(let output), .async(let output):
            // `sink(receiveValue:)` is for publishers that cannot fail.
            if output.failure != nil {
                return [expression, ".sink(receiveCompletion: { _ in }, receiveValue: \(handler))", ".store(in: &subscriptions)"]
            }
        case .logic, .input: break
        }
        return [expression, ".sink(receiveValue: \(handler))", ".store(in: &subscriptions)"]
    }

    func feed(_ observer: String, _ value: String) -> String {
        "_ = \(observer).receive(\(value))"
    }

    func observer(_ element: String, handler: String) -> (expression: String, helpers: [String]) {
        ("Self.subscriber \(handler)", Self.subscriberHelper)
    }

    func fakeOutput(_ name: String, element: String, _ output: ViewModel.Output) -> FakeOutputBacking {
        let subject = name + "Subject"
        if output.streamKind == .subject {
            // The view binds to the subject itself.
            return FakeOutputBacking(
                memberNames: [subject],
                declaration: "let \(subject) = \(viewOutputType(element, output))(\(output.fallback ?? ""))",
                view: subject, send: { "\(subject).send(\($0))" })
        }
        return FakeOutputBacking(
            memberNames: [subject],
            declaration: "let \(subject) = PassthroughSubject<\(element), \(output.failureDescription)>()",
            view: "\(subject).eraseToAnyPublisher()", send: { "\(subject).send(\($0))" })
    }

    /// Makes a subscriber that asks for every value and sends each one on. (`AnySubscriber(subject)` would drop
    /// values a view sends before it has a subscription.)
    private static let subscriberHelper = [
        "private static func subscriber<Value>(_ send: @escaping (Value) -> Void) -> AnySubscriber<Value, Never> {",
        "    AnySubscriber(",
        "        receiveSubscription: { $0.request(.unlimited) },",
        "        receiveValue: { value in",
        "            send(value)",
        "            return .none",
        "        }",
        "    )",
        "}",
    ]
}

// MARK: - One-stream event transform

extension CombineDialect: EventStreams {
    func sharedEvents(_ stream: String) -> String { stream + ".share()" }

    var eventCaseErasure: String { ".eraseToAnyPublisher()" }

    func writeEventMerge(_ streams: [String], _ writer: inout SwiftWriter) {
        if streams.isEmpty {
            writer.line("return Empty().eraseToAnyPublisher()")
        } else {
            // A sequence of the streams, flattened: what Combine and OpenCombine share of a merge.
            writer.list("return [", streams, "].publisher.flatMap { $0 }.eraseToAnyPublisher()", maxWidth: 0)
        }
    }

    func mergeableViewStream(_ stream: String) -> String { stream }

    func writeEventProbeSubscription(values: String, _ writer: inout SwiftWriter) {
        writer.chain(["output", ".sink(receiveCompletion: { [weak self] in self?.finish($0) }, receiveValue: \(values))",
                      ".store(in: &subscriptions)"])
    }

    func writeEventProbeEnd(outputType: String, recorders: [(recorder: String, element: String)], _ writer: inout SwiftWriter) {
        writer.block("private func finish(_ completion: Subscribers.Completion<Never>)") { writer in
            for (recorder, _) in recorders { writer.line("\(recorder).receive(completion: completion)") }
        }
    }
}
