/// How one reactive framework spells the pieces every style is made of. Styles are written once against
/// this; a new framework is one new conforming type in `Render/Frameworks/`.
protocol FrameworkDialect {
    var framework: Framework { get }

    /// Whether the framework has streams. Without them (plain closures) the logic is handed the outputs as
    /// functions and returns input handlers, which the class stores with the dependencies.
    var usesStreams: Bool { get }

    /// The modules a generated file of `style` imports, and any conditional import lines after them.
    func imports(for style: Style) -> (modules: [String], conditional: [String])

    /// The modules the kinds of a view model's members need besides (`RxRelay` for a relay).
    func imports(for viewModel: ViewModel) -> [String]

    /// The type of a stream carrying `element` (a type's spelling) in the logic contract: `Observable<Bool>`.
    func streamType(_ element: String) -> String

    /// The type of an output's stream in the logic contract, with its typed failure (`@failure`) where the framework
    /// has them: `AnyPublisher<Response, NetworkError>`.
    func outputStreamType(_ element: String, _ output: ViewModel.Output) -> String

    /// The type of a one-shot asynchronous output in the constructor style (ReactiveSwift: a `SignalProducer`).
    func asyncStreamType(_ element: String, _ output: ViewModel.Output) -> String

    /// Whether the view sees outputs as another type than the logic's streams (RxCocoa's `Driver`).
    var convertsOutputs: Bool { get }

    /// Whether the view model shares each output (`viewOutput` adds it), so that a second subscriber does not run
    /// the logic's chain again: cold streams (RxSwift's Observables, Combine's publishers) need it; hot ones
    /// (ReactiveSwift's Signals) and RxCocoa's traits (which share already) do not.
    var sharesOutputs: Bool { get }

    /// The type the view sees for an output carrying `element`.
    func viewOutputType(_ element: String, _ output: ViewModel.Output) -> String

    /// `viewOutputType(element, output)`, told `stream`, what `outputStreamType(element, output)` gave: a dialect
    /// whose view sees the logic's stream hands `stream` back rather than spelling the same type again.
    func viewOutputType(_ element: String, _ output: ViewModel.Output, stream: String) -> String

    /// Converts the logic's stream `expression` to what the view sees.
    func viewOutput(_ expression: String, _ output: ViewModel.Output) -> String

    /// The type the view hands an input's stream as, in the styles where it hands streams (transform, function):
    /// RxCocoa's `Driver<String>` for an input marked `@driver`; the logic's stream type otherwise.
    func viewInputType(_ element: String, _ input: ViewModel.Input) -> String

    /// `viewInputType(element, input)`, told `stream`, what `streamType(element)` gave: a dialect whose view hands the
    /// logic's stream type hands `stream` back rather than spelling the same type again.
    func viewInputType(_ element: String, _ input: ViewModel.Input, stream: String) -> String

    /// Converts what the view hands for an input (`expression`) to the logic's stream.
    func logicInput(_ expression: String, _ input: ViewModel.Input) -> String

    /// Makes what the view hands for an input from a logic stream `expression` (test support plays the view).
    func viewInput(fromLogic expression: String, _ input: ViewModel.Input) -> String

    /// Whether an input's stream replays its latest value to new subscribers (`@latest`), when the spec does not say.
    func replaysLatest(_ input: ViewModel.Input) -> Bool

    /// The private storage that bridges an input method (or observer) of `style` to a stream.
    func inputBacking(_ input: InputSpelling, style: Style) -> InputBacking

    /// The member names `inputBacking` declares, for collision checks (cheaper than building the backing).
    func backingNames(streamName: String, style: Style, replaysLatest: Bool) -> [String]

    /// A renderer that replaces the style's own for this framework, if any.
    func renderer(for style: Style) -> StyleRenderer.Type?

    /// How a class shares its outputs with every reader (`isolation`: the class's attribute, `@MainActor `), or nil
    /// where the framework's streams are shared as they are (`viewOutput`).
    func sharedOutputs(isolation: String) -> SharedOutputs?

    /// Every type and module name the generated code writes, which no view model may take.
    var typeNames: Set<String> { get }

    /// How the view model keeps relay and subject outputs (`@relay`, `@subject`) bound to the logic's streams:
    /// the storage it owns for the bindings, when the transform signature hands it none, and the private helpers
    /// that bind a stream to a relay or a subject and return it, for the outputs given; value outputs (`@value`) are
    /// kept by `valueWrapper` where the framework has no property wrapper of its own (`wrapper:`).
    func subjectOutputBindings(_ outputs: [ViewModel.Output], valueWrapper: String?) -> SubjectOutputBindings

    /// The type of an input as the view hands it when it is a relay or a subject the view sends into (`@relay`,
    /// `@subject`), and the storage a probe plays the view with: the relay itself is the stream it hands.
    func sentInputBacking(_ input: InputSpelling, _ kind: ViewModel.StreamKind) -> InputBacking

    /// A relay's or subject's stream without the value it starts with (`.skip(1)`): what the view sent into it.
    func skippingStart(_ expression: String) -> String

    /// The expression that makes a relay or subject of `type` (`BehaviorRelay<Int>`, `CurrentValueSubject<Int, Never>`)
    /// with its starting value, if any: what an `@made` member of the transform's `Input` or `Output` starts as.
    func making(_ type: String, startingValue: String?) -> String

    /// The statement that sends `value` into `target`, a relay or subject of `kind` (`tap.accept(())`).
    func send(into target: String, _ kind: ViewModel.StreamKind, _ value: String) -> String

    // MARK: Test support (`generate --tests`)

    /// The modules a test-support file imports, and any conditional import lines after them.
    var testImports: (modules: [String], conditional: [String]) { get }

    /// The stored property (without access modifier) that keeps a probe's or fake's subscriptions alive and ends them
    /// when it goes away: no `deinit` is needed, which a main-actor probe's could not do in Swift 6 (`isolation:`).
    var subscriptionStorage: String { get }

    /// Subscribes `handler` (a closure) to `expression`, a stream of the kind given, keeping the subscription in the
    /// storage of `subscriptionStorage`: a chain of calls, `[expression, ".sink { ... }", ".store(in: &subscriptions)"]`,
    /// written on one line when it fits and one call a line when it does not.
    func subscribe(_ expression: String, _ kind: SubscribedStream, handler: String) -> [String]

    /// The statement that sends `value` into `observer`, an input observer of the subject style.
    func feed(_ observer: String, _ value: String) -> String

    /// An observer of the subject style's `observerType` for `element` that runs `handler` (a closure) on each value,
    /// and the private helpers it needs, written once per type.
    func observer(_ element: String, handler: String) -> (expression: String, helpers: [String])

    /// The private storage (named from `name`) behind an output a fake shows the view: its declaration, the
    /// expression the view binds to (of the type the view sees), and the statement that sends `value`.
    func fakeOutput(_ name: String, element: String, _ output: ViewModel.Output) -> FakeOutputBacking

    /// The type names the generated code uses in expressions (`Signal<T, Never>.pipe()`), which no member or
    /// parameter in the same scope may take: a value of that name would hide the type.
    var expressionTypeNames: Set<String> { get }
}

extension FrameworkDialect {
    var usesStreams: Bool { true }

    func skippingStart(_ expression: String) -> String { expression }

    /// The frameworks without relays or subjects make none (`@made` is refused there); the call is written plainly.
    func making(_ type: String, startingValue: String?) -> String { type + "(" + (startingValue ?? "") + ")" }

    func send(into target: String, _ kind: ViewModel.StreamKind, _ value: String) -> String {
        "\(target).send(\(value))"
    }

    func outputStreamType(_ element: String, _ output: ViewModel.Output) -> String { streamType(element) }

    func imports(for viewModel: ViewModel) -> [String] { [] }

    func asyncStreamType(_ element: String, _ output: ViewModel.Output) -> String { outputStreamType(element, output) }

    var convertsOutputs: Bool { false }

    var sharesOutputs: Bool { false }

    func viewOutputType(_ element: String, _ output: ViewModel.Output) -> String { outputStreamType(element, output) }

    func viewOutputType(_ element: String, _ output: ViewModel.Output, stream: String) -> String {
        viewOutputType(element, output)
    }

    func subjectOutputBindings(_ outputs: [ViewModel.Output], valueWrapper: String?) -> SubjectOutputBindings {
        SubjectOutputBindings(storageType: "", helpers: [])
    }

    func sentInputBacking(_ input: InputSpelling, _ kind: ViewModel.StreamKind) -> InputBacking {
        inputBacking(input, style: .triplet)
    }

    func viewOutput(_ expression: String, _ output: ViewModel.Output) -> String { expression }

    func replaysLatest(_ input: ViewModel.Input) -> Bool { input.replaysLatest ?? false }

    func viewInputType(_ element: String, _ input: ViewModel.Input) -> String { streamType(element) }

    func viewInputType(_ element: String, _ input: ViewModel.Input, stream: String) -> String {
        viewInputType(element, input)
    }

    func logicInput(_ expression: String, _ input: ViewModel.Input) -> String { expression }

    func viewInput(fromLogic expression: String, _ input: ViewModel.Input) -> String { expression }

    func renderer(for style: Style) -> StyleRenderer.Type? { nil }

    func sharedOutputs(isolation: String) -> SharedOutputs? { nil }
}

/// How a class shares each of its output streams with every reader, where a stream of the framework has one
/// consumer (Swift's `AsyncStream`): private storage per output, which each read of the output property reads.
struct SharedOutputs {
    /// The storage's name for an output's name: `validInputOutput`.
    var storageName: (_ output: String) -> String
    /// The storage's type for an element type: `AsyncOutput<Bool>`.
    var storageType: (_ element: String) -> String
    /// The storage made from the logic's stream `expression`.
    var make: (_ expression: String, _ output: ViewModel.Output) -> String
    /// A new stream for one reader, from the storage's name.
    var read: (_ storage: String) -> String
    /// The statement that runs `handler` (a closure) on each value of the storage named.
    var observe: (_ storage: String, _ handler: String) -> String
    /// The private helper types the storage needs, written once per class.
    var helpers: [String]
}

/// What kind of stream a probe or a fake subscribes to.
enum SubscribedStream {
    /// A stream of the logic contract: an input stream, or an output as the logic returns it.
    case logic
    /// An output as the view sees it (RxCocoa: a `Driver` or a `Signal`).
    case view(ViewModel.Output)
    /// A one-shot output of the constructor style, as the view sees it (ReactiveSwift: a `SignalProducer`).
    case async(ViewModel.Output)
    /// An input as the view hands it (RxCocoa: a `Driver`, a `Signal`, a `ControlEvent`, a `ControlProperty`).
    case input(ViewModel.Input)
}

/// How a view model keeps its relay and subject outputs bound (`FrameworkDialect.subjectOutputBindings`).
struct SubjectOutputBindings {
    /// The type of the storage for the bindings (`DisposeBag`, `Set<AnyCancellable>`), which a transform parameter
    /// of that type (`disposeBag: DisposeBag`, `cancellables: inout Set<AnyCancellable>`) stands for.
    var storageType: String
    /// The storage the view model declares when no parameter stands for it, without access modifier.
    var storageDeclaration: (_ name: String) -> String = { _ in "" }
    /// The private static helpers, each once: `bind(_:to:in:)` for each kind of relay or subject used.
    var helpers: [[String]]
    /// The expression that binds `stream` to a new relay or subject for `output` and returns it; `storage` is the
    /// expression that reaches the bindings' storage (`disposeBag`, `&cancellables`).
    var bind: (_ stream: String, _ output: ViewModel.Output, _ element: String, _ storage: String) -> String = { s, _, _, _ in s }
    /// The statement that keeps the value output `name` of the view's output object `root` set to what `stream`
    /// sends (`@value`).
    var assign: (_ stream: String, _ name: String, _ root: String, _ storage: String) -> String = { _, _, _, _ in "" }
    /// The statement that binds `stream` into `target`, a relay or subject the view's `Output` made itself (`@made`).
    var bindInto: (_ stream: String, _ target: String, _ storage: String) -> String = { _, _, _ in "" }
    /// The attribute of a value output's stored property (`@Published`), and the protocol the output class conforms
    /// to so that a view can observe it (`ObservableObject`).
    var valueAttribute = ""
    var valueObject = ""
    /// What the output object holding values is: `final class` (Combine's `ObservableObject`), or `struct` where
    /// the wrapper's projected relay is a reference the copies share.
    var valueObjectDeclaration = "final class"
    /// The statement that shows the view `value` in the value output `name` of output object `root` (a fake's send).
    var setValue: (_ root: String, _ name: String, _ value: String) -> String = { root, name, value in
        "\(root).\(Identifier.member(name)) = \(value)"
    }
}

/// The storage behind an output of a fake, and the expressions that use it.
struct FakeOutputBacking {
    var memberNames: [String]
    var declaration: String
    var view: String
    var send: (_ value: String) -> String
}

/// What a dialect needs to know of an input to build its storage. Its fields are in a `CopyOnWriteBox`: the renderers
/// zip spellings with inputs, which copies each, and a copy then costs one reference count, not one per string.
struct InputSpelling {
    struct Fields {
        var streamName: String
        var element: String
        var optionalElement: String
        var replaysLatest: Bool
        var startingValue: String?
    }

    var box: CopyOnWriteBox<Fields>

    init(streamName: String, element: String, optionalElement: String, replaysLatest: Bool, startingValue: String? = nil) {
        box = CopyOnWriteBox(Fields(
            streamName: streamName, element: element, optionalElement: optionalElement, replaysLatest: replaysLatest,
            startingValue: startingValue))
    }

    var streamName: String { box.fields.streamName }
    /// The stream's element type, and the same made optional (`String?`, `((Int) -> Void)?`).
    var element: String { box.fields.element }
    var optionalElement: String { box.fields.optionalElement }
    var replaysLatest: Bool { box.fields.replaysLatest }
    /// The starting value of a relay or subject input (`BehaviorRelay`), nil for one that starts empty.
    var startingValue: String? { box.fields.startingValue }
}

extension InputSpelling {
    init(_ input: ViewModel.Input, dialect: FrameworkDialect) {
        let element = input.elementType
        let spelled = element.description
        self.init(
            streamName: input.streamName, element: spelled,
            optionalElement: element.optionalDescription(spelled: spelled), replaysLatest: dialect.replaysLatest(input),
            startingValue: input.startingValue)
    }
}

extension FrameworkDialect {
    /// The storage a style keeps for an input. One the view sends into an observer of (`@observer`) has the subject
    /// style's, which makes that observer; one it sends into a relay or subject of in the triplet (`@relay`), that
    /// relay, which the inputs protocol hands out.
    func storage(for input: ViewModel.Input, _ spelling: InputSpelling, style: Style) -> InputBacking {
        // A relay or subject input is the object the view sends into: the triplet's inputs protocol's property, the
        // subject style's `Input` member.
        if style == .triplet || style == .subject, let kind = input.streamKind, kind.isSubjectLike {
            var backing = sentInputBacking(spelling, kind)
            backing.observerType = viewInputType(spelling.element, input)
            backing.observer = backing.memberNames[0]
            backing.stream = logicInput(backing.stream, input)
            return backing
        }
        // One the view calls (`@call`) is a method of the class, in the subject style as in the transform style: the
        // triplet's storage, which the method sends into.
        if style == .subject && input.isCalled { return inputBacking(spelling, style: .triplet) }
        return inputBacking(spelling, style: input.streamKind == .observer ? .subject : style)
    }

    /// The names of that storage, for collision checks (without building it: without a framework there is none).
    func storageNames(for input: ViewModel.Input, style: Style) -> [String] {
        if style == .triplet || style == .subject, input.streamKind?.isSubjectLike == true {
            return storage(for: input, InputSpelling(input, dialect: self), style: style).memberNames
        }
        return backingNames(
            streamName: input.streamName, style: style == .subject && input.isCalled ? .triplet : input.streamKind == .observer ? .subject : style,
            replaysLatest: replaysLatest(input))
    }
}

extension Framework {
    /// The dialect that renders this framework.
    var dialect: FrameworkDialect {
        switch self {
        case .rxswift: return RxSwiftDialect(usesTraits: false)
        case .rxcocoa: return RxSwiftDialect(usesTraits: true)
        case .reactiveswift: return ReactiveSwiftDialect()
        case .combine: return CombineDialect()
        case .closures: return ClosuresDialect()
        case .async: return AsyncDialect()
        }
    }
}
