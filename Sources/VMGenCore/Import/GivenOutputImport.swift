/// A transform-style view model handed its `Output` (`transform-output: given`), as apps whose coordinator builds each
/// screen's `Output` write it: `init(output: Output)` (first, without a default), `self.output = output` into a stored
/// property of that type, and a `transform` that ends `return output` (or `return self.output`). The `Output` struct's
/// relays and subjects are made by the struct (`@made`, with their starting values) or handed by the caller with
/// theirs (`BehaviorRelay`, `BehaviorSubject`, `CurrentValueSubject`); any other member is skipped with a warning where
/// it stands.
extension StructStyleRecognizer {
    /// The stored property that keeps the handed `Output`, in the one shape `transform-output: given` carries; nil for
    /// any other view model.
    static func givenOutputProperty(of found: Found) -> String? {
        guard found.style == .transform, found.states == nil, let transform = found.surface.first,
              let (initializer, positions) = givenContracts(of: found), positions == [0] else { return nil }
        let parameter = initializer.parameters[0]
        let type = parameter.type.trimmingSpaces
        let names = [found.output.name, found.owner.name + "." + found.output.name, "Self." + found.output.name]
        guard parameter.defaultValue == nil, names.contains(type), (parameter.label ?? parameter.name) == "output",
              let property = initializer.plainAssignments.first(where: { $0.value == parameter.name })?.key,
              found.owner.members.contains(where: {
                  $0.kind == .let && $0.name == property && names.contains($0.type?.trimmingSpaces ?? "") && $0.value == nil
              }),
              let returned = transform.finalCall?.returned, returned == property || returned == "self." + property else { return nil }
        return property
    }

    /// An `Output` member of a view model handed its `Output`, when not made by the struct: a relay or subject that
    /// keeps a current value, which the caller starts (`@relay record: Record`); any other is skipped, as the caller
    /// hands only such ones in the shape the spec says. nil for a member the struct makes (`transformOutput` reads it).
    static func givenOutput(_ member: SwiftDeclaration, of found: Found) -> (ImportedSpec.Member, Framework?)? {
        let type = holderType(of: member) ?? member.type ?? ""
        if let (_, _, _, _) = subjectLike(type), isMadeOutput(member, type: type, in: found) { return nil }
        let spelled = "\(member.name): \(type)"
        guard let (framework, kind, element, holder) = subjectLike(type), holder != nil, member.value == nil else {
            let reason = "'\(found.owner.name)' keeps the 'Output' it is handed ('transform-output: given'), whose members"
                + " are relays or subjects the struct makes ('@made') or the caller makes with a starting value"
                + " ('BehaviorRelay', 'BehaviorSubject', 'CurrentValueSubject'); this one is neither"
            return (.skipped(spelled, because: reason, at: member.location), nil)
        }
        var attributes = "@\(kind.rawValue) "
        if framework == .combine, let failure = TripletRecognizer.splitTopLevel(
            String(type[type.index(after: type.firstIndex(of: "<")!)...].dropLast())).last, failure != "Never" {
            attributes += "@failure(\(failure)) "
        }
        return (.entry(attributes + Identifier.escaped(member.name) + ": " + element, docs: member.docs,
                       at: member.location, original: spelled), framework)
    }
}

extension StructStyleRecognizer {
    /// One spec has one `transform-output:` option: a view model of the file handed its `Output` beside one above that
    /// makes its own (or the other way round) is not imported, with a warning where it stands.
    static func givenOutputMixRefusal(_ found: Found, handsOutput: Bool, spec: ImportedSpec, path: String) -> Diagnostic? {
        guard !spec.viewModels.isEmpty, handsOutput != (spec.transformOutput != nil) else { return nil }
        return Diagnostic(.warning, path: path, at: found.owner.location, "'\(found.owner.name)' is not imported: it"
            + (handsOutput ? " keeps the 'Output' its initializer is handed, and a view model above makes its own"
                : " makes its own 'Output', and a view model above keeps the one it is handed")
            + "; one spec has one 'transform-output:' option: import it from a file of its own")
    }
}
