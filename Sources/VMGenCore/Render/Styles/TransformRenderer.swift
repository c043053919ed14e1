/// The transform style (BlaBlaCar): `func transform(input: Input) -> Output`, the view gathering every
/// input stream at once; spelled as the `transform:` option says (`transform(_ input: Input, disposeBag:
/// DisposeBag) -> Output`), the extra parameters taken for the call sites' sake and not used.
enum TransformRenderer: StyleRenderer {
    static func render(_ context: RenderContext) -> [UInt8] {
        let viewModel = context.viewModel
        let access = context.access
        let signature = context.options.transform
        var writer = SwiftWriter(indentation: context.options.indentation)
        context.writeHeaderAndContract(&writer)
        context.writeViewModelMark(&writer)
        writer.block("\(access)final class \(viewModel.name)\(context.conformanceClause([]))") { writer in
            if context.shared.convertsInputs {
                // Inputs handed as RxCocoa's traits (`@driver`): the view's struct, converted for the logic.
                writer.docs(["The inputs of `\(viewModel.name)`, as the view hands them."])
                context.writeStruct(
                    signature.inputType,
                    members: zip(viewModel.inputs, context.shared.inputViewTypes).map { ($0.streamName, $1, $0.docs) },
                    &writer)
                writer.blank()
            } else {
                writer.docs(["The inputs of `\(viewModel.name)`, as streams."])
                writer.line("\(access)typealias \(signature.inputType) = \(context.logicName).Input")
            }
            context.writeViewOutput(named: signature.outputType, &writer)
            if !viewModel.dependencies.isEmpty { writer.blank() }
            context.writeDependencyProperties(&writer)
            context.writeDependencyInit(&writer)
            writer.blank()
            writer.docs(["Maps the view's input streams to the streams it shows."])
            let parameters = signature.parameters.joined(separator: ", ")
            let opening = "\(access)func \(Identifier.escaped(signature.name))("
            let result = ") -> \(signature.outputType) {"
            if writer.width(opening + parameters + result) <= 120 {
                writer.line(opening + parameters + result)
            } else {
                writer.list(opening, signature.parameters, result, maxWidth: 0)
            }
            writer.indent { writer in
                // A parameter hides the dependency of the same name: `self.` reaches the dependency.
                let locals = Set([signature.inputName, "streams", "output"] + signature.extraParameters.map(\.name))
                let dependencies = viewModel.dependencies.map {
                    RenderContext.argument($0.name, RenderContext.member($0.name, shadowing: locals))
                }
                var input = Identifier.escaped(signature.inputName)
                if context.shared.convertsInputs {
                    let streams = viewModel.inputs.map {
                        RenderContext.argument(
                            $0.streamName, context.dialect.logicInput("\(input).\(Identifier.member($0.streamName))", $0))
                    }
                    writer.list("let streams = \(context.logicName).Input(", streams, ")")
                    input = "streams"
                }
                if context.dialect.wrapsOutputs {
                    writer.list("let output = \(context.logicName).transform(", [input] + dependencies, ")")
                    context.writeViewOutputConstruction(prefix: "return ", named: signature.outputType, &writer)
                } else {
                    writer.list("\(context.logicName).transform(", [input] + dependencies, ")")
                }
            }
            writer.line("}")
        }
        return writer.bytes
    }
}
