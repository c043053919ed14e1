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
        public var declaration: String {
            let name = Identifier.escaped(self.name)
            let head: String
            switch label {
            case nil: head = "_ " + name
            case self.name?: head = name
            case let label?: head = Identifier.escaped(label) + " " + name
            }
            return head + ": " + (isInout ? "inout " : "") + type.parameterDescription
        }
    }

    public init(
        name: String = "transform", inputLabel: String? = "input", inputName: String = "input",
        inputType: String = "Input", outputType: String = "Output", extraParameters: [Parameter] = []
    ) {
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
    public func parameters(qualifiedBy type: String?) -> [String] {
        let components = (type.map { [SwiftType.NameComponent($0)] } ?? []) + [.init(inputType)]
        let input = Parameter(label: inputLabel, name: inputName, type: .named(components), isInout: false)
        return [input.declaration] + extraParameters.map(\.declaration)
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
