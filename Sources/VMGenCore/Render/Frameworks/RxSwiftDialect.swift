/// RxSwift 6 with RxRelay: `Observable` streams, `PublishRelay` (or, for `@latest`, a one-element `ReplayRelay`)
/// behind input methods, `PublishSubject` (or `ReplaySubject`) behind the subject style's observers.
///
/// With RxCocoa's traits (`rxcocoa`) the logic is the same, and the view sees each output as a `Driver`, or a
/// `Signal` when marked `@signal`, converted with `asDriver(onErrorJustReturn:)` when the output gives a value for
/// errors (`= value`) and `asDriver(onErrorDriveWith: .empty())` otherwise.
struct RxSwiftDialect: FrameworkDialect {
    let usesTraits: Bool

    var framework: Framework { usesTraits ? .rxcocoa : .rxswift }

    var typeNames: Set<String> {
        let rx = Set(["RxSwift", "RxRelay", "Observable", "AnyObserver", "ObserverType", "Event", "DisposeBag"])
            .union(expressionTypeNames)
        return usesTraits ? rx.union(["RxCocoa", "Driver", "Signal", "ControlEvent", "ControlProperty"]) : rx
    }

    var expressionTypeNames: Set<String> {
        ["PublishRelay", "ReplayRelay", "BehaviorRelay", "PublishSubject", "ReplaySubject", "BehaviorSubject"]
    }

    func imports(for style: Style) -> (modules: [String], conditional: [String]) {
        var modules = ["RxSwift"]
        if style == .triplet || style.isObservable { modules.append("RxRelay") }
        if usesTraits { modules.append("RxCocoa") }
        return (modules, [])
    }

    func imports(for viewModel: ViewModel) -> [String] {
        // A value input (`@value`) is a plain value: no relay keeps it.
        let kinds = viewModel.inputs.filter { !$0.isValue }.map(\.streamKind) + viewModel.outputs.map(\.streamKind)
        // A called input's storage is the triplet's, a `PublishRelay`.
        // A dependency held in a relay (`- @relay let repository: Repository`) is a `BehaviorRelay`.
        let held = viewModel.dependencies.contains { $0.heldType?.hasPrefix("BehaviorRelay<") == true }
        return held || kinds.contains(.relay) || kinds.contains(.value) || kinds.contains(.call) ? ["RxRelay"] : []
    }

    func streamType(_ element: String) -> String {
        String(built: "Observable<\(element)>")
    }

    var convertsOutputs: Bool { usesTraits }

    /// RxCocoa's traits share already: `Driver` replays its latest value, `Signal` does not.
    var sharesOutputs: Bool { !usesTraits }

    /// A relay or a subject output is a `Behavior` one when it has a starting value, else a `Publish` one.
    func viewOutputType(_ element: String, _ output: ViewModel.Output) -> String {
        switch output.streamKind {
        case .relay?, .subject?:
            return String(built: "\(output.keepsValue ? "Behavior" : "Publish")\(output.streamKind!.typeName)<\(element)>")
        case .observable?: return streamType(element)
        case .value?: return element
        default:
            guard usesTraits else { return streamType(element) }
            return output.isSignal ? String(built: "Signal<\(element)>") : String(built: "Driver<\(element)>")
        }
    }

    /// The logic's stream type, `Observable<T>`, handed back where the view sees it (`@observable`, and every plain
    /// output without RxCocoa's traits).
    func viewOutputType(_ element: String, _ output: ViewModel.Output, stream: String) -> String {
        switch output.streamKind {
        case .relay?, .subject?, .value?: return viewOutputType(element, output)
        case .observable?: return stream
        default: return usesTraits ? viewOutputType(element, output) : stream
        }
    }

    func viewOutput(_ expression: String, _ output: ViewModel.Output) -> String {
        guard usesTraits, output.streamKind != .observable else { return String(built: "\(expression).share()") }
        let trait = output.isSignal ? "Signal" : "Driver"
        if let fallback = output.fallback {
            return String(built: "\(expression).as\(trait)(onErrorJustReturn: \(fallback))")
        }
        return String(built: "\(expression).as\(trait)(onError\(output.isSignal ? "Signal" : "Drive")With: .empty())")
    }

    func subjectOutputBindings(_ outputs: [ViewModel.Output], valueWrapper: String?) -> SubjectOutputBindings {
        var helpers: [[String]] = []
        let doc = "/// Sends what `stream` sends into `target`, for as long as `bag` is kept, and returns `target`."
        for relay in ["PublishRelay", "BehaviorRelay"]
        where outputs.contains(where: { viewOutputType("", $0) == relay + "<>" }) {
            helpers.append([
                doc,
                "private static func bind<Element>(",
                "    _ stream: Observable<Element>, to target: \(relay)<Element>, in bag: DisposeBag",
                ") -> \(relay)<Element> {",
                "    stream.subscribe(onNext: { target.accept($0) }).disposed(by: bag)",
                "    return target",
                "}",
            ])
        }
        if outputs.contains(where: { $0.streamKind == .subject }) {
            helpers.append([
                doc,
                "private static func bind<Target: ObserverType>(",
                "    _ stream: Observable<Target.Element>, to target: Target, in bag: DisposeBag",
                ") -> Target {",
                "    stream.subscribe(target).disposed(by: bag)",
                "    return target",
                "}",
            ])
        }
        if outputs.contains(where: { $0.streamKind == .value }) {
            helpers.append([
                "/// Sends what `stream` sends into `relay`, a value output's projected relay, for as long as `bag` is kept.",
                "private static func assign<Element>(",
                "    _ stream: Observable<Element>, to relay: BehaviorRelay<Element>, in bag: DisposeBag",
                ") {",
                "    stream.subscribe(onNext: { relay.accept($0) }).disposed(by: bag)",
                "}",
            ])
        }
        return SubjectOutputBindings(
            storageType: "DisposeBag", storageDeclaration: { "let \($0) = DisposeBag()" }, helpers: helpers,
            bind: { stream, output, element, storage in
                let type = self.viewOutputType(element, output)
                let target = output.fallback.map { "\(type)(value: \($0))" } ?? "\(type)()"
                return "Self.bind(\(stream), to: \(target), in: \(storage))"
            },
            // The app's wrapper (MGArchitecture's `@Property`) keeps the value in the `BehaviorRelay` it projects.
            assign: { stream, name, root, storage in "Self.assign(\(stream), to: \(root).$\(name), in: \(storage))" },
            bindInto: { stream, target, storage in "_ = Self.bind(\(stream), to: \(target), in: \(storage))" },
            valueAttribute: valueWrapper.map { "@\($0) " } ?? "", valueObjectDeclaration: "struct",
            setValue: { root, name, value in "\(root).$\(name).accept(\(value))" })
    }

    func sentInputBacking(_ input: InputSpelling, _ kind: ViewModel.StreamKind) -> InputBacking {
        let name = input.streamName + kind.typeName
        // One that starts with a value: `BehaviorRelay`, `BehaviorSubject`.
        let type = input.startingValue == nil ? viewInputType(input.element, kind) : "Behavior\(kind.typeName)<\(input.element)>"
        let make = type + (input.startingValue.map { "(value: \($0))" } ?? "()")
        var backing = InputBacking(
            memberNames: [name], declaration: "let \(name) = \(make)", stream: name,
            send: { kind == .relay ? "\(name).accept(\($0))" : "\(name).onNext(\($0))" })
        backing.make = make
        return backing
    }

    func backingNames(streamName: String, style: Style, replaysLatest: Bool) -> [String] {
        [streamName + (style == .subject ? "Subject" : "Relay")]
    }

    func inputBacking(_ input: InputSpelling, style: Style) -> InputBacking {
        // `backingNames`'s one name, without its array.
        // Each string built as bytes (`String(built:)`), the declaration in one piece.
        let name = input.streamName + (style == .subject ? "Subject" : "Relay")
        let element = input.element
        switch style {
        case .subject:
            return InputBacking(
                memberNames: [name],
                declaration: input.replaysLatest
                    ? String(built: "let \(name) = ReplaySubject<\(element)>.create(bufferSize: 1)")
                    : String(built: "let \(name) = PublishSubject<\(element)>()"),
                stream: String(built: "\(name).asObservable()"),
                observerType: String(built: "AnyObserver<\(element)>"),
                observer: String(built: "\(name).asObserver()"),
                send: { String(built: "\(name).onNext(\($0))") })
        default:
            return InputBacking(
                memberNames: [name],
                declaration: input.replaysLatest
                    ? String(built: "let \(name) = ReplayRelay<\(element)>.create(bufferSize: 1)")
                    : String(built: "let \(name) = PublishRelay<\(element)>()"),
                stream: String(built: "\(name).asObservable()"),
                send: { String(built: "\(name).accept(\($0))") })
        }
    }

    var testImports: (modules: [String], conditional: [String]) {
        (["RxRelay", "RxSwift"] + (usesTraits ? ["RxCocoa"] : []), [])
    }

    var subscriptionStorage: String { "let subscriptions = DisposeBag()" }

    func subscribe(_ expression: String, _ kind: SubscribedStream, handler: String) -> [String] {
        let subscription: String
        switch kind {
        case .view(let output) where usesTraits && viewOutputType("", output).hasPrefix("Signal<"),
             .async(let output) where usesTraits && viewOutputType("", output).hasPrefix("Signal<"):
            subscription = "emit(onNext: \(handler))"
        case .view(let output) where usesTraits && viewOutputType("", output).hasPrefix("Driver<"),
             .async(let output) where usesTraits && viewOutputType("", output).hasPrefix("Driver<"):
            subscription = "drive(onNext: \(handler))"
        case .input(let input) where input.streamKind == .driver:
            subscription = "drive(onNext: \(handler))"
        case .input(let input) where input.streamKind == .signal:
            subscription = "emit(onNext: \(handler))"
        default:
            subscription = "subscribe(onNext: \(handler))"
        }
        return [expression, "." + subscription, ".disposed(by: subscriptions)"]
    }

    func feed(_ observer: String, _ value: String) -> String {
        "\(observer).onNext(\(value))"
    }

    func observer(_ element: String, handler: String) -> (expression: String, helpers: [String]) {
        ("AnyObserver<\(element)>(eventHandler: Self.onNext \(handler))", [
            "private static func onNext<Value>(_ handle: @escaping (Value) -> Void) -> (Event<Value>) -> Void {",
            "    { event in",
            "        if case .next(let value) = event { handle(value) }",
            "    }",
            "}",
        ])
    }

    func fakeOutput(_ name: String, element: String, _ output: ViewModel.Output) -> FakeOutputBacking {
        if let kind = output.streamKind, kind.isSubjectLike {
            // The view binds to the relay or subject itself.
            let member = name + kind.typeName
            let type = viewOutputType(element, output)
            return FakeOutputBacking(
                memberNames: [member],
                declaration: "let \(member) = \(type)(\(output.fallback.map { "value: " + $0 } ?? ""))", view: member,
                send: { kind == .relay ? "\(member).accept(\($0))" : "\(member).onNext(\($0))" })
        }
        let relay = name + "Relay"
        let view: String
        if !usesTraits || output.streamKind == .observable {
            view = "\(relay).asObservable()"
        } else if output.isSignal {
            view = "\(relay).asSignal(onErrorSignalWith: .empty())"
        } else {
            view = "\(relay).asDriver(onErrorDriveWith: .empty())"
        }
        return FakeOutputBacking(
            memberNames: [relay], declaration: "let \(relay) = PublishRelay<\(element)>()", view: view,
            send: { "\(relay).accept(\($0))" })
    }

    func viewInputType(_ element: String, _ input: ViewModel.Input) -> String {
        if input.startingValue != nil, let kind = input.streamKind, kind.isSubjectLike { return "Behavior\(kind.typeName)<\(element)>" }
        return viewInputType(element, input.streamKind)
    }

    /// The logic's `Observable<T>` handed back where the view hands it (a plain, `@observable`, observer or called
    /// input).
    func viewInputType(_ element: String, _ input: ViewModel.Input, stream: String) -> String {
        if input.startingValue != nil, let kind = input.streamKind, kind.isSubjectLike { return viewInputType(element, input) }
        switch input.streamKind {
        case nil, .observable?, .observer?, .call?: return stream
        default: return viewInputType(element, input)
        }
    }

    func skippingStart(_ expression: String) -> String { expression + ".skip(1)" }

    func making(_ type: String, startingValue: String?) -> String {
        type + (startingValue.map { "(value: \($0))" } ?? "()")
    }

    func send(into target: String, _ kind: ViewModel.StreamKind, _ value: String) -> String {
        kind == .relay ? "\(target).accept(\(value))" : "\(target).onNext(\(value))"
    }

    /// `Driver<String>` for a trait, `PublishRelay<Void>` or `PublishSubject<Void>` for what the view sends into.
    private func viewInputType(_ element: String, _ kind: ViewModel.StreamKind?) -> String {
        // An observer input is the triplet's, where the view model hands the view an observer, not a stream.
        guard let kind, kind != .observable, kind != .observer, kind != .call else { return streamType(element) }
        return (kind.isSubjectLike ? "Publish" : "") + "\(kind.typeName)<\(element)>"
    }

    func logicInput(_ expression: String, _ input: ViewModel.Input) -> String {
        guard let kind = input.streamKind, kind != .observable, kind != .observer, kind != .call else { return expression }
        return "\(expression).asObservable()"
    }

    func viewInput(fromLogic expression: String, _ input: ViewModel.Input) -> String {
        guard let kind = input.streamKind else { return expression }
        switch kind {
        case .observable, .relay, .subject, .value, .constant, .observer, .call: return expression
        case .driver: return "\(expression).asDriver(onErrorDriveWith: .empty())"
        case .signal: return "\(expression).asSignal(onErrorSignalWith: .empty())"
        case .controlEvent: return "ControlEvent(events: \(expression))"
        case .controlProperty: return "ControlProperty(values: \(expression), valueSink: AnyObserver { _ in })"
        }
    }
}

// MARK: - One-stream event transform

extension RxSwiftDialect: EventStreams {
    func sharedEvents(_ stream: String) -> String { stream + ".share()" }

    var eventCaseErasure: String { "" }

    func writeEventMerge(_ streams: [String], _ writer: inout SwiftWriter) {
        if streams.isEmpty { writer.line("return Observable.empty()") } else {
            writer.list("return Observable.merge(", streams, ")", maxWidth: 0)
        }
    }

    /// RxCocoa's fake shows the view traits; the one stream of cases is an `Observable`.
    func mergeableViewStream(_ stream: String) -> String { usesTraits ? stream + ".asObservable()" : stream }

    func writeEventProbeSubscription(values: String, _ writer: inout SwiftWriter) {
        writer.chain(subscribe("output", .logic, handler: values).map { piece in
            let call = "(onNext: \(values))"
            guard piece.hasSuffix(call) else { return piece }
            return piece.dropLast(1) + ", onError: { [weak self] in self?.fail($0) }, onCompleted: { [weak self] in self?.finish() })"
        })
    }

    func writeEventProbeEnd(outputType: String, recorders: [(recorder: String, element: String)], _ writer: inout SwiftWriter) {
        writer.block("private func finish()") { writer in
            for (recorder, _) in recorders { writer.line("\(recorder).complete()") }
        }
        writer.blank()
        writer.block("private func fail(_ error: any Error)") { writer in
            for (recorder, _) in recorders { writer.line("\(recorder).fail(error)") }
        }
    }
}
