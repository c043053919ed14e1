/// `subject-contract: given`: the subject style's class keeps the `Input` and the `Output` its initializer is handed
/// (`init(input: Input = Input(), output: Output = Output(), ...)`), each a struct that makes its relays and subjects
/// itself; the logic reads the handed input's, and its streams are bound into the handed output's for as long as the
/// class lives, so the view that made them sends into and sees the very structs it handed.
extension SubjectRenderer {
    static func renderGiven(_ context: RenderContext) -> [UInt8] {
        let viewModel = context.viewModel
        let access = context.access
        let dialect = context.dialect
        var writer = SwiftWriter(indentation: context.options.indentation)
        context.writeHeaderAndContract(&writer)
        context.writeViewModelMark(&writer)
        let called = CalledInputs.backings(context)
        let binding = TransformRenderer.bindingStorage(context)
        writer.block("\(context.isolation)\(access)\(context.options.typeKeyword) \(context.typeName)\(context.conformanceClause([]))") { writer in
            // An input the view calls (`@call`) is a method of the class instead.
            let sent = zip(viewModel.inputs, context.shared.inputViewTypes).filter { !$0.0.isCalled }
            writer.docs(["The inputs of `\(context.typeName)`: the relays and subjects the view sends into, which it makes itself."])
            context.writeStruct(
                "Input", members: sent.map { ($0.streamName, $1, $0.docs) },
                made: sent.map { dialect.making($1, startingValue: $0.startingValue) }, &writer)
            writer.blank()
            let outputs = zip(viewModel.outputs, context.shared.outputViewTypes)
            writer.docs(["The outputs of `\(context.typeName)`: the relays and subjects the view binds to, which it makes itself."])
            context.writeStruct(
                "Output", members: outputs.map { ($0.name, $1, $0.docs) },
                made: outputs.map { dialect.making($1, startingValue: $0.fallback) }, &writer)
            writer.blank()
            writer.line("\(access)let input: Input")
            writer.line("\(access)let output: Output")
            context.writeOwnState(&writer)
            if let binding, binding.owned {
                writer.blank()
                writer.docs(["Keeps the logic's streams bound into the relays and subjects of `output`."])
                writer.line("private " + binding.bindings.storageDeclaration(binding.storage))
            }
            CalledInputs.writeStorage(context, &writer)
            writer.blank()
            let parameters = ["input: Input = Input()", "output: Output = Output()"] + context.dependencyParameters
            writer.list("\(access)\(context.initializer(parameters))", parameters, ") {")
            writer.indent { writer in
                writer.line("self.input = input")
                writer.line("self.output = output")
                context.writeReadableDependencyAssignments(&writer)
                // The bindings use `self`, which the app's base class makes first.
                if context.options.superclass != nil { writer.line("super.init()") }
                let locals = Set(viewModel.dependencies.map(\.name) + ["input", "output"])
                let streams = zip(viewModel.inputs, called).map { input, backing in
                    backing.map { RenderContext.qualified($0.stream, $0, shadowing: locals) }
                        ?? context.logicInput(fromView: "input.\(Identifier.member(input.streamName))", input)
                }
                if viewModel.outputs.isEmpty {
                    context.writeLogicCall(prefix: "_ = ", streams: streams, &writer)
                } else {
                    context.writeLogicCall(prefix: "let output = ", streams: streams, &writer)
                    TransformRenderer.writeGivenOutputBindings(
                        context, bindings: binding.map { ($0.bindings, RenderContext.member($0.storage, shadowing: locals)) }, &writer)
                }
            }
            writer.line("}")
            CalledInputs.writeMethods(context, &writer)
            context.writeBackingHelpers(called.compactMap { $0 }, &writer)
            for helper in binding?.bindings.helpers ?? [] {
                writer.blank()
                for line in helper { writer.line(line) }
            }
        }
        return writer.bytes
    }
}
