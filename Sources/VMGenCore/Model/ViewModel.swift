/// A validated view model with every name resolved: what the renderers consume (the IR).
public struct ViewModel: Hashable, Sendable {
    /// The type name, `LoginViewModel`.
    public var name: String
    public var docs: [String]
    public var inputs: [Input]
    public var outputs: [Output]
    public var dependencies: [Dependency]
    /// How the generated header names the spec (`SpecSource.headerName`).
    public var specPath: String
    /// With source locations (`source-locations:`), the spec's path as the compiler should report it (relative to the
    /// project's root), and the spec's texts its generated lines carry (`SourceLocations`).
    public var sourceFile: String?
    public var sourceOrigins: [SourceOrigin] = [] {
        didSet { sourceTable = SourceLocations.Table(sourceOrigins) }
    }
    /// `sourceOrigins` indexed once for every file the view model renders.
    public private(set) var sourceTable = SourceLocations.Table([])
    /// The triplet's protocols: `\(name)Inputs`, `Outputs`, `Type` and `Errors` unless the spec names them
    /// (`protocols: Actitivies`, a legacy spelling call sites depend on, or each name in full).
    public var protocols: ProtocolNames
    /// The global actor everything generated for this view model is isolated to (`MainActor`), nil for none: the
    /// view model's own `isolation:` line, else the options'.
    public var isolation: String?
    /// The groups whose protocols the triplet's type protocol refines (`type-refines: inputs, outputs`), so a call site
    /// reaches an input through the type itself (`viewModel.viewDidLoad()`), as some hand-written triplets allow.
    public var typeRefines: [ProtocolGroup]
    /// The triplet's protocols that refine `AnyObject` (`class-bound: inputs, outputs, type`), so only classes conform,
    /// as some hand-written triplets declare them: among `classBoundProtocols`.
    public var classBound: [String] = []

    /// The names of the type protocol's group properties, inputs, outputs and errors: `inputs`, `outputs`, `errors`
    /// unless the spec names them (`groups: input, output`).
    public var groupNames = ["inputs", "outputs", "errors"]
    /// False with `groups: none`: the type protocol, which refines every group's protocol (`type-refines:`), and the
    /// class declare no group properties, as triplets whose `XType: XInputs, XOutputs {}` is empty write it; a view
    /// reaches the members through the type itself.
    public var hasGroupProperties = true
    /// True with `groups: typealias`: the type is no protocol but a typealias of the groups' protocols,
    /// `typealias XType = XInputs & XOutputs`, as triplets that compose their type write it; no group properties either.
    public var typeIsComposition = false
    /// True with `groups: one`: the triplet is one protocol, the type protocol, that declares every input and output
    /// itself (`protocol BirthViewModelType { var sexButtonTapped: AnyObserver<Void> { get }; var isButtonEnabled:
    /// Driver<Bool> { get } }`), with no inputs and outputs protocols, as Kickstarter-like apps write it.
    public var typeDeclaresMembers = false
    /// `type-requires: init`: the type protocol requires the initializer, as apps that make their view models through
    /// the protocol declare it (`init(router: PostRoutable)` in `PostViewModelType`).
    public var typeRequiresInit = false
    /// `type-requires: theme`: the readable dependencies (`- let theme: Theme`) the type protocol declares, `var theme:
    /// Theme { get }`, as apps that reach what the view model was made with through the protocol declare them.
    public var typeRequiredDependencies: [String] = []
    /// `self-as: state: DaysViewModelState`: properties the type protocol declares, `var state: DaysViewModelState {
    /// get }`, that the class and the fake satisfy with themselves, `var state: any DaysViewModelState { self }`, as
    /// triplets that keep a third group of an app's protocol the class conforms to (`conforms:`) write them.
    public var selfViews: [SelfView] = []

    /// A property of `self-as:`: its name and the app's protocol (of `conforms:`) it hands the view model as.
    public struct SelfView: Hashable, Sendable {
        public var name: String
        public var type: String
        public init(name: String, type: String) {
            self.name = name
            self.type = type
        }
    }

    /// The name of `group`'s property in the type protocol.
    public func property(of group: ProtocolGroup) -> String {
        switch group {
        case .inputs: return groupNames[0]
        case .outputs: return groupNames[1]
        case .errors: return groupNames.count > 2 ? groupNames[2] : "errors"
        }
    }

    /// The app's protocols each group's protocol refines (`outputs-refine: BaseViewModelOutputs`), whose members the
    /// class inherits from its base class (`superclass:`) or an extension of the app's.
    public var groupRefinements: [ProtocolGroup: [String]] = [:]

    /// The app's protocols the type protocol refines besides the groups' (`type-refine: ObservableViewModel`), whose
    /// members the class gets from what it conforms to (`conforms: ObservableObject`), its base class or an extension
    /// of the app's.
    public var typeRefinements: [String] = []

    /// The typealiases the triplet's protocols declare (`- typealias ResourcesType = ...` in a section).
    public var typeAliases: [TypeAlias] = []

    /// The class's own stored state (`properties:`), which call sites read or set as they did on a hand-written view
    /// model: `var tempName: String?`, `let limit = 20`.
    public var properties: [StoredProperty] = []

    /// `- var tempName: String?` under `properties:`: a stored property of the view model's class, declared as written
    /// with the options' access.
    public struct StoredProperty: Hashable, Sendable {
        /// `let` or `var`.
        public var keyword: String
        public var name: String
        public var type: SwiftType
        /// The value it starts with, as written (`= 0`); nil for none (a `var` of an optional type starts `nil`).
        public var value: String?
        public var docs: [String]
        /// `Published` for `@Published var query: String = ""`: the app's property wrapper; nil for none.
        public var wrapper: String?
        /// `lazy var service: Service = DefaultService(repository: repository)`: made when first read, so its value may
        /// use the class's members.
        public var isLazy: Bool
        /// `weak var coordinator: Coordinator?`: does not keep what it names alive (an optional `var`, nil once that is
        /// gone).
        public var isWeak: Bool
        /// `private(set) var page: Int = 1`: call sites read it, and only the class's own file sets it.
        public var hasPrivateSetter: Bool
        /// `init let domain: Domain = signUpUseCase.domain()`: declared without its value, which every initializer of
        /// the class sets from its parameters (the dependencies), as hand-written view models set what they work out of
        /// them (`self.domain = signUpUseCase.domain()`).
        public var isSetInInit: Bool
        /// `logic init let subViewModels: SubViewModels = ...`: set by the initializer, then handed to the logic as one
        /// more of its dependencies (`ViewModel.logicDependencies`), as hand-written initializers bind to what they build.
        public var isHandedToLogic = false
        /// `var dependency: Dependency!`: an implicitly unwrapped optional (`type` is what it wraps), which starts `nil`.
        public var isImplicitlyUnwrapped = false

        public init(
            keyword: String, name: String, type: SwiftType, value: String? = nil, docs: [String] = [], wrapper: String? = nil,
            isLazy: Bool = false, hasPrivateSetter: Bool = false, isWeak: Bool = false, isSetInInit: Bool = false
        ) {
            self.isSetInInit = isSetInInit
            self.wrapper = wrapper
            self.isLazy = isLazy
            self.isWeak = isWeak
            self.hasPrivateSetter = hasPrivateSetter
            self.keyword = keyword
            self.name = name
            self.type = type
            self.value = value
            self.docs = docs
        }

        /// The type as declared: `Dependency!` (a function type in parentheses) when implicitly unwrapped.
        public var declaredType: String {
            guard isImplicitlyUnwrapped else { return type.description }
            return type.isFunction ? "(\(type.description))!" : type.description + "!"
        }

        /// `var tempName: String?`, `let limit: Int = 20`.
        public var declaration: String {
            (wrapper.map { "@\($0) " } ?? "") + (hasPrivateSetter ? "private(set) " : "") + (isLazy ? "lazy " : "") + (isWeak ? "weak " : "")
                + "\(keyword) \(Identifier.escaped(name)): \(declaredType)"
                + (isSetInInit ? "" : value.map { " = " + $0 } ?? "")
        }
    }

    /// `typealias ResourcesType = (title: String, image: UIImage?)` in one of the triplet's protocols: a name its
    /// members' types use, reached as `XOutputs.ResourcesType` (and by its name alone in the class, which conforms).
    public struct TypeAlias: Hashable, Sendable {
        public var name: String
        public var type: SwiftType
        public var docs: [String]
        /// The group whose protocol declares it; nil for the type protocol (written under `dependencies:`).
        public var group: ProtocolGroup?

        public init(name: String, type: SwiftType, docs: [String] = [], group: ProtocolGroup?) {
            self.name = name
            self.type = type
            self.docs = docs
            self.group = group
        }
    }

    /// What `class-bound:` may name: a group's protocol, or the type protocol.
    public static let classBoundProtocols = ["inputs", "outputs", "errors", "type"]

    public init(
        name: String, docs: [String] = [], inputs: [Input] = [], outputs: [Output] = [],
        dependencies: [Dependency] = [], specPath: String, protocols: ProtocolNames? = nil, isolation: String? = nil,
        typeRefines: [ProtocolGroup] = []
    ) {
        self.typeRefines = typeRefines
        self.isolation = isolation
        self.protocols = protocols ?? ProtocolNames(prefix: name)
        self.name = name
        self.docs = docs
        self.inputs = inputs
        self.outputs = outputs
        self.dependencies = dependencies
        self.specPath = specPath
    }

    /// An input: a method on the view model and a stream in the logic's `Input`.
    public struct Input: Hashable, Sendable {
        /// The fields, in one box shared by the copies until one changes (`ViewModel+InputStorage.swift`): a copy costs
        /// one reference count, not one per field.
        var storage: Storage
        public var methodName: String { get { storage.methodName } set { unique().methodName = newValue } }
        public var parameters: [Parameter] { get { storage.parameters } set { unique().parameters = newValue } }
        /// The distinct name of this input's stream: `usernameChanged`, `typeEmail`.
        public var streamName: String { get { storage.streamName } set { unique().streamName = newValue } }
        public var docs: [String] { get { storage.docs } set { unique().docs = newValue } }
        /// `@latest` (true) or `@event` (false); nil leaves the choice to the framework's default.
        public var replaysLatest: Bool? { get { storage.replaysLatest } set { unique().replaysLatest = newValue } }
        /// The type the view hands this input's stream as, where the view hands streams (the transform and function
        /// styles): RxCocoa's `Driver`, `Signal`, `ControlEvent` or `ControlProperty`, a relay or a subject the view
        /// sends into; nil for the framework's stream.
        public var streamKind: StreamKind? { get { storage.streamKind } set { unique().streamKind = newValue } }
        /// The answer the input method returns to the view (`-> Bool`), which the logic gives as a function: the
        /// output named `answerName` (delegate-style, triplet only). nil for an input that returns nothing.
        public var answerType: SwiftType? { get { storage.answerType } set { unique().answerType = newValue } }
        /// `@if(DEBUG)`: the input exists only in builds where the condition holds (`#if` around every line of it).
        public var condition: String? { get { storage.condition } set { unique().condition = newValue } }
        /// `= value`: a relay or subject input that starts with a value (`BehaviorRelay<String>(value: "")`,
        /// `CurrentValueSubject`), which the logic's stream carries first; nil for one that starts empty.
        public var startingValue: String? { get { storage.startingValue } set { unique().startingValue = newValue } }
        /// `@made`: the transform style's `Input` struct makes this relay or subject itself (`let tap =
        /// PublishRelay<Void>()`), so the view makes `Input()` without it and sends into the struct's own.
        public var isMade: Bool { get { storage.isMade } set { unique().isMade = newValue } }
        /// `@let`: made by the struct (`@made`) and declared `let` where `members: var` declares the rest `var` (`MadeLetMembers`).
        public var isLet: Bool { get { storage.isLet } set { unique().isLet = newValue } }
        /// `@optional`: the transform style's `Input` struct declares this stream optional (`let refresh:
        /// Observable<Void>?`), so call sites may hand `nil`, which the logic reads as a stream that sends nothing.
        public var isOptional: Bool { get { storage.isOptional } set { unique().isOptional = newValue } }
        /// `@in(outputs)`, `@in(type)`: the triplet protocol that declares this input method instead of the inputs
        /// protocol (`outputs` or `type`), as hand-written triplets put a method the view calls there; nil for inputs.
        public var declaredIn: String? { get { storage.declaredIn } set { unique().declaredIn = newValue } }
        /// `@unwrapped`: the triplet declares the property the view sends into implicitly unwrapped, `var searchTrigger:
        /// AnyObserver<Int>! { get }`; `unwrappedMark` is the `!` after its type.
        public var isUnwrapped: Bool { get { storage.isUnwrapped } set { unique().isUnwrapped = newValue } }
        public var unwrappedMark: String { isUnwrapped ? "!" : "" }
        /// `@settable`: the triplet declares the relay or subject the view sends into `{ get set }` (`var save:
        /// PublishSubject<Void> { get set }`), and the class keeps it in a `var`; the logic reads the one the class made.
        public var isSettable: Bool { get { storage.isSettable } set { unique().isSettable = newValue } }
        /// `{ get }`, or `{ get set }` where the input is `@settable`.
        public var accessors: String { isSettable ? "{ get set }" : "{ get }" }

        /// Whether the triplet's inputs protocol declares this input as a property the view sends into (`@observer`,
        /// `@relay`, `@subject`) rather than a method.
        public var isSentInto: Bool { streamKind == .observer || streamKind?.isSubjectLike == true }

        /// Whether the view calls this input as a method of the transform style's class (`@call`) rather than handing
        /// it in the `Input` it gives `transform`.
        public var isCalled: Bool { streamKind == .call }

        /// Whether this input is a plain value of the transform style's `Input` struct (`@value`, `let email: String`),
        /// which the view hands beside the streams and the logic's `Input` carries as it is.
        public var isValue: Bool { streamKind == .value }

        /// The function output that answers this input: `textViewShouldChangeAnswer`.
        public var answerName: String { methodName + "Answer" }

        public init(
            methodName: String, parameters: [Parameter], streamName: String, docs: [String] = [], replaysLatest: Bool? = nil,
            streamKind: StreamKind? = nil, answerType: SwiftType? = nil, condition: String? = nil
        ) {
            storage = Storage(
                methodName: methodName, parameters: parameters, streamName: streamName, docs: docs,
                replaysLatest: replaysLatest, streamKind: streamKind, answerType: answerType, condition: condition,
                startingValue: nil)
        }

        /// What the stream carries: `Void`, the one argument's type, or a tuple labelled by the parameter names.
        public var elementType: SwiftType {
            switch parameters.count {
            case 0: return .void
            case 1: return parameters[0].type
            default: return .tuple(parameters.map { .init(label: $0.name, type: $0.type) })
            }
        }
    }

    /// What a member is where the view sees it, when not the framework's own stream: one model for inputs and
    /// outputs, spelled `@driver`, `@relay`... in a spec. Which kinds a framework, a style and a member's direction
    /// take is `StreamKind.support` (Validate), and each dialect spells them.
    public enum StreamKind: String, CaseIterable, Hashable, Sendable {
        /// RxCocoa's traits: `Driver`, `Signal`, `ControlEvent`, `ControlProperty`.
        case driver, signal, controlEvent, controlProperty
        /// The framework's plain stream where another is the default (RxCocoa outputs: `Observable` beside `Driver`).
        case observable
        /// RxRelay's `PublishRelay` (`BehaviorRelay` for an output with a starting value).
        case relay
        /// A subject: RxSwift's `PublishSubject`/`BehaviorSubject`, Combine's `PassthroughSubject`/`CurrentValueSubject`.
        case subject
        /// Not a stream: a current value the view reads (`@Published var isLoading: Bool` in Combine), which the view
        /// model keeps from the logic's stream, starting with the output's `= value` (or `nil` when it is optional).
        case value
        /// Not a stream: a value the logic computes once and the view reads (a title, a child view model), `let title:
        /// String` in the logic's `Output` and the view's; what every plain output of the constructor style is.
        case constant
        /// An input the triplet's inputs protocol declares as an observer the view sends into rather than a method,
        /// `var tapObserver: AnyObserver<Void> { get }` (RxSwift's `AnyObserver`, ReactiveSwift's `Signal.Observer`,
        /// Combine's `AnySubscriber`, Swift's `AsyncStream.Continuation`): what the subject style's `input` holds.
        case observer
        /// An input the view sends by calling a method of the view model's class (`viewModel.revoke()`) rather than
        /// through the transform style's `Input` (its struct or its enum of cases): the class sends each call into a
        /// stream it owns, which the logic reads in its `Input` like any other input's (`@call revoke`).
        case call

        /// `Driver`, `Signal`, `ControlEvent`, `ControlProperty`, `Observable`, `Relay`, `Subject`, `Value`, `Constant`.
        public var typeName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

        /// RxCocoa's four traits.
        public var isTrait: Bool { [.driver, .signal, .controlEvent, .controlProperty].contains(self) }

        /// A relay or a subject: an object the view sends into (input) or reads the latest value of (output).
        public var isSubjectLike: Bool { self == .relay || self == .subject }

        /// A member the view model keeps bound to the logic's stream for the view: a relay, a subject, a value.
        public var isBound: Bool { isSubjectLike || self == .value }
    }

    /// The different `#if` conditions of the view model's members (`@if`), in the order they first appear.
    public var conditions: [String] {
        CompileCondition.distinct(inputs.map(\.condition) + outputs.map(\.condition))
    }

    /// Whether some outputs are in the `errors:` section: the triplet's fourth protocol, `XErrors`.
    public var hasErrorGroup: Bool { outputs.contains(where: \.isError) }

    /// The names of the triplet's protocols. Most are named after one prefix (`LoginViewModelInputs`, ...); real
    /// apps also mix them (`ActivityCellInputs` and `ActivityCellOutputs` beside `ActivityCellViewModelType`).
    /// The triplet's groups, each a protocol of its own.
    public enum ProtocolGroup: String, Hashable, Sendable, CaseIterable {
        case inputs, outputs, errors
    }

    public struct ProtocolNames: Hashable, Sendable {
        public var inputs: String
        public var outputs: String
        public var type: String
        /// The third group's protocol, declared only when the view model has `errors:`.
        public var errors: String

        public init(inputs: String, outputs: String, type: String, errors: String) {
            self.inputs = inputs
            self.outputs = outputs
            self.type = type
            self.errors = errors
        }

        /// `\(prefix)Inputs`, `\(prefix)Outputs`, `\(prefix)Type` and `\(prefix)Errors`.
        public init(prefix: String) {
            self.init(inputs: prefix + "Inputs", outputs: prefix + "Outputs", type: prefix + "Type", errors: prefix + "Errors")
        }

        /// The protocols declared, in the order the spec's `protocols:` line lists them: inputs, outputs, type, and
        /// errors when the view model has `errors:`.
        public func declared(errors hasErrors: Bool) -> [String] {
            [inputs, outputs, type] + (hasErrors ? [errors] : [])
        }

        /// The protocol of one group.
        public func name(of group: ProtocolGroup) -> String {
            switch group {
            case .inputs: return inputs
            case .outputs: return outputs
            case .errors: return errors
            }
        }

        /// The prefix every name is made of, when there is one.
        public var prefix: String? {
            guard inputs.hasSuffix("Inputs") else { return nil }
            let prefix = String(inputs.dropLast("Inputs".count))
            return ProtocolNames(prefix: prefix) == self ? prefix : nil
        }
    }

    /// A parameter of an input method.
    public struct Parameter: Hashable, Sendable {
        /// The argument label: nil for `_`, otherwise the label (equal to `name` when written once).
        public var label: String?
        public var name: String
        public var type: SwiftType

        public init(label: String?, name: String, type: SwiftType) {
            self.label = label
            self.name = name
            self.type = type
        }
    }
}
