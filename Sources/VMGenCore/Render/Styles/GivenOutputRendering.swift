/// `transform-output: given`: the transform style's class keeps the `Output` its initializer is handed, binds the
/// logic's streams into its relays or subjects, and `transform` returns that very one.
extension TransformRenderer {
    /// The stored output, `let output: Output`: internal, so the team's extension of the class reads the relays the
    /// logic's streams are bound into (`var album: Album { output.album.value }`), as the caller that made them does.
    static func writeGivenOutputProperty(_ context: RenderContext, _ writer: inout SwiftWriter) {
        writer.docs(["The outputs the view model was handed, which `transform` binds the logic's streams into and returns."])
        writer.line("let output: \(context.options.transform.outputType)")
    }

    /// `init(output: Output, ...)`: the handed output first, then the dependencies, as such apps' initializers take them.
    static func writeGivenOutputInit(_ context: RenderContext, _ writer: inout SwiftWriter) {
        let parameters = ["output: \(context.options.transform.outputType)"] + context.dependencyParameters
        writer.blank()
        writer.list("\(context.access)\(context.initializer(parameters))", parameters, ") {")
        writer.indent { writer in
            writer.line("self.output = output")
            for dependency in context.viewModel.dependencies {
                writer.line("self.\(Identifier.member(dependency.name)) = " + context.storedValue(of: dependency))
            }
            context.writeInitSetProperties(&writer)
        }
        writer.line("}")
    }

    /// The body after the logic's call (`let output = XLogic.transform(...)`): each of the logic's streams bound into
    /// the handed output's relay or subject, for as long as the bindings are kept (the caller returns `self.output`).
    static func writeGivenOutputBindings(
        _ context: RenderContext, bindings: (SubjectOutputBindings, String)?, _ writer: inout SwiftWriter
    ) {
        if let (bindings, storage) = bindings {
            for output in context.viewModel.outputs {
                let name = Identifier.member(output.name)
                writer.line(bindings.bindInto("output.\(name)", "self.output.\(name)", storage))
            }
        }
    }
}
