/// The "standard constructor" view model (the cell article): the values of every input and the dependencies go
/// into `init`, outputs that are plain values are `let` properties, and only outputs marked `@async` are streams.
enum ConstructorRenderer: StyleRenderer {
    static func render(_ context: RenderContext) -> [UInt8] {
        let viewModel = context.viewModel
        let shared = context.shared
        let access = context.access
        var writer = SwiftWriter(indentation: context.options.indentation)
        context.writeHeader(&writer)
        writer.blank()

        // The contract: values in, values and asynchronous streams out.
        let dialect = context.dialect
        let logicOutputTypes = viewModel.outputs.indices.map { index in
            let element = shared.outputElements[index]
            return viewModel.outputs[index].isAsync ? dialect.asyncStreamType(element, viewModel.outputs[index]) : element
        }
        let viewOutputTypes = Self.viewOutputTypes(context)
        writer.line("// MARK: - Logic")
        writer.blank()
        context.writeLogicDocs(
            ["The contract between the generated `\(context.typeName)` and its hand-written logic."],
            function: "transform(_ input: Input", result: "Output", &writer
        ) { example in
            example.line("Output(...)")
        }
        writer.block("\(context.isolation)\(access)enum \(context.logicName)") { writer in
            writer.docs(["The values `\(context.typeName)` is created with."])
            context.writeStruct(
                "Input", members: zip(viewModel.inputs, shared.inputs).map { ($0.streamName, $1.element, $0.docs) },
                escaping: viewModel.inputs.map(\.elementType.isFunction), &writer)
            writer.blank()
            writer.docs(["The outputs of `\(context.typeName)`: plain values, and streams for the asynchronous ones."])
            context.writeStruct(
                "Output", members: zip(viewModel.outputs, logicOutputTypes).map { ($0.name, $1, $0.docs) },
                escaping: viewModel.outputs.map { !$0.isAsync && $0.type.isFunction }, &writer)
        }
        writer.blank()

        writer.line("// MARK: - View model")
        writer.blank()
        writer.docs(viewModel.docs)
        writer.block("\(context.isolation)\(access)struct \(context.typeName)\(context.conformanceClause([]))") { writer in
            for (output, type) in zip(viewModel.outputs, viewOutputTypes) {
                writer.docs(output.docs)
                writer.line("\(access)let \(Identifier.escaped(output.name)): \(type)")
            }
            writer.blank()
            let parameters = viewModel.inputs.flatMap { $0.parameters.map(TripletRenderer.parameter) }
            writer.list("\(access)init(", parameters + context.dependencyParameters, ") {")
            writer.indent { writer in
                let locals = Set(viewModel.inputs.flatMap { $0.parameters.map(\.name) } + viewModel.dependencies.map(\.name))
                context.writeLogicCall(prefix: "let output = ", streams: viewModel.inputs.map(TripletRenderer.sentValue), &writer)
                for (index, output) in viewModel.outputs.enumerated() {
                    let read = "output.\(Identifier.member(output.name))"
                    let value = output.isAsync ? context.viewOutput(read, index) : read
                    writer.line("\(RenderContext.member(output.name, shadowing: locals.union(["output"]))) = \(value)")
                }
            }
            writer.line("}")
        }
        return writer.bytes
    }

    /// The type of each output as the view reads it: a plain value, or for `@async` ones the stream the view binds.
    static func viewOutputTypes(_ context: RenderContext) -> [String] {
        let (viewModel, shared, dialect) = (context.viewModel, context.shared, context.dialect)
        return viewModel.outputs.indices.map { index in
            let element = shared.outputElements[index]
            guard viewModel.outputs[index].isAsync else { return element }
            // Converted where the view's type is another than the logic's stream's (not only because another output's is).
            let converts = shared.convertsOutputs && shared.outputViewTypes[index] != shared.outputStreams[index]
            return converts ? shared.outputViewTypes[index] : dialect.asyncStreamType(element, viewModel.outputs[index])
        }
    }
}
