/// `@in(outputs)`, `@in(type)`: an input method the triplet declares in its outputs protocol or its type protocol
/// rather than its inputs protocol, as hand-written triplets put a method the view calls there (a
/// `configureButtonEnabled(onEnabled:)` that hands the view model a handler, among the outputs; a
/// `registerPeek(for:)` beside `inputs` and `outputs` in the type protocol). The class implements it as any input, the
/// logic reading the calls as its stream; only the protocol that declares it differs, so call sites that reach it
/// through that protocol compile unchanged.
enum DeclaringProtocols {
    static let protocols = ["outputs", "type"]

    /// The protocol that declares the input (`outputs` or `type`), nil for the inputs protocol; a located error where
    /// `@in` cannot apply.
    static func check(_ input: InputDecl, options: GenerationOptions, into sink: inout DiagnosticSink) -> String? {
        guard let attribute = input.attributes.first(where: { $0.value == "in" }) else { return nil }
        guard let argument = input.attributeArguments["in"], protocols.contains(argument.value.description) else {
            sink.error("expected '@in(outputs)' or '@in(type)', the triplet protocol that declares this input",
                       at: input.attributeArguments["in"]?.location ?? attribute.location)
            return nil
        }
        let reason: String?
        if let style = options.styles.first(where: { $0 != .triplet }) {
            reason = "it names a protocol of the triplet, and this spec \(options.styles.count == 1 ? "" : "also ")renders the"
                + " '\(style.name)' style"
        } else if let kind = input.attributes.first(where: { ViewModel.StreamKind(rawValue: $0.value) != nil }) {
            reason = "it declares a method the view calls, and a '@\(kind.value)' input is a property"
        } else {
            reason = nil
        }
        guard let reason else { return argument.value.description }
        sink.error("'@in' does not apply here: \(reason)", at: attribute.location)
        return nil
    }
}
