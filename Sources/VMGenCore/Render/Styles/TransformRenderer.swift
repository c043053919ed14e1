/// The transform style (BlaBlaCar): `func transform(input: Input) -> Output`, the view gathering every
/// input stream at once.
enum TransformRenderer: StyleRenderer {
    static func render(_ context: RenderContext) -> [UInt8] {
        let viewModel = context.viewModel
        let access = context.access
        var writer = SwiftWriter(indentation: context.options.indentation)
        context.writeHeaderAndContract(&writer)
        context.writeViewModelMark(&writer)
        writer.block("\(access)final class \(viewModel.name)") { writer in
            writer.docs(["The inputs of `\(viewModel.name)`, as streams."])
            writer.line("\(access)typealias Input = \(context.logicName).Input")
            context.writeViewOutput(&writer)
            if !viewModel.dependencies.isEmpty { writer.blank() }
            context.writeDependencyProperties(&writer)
            context.writeDependencyInit(&writer)
            writer.blank()
            writer.docs(["Maps the view's input streams to the streams it shows."])
            writer.block("\(access)func transform(input: Input) -> Output") { writer in
                let dependencies = viewModel.dependencies.map {
                    RenderContext.argument($0.name, Identifier.escaped($0.name))
                }
                if context.dialect.wrapsOutputs {
                    writer.list("let output = \(context.logicName).transform(", ["input"] + dependencies, ")")
                    context.writeViewOutputConstruction(prefix: "return ", &writer)
                } else {
                    writer.list("\(context.logicName).transform(", ["input"] + dependencies, ")")
                }
            }
        }
        return writer.bytes
    }
}
