/// `@made`: a relay or subject that the transform style's `Input` or `Output` struct makes itself, with its starting
/// value (`let tap = PublishRelay<Void>()`, `let items = BehaviorRelay<[Item]>(value: [])`), as apps write
/// `let input = ViewModel.Input()` and `let output = Output()`. Only a relay or a subject is made, only the transform
/// style has the structs, and each refusal stands where `@made` is written.
enum MadeMemberChecks {
    /// Whether `attributes` mark the member made by its struct, after checking that it can be: an error where not.
    static func check(
        _ attributes: [Located<String>], output: Bool, options: GenerationOptions, into sink: inout DiagnosticSink
    ) -> Bool {
        guard let made = attributes.first(where: { $0.value == "made" }) else { return false }
        let what = output ? "Output" : "Input"
        let kinds = attributes.compactMap { ViewModel.StreamKind(rawValue: $0.value) }
        guard let kind = kinds.first, kind.isSubjectLike else {
            let written = kinds.first.map { "'@\($0.rawValue)'" } ?? "a stream the \(output ? "logic gives" : "view hands")"
            sink.error(
                "'@made' makes the \(what) struct make the member itself, and only a relay or a subject is made; this one is"
                    + " \(written)", at: made.location,
                notes: [.init("write '@made @relay' or '@made @subject', or drop '@made'")])
            return false
        }
        if let style = options.styles.first(where: { $0 != .transform }) {
            sink.error(
                "'@made' members belong to the transform style (its \(what) struct makes them), and this spec also renders"
                    + " the '\(style.name)' style", at: made.location,
                notes: [.init("write 'styles: transform' for this view model's spec")])
            return false
        }
        return true
    }
}
