/// The names a one-stream event transform's class gives its enums besides their own (`typealias Input =
/// MenuViewModelInput`), as classes conforming to an app's protocol of associated types declare them (`protocol
/// ViewModelBuilder { associatedtype Input; associatedtype Output; func transform(input: AnyPublisher<Input, Never>)
/// -> AnyPublisher<Output, Never> }`), call sites naming the enums by them (`PassthroughSubject<MenuViewModel.Input,
/// Never>`). The `transform` may name the enums by these aliases too (`AnyPublisher<Input, Never>`).
enum EventEnumAliases {
    /// What the class's typealias `name` names (`CommentsViewModelInput` of `typealias Input =
    /// CommentsViewModelInput`), or `name` itself when the class declares no such typealias.
    static func resolved(_ name: String, in owner: SwiftDeclaration) -> String {
        let last = String(name.split(separator: ".").last ?? Substring(name))
        guard name == last || name == "Self." + last || name == owner.name + "." + last,
              let alias = owner.members.first(where: { $0.kind == .typealias && $0.name == last && !$0.isGeneric }),
              let value = alias.value?.trimmingSpaces, Identifier.isValid(value) else { return name }
        return value
    }

    /// The class's typealiases of its input enum and of its output enum (`Input`, `Output`), both, to carry as the
    /// spec's `event-aliases:`; nil when it does not declare one of them (a conditional one, or a public alias of
    /// an internal class aside).
    static func aliases(of owner: SwiftDeclaration, input: String, output: String) -> [SwiftDeclaration]? {
        func alias(of type: String) -> SwiftDeclaration? {
            let found = owner.members.filter {
                $0.kind == .typealias && !$0.isGeneric && !$0.isConditional && $0.value?.trimmingSpaces == type
                    && $0.name != type && $0.access == owner.access
            }
            return found.count == 1 ? found[0] : nil
        }
        guard let input = alias(of: input), let output = alias(of: output), input.name != output.name else { return nil }
        return [input, output]
    }

    /// `transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>` written with the enums' own names
    /// where it names them by the class's aliases, as the spec's `transform:` option names them.
    static func signature(of transform: SwiftDeclaration, in owner: SwiftDeclaration) -> SwiftDeclaration {
        var result = transform
        result.parameters = transform.parameters.map { parameter in
            var parameter = parameter
            parameter.type = resolvingElement(parameter.type, in: owner)
            return parameter
        }
        result.type = transform.type.map { resolvingElement($0, in: owner) }
        return result
    }

    /// `AnyPublisher<CommentsViewModelInput, Never>` of `AnyPublisher<Input, Never>`: the stream's element resolved.
    private static func resolvingElement(_ type: String, in owner: SwiftDeclaration) -> String {
        guard let open = type.firstIndex(of: "<"), type.hasSuffix(">") else { return type }
        var arguments = TripletRecognizer.splitTopLevel(String(type[type.index(after: open)...].dropLast()))
        guard let first = arguments.first else { return type }
        arguments[0] = resolved(first.trimmingSpaces, in: owner)
        return String(type[..<open]) + "<" + arguments.joined(separator: ", ") + ">"
    }
}
