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
    /// What the triplet's protocols are named after: `\(protocolPrefix)Inputs`, `Outputs`, `Type`. The view model's
    /// name unless the spec says otherwise (`protocols: Actitivies`, a legacy spelling call sites depend on).
    public var protocolPrefix: String

    public init(
        name: String, docs: [String] = [], inputs: [Input] = [], outputs: [Output] = [],
        dependencies: [Dependency] = [], specPath: String, protocolPrefix: String? = nil
    ) {
        self.protocolPrefix = protocolPrefix ?? name
        self.name = name
        self.docs = docs
        self.inputs = inputs
        self.outputs = outputs
        self.dependencies = dependencies
        self.specPath = specPath
    }

    /// An input: a method on the view model and a stream in the logic's `Input`.
    public struct Input: Hashable, Sendable {
        public var methodName: String
        public var parameters: [Parameter]
        /// The distinct name of this input's stream: `usernameChanged`, `typeEmail`.
        public var streamName: String
        public var docs: [String]
        /// `@latest` (true) or `@event` (false); nil leaves the choice to the framework's default.
        public var replaysLatest: Bool?
        /// The type the view hands this input's stream as, where the view hands streams (the transform and function
        /// styles): RxCocoa's `Driver`, `Signal`, `ControlEvent` or `ControlProperty`; nil for the framework's stream.
        public var streamKind: InputStreamKind?

        public init(
            methodName: String, parameters: [Parameter], streamName: String, docs: [String] = [], replaysLatest: Bool? = nil,
            streamKind: InputStreamKind? = nil
        ) {
            self.methodName = methodName
            self.parameters = parameters
            self.streamName = streamName
            self.docs = docs
            self.replaysLatest = replaysLatest
            self.streamKind = streamKind
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

    /// A kind of stream an input is handed as: the attribute that asks for it (`@driver`) and its RxCocoa type.
    public enum InputStreamKind: String, CaseIterable, Hashable, Sendable {
        case driver, signal, controlEvent, controlProperty

        /// `Driver`, `Signal`, `ControlEvent`, `ControlProperty`.
        public var typeName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
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

    /// An output: a stream the logic produces.
    public struct Output: Hashable, Sendable {
        public var name: String
        public var type: SwiftType
        public var docs: [String]
        /// `@async`: a stream in the constructor style (every output is a stream in the other styles).
        public var isAsync: Bool
        /// `@signal`: an RxCocoa `Signal` rather than a `Driver`.
        public var isSignal: Bool
        /// The value an RxCocoa trait gives instead of an error.
        public var fallback: String?

        public init(
            name: String, type: SwiftType, docs: [String] = [], isAsync: Bool = false, isSignal: Bool = false,
            fallback: String? = nil
        ) {
            self.name = name
            self.type = type
            self.docs = docs
            self.isAsync = isAsync
            self.isSignal = isSignal
            self.fallback = fallback
        }
    }

    /// A dependency passed to `init` and handed to the logic.
    public struct Dependency: Hashable, Sendable {
        public var name: String
        public var type: SwiftType
        public var defaultValue: String?
        public var docs: [String]

        public init(name: String, type: SwiftType, defaultValue: String? = nil, docs: [String] = []) {
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.docs = docs
        }
    }
}
