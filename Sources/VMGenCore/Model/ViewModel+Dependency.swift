/// What a view model is made with: its dependencies, as `init` takes them, the class stores them and the logic is handed
/// them.
extension ViewModel {
    /// The dependencies the logic is handed: all but the `weak` ones, which the class keeps for itself (handed to the
    /// logic, a closure of it would keep what they name alive), then the properties the initializer sets for it
    /// (`- logic init let subViewModels: SubViewModels = ...`), in the order the initializer sets them, before it calls
    /// the logic.
    public var logicDependencies: [Dependency] {
        dependencies.filter { !$0.isWeak } + properties.filter(\.isHandedToLogic).map { property in
            var handed = Dependency(name: property.name, type: property.type, docs: property.docs)
            handed.isImplicitlyUnwrapped = property.isImplicitlyUnwrapped
            handed.isOwnProperty = true
            return handed
        }
    }

    /// The name of the logic's first parameter, the view's streams (`transform(_ input: Input, ...)`): `input`, or
    /// `streams` where a dependency the logic is handed is named `input` (a triplet's `init(input: Input)`, which the
    /// spec may take: `TripletDependencyNames`), so that the logic's parameters stay apart.
    public var logicStreamsParameter: String {
        let taken = Set(logicDependencies.map(\.name))
        var name = "input"
        while taken.contains(name) { name = name == "input" ? "streams" : name + "_" }
        return name
    }

    /// A dependency passed to `init` and handed to the logic.
    public struct Dependency: Hashable, Sendable {
        public var name: String
        public var type: SwiftType
        public var defaultValue: String?
        public var docs: [String]
        /// The argument label of the `init` parameter, when not the name: `_` for none (`init(_ service: Service)`).
        public var label: String?
        /// `- themeService: ThemeService!`: declared an implicitly unwrapped optional, as some hand-written
        /// initializers take a dependency; `type` is what it wraps.
        public var isImplicitlyUnwrapped = false
        /// `- onLogin: @escaping OnLoginClosure`: a function type named by a typealias, which a parameter takes
        /// `@escaping` (vmgen writes it itself before a function type).
        public var isEscaping = false
        /// `- let postId: Int`: the class stores the dependency where call sites read it (`viewModel.postId`), `let` or
        /// `var` with the options' access, rather than privately; nil for a dependency only the logic sees.
        public var keyword: String?
        /// `- weak var coordinator: PostCoordinator`: stored `weak var coordinator: PostCoordinator?`, so the view model
        /// keeps no coordinator alive; the class's own, which the logic is not handed (`ViewModel.logicDependencies`).
        public var isWeak = false
        /// `- @relay let repository: Repository`: the relay or subject the class keeps the parameter in, started with it
        /// (`BehaviorRelay<Repository>`, `CurrentValueSubject<Repository, Never>`), as the framework spells it; what call
        /// sites read and the logic is handed. Nil for a dependency stored as it is given.
        public var heldType: String? = nil
        /// A property of `properties:` the initializer sets and hands the logic (`- logic init let ...`), not a
        /// parameter of `init`: the class's own, which a call reads as `self.subViewModels` once it is set.
        public var isOwnProperty = false

        /// The type as the stored property declares it: `Service`, `ThemeService!`, `PostCoordinator?` when weak,
        /// `BehaviorRelay<Repository>` when held in a relay.
        public var declaredType: String {
            if let heldType { return heldType }
            // `Optional<PostCoordinator>` is optional too (`StoredProperties.optionalWrapped`).
            if isWeak { return StoredProperties.optionalWrapped(type) != nil ? type.description : type.description + "?" }
            return isImplicitlyUnwrapped ? (type.isFunction ? "(\(type.description))!" : type.description + "!") : type.description
        }

        /// `let`, `var` or `weak var` before a stored dependency call sites read; nil for one only the logic sees.
        public var storedKeyword: String? { keyword.map { (isWeak ? "weak " : "") + $0 } }

        /// The type as a parameter declares it: `@escaping` before a closure (a function type or an escaping alias).
        public var parameterType: String {
            isImplicitlyUnwrapped ? declaredType : (isEscaping ? "@escaping " : "") + type.parameterDescription
        }

        /// The type the logic is handed it as: the relay or subject the class keeps it in (`heldType`), else as the
        /// initializer takes it.
        public var logicParameterType: String { heldType ?? parameterType }

        public init(name: String, type: SwiftType, defaultValue: String? = nil, docs: [String] = [], label: String? = nil) {
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.docs = docs
            self.label = label
        }

        /// `service: value`, `value` when unlabelled, `using: value` under another label: as a call passes it.
        public func argument(_ value: String) -> String {
            switch label {
            case nil: return Identifier.label(name) + ": " + value
            case "_"?: return value
            case let label?: return Identifier.label(label) + ": " + value
            }
        }

        /// `_ service`, `using service` or `service`: the parameter as a declaration names it, before its type.
        public var declaredName: String {
            (label.map { ($0 == "_" ? "_" : Identifier.escaped($0)) + " " } ?? "") + Identifier.escaped(name)
        }
    }
}
