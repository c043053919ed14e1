/// The fake of a SwiftUI view model (the observable and published styles) for view tests: a class of the same kind
/// (`@Observable`, or an `ObservableObject` whose values are `@Published`) with the view model's stored values, events
/// and input methods, so a view reads and calls it as it does the view model. It records every input the view sends
/// as a `Call`, in order, and shows the view what the test sends with `send(output: value)`, which sets the value
/// SwiftUI observes (or sends the event). It conforms to the spec's `conforms:` protocols, as the view model does: a
/// view that depends on such a protocol takes either.
struct StoredValueFakeWriter {
    let context: RenderContext

    var viewModel: ViewModel { context.viewModel }
    var dialect: FrameworkDialect { context.dialect }
    var surface: ViewSurface { ViewSurface(context: context) }
    var name: String { context.names.fakeName(context.style) }
    var published: Bool { context.style == .published }

    func write(_ writer: inout SwiftWriter) {
        writer.line("// MARK: - Fake")
        writer.blank()
        writer.docs([
            "A stand-in for `\(context.typeName)` in view tests: a view reads its values and calls its input methods as it"
                + " does the view model's; it records every input the view sends, in order, and shows the view what the"
                + " test sends.",
        ])
        let conformances = (published ? ["ObservableObject"] : []) + context.options.conformances
        let clause = conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")
        if !published { writer.line("\(surface.isolation)@Observable") }
        writer.block("\(published ? surface.isolation : "")final class \(name)\(clause)") { writer in
            context.writeTypeAliasesByName(&writer)
            let fake = FakeWriter(context: context)
            fake.writeCallType(&writer)
            writer.blank()
            writer.docs(["Every input the view sent, in order."])
            writer.line("private(set) var calls: [Call] = []")
            context.writeFakeWeakProperties(&writer)
            let backings = writeOutputs(&writer)
            writeInit(&writer)
            writeInputs(fake, &writer)
            writeSends(backings, &writer)
        }
    }

    /// The backing of each output the view reads as the framework's stream.
    private func streamBacking(_ index: Int) -> FakeOutputBacking? {
        let output = viewModel.outputs[index]
        guard surface.output(output) == .stream else { return nil }
        return dialect.fakeOutput(output.name, element: output.type.isVoid ? "Void" : context.shared.outputElements[index], output)
    }

    /// The outputs as the view model declares them: stored values the test sets, events, and values given to `init`.
    private func writeOutputs(_ writer: inout SwiftWriter) -> [FakeOutputBacking?] {
        let backings = viewModel.outputs.indices.map(streamBacking)
        guard !viewModel.outputs.isEmpty else { return backings }
        writer.blank()
        writer.line("// MARK: Outputs")
        let ignored = published ? "" : "@ObservationIgnored "
        for (index, output) in viewModel.outputs.enumerated() {
            writer.blank()
            writer.conditional(output.condition) { writer in
                writer.docs(output.docs)
                let name = Identifier.escaped(output.name)
                switch surface.output(output) {
                case .storedValue:
                    let attribute = published ? "@Published " : ""
                    writer.line("\(attribute)private(set) var \(name): \(ObservableRenderer.storedValue(of: output))")
                case .stream:
                    let backing = backings[index]!
                    writer.line("var \(name): \(context.shared.outputViewTypes[index]) { \(backing.view) }")
                    writer.line("private " + backing.declaration)
                case .closure:
                    writer.line("\(ignored)var \(name): (\(ClosuresTripletRenderer.emitterType(output)))?")
                case .value:
                    writer.line("let \(name): \(context.shared.outputViewTypes[index])")
                }
            }
        }
        return backings
    }

    /// `init()`, or `init` taking the values the view model computes once.
    private func writeInit(_ writer: inout SwiftWriter) {
        let given = viewModel.outputs.enumerated().filter { surface.output($1) == .value }
        writer.blank()
        writer.branches(CompileCondition.distinct(given.map(\.element.condition))) { writer, holds in
            let present = given.filter { holds($0.element.condition) }
            guard !present.isEmpty else {
                writer.line("init() {}")
                return
            }
            let parameters = present.map { index, output in
                "\(Identifier.escaped(output.name)): "
                    + (output.isClosure ? "@escaping " : "") + context.shared.outputViewTypes[index]
            }
            writer.list("init(", parameters, ") {")
            writer.indent { writer in
                for (_, output) in present {
                    writer.line("self.\(Identifier.member(output.name)) = \(Identifier.escaped(output.name))")
                }
            }
            writer.line("}")
        }
    }

    /// The input methods, each recording its call.
    private func writeInputs(_ fake: FakeWriter, _ writer: inout SwiftWriter) {
        guard !viewModel.inputs.isEmpty else { return }
        writer.blank()
        writer.line("// MARK: Inputs")
        for input in viewModel.inputs {
            writer.blank()
            writer.conditional(input.condition) { writer in
                writer.block(TripletRenderer.signature(of: input)) { writer in
                    let shadowed = input.parameters.contains { $0.name == "calls" }
                    writer.line("\(shadowed ? "self." : "")calls.append(\(TestSupportRenderer.call(input)))")
                }
            }
        }
    }

    /// `send(isLoading:)` for each output the view observes: sets the stored value, sends the event.
    private func writeSends(_ backings: [FakeOutputBacking?], _ writer: inout SwiftWriter) {
        let shown = viewModel.outputs.enumerated().filter { surface.output($1) != .value }
        guard !shown.isEmpty else { return }
        writer.blank()
        writer.line("// MARK: What the view shows")
        for (index, output) in shown {
            writer.blank()
            writer.conditional(output.condition) { writer in
                let stored = surface.output(output) == .storedValue
                writer.docs([stored ? "Sets `\(output.name)` to `value`, as the view model would." : "Shows the view `value` as `\(output.name)`."])
                let element = output.type.isVoid ? "Void" : output.type.parameterDescription
                writer.block("func send(\(FakeWriter.sendParameter(output)): \(element))") { writer in
                    let member = "self." + Identifier.member(output.name)
                    switch surface.output(output) {
                    case .storedValue: writer.line("\(member) = value")
                    case .stream: writer.line(backings[index]!.send("value"))
                    default: writer.line("\(member)?(\(output.type.isVoid ? "" : "value"))")
                    }
                }
            }
        }
    }
}
