/// A relay or subject with a current value that a transform-style `Output` is given, not one it makes: declared
/// without a starting value, of a type without a usual empty one (`let regularAlarm: BehaviorRelay<RegularAlarmResponse>`,
/// which `transform` fills with `Output(regularAlarm: editingService.managedAlarm)`, a relay a service keeps). The view
/// model hands the view that very relay, so the spec says it as what the logic gives as it is: `@constant
/// regularAlarm: BehaviorRelay<RegularAlarmResponse>`, the same member of `Output` to call sites.
extension StructStyleRecognizer {
    static func givenHolderOutput(
        _ member: SwiftDeclaration, type: String, holder: String, note: (String, SourceLocation) -> Void
    ) -> ImportedSpec.Member {
        let spelled = "\(member.name): \(type)"
        let line = "@constant " + Identifier.escaped(member.name) + ": " + type
        note("'\(member.name)' is a \(holder) the view model is given, not one it makes (its declaration starts none, and its"
            + " type has no usual empty value): the spec carries it as '\(line)', which the logic gives as it is, the"
            + " \(holder) it is handed", member.location)
        return .entry(line, docs: member.docs, at: member.location, original: spelled)
    }
}
