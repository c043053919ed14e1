/// `@settable` on an input the view sends into: `- @settable @subject save`, as hand-written triplets declare the
/// relay or subject their inputs protocol hands out `{ get set }` (`var save: PublishSubject<Void> { get set }`), the
/// class keeping it in a `var`. The generated protocol says `{ get set }` and the class's property sets its storage,
/// so stand-ins and call sites written against that protocol compile unchanged; the logic reads the relay or subject
/// the class made, as the hand-written class, which subscribes to it once, does. Only the triplet's `@relay` and
/// `@subject` inputs, whose property is the object itself, take it.
enum SettableInputs {
    /// Whether the input is `@settable`; a located error where it cannot be.
    static func check(_ input: InputDecl, options: GenerationOptions, into sink: inout DiagnosticSink) -> Bool {
        guard let attribute = input.attributes.first(where: { $0.value == "settable" }) else { return false }
        let kind = input.attributes.first { ["relay", "subject"].contains($0.value) }
        if let style = options.styles.first(where: { $0 != .triplet }) {
            sink.error("'@settable' does not apply here: it marks the property the triplet's inputs protocol declares, and"
                + " this spec \(options.styles.count == 1 ? "" : "also ")renders the '\(style.name)' style", at: attribute.location)
        } else if kind == nil {
            let what = input.attributes.contains { $0.value == "observer" }
                ? "an '@observer' input is an observer the class makes from its storage, which a view cannot replace"
                : "this input is a method"
            sink.error("'@settable' does not apply here: it makes the relay or subject the view sends into settable"
                + " ('@relay' or '@subject'), and \(what)", at: attribute.location)
        } else if input.attributes.contains(where: { $0.value == "unwrapped" }) {
            sink.error("'@settable' is not written with '@unwrapped': the generated property is one or the other",
                       at: attribute.location)
        } else {
            return true
        }
        return false
    }
}
