/// The transform style spelled as the one-stream event transform (`transform:` of streams): `func transform(with
/// input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>`, with `enum Input` (a case per input, its
/// parameters the associated values) and `enum Output` (a case per output, its type the associated values). The
/// logic keeps the contract of every style, structs of streams: the view model splits the one input stream into a
/// stream per case (sharing it once), runs the logic, and merges its outputs into one stream of `Output` cases.
enum EventTransformRenderer {
    /// The enums and the method, inside the view model's body (after its dependencies and `init`).
    static func writeEnums(_ context: RenderContext, _ writer: inout SwiftWriter) {
        let access = context.access
        let signature = context.options.transform
        // The names the app's protocol knows the enums by (`event-aliases:`).
        if let aliases = context.options.eventAliases {
            for (alias, type) in zip(aliases, [signature.inputType, signature.outputType]) {
                writer.line("\(access)typealias \(Identifier.escaped(alias)) = \(Identifier.escaped(type))")
            }
            writer.blank()
        }
        writer.docs(["The events the view sends `\(context.typeName)`, a case per input."])
        writer.block("\(access)enum \(Identifier.escaped(signature.inputType))") { writer in
            // An input the view calls (`@call`) is a method of the class, not a case.
            for input in context.viewModel.inputs where !input.isCalled {
                writer.docs(input.docs)
                writer.line("case " + inputCase(input))
            }
        }
        writer.blank()
        writeOutputEnum(context, &writer)
    }

    /// `enum Output`, a case per output: the one-stream event transform's and the transform of states'.
    static func writeOutputEnum(_ context: RenderContext, _ writer: inout SwiftWriter) {
        let signature = context.options.transform
        writer.docs(["What `\(context.typeName)` shows the view, a case per output."])
        writer.block("\(context.access)enum \(Identifier.escaped(signature.outputType))") { writer in
            // A value the view reads (`@value`) is a property of the class, not a case.
            for output in context.viewModel.outputs where output.streamKind != .value {
                writer.docs(output.docs)
                writer.line("case " + outputCase(output))
            }
        }
    }

    /// `checkCode(String, String)`, `select(item: Item)`, `viewDidLoad`: an input's case, its parameters' labels kept.
    static func inputCase(_ input: ViewModel.Input) -> String {
        let name = Identifier.escaped(input.methodName)
        guard !input.parameters.isEmpty else { return name }
        return name + "(" + input.parameters.map { parameter in
            (parameter.label.map { Identifier.label($0) + ": " } ?? "") + parameter.type.description
        }.joined(separator: ", ") + ")"
    }

    /// `show([Item])`, `failed(message: String, code: Int)`, `finished`: an output's case, a tuple's elements its values.
    static func outputCase(_ output: ViewModel.Output) -> String {
        let name = Identifier.escaped(output.name)
        guard let values = associatedValues(output) else { return name }
        return name + "(" + values.map { ($0.label.map { Identifier.label($0) + ": " } ?? "") + $0.type.description }
            .joined(separator: ", ") + ")"
    }

    /// The associated values of an output's case: none for `Void`, a tuple's elements, or the type itself; with
    /// `@label`, the type as one value (a tuple or `Void` too: `@label(_)` unlabelled), labelled so.
    static func associatedValues(_ output: ViewModel.Output) -> [SwiftType.TupleElement]? {
        guard let label = output.caseLabel else { return associatedValues(output.type) }
        return [.init(label: label == "_" ? nil : label, type: output.type)]
    }

    /// The associated values of a type: none for `Void`, a tuple's elements, or the type itself.
    static func associatedValues(_ type: SwiftType) -> [SwiftType.TupleElement]? {
        if type.isVoid { return nil }
        if case .tuple(let elements) = type, elements.count > 1 { return elements }
        return [.init(label: nil, type: type)]
    }

    /// The body of `transform(with:)`: split, run the logic, merge.
    static func writeBody(_ context: RenderContext, _ writer: inout SwiftWriter) {
        guard let streams = context.dialect.eventStreams else { return }
        let signature = context.options.transform
        let logic = context.logicName
        let viewModel = context.viewModel
        let events = signature.inputName == "events" ? "sharedEvents" : "events"
        let locals = Set([signature.inputName, events, "output"])
        let input = Identifier.escaped(signature.inputName)
        // Combine's and RxSwift's streams are cold: shared once, the view's events reach every case's stream.
        // Without a case (every input called, `@call`), the view's stream carries nothing the logic reads.
        if viewModel.inputs.contains(where: { !$0.isCalled }) {
            writer.line("let \(events) = " + streams.sharedEvents(input))
        }
        let erase = streams.eventCaseErasure
        let dependencies = viewModel.logicDependencies.map {
            RenderContext.argument($0.name, RenderContext.member($0.name, shadowing: locals))
        }
        writer.line("let output = \(logic).transform(")
        writer.indent { writer in
            if viewModel.inputs.isEmpty {
                writer.line("\(logic).Input()" + (dependencies.isEmpty ? "" : ","))
            } else {
                writer.line("\(logic).Input(")
                writer.indent { writer in
                    let called = CalledInputs.backings(context)
                    for (index, (input, spelling)) in zip(viewModel.inputs, context.shared.inputs).enumerated() {
                        let last = index == viewModel.inputs.count - 1
                        if let backing = called[index] {
                            // The stream the class's method sends into (`@call`).
                            let stream = RenderContext.qualified(backing.stream, backing, shadowing: locals)
                            writer.line("\(Identifier.label(input.streamName)): \(stream)" + (last ? "" : ","))
                            continue
                        }
                        writer.line("\(Identifier.label(input.streamName)): \(events).compactMap { event -> \(spelling.optionalElement) in")
                        writer.indent { writer in
                            let (pattern, value) = extraction(input)
                            writer.line("if case \(pattern) = event { return \(value) }")
                            writer.line("return nil")
                        }
                        writer.line("}" + erase + (last ? "" : ","))
                    }
                }
                writer.line(")" + (dependencies.isEmpty ? "" : ","))
            }
            for (index, dependency) in dependencies.enumerated() {
                writer.line(dependency + (index == dependencies.count - 1 ? "" : ","))
            }
        }
        writer.line(")")
        // The values the class keeps (`@value`) first, subscribed before the cases. (Which of a value and a case the
        // logic sends from one shared stream comes first is Combine's to choose: its subjects reach their subscribers
        // in no set order.)
        let kept = EventTransformValues.writeKeeping(
            context, outputType: signature.outputType,
            locals: locals.union(viewModel.dependencies.map(\.name) + viewModel.inputs.map(\.streamName)), &writer)
        let ordered = viewModel.outputs.filter { $0.streamKind == .value } + viewModel.outputs.filter { $0.streamKind != .value }
        writeMerge(ordered.map { ($0, kept[$0.name] ?? "output." + Identifier.member($0.name)) }, into: signature.outputType,
                   streams: streams, &writer)
    }

    /// The end of the transform of states' body, after `let output = Logic.transform(...)`: the logic's outputs
    /// merged into the one stream of `Output` cases it returns.
    static func writeStatesMerge(_ context: RenderContext, _ writer: inout SwiftWriter) {
        guard let streams = context.dialect.eventStreams else { return }
        writeMerge(context.viewModel.outputs.map { ($0, "output." + Identifier.member($0.name)) },
                   into: context.options.transform.outputType, streams: streams, &writer)
    }

    /// `return` the streams of `outputs` (each output with the expression of its stream), each value made its case
    /// of `outputType`, merged into one stream.
    static func writeMerge(
        _ outputs: [(ViewModel.Output, String)], into outputType: String, streams: EventStreams, _ writer: inout SwiftWriter
    ) {
        streams.writeEventMerge(outputs.map { output, stream in
            // A value's stream is kept already (`EventTransformValues.writeKeeping`): it sends no case.
            output.streamKind == .value ? stream : "\(stream).map { \(construction(output, outputType)) }" + streams.eventCaseErasure
        }, &writer)
    }

    /// The pattern that matches an input's case and the value its stream carries: `let .search(value0)`, `value0`.
    static func extraction(_ input: ViewModel.Input) -> (pattern: String, value: String) {
        let name = "." + Identifier.member(input.methodName)
        switch input.parameters.count {
        case 0: return (name, "()")
        case 1: return ("let \(name)(value0)", "value0")
        default:
            let bindings = input.parameters.indices.map { "value\($0)" }
            let tuple = zip(input.parameters, bindings).map { Identifier.label($0.name) + ": " + $1 }
            return ("let \(name)(" + bindings.joined(separator: ", ") + ")", "(" + tuple.joined(separator: ", ") + ")")
        }
    }

    /// The `Output` case made of a value of the logic's output stream (`$0`): `Output.show($0)`,
    /// `Output.failed(message: $0.0, code: $0.1)`, `Output.finished`.
    static func construction(_ output: ViewModel.Output, _ outputType: String) -> String {
        let name = Identifier.escaped(outputType) + "." + Identifier.member(output.name)
        guard let values = associatedValues(output) else { return "_ in " + name }
        if values.count == 1 { return name + "(" + (values[0].label.map { Identifier.label($0) + ": " } ?? "") + "$0)" }
        return name + "(" + values.enumerated().map { index, element in
            (element.label.map { Identifier.label($0) + ": " } ?? "") + "$0.\(index)"
        }.joined(separator: ", ") + ")"
    }
}
