/// The shapes of view model vmgen generates.
public enum Style: String, CaseIterable, Hashable, Sendable {
    /// Kickstarter/Merpay: `XInputs`, `XOutputs`, `XType` and a final class conforming to all three.
    case triplet
    /// BlaBlaCar: `input`/`output` properties, inputs as observers backed by private subjects.
    case subject
    /// BlaBlaCar: `func transform(input: Input) -> Output`.
    case transform
    /// Grailed: a function from input streams to a named tuple of output streams.
    case function
    /// The "standard constructor" view model: input values and dependencies go into `init`, plain outputs are
    /// `let` properties and only outputs marked `@async` are streams.
    case constructor
    /// SwiftUI's view model: an `@Observable` main-actor class whose outputs are stored current values the view reads
    /// and whose inputs are methods, running the same logic as the Inputs/Outputs styles (their streams, or the
    /// closures framework's handlers, keep the stored values).
    case observable
    /// The observable style for SwiftUI before iOS 17: an `ObservableObject` class whose values are `@Published`
    /// (Combine's, imported beside the team's framework).
    case published

    /// The word used for this style in specs, flags and file names.
    public var name: String { rawValue }

    /// Whether `--tests` writes a probe and a fake for this style: every style has a view model object to drive (the
    /// constructor style's fake aside: `FakeWriter.applies`).
    public var hasTestSupport: Bool { true }

    /// Whether `--tests` writes a fake of this style's view model, beside its probe (the constructor style's: a struct
    /// of its values).
    public var hasFake: Bool { hasTestSupport }

    /// The styles a SwiftUI view reads: `observable` and `published`.
    public var isObservable: Bool { self == .observable || self == .published }

    /// The Inputs/Outputs styles, which `all` stands for, in their canonical order.
    public static let inputsOutputsStyles: [Style] = [.triplet, .subject, .transform, .function]
}

/// Which styles a spec or the command line asks for: `all` (the Inputs/Outputs styles the framework supports),
/// named styles, or both (`all, constructor`).
public struct StyleSelection: Hashable, Sendable {
    public var includesAll: Bool
    public var styles: [Style]

    public init(includesAll: Bool = false, styles: [Style] = []) {
        self.includesAll = includesAll
        self.styles = styles
    }

    public static let all = StyleSelection(includesAll: true)

    /// The styles selected for a framework, `all` first, without repeats; with the styles it names explicitly
    /// that the framework cannot render.
    public func resolve(for framework: Framework) -> (styles: [Style], unsupported: [Style]) {
        let supported = framework.supportedStyles
        var result = includesAll ? Style.inputsOutputsStyles.filter(supported.contains) : []
        var unsupported: [Style] = []
        for style in styles where !result.contains(style) {
            if supported.contains(style) { result.append(style) } else if !unsupported.contains(style) { unsupported.append(style) }
        }
        return (result, unsupported)
    }
}

/// The reactive frameworks vmgen renders for.
public enum Framework: String, CaseIterable, Hashable, Sendable {
    /// RxSwift 6 with RxRelay: `Observable` outputs.
    case rxswift
    /// RxSwift with RxCocoa's traits: `Driver` outputs (`Signal` for outputs marked `@signal`).
    case rxcocoa
    /// ReactiveSwift 7 (Kickstarter's): `Signal<T, Never>` outputs.
    case reactiveswift
    /// Combine (OpenCombine off Apple platforms): `AnyPublisher<T, Never>` outputs.
    case combine
    /// No framework (Merpay's): inputs are methods, outputs closure properties the view sets.
    case closures
    /// Swift concurrency: `AsyncStream<T>` inputs and outputs, logic written with tasks, on an actor.
    case async

    public var name: String { rawValue }

    /// Whether `--tests` writes test support (a probe and a fake) for this framework's view models: not yet with
    /// Swift concurrency, whose values arrive as the actor runs (a test reads the output streams with `for await`).
    public var hasTestSupport: Bool { self != .async }

    /// The styles this framework can render.
    public var supportedStyles: [Style] {
        self == .closures ? [.triplet, .observable, .published] : Style.allCases
    }
}

/// The access level of every generated declaration.
public enum AccessLevel: String, CaseIterable, Hashable, Sendable {
    case `internal`
    case `public`
    case `package`

    /// The modifier to write before a declaration, with its trailing space; empty for `internal`.
    public var modifier: String {
        self == .internal ? "" : rawValue + " "
    }
}

/// How generated code is indented.
public enum Indentation: Hashable, Sendable {
    case spaces(Int)
    case tab

    /// The text of one level of indentation.
    public var unit: String {
        switch self {
        case .spaces(let count): return String(repeating: " ", count: count)
        case .tab: return "\t"
        }
    }
}

/// Everything that decides how a spec renders, after file options and command-line flags are merged.
public struct GenerationOptions: Hashable, Sendable {
    public var framework: Framework
    public var styles: [Style]
    public var access: AccessLevel
    public var indentation: Indentation
    /// Modules the generated files import besides the framework's, for the types the spec names (`UIKit`).
    public var imports: [String]
    /// Comment lines written after vmgen's own header line (`// swiftlint:disable all`, a licence).
    public var headerLines: [String]
    /// Whether to render test support (a probe and a fake per view model and style) instead of view models.
    public var testSupport: Bool
    /// The app modules test support imports with `@testable` (`testable: MyApp`).
    public var testableImports: [String]
    /// The app's types a fake may take as `Equatable` (`equatable: Model, ErrorMessage`), besides the standard ones.
    public var equatableTypes: [String]
    /// How the transform style spells its method (`transform:`).
    public var transform: TransformSignature
    /// Protocols the generated view model type conforms to besides its own (`conforms: ViewModelType`).
    public var conformances: [String]
    /// The app's base class the generated view model class inherits (`superclass: BaseViewModel`), which must have an
    /// `init()`.
    public var superclass: String?
    /// `declaration: struct`: the transform or subject style's view model is a struct, as some apps write it.
    public var isStruct: Bool
    /// `wrapper: Property`: the app's property wrapper that holds a value output in RxSwift (MGArchitecture's
    /// `@Property`): a `@propertyWrapper` with `init(wrappedValue:)` whose `projectedValue` is a `BehaviorRelay<Value>`.
    public var valueWrapper: String?
    /// `isolation: MainActor`: the global actor the generated view models, their protocols, their logic contract and
    /// their test support are isolated to (Swift 6); nil for none. A view model's own `isolation:` line overrides it.
    public var isolation: String?
    /// `sendable: true`: the structs of the contract (the logic's `Input` and `Output`, and the view's where a style
    /// has its own) are `Sendable`, so they may cross actors and modules; for the `async` framework, whose streams are.
    public var sendable: Bool
    /// `transform-protocol: SearchViewModelling`: a protocol the transform style declares, with its `transform` method,
    /// which its view model and fake conform to, so a view can depend on it and take either; nil for none.
    public var transformProtocol: String?
    /// `input-init: loadTrigger, refreshTrigger`: the order the app's call sites hand the transform style's `Input` its
    /// streams in, where the team's struct declares an initializer of that order: the generated `Input` declares it
    /// beside the one of each member in order; nil for none.
    /// `input-init: appear, refreshRank = .empty()`: each parameter with its default argument where it has one.
    public var inputInit: [InitParameter]?
    /// `output-init: model homeModel, isLoading = .just(false)`: the parameters, in the order the app's call sites hand
    /// them (a label where it is not the member's name, a default argument where there is one), of the initializer the
    /// team's `Output` declares: the generated `Output` declares it beside the one of each member in order; nil for none.
    public var outputInit: [InitParameter]?
    /// `event-aliases: Input, Output`: the names the one-stream event transform's class gives its enums besides their
    /// own (`typealias Input = MenuViewModelInput`), for the app's protocol of associated types; nil for none.
    public var eventAliases: [String]?
    /// `top-level: LoginViewModelInput, LoginState, LoginViewModelOutput`: the names the transform of states' file also
    /// declares at its top level, as the app's code names them there: the input struct's and the enum's (typealiases of
    /// the class's), and one more, the typealias of the stream `transform` returns; nil for none.
    public var topLevelNames: [String]?
    /// `app-types: SettingInput, SettingState`: the transform of states' input struct and enum (either or both) that the
    /// app declares itself, at the top level of a file of its own; the generated file declares neither and uses the
    /// app's (`input.viewDidLoad`, `SettingState.reload(...)`); nil for none.
    public var appTypes: [String]?
    /// `source-locations: false` turns off the `#sourceLocation` directives that make the compiler report an error in
    /// the spec's text (a misspelt type) at the spec's line (`SourceLocations`); on by default.
    public var sourceLocations = true
    /// `members: var`: the keyword of the stored members of the contract's structs (the logic's `Input` and `Output`,
    /// and the transform style's view structs), `let` by default; `var` where the app's call sites set them.
    public var memberKeyword = "let"
    /// `final: false`: the view model's class is declared `class`, open to the app's subclasses (a hand-written view
    /// model that is not `final`); `final class` by default. The styles that declare no class (the function style,
    /// the constructor style's struct, `declaration: struct`) are not affected.
    public var isFinal = true
    /// `subject-contract: given`: the subject style's class keeps the `Input` and `Output` its initializer is handed
    /// (`init(input: Input = Input(), output: Output = Output(), ...)`), structs that make each relay or subject
    /// themselves; the logic reads the handed input's and its streams are bound into the handed output's.
    public var subjectContractIsGiven = false
    /// `subject-output: built`: the subject style's `Output` declares `init(input:)` (with the logic's dependencies),
    /// which runs the logic on the streams of the view model's `Input`, and the class makes its `output` with it, as
    /// apps whose `Output` builds itself write it (`self.output = .init(input: input, dependency: dependency)`).
    public var subjectOutputIsBuilt = false

    public init(
        framework: Framework = .rxswift,
        styles: [Style] = [.triplet],
        access: AccessLevel = .internal,
        indentation: Indentation = .spaces(4),
        imports: [String] = [],
        headerLines: [String] = [],
        testSupport: Bool = false,
        testableImports: [String] = [],
        equatableTypes: [String] = [],
        transform: TransformSignature = .standard,
        conformances: [String] = [],
        superclass: String? = nil,
        isStruct: Bool = false,
        valueWrapper: String? = nil,
        isolation: String? = nil,
        sendable: Bool = false
    ) {
        self.isolation = isolation
        self.sendable = sendable
        self.framework = framework
        self.styles = styles
        self.access = access
        self.indentation = indentation
        self.imports = imports
        self.headerLines = headerLines
        self.testSupport = testSupport
        self.testableImports = testableImports
        self.equatableTypes = equatableTypes
        self.transform = transform
        self.conformances = conformances
        self.superclass = superclass
        self.isStruct = isStruct
        self.valueWrapper = valueWrapper
    }
}

extension GenerationOptions {
    /// Whether `style`'s view model is a class (which `final:` applies to): not the function style's function, the
    /// constructor style's struct, or the transform or subject style's with `declaration: struct`.
    public func declaresClass(_ style: Style) -> Bool {
        switch style {
        case .function, .constructor: return false
        case .transform, .subject: return !isStruct
        case .triplet, .observable, .published: return true
        }
    }

    /// How the view model's class is declared: `final class`, or `class` with `final: false`.
    public var classKeyword: String { isFinal ? "final class" : "class" }

    /// How the transform or subject style declares its view model: `struct` with `declaration: struct`, else its class
    /// (`classKeyword`).
    public var typeKeyword: String { isStruct ? "struct" : classKeyword }
}

/// Options set outside a spec: on the command line, where each one that is set overrides the spec file's own, or
/// in a project's options file (`vmgen.options`), where each one is a default the spec file may override.
public struct OptionOverrides: Hashable, Sendable {
    public var framework: Framework?
    public var styles: StyleSelection?
    public var access: AccessLevel?
    public var indentation: Indentation?
    /// Only from an options file.
    public var imports: [String]?
    public var headerLines: [String]?
    public var testableImports: [String]?
    public var equatableTypes: [String]?
    public var transform: TransformSignature?
    public var conformances: [String]?
    public var superclass: String??
    public var isStruct: Bool?
    public var valueWrapper: String??
    public var isolation: String??
    public var sendable: Bool?
    public var sourceLocations: Bool?
    public var memberKeyword: String?
    public var isFinal: Bool?
    /// Only from the command line (`--tests`).
    public var testSupport: Bool?

    public init(
        framework: Framework? = nil, styles: StyleSelection? = nil, access: AccessLevel? = nil,
        indentation: Indentation? = nil, imports: [String]? = nil, headerLines: [String]? = nil,
        testableImports: [String]? = nil, equatableTypes: [String]? = nil, testSupport: Bool? = nil
    ) {
        self.equatableTypes = equatableTypes
        self.testableImports = testableImports
        self.testSupport = testSupport
        self.framework = framework
        self.styles = styles
        self.access = access
        self.indentation = indentation
        self.imports = imports
        self.headerLines = headerLines
    }
}
