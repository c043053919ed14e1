/// The lines of a view model that are no section of members: the groups of `type-refines:` and `class-bound:`, and
/// the `@if(condition)` a member may carry.
extension Parser {
    /// The rest of a `type-refines:` line: the groups, `inputs`, `outputs` or `errors`, each once; nil after
    /// reporting what is wrong.
    mutating func typeRefinesLine(_ cursor: inout LineCursor) -> [Located<String>]? {
        groupsLine(
            &cursor, expected: "expected 'type-refines: inputs, outputs', the groups whose protocols the type protocol refines",
            allowed: ViewModel.ProtocolGroup.allCases.map(\.rawValue), unknown: "the type protocol refines")
    }

    /// The rest of a `class-bound:` line: the triplet's protocols that refine `AnyObject`, `inputs`, `outputs`,
    /// `errors` or `type`, each once; nil after reporting what is wrong.
    mutating func classBoundLine(_ cursor: inout LineCursor) -> [Located<String>]? {
        groupsLine(
            &cursor, expected: "expected 'class-bound: inputs, outputs, type', the protocols that refine 'AnyObject'",
            allowed: ViewModel.classBoundProtocols, unknown: "the protocols that may refine 'AnyObject' are")
    }

    /// `: a, b` of names among `allowed`, each once.
    private mutating func groupsLine(
        _ cursor: inout LineCursor, expected: String, allowed names: [String], unknown: String
    ) -> [Located<String>]? {
        guard cursor.consume(UInt8(ascii: ":")) else {
            sink.error(expected, at: cursor.location)
            return nil
        }
        var groups: [Located<String>] = []
        repeat {
            cursor.skipSpaces()
            guard let group = cursor.name(allowingDashes: false) else {
                sink.error(groups.isEmpty ? expected : "expected a group after ','", at: cursor.location)
                return nil
            }
            guard names.contains(group.value) else {
                let listed = names.dropLast().map { "'\($0)'" }.joined(separator: ", ") + " or '\(names.last!)'"
                sink.error("unknown group '\(group.value)'; \(unknown) \(listed)",
                           at: group.location, notes: Suggestion.note(for: group.value, among: names).map { [$0] } ?? [])
                return nil
            }
            if let previous = groups.first(where: { $0.value == group.value }) {
                sink.error("'\(group.value)' is named twice", at: group.location, notes: [.init("first named here", at: previous.location)])
                return nil
            }
            groups.append(group)
            cursor.skipSpaces()
        } while cursor.consume(UInt8(ascii: ","))
        if !cursor.isAtEnd {
            sink.error("unexpected \(cursor.currentDescription) after the groups", at: cursor.location)
            return nil
        }
        return groups
    }

    /// `(DEBUG)` after `@if`: the condition up to the bracket that closes it, checked where it stands.
    mutating func compileCondition(_ cursor: inout LineCursor, at start: SourceLocation) -> Located<String>? {
        guard cursor.consume(UInt8(ascii: "(")) else {
            sink.error("expected '(' and a condition after '@if', as in '@if(DEBUG)'", at: cursor.location)
            return nil
        }
        let open = cursor.offset
        var depth = 1
        while let byte = cursor.current {
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { break }
            }
            cursor.offset += 1
        }
        guard depth == 0 else {
            sink.error(
                "expected ')' to close the condition of '@if'", at: cursor.location,
                notes: [.init("'(' opened here", at: cursor.location(at: open - 1))])
            return nil
        }
        let text = String(decoding: cursor.source.bytes[open..<cursor.offset], as: UTF8.self)
        cursor.offset += 1
        if let problem = CompileCondition.problem(in: text) {
            let offset = open + text.prefix(problem.offset).utf8.count
            sink.error(problem.message + " of '@if'", at: cursor.location(at: offset))
            return nil
        }
        return Located(CompileCondition.normalized(text), at: start)
    }
}
