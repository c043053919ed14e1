/// The constructor style's fake: a struct of the view model's values, each set by the test, which a view that depends
/// on a protocol of `conforms:` takes in place of the view model (the view model is a plain value too, so the fake
/// records no call: the view sends it nothing).
struct ConstructorFakeWriter {
    let context: RenderContext

    func write(_ writer: inout SwiftWriter) {
        let viewModel = context.viewModel
        writer.line("// MARK: - Fake")
        writer.blank()
        writer.docs([
            "A stand-in for `\(context.typeName)` in view tests: the values the view shows, as the test sets them.",
        ])
        let conformances = context.options.conformances
        let clause = conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")
        writer.block("\(context.isolation)struct \(context.names.fakeName(context.style))\(clause)") { writer in
            for (output, type) in zip(viewModel.outputs, ConstructorRenderer.viewOutputTypes(context)) {
                writer.conditional(output.condition) { writer in
                    writer.docs(output.docs)
                    writer.line("var \(Identifier.escaped(output.name)): \(type)")
                }
            }
        }
    }
}
