/// The type Swift infers for a stored property's array literal of literals, where the class writes none (`let quantities
/// = [30, 50, 100]`, `let titles = ["Shop", "Privacy"]`, the rows a settings screen lists): `[Int]`, `[String]`,
/// `[Bool]`, `[Double]` (Int and Double literals together are `[Double]`, as Swift infers them). It used to be a warning
/// ("a stored property without a written type"), and the members that read it stayed behind (#32).
enum ArrayLiteralTypes {
    /// `[Int]` for `[30, 50, 100]`; nil for an empty array, an element that is no literal of those four types, or
    /// literals of two kinds Swift would not make one type of.
    static func type(_ value: String) -> String? {
        let value = value.trimmingSpaces
        guard value.hasPrefix("["), value.hasSuffix("]"), value.count > 2,
              let elements = split(String(value.dropFirst().dropLast())), !elements.isEmpty else { return nil }
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

    /// The elements of a list written between brackets, split at its commas outside string literals; nil when a
    /// bracket opens inside it (a nested array, a call) or a string does not end.
    private static func split(_ text: String) -> [String]? {
        var elements: [String] = []
        var current = ""
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
                current.append(character)
            case ",":
                elements.append(current.trimmingSpaces)
                current = ""
            case "(", "[", "{", "\n":
                return nil
            default:
                current.append(character)
            }
        }
        guard !inString else { return nil }
        let last = current.trimmingSpaces
        if !last.isEmpty { elements.append(last) }
        return elements.allSatisfy { !$0.isEmpty } ? elements : nil
    }
}
