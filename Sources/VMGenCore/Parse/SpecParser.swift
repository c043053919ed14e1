/// Parses the text of a `.vmspec` file into a `SpecFile`, reporting every syntax problem it finds.
///
/// The grammar (README.md has the full description):
///
///     options:
///       framework: rxswift
///     /// Doc comment.
///     viewmodel LoginViewModel:
///       dependencies:
///         - service: LoginServicing = LoginService()
///       inputs:
///         - type(email: String)
///       outputs:
///         - isLoading: Bool
public enum SpecParser {
    /// The sections a view model may have.
    static let sections = ["inputs", "outputs", "errors", "dependencies", "properties"]
    /// The keys the `options:` block accepts.
    public static let optionKeys = [
        "framework", "styles", "access", "indent", "imports", "header", "testable", "equatable", "transform", "conforms", "superclass",
        "declaration", "wrapper", "isolation", "sendable", "source-locations", "transform-protocol",
        "members", "final", "event-aliases", "top-level", "app-types", "transform-calls", "view-input",
        "transform-output", "output-bag", "transform-bag", "subject-contract", "input-init",
        "output-init", "subject-output",
    ]
    /// The keys that may be given more than once, each adding to the others (`header:`, one line each).
    static let repeatableOptionKeys: Set<String> = ["header"]

    /// Parses `bytes`, the contents of the file at `path` (used only in diagnostics).
    public static func parse(_ bytes: [UInt8], path: String) -> (spec: SpecFile, diagnostics: [Diagnostic]) {
        var sink = DiagnosticSink(path: path)
        var spec = SpecFile(path: path)
        guard bytes.count <= SpecLimits.fileSize else {
            sink.error(
                "the spec is \(bytes.count >> 10) KiB; a spec may hold at most \(SpecLimits.fileSize >> 20) MiB (split it into"
                    + " several files)", at: SourceLocation(line: 1, column: 1))
            return (spec, sink.sorted)
        }
        let source = SourceText(bytes)
        if let invalid = source.firstInvalidUTF8() {
            sink.error("the file is not valid UTF-8", at: source.location(line: invalid.line, offset: invalid.offset))
            return (spec, sink.sorted)
        }
        let root = LineTree.build(source, into: &sink)
        var parser = Parser(source: source, sink: sink)
        var optionsLine: Int?
        for node in root.children {
            let cursorStart = parser.cursor(node)
            var cursor = cursorStart
            if cursor.consumeKeyword("viewmodel") {
                if let viewModel = parser.viewModel(node, cursor: cursor) { spec.viewModels.append(viewModel) }
            } else if cursor.consumeKeyword("options") {
                if let previous = optionsLine {
                    parser.sink.error(
                        "duplicate 'options' block", at: cursorStart.location,
                        notes: [.init("previous 'options' block is here", at: SourceLocation(line: previous, column: 1))])
                }
                optionsLine = node.line
                parser.expectHeaderEnd(node, cursor: cursor, what: "options")
                parser.warnUnattachedDocs(node)
                spec.options += parser.options(node)
            } else {
                let word = cursorStart.rest.prefix { $0 != " " && $0 != ":" && $0 != "\t" }
                parser.sink.error(
                    "expected 'viewmodel <Name>:' or 'options:', found '\(word)'", at: cursorStart.location,
                    notes: Suggestion.note(for: String(word), among: ["viewmodel", "options"]).map { [$0] } ?? [])
            }
        }
        return (spec, parser.sink.sorted)
    }
}

/// The state of one parse: the source and the diagnostics found so far.
struct Parser {
    let source: SourceText
    var sink: DiagnosticSink

    func cursor(_ node: LineNode) -> LineCursor {
        LineCursor(source: source, line: node.line, start: node.content.lowerBound, end: node.content.upperBound)
    }

    mutating func warnUnattachedDocs(_ node: LineNode) {
        if let location = node.docsLocation {
            sink.warning(
                "doc comment documents nothing; put it before a view model, input, output or dependency", at: location)
        }
    }

    /// After `options` or a section name: a `:` and nothing more.
    mutating func expectHeaderEnd(_ node: LineNode, cursor: LineCursor, what: String) {
        var cursor = cursor
        guard cursor.consume(UInt8(ascii: ":")) else {
            sink.error("expected ':' after '\(what)'", at: cursor.location)
            return
        }
        cursor.skipSpaces()
        if !cursor.isAtEnd {
            sink.error(
                "unexpected text after '\(what):'; put each entry on its own indented line below it", at: cursor.location)
        }
    }

    /// Children where none are allowed: report the first, with the indentation expected.
    mutating func reportChildren(of node: LineNode) {
        if let child = node.children.first {
            sink.error(
                "unexpected indentation: expected \(node.indent) columns, as on line \(node.line), found \(child.indent);"
                    + " the line above takes no lines below it",
                at: SourceLocation(line: child.line, column: child.indent + 1))
        }
    }

    /// A section's header (`outputs:`) indented as an item of the section above it: reported as such, once.
    mutating func reportMisplacedHeader(_ item: LineNode, in section: LineNode, named name: String) -> Bool {
        var cursor = cursor(item)
        guard let word = cursor.name(), SpecParser.sections.contains(word.value) || Parser.viewModelLines.contains(word.value),
              cursor.consume(UInt8(ascii: ":")) else { return false }
        sink.error(
            "'\(word.value):' is indented as an item of '\(name)'; write it at \(section.indent) columns,"
                + " as '\(name):' on line \(section.line)",
            at: word.location)
        return true
    }

    mutating func viewModel(_ node: LineNode, cursor start: LineCursor) -> ViewModelDecl? {
        var cursor = start
        cursor.skipSpaces()
        guard let name = cursor.name() else {
            sink.error("expected a view model name after 'viewmodel'", at: cursor.location)
            return nil
        }
        guard checkIdentifier(name, what: "view model name") else { return nil }
        if !cursor.consume(UInt8(ascii: ":")) {
            sink.error("expected ':' after the view model name '\(name.value)'", at: cursor.location)
        } else {
            cursor.skipSpaces()
            if !cursor.isAtEnd {
                sink.error("unexpected text after 'viewmodel \(name.value):'", at: cursor.location)
            }
        }
        var viewModel = ViewModelDecl(name: name, docs: node.docs)
        var seenSections: [String: SourceLocation] = [:]
        for child in node.children {
            var sectionCursor = self.cursor(child)
            let sectionStart = sectionCursor.location
            guard let section = sectionCursor.name() else {
                sink.error(
                    "expected a section: 'inputs:', 'outputs:' or 'dependencies:'", at: sectionCursor.location)
                continue
            }
            // The view model's lines (`protocols:`, `class-bound:`...), each of its own, not a list.
            if viewModelLine(section, child: child, cursor: &sectionCursor, start: sectionStart, into: &viewModel) { continue }
            guard SpecParser.sections.contains(section.value) else {
                sink.error(
                    "unknown section '\(section.value)' in view model '\(name.value)'", at: section.location,
                    notes: [Suggestion.note(for: section.value, among: SpecParser.sections + Parser.viewModelLines)
                        ?? .init("sections are 'inputs', 'outputs', 'errors', 'dependencies' and 'properties', and the lines "
                            + Parser.viewModelLines.map { "'\($0):'" }.joined(separator: ", "))])
                continue
            }
            if let previous = seenSections[section.value] {
                sink.error(
                    "duplicate '\(section.value)' section in view model '\(name.value)'", at: sectionStart,
                    notes: [.init("previous '\(section.value)' section is here", at: previous)])
            }
            seenSections[section.value] = sectionStart
            warnUnattachedDocs(child)
            expectHeaderEnd(child, cursor: sectionCursor, what: section.value)
            for item in child.children {
                if reportMisplacedHeader(item, in: child, named: section.value) { continue }
                reportChildren(of: item)
                guard var itemCursor = listItem(item) else { continue }
                if section.value == "properties" {
                    if let property = property(&itemCursor, docs: item.docs) { viewModel.properties.append(property) }
                    continue
                }
                if let alias = typeAlias(&itemCursor, docs: item.docs, section: section.value) {
                    if let alias { viewModel.typeAliases.append(alias) }
                    continue
                }
                switch section.value {
                case "inputs" where Self.isConstant(itemCursor):
                    // An object the logic makes and the view sends into or applies (`- @constant refresh: Action<...>`):
                    // written as an output, declared by the inputs protocol.
                    if var output = output(&itemCursor, docs: item.docs) {
                        output.group = .inputs
                        viewModel.outputs.append(output)
                    }
                case "inputs":
                    if let input = input(&itemCursor, docs: item.docs) { viewModel.inputs.append(input) }
                case "outputs", "errors":
                    // An error is an output the triplet groups in its own protocol (`XErrors`, Kickstarter's).
                    if var output = output(&itemCursor, docs: item.docs) {
                        output.group = section.value == "errors" ? .errors : .outputs
                        viewModel.outputs.append(output)
                    }
                default:
                    if let dependency = dependency(&itemCursor, docs: item.docs) {
                        viewModel.dependencies.append(dependency)
                    }
                }
            }
        }
        return viewModel
    }

    /// Whether a list item's attributes (`@if(DEBUG) @constant ...`) include `@constant`, read without reporting.
    static func isConstant(_ item: LineCursor) -> Bool {
        var cursor = item
        while true {
            cursor.skipSpaces()
            guard cursor.consume(UInt8(ascii: "@")), let word = cursor.name(allowingDashes: false) else { return false }
            if word.value == "constant" { return true }
            // Skip an attribute's parentheses (`@if(DEBUG)`, `@failure(E)`), nested ones included.
            guard cursor.current == UInt8(ascii: "(") else { continue }
            var depth = 0
            repeat {
                if cursor.current == UInt8(ascii: "(") { depth += 1 }
                if cursor.current == UInt8(ascii: ")") { depth -= 1 }
                cursor.offset += 1
            } while depth > 0 && !cursor.isAtEnd
        }
    }

    /// The rest of an `isolation:` line: a global actor's name (`MainActor`, `@MainActor`), or nil for `none`;
    /// `.none` after reporting what is wrong.
    mutating func isolationLine(_ cursor: inout LineCursor) -> String?? {
        guard cursor.consume(UInt8(ascii: ":")) else {
            sink.error("expected 'isolation: MainActor', or 'isolation: none'", at: cursor.location)
            return .none
        }
        cursor.skipSpaces()
        let start = cursor.location
        _ = cursor.consume(UInt8(ascii: "@"))
        guard let actor = cursor.name(allowingDashes: false) else {
            sink.error("expected the name of a global actor ('MainActor'), or 'none'", at: cursor.location)
            return .none
        }
        cursor.skipSpaces()
        if !cursor.isAtEnd {
            sink.error("unexpected \(cursor.currentDescription) after the actor's name", at: cursor.location)
            return .none
        }
        if actor.value == "none" { return .some(nil) }
        guard checkIdentifier(Located(actor.value, at: start), what: "global actor") else { return .none }
        return .some(actor.value)
    }


    /// A `- item` line: returns a cursor after the dash, or reports the missing dash.
    mutating func listItem(_ node: LineNode) -> LineCursor? {
        var cursor = cursor(node)
        guard cursor.current == UInt8(ascii: "-") else {
            sink.error("expected a list item starting with '- '", at: cursor.location)
            return nil
        }
        cursor.offset += 1
        if let next = cursor.current, next != 0x20, next != 0x09 {
            sink.error("expected a space after '-'", at: cursor.location)
            return nil
        }
        cursor.skipSpaces()
        if cursor.isAtEnd {
            sink.error("expected an entry after '-'", at: cursor.location)
            return nil
        }
        return cursor
    }

    mutating func checkIdentifier(_ name: Located<String>, what: String) -> Bool {
        if Identifier.isValid(name.value) { return true }
        let article = "aeiou".contains(what.first ?? "x") ? "an" : "a"
        sink.error("'\(name.value)' is not a valid Swift identifier for \(article) \(what)", at: name.location)
        return false
    }

    /// What goes in an attribute's parentheses, for the note of an empty `@word()`.
    static func attributeArgumentHint(_ attribute: String) -> String {
        switch attribute {
        case "failure": return "write the error type the stream fails with: '@failure(NetworkError)'"
        case "in": return "write the protocol that declares the input: '@in(outputs)' or '@in(type)'"
        case "kept": return "write the class's property that keeps the output: '@kept(itemsRelay)'"
        case "label": return "write the case value's label, '@label(filter)', or '@label(_)' for none"
        default: return "drop the parentheses: '@\(attribute)'"
        }
    }

    /// `@word` attributes before an entry, and the types some take in parentheses (`@failure(NetworkError)`).
    mutating func attributes(
        _ cursor: inout LineCursor
    ) -> (names: [Located<String>], arguments: [String: Located<SwiftType>], condition: Located<String>?)? {
        var attributes: [Located<String>] = []
        var arguments: [String: Located<SwiftType>] = [:]
        var condition: Located<String>?
        cursor.skipSpaces()
        while cursor.current == UInt8(ascii: "@") {
            let start = cursor.location
            cursor.offset += 1
            guard let word = cursor.name(allowingDashes: false) else {
                sink.error("expected an attribute name after '@'", at: cursor.location)
                return nil
            }
            attributes.append(Located(word.value, at: start))
            if word.value == "if" {
                // `@if(DEBUG)`: a compilation condition, not a type.
                if let previous = condition {
                    sink.error(
                        "a member takes one '@if'; join the conditions with '&&'", at: start,
                        notes: [.init("the first '@if' is here", at: previous.location)])
                    return nil
                }
                guard let read = compileCondition(&cursor, at: start) else { return nil }
                condition = read
            } else if cursor.current == UInt8(ascii: "(") {
                cursor.offset += 1
                cursor.skipSpaces()
                let typeStart = cursor.location
                if cursor.current == UInt8(ascii: ")") {
                    sink.error("'@\(word.value)()' names nothing in its parentheses", at: typeStart,
                               notes: [.init(Self.attributeArgumentHint(word.value))])
                    return nil
                }
                guard let type = type(&cursor, followedBy: [")"]) else { return nil }
                guard cursor.consume(UInt8(ascii: ")")) else {
                    sink.error("expected ')' after the type of '@\(word.value)'", at: cursor.location)
                    return nil
                }
                arguments[word.value] = Located(type, at: typeStart)
            }
            cursor.skipSpaces()
        }
        return (attributes, arguments, condition)
    }


    mutating func type(
        _ cursor: inout LineCursor, followedBy delimiters: [Unicode.Scalar], endsAtImplicitUnwrap: Bool = false,
        anythingFollows: Bool = false
    ) -> SwiftType? {
        var parser = TypeParser(cursor: cursor)
        parser.endsAtImplicitUnwrap = endsAtImplicitUnwrap
        do {
            let type = try parser.parseType()
            cursor = parser.cursor
            cursor.skipSpaces()
            if let byte = cursor.current, !anythingFollows, !delimiters.contains(where: { $0.value == UInt32(byte) }) {
                let closing: [UInt8: String] = [UInt8(ascii: ")"): "(", UInt8(ascii: "]"): "[", UInt8(ascii: ">"): "<"]
                let message = closing[byte].map { "unbalanced '\(cursor.currentDescription.dropFirst().dropLast())' in type; no '\($0)' opens it" }
                    ?? "unexpected \(cursor.currentDescription) after type '\(type.description)'"
                sink.error(message, at: cursor.location)
                return nil
            }
            return type
        } catch let failure as TypeParser.Failure {
            sink.error(failure.message, at: failure.location, notes: failure.note.map { [$0] } ?? [])
            return nil
        } catch {
            sink.error("invalid type", at: cursor.location)
            return nil
        }
    }
}
