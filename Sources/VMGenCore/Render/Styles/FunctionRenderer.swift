/// The function style (Grailed): the view model is a function from input streams to a named tuple of
/// output streams; destructuring the tuple makes an unused output a compiler warning.
enum FunctionRenderer: StyleRenderer {
    static func render(_ context: RenderContext) -> [UInt8] {
        let viewModel = context.viewModel
        var writer = SwiftWriter(indentation: context.options.indentation)
        context.writeHeaderAndContract(&writer)
        writer.line("// MARK: - View model")
        writer.blank()

        var docs = viewModel.docs
        let documented = viewModel.inputs.map { ($0.streamName, $0.docs) } + viewModel.dependencies.map { ($0.name, $0.docs) }
        if documented.contains(where: { !$0.1.isEmpty }) {
            if !docs.isEmpty { docs.append("") }
            docs.append("- Parameters:")
            for (name, lines) in documented where !lines.isEmpty {
                docs.append("  - \(name): " + lines[0])
                docs += lines.dropFirst().map { "    " + $0 }
            }
        }
        writer.docs(docs)

        let parameters = zip(viewModel.inputs, context.shared.inputViewTypes).map { String(built: "\(Identifier.escaped($0.streamName)): \($1)") }
            + context.dependencyParameters
        let outputs = viewModel.outputs
        let elements = zip(outputs, context.shared.outputViewTypes).map { String(built: "\(Identifier.escaped($0.name)): \($1)") }
        let result = context.functionResult
        let name = Identifier.escaped(Identifier.lowerCamel(viewModel.name))
        let opening = "\(context.isolation)\(context.access)func \(name)("
        // The one-line declaration's width, counted before building it: `<opening><parameters>)<result> {`.
        let oneLineWidth = opening.utf8.count + parameters.reduce(0) { $0 + $1.utf8.count }
            + 2 * max(parameters.count - 1, 0) + 1 + result.utf8.count + 2
        if writer.width("") + oneLineWidth <= 120 {
            writer.line("\(opening)\(joined: parameters))\(result) {")
        } else {
            writer.line(opening)
            writer.indent { writer in
                for (index, parameter) in parameters.enumerated() {
                    writer.line(parameter, index == parameters.count - 1 ? "" : ",")
                }
            }
            if writer.width(")" + result + " {") <= 120 || outputs.count < 2 {
                writer.line(")" + result + " {")
            } else {
                writer.list(") -> (", elements, ") {", maxWidth: 0)
            }
        }
        writer.indent { writer in
            // What the view hands, as the logic's streams (`trigger.asObservable()` for a `Driver`).
            let streams = viewModel.inputs.map { context.dialect.logicInput(Identifier.escaped($0.streamName), $0) }
            switch outputs.count {
            case 0:
                context.writeLogicCall(prefix: "_ = ", streams: streams, &writer)
            case 1 where !context.shared.wrapsOutputs:
                context.writeLogicCall(prefix: "return ", streams: streams, &writer)
                // A single output is returned directly: Swift has no one-element tuples.
                writer.appendToLastLine(".\(Identifier.member(outputs[0].name))")
            case 1:
                context.writeLogicCall(prefix: "let output = ", streams: streams, &writer)
                writer.line("return ", context.logicViewOutput(0))
            default:
                context.writeLogicCall(prefix: "let output = ", streams: streams, &writer)
                let elements = outputs.enumerated().map { index, output in
                    Argument(output.name, context.logicViewOutput(index))
                }
                writer.list("return (", arguments: elements, ")")
            }
        }
        writer.line("}")
        return writer.bytes
    }
}
