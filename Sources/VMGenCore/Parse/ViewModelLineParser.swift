/// The lines of a view model that are no section of members (`protocols:`, `type-refines:`, `class-bound:`,
/// `isolation:`, `outputs-refine:`), and the `@if(condition)` a member may carry.
extension Parser {
    /// The lines of a view model that are no section: `protocols:`, `class-bound:`, `type-refines:`, `isolation:`
    /// and the groups' `inputs-refine:`, `outputs-refine:`, `errors-refine:`.
    static let viewModelLines = ["protocols", "isolation", "type-refines", "class-bound", "groups", "type-requires", "self-as"]
        + groupRefinementLines

    /// `outputs-refine: BaseViewModelOutputs`: the protocols a group's protocol refines besides the triplet's own.
    /// `type-refine: ObservableViewModel`: the app's protocols the type protocol refines besides the groups'.
    static let groupRefinementLines = ViewModel.ProtocolGroup.allCases.map { $0.rawValue + "-refine" } + ["type-refine"]

    /// Reads `section`'s line into `viewModel` when it is one of `viewModelLines`; false for a section of members.
    mutating func viewModelLine(
        _ section: Located<String>, child: LineNode, cursor: inout LineCursor, start: SourceLocation,
        into viewModel: inout ViewModelDecl
    ) -> Bool {
        if section.value == "groups" || section.value == "type-requires" {
            // `groups: input, output`: the type protocol's group properties; `type-requires: init`: its initializer.
            reportChildren(of: child)
            let isGroups = section.value == "groups"
            if let previous = isGroups ? viewModel.groupNames : viewModel.typeRequires {
                sink.error("duplicate '\(section.value)' line", at: start, notes: [.init("previously given here", at: previous.location)])
            } else if isGroups, let names = groupsLine(&cursor, expected: "expected 'groups: input, output', the names of the"
                + " type protocol's properties that hand the inputs and the outputs (and the errors)", allowed: nil, unknown: "") {
                viewModel.groupNames = Located(names, at: start)
            } else if !isGroups, let names = groupsLine(&cursor, expected: "expected 'type-requires: init', what the type"
                + " protocol declares besides the groups (the initializer, a readable dependency)", allowed: nil, unknown: "",
                what: "requirement") {
                viewModel.typeRequires = Located(names, at: start)
            }
            return true
        }
        if Parser.groupRefinementLines.contains(section.value) {
            // `outputs-refine: BaseViewModelOutputs, Loading`: protocols of the app's own; a line of its own.
            reportChildren(of: child)
            if let previous = viewModel.groupRefinements[section.value] {
                sink.error("duplicate '\(section.value)' line", at: start, notes: [.init("previously given here", at: previous.location)])
            } else if let names = protocolNamesLine(&cursor, line: section.value) {
                viewModel.groupRefinements[section.value] = Located(names, at: start)
            }
            return true
        }
        if section.value == "protocols" {
            // `protocols: Name`, or each name in full (`protocols: AInputs, AOutputs, AType`): a line of its own.
            reportChildren(of: child)
            guard cursor.consume(UInt8(ascii: ":")), let first = cursor.name(allowingDashes: false) else {
                sink.error("expected 'protocols: Name', the name the triplet's protocols start with, or"
                    + " 'protocols: Inputs, Outputs, Type', each protocol's name", at: cursor.location)
                return true
            }
            var names = [first]
            var valid = true
            while cursor.consume(UInt8(ascii: ",")) {
                guard let name = cursor.name(allowingDashes: false) else {
                    sink.error("expected a protocol's name after ','", at: cursor.location)
                    valid = false
                    break
                }
                names.append(name)
            }
            cursor.skipSpaces()
            if !valid { return true }
            if !cursor.isAtEnd {
                sink.error("unexpected \(cursor.currentDescription) after the protocols' \(names.count == 1 ? "name" : "names")",
                           at: cursor.location)
            } else if let previous = viewModel.protocolNames {
                sink.error("duplicate 'protocols' line", at: start, notes: [.init("previously given here", at: previous.location)])
            } else if names.count == 2 || names.count > 4 {
                sink.error("'protocols:' names one prefix, or the inputs', outputs' and type's protocols (and the"
                    + " errors' fourth); this line names \(names.count)", at: names[0].location)
            } else if names.map({ checkIdentifier($0, what: "protocol name") }).allSatisfy({ $0 }) {
                var seen: [String: SourceLocation] = [:]
                var distinct = true
                for name in names {
                    if let previous = seen[name.value] {
                        sink.error("'\(name.value)' names two of the protocols", at: name.location,
                                   notes: [.init("first named here", at: previous)])
                        distinct = false
                    }
                    seen[name.value] = name.location
                }
                if distinct { viewModel.protocolNames = Located(names.map(\.value), at: names[0].location) }
            }
            return true
        }
        switch section.value {
        case "class-bound":
            // `class-bound: inputs, outputs, type`: the protocols that refine `AnyObject`.
            once(section.value, \.classBound, child, &cursor, at: start, into: &viewModel) { $0.classBoundLine(&$1) }
        case "type-refines":
            // `type-refines: inputs, outputs`: the groups the triplet's type protocol refines.
            once(section.value, \.typeRefines, child, &cursor, at: start, into: &viewModel) { $0.typeRefinesLine(&$1) }
        case "self-as":
            // `self-as: state: DaysViewModelState`: the type protocol's properties that hand the view model itself.
            once(section.value, \.selfAs, child, &cursor, at: start, into: &viewModel) { $0.selfAsLine(&$1) }
        case "isolation":
            // `isolation: MainActor` or `isolation: none`: not a list.
            once(section.value, \.isolation, child, &cursor, at: start, into: &viewModel) { $0.isolationLine(&$1) }
        default:
            return false
        }
        return true
    }

    /// A line of its own that a view model gives once: `read` reads the rest of it into `keyPath`, unless an earlier
    /// one did (a duplicate, located with the first).
    private mutating func once<Value>(
        _ line: String, _ keyPath: WritableKeyPath<ViewModelDecl, Located<Value>?>, _ child: LineNode,
        _ cursor: inout LineCursor, at start: SourceLocation, into viewModel: inout ViewModelDecl,
        read: (inout Parser, inout LineCursor) -> Value?
    ) {
        reportChildren(of: child)
        if let previous = viewModel[keyPath: keyPath] {
            sink.error("duplicate '\(line)' line", at: start, notes: [.init("previously given here", at: previous.location)])
        } else if let value = read(&self, &cursor) {
            viewModel[keyPath: keyPath] = Located(value, at: start)
        }
    }

    /// The rest of an `outputs-refine:` line: protocol names (`BaseViewModelOutputs`, `KsApi.Loading`), each once;
    /// nil after reporting what is wrong.
    mutating func protocolNamesLine(_ cursor: inout LineCursor, line: String) -> [Located<String>]? {
        let expected = "expected '\(line): ProtocolName', the protocols of the app's own it refines"
        guard cursor.consume(UInt8(ascii: ":")) else {
            sink.error(expected, at: cursor.location)
            return nil
        }
        var names: [Located<String>] = []
        repeat {
            cursor.skipSpaces()
            guard var name = cursor.name(allowingDashes: false) else {
                sink.error(names.isEmpty ? expected : "expected a protocol's name after ','", at: cursor.location)
                return nil
            }
            // `Core.BaseViewModelOutputs`: a module-qualified name.
            while cursor.current == UInt8(ascii: ".") {
                cursor.offset += 1
                guard let component = cursor.name(allowingDashes: false) else {
                    sink.error("expected a name after '.'", at: cursor.location)
                    return nil
                }
                name = Located(name.value + "." + component.value, at: name.location)
            }
            guard name.value.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ Identifier.isValid(String($0)) })
            else {
                sink.error("'\(name.value)' is not a valid protocol name", at: name.location)
                return nil
            }
            if ["AnyObject", "class"].contains(name.value) {
                let group = line.dropLast("-refine".count)
                sink.error("write 'class-bound: \(group)' to make the \(group)' protocol refine 'AnyObject'", at: name.location)
                return nil
            }
            if let previous = names.first(where: { $0.value == name.value }) {
                sink.error("'\(name.value)' is named twice", at: name.location, notes: [.init("first named here", at: previous.location)])
                return nil
            }
            names.append(name)
            cursor.skipSpaces()
        } while cursor.consume(UInt8(ascii: ","))
        if !cursor.isAtEnd {
            sink.error("unexpected \(cursor.currentDescription) after the protocols' names", at: cursor.location)
            return nil
        }
        return names
    }

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

    /// `: a, b` of names among `allowed` (any identifier when nil), each once.
    private mutating func groupsLine(
        _ cursor: inout LineCursor, expected: String, allowed: [String]?, unknown: String, what: String = "group property"
    ) -> [Located<String>]? {
        guard cursor.consume(UInt8(ascii: ":")) else {
            sink.error(expected, at: cursor.location)
            return nil
        }
        var groups: [Located<String>] = []
        repeat {
            cursor.skipSpaces()
            guard let group = cursor.name(allowingDashes: false) else {
                sink.error(groups.isEmpty ? expected : "expected a \(what == "requirement" ? what : "group") after ','", at: cursor.location)
                return nil
            }
            if allowed == nil {
                guard checkIdentifier(group, what: what) else { return nil }
            } else if let names = allowed, !names.contains(group.value) {
                let listed = names.count == 1 ? "only '\(names[0])'"
                    : names.dropLast().map { "'\($0)'" }.joined(separator: ", ") + " or '\(names.last!)'"
                sink.error("unknown \(names == ["init"] ? "requirement" : "group") '\(group.value)'; \(unknown) \(listed)",
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
            sink.error("unexpected \(cursor.currentDescription) after the names", at: cursor.location)
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
