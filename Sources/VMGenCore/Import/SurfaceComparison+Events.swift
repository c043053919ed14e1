/// The one-stream event transform's surface (`EventTransformShape`): its enums' cases, its `transform`, and what call
/// sites reach on the type besides (its conformances, its initializers, its other members).
extension SurfaceComparison {
    /// The pseudo-protocols `X.Input` and `X.Output` of the enums' cases, and `X.transform` of the method.
    /// `generated`: the declarations are vmgen's, whose class's methods besides `transform` are its `@call` inputs'.
    static func eventSurfaces(
        _ declarations: [SwiftDeclaration], context: [SwiftDeclaration], generated: Bool = false
    ) -> [String: SwiftDeclaration] {
        var result: [String: SwiftDeclaration] = [:]
        for found in EventTransformShape.viewModels(in: declarations, context: context) {
            for (suffix, enumeration) in [("Input", found.input), ("Output", found.output)] {
                var surface = SwiftDeclaration(kind: .protocol, name: found.owner.name + "." + suffix, location: enumeration.location)
                surface.members = enumeration.cases
                result[surface.name] = surface
            }
            var method = SwiftDeclaration(kind: .protocol, name: found.owner.name + ".transform", location: found.transform.location)
            // The enums named as the spec names them, by their own names rather than the class's typealiases.
            var transform = EventEnumAliases.signature(of: found.transform, in: found.owner)
            transform.modifiers = []
            method.members = [transform]
            result[method.name] = method
            // The methods the view calls besides (`@call` inputs): the hand-written ones that send into the subject
            // `transform` returns, and the generated class's, which send into streams of its own.
            let extensions = StructStyleRecognizer.extensionsByName(StructStyleRecognizer.flatten(declarations))
            var calls = SwiftDeclaration(kind: .protocol, name: found.owner.name + ".calls", location: found.owner.location)
            let outside = TripletRecognizer.membersOutside(
                [found.input.name, found.output.name, "transform"], of: found.owner, extensions: extensions)
            calls.members = (generated
                ? generatedCalls(of: found.owner)
                : CallInputs.calls(among: outside, of: found.owner, transform: found.transform, extensions: extensions))
                .map { call in
                    var member = call
                    member.modifiers = member.modifiers.filter { !["final", "nonisolated"].contains($0) }
                    return member
                }
            result[calls.name] = calls
        }
        return result
    }

    /// The differences of the type itself: what it conforms to, how it is made, what else call sites reach on it.
    static func eventDifferences(
        handWritten: [SwiftDeclaration], generated: [SwiftDeclaration], path: String, context: [SwiftDeclaration]
    ) -> [Diagnostic] {
        let ours = Dictionary(
            EventTransformShape.viewModels(in: generated).map { ($0.owner.name, $0) }, uniquingKeysWith: { a, _ in a })
        let theirExtensions = StructStyleRecognizer.extensionsByName(StructStyleRecognizer.flatten(handWritten))
        let ourExtensions = StructStyleRecognizer.extensionsByName(StructStyleRecognizer.flatten(generated))
        var diagnostics: [Diagnostic] = []
        for found in EventTransformShape.viewModels(in: handWritten, context: context) {
            guard let regenerated = ours[found.owner.name]?.owner else { continue }
            let original = found.owner
            diagnostics += declarationDifferences(original, regenerated, path: path)
            let theirs = StructStyleRecognizer.conformances(of: original, extensions: theirExtensions)
            let generatedConformances = StructStyleRecognizer.conformances(of: regenerated, extensions: ourExtensions)
            for conformance in theirs where !generatedConformances.contains(conformance) {
                diagnostics.append(Diagnostic(.error, path: path, at: original.location,
                    "'\(original.name)' conforms to '\(conformance)' here and not in the generated code"))
            }
            for conformance in generatedConformances where !theirs.contains(conformance) {
                diagnostics.append(Diagnostic(.error, path: path, at: original.location,
                    "the generated '\(original.name)' adds conformance to '\(conformance)'"))
            }
            diagnostics += initializerDifferences(original, regenerated, path: path)
            let generatedNames: Set<String> = [found.input.name, found.output.name, "transform"]
            // The methods the view calls (`@call` inputs) are compared as `X.calls`.
            let outside = TripletRecognizer.membersOutside(generatedNames, of: original, extensions: theirExtensions)
            let calls = CallInputs.calls(among: outside, of: original, transform: found.transform, extensions: theirExtensions)
            // A subject `transform` returns that the class does not keep private: no member that uses it moves.
            let senders = CallInputs.senders(of: original, transform: found.transform, extensions: theirExtensions)
            let exposed = OutputSubjects.exposed(of: original, extensions: theirExtensions, senders: senders)
            diagnostics += ReservedOwnNames.whereEventInputHeld { ownMemberDifferences(
                outside.filter { !calls.contains($0) }, of: original,
                regenerated: regenerated, extensions: theirExtensions, phrase: ", declared besides its 'transform',",
                path: path, hidden: exposed.map { [$0.name] } ?? []) }
        }
        // The transform of states' struct and enum, where they stand.
        return diagnostics + stateDifferences(handWritten: handWritten, generated: generated, path: path, context: context)
    }

    /// The methods of a generated event transform's class besides `transform` (its `@call` inputs'), which send into
    /// streams the class owns rather than a subject `transform` returns.
    private static func generatedCalls(of owner: SwiftDeclaration) -> [SwiftDeclaration] {
        owner.members.filter { $0.kind == .func && $0.name != "transform" && !OwnMembers.isPrivate($0) && !OwnMembers.isStatic($0) }
    }

    /// `case codeSent(response:SentCode,String)`: what a call site that makes or matches the case depends on.
    static func caseSignature(_ member: SwiftDeclaration) -> String {
        "case \(member.name)" + (member.parameters.isEmpty ? "" : "(" + member.parameters.map {
            ($0.label.map { $0 + ":" } ?? "") + normalized($0.type)
        }.joined(separator: ",") + ")")
    }
}
