/// Reads declarations from Swift tokens: type declarations with their members, functions, initializers,
/// properties, typealiases and associated types, their doc comments, attributes, modifiers and `#if` nesting. It
/// skips what it does not need (bodies, expressions, statements) by balancing brackets, so that any input, however
/// unusual or broken, ends in declarations and never in a crash or a hang.
public struct SwiftDeclarationReader {
    let tokens: [SwiftToken]
    var index = 0
    /// The `#if` blocks open where the reader stands, outermost first.
    var conditions: [ConditionFrame] = []
    var scopeDepth = 0
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
        return reader.scope(closing: false).map { nested($0, in: nil) }
    }

    /// The declaration with the type it is nested in (`Login` for `enum Login { protocol ViewModelType }`), and its
    /// members with it.
    private static func nested(_ declaration: SwiftDeclaration, in parent: String?) -> SwiftDeclaration {
        var declaration = declaration
        declaration.parent = parent
        guard !declaration.members.isEmpty else { return declaration }
        let path = (parent.map { $0 + "." } ?? "") + declaration.name
        declaration.members = declaration.members.map { nested($0, in: path) }
        return declaration
    }

    var current: SwiftToken? { index < tokens.count ? tokens[index] : nil }

    func token(_ offset: Int) -> SwiftToken? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    /// One open `#if` block: the conditions of its branches before the one the reader is in, and that branch's (nil
    /// in `#else`).
    struct ConditionFrame {
        var earlier: [String] = []
        var current: String?

        /// What holds in the branch: every earlier branch's condition does not, and its own does.
        var clauses: [String] {
            earlier.map(CompileCondition.negated) + (current.map { [$0] } ?? [])
        }
    }

    /// Declarations until the `}` that closes the scope (consumed) or the end. A declaration's condition is that of
    /// the `#if` blocks opened inside this scope (a type's member inside `#if DEBUG`: `DEBUG`).
    mutating func scope(closing: Bool) -> [SwiftDeclaration] {
        let base = conditions.count
        var declarations: [SwiftDeclaration] = []
        var docs: [String] = []
        var attributes: [String] = []
        var withArguments: Set<String> = []
        var arguments: [String: String] = [:]
        var modifiers: [String] = []
        func reset() {
            docs = []
            attributes = []
            withArguments = []
            arguments = [:]
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
                if current?.isPunctuation("(") == true, current?.isSpaced == false {
                    withArguments.insert(token.text)
                    index += 1
                    let text = text(until: [")"], tracksAngles: false)
                    if current?.isPunctuation(")") == true {
                        index += 1
                        arguments[token.text] = "(" + text + ")"
                    }
                }
            case .identifier where Self.modifiers.contains(token.text):
                index += 1
                // `private(set)`: the setter's access, the property readable as the declaration's access says.
                if current?.isPunctuation("(") == true, self.token(1)?.text == "set" {
                    modifiers.append(token.text + "(set)")
                    skipBalanced()
                } else {
                    modifiers.append(token.text)
                    if current?.isPunctuation("(") == true { skipBalanced() }
                }
            case .identifier where token.text == "class" && ["var", "func", "let", "subscript"].contains(self.token(1)?.text ?? ""):
                modifiers.append("class")
                index += 1
            case .identifier where Self.declarationKeywords.contains(token.text):
                if var declaration = declaration(token) {
                    declaration.docs = docs
                    declaration.attributes = attributes
                    declaration.attributesWithArguments = withArguments
                    declaration.attributeArguments = arguments
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
    mutating func directive(_ token: SwiftToken) {
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
    mutating func skipStatementPart() {
        if let token = current, token.kind == .punctuation, ["(", "[", "{"].contains(token.text) {
            skipBalanced()
        } else {
            index += 1
        }
    }

    /// Skips a bracketed group starting at the current `(`, `[` or `{`, with everything nested in it.
    mutating func skipBalanced() {
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
    mutating func declaration(_ keyword: SwiftToken) -> SwiftDeclaration? {
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
            declaration.genericParameters = genericClause()
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
            return enumCases(at: keyword.location)
        }
    }

    mutating func name() -> String? {
        guard let token = current, token.kind == .identifier else { return nil }
        index += 1
        return token.text
    }

    mutating func skipGenericParameters() {
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

    mutating func typeDeclaration(_ kind: SwiftDeclaration.Kind, at location: SourceLocation) -> SwiftDeclaration {
        let typeName = kind == .extension ? text(until: [":", "{"], stopAtWords: ["where"]) : (name() ?? "")
        var declaration = SwiftDeclaration(kind: kind, name: typeName, location: location)
        declaration.genericParameters = genericClause()
        if current?.isPunctuation(":") == true {
            index += 1
            declaration.inheritance = list(until: ["{"], stopAtWords: ["where"])
        }
        // A protocol's same-type constraints (`protocol SettingViewModelable: ViewModelable where Input == SettingInput`),
        // which bind the associated types its conformers' methods name (`SameTypeBindings`).
        if kind == .protocol, current?.isWord("where") == true {
            index += 1
            declaration.whereClause = text(until: ["{"])
        }
        while let token = current, !token.isPunctuation("{"), !token.isPunctuation("}") { skipStatementPart() }
        guard current?.isPunctuation("{") == true else { return declaration }
        if scopeDepth >= Self.maximumScopeDepth {
            skipBalanced()
            return declaration
        }
        index += 1
        scopeDepth += 1
        // `lazy var todoList = BehaviorSubject(value: todos)`: typed by the stored property it starts with.
        declaration.members = InferredStartingTypes.typedBySiblings(scope(closing: true))
        scopeDepth -= 1
        // `case a, b(String)`: an enum's cases, read as one `.case` holding the others.
        let cases = declaration.members.filter { $0.kind == .case }
        if !cases.isEmpty {
            declaration.members.removeAll { $0.kind == .case }
            if kind == .enum {
                declaration.cases = cases.flatMap { first in
                    var head = first
                    head.members = []
                    return [head] + first.members.map { next in
                        var next = next
                        next.condition = first.condition
                        return next
                    }
                }
            }
        }
        return declaration
    }
}
