/// The methods a hand-written one-stream event transform keeps beside `transform` for the view to call
/// (`viewModel.revoke()`), whose bodies send into the private subject `transform` returns: each is imported as a
/// `@call` input with its parameters (`- @call revoke`), which the generated class declares as a method sending into a
/// stream of its own; its body moves into the logic, which reads that stream as the input's.
enum CallInputs {
    /// The subject `transform` returns (`outputSubject` of `return outputSubject.eraseToAnyPublisher()`, `output`
    /// of `output.asObservable()`): a stored property of the class read just before the erasure, private as most
    /// classes keep it or not (`let output = PassthroughSubject<Output, Never>()`: `OutputSubjects`); nil for none.
    static func outputSubject(of owner: SwiftDeclaration, transform: SwiftDeclaration, extensions: [String: [SwiftDeclaration]]) -> String? {
        guard let names = transform.bodyNames else { return nil }
        let stored = Set(OwnMembers.bodies(of: owner, extensions: extensions).flatMap(\.0.members)
            .filter { OwnMembers.isStored($0) && isSubject($0) }.map(\.name))
        var subject: String?
        for (index, name) in names.enumerated().dropFirst() where ["eraseToAnyPublisher", "asObservable"].contains(name) {
            if stored.contains(names[index - 1]) { subject = names[index - 1] }
        }
        return subject
    }

    /// The names whose use sends into `subject`: the subject, and the private functions of the class that use it
    /// (`self?.send(.revoked)` through `private func send(_ output: Output) { outputSubject.send(output) }`).
    static func senders(of subject: String, in owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]]) -> Set<String> {
        let helpers = OwnMembers.bodies(of: owner, extensions: extensions).flatMap { body, privately in
            body.members.filter { $0.kind == .func && (privately || OwnMembers.isPrivate($0)) && $0.bodyNames?.contains(subject) == true }
        }
        return Set([subject] + helpers.map(\.name))
    }

    /// Whether a stored property is a subject or relay the class sends into (`PassthroughSubject<Output, Never>()`).
    private static func isSubject(_ member: SwiftDeclaration) -> Bool {
        let text = (member.type ?? "") + " " + (member.value ?? "")
        return text.contains("Subject") || text.contains("Relay")
    }

    /// Whether `member`, which uses what the generated class keeps private, is a method the view calls to send an
    /// event: an instance function returning nothing, its body sending into the output subject (it names one of
    /// `senders`), with parameters a spec's input takes (no default value, no `inout`, not variadic), neither generic,
    /// `async`, `throws` nor inside `#if`.
    static func isCall(_ member: SwiftDeclaration, senders: Set<String>) -> Bool {
        member.kind == .func && !OwnMembers.isStatic(member) && !OwnMembers.isPrivate(member) && !member.isConditional
            && (member.type == nil || ["Void", "()"].contains(member.type!.trimmingSpaces))
            && member.effects.isEmpty && member.genericParameters == nil && member.attributes.isEmpty
            && member.bodyNames?.contains(where: senders.contains) == true
            && member.parameters.allSatisfy {
                $0.defaultValue == nil && !$0.type.hasPrefix("inout ") && !$0.type.trimmingSpaces.hasSuffix("...")
            }
    }

    /// `@call sendVerificationCode(phoneNumber: String)`, `@call revoke as revokeCall` where an input case already
    /// takes the name `revoke`: the spec's input line.
    static func line(_ member: SwiftDeclaration, taken: Set<String>) -> String {
        let parameters = member.parameters.map { parameter in
            // A label is written as Swift writes it, keywords included (`for text: String`).
            (parameter.label.map { $0.replacingOccurrences(of: "`", with: "") + " " } ?? "") + Identifier.escaped(parameter.name)
                + ": " + parameter.type.replacingOccurrences(of: "@escaping ", with: "")
        }
        let name = Identifier.escaped(member.name)
        return "@call " + name + (parameters.isEmpty ? "" : "(" + parameters.joined(separator: ", ") + ")")
            + (taken.contains(member.name) ? " as \(member.name)Call" : "")
    }

    /// Imports `member` as a `@call` input of `viewModel` when it is one (`isCall`), with a note that says where its
    /// body goes (a note: call sites reach the same method, and `--check` finds the same surface); false when it is
    /// not, for the caller's warning.
    static func carry(
        _ member: SwiftDeclaration, uses names: [String], senders: Set<String>, of owner: String,
        into viewModel: inout ImportedSpec.ViewModel, note: (String, SourceLocation) -> Void
    ) -> Bool {
        guard isCall(member, senders: senders) else { return false }
        let taken = Set(viewModel.inputs.map { input in
            String(input.line.split(separator: " ").first { !$0.hasPrefix("@") }?.prefix { $0 != "(" } ?? "")
        })
        let line = line(member, taken: taken)
        viewModel.inputs.append(.entry(line, docs: member.docs, at: member.location, original: TripletRecognizer.describe(member)))
        // A name vmgen keeps for itself (`func transform()`): no note, as `ReservedCallInputs` refuses the view model.
        guard !SpecValidator.reservedNames.contains(member.name) else { return true }
        let input = taken.contains(member.name) ? member.name + "Call" : member.name
        note("'\(TripletRecognizer.describe(member))' of '\(owner)' is imported as '\(line)': the generated class declares"
            + " the method, which sends each call into the logic's input '\(input)'; move its body (which uses "
            + names.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (names.count > 3 ? "..." : "")
            + ") into the logic, where it reads that input's stream", member.location)
        return true
    }

    /// The methods of `owner` the import makes `@call` inputs, among `outside` (its members outside its contract, as
    /// `TripletRecognizer.membersOutside` gives them: not those of an extension that conforms to a protocol, a
    /// delegate's): what call sites call on it besides `transform`, compared by `--check` as the pseudo-protocol
    /// `X.calls`.
    static func calls(
        among outside: [SwiftDeclaration], of owner: SwiftDeclaration, transform: SwiftDeclaration,
        extensions: [String: [SwiftDeclaration]]
    ) -> [SwiftDeclaration] {
        let senders = senders(of: owner, transform: transform, extensions: extensions)
        guard !senders.isEmpty else { return [] }
        return outside.filter { isCall($0, senders: senders) }
    }

    /// The senders (`senders(of:in:extensions:)`) of the subject `transform` returns; empty when it returns none.
    static func senders(of owner: SwiftDeclaration, transform: SwiftDeclaration, extensions: [String: [SwiftDeclaration]]) -> Set<String> {
        guard let subject = outputSubject(of: owner, transform: transform, extensions: extensions) else { return [] }
        return senders(of: subject, in: owner, extensions: extensions)
    }
}
