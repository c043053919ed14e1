/// `subject-output: built`: the subject style's `Output` builds itself. An extension of it declares `init(input:)`,
/// taking the view model's `Input` and each dependency the logic is handed, which runs the logic on the streams of the
/// input's relays and subjects; the class makes its `output` with it (`output = Output(input: input, dependency:
/// dependency)`), as the app's class did, and the app's call sites that make an `Output` so still compile.
enum BuiltSubjectOutput {
    /// The class initializer's line: `output = Output(input: input, dependency: dependency)`.
    static func writeConstruction(_ context: RenderContext, _ writer: inout SwiftWriter) {
        let arguments = [Argument("input", "input")]
            + context.viewModel.logicDependencies.map { Argument($0.name, Identifier.escaped($0.name)) }
        writer.list("output = Output(", arguments: arguments, ")")
    }

    /// The extension of the class's `Output` that declares the initializer.
    static func writeExtension(_ context: RenderContext, _ writer: inout SwiftWriter) {
        let viewModel = context.viewModel
        let parameters = ["input: \(context.typeName).Input"] + viewModel.logicDependencies.map {
            "\(Identifier.escaped($0.name)): \($0.logicParameterType)"
        }
        // Each stream the logic reads, of the relay or subject the input holds: `input.edit.asObservable()`, as the
        // class makes it of its own (`FrameworkDialect.storage(for:)`: the dialect's logic stream of the member).
        let streams = viewModel.inputs.map { input in
            context.dialect.logicInput("input." + Identifier.member(input.streamName), input)
        }
        writer.blank()
        writer.block("extension \(context.typeName).Output") { writer in
            writer.docs(["Runs the logic on the streams of `input`: how `\(context.typeName)` makes its `output`."])
            writer.list("\(context.access)init(", parameters, ") {")
            writer.indent { writer in
                if context.shared.wrapsOutputs {
                    context.writeLogicCall(prefix: "let output = ", streams: streams, &writer)
                    context.writeViewOutputConstruction(prefix: "self = ", named: "Self", &writer)
                } else {
                    context.writeLogicCall(prefix: "self = ", streams: streams, &writer)
                }
            }
            writer.line("}")
        }
    }
}
