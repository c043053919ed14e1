/// Splits Swift source into `SwiftToken`s, by Swift's lexical rules where a declaration reader depends on them:
/// comments (nested `/* /* */ */`, each `/*` and `*/` taken whole, as Swift takes them: `/*/` opens one), string
/// literals (`"…"`, multi-line `"""…"""`, raw `#"…"#` with any number of `#`, interpolation with nested parentheses
/// and strings), regex literals (`#/…/#` with any number of `#`, and a bare `/…/` where Swift 6 reads one), names
/// (`` `a b` `` in backticks whole), attributes and directives; `\r\n`, `\n` and a lone `\r` each end a line,
/// everywhere, and names by Swift's identifier grammar (`SwiftLexicalCharacters`: `var 👜 = DisposeBag()`). It
/// never fails on unusual input: an unterminated comment or string ends the file with a located error, a bare `/…/`
/// that Swift 5 and Swift 6 read differently is a located warning, a scalar Swift reads in no token is a located
/// error, every other character becomes punctuation.
public enum SwiftTokenizer {
    public static func tokenize(_ source: String, path: String) -> (tokens: [SwiftToken], diagnostics: [Diagnostic]) {
        var scanner = Scanner(Array(source.unicodeScalars), path: path)
        scanner.run()
        return (scanner.tokens, scanner.diagnostics)
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        let path: String
        var index = 0
        var line = 1
        var lineStart = 0
        var tokens: [SwiftToken] = []
        var diagnostics: [Diagnostic] = []
        var spaced = false
        var newline = true
        /// Strings inside interpolations inside strings: bounded, so no input can exhaust the stack.
        var nesting = 0
        static let maximumNesting = 32
        /// The end of a line scanned for a bare regex literal's closing `/` and found without one.
        var slashlessUntil = 0

        init(_ scalars: [Unicode.Scalar], path: String) {
            self.scalars = scalars
            self.path = path
        }

        var location: SourceLocation { SourceLocation(line: line, column: index - lineStart + 1) }

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        func starts(with text: String) -> Bool {
            var offset = 0
            for scalar in text.unicodeScalars {
                guard peek(offset) == scalar else { return false }
                offset += 1
            }
            return true
        }

        /// Moves past one scalar, counting lines (`\r\n`, `\n` and a lone `\r` each end one).
        mutating func advance() {
            let scalar = scalars[index]
            index += 1
            if scalar == "\n" || (scalar == "\r" && peek() != "\n") {
                line += 1
                lineStart = index
            }
        }

        mutating func emit(_ kind: SwiftToken.Kind, _ text: String, at location: SourceLocation) {
            tokens.append(SwiftToken(kind: kind, text: text, location: location, isSpaced: spaced, startsLine: newline))
            spaced = false
            newline = false
        }

        mutating func error(_ message: String, at location: SourceLocation) {
            diagnostics.append(Diagnostic(.error, path: path, at: location, message))
        }

        mutating func run() {
            while let scalar = peek() {
                let start = location
                if scalar == "\n" || scalar == "\r" {
                    advance()
                    spaced = true
                    newline = true
                } else if scalar.properties.isWhitespace || scalar == "\u{FEFF}" || scalar == "\0" {
                    advance()
                    spaced = true
                } else if starts(with: "///") && !starts(with: "////") {
                    index += 3
                    if peek() == " " { index += 1 }
                    emit(.documentation, restOfLine(), at: start)
                    newline = false
                } else if starts(with: "//") {
                    _ = restOfLine()
                    spaced = true
                } else if starts(with: "/**") && !starts(with: "/**/") {
                    if let text = blockComment(start: start) {
                        for line in documentationLines(text) { emit(.documentation, line, at: start) }
                    }
                } else if starts(with: "/*") {
                    _ = blockComment(start: start)
                    spaced = true
                } else if scalar == "\"" || (scalar == "#" && rawStringAhead()) {
                    let text = stringLiteral(start: start)
                    emit(.string, text, at: start)
                } else if scalar == "#" && extendedRegexAhead() {
                    emit(.string, extendedRegexLiteral(start: start), at: start)
                } else if scalar == "/", let end = bareRegexEnd() {
                    bareRegexLiteral(end: end, start: start)
                } else if scalar == "`" {
                    advance()
                    // A raw identifier (Swift 6.2: `` `a b` ``) is the whole text between the backticks on the line.
                    var offset = 0
                    while let next = peek(offset), next != "`", next != "\n", next != "\r" { offset += 1 }
                    let name: String
                    if peek(offset) == "`", offset > 0 {
                        name = String(String.UnicodeScalarView(scalars[index..<(index + offset)]))
                        for _ in 0...offset { advance() }
                    } else {
                        name = word()
                        if peek() == "`" { advance() }
                    }
                    emit(.identifier, name, at: start)
                } else if SwiftLexicalCharacters.isIdentifierHead(scalar) || scalar == "$" {
                    emit(.identifier, word(), at: start)
                } else if scalar.properties.numericType != nil, scalar.isASCII {
                    emit(.number, word(), at: start)
                } else if scalar == "@" {
                    advance()
                    emit(.attribute, word(), at: start)
                } else if scalar == "#" {
                    advance()
                    emit(.directive, word(), at: start)
                } else if starts(with: "->") || starts(with: "...") || starts(with: "..<") {
                    let text = starts(with: "->") ? "->" : starts(with: "...") ? "..." : "..<"
                    for _ in text.unicodeScalars { advance() }
                    emit(.punctuation, text, at: start)
                } else {
                    punctuation(scalar, at: start)
                }
            }
        }

        /// One punctuation or operator character, with the combining marks and variation selectors an operator may
        /// hold after it (`☆︎`); a scalar Swift reads in no token (`U+0001`), or that only continues a name (a combining
        /// accent), is a located error, and still a token, so that the rest of the file is read.
        mutating func punctuation(_ scalar: Unicode.Scalar, at start: SourceLocation) {
            advance()
            var text = String.UnicodeScalarView([scalar])
            let code = SwiftLexicalCharacters.codePoint(scalar)
            if SwiftLexicalCharacters.isOperatorHead(scalar) {
                while let next = peek(), SwiftLexicalCharacters.isOperatorMark(next) {
                    text.append(next)
                    advance()
                }
            } else if SwiftLexicalCharacters.isIdentifierCharacter(scalar) {
                error("a Swift name cannot begin with \(code) (it may only continue one)", at: start)
            } else if !scalar.isASCII || scalar.value < 0x20 || scalar.value == 0x7F {
                error("\(code) is not a character Swift reads outside a string or a comment", at: start)
            }
            emit(.punctuation, String(text), at: start)
        }

        /// A name, a number or a word after `@`/`#`: Swift's `identifier-character`s (letters, digits, `_`, the
        /// Unicode ranges of its grammar: `👜`, `café`, `e\u{301}`) and `$`.
        mutating func word() -> String {
            var text = String.UnicodeScalarView()
            while let scalar = peek(), scalar == "$" || SwiftLexicalCharacters.isIdentifierCharacter(scalar) {
                text.append(scalar)
                advance()
            }
            return String(text)
        }

        mutating func restOfLine() -> String {
            var text = String.UnicodeScalarView()
            while let scalar = peek(), scalar != "\n", scalar != "\r" {
                text.append(scalar)
                advance()
            }
            return String(text)
        }

        /// A `/* … */` comment, nested ones included; its inner text, or nil when it does not end.
        mutating func blockComment(start: SourceLocation) -> String? {
            index += 2
            var depth = 1
            var text = String.UnicodeScalarView()
            while let scalar = peek() {
                // Swift takes `/*` and `*/` whole: `/*/` opens a comment, `*/*` closes one (and what follows is `*`).
                if starts(with: "/*") || starts(with: "*/") {
                    depth += scalar == "/" ? 1 : -1
                    if depth == 0 {
                        index += 2
                        return String(text)
                    }
                    text.append(scalar)
                    text.append(scalars[index + 1])
                    index += 2
                    continue
                }
                text.append(scalar)
                advance()
            }
            error("unterminated comment", at: start)
            return nil
        }

        /// The lines of a `/** … */` comment without the leading `*` of each.
        func documentationLines(_ text: String) -> [String] {
            // `\r\n`, `\n` and a lone `\r` each end a line, as Swift's lexer and the spec's read them.
            var split: [String] = []
            var line = String.UnicodeScalarView()
            var previous: Unicode.Scalar?
            for scalar in text.unicodeScalars {
                defer { previous = scalar }
                if scalar == "\n" && previous == "\r" { continue }
                if scalar == "\n" || scalar == "\r" {
                    split.append(String(line))
                    line = String.UnicodeScalarView()
                } else {
                    line.append(scalar)
                }
            }
            split.append(String(line))
            var lines = split.map { line -> String in
                var trimmed = Substring(line)
                while trimmed.first == " " || trimmed.first == "\t" || trimmed.first == "\r" { trimmed.removeFirst() }
                if trimmed.first == "*" { trimmed.removeFirst() }
                if trimmed.first == " " { trimmed.removeFirst() }
                while trimmed.last == " " || trimmed.last == "\r" || trimmed.last == "*" { trimmed.removeLast() }
                return String(trimmed)
            }
            while lines.first?.isEmpty == true { lines.removeFirst() }
            while lines.last?.isEmpty == true { lines.removeLast() }
            return lines
        }

        /// Whether `#…#/` starts here: an extended regex literal.
        func extendedRegexAhead() -> Bool {
            var offset = 0
            while peek(offset) == "#" { offset += 1 }
            return peek(offset) == "/"
        }

        /// `#/…/#` (any number of `#`), as written: on one line, or on several when a line break follows the opening
        /// delimiter; a backslash escapes the character after it.
        mutating func extendedRegexLiteral(start: SourceLocation) -> String {
            let begin = index
            var hashes = 0
            while peek() == "#" {
                hashes += 1
                advance()
            }
            advance() // /
            let multiline = peek() == "\n" || peek() == "\r"
            let terminator = "/" + String(repeating: "#", count: hashes)
            while let scalar = peek() {
                if starts(with: terminator) {
                    for _ in terminator.unicodeScalars { advance() }
                    return String(String.UnicodeScalarView(scalars[begin..<index]))
                }
                if !multiline && (scalar == "\n" || scalar == "\r") { break }
                advance()
                if scalar == "\\", let next = peek(), next != "\n", next != "\r" { advance() }
            }
            error("unterminated regex literal", at: start)
            return String(String.UnicodeScalarView(scalars[begin..<index]))
        }

        /// Where the bare regex literal starting at this `/` ends (the index after its closing `/`), when Swift 6 reads
        /// one here: where `/` is a prefix operator, not followed by a space or a tab, closed on the same line by a `/`
        /// a space or tab does not precede (a backslash escapes the character after it); nil otherwise.
        mutating func bareRegexEnd() -> Int? {
            guard let next = peek(1), ![" ", "\t", "\n", "\r", "/", "*"].contains(next) else { return nil }
            // Swift reads `/` as a prefix operator, where a regex may start, after whatever does not end an expression,
            // and after what does when whitespace stands before the `/` and not after it (`e /2/ 1`); right after an
            // operator's character it continues that operator (`=/`).
            if let previous = tokens.last, !spaced {
                if previous.kind == .identifier || previous.kind == .string || previous.kind == .number { return nil }
                if previous.kind == .punctuation && !["(", "[", "{", ",", ":", ";"].contains(previous.text) { return nil }
            }
            // A line already scanned to its end without a `/` has none after this one either: linear time.
            guard index >= slashlessUntil else { return nil }
            var offset = 1
            while let scalar = peek(offset), scalar != "\n", scalar != "\r" {
                if scalar == "\\" {
                    offset += 2
                    continue
                }
                if scalar == "/" {
                    return [" ", "\t"].contains(peek(offset - 1) ?? " ") ? nil : index + offset + 1
                }
                offset += 1
            }
            slashlessUntil = index + offset
            return nil
        }

        /// A bare `/…/` regex literal, up to `end`: one string token. Swift 5 reads no regex here (it needs
        /// `-enable-bare-slash-regex`), so where the two readings differ for a declaration reader (a quote, a
        /// backtick, a `#` or a bracket left open inside) it is a located warning.
        mutating func bareRegexLiteral(end: Int, start: SourceLocation) {
            let text = String(String.UnicodeScalarView(scalars[index..<end]))
            var depth = 0
            var balanced = true
            for scalar in text.unicodeScalars.dropFirst().dropLast() {
                if "([{".unicodeScalars.contains(scalar) { depth += 1 }
                if ")]}".unicodeScalars.contains(scalar) { depth -= 1 }
                if depth < 0 { balanced = false }
            }
            if !balanced || depth != 0 || text.unicodeScalars.contains(where: { "\"`#".unicodeScalars.contains($0) }) {
                diagnostics.append(Diagnostic(.warning, path: path, at: start, "'\(text)' is read as a regex literal, as"
                    + " Swift 6 reads it (and Swift 5 with '-enable-bare-slash-regex'); Swift 5 reads no regex here, and"
                    + " what vmgen imports of this file may differ"))
            }
            while index < end { advance() }
            emit(.string, text, at: start)
        }

        /// Whether `#…#"` starts here: a raw string.
        func rawStringAhead() -> Bool {
            var offset = 0
            while peek(offset) == "#" { offset += 1 }
            return peek(offset) == "\""
        }

        /// A whole string literal, raw, multi-line and interpolated ones included, as written.
        mutating func stringLiteral(start: SourceLocation) -> String {
            let begin = index
            var hashes = 0
            while peek() == "#" {
                hashes += 1
                advance()
            }
            let multiline = starts(with: "\"\"\"")
            let quote = multiline ? "\"\"\"" : "\""
            for _ in quote.unicodeScalars { advance() }
            let terminator = quote + String(repeating: "#", count: hashes)
            let escape = "\\" + String(repeating: "#", count: hashes)
            while peek() != nil {
                if starts(with: terminator) {
                    for _ in terminator.unicodeScalars { advance() }
                    return String(String.UnicodeScalarView(scalars[begin..<index]))
                }
                if !multiline && (peek() == "\n" || peek() == "\r") { break }
                if starts(with: escape) {
                    for _ in escape.unicodeScalars { advance() }
                    if peek() == "(" {
                        interpolation()
                    } else if peek() != nil {
                        advance()
                    }
                    continue
                }
                advance()
            }
            error("unterminated string literal", at: start)
            return String(String.UnicodeScalarView(scalars[begin..<index]))
        }

        /// `( … )` inside a string, with nested parentheses and strings.
        mutating func interpolation() {
            var depth = 0
            nesting += 1
            defer { nesting -= 1 }
            while let scalar = peek() {
                if scalar == "\"" || (scalar == "#" && rawStringAhead()) {
                    guard nesting < Self.maximumNesting else {
                        error("string literals nest more than \(Self.maximumNesting) deep", at: location)
                        index = scalars.count
                        return
                    }
                    _ = stringLiteral(start: location)
                    continue
                }
                // Comments in an interpolation are comments (`"\(a /* ) */)"`), as Swift's lexer reads them.
                if starts(with: "/*") {
                    _ = blockComment(start: location)
                    continue
                }
                if starts(with: "//") {
                    _ = restOfLine()
                    continue
                }
                advance()
                if scalar == "(" { depth += 1 }
                if scalar == ")" {
                    depth -= 1
                    if depth == 0 { return }
                }
            }
        }
    }
}
