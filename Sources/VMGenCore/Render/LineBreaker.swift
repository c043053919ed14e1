/// Breaks a generated line that is wider than the limit the way swift-format would, for the shapes vmgen writes:
/// comments (re-flowed word by word), type declarations (the inheritance clause on its own line, then `{`),
/// closures (the body on its own line), typed properties (the type after the colon), assignments (the value after
/// `=`) and calls or parameter lists (one argument per line). A line that none of these can shorten, such as
/// one long identifier, stays as it is.
enum LineBreaker {
    /// A line to write: its extra indentation (levels below the original line) and its content.
    typealias Piece = (level: Int, text: String)

    /// The pieces replacing `content`, or nil to keep it. `available` is the width left after indentation and
    /// `unit` the width of one level.
    static func pieces(_ content: String, available: Int, unit: Int) -> [Piece]? {
        guard content.utf8.count > available else { return nil }
        // Breaking is for reading; a line no one could read either way (a 200,000-character name) is left as it is
        // rather than scanned by every rule.
        guard content.utf8.count <= 4_096 else { return nil }
        let text = Array(content)
        if content.hasPrefix("//") { return comment(content, available: available) }
        return typeDeclaration(text, available: available - unit) ?? closure(text) ?? assignment(text)
            ?? annotation(text) ?? arguments(text)
    }

    // MARK: Rules

    /// `/// words...` re-flowed under the same prefix; code in a doc comment (four spaces in) is left alone.
    private static func comment(_ content: String, available: Int) -> [Piece]? {
        let prefix = content.hasPrefix("/// ") ? "/// " : content.hasPrefix("// ") ? "// " : nil
        guard let prefix else { return nil }
        let body = content.dropFirst(prefix.count)
        guard !body.hasPrefix("    "), !body.hasPrefix("- ") || body.count > 2 else { return nil }
        var lines: [String] = []
        var current = ""
        for word in body.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if !current.isEmpty && (prefix + candidate).utf8.count > available {
                lines.append(current)
                current = String(word)
            } else {
                current = candidate
            }
        }
        lines.append(current)
        return lines.count > 1 ? lines.map { (0, prefix + $0) } : nil
    }

    /// `final class X: A, B, C {` → `final class X:`, `    A, B, C`, `{` (one conformance a line if needed).
    private static func typeDeclaration(_ text: [Character], available: Int) -> [Piece]? {
        guard text.last == "{", let colon = topLevel(text, ":") else { return nil }
        let head = String(text[..<colon])
        let keywords = ["class", "struct", "protocol", "enum", "extension", "actor"]
        guard head.split(separator: " ").contains(where: { keywords.contains(String($0)) }) else { return nil }
        let clause = String(text[(colon + 1)..<(text.count - 1)]).trimmingSpaces
        let conformances = split(Array(clause), at: ",")
        let lines = clause.utf8.count <= available || conformances.count == 1
            ? [clause]
            : conformances.enumerated().map { $1.trimmingSpaces + ($0 == conformances.count - 1 ? "" : ",") }
        return [(0, head + ":")] + lines.map { (1, $0) } + [(0, "{")]
    }

    /// `label: { [weak self] in body },` → `label: { [weak self] in`, `    body`, `},`.
    private static func closure(_ text: [Character]) -> [Piece]? {
        guard let open = topLevelIndex(text, where: { $0 == "{" }), let close = matching(text, open) else { return nil }
        let trailing = String(text[(close + 1)...])
        guard trailing.allSatisfy({ ",)".contains($0) }) else { return nil }
        var body = Array(text[(open + 1)..<close])
        var signature = ""
        if let inKeyword = topLevelWord(body, "in") {
            signature = String(body[..<(inKeyword + 2)]).trimmingSpaces
            body = Array(body[(inKeyword + 2)...])
        }
        let inner = String(body).trimmingSpaces
        guard !inner.isEmpty else { return nil }
        let opening = String(text[...open]) + (signature.isEmpty ? "" : " " + signature)
        return [(0, opening), (1, inner), (0, "}" + trailing)]
    }

    /// `var name: Type { get }`, a parameter `name: Type,` or an argument `label: value` → `var name:`,
    /// `    Type { get }`: Swift allows a line break after the colon of every one of them.
    private static func annotation(_ text: [Character]) -> [Piece]? {
        guard let colon = topLevel(text, ":"), colon > 0, colon + 1 < text.count, text[colon + 1] == " " else { return nil }
        let rest = String(text[(colon + 1)...]).trimmingSpaces
        guard !rest.isEmpty else { return nil }
        return [(0, String(text[...colon])), (1, rest)]
    }

    /// `let name = value` → `let name =`, `    value`.
    private static func assignment(_ text: [Character]) -> [Piece]? {
        guard let equals = topLevel(text, "="), equals > 0, text[equals - 1] == " ",
              equals + 1 < text.count, text[equals + 1] == " " else { return nil }
        let value = String(text[(equals + 1)...]).trimmingSpaces
        guard !value.isEmpty else { return nil }
        return [(0, String(text[...equals])), (1, value)]
    }

    /// `call(a, b) -> R {` → `call(`, `    a,`, `    b`, `) -> R {`: the first top-level bracket, `(`, `[` or a
    /// generic `<`, that holds something: its items one per line.
    private static func arguments(_ text: [Character]) -> [Piece]? {
        var index = 0
        while let open = topLevelIndex(text, from: index, where: { "([<".contains($0) }) {
            if text[open] == "<", open == 0 || !(text[open - 1].isLetter || text[open - 1].isNumber || text[open - 1] == "_") {
                index = open + 1
                continue
            }
            guard let close = matching(text, open) else { return nil }
            let inside = Array(text[(open + 1)..<close])
            if !inside.allSatisfy({ $0 == " " }) {
                let items = split(inside, at: ",").map { $0.trimmingSpaces }
                return [(0, String(text[...open]))]
                    + items.enumerated().map { (1, $1 + ($0 == items.count - 1 ? "" : ",")) }
                    + [(0, String(text[close...]))]
            }
            index = close + 1
        }
        return nil
    }

    // MARK: Scanning

    private static let closers: [Character: Character] = ["(": ")", "[": "]", "<": ">", "{": "}"]

    /// Walks `text` from `start`, keeping a stack of open brackets, and returns the first index outside string
    /// literals for which `stop(index, depth before it, depth after it)` is true. `<` opens only right after a
    /// name (`Array<`) and `>` closes only an open `<`, so comparisons and `->` never count as brackets.
    private static func scan(_ text: [Character], from start: Int, _ stop: (Int, Int, Int) -> Bool) -> Int? {
        var stack: [Character] = []
        var index = start
        while index < text.count {
            let character = text[index]
            if character == "\"" || (character == "#" && index + 1 < text.count && "#\"".contains(text[index + 1])) {
                // A string literal, raw or interpolated, is skipped whole; one that does not end stops the scan.
                guard let end = ExpressionReader.stringEnd(text, from: index) else { return nil }
                index = end
                continue
            }
            let before = stack.count
            if character == "<" {
                if index > 0, text[index - 1].isLetter || text[index - 1].isNumber || text[index - 1] == "_" {
                    stack.append(">")
                }
            } else if let closer = closers[character] {
                stack.append(closer)
            } else if character == ">" && index > 0 && text[index - 1] == "-" {
                // `->` inside generic arguments (`AnyObserver<(Int) -> Void>`) closes nothing.
            } else if character == stack.last {
                stack.removeLast()
            } else if ")]}".contains(character), let open = stack.lastIndex(of: character) {
                stack.removeSubrange(open...) // an unclosed `<` (a comparison after all) ends with its bracket
            }
            if stop(index, before, stack.count) { return index }
            index += 1
        }
        return nil
    }

    /// The index of the first `character` outside brackets and string literals.
    private static func topLevel(_ text: [Character], _ character: Character) -> Int? {
        nextTopLevel(text, character, from: 0)
    }

    private static func nextTopLevel(_ text: [Character], _ character: Character, from start: Int) -> Int? {
        topLevelIndex(text, from: start) { $0 == character }
    }

    /// The first index at depth zero whose character satisfies `predicate` (an opening bracket counts as outside).
    private static func topLevelIndex(_ text: [Character], from start: Int = 0, where predicate: (Character) -> Bool) -> Int? {
        scan(text, from: start) { index, before, _ in before == 0 && predicate(text[index]) }
    }

    /// The index of the bracket closing the one at `open`.
    private static func matching(_ text: [Character], _ open: Int) -> Int? {
        scan(text, from: open) { index, _, after in index > open && after == 0 }
    }

    /// The index of ` word ` at depth zero.
    private static func topLevelWord(_ text: [Character], _ word: String) -> Int? {
        let target = Array(" " + word + " ")
        var index = 0
        while let space = topLevelIndex(text, from: index, where: { $0 == " " }) {
            if space + target.count <= text.count, Array(text[space..<(space + target.count)]) == target { return space + 1 }
            index = space + 1
        }
        return nil
    }

    /// The parts of `text` between top-level `separator`s.
    private static func split(_ text: [Character], at separator: Character) -> [String] {
        var parts: [String] = []
        var start = 0
        while let index = nextTopLevel(text, separator, from: start) {
            parts.append(String(text[start..<index]))
            start = index + 1
        }
        parts.append(String(text[start...]))
        return parts
    }
}
