/// The parsed form of one `.vmspec` file, before validation. Every node keeps where it was written.
public struct SpecFile: Sendable {
    public var path: String
    public var options: [OptionEntry]
    public var viewModels: [ViewModelDecl]

    public init(path: String, options: [OptionEntry] = [], viewModels: [ViewModelDecl] = []) {
        self.path = path
        self.options = options
        self.viewModels = viewModels
    }
}

/// `key: value` inside the file's `options:` block.
public struct OptionEntry: Sendable {
    public var key: Located<String>
    public var value: Located<String>
    /// The value of `transform:`, read as a signature where it was written.
    public var signature: TransformSignatureDecl?
    /// The value of `superclass:` when it has generic arguments, read as a type where it was written.
    public var type: SwiftType?
}

/// `transform(_ input: Input, disposeBag: DisposeBag) -> Output`, as written in the options.
public struct TransformSignatureDecl: Sendable {
    public var name: Located<String>
    public var parameters: [(parameter: ParameterDecl, isInout: Bool)]
    public var output: Located<String>
    /// The result when it is not a plain name: `AnyPublisher<Output, Never>` (the one-stream event transform).
    public var outputType: SwiftType? = nil
    /// The attributes written before the method's name: `@discardableResult`, a global actor (`@MainActor`).
    public var attributes: [Located<String>] = []
    /// `override` written before the method (`override func transform(input: Input) -> Output`).
    public var override: Located<String>? = nil
}

/// `viewmodel Name:` and its sections.
public struct ViewModelDecl: Sendable {
    public var name: Located<String>
    public var docs: [String]
    public var inputs: [InputDecl] = []
    public var outputs: [OutputDecl] = []
    public var dependencies: [DependencyDecl] = []
    /// `properties:`: the class's own stored state.
    public var properties: [PropertyDecl] = []
    /// `protocols: LoginViewModel`: what the triplet's protocols are named after, when not the view model's name;
    /// or each name in full: `protocols: CellInputs, CellOutputs, CellViewModelType[, CellErrors]`.
    public var protocolNames: Located<[String]>?
    /// `isolation: MainActor` (or `none`): the global actor this view model is isolated to, over the options' own.
    /// `.some(nil)` is an explicit `none`.
    public var isolation: Located<String?>?
    /// `type-refines: inputs, outputs`: the groups the triplet's type protocol refines, each where it is written.
    public var typeRefines: Located<[Located<String>]>?
    /// `class-bound: inputs, outputs, type`: the triplet's protocols that refine `AnyObject`, each where it is written.
    public var classBound: Located<[Located<String>]>?
    /// `groups: input, output`: the names of the type protocol's group properties, each where it is written.
    public var groupNames: Located<[Located<String>]>?
    /// `type-requires: init`: what the type protocol declares besides the groups, each where it is written.
    public var typeRequires: Located<[Located<String>]>?
    /// `self-as: state: DaysViewModelState`: the type protocol's properties that hand the view model itself as an
    /// app's protocol it conforms to, each where it is written.
    public var selfAs: Located<[SelfAsDecl]>?
    /// `outputs-refine: BaseViewModelOutputs`: the app's protocols a group's protocol refines, by line
    /// (`inputs-refine`, `outputs-refine`, `errors-refine`).
    public var groupRefinements: [String: Located<[Located<String>]>] = [:]
    /// `- typealias Name = Type` entries, each with the section it stands in.
    public var typeAliases: [TypeAliasDecl] = []
}

/// `state: DaysViewModelState` of a `self-as:` line: the property's name and the app's protocol it hands the view
/// model as.
public struct SelfAsDecl: Hashable, Sendable {
    public var name: Located<String>
    public var type: Located<String>
}

/// `- typealias ResourcesType = (title: String, image: UIImage?)` in a section: a type the section's protocol declares
/// (the type protocol's for `dependencies:`), as hand-written triplets declare one for their members' types.
public struct TypeAliasDecl: Sendable {
    public var name: Located<String>
    public var type: SwiftType
    public var docs: [String]
    /// `inputs`, `outputs`, `errors` or `dependencies`.
    public var section: String
    public var location: SourceLocation
}

/// One parameter of an input: `_ username: String`, `email: String`, `isAvailable available: Bool`.
public struct ParameterDecl: Sendable {
    /// The argument label when it differs from the name (`_` for none); nil when the name is also the label.
    public var label: Located<String>?
    public var name: Located<String>
    public var type: SwiftType
}

/// `name: Type = default`, or `label name: Type = default` (`_ service: Service`)
public struct DependencyDecl: Sendable {
    /// The argument label when it differs from the name (`_` for none); nil when the name is also the label.
    public var label: Located<String>? = nil
    public var name: Located<String>
    public var type: SwiftType
    public var defaultValue: String?
    public var docs: [String]
    public var location: SourceLocation
    /// `ThemeService!`: declared an implicitly unwrapped optional; `type` is what it wraps.
    public var isImplicitlyUnwrapped = false
    /// `@escaping OnLoginClosure`: a function type named by a typealias.
    public var isEscaping = false
    /// `- let postId: Int`: stored where call sites read it, `let` or `var`, where the keyword stands.
    public var keyword: Located<String>? = nil
    /// Where `weak` stands in `- weak var coordinator: PostCoordinator`; nil when the class holds it strongly.
    public var weak: SourceLocation? = nil
    /// Where the type starts, for what is wrong with it (`weak var name: String`).
    public var typeLocation: SourceLocation? = nil
    /// `relay` or `subject` in `- @relay let repository: Repository`, where `@` stands: the class keeps the parameter in
    /// a relay or subject that starts with it; nil when it stores the parameter as it is given.
    public var held: Located<String>? = nil
}

/// `- var tempName: String?`, `- let limit: Int = 20` under `properties:`: the class's own stored state.
public struct PropertyDecl: Sendable {
    public var keyword: Located<String>
    public var name: Located<String>
    public var type: SwiftType
    public var value: String?
    public var docs: [String]
    public var location: SourceLocation
    /// `@Published`: the property wrapper written before the keyword, where `@` stands.
    public var wrapper: Located<String>? = nil
    /// Where `lazy` stands in `- lazy var service: Service = ...`; nil when the property is not lazy.
    public var lazy: SourceLocation? = nil
    /// Where `weak` stands in `- weak var coordinator: Coordinator?`; nil when the property is held strongly.
    public var weak: SourceLocation? = nil
    /// Where `private(set)` stands in `- private(set) var page: Int = 1`; nil when call sites may set it.
    public var privateSetter: SourceLocation? = nil
    /// Where `init` stands in `- init let domain: Domain = signUpUseCase.domain()`: the initializer sets it from its
    /// parameters; nil when the property is declared with its value.
    public var setInInit: SourceLocation? = nil
    /// Where `logic` stands in `- logic init let subViewModels: SubViewModels = ...`: the logic is handed the value the
    /// initializer sets, after it sets it; nil for a property the logic is not handed.
    public var handedToLogic: SourceLocation? = nil
    /// Where the type starts, after `:`; nil for a property not read from a spec's line.
    public var typeLocation: SourceLocation? = nil
    /// Where the value starts, after `=`; nil without a value or for a property not read from a spec's line.
    public var valueLocation: SourceLocation? = nil
    /// `- var dependency: Dependency!`: an implicitly unwrapped optional, which starts `nil` as hand-written view models
    /// declare what is set after they are made; `type` is what it wraps.
    public var isImplicitlyUnwrapped = false
}
