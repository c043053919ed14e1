/// Parses a Swift type written in a spec (`[String: [Int]]`, `(row: Int, total: Int)`, `Result<User, APIError>`,
/// `(String) -> Void`, `KsApi.Project?`) so that brackets are checked and the type prints canonically.
struct TypeParser {
    /// Why a type could not be parsed: a message, where, and optionally where the bracket being closed opened.
    struct Failure: Error {
        var message: String
        var location: SourceLocation
        var note: Diagnostic.Note?
    }

    var cursor: LineCursor
    /// Whether a `!` after the whole type ends it rather than being refused: a dependency may be declared an implicitly
    /// unwrapped optional (`themeService: ThemeService!`), as hand-written initializers take it; the caller reads it.
    var endsAtImplicitUnwrap = false
    /// How deeply the type being parsed nests; bounded so that no input can exhaust the stack.
    private var depth = 0
    /// Whether the type about to be parsed stands among a parenthesised list's elements, which may be a function
    /// type's parameters: there `@escaping` is part of the type and kept (`(@escaping (UIImage) -> Void) -> Void`).
    private var standsAsElement = false
    static let maximumDepth = 64

    init(cursor: LineCursor) {
        self.cursor = cursor
    }

    /// Parses one type starting at the cursor, leaving the cursor just after it.
    mutating func parseType() throws -> SwiftType {
        cursor.skipSpaces()
        let keepsEscaping = standsAsElement
        standsAsElement = false
        var attributes: [String] = []
        var firstAttribute: (name: String, offset: Int)?
        while cursor.current == UInt8(ascii: "@") {
            let start = cursor.offset
            cursor.offset += 1
            guard let name = cursor.name(allowingDashes: false), Identifier.isValid(name.value) else {
                throw Failure(message: "expected an attribute name after '@'", location: cursor.location(at: start))
            }
            if name.value == "autoclosure" {
                throw Failure(
                    message: "'@autoclosure' applies only to a function's own parameters; write a function type such as"
                        + " '() -> Int'", location: cursor.location(at: start))
            }
            // vmgen adds `@escaping` where a member's closure type stands as a parameter, and drops it elsewhere; a
            // closure that a function type takes keeps it (`(@escaping (UIImage) -> Void) -> Void`, whose caller hands a
            // completion the function may keep), unless its list turns out to be no function's parameters.
            if name.value != "escaping" || keepsEscaping { attributes.append("@" + name.value) }
            if firstAttribute == nil { firstAttribute = (name.value, start) }
            cursor.skipSpaces()
        }
        let type = try parseComposition()
        if case .function(let existing, let parameters, let isAsync, let throwsClause, let result) = type {
            return .function(
                attributes: attributes + existing, parameters: parameters, isAsync: isAsync,
                throwsClause: throwsClause, result: result)
        }
        if let (name, offset) = firstAttribute {
            if name == "MainActor" || name.hasSuffix("Actor") {
                // What a team moving to Swift 6 writes first: say what is missing, not only what is wrong.
                throw Failure(
                    message: "'@\(name)' isolates declarations, not types: write 'isolation: \(name)' in the options or in"
                        + " the view model, and the type alone ('\(type.description)')",
                    location: cursor.location(at: offset))
            }
            throw Failure(message: "attributes apply only to a function type", location: cursor.location(at: offset))
        }
        return type
    }

    private mutating func parseComposition() throws -> SwiftType {
        let first = try parsePostfix()
        // Most types are no composition: no list is made for them.
        guard cursor.consume(UInt8(ascii: "&")) else { return first }
        var members = [first]
        repeat {
            members.append(try parsePostfix())
        } while cursor.consume(UInt8(ascii: "&"))
        return .composition(members)
    }

    /// A type and its suffixes (`?`, `.Type`, `.Protocol`). Each suffix nests the type one level deeper, and counts
    /// towards the same limit as brackets: a long chain of them is an error, never a stack overflow.
    private mutating func parsePostfix() throws -> SwiftType {
        var type = try parsePrimary()
        var suffixes = 0
        while true {
            if cursor.current == UInt8(ascii: "?") || cursor.current == UInt8(ascii: ".") {
                suffixes += 1
                if depth + suffixes > Self.maximumDepth {
                    throw Failure(
                        message: "type is nested more than \(Self.maximumDepth) levels deep", location: cursor.location)
                }
            }
            switch cursor.current {
            case UInt8(ascii: "?"):
                cursor.offset += 1
                type = .optional(type)
            case UInt8(ascii: "!") where endsAtImplicitUnwrap && depth == 0:
                return type
            case UInt8(ascii: "!"):
                throw Failure(
                    message: "an implicitly unwrapped optional cannot be a member's type; write '\(type.description)?'",
                    location: cursor.location)
            case UInt8(ascii: "."):
                let start = cursor.offset
                cursor.offset += 1
                if cursor.consumeKeyword("Type") {
                    type = .metatype(type, "Type")
                } else if cursor.consumeKeyword("Protocol") {
                    type = .metatype(type, "Protocol")
                } else {
                    throw Failure(message: "expected 'Type' or 'Protocol' after '.'", location: cursor.location(at: start))
                }
            default:
                return type
            }
        }
    }

    private mutating func parsePrimary() throws -> SwiftType {
        cursor.skipSpaces()
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            throw Failure(message: "type is nested more than \(Self.maximumDepth) levels deep", location: cursor.location)
        }
        let start = cursor.offset
        switch cursor.current {
        case UInt8(ascii: "["):
            cursor.offset += 1
            let key = try parseType()
            if cursor.consume(UInt8(ascii: ":")) {
                let value = try parseType()
                try expectClosing("]", opening: "[", at: start)
                return .dictionary(key: key, value: value)
            }
            try expectClosing("]", opening: "[", at: start)
            return .array(key)
        case UInt8(ascii: "("):
            return try parseParenthesised()
        case nil:
            throw Failure(message: "expected a type", location: cursor.location)
        default:
            // `inout T`, which `parseParenthesised` allows only among a function type's parameters.
            if depth > 1, cursor.consumeKeyword("inout") {
                return .existential(keyword: "inout", try parsePostfix())
            }
            if cursor.consumeKeyword("any") {
                cursor.skipSpaces()
                var probe = cursor
                if probe.consumeKeyword("any") || probe.consumeKeyword("some") {
                    throw Failure(message: "'any' applies once, to a protocol", location: cursor.location)
                }
                return .existential(keyword: "any", try parsePostfix())
            }
            if cursor.current == UInt8(ascii: "s"), cursor.consumeKeyword("some") {
                throw Failure(
                    message: "an opaque 'some' type cannot be stored or passed between a view model and its logic;"
                        + " write 'any' and the protocol, or a concrete type", location: cursor.location(at: start))
            }
            return try parseNamed()
        }
    }

    private mutating func parseNamed() throws -> SwiftType {
        var components: [SwiftType.NameComponent] = []
        repeat {
            if !components.isEmpty { cursor.offset += 1 } // the '.' between components
            cursor.skipSpaces()
            guard let name = cursor.name(allowingDashes: false) else {
                throw Failure(message: "expected a type, found \(cursor.currentDescription)", location: cursor.location)
            }
            guard Identifier.isValid(name.value) else {
                throw Failure(message: "'\(name.value)' is not a valid type name", location: name.location)
            }
            if Identifier.isKeyword(name.value) && name.value != "Any" && name.value != "Self" {
                throw Failure(message: "'\(name.value)' is a keyword, not a type", location: name.location)
            }
            if name.value == "Self" {
                throw Failure(
                    message: "'Self' means nothing in a view model's members; write the type's name", location: name.location)
            }
            var arguments: [SwiftType] = []
            if cursor.current == UInt8(ascii: "<") {
                let open = cursor.offset
                cursor.offset += 1
                repeat {
                    arguments.append(try parseType())
                } while cursor.consume(UInt8(ascii: ","))
                try expectClosing(">", opening: "<", at: open)
            }
            components.append(.init(name.value, genericArguments: arguments))
        } while cursor.current == UInt8(ascii: ".") && !isMetatypeSuffix()
        return .named(components)
    }

    /// True when the cursor stands on `.Type` or `.Protocol`, which end a name rather than continue it.
    private func isMetatypeSuffix() -> Bool {
        var probe = cursor
        probe.offset += 1
        return probe.consumeKeyword("Type") || probe.consumeKeyword("Protocol")
    }

    /// A tuple, a parenthesised type, or a function type's parameter list.
    private mutating func parseParenthesised() throws -> SwiftType {
        let open = cursor.offset
        cursor.offset += 1
        var elements: [SwiftType.TupleElement] = []
        // Where `inout` stands before an element, which only a function type's parameters may have.
        var inoutOffsets: [Int] = []
        cursor.skipSpaces()
        if cursor.current != UInt8(ascii: ")") {
            repeat {
                cursor.skipSpaces()
                let start = cursor.offset
                standsAsElement = true
                let element = try parseTupleElement()
                if case .existential("inout", _) = element.type { inoutOffsets.append(start) }
                elements.append(element)
            } while cursor.consume(UInt8(ascii: ","))
        }
        try expectClosing(")", opening: "(", at: open)

        var isAsync = false
        var throwsClause: String?
        if cursor.consumeKeyword("async") { isAsync = true }
        if cursor.consumeKeyword("throws") {
            throwsClause = "throws"
            if cursor.current == UInt8(ascii: "(") {
                let errorOpen = cursor.offset
                cursor.offset += 1
                let errorType = try parseType()
                try expectClosing(")", opening: "(", at: errorOpen)
                throwsClause = "throws(\(errorType.description))"
            }
        }
        cursor.skipSpaces()
        if cursor.current == UInt8(ascii: "-"), cursor.peek(1) == UInt8(ascii: ">") {
            cursor.offset += 2
            let result = try parseType()
            if let labelled = elements.first(where: { $0.label != nil }) {
                throw Failure(
                    message: "function type parameters cannot have labels ('\(labelled.label!)'); write '_ \(labelled.label!):'"
                        + " or drop the label",
                    location: cursor.location(at: open))
            }
            return .function(
                attributes: [], parameters: elements.map(\.type), isAsync: isAsync, throwsClause: throwsClause,
                result: result)
        }
        if let offset = inoutOffsets.first {
            throw Failure(message: "'inout' applies only to a function type's parameters", location: cursor.location(at: offset))
        }
        if isAsync || throwsClause != nil {
            throw Failure(message: "expected '->' after 'async' or 'throws' in a function type", location: cursor.location)
        }
        // No function's parameters: a tuple's element or a parenthesised type is never `@escaping`.
        elements = elements.map { .init(label: $0.label, type: $0.type.withoutEscaping) }
        if elements.count == 1, elements[0].label == nil {
            return elements[0].type
        }
        if elements.count == 1, let label = elements[0].label {
            throw Failure(
                message: "a tuple cannot have a single labelled element ('\(label)'); drop the label",
                location: cursor.location(at: open))
        }
        return .tuple(elements)
    }

    private mutating func parseTupleElement() throws -> SwiftType.TupleElement {
        cursor.skipSpaces()
        var probe = cursor
        if let label = probe.name(allowingDashes: false), Identifier.isValid(label.value) || label.value == "_" {
            probe.skipSpaces()
            if probe.current == UInt8(ascii: ":") {
                probe.offset += 1
                cursor = probe
                return .init(label: label.value == "_" ? nil : label.value, type: try parseType())
            }
            // `_ name: Type` in a function type's parameter list.
            if label.value == "_", let inner = probe.name(allowingDashes: false), Identifier.isValid(inner.value) {
                probe.skipSpaces()
                if probe.current == UInt8(ascii: ":") {
                    probe.offset += 1
                    cursor = probe
                    return .init(label: nil, type: try parseType())
                }
            }
        }
        return .init(label: nil, type: try parseType())
    }

    private mutating func expectClosing(_ closing: Character, opening: Character, at open: Int) throws {
        cursor.skipSpaces()
        if cursor.current == UInt8(ascii: closing.unicodeScalars.first!) {
            cursor.offset += 1
            return
        }
        throw Failure(
            message: "expected '\(closing)' to close '\(opening)', found \(cursor.currentDescription)",
            location: cursor.location,
            note: Diagnostic.Note("'\(opening)' opened here", at: cursor.location(at: open)))
    }
}

private extension SwiftType {
    /// The type without `@escaping`, which only a function type's parameter may be.
    var withoutEscaping: SwiftType {
        guard case .function(let attributes, let parameters, let isAsync, let throwsClause, let result) = self,
              attributes.contains("@escaping") else { return self }
        return .function(attributes: attributes.filter { $0 != "@escaping" }, parameters: parameters, isAsync: isAsync,
                         throwsClause: throwsClause, result: result)
    }
}
