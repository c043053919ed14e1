extension ViewModel {
    /// An output: a stream the logic produces. Its fields live in one shared box (`Storage`, copied on write), so
    /// that the many copies rendering makes of it cost one reference count each, not one per field.
    public struct Output: Hashable, Sendable {
        var storage: Storage
        public var name: String { get { storage.name } set { unique().name = newValue } }
        public var type: SwiftType { get { storage.type } set { unique().type = newValue } }
        public var docs: [String] { get { storage.docs } set { unique().docs = newValue } }
        /// `@async`: a stream in the constructor style (every output is a stream in the other styles).
        public var isAsync: Bool { get { storage.isAsync } set { unique().isAsync = newValue } }
        /// What the view sees, when not the framework's default (`@signal`, `@observable`, `@relay`, `@subject`).
        public var streamKind: StreamKind? { get { storage.streamKind } set { unique().streamKind = newValue } }
        /// The value an RxCocoa trait gives instead of an error; the starting value of a `BehaviorRelay`,
        /// `BehaviorSubject` or `CurrentValueSubject`.
        public var fallback: String? { get { storage.fallback } set { unique().fallback = newValue } }
        /// `@failure(NetworkError)`: the error type of the stream (Combine's `Failure`, ReactiveSwift's `Error`);
        /// nil for `Never`.
        public var failure: SwiftType? { get { storage.failure } set { unique().failure = newValue } }
        /// A function the view calls for an answer (pull-style, `func selectedReward() -> Reward?`): its parameters,
        /// with `type` the answer's type; the logic gives the function. nil for a stream or a value.
        public var parameters: [Parameter]? { get { storage.parameters } set { unique().parameters = newValue } }
        /// A function output that answers an input which returns a value (`textViewShouldChangeAnswer` for
        /// `textViewShouldChange(...) -> Bool`): the input method returns what it answers, and the outputs protocol
        /// does not show it.
        public var answersInput: Bool { get { storage.answersInput } set { unique().answersInput = newValue } }
        /// The triplet's protocol that declares it: `.outputs`; `.errors` for one in the `errors:` section, which
        /// the triplet declares in its own protocol, `XErrors`, reached through `var errors: any XErrors` (Kickstarter's
        /// third group; an output like the others in every other style); `.inputs` for a constant under `inputs:`
        /// (`- @constant refresh: Action<Void, Void, Never>`), an object the logic makes once and the view sends into
        /// or applies (ReactiveSwift's `Action` or `MutableProperty`), which the inputs protocol declares.
        public var group: ProtocolGroup { get { storage.group } set { unique().group = newValue } }
        /// In the `errors:` section (`group` is `.errors`).
        public var isError: Bool { group == .errors }
        /// Under `inputs:` (`group` is `.inputs`): a constant the inputs protocol declares.
        public var isInput: Bool { group == .inputs }
        /// `@if(DEBUG)`: the output exists only in builds where the condition holds (`#if` around every line of it).
        public var condition: String? { get { storage.condition } set { unique().condition = newValue } }
        /// `@made`: the transform style's `Output` struct makes this relay or subject itself, with its starting value
        /// (`let items = BehaviorRelay<[Item]>(value: [])`); `transform` makes `Output()`, binds the logic's stream in.
        public var isMade: Bool { get { storage.isMade } set { unique().isMade = newValue } }
        /// `@let`: made by the struct (`@made`) and declared `let` where `members: var` declares the rest `var` (`MadeLetMembers`).
        public var isLet: Bool { get { storage.isLet } set { unique().isLet = newValue } }
        /// `@label(alert)`: the label of the one value of the output's case in the one-stream event transform
        /// (`case updateBell(alert: Bool)`), which a type of one value cannot say; nil for none.
        public var caseLabel: String? { get { storage.caseLabel } set { unique().caseLabel = newValue } }
        /// `@unwrapped`: the triplet declares the output's stream implicitly unwrapped, `var isRefreshing:
        /// Observable<Bool>! { get }`, as classes that make it in their initializer after `self` write it.
        public var isUnwrapped: Bool { get { storage.isUnwrapped } set { unique().isUnwrapped = newValue } }
        /// `!` after the stream's type where the output is `@unwrapped`.
        public var unwrappedMark: String { isUnwrapped ? "!" : "" }
        /// `@settable`: a constant (`@constant`) the triplet's protocol declares `{ get set }`, which the class stores in a
        /// `var` the view may set, as hand-written triplets declare a value the view model is made with.
        public var isSettable: Bool { get { storage.isSettable } set { unique().isSettable = newValue } }
        /// A relay or subject of the `Output` a view model is handed (`transform-output: given`) that the struct does not
        /// make (not `@made`): the caller makes it with its starting value (`BehaviorRelay`, `BehaviorSubject`,
        /// `CurrentValueSubject`) and hands it to `Output(...)`.
        public var isHanded: Bool { get { storage.isHanded } set { unique().isHanded = newValue } }
        /// `@kept(itemsRelay)`: the transform style's class keeps what the logic's stream sends in its property of that
        /// name (a relay or subject under `properties:`, `- let itemsRelay: BehaviorRelay<[Item]> = .init(value: [])`),
        /// and hands the view the output made of it, so members of its own read its current value (`itemsRelay.value`).
        public var keptIn: String? { get { storage.keptIn } set { unique().keptIn = newValue } }
        /// `@kept(routeRelay) @outside`: a kept output the class offers outside its `Output`, as hand-written transform
        /// view models offer a coordinator `var route: Signal<Route> { routeRelay.asSignal() }` over a private relay the
        /// logic sends into: the logic's `Output` holds its stream, which the class keeps in the relay, and the view's
        /// `Output` does not.
        public var isOutside: Bool { get { storage.isOutside } set { unique().isOutside = newValue } }
        /// Whether the relay or subject the view binds keeps a current value: it starts with one (`= value`), or the
        /// caller starts it (`isHanded`).
        public var keepsValue: Bool { fallback != nil || isHanded }
        /// `{ get }`, or `{ get set }` where the output is `@settable`.
        public var accessors: String { isSettable ? "{ get set }" : "{ get }" }

        public init(
            name: String, type: SwiftType, docs: [String] = [], isAsync: Bool = false, streamKind: StreamKind? = nil,
            fallback: String? = nil, failure: SwiftType? = nil, parameters: [Parameter]? = nil, answersInput: Bool = false,
            isError: Bool = false, condition: String? = nil
        ) {
            storage = Storage(
                name: name, type: type, docs: docs, isAsync: isAsync, streamKind: streamKind, fallback: fallback,
                failure: failure, parameters: parameters, answersInput: answersInput, group: isError ? .errors : .outputs,
                condition: condition)
        }

        /// `@signal`: an RxCocoa `Signal` rather than a `Driver`.
        public var isSignal: Bool { streamKind == .signal }

        /// `@constant`: a value the logic computes once, not a stream.
        public var isConstant: Bool { streamKind == .constant }

        /// State the view reads: a value with a starting value (`- enabled: Bool = false`) that cannot fail, not `Void`,
        /// not `@signal` or another kind. A view that binds after `init` must still see its current value: ReactiveSwift
        /// keeps it in a `Property`, the closures framework calls the view's closure with it when the view sets it.
        public var isState: Bool {
            fallback != nil && failure == nil && streamKind == nil && !type.isVoid && !isValueLike
        }

        /// A pull-style function output (`selectedReward() -> Reward?`).
        public var isFunction: Bool { parameters != nil }

        /// Held as it is by the logic's `Output` and the view model, not as a stream: a constant, or a function
        /// output's function (`(IndexPath) -> Bool`).
        public var isValueLike: Bool { isConstant || isFunction }

        /// Whether what the logic gives is a closure, which an initializer takes `@escaping`: a function output's
        /// function, or a constant of a function type.
        public var isClosure: Bool { isFunction || isConstant && type.isFunction }

        /// The type of what the logic gives for this output when it is not a stream: the constant's type, or the
        /// function's, `(IndexPath) -> Bool`.
        public var heldType: String {
            guard let parameters else { return type.description }
            return "(" + parameters.map(\.type.description).joined(separator: ", ") + ") -> " + type.description
        }

        /// The stream's error type as written in a stream type: `NetworkError`, or `Never`.
        public var failureDescription: String { failure?.description ?? "Never" }
    }
}
