/// Two ways real subject-bridged view models write what Swift reads without ambiguity, which the import and
/// `--check` read as Swift does:
/// - a subject or relay made with a literal starting value and no generic argument written (`let isOn =
///   BehaviorSubject(value: false)`, `BehaviorRelay(value: "")`, `MutableProperty(0)`, `Just([Item]())`): a stored
///   property without a written type has no context, so Swift infers the one generic argument from the literal alone
///   (`Bool`, `String`, `Int`, `Double`, `[Item]`; `[Record]` for `[Record()]`, `[Int]` for `[1, 2, 3]`, `(String,
///   Int)` for `("", 1)`: `madeValueType`), or from a call of a type's initializer (`Profile(name: "")`: `InferredStartingTypes`). Any
///   other argument (`BehaviorRelay(value: user.name)`, `nil`, `[]`) still asks for the type, never a guess.
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
        guard let (type, argument) = startingArgument(value) else { return nil }
        // One argument: a string literal may hold commas and parentheses, anything else may not.
        let isString = argument.hasPrefix("\"") && argument.hasSuffix("\"") && argument.count >= 2
            && !argument.dropFirst().dropLast().contains("\"")
        let made = argument.hasPrefix("[") || argument.hasPrefix("(") ? madeValueType(argument) : nil
        guard let element = made ?? (isString || !argument.contains(",") && argument.filter({ $0 == "(" }).count <= 1
            ? literalType(argument) ?? madeValueType(argument) : nil)
            // `Profile(name: "")`, `[Todo]()`: a call of a type's initializer (`InferredStartingTypes`).
            ?? InferredStartingTypes.calledType(argument) else { return nil }
        return "\(type)<\(element)>"
    }

    /// `("BehaviorSubject", "false")` for `BehaviorSubject(value: false)`: the type called, one of
    /// `literalStartedGenerics` without generic arguments, and the starting value it is called with (after its label).
    static func startingArgument(_ value: String) -> (type: String, argument: String)? {
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
        return (type, argument)
    }

    /// The type Swift infers for a starting value made of values whose types they say, with nothing else to go by:
    /// `[Record]` for `[Record()]` (an array literal of one value), `([String], [Double])` for `([String()],
    /// [Double()])` and `(String, Int)` for `("", 1)` (a tuple literal without labels), `IndexPath` for `IndexPath()`
    /// (a type's initializer without arguments), and the literals `literalType` reads, as a relay that starts with
    /// placeholder rows writes it (`BehaviorRelay(value: [(Date(), [Record()])])`); nil for anything else (`[]`,
    /// `[record]`, `[Record(id: 1)]`, `[A(), B()]`, a labelled tuple).
    static func madeValueType(_ argument: String) -> String? {
        let value = argument.trimmingSpaces
        if value.hasPrefix("["), value.hasSuffix("]") {
            // `[1, 2, 3, 4, 6, 12]`: literals of one kind, as a stored property's array (`ArrayLiteralTypes`); calls
            // (`[Record(id: 1)]`) still ask for the type.
            if let literals = ArrayLiteralTypes.type(value), ["[Int]", "[Double]", "[String]", "[Bool]"].contains(literals) {
                return literals
            }
            let elements = topLevelElements(String(value.dropFirst().dropLast()))
            guard let elements, elements.count == 1, let element = madeValueType(elements[0]) else { return nil }
            return "[\(element)]"
        }
        if value.hasPrefix("("), value.hasSuffix(")") {
            guard let elements = topLevelElements(String(value.dropFirst().dropLast())), elements.count >= 2 else { return nil }
            let types = elements.map(madeValueType)
            guard types.allSatisfy({ $0 != nil }) else { return nil }
            return "(" + types.map { $0! }.joined(separator: ", ") + ")"
        }
        if value.hasSuffix("()") {
            let type = value.dropLast(2)
            guard type.first?.isUppercase == true, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            else { return nil }
            return String(type)
        }
        return literalType(value)
    }

    /// The elements of a list written between brackets or parentheses, split at the commas outside nested ones and
    /// outside string literals; nil when one holds a label (`name: x`) or a string with a quote escaped.
    private static func topLevelElements(_ text: String) -> [String]? {
        var elements: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        for character in text {
            if character == "\\" { return nil }
            if character == "\"" { inString.toggle() }
            if !inString {
                if "([".contains(character) { depth += 1 }
                if ")]".contains(character) { depth -= 1 }
                if character == ":" && depth == 0 { return nil }
                if character == "," && depth == 0 {
                    elements.append(current.trimmingSpaces)
                    current = ""
                    continue
                }
            }
            current.append(character)
        }
        let last = current.trimmingSpaces
        if !last.isEmpty { elements.append(last) }
        return elements.contains(where: \.isEmpty) ? nil : elements
    }

    /// `Input` for `MenuViewModel.Input` in `MenuViewModel`: a type named through its view model, where the view
    /// model nests it, read as its own name; any other type unchanged.
    static func unqualified(_ type: String, owner: String, nested: [String]) -> String {
        let trimmed = type.trimmingSpaces
        for name in nested where trimmed == owner + "." + name { return name }
        return type
    }
}
