/// The subject-bridged style (BlaBlaCar): `input` and `output` properties; the view sends events to
/// observers in `input`, backed by private subjects.
enum SubjectRenderer: StyleRenderer {
    static func render(_ context: RenderContext) -> [UInt8] {
        if context.options.subjectContractIsGiven { return renderGiven(context) }
        let viewModel = context.viewModel
        let access = context.access
        var writer = SwiftWriter(indentation: context.options.indentation)
        context.writeHeaderAndContract(&writer)
        context.writeViewModelMark(&writer)
        let backings = context.backings
        // Values among the outputs (`@value`): `@Published var output`, observed by the view (`PublishedSubjectOutput`).
        let published = PublishedSubjectOutput.applies(context)
        let observed = published && !context.options.conformances.contains("ObservableObject") ? ["ObservableObject"] : []
        writer.block("\(context.isolation)\(access)\(context.options.typeKeyword) \(context.typeName)\(context.conformanceClause(observed))") { writer in
            writer.docs(["The inputs of `\(context.typeName)`, as observers the view sends events to."])
            context.writeStruct(
                "Input",
                // An input the view calls (`@call`) is a method of the class instead.
                members: zip(viewModel.inputs, backings).filter { !$0.0.isCalled }.map { ($0.streamName, $1.observerType ?? "", $0.docs) },
                &writer)
            writer.blank()
            if published { PublishedSubjectOutput.writeOutput(context, &writer) } else { context.writeViewOutput(&writer) }
            writer.blank()
            writer.line("\(access)let input: Input")
            if published { PublishedSubjectOutput.writeProperty(context, &writer) } else { writer.line("\(access)let output: Output") }
            context.writeOwnState(&writer)
            if !backings.isEmpty {
                writer.blank()
                for backing in backings { writer.line("private ", backing.declaration) }
            }
            // `@kept(itemsRelay)`: the subscriptions that keep the class's relays set to the logic's streams.
            if let storage = KeptOutputRendering.classStorage(context) { writer.line("private " + storage) }
            writer.blank()
            let locals = Set(viewModel.dependencies.map(\.name))
            writer.list("\(access)\(context.initializer(context.dependencyParameters))", context.dependencyParameters, ") {")
            writer.indent { writer in
                context.writeReadableDependencyAssignments(&writer)
                let observers = zip(viewModel.inputs, backings).filter { !$0.0.isCalled }.map {
                    Argument($0.streamName, RenderContext.qualified($1.observer ?? "", $1, shadowing: locals))
                }
                writer.list("input = Input(", arguments: observers, ")")
                let streams = backings.map { RenderContext.qualified($0.stream, $0, shadowing: locals) }
                if context.options.subjectOutputIsBuilt {
                    BuiltSubjectOutput.writeConstruction(context, &writer)
                } else if published {
                    context.writeLogicCall(prefix: "let output = ", streams: streams, &writer)
                    PublishedSubjectOutput.writeConstruction(context, &writer)
                } else if context.shared.wrapsOutputs || KeptOutputRendering.any(viewModel) {
                    // A kept output (`@kept(itemsRelay)`) is made of the class's relay, which the logic's stream keeps set.
                    context.writeLogicCall(prefix: "let output = ", streams: streams, &writer)
                    context.writeViewOutputConstruction(prefix: "self.output = ", &writer)
                    KeptOutputRendering.writeClassKeeps(context, locals: locals.union(["output"]), &writer)
                } else {
                    context.writeLogicCall(prefix: "output = ", streams: streams, &writer)
                }
            }
            writer.line("}")
            CalledInputs.writeMethods(context, &writer)
            context.writeBackingHelpers(backings, &writer)
            if published { PublishedSubjectOutput.writeHelpers(context, &writer) }
        }
        if context.options.subjectOutputIsBuilt { BuiltSubjectOutput.writeExtension(context, &writer) }
        return writer.bytes
    }
}
