/// Why a member of a one-stream event transform that uses the subject `transform` returns is no `@call` input
/// (`CallInputs.isCall`), said so that the warning names what to write by hand: an `async` or `throws` method (its
/// callers wait for its work, or catch what it throws, which a method that sends a call into the logic and returns
/// cannot give them), one that returns a value, one whose parameters an input cannot take, a generic or static one, a
/// computed property (`var outputPublisher: AnyPublisher<Output, Never> { outputSubject.eraseToAnyPublisher() }`).
enum CallRefusals {
    /// The reason, or nil when `member` does not send into the subject (the general reason applies).
    static func reason(_ member: SwiftDeclaration, senders: Set<String>) -> String? {
        guard !senders.isEmpty, member.bodyNames?.contains(where: senders.contains) == true else { return nil }
        let sends = "it uses the subject 'transform' returns, which the generated class does not keep, and "
        if member.kind == .var || member.kind == .let {
            return sends + "is a computed property, which no '@call' input is: the view reads the cases 'transform'"
                + " returns instead, or keep it in an extension that reads what the generated class declares"
        }
        guard member.kind == .func else { return nil }
        let whatToWrite = "make it 'private' if only the class calls it (its body moves into the logic with the rest),"
            + " or write it as a method the view calls and the logic answers with cases, '- @call "
            + Identifier.escaped(member.name) + "(...)'"
        return refusal(member, uses: sends, answer: "the cases", whatToWrite: whatToWrite)
    }

    /// Why `member`, a method that `uses` what the logic owns, is no `@call` input by its shape, in the words both the
    /// one-stream event transform's refusals and the subject style's (`SubjectCallInputs.refusal`) give: `async` or
    /// `throws`, a return value (where `answer` says what answers a call instead), static, generic or attributed (or an
    /// override, when `refusesOverrides`), a default, `inout` or variadic parameter; then `whatToWrite`. Nil when its
    /// shape is a `@call` input's.
    static func refusal(
        _ member: SwiftDeclaration, uses: String, answer: String, whatToWrite: String, refusesOverrides: Bool = false
    ) -> String? {
        if !member.effects.isEmpty {
            return uses + "is '\(member.effects.joined(separator: " "))', which a '@call' input (a method that sends the"
                + " call into the logic and returns at once) is not: callers that wait for its work or catch what it"
                + " throws change; " + whatToWrite
        }
        if let type = member.type, !["Void", "()"].contains(type.trimmingSpaces) {
            return uses + "returns '\(type)', which a '@call' input (whose answer is \(answer)) does not; " + whatToWrite
        }
        if OwnMembers.isStatic(member) || member.genericParameters != nil || !member.attributes.isEmpty
            || refusesOverrides && member.modifiers.contains("override") {
            return uses + "is " + (refusesOverrides ? "static, generic, attributed or an override" : "static, generic or attributed")
                + ", which a '@call' input is not; " + whatToWrite
        }
        if member.parameters.contains(where: { $0.defaultValue != nil || $0.type.hasPrefix("inout ")
            || $0.type.trimmingSpaces.hasSuffix("...") }) {
            return uses + "takes a default, 'inout' or variadic parameter, which an input does not; " + whatToWrite
        }
        return nil
    }
}
