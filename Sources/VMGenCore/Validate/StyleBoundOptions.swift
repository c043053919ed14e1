/// An option that belongs to one style (`transform-output: given`, `output-bag:`, `subject-contract: given`): refused,
/// where it is written, in a spec that also renders another style.
enum StyleBoundOptions {
    /// Reports where `value` stands that `option` is `style`'s (`why` says what it does) and the spec also renders
    /// another style, with the `styles:` line to write; true when it reported.
    static func refusesOtherStyles(
        _ option: String, of style: Style, because why: String, styles: [Style], at value: Located<String>,
        into sink: inout DiagnosticSink
    ) -> Bool {
        guard let other = styles.first(where: { $0 != style }) else { return false }
        sink.error(
            "'\(option)' is the \(style.name) style's (\(why)), and this spec also renders the '\(other.name)' style",
            at: value.location, notes: [.init("write 'styles: \(style.name)' for this view model's spec")])
        return true
    }
}
