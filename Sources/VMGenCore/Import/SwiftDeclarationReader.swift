/// Reads declarations from Swift tokens: type declarations with their members, functions, initializers,
/// properties, typealiases and associated types, their doc comments, attributes, modifiers and `#if` nesting. It
/// skips what it does not need (bodies, expressions, statements) by balancing brackets, so that any input, however
/// unusual or broken, ends in declarations and never in a crash or a hang.
public struct SwiftDeclarationReader {
    private let tokens: [SwiftToken]
    private var index = 0
    /// The `#if` blocks open where the reader stands, outermost first.
    private var conditions: [ConditionFrame] = []
    private var scopeDepth = 0
    /// Type declarations nested deeper than this are skipped whole, so no input can exhaust the stack.
    static let maximumScopeDepth = 32

    static let declarationKeywords: Set<String> = [
        "protocol", "class", "struct", "enum", "extension", "actor", "func", "var", "let", "init", "subscript",
        "typealias", "associatedtype", "case", "deinit", "import", "operator", "precedencegroup", "macro",
    ]
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "final", "override", "mutating",
        "nonmutating", "lazy", "weak", "unowned", "required", "convenience", "dynamic", "optional", "indirect",
        "nonisolated", "isolated", "consuming", "borrowing", "distributed", "prefix", "postfix", "infix",
    ]

    public init(tokens: [SwiftToken]) {
        self.tokens = tokens
    }

    /// Every top-level declaration of the tokens.
    public static func read(_ tokens: [SwiftToken]) -> [SwiftDeclaration] {
        var reader = SwiftDeclarationReader(tokens: tokens)
        return reader.scope(closing: false)
    }

    private var current: SwiftToken? { index < tokens.count ? tokens[index] : nil }

    private func token(_ offset: Int) -> SwiftToken? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    /// One open `#if` block: the conditions of its branches before the one the reader is in, and that branch's (nil
    /// in `#else`).
    private struct ConditionFrame {
        var earlier: [String] = []
        var current: String?

        /// What holds in the branch: every earlier branch's condition does not, and its own does.
        var clauses: [String] {
            earlier.map(CompileCondition.negated) + (current.map { [$0] } ?? [])
        }
    }

    /// Declarations until the `}` that closes the scope (consumed) or the end. A declaration's condition is that of
    /// the `#if` blocks opened inside this scope (a type's member inside `#if DEBUG`: `DEBUG`).
    private mutating func scope(closing: Bool) -> [SwiftDeclaration] {
        let base = conditions.count
        var declarations: [SwiftDeclaration] = []
        var docs: [String] = []
        var attributes: [String] = []
        var modifiers: [String] = []
        func reset() {
            docs = []
            attributes = []
            modifiers = []
        }
        while let token = current {
            switch token.kind {
            case .punctuation where token.text == "}":
                index += 1
                if closing { return declarations }
                reset()
            case .documentation:
                if !attributes.isEmpty || !modifiers.isEmpty { reset() }
                docs.append(token.text)
                index += 1
            case .directive:
                directive(token)
            case .attribute:
                attributes.append(token.text)
                index += 1
                if current?.isPunctuation("(") == true, current?.isSpaced == false { skipBalanced() }
            case .identifier where Self.modifiers.contains(token.text):
                modifiers.append(token.text)
                index += 1
                if current?.isPunctuation("(") == true { skipBalanced() } // private(set)
            case .identifier where token.text == "class" && ["var", "func", "let", "subscript"].contains(self.token(1)?.text ?? ""):
                modifiers.append("class")
                index += 1
            case .identifier where Self.declarationKeywords.contains(token.text):
                if var declaration = declaration(token) {
                    declaration.docs = docs
                    declaration.attributes = attributes
                    declaration.modifiers = modifiers
                    declaration.condition = conditions.count > base
                        ? CompileCondition.all(conditions[base...].flatMap(\.clauses)) ?? "" : nil
                    declarations.append(declaration)
                }
                reset()
            default:
                skipStatementPart()
                reset()
            }
        }
        return declarations
    }

    /// `#if` and `#elseif` (their condition is the rest of the line), `#else`, `#endif`; other directives are skipped
    /// with their parenthesised arguments.
    private mutating func directive(_ token: SwiftToken) {
        index += 1
        switch token.text {
        case "if", "elseif":
            var text = ""
            while let next = current, !next.startsLine {
                text += (next.isSpaced && !text.isEmpty ? " " : "") + next.text
                index += 1
            }
            // Kept as written; import says so when it is no condition it can write (`CompileCondition.problem`).
            let clause = CompileCondition.normalized(text)
            if token.text == "if" || conditions.isEmpty {
                conditions.append(ConditionFrame(current: clause))
            } else {
                conditions[conditions.count - 1].earlier += conditions[conditions.count - 1].current.map { [$0] } ?? []
                conditions[conditions.count - 1].current = clause
            }
        case "endif":
            if !conditions.isEmpty { conditions.removeLast() }
        case "else":
            if !conditions.isEmpty {
                conditions[conditions.count - 1].earlier += conditions[conditions.count - 1].current.map { [$0] } ?? []
                conditions[conditions.count - 1].current = nil
            }
        default:
            if current?.isPunctuation("(") == true { skipBalanced() }
        }
    }

    /// One token of something that is not a declaration; a bracket skips its whole group.
    private mutating func skipStatementPart() {
        if let token = current, token.kind == .punctuation, ["(", "[", "{"].contains(token.text) {
            skipBalanced()
        } else {
            index += 1
        }
    }

    /// Skips a bracketed group starting at the current `(`, `[` or `{`, with everything nested in it.
    private mutating func skipBalanced() {
        var depth = 0
        while let token = current {
            index += 1
            guard token.kind == .punctuation else { continue }
            if ["(", "[", "{"].contains(token.text) { depth += 1 }
            if [")", "]", "}"].contains(token.text) {
                depth -= 1
                if depth <= 0 { return }
            }
        }
    }

    /// Reads the declaration the keyword at the current token starts; nil for ones `import` does not need.
    private mutating func declaration(_ keyword: SwiftToken) -> SwiftDeclaration? {
        index += 1
        guard let kind = SwiftDeclaration.Kind(rawValue: keyword.text) else {
            // deinit, import, operator...: skip to the end of the line or past a body.
            skipToEndOfDeclaration()
            return nil
        }
        switch kind {
        case .protocol, .class, .struct, .enum, .extension, .actor:
            return typeDeclaration(kind, at: keyword.location)
        case .func, .subscript, .`init`:
            return function(kind, at: keyword.location)
        case .var, .let:
            return property(kind, at: keyword.location)
        case .typealias, .associatedtype:
            var declaration = SwiftDeclaration(kind: kind, name: name() ?? "", location: keyword.location)
            declaration.isGeneric = current?.isPunctuation("<") == true
            skipGenericParameters()
            if current?.isPunctuation(":") == true {
                index += 1
                declaration.inheritance = list(until: ["=", "{"])
            }
            if current?.isPunctuation("=") == true {
                index += 1
                declaration.value = text(until: [], stopAtLine: true)
            }
            return declaration
        case .case:
            skipToEndOfDeclaration()
            return nil
        }
    }

    private mutating func name() -> String? {
        guard let token = current, token.kind == .identifier else { return nil }
        index += 1
        return token.text
    }

    private mutating func skipGenericParameters() {
        guard current?.isPunctuation("<") == true else { return }
        var depth = 0
        while let token = current {
            index += 1
            if token.isPunctuation("<") { depth += 1 }
            if token.isPunctuation(">") {
                depth -= 1
                if depth == 0 { return }
            }
            if token.isPunctuation("{") || token.isPunctuation("}") {
                index -= 1
                return
            }
        }
    }

    private mutating func typeDeclaration(_ kind: SwiftDeclaration.Kind, at location: SourceLocation) -> SwiftDeclaration {
        let typeName = kind == .extension ? text(until: [":", "{"], stopAtWords: ["where"]) : (name() ?? "")
        var declaration = SwiftDeclaration(kind: kind, name: typeName, location: location)
        skipGenericParameters()
        if current?.isPunctuation(":") == true {
            index += 1
            declaration.inheritance = list(until: ["{"], stopAtWords: ["where"])
        }
        while let token = current, !token.isPunctuation("{"), !token.isPunctuation("}") { skipStatementPart() }
        guard current?.isPunctuation("{") == true else { return declaration }
        if scopeDepth >= Self.maximumScopeDepth {
            skipBalanced()
            return declaration
        }
        index += 1
        scopeDepth += 1
        declaration.members = scope(closing: true)
        scopeDepth -= 1
        return declaration
    }

    private mutating func function(_ kind: SwiftDeclaration.Kind, at location: SourceLocation) -> SwiftDeclaration {
        var functionName = kind.rawValue
        if kind == .func {
            var text = ""
            while let token = current, !token.isPunctuation("("), !token.isPunctuation("<") || text.isEmpty,
                  !token.isPunctuation("{"), !token.startsLine || text.isEmpty {
                text += token.text
                index += 1
                if token.kind == .identifier { break }
            }
            functionName = text
        } else if let token = current, token.isPunctuation("?") || token.isPunctuation("!") {
            functionName += token.text // `init?`, `init!`
            index += 1
        }
        var declaration = SwiftDeclaration(kind: kind, name: functionName, location: location)
        skipGenericParameters()
        if current?.isPunctuation("(") == true { declaration.parameters = parameters() }
        while let token = current, token.kind == .identifier, ["async", "throws", "rethrows", "reasync"].contains(token.text) {
            declaration.effects.append(token.text)
            index += 1
            if current?.isPunctuation("(") == true { skipBalanced() } // typed throws
        }
        if current?.isPunctuation("->") == true {
            index += 1
            declaration.type = text(until: ["{"], stopAtWords: ["where"], stopAtLine: true)
        }
        if current?.isWord("where") == true { _ = text(until: ["{"], stopAtLine: true) }
        if current?.isPunctuation("{") == true { skipBalanced() }
        return declaration
    }

    /// `(label name: Type = default, ...)`.
    private mutating func parameters() -> [SwiftDeclaration.Parameter] {
        index += 1 // (
        var result: [SwiftDeclaration.Parameter] = []
        while let token = current, !token.isPunctuation(")") {
            let start = index
            while current?.kind == .attribute {
                index += 1
                if current?.isPunctuation("(") == true { skipBalanced() }
            }
            let location = current?.location ?? token.location
            var names: [String] = []
            while let word = current, word.kind == .identifier, names.count < 2 {
                names.append(word.text)
                index += 1
            }
            if current?.isPunctuation(":") == true, !names.isEmpty {
                index += 1
                let type = text(until: [",", ")", "="])
                var defaultValue: String?
                if current?.isPunctuation("=") == true {
                    index += 1
                    defaultValue = text(until: [",", ")"], tracksAngles: false)
                }
                result.append(SwiftDeclaration.Parameter(
                    label: names.count == 2 ? names[0] : nil, name: names.last!, type: type, defaultValue: defaultValue,
                    location: location))
            } else {
                _ = text(until: [",", ")"], tracksAngles: false)
            }
            if current?.isPunctuation(",") == true { index += 1 }
            if index == start { index += 1 } // never stall
        }
        if current != nil { index += 1 } // )
        return result
    }

    private mutating func property(_ kind: SwiftDeclaration.Kind, at location: SourceLocation) -> SwiftDeclaration {
        let propertyName: String
        if current?.isPunctuation("(") == true {
            skipBalanced() // a tuple pattern
            propertyName = ""
        } else {
            propertyName = name() ?? ""
        }
        var declaration = SwiftDeclaration(kind: kind, name: propertyName, location: location)
        if current?.isPunctuation(":") == true {
            index += 1
            declaration.type = text(until: ["{", "="], stopAtLine: true)
        }
        if current?.isPunctuation("=") == true {
            index += 1
            declaration.value = text(until: ["{"], tracksAngles: false, stopAtLine: true, allowsBraces: true)
        }
        if current?.isPunctuation("{") == true {
            let bodyStart = index
            skipBalanced()
            let body = tokens[(bodyStart + 1)..<max(bodyStart + 1, index - 1)]
            let words = body.map(\.text)
            if !words.isEmpty, words.allSatisfy({ ["get", "set", "async", "throws", "mutating", "nonmutating"].contains($0) }) {
                declaration.accessors = words.joined(separator: " ")
            }
        }
        return declaration
    }

    private mutating func skipToEndOfDeclaration() {
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
    private mutating func list(until stops: Set<String>, stopAtWords: Set<String> = []) -> [String] {
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
    private mutating func text(
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
            if !result.isEmpty && token.isSpaced { result += " " }
            result += token.kind == .attribute ? "@" + token.text : token.text
            index += 1
        }
        return result
    }

    private func startsDeclaration(_ token: SwiftToken) -> Bool {
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
