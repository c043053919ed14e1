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

/// A relay or subject with a current value that the view makes and hands in to a transform-style `Input`, of a type
/// without a usual empty value, an enum's first case or a value Foundation makes without arguments (`let selectedColor:
/// BehaviorRelay<Color>`, which the screen makes with the color it shows): the view model reads the view's, and no
/// value the spec could write is the view's. The spec says it as the value the logic is handed as it is, `@value
/// selectedColor: BehaviorRelay<Color>`, the same member of `Input` to call sites; test support's probe takes the
/// relay the test makes, with the test's value, in its initializer.
extension StructStyleRecognizer {
    static func handedHolderValueInput(
        _ member: SwiftDeclaration, of found: Found, note: (String, SourceLocation) -> Void
    ) -> (ImportedSpec.Member, Framework?)? {
        guard found.style == .transform, found.input.kind == .struct, !member.isConditional, member.value == nil,
              member.accessors == nil, valueWrapper(of: member) == nil, let type = member.type?.trimmingSpaces,
              let (framework, _, _, holder) = subjectLike(type), let holder else { return nil }
        let line = "@value " + Identifier.escaped(member.name) + ": " + type
        note("'\(member.name)' is a \(holder) the view makes and hands in, of a type vmgen knows no starting value for"
            + " (no usual empty value, no enum the files read with it declare whose first case takes no values): the spec"
            + " carries it as '\(line)', which the logic is handed as it is,"
            + " the view's; test support's probe takes one in its initializer", member.location)
        return (.entry(line, docs: member.docs, at: member.location, original: "\(member.name): \(type)"), framework)
    }
}
