/// An optional stream in a transform-style `Input` struct (`let refresh: Observable<Void>?`, `let reload:
/// AnyPublisher<Void, Never>?`), as view models declare an input some of their screens do not have, whose call sites
/// hand `nil`: the spec's `@optional` input (`- @optional refresh`), which the generated `Input` declares optional
/// and the logic reads as a stream that sends nothing when the view hands `nil`.
extension StructStyleRecognizer {
    /// The `@optional` input of `member`; nil for another member, or one `@optional` cannot say (an implicitly
    /// unwrapped stream, a relay with a current value, a stream of the subject style's `Input`, which the view model
    /// makes). An optional plain value (`let selectedCategory: Category?`) is no stream: nil, so that it is read as
    /// the `@value` it is, optional as written (`@value selectedCategory: Category?`).
    static func optionalStreamInput(_ member: SwiftDeclaration, of found: Found) -> (ImportedSpec.Member, Framework?)? {
        guard found.style == .transform, found.input.kind == .struct, !member.isConditional, member.value == nil,
              member.accessors == nil, let written = member.type?.trimmingSpaces, written.hasSuffix("?") else { return nil }
        let type = String(written.dropLast()).trimmingSpaces
        if let (_, _, _, holder) = subjectLike(type), holder != nil { return nil }
        var unwrapped = member
        unwrapped.type = type
        let (entry, framework) = input(unwrapped, style: .transform)
        guard entry.skipped == nil, !entry.line.hasPrefix("@value ") else { return nil }
        return (.entry("@optional " + entry.line, docs: member.docs, at: member.location, original: "\(member.name): \(written)"),
                framework)
    }
}
