/// What `vmgen import` makes of one Swift file: the view models it recognised, in spec terms, and what it could
/// not carry over (each a warning, and a `#` line in the spec where the member stood).
public struct ImportedSpec: Hashable, Sendable {
    public var source: String
    public var style: Style = .triplet
    public var framework: Framework?
    public var access: AccessLevel
    public var viewModels: [ViewModel]
    /// The `transform:` option, when the code spells the method otherwise than `transform(input: Input) -> Output`.
    public var transform: String?
    /// The `transform-calls:` option: the closure parameter `transform` calls with its output before returning it.
    public var transformCalls: String?
    /// `view-input: fromView: InputFromView`: the base class's `Input` carries the view's struct (`InheritedTransformContracts`).
    public var viewInput: String?
    /// The `transform-output:` option: `given` where the class keeps the `Output` its initializer is handed.
    public var transformOutput: String?
    /// The `output-bag:` option: the member of the `Output` object that keeps its subscriptions, and its type
    /// (`cancelBag: CancelBag`), where the code declares one (`OutputBagImport`).
    public var outputBag: String?
    /// The `transform-bag:` option: the parameter of `transform` that keeps the subscriptions of a struct's bound
    /// outputs, the bag its caller hands it (`cancelBag`, `TransformBagImport`).
    public var transformBag: String?
    /// The `subject-contract:` option: `given` where the subject style's class keeps the `Input` and `Output` its
    /// initializer is handed.
    public var subjectContract: String?
    /// `subject-output: built`: the subject style's `Output` builds itself with `init(input:)` (`BuiltSubjectOutputImport`).
    public var subjectOutput: String?
    /// The `event-aliases:` option: the names the one-stream event transform's class gives its enums besides theirs.
    public var eventAliases: [String]?
    /// The `input-init:` option: the order the team's `Input` initializer takes its members in, where it differs.
    public var inputInit: [String]?
    /// The `output-init:` option: the parameters of the team's `Output` initializer (`model homeModel`), where it
    /// differs from the one of each member in order.
    public var outputInit: [String]?
    /// The `top-level:` option: the transform of states' types the file declares at its top level, by name.
    public var topLevelNames: [String]?
    /// The `app-types:` option: the transform of states' types another file of the app declares at its top level.
    public var appTypes: [String]?
    /// The `conforms:` option: the protocols (and base class) the view model's type declares.
    public var conformances: [String] = []
    /// The `superclass:` option: the base class, known by an `override init` in the class.
    public var superclass: String?
    /// `declaration: struct`: the transform- or subject-style view model is a struct (`StructDeclarations`).
    public var isStruct = false
    /// The `imports:` option: the modules the file imports besides the reactive frameworks (`Foundation`, `UIKit`).
    public var imports: [String] = []
    /// The `wrapper:` option: the app's property wrapper of RxSwift value outputs (`@Property var isLoading = false`).
    public var valueWrapper: String?
    /// The `members:` option: `var` when the transform style's `Input` and `Output` declare their members `var`.
    public var memberKeyword: String?
    /// `final: false`: a view model class of the file is not final (`ClassFinality`).
    public var isFinal = true

    /// One view model, member by member as the spec writes them.
    public struct ViewModel: Hashable, Sendable {
        public var name: String
        public var docs: [String]
        public var location: SourceLocation
        public var dependencies: [Member]
        public var inputs: [Member]
        public var outputs: [Member]
        /// The `errors:` section: the members of the triplet's `XErrors` protocol.
        public var errors: [Member] = []
        /// The `properties:` section: the class's own stored state call sites read or set (`var tempName: String?`).
        public var properties: [Member] = []
        /// The `protocols:` line, when the triplet's protocols are not named after the class: the prefix they share,
        /// or each name (inputs, outputs, type, errors).
        public var protocols: [String]? = nil
        /// The `type-refines:` line: the groups (`inputs`, `outputs`, `errors`) the type protocol refines.
        public var typeRefines: [String] = []
        /// The `class-bound:` line: the protocols (`inputs`, `outputs`, `errors`, `type`) that refine `AnyObject`.
        public var classBound: [String] = []
        /// The `groups:` line: the type protocol's group properties, when not `inputs`, `outputs`, `errors`.
        public var groupNames: [String]? = nil
        /// The `isolation:` line: the global actor the contract's protocols and class are isolated to (`MainActor`).
        public var isolation: String? = nil
        /// The `type-requires: init` line: the type protocol declares the initializer.
        public var typeRequiresInit = false
        /// The dependencies the type protocol declares (`var theme: Theme { get }`), on the `type-requires:` line after
        /// `init`.
        public var typeRequiredDependencies: [String] = []
        /// The `self-as:` line: the type protocol's properties the class satisfies with itself (`var state:
        /// DaysViewModelState { self }`), each `name: Protocol`.
        public var selfViews: [String] = []
        /// The `inputs-refine:`, `outputs-refine:`, `errors-refine:` and `type-refine:` lines: a group (or `type`), then the
        /// app's protocols its protocol refines.
        public var groupRefinements: [[String]] = []
    }

    /// A spec line, `- ...`, with its docs; or, when `skipped` is set, a `#` line saying why the member is not in it.
    public struct Member: Hashable, Sendable {
        public var line: String
        public var docs: [String]
        public var skipped: String?
        public var location: SourceLocation
        /// The member as the Swift code declares it, for a warning that names it.
        public var original: String
        /// What the spec assumes of an imported member that the code does not say (a `note:`).
        public var note: String? = nil

        public static func entry(_ line: String, docs: [String], at location: SourceLocation, original: String) -> Member {
            Member(line: line, docs: docs, skipped: nil, location: location, original: original)
        }

        public static func skipped(_ what: String, because reason: String, at location: SourceLocation) -> Member {
            Member(line: what, docs: [], skipped: reason, location: location, original: what)
        }
    }
}
