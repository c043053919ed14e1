/// Two ways real subject-bridged view models write what Swift reads without ambiguity, which the import and
/// `--check` read as Swift does:
/// - a subject or relay made with a literal starting value and no generic argument written (`let isOn =
///   BehaviorSubject(value: false)`, `BehaviorRelay(value: "")`, `MutableProperty(0)`, `Just([Item]())`): a stored
///   property without a written type has no context, so Swift infers the one generic argument from the literal alone
///   (`Bool`, `String`, `Int`, `Double`, `[Item]`). Any other argument (`BehaviorRelay(value: user.name)`, `nil`,
///   `[]`) still asks for the type, never a guess.
/// - the view model's `input` and `output` typed by the view model's own name (`var input: MenuViewModel.Input`):
///   inside `MenuViewModel`, the same type as `Input`.
extension StructStyleRecognizer {
    /// The generic types of one argument that Swift infers from the starting value they are made with, and the
    /// label that value takes (empty for none).
    static let literalStartedGenerics: [String: String] = [
        "BehaviorSubject": "value", "BehaviorRelay": "value", "MutableProperty": "", "Just": "",
    ]

    /// `BehaviorSubject<Bool>` for `BehaviorSubject(value: false)`: the type a call of one of
    /// `literalStartedGenerics` without generic arguments has when its one argument is a literal; nil otherwise.
    static func literalStartedType(_ value: String) -> String? {
        guard let open = value.firstIndex(of: "("), value.hasSuffix(")") else { return nil }
        let type = String(value[..<open])
        let name = type.split(separator: ".").last.map(String.init) ?? ""
        guard let label = literalStartedGenerics[name],
              type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        var argument = String(value[value.index(after: open)..<value.index(before: value.endIndex)]).trimmingSpaces
        if !label.isEmpty {
            guard argument.hasPrefix(label), let colon = argument.firstIndex(of: ":"),
                  String(argument[..<colon]).trimmingSpaces == label else { return nil }
            argument = String(argument[argument.index(after: colon)...]).trimmingSpaces
        }
        // One argument: a string literal may hold commas and parentheses, anything else may not.
        let isString = argument.hasPrefix("\"") && argument.hasSuffix("\"") && argument.count >= 2
            && !argument.dropFirst().dropLast().contains("\"")
        guard isString || !argument.contains(",") && argument.filter({ $0 == "(" }).count <= 1,
              let element = literalType(argument) else { return nil }
        return "\(type)<\(element)>"
    }

    /// `Input` for `MenuViewModel.Input` in `MenuViewModel`: a type named through its view model, where the view
    /// model nests it, read as its own name; any other type unchanged.
    static func unqualified(_ type: String, owner: String, nested: [String]) -> String {
        let trimmed = type.trimmingSpaces
        for name in nested where trimmed == owner + "." + name { return name }
        return type
    }
}
