/// A constant an initializer works out first and a property is then set from (`let sortOptions =
/// repository.sortOptions()` then `self.options = SortOptions(sortOptions)`, `let relay = BehaviorRelay(value: 0)` then
/// `self.count = relay.asDriver()`, as hand-written view models name a step before they store it): the generated
/// initializer declares no constant of its own, so the property's value is written with the constant's value in its
/// stead, `SortOptions(repository.sortOptions())`, which works it out once, where the initializer did, as long as
/// nothing else reads it (#32). A constant read twice (by two properties, or by a property and a binding) would be worked
/// out twice, two relays where the class had one: the property stays the warning it was.
enum InitLocalConstants {
    /// The constants of `constants` (by name, their values' tokens) that a property's value may take in their stead:
    /// read once in the initializer's `body`, their value no `try` or `await`, and not named like a name their value
    /// reads (`let useCase = useCase.fallback`, which shadows the parameter).
    static func inlinable(_ constants: [String: [SwiftToken]], in body: [SwiftToken]) -> [String: [SwiftToken]] {
        guard !constants.isEmpty else { return [:] }
        // Each name read freely: the declaration's own name counts once (`let relay`), so a constant read once counts 2.
        var reads: [String: Int] = [:]
        for name in freeNames(body) where constants[name] != nil { reads[name, default: 0] += 1 }
        return constants.filter { name, value in
            reads[name] == 2 && !value.contains { $0.isWord("try") || $0.isWord("await") } && !freeNames(value).contains(name)
        }
    }

    /// The names `tokens` use freely: not after a `.` (`self.relay` is the class's), nor an argument's label
    /// (`Output(relay: relay)` reads it once), and those of a string's interpolations.
    static func freeNames(_ tokens: [SwiftToken]) -> [String] {
        var names: [String] = []
        for (position, token) in tokens.enumerated() {
            if token.kind == .string, token.text.contains("\\") {
                names += SwiftDeclarationReader.names(in: tokens[position...position])
            }
            guard token.kind == .identifier, !isMemberOrLabel(tokens, at: position) else { continue }
            names.append(token.text)
        }
        return names
    }

    /// Whether the name at `position` follows a `.` or is an argument's label (`(relay:`, `, relay:`).
    private static func isMemberOrLabel(_ tokens: [SwiftToken], at position: Int) -> Bool {
        guard position > 0 else { return false }
        if tokens[position - 1].isPunctuation(".") { return true }
        return (tokens[position - 1].isPunctuation("(") || tokens[position - 1].isPunctuation(","))
            && position + 1 < tokens.count && tokens[position + 1].isPunctuation(":")
    }

    /// `expression` with each constant of `constants` it names freely (not after a `.`, not an argument's label) in its
    /// value's stead, in parentheses where an operator outside brackets would bind otherwise (`(a ?? b).count`), and
    /// the constants that value names in turn, likewise.
    static func inlined(_ expression: [SwiftToken], constants: [String: [SwiftToken]], depth: Int = 0) -> [SwiftToken] {
        guard !constants.isEmpty, depth < 16 else { return expression }
        var result: [SwiftToken] = []
        for (position, token) in expression.enumerated() {
            guard token.kind == .identifier, !isMemberOrLabel(expression, at: position), let value = constants[token.text],
                  !value.isEmpty else {
                result.append(token)
                continue
            }
            var inner = inlined(value, constants: constants, depth: depth + 1)
            // Where it stood: the first token takes its spacing; the lines it breaks fold as they did.
            inner[0].isSpaced = token.isSpaced
            inner[0].startsLine = token.startsLine
            // One argument, or the whole value, takes it as it is (`Output(items: items)`, `self.relay = relay`).
            let before = position > 0 ? expression[position - 1] : nil
            let after = position + 1 < expression.count ? expression[position + 1] : nil
            let standsAlone = (before == nil || ["(", ",", "[", ":", "="].contains { before!.isPunctuation($0) })
                && (after == nil || [")", ",", "]"].contains { after!.isPunctuation($0) })
            if !standsAlone, needsParentheses(inner) {
                let open = SwiftToken(kind: .punctuation, text: "(", location: token.location, isSpaced: token.isSpaced, startsLine: false)
                let close = SwiftToken(kind: .punctuation, text: ")", location: token.location, isSpaced: false, startsLine: false)
                inner[0].isSpaced = false
                inner = [open] + inner + [close]
            }
            result += inner
        }
        return result
    }

    /// Whether `expression` holds, outside brackets, what binds looser than a member access or a call: an operator
    /// (`a ?? b`, `x + 1`, `cond ? a : b`) or a word (`as`, `is`), other than a postfix `?` or `!` and a generic's angle
    /// brackets.
    private static func needsParentheses(_ expression: [SwiftToken]) -> Bool {
        var depth = 0
        for (position, token) in expression.enumerated() {
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1; continue }
            if token.kind == .punctuation, [")", "]", "}"].contains(token.text) { depth -= 1; continue }
            guard depth == 0 else { continue }
            if token.isWord("as") || token.isWord("is") { return true }
            guard token.kind == .punctuation, !token.isPunctuation(".") else { continue }
            // A generic's arguments, written without spaces before them (`CurrentValueSubject<Int, Never>(0)`).
            if ["<", ">", ","].contains(token.text), !token.isSpaced { continue }
            let isPostfix = (token.isPunctuation("?") || token.isPunctuation("!")) && !token.isSpaced && position > 0
                && (position + 1 == expression.count || !expression[position + 1].isSpaced)
            if !isPostfix { return true }
        }
        return false
    }
}
