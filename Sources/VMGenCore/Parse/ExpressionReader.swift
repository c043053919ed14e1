/// Reads a default value or fallback (`= Service()`, `= ""`, `= { $0 }`) as one Swift expression, so that what vmgen
/// copies into the generated code can neither end early nor add code: brackets balance outside string literals
/// (`"…"` and raw `#"…"#`, with escapes and interpolation), a trailing `// comment` is the spec's and is dropped,
/// and a block comment, a `;`, a `,` outside brackets (which would end the expression in an argument list) or
/// an `->` outside brackets (a function type's arrow, as in `= 0 -> Bool`) is refused where it stands.
enum ExpressionReader {
    struct Problem: Error {
        var message: String
        /// In characters from the expression's start.
        var offset: Int
        var note: String?
    }

    static func read(_ text: String) -> Result<String, Problem> {
        let characters = Array(text)
        var stack: [(Character, Int)] = []
        var index = 0
        let closing: [Character: Character] = [")": "(", "]": "[", "}": "{"]
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "\"" || (character == "#" && (next == "#" || next == "\"")) {
                guard let end = stringEnd(characters, from: index) else {
                    return .failure(Problem(message: "unterminated string literal", offset: index))
                }
                index = end
                continue
            }
            switch character {
            case "/" where next == "/":
                // The spec's own comment after the value.
                let expression = String(characters[..<index]).trimmingSpaces
                guard stack.isEmpty else {
                    return .failure(Problem(message: "'\(stack.last!.0)' is never closed", offset: stack.last!.1))
                }
                return .success(expression)
            case "/" where next == "*":
                return .failure(Problem(
                    message: "a block comment is not allowed", offset: index,
                    note: "put a comment on the line above, or after the value with '//'"))
            case "(", "[", "{":
                stack.append((character, index))
            case ")", "]", "}":
                guard let last = stack.popLast(), last.0 == closing[character] else {
                    return .failure(Problem(message: "unbalanced '\(character)'", offset: index))
                }
            case "-" where next == ">" && stack.isEmpty:
                // `= 0 -> Bool`: a function type's arrow, which no expression has outside brackets or a closure.
                return .failure(Problem(
                    message: "'->' outside brackets is not part of an expression", offset: index,
                    note: "a default value is one expression; a member's type comes before its '= value'"))
            case ";":
                return .failure(Problem(
                    message: "';' would end the expression", offset: index, note: "a default value is one expression"))
            case "," where stack.isEmpty:
                return .failure(Problem(
                    message: "',' outside brackets would end the expression", offset: index,
                    note: "put a tuple or a list in brackets: '(a, b)', '[a, b]'"))
            default:
                break
            }
            index += 1
        }
        if let open = stack.last { return .failure(Problem(message: "'\(open.0)' is never closed", offset: open.1)) }
        return .success(text.trimmingSpaces)
    }

    /// The index after the string literal starting at `start` (`"…"` or `#"…"#` with any number of `#`), or nil
    /// when it does not end on this line. Interpolations may hold strings and brackets of their own.
    static func stringEnd(_ characters: [Character], from start: Int, depth: Int = 0) -> Int? {
        guard depth < 16 else { return nil }
        var index = start
        var hashes = 0
        while index < characters.count, characters[index] == "#" {
            hashes += 1
            index += 1
        }
        guard index < characters.count, characters[index] == "\"" else { return nil }
        index += 1
        func matches(_ sequence: [Character], at position: Int) -> Bool {
            position + sequence.count <= characters.count && Array(characters[position..<position + sequence.count]) == sequence
        }
        let terminator: [Character] = ["\""] + Array(repeating: "#", count: hashes)
        let escape: [Character] = ["\\"] + Array(repeating: "#", count: hashes)
        while index < characters.count {
            if matches(terminator, at: index) { return index + terminator.count }
            if matches(escape, at: index) {
                index += escape.count
                guard index < characters.count else { return nil }
                if characters[index] == "(" {
                    // An interpolation: up to its matching ')', strings inside included.
                    var parentheses = 0
                    while index < characters.count {
                        let character = characters[index]
                        if character == "\"" || (character == "#" && index + 1 < characters.count && "#\"".contains(characters[index + 1])) {
                            guard let end = stringEnd(characters, from: index, depth: depth + 1) else { return nil }
                            index = end
                            continue
                        }
                        if character == "(" { parentheses += 1 }
                        if character == ")" {
                            parentheses -= 1
                            if parentheses == 0 { break }
                        }
                        index += 1
                    }
                }
                index += 1
                continue
            }
            index += 1
        }
        return nil
    }

    /// The names an expression uses on their own, outside string literals and not after `.` (`initialName` in
    /// `initialName.lowercased()`, not `random` in `.random`), as an unqualified lookup resolves them.
    static func bareNames(in text: String) -> [String] {
        let characters = Array(text)
        var names: [String] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\"" || character == "#" && index + 1 < characters.count && "#\"".contains(characters[index + 1]),
               let end = stringEnd(characters, from: index) {
                index = end
                continue
            }
            guard character.isLetter || character == "_" else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
            var before = index - 1
            while before >= 0, characters[before] == " " { before -= 1 }
            var after = end
            while after < characters.count, characters[after] == " " { after += 1 }
            // Not a member (`.random`), nor an argument's label (`in:` of `.random(in: 1...3)`).
            let isLabel = after < characters.count && characters[after] == ":"
            if (before < 0 || characters[before] != ".") && !isLabel { names.append(String(characters[index..<end])) }
            index = end
        }
        return names
    }
}
