/// The subject style's `output` where some outputs are values (`@value`, Combine): `@Published var output: Output`,
/// a struct whose values (`var items: [Item] = []`) the class keeps set from the logic's streams and whose streams
/// its initializer is made with, as SwiftUI view models write `@Published var output = Output()` beside their
/// `input` of subjects: the view reads `viewModel.output.items`, redrawn each time one changes, and may bind one
/// (`$viewModel.output.isShowingAlert`).
enum PublishedSubjectOutput {
    /// Whether the view model's `output` is published: some output is a value.
    static func applies(_ context: RenderContext) -> Bool {
        context.viewModel.outputs.contains { $0.streamKind == .value }
    }

    /// The bindings that keep the values set (`outputBindings`, the dialect's `assign` helper).
    static func bindings(_ context: RenderContext) -> SubjectOutputBindings {
        context.dialect.subjectOutputBindings(context.viewModel.outputs.filter { $0.streamKind == .value }, valueWrapper: nil)
    }

    /// `struct Output`: each value a `var` with its starting value, each stream a member the initializer takes.
    static func writeOutput(_ context: RenderContext, _ writer: inout SwiftWriter) {
        let access = context.access
        let members = zip(context.viewModel.outputs, context.shared.outputViewTypes)
        let hasStreams = context.viewModel.outputs.contains { $0.streamKind != .value }
        writer.docs(["The outputs of `\(context.typeName)`: the values the view reads, which the class keeps set"
            + (hasStreams ? ", and its streams." : ".")])
        writer.block("\(access)struct Output\(context.options.sendable ? ": Sendable" : "")") { writer in
            var streams: [(name: String, type: String)] = []
            for (output, type) in members {
                writer.docs(output.docs)
                let name = Identifier.escaped(output.name)
                if output.streamKind == .value {
                    writer.line("\(access)var \(name): \(type) = \(output.fallback ?? "nil")")
                } else {
                    writer.line("\(access)\(context.options.memberKeyword) \(name): \(type)")
                    streams.append((output.name, type))
                }
            }
            // Swift's memberwise initializer is internal: a wider access declares its own.
            guard !access.isEmpty else { return }
            writer.blank()
            writer.list("\(access)init(", streams.map { "\(Identifier.escaped($0.name)): \($0.type)" }, ") {")
            writer.indent { writer in
                for stream in streams {
                    writer.line("self.\(Identifier.member(stream.name)) = \(Identifier.escaped(stream.name))")
                }
            }
            writer.line("}")
        }
    }

    /// `@Published var output: Output` and the storage of the subscriptions that set its values.
    static func writeProperty(_ context: RenderContext, _ writer: inout SwiftWriter) {
        writer.line("@Published \(context.access)var output: Output")
        writer.blank()
        writer.docs(["Keeps the values of `output` set from the logic's streams."])
        writer.line("private " + bindings(context).storageDeclaration(TransformRenderer.outputBindingsName))
    }

    /// In the initializer, after the logic's call made `output`: the view's `Output` made of its streams, then each
    /// value kept set from its stream.
    static func writeConstruction(_ context: RenderContext, _ writer: inout SwiftWriter) {
        context.writeViewOutputConstruction(prefix: "self.output = ", excludingValues: true, &writer)
        let bindings = bindings(context)
        for output in context.viewModel.outputs where output.streamKind == .value {
            let name = Identifier.member(output.name)
            writer.line(bindings.assign("output.\(name)", "output.\(name)", "self", TransformRenderer.outputBindingsName))
        }
    }

    /// The helpers the bindings use (`assign(_:to:on:in:)`).
    static func writeHelpers(_ context: RenderContext, _ writer: inout SwiftWriter) {
        for helper in bindings(context).helpers {
            writer.blank()
            for line in helper { writer.line(line) }
        }
    }
}
