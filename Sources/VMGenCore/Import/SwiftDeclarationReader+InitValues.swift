/// `self.domain = signUpUseCase.userDomain()` in an initializer: a property set to an expression, which a spec's
/// `- init let domain: Domain = signUpUseCase.userDomain()` writes again (`InitSetProperties`).
public struct InitAssignment: Hashable, Sendable {
    /// The expression as written, whitespace folded: `signUpUseCase.userDomain()`.
    public var text: String
    /// The names it uses freely, not after a `.` (`signUpUseCase`) nor an argument's label (`userId:`), and `self`
    /// where it stands.
    public var names: [String]
    /// Whether it holds nothing the generated initializer cannot write as it is, or whose names it cannot see: `try`,
    /// `await`, a multi-line or interpolated string, a directive.
    public var isPlain: Bool
    /// The initializer's constants written in their stead (`InitLocalConstants`), by name.
    public var inlined: [String] = []
}

extension SwiftDeclarationReader {
    /// The literals Swift spells as words, which name nothing.
    static let literalWords: Set<String> = ["true", "false", "nil"]

    /// The statements of `body` (at its top level) that set a property to an expression other than one plain name,
    /// `self.domain = signUpUseCase.userDomain()`, `domain = ...` or `self.currentPage = 0`, by the property (plain names are
    /// `plainAssignments`); a property assigned twice is left out. The expression runs to the end of its line, or on
    /// while a bracket is open or the next line goes on with `.` (`relay\n.eraseToAnyPublisher()`).
    static func expressionAssignments(in body: ArraySlice<SwiftToken>) -> [String: InitAssignment] {
        let tokens = Array(body)
        var expressions: [String: [SwiftToken]] = [:]
        var twice: Set<String> = []
        // The initializer's own constants and variables (`let openVideo = playVideo.withLatestFrom(...)`): the
        // generated initializer has none of them, so a value that reads one is written with the constant's value in
        // its stead where that is the same (`InitLocalConstants`), and cannot be written again as it is otherwise.
        var locals: Set<String> = []
        var constants: [String: [SwiftToken]] = [:]
        var depth = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            defer { index += 1 }
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
            if token.kind == .punctuation, [")", "]", "}"].contains(token.text) { depth -= 1 }
            guard depth == 0, token.startsLine || index == 0 || tokens[index - 1].isPunctuation(";") else { continue }
            if token.isWord("let") || token.isWord("var"), index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                let name = tokens[index + 1].text
                locals.insert(name)
                // `let relay = BehaviorRelay(value: 0)`: a constant without a written type, its value kept.
                if token.isWord("let"), index + 3 < tokens.count, tokens[index + 2].isPunctuation("="),
                   !tokens[index + 3].isPunctuation("=") || tokens[index + 3].isSpaced {
                    let end = statementEnd(tokens, from: index + 3)
                    constants[name] = Array(tokens[(index + 3)..<end])
                    index = end - 1
                    depth = 0
                }
                continue
            }
            var at = index
            if token.isWord("self"), at + 1 < tokens.count, tokens[at + 1].isPunctuation(".") { at += 2 }
            guard at + 2 < tokens.count, tokens[at].kind == .identifier, tokens[at + 1].isPunctuation("="),
                  !tokens[at + 2].isPunctuation("=") || tokens[at + 2].isSpaced
            else { continue }
            let property = tokens[at].text
            let end = statementEnd(tokens, from: at + 2)
            let expression = Array(tokens[(at + 2)..<end])
            // One plain name is `plainAssignments`' (a dependency stored under another name), but for a constant of
            // the initializer's own (`self.sortOptions = sortOptions`); one literal (`0`, `""`, `true`) is an
            // expression, which uses no name.
            guard expression.count > 1 || expression.first?.kind != .identifier
                    || Self.literalWords.contains(expression.first?.text ?? "") || constants[expression[0].text] != nil
            else { continue }
            if expressions[property] != nil { twice.insert(property) }
            expressions[property] = expression
            index = end - 1
            depth = 0
        }
        for property in twice { expressions[property] = nil }
        let inlinable = InitLocalConstants.inlinable(constants, in: tokens)
        var result: [String: InitAssignment] = [:]
        for (property, expression) in expressions {
            let inlined = InitLocalConstants.inlined(expression, constants: inlinable)
            var assignment = Self.assignment(of: inlined)
            assignment.inlined = InitLocalConstants.freeNames(expression).filter { inlinable[$0] != nil }
            // A constant read more than once, or a variable: the generated initializer has none of them.
            if assignment.names.contains(where: locals.contains) { assignment.isPlain = false }
            result[property] = assignment
        }
        return result
    }

    /// Where the statement whose expression starts at `start` ends: the end of its line, or on while a bracket is open
    /// or the next line goes on with `.` (`relay\n.eraseToAnyPublisher()`), or a `;`.
    static func statementEnd(_ tokens: [SwiftToken], from start: Int) -> Int {
        var end = start
        var inner = 0
        while end < tokens.count {
            let next = tokens[end]
            if end > start, inner == 0, next.startsLine, !next.isPunctuation(".") { break }
            if inner == 0, next.isPunctuation(";") { break }
            if next.kind == .punctuation, ["(", "[", "{"].contains(next.text) { inner += 1 }
            if next.kind == .punctuation, [")", "]", "}"].contains(next.text) { inner -= 1 }
            end += 1
        }
        return end
    }

    /// The expression `expression` as a spec writes it: its text, whitespace folded, and the names it uses.
    static func assignment(of expression: [SwiftToken]) -> InitAssignment {
        var text = ""
        var names: [String] = []
        var isPlain = true
        var open = 0
        // The brackets open where a token stands: a name before `:` just inside `(` or after its `,` is an
        // argument's label (`Model(userId: userId)`), which names nothing; inside `[` it is a dictionary's key.
        var brackets: [String] = []
        for (position, part) in expression.enumerated() {
            if part.kind == .punctuation, ["(", "[", "{"].contains(part.text) {
                brackets.append(part.text)
                open += 1
            }
            if part.kind == .punctuation, [")", "]", "}"].contains(part.text) {
                open -= 1
                if !brackets.isEmpty { brackets.removeLast() }
            }
            // A line broken inside brackets (`triesLeft(\n for: .signUp\n)`) or before a `.` folds to none there.
            let opens = text.hasSuffix("(") || text.hasSuffix("[")
            let closes = part.isPunctuation(")") || part.isPunctuation("]") || part.isPunctuation(".")
            if !text.isEmpty && part.isSpaced && !(part.startsLine && (opens || closes)) { text += " " }
            switch part.kind {
            case .identifier:
                text += part.text
                let afterDot = position > 0 && expression[position - 1].isPunctuation(".")
                let isLabel = brackets.last == "(" && position > 0
                    && (expression[position - 1].isPunctuation("(") || expression[position - 1].isPunctuation(","))
                    && position + 1 < expression.count && expression[position + 1].isPunctuation(":")
                if !afterDot && !isLabel && !Self.literalWords.contains(part.text) { names.append(part.text) }
                if ["try", "await"].contains(part.text) { isPlain = false }
            case .attribute: text += "@" + part.text
            case .string:
                text += part.text
                // An interpolation names what the names above do not show (a member of the class, maybe).
                if part.text.hasPrefix("\"\"\"") || part.text.contains("\n") || part.text.contains("\\(") { isPlain = false }
            case .punctuation, .number: text += part.text
            case .directive, .documentation: isPlain = false
            }
        }
        return InitAssignment(text: text, names: names, isPlain: isPlain && open == 0)
    }
}

extension SwiftDeclarationReader {
    /// The names `tokens` use freely: an identifier not after a `.`, or after `self.` (`self?.`, `self!.`), and every
    /// name of a string's interpolations (which may read anything). `$0.model` and `useCase.attempts` name another
    /// value's member, not the class's.
    static func readNames(in tokens: ArraySlice<SwiftToken>) -> [String] {
        let list = Array(tokens)
        var result: [String] = []
        for (index, token) in list.enumerated() {
            switch token.kind {
            case .identifier:
                if index > 0, list[index - 1].isPunctuation(".") {
                    var back = index - 2
                    while back >= 0, list[back].isPunctuation("?") || list[back].isPunctuation("!") { back -= 1 }
                    guard back >= 0, list[back].isWord("self") else { continue }
                }
                result.append(token.text)
            case .string where token.text.contains("\\"):
                result += names(in: list[index...index])
            default:
                break
            }
        }
        return result
    }
}
