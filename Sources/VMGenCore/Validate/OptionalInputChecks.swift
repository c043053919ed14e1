/// `@optional`: a stream the transform style's `Input` struct declares optional (`let refresh: Observable<Void>?`,
/// `let refresh: AnyPublisher<Void, Never>?`), as hand-written view models declare an input some screens do not
/// have, so their call sites hand `nil`; the logic reads `nil` as a stream that sends nothing. Only the transform
/// style's `Input` struct (not its one-stream event form) has such members, only a stream the view hands is one (not
/// a member the struct makes, `@made`, a method the view calls, `@call`, nor one that starts with a value), and each
/// refusal stands where `@optional` is written.
enum OptionalInputChecks {
    /// Whether `attributes` mark the input optional, after checking that it can be: an error where not.
    static func check(
        _ input: InputDecl, options: GenerationOptions, into sink: inout DiagnosticSink
    ) -> Bool {
        guard let optional = input.attributes.first(where: { $0.value == "optional" }) else { return false }
        func refuse(_ message: String, _ note: String) -> Bool {
            sink.error("'@optional' makes the Input struct's member optional, for call sites that hand nil; " + message,
                       at: optional.location, notes: [.init(note)])
            return false
        }
        if let style = options.styles.first(where: { $0 != .transform }) {
            return refuse("this spec also renders the '\(style.name)' style, whose view hands no Input struct",
                          "write 'styles: transform' for this view model's spec")
        }
        if options.transform.isEventStream {
            return refuse("the one-stream event transform's Input is an enum, whose cases are not optional",
                          "drop '@optional'")
        }
        // The closures framework has no transform style (refused where `styles:` says it); `async` hands streams that end.
        if options.framework == .async {
            return refuse("framework 'async' has no optional streams in its Input struct",
                          "'@optional' is for " + MemberKinds.callFrameworks.map { "'\($0.name)'" }.joined(separator: ", "))
        }
        if let other = input.attributes.first(where: { ["made", "call", "observer", "constant", "value"].contains($0.value) }) {
            return refuse("'@\(other.value)' is no stream the view hands", "drop '@optional' or '@\(other.value)'")
        }
        if input.startingValue != nil || input.answerType != nil {
            return refuse("an input that \(input.startingValue != nil ? "starts with a value" : "answers") is no stream the"
                + " view may leave out", "drop '@optional' or '\(input.startingValue != nil ? "= value" : "-> Type")'")
        }
        return true
    }
}
