/// How the transform style spells its method (`transform:` option), as real apps write it:
/// `transform(_ input: Input, disposeBag: DisposeBag) -> Output`, `transform(input: CellInput) -> CellOutput`.
/// Extra parameters are taken so that call sites do not change; the logic is not given them (its subscriptions are
/// the view's), and the view model ignores them.
public struct TransformSignature: Hashable, Sendable {
    /// The method's name: `transform`.
    public var name: String
    /// The first parameter's argument label (nil for `_`), its name, and its type's name: the `Input` typealias.
    public var inputLabel: String?
    public var inputName: String
    public var inputType: String
    /// The result type's name: the `Output` typealias (or struct, where the view's outputs differ from the logic's).
    public var outputType: String
    public var extraParameters: [Parameter]
    /// The one-stream event transform (`transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output,
    /// Never>`): the streams the parameter and the result are, each of an enum the view model declares, a case per
    /// input or output. nil for the structs of streams.
    public var events: Events?
    /// The transform of states (`transform(input: LoginViewModelInput) -> AnyPublisher<LoginState, Never>`): the input
    /// the struct of streams, as in the transform style, and the result one stream of an enum the view model declares,
    /// a case per output, as the one-stream event transform's. nil for the other forms.
    public var states: Events.Stream?
    /// `@discardableResult`: call sites may drop the result (`viewModel.transform(input: input)` for its bindings alone).
    public var isDiscardable: Bool = false
    /// `@MainActor` (or another global actor of the app, `@DatabaseActor`): the method alone is isolated to it, the class
    /// not (SeulMae's `@MainActor func transform(_ input: Input) -> Output`). The actor's name, nil for none.
    public var globalActor: String?
    /// `transform-calls: action`: the extra parameter, a closure of the output (`action: (Output) -> Void`), that the
    /// method calls with the output it returns, just before returning it, where the app's screens bind it. nil where the
    /// method calls none of its parameters. (Every closure the method takes is taken non-escaping: it keeps none, and
    /// a method so declared conforms to a protocol's requirement written either way.)
    public var calledParameter: String?
    /// `override func transform(input: Input) -> Output`: the method overrides the base class's (`superclass:`).
    public var isOverride: Bool = false
    /// `view-input: fromView: InputFromView`: the method's `Input` is the base class's, not the view model's; it
    /// carries the view's input streams as `member`, a struct the view model declares as `type`. nil where the view
    /// model declares `Input` itself.
    public var viewInput: ViewInput?

    /// Where the base class's `Input` carries the view's inputs (`view-input:`): `input.fromView`, of `InputFromView`.
    public struct ViewInput: Hashable, Sendable {
        public var member: String
        public var type: String

        public init(member: String, type: String) {
            self.member = member
            self.type = type
        }
    }

    /// The struct of the view's input streams the view model declares: `Input`, or the one the base class's `Input`
    /// carries (`view-input:`).
    public var viewInputType: String { viewInput?.type ?? inputType }
    /// `transform-output: given`: the class keeps the `Output` its initializer is handed (`init(output: Output)`, the
    /// struct of relays or subjects whoever makes the view model builds), binds the logic's streams into it, and
    /// `transform` returns that very one; its members not `@made` are the caller's, each started with its value.
    public var outputIsGiven: Bool = false
    /// `output-bag: cancelBag: CancelBag`: the view's `Output` object keeps the subscriptions that set its values
    /// (`var cancelBag = CancelBag()`, a `Set<AnyCancellable>` under the app's name), so a struct view model, which
    /// keeps none, has value outputs in Combine; nil where the view model keeps them (`outputBindings`) or a parameter.
    public var outputBag: OutputBag?

    /// `transform-bag: cancelBag`: the extra parameter that keeps the subscriptions setting the view's values, the
    /// caller's bag (`cancelBag: CancelBag`, the app's class that `AnyCancellable.store(in:)` takes, or `cancellables:
    /// inout Set<AnyCancellable>`), so a struct view model, which keeps none, has value outputs in Combine; nil where
    /// the view model keeps them itself, the `Output` object (`output-bag:`), or a parameter of the storage's type.
    public var bagParameter: String?

    /// The extra parameter that keeps the subscriptions (`transform-bag:`), where the spec names one.
    public var bag: Parameter? { bagParameter.flatMap { name in extraParameters.first { $0.name == name } } }

    /// The member of the view's `Output` object that keeps its subscriptions (`output-bag:`), and its type as written.
    public struct OutputBag: Hashable, Sendable {
        public var name: String
        public var type: String
    }

    /// The streams of the one-stream event transform, as written: the stream type's name around the enum
    /// (`AnyPublisher`, `Observable`, `Signal`, `SignalProducer`) and its arguments after the enum (`Never`).
    public struct Events: Hashable, Sendable {
        public var input: Stream
        public var output: Stream

        public init(input: Stream, output: Stream) {
            self.input = input
            self.output = output
        }

        /// `AnyPublisher<_, Never>`: the stream's name and the arguments after the element.
        public struct Stream: Hashable, Sendable {
            public var name: String
            public var trailingArguments: [SwiftType]

            public init(name: String, trailingArguments: [SwiftType]) {
                self.name = name
                self.trailingArguments = trailingArguments
            }

            /// The stream of `element`: `AnyPublisher<Input, Never>`.
            public func type(of element: String) -> SwiftType {
                .named([.init(name, genericArguments: [.named([.init(element)])] + trailingArguments)])
            }

            /// The stream of a type written as text: `AnyPublisher<LoginViewModel.Input, Never>`.
            public func spelled(_ element: String) -> String {
                name + "<" + ([element] + trailingArguments.map(\.description)).joined(separator: ", ") + ">"
            }
        }
    }

    /// The attributes written before `func`, each on a line of its own: `@MainActor`, `@discardableResult`, or none.
    public var attributeLines: [String] {
        (globalActor.map { ["@" + $0] } ?? []) + (isDiscardable ? ["@discardableResult"] : [])
    }

    /// The attributes written before the method's name in the `transform:` option: `@MainActor @discardableResult `.
    public var attributePrefix: String { attributeLines.map { $0 + " " }.joined() }

    /// Whether the method is the one-stream event transform, whose `Input` and `Output` are enums.
    public var isEventStream: Bool { events != nil }

    /// The stream of the output enum the method returns: the one-stream event transform's or the transform of states'.
    public var outputStream: Events.Stream? { events?.output ?? states }

    /// Whether `Output` is an enum, a case per output, sent in one stream: the one-stream event transform or the
    /// transform of states.
    public var hasOutputEnum: Bool { outputStream != nil }

    /// Whether the method is the transform of states: a struct of streams in, one stream of `Output` cases out.
    public var isStateStream: Bool { events == nil && states != nil }

    /// Whether the method is the ordinary transform: a struct of streams in, a struct of streams out.
    public var isStructTransform: Bool { events == nil && states == nil }

    /// The result type as written: `Output`, `AnyPublisher<Output, Never>`.
    public func resultType(qualifiedBy type: String?, except appTypes: Set<String> = []) -> String {
        let name = (appTypes.contains(outputType) ? "" : type.map { $0 + "." } ?? "") + outputType
        return outputStream.map { $0.spelled(name) } ?? name
    }

    /// An extra parameter: `disposeBag: DisposeBag`, `cancellables: inout Set<AnyCancellable>`.
    public struct Parameter: Hashable, Sendable {
        public var label: String?
        public var name: String
        public var type: SwiftType
        public var isInout: Bool

        public init(label: String?, name: String, type: SwiftType, isInout: Bool) {
            self.label = label
            self.name = name
            self.type = type
            self.isInout = isInout
        }

        /// `disposeBag: DisposeBag`, `in cancellables: inout Set<AnyCancellable>`.
        public var declaration: String { declaration(escaping: true) }

        /// The declaration, with a function type `@escaping` or not (a closure the method only calls).
        public func declaration(escaping: Bool) -> String {
            let name = Identifier.escaped(self.name)
            let head: String
            switch label {
            case nil: head = "_ " + name
            case self.name?: head = name
            case let label?: head = Identifier.escaped(label) + " " + name
            }
            return head + ": " + (isInout ? "inout " : "") + (escaping ? type.parameterDescription : type.description)
        }
    }

    public init(
        name: String = "transform", inputLabel: String? = "input", inputName: String = "input",
        inputType: String = "Input", outputType: String = "Output", extraParameters: [Parameter] = [],
        events: Events? = nil, states: Events.Stream? = nil
    ) {
        self.events = events
        self.states = states
        self.name = name
        self.inputLabel = inputLabel
        self.inputName = inputName
        self.inputType = inputType
        self.outputType = outputType
        self.extraParameters = extraParameters
    }

    /// BlaBlaCar's `func transform(input: Input) -> Output`.
    public static let standard = TransformSignature()

    /// The parameter list: `input: Input`, `_ input: Input, disposeBag: DisposeBag`.
    public var parameters: [String] { parameters(qualifiedBy: nil) }

    /// The parameter list with the input's type as a member of `type` (`LoginViewModel.Input`), for use outside it.
    /// The app's own types (`app-types:`) are named by themselves.
    public func parameters(qualifiedBy type: String?, except appTypes: Set<String> = []) -> [String] {
        let owner = appTypes.contains(inputType) ? nil : type
        let components = (owner.map { [SwiftType.NameComponent($0)] } ?? []) + [.init(inputType)]
        var inputStruct = SwiftType.named(components)
        if let events {
            inputStruct = events.input.type(of: inputType)
            if case .named(var outer) = inputStruct, type != nil {
                outer[0].genericArguments[0] = .named(components)
                inputStruct = .named(outer)
            }
        }
        let input = Parameter(label: inputLabel, name: inputName, type: inputStruct, isInout: false)
        return [input.declaration] + extraParameters.map {
            qualified($0, by: appTypes.contains(outputType) ? nil : type).declaration(escaping: false)
        }
    }

    /// `parameter`, with the output its closure takes as a member of `type` where it is the called closure
    /// (`action: (LoginViewModel.Output) -> Void`), for use outside the type.
    public func qualified(_ parameter: Parameter, by type: String?) -> Parameter {
        guard let type, parameter.name == calledParameter,
              case .function(let attributes, _, let isAsync, let throwsClause, let result) = parameter.type else { return parameter }
        var qualified = parameter
        qualified.type = .function(
            attributes: attributes, parameters: [.named([.init(type), .init(outputType)])], isAsync: isAsync,
            throwsClause: throwsClause, result: result)
        return qualified
    }

    /// The label-and-value list that calls it with `input` and `values` for the extra parameters (`&` for inout).
    public func arguments(input: String, values: [String]) -> [String] {
        var arguments = [(inputLabel.map { Identifier.label($0) + ": " } ?? "") + input]
        for (parameter, value) in zip(extraParameters, values) {
            arguments.append((parameter.label.map { Identifier.label($0) + ": " } ?? "") + (parameter.isInout ? "&" : "") + value)
        }
        return arguments
    }
}
