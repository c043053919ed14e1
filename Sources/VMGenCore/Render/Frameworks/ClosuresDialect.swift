/// No framework (Merpay's): inputs are methods and outputs are closure properties the view sets. Without streams
/// the logic is the other way round: it is handed the outputs as functions to call and returns what to do on each
/// input, so the compiler checks that every input is handled. Only the protocol triplet makes sense here.
struct ClosuresDialect: FrameworkDialect {
    var framework: Framework { .closures }

    var typeNames: Set<String> { ["AnyObject"] }

    var expressionTypeNames: Set<String> { [] }

    var usesStreams: Bool { false }

    func imports(for style: Style) -> (modules: [String], conditional: [String]) { ([], []) }

    /// Without streams an output is its value; only the contract's spelling of types uses this.
    func streamType(_ element: String) -> String { element }

    /// Inputs are handled by the logic's handlers, stored once (`handlers`), not per input.
    func backingNames(streamName: String, style: Style, replaysLatest: Bool) -> [String] { [] }

    /// Only the stream styles ask for input storage, and validation refuses them without a framework before
    /// anything renders; `ClosuresTripletRenderer` calls the handlers instead.
    func inputBacking(_ input: InputSpelling, style: Style) -> InputBacking {
        preconditionFailure("the \(style.name) style has no input storage without a framework")
    }

    func renderer(for style: Style) -> StyleRenderer.Type? {
        style == .triplet ? ClosuresTripletRenderer.self : nil
    }

    var testImports: (modules: [String], conditional: [String]) { ([], []) }

    // Test support without streams sets and calls the output closures itself (`ProbeWriter`, `FakeWriter`): these
    // stream pieces are never asked for.
    var subscriptionStorage: String { preconditionFailure("no streams") }

    func subscribe(_ expression: String, _ kind: SubscribedStream, handler: String) -> [String] {
        preconditionFailure("no streams")
    }

    func feed(_ observer: String, _ value: String) -> String { preconditionFailure("no streams") }

    func observer(_ element: String, handler: String) -> (expression: String, helpers: [String]) {
        preconditionFailure("no streams")
    }

    func fakeOutput(_ name: String, element: String, _ output: ViewModel.Output) -> FakeOutputBacking {
        preconditionFailure("no streams")
    }

    /// The member the class keeps the logic's handlers in.
    static let handlersName = "handlers"
}

/// The protocol triplet without a framework.
enum ClosuresTripletRenderer: StyleRenderer {
    static func render(_ context: RenderContext) -> [UInt8] {
        let viewModel = context.viewModel
        let access = context.access
        var writer = SwiftWriter(indentation: context.options.indentation)
        context.writeHeader(&writer)
        writer.blank()

        if context.writesLogicContract { writeLogicContract(context, &writer) }
        let emitterTypes = viewModel.outputs.map(emitterType)
        TripletRenderer.writeProtocols(context, outputs: zip(viewModel.outputs, emitterTypes).map { output, type in
            (output, "var \(Identifier.escaped(output.name)): (\(type))? { get set }")
        }, outputsRefinement: ": AnyObject", &writer)
        context.writeViewModelMark(&writer)
        TripletRenderer.writeClassOpening(context, &writer) { writer in
            if !viewModel.outputs.isEmpty {
                writer.blank()
                writer.line("// MARK: Outputs")
                writer.blank()
                for (output, type) in zip(viewModel.outputs, emitterTypes) {
                    writer.conditional(output.condition) { writer in
                        let declaration = "\(access)var \(Identifier.escaped(output.name)): (\(type))?"
                        guard let start = output.fallback, output.isState else { return writer.line(declaration) }
                        // State: the view is told the current value when it sets its closure, however late.
                        writer.block(declaration) { writer in
                            writer.line("didSet { \(Identifier.member(output.name))?(\(latestName(output))) }")
                        }
                        writer.line("private var \(latestName(output)): \(output.type.description) = \(start)")
                    }
                }
            }
            writer.blank()
            writer.line("// MARK: Logic")
            writer.blank()
            context.writeDependencyProperties(&writer)
            writeHandlers(context, &writer)
            context.writeDependencyInit(mark: "// MARK: Init", &writer)
            writeInputMethods(context, &writer)
        }
        return writer.bytes
    }

    /// The logic contract without streams: the handlers the logic returns (`Input`), and the outputs it is given as
    /// functions to call (`Output`). The same text in every style of the closures framework.
    static func writeLogicContract(_ context: RenderContext, _ writer: inout SwiftWriter) {
        let viewModel = context.viewModel
        let name = viewModel.name
        let logic = context.logicName
        let access = context.access
        let handlerTypes = viewModel.inputs.map { input in
            "(" + input.parameters.map(\.type.parameterDescription).joined(separator: ", ") + ") -> Void"
        }
        let emitterTypes = viewModel.outputs.map(emitterType)
        writer.line("// MARK: - Logic")
        writer.blank()
        context.writeLogicDocs(
            [
                "The contract between the generated `\(name)` and its hand-written logic. Without streams the logic is",
                "given the outputs as functions to call, and returns what to do on each input.",
            ],
            function: "handle(_ output: Output", result: "Input", &writer
        ) { example in
            example.list("Input(", viewModel.inputs.map { "\($0.streamName): { ... }" }, ")")
        }
        writer.block("\(context.isolation)\(access)enum \(logic)") { writer in
            context.writeTypeAliasesByName(&writer)
            writer.docs(["What the logic does on each input of `\(name)`."])
            context.writeStruct(
                "Input", members: zip(viewModel.inputs, handlerTypes).map { ($0.streamName, $1, $0.docs) },
                escaping: viewModel.inputs.map { _ in true }, conditions: viewModel.inputs.map(\.condition), &writer)
            writer.blank()
            writer.docs(["The outputs of `\(name)`: call them to tell the view."])
            context.writeStruct(
                "Output", members: zip(viewModel.outputs, emitterTypes).map { ($0.name, $1, $0.docs) },
                escaping: viewModel.outputs.map { _ in true }, conditions: viewModel.outputs.map(\.condition), &writer)
        }
        writer.blank()
    }

    /// `private lazy var handlers = XLogic.handle(XLogic.Output(...), dependency: dependency)`: the logic, built on
    /// the first input, given each output as a function; `emitter` is what an output's function does (by default,
    /// call the closure the view set), and `attribute` goes before the declaration (`@ObservationIgnored `).
    static func writeHandlers(
        _ context: RenderContext, attribute: String = "", emitter: ((ViewModel.Output) -> String)? = nil,
        _ writer: inout SwiftWriter
    ) {
        let viewModel = context.viewModel
        let logic = context.logicName
        let emitters = viewModel.outputs.map { output -> String in
            if let emitter { return "\(Identifier.label(output.name)): \(emitter(output))" }
            let call = output.type.isVoid ? "()" : "($0)"
            if output.isState {
                let latest = "self?.\(latestName(output))"
                return "\(Identifier.label(output.name)): { [weak self] in \(latest) = $0; self?.\(Identifier.member(output.name))?($0) }"
            }
            return "\(Identifier.label(output.name)): { [weak self] in self?.\(Identifier.member(output.name))?\(call) }"
        }
        let dependencies = viewModel.logicDependencies.map {
            RenderContext.argument($0.name, Identifier.escaped($0.name))
        }
        // Outputs under `@if` are given in the builds that have them: the declaration is written once for each.
        writer.branches(CompileCondition.distinct(viewModel.outputs.map(\.condition))) { writer, holds in
            writer.line("\(attribute)private lazy var \(ClosuresDialect.handlersName): \(logic).Input = \(logic).handle(")
            writer.indent { writer in
                let given = zip(viewModel.outputs, emitters).filter { holds($0.0.condition) }.map(\.1)
                writer.list("\(logic).Output(", given, ")" + (dependencies.isEmpty ? "" : ","))
                for (index, dependency) in dependencies.enumerated() {
                    writer.line(dependency, index == dependencies.count - 1 ? "" : ",")
                }
            }
            writer.line(")")
        }
    }

    /// Each input's method, which calls the logic's handler for it.
    static func writeInputMethods(_ context: RenderContext, _ writer: inout SwiftWriter) {
        guard !context.viewModel.inputs.isEmpty else { return }
        let handlers = ClosuresDialect.handlersName
        writer.blank()
        writer.line("// MARK: Inputs")
        for input in context.viewModel.inputs {
            writer.blank()
            writer.conditional(input.condition) { writer in
                writer.block(context.access + TripletRenderer.signature(of: input)) { writer in
                    let arguments = input.parameters.map { Identifier.escaped($0.name) }.joined(separator: ", ")
                    let shadowed = input.parameters.contains { $0.name == handlers }
                    writer.line("\(shadowed ? "self." : "")\(handlers).\(Identifier.member(input.streamName))(\(arguments))")
                }
            }
        }
    }

    /// `greetingValue`: where the view model keeps a state output's latest value (`DerivedMembers` reserves it).
    static func latestName(_ output: ViewModel.Output) -> String { Identifier.member(output.name + "Value") }

    /// `() -> Void` for an output without a value, `(T) -> Void` otherwise.
    static func emitterType(_ output: ViewModel.Output) -> String {
        output.type.isVoid ? "() -> Void" : "(\(output.type.parameterDescription)) -> Void"
    }
}
