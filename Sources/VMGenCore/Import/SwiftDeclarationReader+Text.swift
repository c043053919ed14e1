/// How a declaration reader moves over what it does not read: bracketed groups, the rest of a declaration, and the
/// source text of types and values (whitespace folded, comments gone).
extension SwiftDeclarationReader {
    /// `<Item: Hashable>` as written (without the brackets), consumed; nil when no `<` stands here.
    mutating func genericClause() -> String? {
        guard current?.isPunctuation("<") == true else { return nil }
        let start = index
        skipGenericParameters()
        var result = ""
        for token in tokens[(start + 1)..<max(start + 1, index - 1)] where token.kind != .documentation {
            if !result.isEmpty && token.isSpaced { result += " " }
            result += token.kind == .attribute ? "@" + token.text : token.text
        }
        return result
    }
    mutating func skipToEndOfDeclaration() {
        while let token = current {
            if token.isPunctuation("{") {
                skipBalanced()
                return
            }
            if token.isPunctuation("}") { return }
            index += 1
            if let next = current, next.startsLine { return }
        }
    }

    /// Comma-separated texts until one of `stops` (or a word in `stopAtWords`) at depth zero.
    mutating func list(until stops: Set<String>, stopAtWords: Set<String> = []) -> [String] {
        var items: [String] = []
        while let token = current, !(token.kind == .punctuation && stops.contains(token.text)),
              !(token.kind == .identifier && stopAtWords.contains(token.text)) {
            let item = text(until: stops.union([","]), stopAtWords: stopAtWords)
            if !item.isEmpty { items.append(item) }
            if current?.isPunctuation(",") == true { index += 1 } else if item.isEmpty { index += 1 }
        }
        return items
    }

    /// The source text of the tokens from here until one of `stops` at depth zero (not consumed): whitespace
    /// folded to one space, comments gone. `stopAtLine` also stops before a token that starts a new declaration
    /// on a new line (a protocol requirement has no terminator); `allowsBraces` takes closures into the text.
    mutating func text(
        until stops: Set<String>, stopAtWords: Set<String> = [], tracksAngles: Bool = true, stopAtLine: Bool = false,
        allowsBraces: Bool = false
    ) -> String {
        var depth = 0
        var result = ""
        while let token = current {
            if depth == 0 {
                if token.kind == .punctuation && stops.contains(token.text) && !(allowsBraces && token.text == "{") { break }
                if token.kind == .identifier && stopAtWords.contains(token.text) { break }
                if token.isPunctuation("}") { break }
                if stopAtLine && token.startsLine && !result.isEmpty && startsDeclaration(token) { break }
                if token.kind == .documentation || token.kind == .directive { break }
            }
            if token.kind == .documentation { index += 1; continue }
            if token.kind == .punctuation {
                if ["(", "["].contains(token.text) || (tracksAngles && token.text == "<") || (allowsBraces && token.text == "{") {
                    depth += 1
                } else if [")", "]"].contains(token.text) || (tracksAngles && token.text == ">")
                            || (allowsBraces && token.text == "}") {
                    if depth == 0 { break }
                    depth -= 1
                }
            }
            // A generic argument clause written apart (`PassthroughSubject\n<[Item], Never>`, `Single <[Post]>`), which
            // Swift reads as one type: written as a spec writes it, `PassthroughSubject<[Item], Never>`.
            let isAngle = tracksAngles && token.kind == .punctuation && (token.text == "<" || token.text == ">")
            if !result.isEmpty && token.isSpaced && !isAngle && !(tracksAngles && result.hasSuffix("<")) { result += " " }
            result += token.kind == .attribute ? "@" + token.text : token.text
            index += 1
        }
        return result
    }

    func startsDeclaration(_ token: SwiftToken) -> Bool {
        switch token.kind {
        case .identifier:
            return Self.declarationKeywords.contains(token.text) || Self.modifiers.contains(token.text)
        case .attribute, .directive, .documentation:
            return true
        default:
            return token.text == "}"
        }
    }
}
