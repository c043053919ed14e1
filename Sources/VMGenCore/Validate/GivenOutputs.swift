/// `transform-output: given`: the transform style's class keeps the `Output` its initializer is handed
/// (`init(output: Output)`), a struct of relays or subjects, some made by the struct itself (`@made`), the others made
/// by whoever makes the view model with their starting values; `transform` binds the logic's streams into them and
/// returns that very one, as apps whose coordinator builds each screen's `Output` write it. Each refusal stands where
/// the option or the member is written.
enum GivenOutputs {
    /// The frameworks whose transform style has relay or subject outputs.
    static let frameworks: [Framework] = [.rxswift, .rxcocoa, .combine]

    /// Sets `outputIsGiven`, or reports where the option stands why it cannot: a value other than `given`, a spec
    /// that renders another style than the transform, a `transform` returning one stream, a framework without relays
    /// or subjects.
    static func resolve(
        _ options: inout GenerationOptions, _ value: Located<String>, styles: [Style], into sink: inout DiagnosticSink
    ) {
        guard value.value == "given" else {
            sink.error(
                "unknown 'transform-output: \(value.value)'; the one value is 'given' (the class keeps the 'Output' its"
                    + " initializer is handed and 'transform' returns it)", at: value.location,
                notes: [.init("write 'transform-output: given', or drop the line for an 'Output' 'transform' makes")])
            return
        }
        if StyleBoundOptions.refusesOtherStyles(
            "transform-output: given", of: .transform, because: "its class keeps the 'Output' it is handed",
            styles: styles, at: value, into: &sink) { return }
        guard !options.transform.hasOutputEnum else {
            sink.error(
                "'transform-output: given' keeps a struct of relays or subjects, and this 'transform' returns one stream",
                at: value.location, notes: [.init("drop 'transform-output:', or return the 'Output' struct")])
            return
        }
        guard frameworks.contains(options.framework) else {
            sink.error(
                "'transform-output: given' keeps an 'Output' of relays or subjects, which '\(options.framework.name)' has"
                    + " none of", at: value.location,
                notes: [.init("the frameworks with them: " + frameworks.map { "'\($0.name)'" }.joined(separator: ", "))])
            return
        }
        options.transform.outputIsGiven = true
    }

    /// Whether `output`, of a view model handed its `Output`, is one the caller makes and hands in (not `@made`),
    /// after checking that it can be kept so: a relay or subject (`@relay`, `@subject`), whose starting value the
    /// caller gives (no `= value`) unless the struct makes it.
    static func isHanded(
        _ output: OutputDecl, kind: ViewModel.StreamKind?, isMade: Bool, options: GenerationOptions,
        into sink: inout DiagnosticSink
    ) -> Bool {
        guard options.transform.outputIsGiven else { return false }
        guard kind?.isSubjectLike == true else {
            sink.error(
                "'transform-output: given' hands the view model an 'Output' of relays or subjects, and '\(output.name.value)'"
                    + " is " + (kind.map { "'@\($0.rawValue)'" } ?? "a stream"), at: output.name.location,
                notes: [.init("write '@relay' or '@subject' (with '@made' where the struct makes it)")])
            return false
        }
        if isMade { return false }
        if output.fallback != nil {
            sink.error(
                "'\(output.name.value)' is made by whoever makes the view model, with its starting value; '= value' starts"
                    + " a relay or subject the 'Output' makes itself", at: output.name.location,
                notes: [.init("write '@made' before it, or drop '= \(output.fallback ?? "")'")])
            return false
        }
        return true
    }
}
