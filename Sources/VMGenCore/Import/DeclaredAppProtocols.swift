/// The app's protocol of associated types (`protocol ViewModelType { associatedtype Input; associatedtype Output;
/// var input: Input { get } ... }`) declared in the file of one of the view models that conform to it. The spec carries
/// the conformance (`conforms: ViewModelType`), never the protocol: the generated file, which replaces this one, does
/// not declare it, so the app's other view models would lose it. Where `--check` compares it as a type protocol (named
/// `...Type`, with `input` and `output` or `inputs` and `outputs`), the import warns where it stands
/// (`AppProtocolsInFile`), and `--check` says what to write by hand: the protocol in a file of its own, as written.
enum DeclaredAppProtocols {
    /// `--check`'s difference for a protocol of the hand-written file the spec does not generate: for the app's
    /// protocol of associated types, or one the generated view model conforms to (`conforms:`), what to write by hand.
    static func missing(_ declaration: SwiftDeclaration, conformedTo: Bool = false) -> String {
        conformedTo || declaration.members.contains { $0.kind == .associatedtype }
            ? message(declaration.name) : "the spec does not generate protocol '\(declaration.name)'"
    }

    /// Why the protocol is not carried, and what to write.
    static func message(_ name: String) -> String {
        "protocol '\(name)', the app's protocol the view model conforms to, is declared in this file and not in the"
            + " generated code, which replaces the file: move it, as written, to a file of your own"
    }

    /// The protocols among `declarations` that another protocol there declares a property of (`protocol
    /// LeftMenuViewModel { var storedProperties: LeftMenuViewModelStoredProperties { get } }`): a group of the view
    /// model's own beside its inputs and outputs, which the class conforms to and the generated code does not declare.
    static func groupsOfTheirOwn(_ declarations: [SwiftDeclaration]) -> Set<String> {
        let protocols = StructStyleRecognizer.flatten(declarations).filter { $0.kind == .protocol }
        let named = Set(protocols.map(\.name))
        return Set(protocols.flatMap(\.members).filter { $0.kind == .var }.compactMap { member in
            member.type.map { $0.trimmingSpaces }.flatMap { named.contains($0) ? $0 : nil }
        })
    }
}
