/// `let` or `var`: how a transform-style (or subject-style) view model's `Input` and `Output` declare their stored
/// members, which call sites depend on (`input.query = ...` needs `var`). The import carries it as the `members:` option.
extension StructStyleRecognizer {
    /// The stored members of the structs whose keyword call sites see: not a property wrapper's (`@Published var`
    /// is always `var`), nor a `let` with a starting value (no call site sets or passes it).
    static func keywordMembers(of found: Found) -> [SwiftDeclaration] {
        guard [.transform, .subject].contains(found.style) else { return [] }
        return [found.input, found.output].filter { $0.kind == .struct }.flatMap(\.members).filter {
            [.let, .var].contains($0.kind) && !$0.modifiers.contains("static") && valueWrapper(of: $0) == nil
                && !($0.kind == .let && $0.value != nil)
        }
    }

    /// `var` when any member of `views` is `var` (call sites may set it; a `let` member made `var` is the same to
    /// them, as they could only read it); else `let`.
    static func memberKeyword(of views: [Found]) -> String {
        views.flatMap(keywordMembers).contains { $0.kind == .var } ? "var" : "let"
    }
}
