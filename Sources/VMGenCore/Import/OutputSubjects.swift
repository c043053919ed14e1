/// The subject a one-stream event transform returns (`return output.eraseToAnyPublisher()`) when the class does not
/// keep it private (`let output = PassthroughSubject<Output, Never>()`, as some teams leave it): it is the output
/// stream all the same, not state a spec property carries. The generated `transform` returns the logic's outputs,
/// merged into cases, and the class declares no such subject, so the import says so where it stands (a warning: call
/// sites that send into it or subscribe to it change) and does not carry it as a property (`output` is a name vmgen
/// keeps, which would make the spec fail). The methods that send into it are `@call` inputs as with a private one.
enum OutputSubjects {
    /// The non-private stored subject among `senders` (the output subject and the private functions that send into
    /// it, `CallInputs.senders`); nil when the class keeps it private, or returns none.
    static func exposed(
        of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]], senders: Set<String>
    ) -> SwiftDeclaration? {
        guard !senders.isEmpty else { return nil }
        return OwnMembers.bodies(of: owner, extensions: extensions).lazy.filter { !$0.1 }.flatMap(\.0.members).first {
            OwnMembers.isStored($0) && !OwnMembers.isPrivate($0) && senders.contains($0.name)
        }
    }

    /// The warning where the exposed subject stands.
    static func warning(_ member: SwiftDeclaration, of owner: String) -> String {
        "'\(TripletRecognizer.describe(member))' of '\(owner)' is not imported: it is the subject 'transform' returns,"
            + " which the generated class does not declare (its 'transform' returns the logic's outputs as cases); make"
            + " it 'private' here, or change the call sites that send into it or subscribe to it to use the cases"
            + " 'transform' returns"
    }
}
