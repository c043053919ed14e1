/// The transform style (BlaBlaCar): `func transform(input: Input) -> Output`, the view gathering every
/// input stream at once.
enum TransformRenderer: StyleRenderer {
    static func render(_ context: RenderContext) -> [UInt8] {
        let viewModel = context.viewModel
        let access = context.access
        var writer = SwiftWriter(indentation: context.options.indentation)
        context.writeHeader(&writer)
        writer.blank()
        context.appendLogicContract(&writer)
        writer.blank()
        writer.line("// MARK: - View model")
        writer.blank()
        writer.docs(viewModel.docs)
        writer.block("\(access)final class \(viewModel.name)") { writer in
            writer.docs(["The inputs of `\(viewModel.name)`, as streams."])
            writer.line("\(access)typealias Input = \(context.logicName).Input")
            context.writeViewOutput(&writer)
            if !viewModel.dependencies.isEmpty {
                writer.blank()
                for dependency in viewModel.dependencies {
                    writer.line("private let \(Identifier.escaped(dependency.name)): \(dependency.type.description)")
                }
            }
            if !viewModel.dependencies.isEmpty || !access.isEmpty {
                writer.blank()
                writer.list("\(access)init(", context.dependencyParameters, ") {")
                writer.indent { writer in
                    for dependency in viewModel.dependencies {
                        let escaped = Identifier.escaped(dependency.name)
                        writer.line("self.\(escaped) = \(escaped)")
                    }
                }
                writer.line("}")
            }
            writer.blank()
            writer.docs(["Maps the view's input streams to the streams it shows."])
            writer.block("\(access)func transform(input: Input) -> Output") { writer in
                let dependencies = viewModel.dependencies.map {
                    RenderContext.argument($0.name, Identifier.escaped($0.name))
                }
                if context.dialect.convertsOutputs {
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
