/// How `SurfaceComparison` spells a member for comparison: its signature as a call site depends on it, and types
/// normalized to what Swift treats as the same (whitespace, parentheses, `()` for `Void`).
extension SurfaceComparison {
    /// `init(_: Int, for: User, style: Style = …)`: what a call that makes the view model depends on.
    static func initializerSignature(_ initializer: SwiftDeclaration) -> String {
        initializer.name + (initializer.genericParameters.map { "<\($0)>" } ?? "") + "(" + initializer.parameters.map {
            ($0.label ?? $0.name) + ": " + normalized($0.type) + ($0.defaultValue == nil ? "" : " = …")
        }.joined(separator: ", ") + ")" + initializer.effects.map { " " + $0 }.joined()
    }

    /// What a call site depends on: `func name(label:label:) -> Type`, `var name: Type { get }`, and in which builds
    /// (`#if DEBUG func name()`).
    static func signature(_ member: SwiftDeclaration) -> String {
        (member.condition.map { "#if \($0) " } ?? "") + declarationSignature(member)
    }

    private static func declarationSignature(_ member: SwiftDeclaration) -> String {
        switch member.kind {
        case .func:
            let labels = member.parameters.map { ($0.label ?? $0.name) + ":" + normalized($0.type) }.joined(separator: ",")
            let result = member.type.map(normalized).flatMap { $0 == "Void" ? nil : $0 }
            return requirementPrefix(member) + "func \(member.name)" + (member.genericParameters.map { "<\(normalized($0))>" } ?? "")
                + "(\(labels))" + member.effects.map { " " + $0 }.joined() + (result.map { "->" + $0 } ?? "")
                + (member.whereClause.map { " where " + normalized($0) } ?? "")
        case .var, .let:
            let type = normalized(member.type ?? "")
            return requirementPrefix(member) + "var \(member.name):\(type){\(member.accessors ?? "")}"
        case .`init`:
            return member.name + "(" + member.parameters.map { ($0.label ?? $0.name) + ":" + normalized($0.type) }
                .joined(separator: ",") + ")" + member.effects.map { " " + $0 }.joined()
        case .case:
            return caseSignature(member)
        case .typealias:
            return "typealias \(member.name)=\(normalized(member.value ?? ""))"
        default:
            return "\(member.kind.rawValue) \(member.name)"
        }
    }

    /// A type's text as Swift reads it: whitespace removed, `()` read as `Void`, `any` dropped before a protocol name
    /// (`any P` and `P` name the same existential where a property's type is a protocol), a parenthesised type read
    /// as the type (`(Void)`, `(UIImage)`) and `_:` dropped from a tuple's elements (`(_: URL?, _: UIImage?)` is
    /// `(URL?, UIImage?)`). A function's parameter list keeps its parentheses.
    static func normalized(_ type: String) -> String {
        var text = type.replacingOccurrences(of: "any ", with: "")
        text = String(text.filter { !$0.isWhitespace })
        text = text.replacingOccurrences(of: "()", with: "Void")
        guard text.contains("(") else { return text }
        return String(unparenthesized(Array(text)[...]))
    }

    /// `normalized`'s bracket work, on text without whitespace.
    private static func unparenthesized(_ text: ArraySlice<Character>) -> [Character] {
        var result: [Character] = []
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index] == "(", let close = closing(text, from: index) else {
                result.append(text[index])
                index += 1
                continue
            }
            let inner = text[(index + 1)..<close]
            let after = text[(close + 1)...]
            let isParameters = ["->", "throws", "async", "rethrows"].contains { after.starts(with: Array($0)) }
            // The elements, each without a `_:` label.
            var elements = split(inner).map { element -> [Character] in
                let read = unparenthesized(element)
                if read.starts(with: ["_", ":"]) { return Array(read.dropFirst(2)) }
                // A function type's parameter names, `(_ token: String) -> Void`, are no part of its type.
                if isParameters, read.first == "_", let colon = read.firstIndex(of: ":"), isLabelled(Array(read[..<(colon + 1)])) {
                    return Array(read[(colon + 1)...])
                }
                return read
            }
            if isParameters || elements.count != 1 || elements[0].contains(":") && isLabelled(elements[0]) {
                result.append("(")
                result += elements.joined(separator: [","])
                result.append(")")
            } else {
                result += elements.removeFirst()
            }
            index = close + 1
        }
        return result
    }

    /// The index of the `)` that closes the `(` at `open`, nil when none does.
    private static func closing(_ text: ArraySlice<Character>, from open: Int) -> Int? {
        var depth = 0
        for index in open..<text.endIndex {
            if "([<".contains(text[index]) { depth += 1 }
            if ")]>".contains(text[index]) && !(text[index] == ">" && index > text.startIndex && text[index - 1] == "-") {
                depth -= 1
                if depth == 0 { return text[index] == ")" ? index : nil }
            }
        }
        return nil
    }

    /// A tuple's elements: its text split at the commas outside brackets.
    private static func split(_ text: ArraySlice<Character>) -> [ArraySlice<Character>] {
        var elements: [ArraySlice<Character>] = []
        var depth = 0, start = text.startIndex
        for index in text.indices {
            let character = text[index]
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) && !(character == ">" && index > text.startIndex && text[index - 1] == "-") { depth -= 1 }
            if character == "," && depth == 0 {
                elements.append(text[start..<index])
                start = index + 1
            }
        }
        elements.append(text[start...])
        return elements
    }

    /// Whether an element starts with a label (`name:`) rather than a type (`[K:V]` has its colon inside brackets).
    private static func isLabelled(_ element: [Character]) -> Bool {
        guard let colon = element.firstIndex(of: ":") else { return false }
        return element[..<colon].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
