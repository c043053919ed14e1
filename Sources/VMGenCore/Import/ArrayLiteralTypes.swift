/// The type Swift infers for a stored property's array literal of literals, where the class writes none (`let quantities
/// = [30, 50, 100]`, `let titles = ["Shop", "Privacy"]`, the rows a settings screen lists): `[Int]`, `[String]`,
/// `[Bool]`, `[Double]` (Int and Double literals together are `[Double]`, as Swift infers them). It used to be a warning
/// ("a stored property without a written type"), and the members that read it stayed behind (#32).
enum ArrayLiteralTypes {
    /// `[Int]` for `[30, 50, 100]`; nil for an empty array, an element that is no literal of those four types, or
    /// literals of two kinds Swift would not make one type of.
    static func type(_ value: String) -> String? {
        let value = value.trimmingSpaces
        guard value.hasPrefix("["), value.hasSuffix("]"), value.count > 2 else { return nil }
        guard let elements = topLevelElements(String(value.dropFirst().dropLast()), nested: false), !elements.isEmpty else {
            return callsType(String(value.dropFirst().dropLast()))
        }
        var kinds = Set<String>()
        for element in elements {
            // A literal alone: `"15,000"`, `30`, `-1.5`, `true`; not a call, a string with interpolation or a nested array.
            if element.hasPrefix("\""), element.contains("\\(") { return nil }
            guard let kind = StructStyleRecognizer.literalType(element), ["Int", "Double", "String", "Bool"].contains(kind),
                  !element.hasSuffix("()")
            else { return nil }
            kinds.insert(kind)
        }
        if kinds == ["Int", "Double"] { return "[Double]" }
        return kinds.count == 1 ? "[\(kinds.first!)]" : nil
    }

    /// `[Contact]` for `[Contact(name: "Jack", age: 21), Contact(name: "Hue", age: 23)]`, the rows a sample or
    /// settings screen starts with: every element a call of one type, which Swift reads as the initializer of that
    /// type as it does for a property of one such call (`StructStyleRecognizer.initializerType`: a generic whose
    /// arguments Swift infers from the call's, `BehaviorRelay(value: 1)`, names no type); nil when one element is no
    /// such call, or two call different types; `[[Item]]` for arrays of such arrays.
    private static func callsType(_ text: String) -> String? {
        guard let elements = topLevelElements(text), !elements.isEmpty else { return nil }
        var types = Set<String>()
        for element in elements {
            // Rows of rows (`[[Item(...), Item(...)], [Item(...)]]`): each an array of calls of one type.
            if element.hasPrefix("["), element.hasSuffix("]") {
                guard let type = callsType(String(element.dropFirst().dropLast())) else { return nil }
                types.insert(type)
                continue
            }
            guard element.hasSuffix(")"), element.first?.isUppercase == true,
                  let type = StructStyleRecognizer.initializerType(element), !type.contains("?") else { return nil }
            types.insert(type)
        }
        return types.count == 1 ? "[\(types.first!)]" : nil
    }

    /// The elements of a list, split at its commas outside brackets and string literals (a trailing comma ending
    /// none); nil when a bracket or string does not close or an element is empty, and, unless `nested`, when a
    /// bracket opens or a line ends outside a string (a nested array, a call: a list of literals alone).
    private static func topLevelElements(_ text: String, nested: Bool = true) -> [String]? {
        var elements: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                current.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"":
                inString = true
            case "(", "[", "{":
                if !nested { return nil }
                depth += 1
            case "\n" where !nested:
                return nil
            case ")", "]", "}":
                depth -= 1
                if depth < 0 { return nil }
            case "," where depth == 0:
                elements.append(current.trimmingSpaces)
                current = ""
                continue
            default:
                break
            }
            current.append(character)
        }
        guard !inString, depth == 0 else { return nil }
        let last = current.trimmingSpaces
        if !last.isEmpty { elements.append(last) }
        return elements.allSatisfy { !$0.isEmpty } ? elements : nil
    }
}
