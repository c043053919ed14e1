/// State a one-stream event transform keeps for the view to read, with an observer that sends into the subject
/// `transform` returns (`private(set) var chatList: [ChatRoomItem] = [] { didSet { outputSubject.send(.showChatRoom) }
/// }`, set by the class's private functions as the view's events come in, read by a table's data source as
/// `viewModel.chatList[row]`): imported as a `@value` output (`- @value chatList: [ChatRoomItem] = []`), which the
/// generated class declares `private(set) var chatList` and keeps set to the logic's stream of that name
/// (`EventTransformValues`), so call sites read it unchanged; what set it and what the observer did (send a case) move
/// into the logic, which sends that case from the same stream. State the view sets (`var isCompleted: Bool = false {
/// didSet { outputSubject.send(.updateButton(isCompleted)) } }`) is an input the view calls by setting it, `- @call
/// var isCompleted: Bool = false`: the generated class declares the property, whose observer sends each value set into
/// the logic, where the observer's body moves. An observer that reaches other state (another subject) stays a warning
/// saying what to write by hand.
enum ObservedState {
    /// The value before the observer and the observer's text: `[]`, `{ didSet { ... } }`; nil without an observer.
    static func split(_ member: SwiftDeclaration) -> (value: String, observer: String)? {
        guard let text = member.value, let match = text.firstMatch(of: #/\{\s*(didSet|willSet)\b/#) else { return nil }
        return (String(text[..<match.range.lowerBound]).trimmingSpaces, String(text[match.range.lowerBound...]))
    }

    /// Whether the class's setter of `member` is private (`private(set) var`), so only the class (its logic) sets it.
    private static func isSetPrivately(_ member: SwiftDeclaration) -> Bool {
        member.modifiers.contains { ["private(set)", "fileprivate(set)"].contains($0) }
    }

    /// The `@value` line for `member` (`@call var` for one the view sets), or nil.
    private static func line(
        _ member: SwiftDeclaration, of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]], senders: Set<String>
    ) -> String? {
        guard !senders.isEmpty, member.kind == .var, OwnMembers.isStored(member), !member.isConditional,
              member.attributes.isEmpty, !member.modifiers.contains("lazy"),
              let (value, observer) = split(member), !value.isEmpty,
              let type = member.type ?? StructStyleRecognizer.initializerType(value),
              case .success = ExpressionReader.read(value)
        else { return nil }
        let names = Set(OwnMembers.identifiers(in: observer))
        guard names.contains(where: senders.contains) else { return nil }
        // Another stream of the class the observer sends into or reads: the generated logic would not reach it.
        let streams = OwnMembers.bodies(of: owner, extensions: extensions).flatMap(\.0.members)
            .filter { OwnMembers.isStored($0) && OwnMembers.isStream($0) && !senders.contains($0.name) }.map(\.name)
        guard !streams.contains(where: names.contains) else { return nil }
        return (isSetPrivately(member) ? "@value " : "@call var ") + "\(Identifier.escaped(member.name)): \(type) = \(value)"
    }

    /// Imports `member` as a `@value` output when it is one, with a note that says where its observer's body goes;
    /// false when it is not, for the caller's warning.
    static func carry(
        _ member: SwiftDeclaration, of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]], senders: Set<String>,
        into viewModel: inout ImportedSpec.ViewModel, note: (String, SourceLocation) -> Void
    ) -> Bool {
        guard let line = line(member, of: owner, extensions: extensions, senders: senders) else { return false }
        let original = TripletRecognizer.describe(member)
        if line.hasPrefix("@call ") {
            viewModel.inputs.append(.entry(line, docs: member.docs, at: member.location, original: original))
            note("'\(original)' of '\(owner.name)' is imported as '- \(line)': the generated class declares the property,"
                + " whose observer sends each value the view sets into the logic's input '\(member.name)'; move the"
                + " observer's body into the logic, where it reads that input's stream", member.location)
            return true
        }
        viewModel.outputs.append(.entry(line, docs: member.docs, at: member.location, original: original))
        note("'\(original)' of '\(owner.name)' is imported as '- \(line)': the generated class declares 'private(set) var"
            + " \(member.name)', set to each value of the logic's output '\(member.name)' while the view subscribes to the"
            + " cases; move what sets it and its observer's body into the logic, which sends the observer's cases from"
            + " that stream (a case sent from the same shared stream may reach the view before the value is set: a"
            + " screen that reads it on that case at once, not on its next layout, reads it from the case's value"
            + " instead)", member.location)
        return true
    }

    /// The warning's reason for state with an observer that is no `@value` output, naming what to write by hand.
    static func reason(_ member: SwiftDeclaration, senders: Set<String>, otherwise: String) -> String {
        guard split(member) != nil, !senders.isEmpty else { return otherwise }
        let form = isSetPrivately(member) ? "'- @value \(member.name): Type = value' if the logic can keep it"
            : "'- @call var \(member.name): Type = value' under 'inputs:' if the logic can take what the view sets"
        return "its observer runs code when it is set, which the import carries only when the observer sends into the"
            + " subject 'transform' returns and no other stream, with the property's value and type written: write it"
            + " by hand as " + form
    }
}
