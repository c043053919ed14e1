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
            let binding = bindingStorage(context)
            if !viewModel.dependencies.isEmpty || binding?.owned == true { writer.blank() }
            if let binding, binding.owned {
                writer.docs(["Keeps the relays and subjects of the outputs bound to the logic's streams."])
                writer.line("private " + binding.bindings.storageDeclaration(binding.storage))
            }
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
                if context.shared.wrapsOutputs {
                    writer.list("let output = \(context.logicName).transform(", [input] + dependencies, ")")
                    context.writeViewOutputConstruction(
                        prefix: "return ", named: signature.outputType,
                        bindings: binding.map {
                            ($0.bindings, $0.owned ? RenderContext.member($0.storage, shadowing: locals) : Identifier.escaped($0.storage))
                        }, &writer)
                } else {
                    writer.list("\(context.logicName).transform(", [input] + dependencies, ")")
                }
            }
            writer.line("}")
            for helper in binding?.bindings.helpers ?? [] {
                writer.blank()
                for line in helper { writer.line(line) }
            }
        }
        return writer.bytes
    }

    /// The storage that keeps relay and subject outputs bound, when any output is one: a parameter of the transform
    /// of the storage's type (`disposeBag: DisposeBag`, `cancellables: inout Set<AnyCancellable>`) where there is one,
    /// else `outputBindings`, which the view model owns (`owned`).
    static func bindingStorage(
        _ context: RenderContext
    ) -> (bindings: SubjectOutputBindings, storage: String, owned: Bool)? {
        let outputs = context.viewModel.outputs.filter { $0.streamKind?.isSubjectLike == true }
        guard !outputs.isEmpty else { return nil }
        let bindings = context.dialect.subjectOutputBindings(outputs)
        if let parameter = context.options.transform.extraParameters.first(where: {
            $0.type.description == bindings.storageType && ($0.isInout || !bindings.storageType.hasPrefix("Set<"))
        }) {
            return (bindings, parameter.name, false)
        }
        return (bindings, outputBindingsName, true)
    }

    /// The view model's own storage for the bindings of relay and subject outputs.
    static let outputBindingsName = "outputBindings"
}
