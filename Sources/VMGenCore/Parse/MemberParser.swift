/// The members of a view model's sections, each on its list item's line: an input (`- type(email: String)`, or one
/// that answers, `-> Bool`), an output (`- name: Type = value`, or a function output `- name(...) -> Type`), a
/// dependency (`- name: Type = default`), and the parameters inputs and function outputs share.
extension Parser {
    mutating func input(_ cursor: inout LineCursor, docs: [String]) -> InputDecl? {
        let itemStart = cursor.location
        guard let attributes = attributes(&cursor) else { return nil }
        guard let name = cursor.name() else {
            sink.error("expected an input name, found \(cursor.currentDescription)", at: cursor.location)
            return nil
        }
        // `@call var isCompleted: Bool = false`: a property the view sets, each value the input's.
        if name.value == "var", attributes.names.contains(where: { $0.value == "call" }) {
            return calledProperty(&cursor, attributes: attributes, docs: docs, at: itemStart)
        }
        if reportDeclarationKeyword(name, cursor: cursor, member: "an input is written as its method") { return nil }
        guard checkIdentifier(name, what: "input name") else { return nil }
        // `- @value email: String`: a plain value of the transform style's `Input`, read as an input of one parameter.
        var valueCursor = cursor
        valueCursor.skipSpaces()
        if attributes.names.contains(where: { $0.value == "value" }), valueCursor.consume(UInt8(ascii: ":")) {
            cursor = valueCursor
            return valueInput(&cursor, name: name, attributes: attributes, docs: docs, at: itemStart)
        }
        guard let list = parameterList(&cursor, of: name) else { return nil }
        let parameters = list ?? []
        var answerType: Located<SwiftType>?
        cursor.skipSpaces()
        if list != nil, cursor.current == UInt8(ascii: "-") {
            cursor.offset += 1
            guard cursor.consume(UInt8(ascii: ">")) else {
                sink.error("expected '->' and the answer's type after the parameters of input '\(name.value)'", at: cursor.location)
                return nil
            }
            cursor.skipSpaces()
            let start = cursor.location
            guard let type = type(&cursor, followedBy: []) else { return nil }
            answerType = Located(type, at: start)
        }
        var streamName: Located<String>?
        if cursor.consumeKeyword("as") {
            cursor.skipSpaces()
            guard let given = cursor.name() else {
                sink.error("expected a stream name after 'as'", at: cursor.location)
                return nil
            }
            guard checkIdentifier(given, what: "stream name") else { return nil }
            streamName = given
        }
        // `= value`: the starting value of a relay or subject the view sends into (`BehaviorRelay`).
        cursor.skipSpaces()
        var startingValue: Located<String>?
        if cursor.current == UInt8(ascii: "=") {
            let start = cursor.location
            guard let value = defaultValue(&cursor, of: name) else { return nil }
            startingValue = value.value.map { Located($0, at: start) }
            cursor.offset = cursor.end // the expression runs to the end of the line
        }
        cursor.skipSpaces()
        // `- @call signIn(email: String) async throws`, as the app's method was declared: each word of the method's
        // effects an error where it stands, the rest of the input checked as written without them.
        var effect = cursor
        while let word = effect.name(), ["async", "throws", "rethrows"].contains(word.value) {
            sink.error("an input is a method the view calls and goes on: it neither waits nor throws ('\(word.value)'); the"
                + " logic does the work on the input's stream", at: word.location,
                notes: [.init("drop '\(word.value)'")])
            cursor = effect
            cursor.skipSpaces()
        }
        if !cursor.isAtEnd {
            let expected = parameters.isEmpty && streamName == nil ? "'(', 'as', '=' or the end of the line" : "the end of the line"
            sink.error("expected \(expected) after input '\(name.value)', found \(cursor.currentDescription)", at: cursor.location)
            return nil
        }
        return InputDecl(
            attributes: attributes.names, attributeArguments: attributes.arguments, condition: attributes.condition,
            name: name, parameters: parameters,
            answerType: answerType, streamName: streamName, startingValue: startingValue, docs: docs, location: itemStart)
    }

    mutating func parameter(_ cursor: inout LineCursor) -> ParameterDecl? {
        guard let first = cursor.name() else {
            sink.error("expected a parameter name, found \(cursor.currentDescription)", at: cursor.location)
            return nil
        }
        var label: Located<String>?
        var name = first
        cursor.skipSpaces()
        if cursor.current != UInt8(ascii: ":"), let second = cursor.name() {
            label = first
            name = second
            if first.value != "_" { guard checkIdentifier(first, what: "argument label") else { return nil } }
        }
        guard checkIdentifier(name, what: "parameter name") else { return nil }
        if name.value == "_" {
            sink.error("a parameter needs a name; write '_ name: Type' for an unlabelled one", at: name.location)
            return nil
        }
        guard cursor.consume(UInt8(ascii: ":")) else {
            sink.error("expected ':' and a type after parameter '\(name.value)'", at: cursor.location)
            return nil
        }
        guard let type = type(&cursor, followedBy: [",", ")"]) else { return nil }
        return ParameterDecl(label: label, name: name, type: type)
    }

    /// `(at index: IndexPath, _ row: Int)` after a name: nil on an error (reported), `.some(nil)` when there is no `(`.
    mutating func parameterList(_ cursor: inout LineCursor, of name: Located<String>) -> [ParameterDecl]?? {
        var parameters: [ParameterDecl] = []
        cursor.skipSpaces()
        guard cursor.current == UInt8(ascii: "(") else { return .some(nil) }
        let open = cursor.offset
        cursor.offset += 1
        cursor.skipSpaces()
        if cursor.current != UInt8(ascii: ")") {
            repeat {
                guard let parameter = parameter(&cursor) else { return nil }
                parameters.append(parameter)
            } while cursor.consume(UInt8(ascii: ","))
        }
        guard cursor.consume(UInt8(ascii: ")")) else {
            sink.error(
                "expected ')' to close the parameters of '\(name.value)', found \(cursor.currentDescription)",
                at: cursor.location, notes: [.init("'(' opened here", at: cursor.location(at: open))])
            return nil
        }
        return parameters
    }

    mutating func output(_ cursor: inout LineCursor, docs: [String]) -> OutputDecl? {
        let itemStart = cursor.location
        guard let attributes = attributes(&cursor) else { return nil }
        guard let name = cursor.name() else {
            sink.error("expected an output name, found \(cursor.currentDescription)", at: cursor.location)
            return nil
        }
        if reportDeclarationKeyword(name, cursor: cursor, member: "an output is written as its name and type") { return nil }
        guard checkIdentifier(name, what: "output name") else { return nil }
        // A function the view calls for an answer (pull-style): `shouldSelectRow(at index: IndexPath) -> Bool`.
        guard let parameters = parameterList(&cursor, of: name) else { return nil }
        if let parameters {
            cursor.skipSpaces()
            guard cursor.consume(UInt8(ascii: "-")), cursor.consume(UInt8(ascii: ">")) else {
                sink.error("expected '->' and the answer's type after the parameters of output '\(name.value)'", at: cursor.location)
                return nil
            }
            guard let type = type(&cursor, followedBy: []) else { return nil }
            return OutputDecl(
                attributes: attributes.names, attributeArguments: attributes.arguments, condition: attributes.condition,
            name: name, parameters: parameters,
                type: type, docs: docs, location: itemStart)
        }
        guard cursor.consume(UInt8(ascii: ":")) else {
            sink.error(
                "expected ':' and a type after output '\(name.value)'", at: cursor.location,
                notes: [.init("an output that carries no value is written '\(name.value): Void'")])
            return nil
        }
        guard let type = type(&cursor, followedBy: ["="]) else { return nil }
        guard let fallback = defaultValue(&cursor, of: name) else { return nil }
        return OutputDecl(
            attributes: attributes.names, attributeArguments: attributes.arguments, condition: attributes.condition,
            name: name, type: type, fallback: fallback.value, docs: docs, location: itemStart)
    }

    /// What a Swift declaration writes before `let` or `var`, which a spec's dependency does not.
    static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "lazy", "static", "weak", "unowned", "final",
    ]

    mutating func dependency(_ cursor: inout LineCursor, docs: [String]) -> DependencyDecl? {
        let itemStart = cursor.location
        // `@relay let repository: Repository`: kept in a relay or subject that starts with the parameter.
        var held: Located<String>?
        if cursor.current == UInt8(ascii: "@") {
            var peek = cursor
            peek.offset += 1
            if let kind = peek.name(allowingDashes: false), ["relay", "subject"].contains(kind.value) {
                held = Located(kind.value, at: cursor.location)
                cursor = peek
                cursor.skipSpaces()
            }
        }
        guard var name = cursor.name() else {
            sink.error("expected a dependency name, found \(cursor.currentDescription)", at: cursor.location)
            return nil
        }
        // `let postId: Int`: stored where call sites read it.
        var keyword: Located<String>?
        cursor.skipSpaces()
        // `weak var coordinator: PostCoordinator`: stored weak where call sites read it.
        var weak: SourceLocation?
        if name.value == "weak", cursor.current != UInt8(ascii: ":") {
            switch weakDependency(&cursor, weak: name) {
            case .none: return nil
            case .some(.none): break
            case .some(.some(let (keywordWord, nameWord))):
                weak = name.location
                keyword = keywordWord
                name = nameWord
                cursor.skipSpaces()
            }
        }
        // `private let service: Service`, as a class declares it: the spec keeps a dependency private unless it says
        // `let`, and its access is the spec's.
        if Self.declarationModifiers.contains(name.value), cursor.current != UInt8(ascii: ":") {
            var peek = cursor
            if let next = peek.name(), ["let", "var"].contains(next.value) {
                peek.skipSpaces()
                let rest = String(peek.rest)
                sink.error(
                    "a dependency is written without '\(name.value)': '- \(rest)' is kept private to the view model,"
                        + " '- \(next.value) \(rest)' is stored where call sites read it", at: name.location)
                return nil
            }
        }
        if ["let", "var"].contains(name.value), cursor.current != UInt8(ascii: ":"), let second = cursor.name() {
            keyword = name
            name = second
        }
        // `_ service: Service`, `using service: Service`: the initializer's argument label, then the name.
        var label: Located<String>?
        cursor.skipSpaces()
        if cursor.current != UInt8(ascii: ":"), let second = cursor.name() {
            if ["let", "var", "inout"].contains(name.value) {
                sink.error(
                    "a dependency is written as its name and type, without '\(name.value)':"
                        + " '- \(second.value)\(cursor.rest.isEmpty ? "" : cursor.rest)'",
                    at: name.location)
                return nil
            }
            if name.value != "_" { guard checkIdentifier(name, what: "argument label") else { return nil } }
            label = name
            name = second
        }
        guard checkIdentifier(name, what: "dependency name") else { return nil }
        if name.value == "_" {
            sink.error("a dependency needs a name; write '_ name: Type' for an unlabelled one", at: name.location)
            return nil
        }
        guard cursor.consume(UInt8(ascii: ":")) else {
            sink.error("expected ':' and a type after dependency '\(name.value)'", at: cursor.location)
            return nil
        }
        // `@escaping OnLoginClosure`: a function type named by a typealias, which the initializer takes `@escaping`
        // (before a function type vmgen writes `@escaping` itself).
        cursor.skipSpaces()
        let typeLocation = cursor.location
        let rest = cursor.rest
        var escaping = rest.hasPrefix("@escaping")
        if escaping, let next = rest.dropFirst("@escaping".count).first, next.isLetter || next.isNumber || next == "_" {
            escaping = false
        }
        if escaping { cursor.offset += "@escaping".count }
        guard let type = type(&cursor, followedBy: ["=", "!"], endsAtImplicitUnwrap: true) else { return nil }
        // `ThemeService!`: an implicitly unwrapped optional, as some hand-written initializers take a dependency.
        let isImplicitlyUnwrapped = cursor.consume(UInt8(ascii: "!"))
        if isImplicitlyUnwrapped && escaping {
            sink.error("'@escaping' applies to a closure, and '\(type.description)!' is optional: an optional closure escapes"
                + " already; write '\(name.value): \(type.description)!'", at: name.location)
            return nil
        }
        if isImplicitlyUnwrapped {
            cursor.skipSpaces()
            if let byte = cursor.current, byte != UInt8(ascii: "=") {
                sink.error("unexpected \(cursor.currentDescription) after type '\(type.description)!'", at: cursor.location)
                return nil
            }
        }
        guard let defaultValue = defaultValue(&cursor, of: name) else { return nil }
        return DependencyDecl(
            label: label, name: name, type: type, defaultValue: defaultValue.value, docs: docs, location: itemStart,
            isImplicitlyUnwrapped: isImplicitlyUnwrapped, isEscaping: escaping && !type.isFunction, keyword: keyword,
            weak: weak, typeLocation: typeLocation, held: held)
    }

    /// An optional `= expression` to the end of the line; nil after reporting a problem with it.
    mutating func defaultValue(
        _ cursor: inout LineCursor, of name: Located<String>
    ) -> (value: String?, location: SourceLocation?)? {
        guard cursor.consume(UInt8(ascii: "=")) else { return (nil, nil) }
        cursor.skipSpaces()
        let expressionStart = cursor.location
        switch ExpressionReader.read(cursor.rest) {
        case .success(let expression) where expression.isEmpty:
            sink.error("expected a default value after '='", at: expressionStart)
            return nil
        case .success(let expression):
            return (expression, expressionStart)
        case .failure(let problem):
            sink.error(
                "\(problem.message) in the default value of '\(name.value)'",
                at: SourceLocation(line: expressionStart.line, column: expressionStart.column + problem.offset),
                notes: problem.note.map { [.init($0)] } ?? [])
            return nil
        }
    }

    /// Parses a type and checks that it is followed by one of `delimiters` or the end of the line.

    /// A Swift declaration's keyword before a member's name (`- func viewDidLoad()`, `- var title: String`): the spec
    /// writes the member without it, which the error shows.
    mutating func reportDeclarationKeyword(_ word: Located<String>, cursor: LineCursor, member: String) -> Bool {
        guard ["func", "var", "let", "case"].contains(word.value) else { return false }
        var after = cursor
        let spaced = after.current == UInt8(ascii: " ") || after.current == UInt8(ascii: "\t")
        after.skipSpaces()
        guard spaced, let next = after.name() else { return false }
        let rest = next.value + after.rest
        sink.error("\(member), without '\(word.value)': '- \(rest)'", at: word.location)
        return true
    }
}
