/// `@let`: a member the transform style's `Input` or `Output` struct makes itself (`@made`) declared `let` where
/// `members: var` declares the struct's other members `var`, as apps write them side by side (`let textString =
/// BehaviorRelay(value: "")` beside `var pageID = PublishRelay<Int>()`): kept as written, Swift's memberwise
/// initializer does not take it and call sites cannot set it, where `var` would let them. Each refusal stands where
/// `@let` is written.
enum MadeLetMembers {
    /// Whether `attributes` mark the member `let`, after checking that they can: an error where not. `isMade`: whether
    /// the member is `@made` (checked before).
    static func check(
        _ attributes: [Located<String>], isMade: Bool, options: GenerationOptions, into sink: inout DiagnosticSink
    ) -> Bool {
        guard let mark = attributes.first(where: { $0.value == "let" }) else { return false }
        guard isMade else {
            sink.error(
                "'@let' declares a member the struct makes itself 'let' among 'var' ones, and this one is not made by it",
                at: mark.location, notes: [.init("write '@made @let' with a relay or subject the struct makes, or drop '@let'")])
            return false
        }
        guard options.memberKeyword == "var" else {
            sink.error(
                "'@let' keeps one member 'let' where 'members: var' declares the others 'var', and the struct's members are"
                    + " already 'let'", at: mark.location, notes: [.init("drop '@let', or write 'members: var'")])
            return false
        }
        return true
    }
}
