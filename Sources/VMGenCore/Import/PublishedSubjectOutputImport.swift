/// The subject style's `@Published var output = Output()` (SwiftUI view models that read `viewModel.output.items`):
/// each plain value of its `Output` (`var items: [Item] = []`) is a value output, `@value items: [Item] = []`, which
/// the generated class keeps set from the logic's stream in its own `@Published var output` (`PublishedSubjectOutput`).
extension StructStyleRecognizer {
    /// Whether the subject-style view model's `output` property is `@Published`.
    static func publishesOutput(_ found: Found) -> Bool {
        found.style == .subject
            && found.surface.contains { $0.name == "output" && $0.kind == .var && $0.attributes.contains("Published") }
    }

    /// A plain value of a published `Output` (a `var` with no accessors, no wrapper, no stream): `@value name: Type =
    /// start`, Combine's, its type and starting value read as a `@Published` one's; nil for a stream, read as before.
    static func publishedSubjectOutput(_ member: SwiftDeclaration, of found: Found) -> (ImportedSpec.Member, Framework?)? {
        guard publishesOutput(found), member.kind == .var, member.accessors == nil, member.bodyNames == nil, member.attributes.isEmpty,
              !member.isConditional, !OwnMembers.isStream(member) else { return nil }
        let entry = publishedValue(member)
        return (entry, entry.skipped == nil ? .combine : nil)
    }
}

extension StructStyleRecognizer {
    /// Whether the generated class's `ObservableObject`, which it declares for its `@Published var output`, is what the
    /// hand-written one already is through an app protocol it conforms to (`protocol ViewModelType: ObservableObject`,
    /// declared in `declared`): the same class to its call sites, the conformance only restated.
    static func isObservedThrough(_ conformances: [String], conformance: String, declared: [SwiftDeclaration]) -> Bool {
        guard conformance == "ObservableObject" else { return false }
        return declared.contains { declaration in
            declaration.kind == .protocol && conformances.contains(declaration.name)
                && declaration.inheritance.contains("ObservableObject")
        }
    }
}

extension StructStyleRecognizer {
    /// What `--check` marks a member of a published `Output` computed from its values with (`var isShowingError: Bool {
    /// error != nil }`).
    static let computedOutputModifier = "computed-from-output"

    /// How `--check` says a computed member of the published `Output` named `name` moves, as the class's own members do
    /// (the member's signature and `of 'X.Output'` before it).
    static func computedOutputMove(_ name: String) -> String {
        ", declared besides its values, moves to an extension: declare it in an extension of '\(name)' in a file of your"
            + " own, where call sites reach it unchanged (it is computed from the values the generated '\(name)' holds)"
    }

    /// The note for a member of a published `Output` computed from its values: the generated `Output` holds the values
    /// alone, and the team's extension of it keeps the member as written; nil for any other member.
    static func computedOutputNote(_ member: SwiftDeclaration, of found: Found) -> String? {
        guard publishesOutput(found), member.kind == .var, member.bodyNames != nil else { return nil }
        let owner = found.owner.name + "." + found.output.name
        return "'var \(member.name)' of '\(owner)' stays the Output's own: declare it in an extension of '\(owner)' in a"
            + " file of your own ('extension \(owner) { ... }'), where call sites reach it unchanged; the generated '\(owner)'"
            + " holds the values it is computed from"
    }
}
