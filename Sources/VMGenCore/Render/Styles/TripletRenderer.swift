/// The protocol triplet (Kickstarter, Merpay): `XInputs`, `XOutputs`, `XType` and a final class conforming
/// to all three, its input methods bridged to streams by private storage.
enum TripletRenderer: StyleRenderer {
    static func render(_ context: RenderContext) -> [UInt8] {
        let viewModel = context.viewModel
        let access = context.access
        var writer = SwiftWriter(indentation: context.options.indentation)
        context.writeHeaderAndContract(&writer)
        writeProtocols(context, outputs: zip(viewModel.outputs, context.shared.outputViewTypes).filter { !$0.0.answersInput && !$0.0.isOutside }
            .map { output, type in
                (output, output.isFunction ? signature(of: output)
                    : String(built: "var \(Identifier.escaped(output.name)): \(type)\(output.unwrappedMark) \(output.accessors)"))
            }, outputsRefinement: "", &writer)
        context.writeViewModelMark(&writer)
        let backings = context.backings
        let shared = context.dialect.sharedOutputs(isolation: context.isolation)
        writeClassOpening(context, &writer) { writer in
            context.writeOwnState(&writer)
            if !viewModel.outputs.isEmpty {
                writer.blank()
                writer.line("// MARK: Outputs")
                writer.blank()
                // An output offered outside the protocols (`@kept(routeRelay) @outside`) is the team's member to declare.
                for (index, (output, type)) in zip(viewModel.outputs, context.shared.outputViewTypes).enumerated()
                    where !output.isFunction && !output.isOutside {
                    writer.conditional(output.condition) { writer in
                        if let shared, !output.isValueLike {
                            // Each read is a stream of its own (Swift's `AsyncStream` has one consumer).
                            let storage = shared.storageName(output.name)
                            writer.line("\(access)var \(Identifier.escaped(output.name)): \(type)\(output.unwrappedMark) { \(shared.read(storage)) }")
                            writer.line("private let \(storage): \(shared.storageType(context.shared.outputElements[index]))")
                        } else {
                            writer.line("\(access)\(output.isSettable ? "var" : "let") \(Identifier.escaped(output.name)): \(type)\(output.unwrappedMark)")
                        }
                    }
                }
                writeFunctionOutputs(context, &writer)
                // `@kept(itemsRelay)`: the subscriptions that keep the class's relays set to the logic's streams.
                if let storage = KeptOutputRendering.classStorage(context) { writer.line("private " + storage) }
            }
            if !backings.isEmpty {
                writer.blank()
                writer.line("// MARK: Input streams")
                writer.blank()
                for (input, backing) in zip(viewModel.inputs, backings) {
                    // `@settable`: the storage the class's property sets (`private var saveSubject = ...`).
                    writer.conditional(input.condition) { $0.line("private ", input.isSettable ? settable(backing.declaration) : backing.declaration) }
                }
            }
            context.writeLogicInit(backings, &writer) { writer, locals in
                for (index, output) in viewModel.outputs.enumerated() where !output.isOutside {
                    writer.conditional(output.condition) { writer in
                        if let shared, !output.isValueLike {
                            let logic = "output.\(Identifier.member(output.name))"
                            writer.line("\(shared.storageName(output.name)) = \(shared.make(logic, output))")
                            return
                        }
                        let stored = output.isFunction ? answerName(output) : output.name
                        writer.line("\(RenderContext.member(stored, shadowing: locals)) = \(context.logicViewOutput(index))")
                    }
                }
                KeptOutputRendering.writeClassKeeps(context, locals: locals, &writer)
            }
            context.writeBackingHelpers(backings, &writer)
            if let shared, viewModel.outputs.contains(where: { !$0.isValueLike }) {
                writer.blank()
                for line in shared.helpers { writer.line(line) }
            }
            if !viewModel.inputs.isEmpty {
                writer.blank()
                writer.line("// MARK: Inputs")
                for (index, (input, backing)) in zip(viewModel.inputs, backings).enumerated() {
                    writer.blank()
                    writer.conditional(input.condition) { writer in
                        if input.isSentInto, let type = backing.observerType, let observer = backing.observer {
                            let accessors = input.isSettable ? "get { \(observer) } set { \(observer) = newValue }" : observer
                            writer.line("\(access)var \(Identifier.escaped(input.methodName)): \(type)\(input.unwrappedMark) { \(accessors) }")
                            return
                        }
                        writer.block("\(access)\(context.shared.inputSignatures[index])") { writer in
                            let parameters = Set(input.parameters.map(\.name))
                            let value = sentValue(of: input)
                            writer.line(RenderContext.qualifiedSend(backing, value, shadowing: parameters))
                            if input.answerType != nil {
                                // The logic's answer to what was just sent.
                                writer.line("return self.\(Identifier.member(input.answerName))(\(arguments(input.parameters)))")
                            }
                        }
                    }
                }
            }
        }
        return writer.bytes
    }

    /// The three protocols: the inputs (one method each), the outputs (the lines given, with their docs), and the
    /// type that erases the view model to its inputs and outputs; with errors (`errors:`), a fourth, `XErrors`, of
    /// the error outputs' lines, which the type reaches as `errors`.
    static func writeProtocols(
        _ context: RenderContext, outputs members: [(output: ViewModel.Output, line: String)], outputsRefinement: String,
        _ writer: inout SwiftWriter
    ) {
        func group(_ group: ViewModel.ProtocolGroup) -> [(docs: [String], line: String, String?)] {
            members.filter { $0.output.group == group }.map { (docs: $0.output.docs, line: $0.line, $0.output.condition) }
        }
        let (outputs, errors) = (group(.outputs), group(.errors))
        let name = context.typeName
        let protocols = context.viewModel.protocols
        let access = context.access
        writer.line("// MARK: - Protocols")
        writer.blank()
        // `class-bound:` protocols refine `AnyObject` (the closures framework's outputs and errors always do).
        let classBound = context.viewModel.classBound
        // And the app's protocols a group's protocol refines (`outputs-refine:`).
        func bound(_ group: String, _ refinement: String) -> String {
            let own = refinement.isEmpty ? (classBound.contains(group) ? ["AnyObject"] : []) : [String(refinement.dropFirst(2))]
            let refined = own + (ViewModel.ProtocolGroup(rawValue: group).flatMap { context.viewModel.groupRefinements[$0] } ?? [])
            return refined.isEmpty ? "" : ": " + refined.joined(separator: ", ")
        }
        // `groups: one`: the type protocol alone, declaring the inputs and the outputs itself.
        if context.viewModel.typeDeclaresMembers {
            return writeOneProtocol(context, inputConstants: group(.inputs), outputs: outputs,
                                    classBound: !outputsRefinement.isEmpty, &writer)
        }
        writer.docs(["The inputs of `\(name)`: what the view tells it."])
        writer.block("\(context.isolation)\(access)protocol \(protocols.inputs)\(bound("inputs", ""))") { writer in
            writeTypeAliases(context, of: .inputs, &writer)
            writeInputMembers(context, constants: group(.inputs), &writer)
        }
        writer.blank()
        writer.docs(["The outputs of `\(name)`: " + (outputsRefinement.isEmpty
            ? "what the view shows." : "closures the view sets to be told what to show.")])
        writer.block("\(context.isolation)\(access)protocol \(protocols.outputs)\(bound("outputs", outputsRefinement))") { writer in
            writeTypeAliases(context, of: .outputs, &writer)
            for output in outputs {
                writer.conditional(output.2) { writer in
                    writer.docs(output.docs)
                    writer.line(output.line)
                }
            }
            writeDeclaredInputs(context, in: "outputs", &writer)
        }
        if !errors.isEmpty {
            writer.blank()
            writer.docs(["The errors of `\(name)`: " + (outputsRefinement.isEmpty
                ? "what went wrong, for the view to show." : "closures the view sets to be told what went wrong.")])
            writer.block("\(context.isolation)\(access)protocol \(protocols.errors)\(bound("errors", outputsRefinement))") { writer in
                writeTypeAliases(context, of: .errors, &writer)
                for error in errors {
                    writer.conditional(error.2) { writer in
                        writer.docs(error.0)
                        writer.line(error.1)
                    }
                }
            }
        }
        writer.blank()
        writer.docs(["`\(name)` as the view sees it: its inputs and its outputs\(errors.isEmpty ? "" : ", and its errors")."])
        // `groups: typealias`: the groups' composition, which declares nothing of its own.
        if context.viewModel.typeIsComposition {
            writer.line(TypeComposition.declaration(of: context.viewModel, access: access))
            writer.blank()
            return
        }
        let refined = context.viewModel.typeRefines.filter { $0 != .errors || !errors.isEmpty }.map(protocols.name(of:))
        writeTypeProtocol(context, refining: refined, classBound: false, &writer) { writer in
            let viewModel = context.viewModel
            if viewModel.hasGroupProperties {
                writer.line("var \(Identifier.escaped(viewModel.property(of: .inputs))): any \(protocols.inputs) { get }")
                writer.line("var \(Identifier.escaped(viewModel.property(of: .outputs))): any \(protocols.outputs) { get }")
                if !errors.isEmpty { writer.line("var \(Identifier.escaped(viewModel.property(of: .errors))): any \(protocols.errors) { get }") }
            }
            // `self-as: state: DaysViewModelState`: the view model as an app's protocol it conforms to.
            for view in viewModel.selfViews { writer.line("var \(Identifier.escaped(view.name)): any \(view.type) { get }") }
            writeDeclaredInputs(context, in: "type", &writer)
        }
    }

    /// `protocol XType: ... {`: its typealiases, `members`, then the initializer and the readable dependencies it
    /// requires (`type-requires:`). `classBound`: it refines `AnyObject` (the closures framework's outputs are set
    /// through it) unless `class-bound: type` says so already.
    private static func writeTypeProtocol(
        _ context: RenderContext, refining refined: [String], classBound: Bool, _ writer: inout SwiftWriter,
        _ members: (inout SwiftWriter) -> Void
    ) {
        let viewModel = context.viewModel
        let bound = classBound || viewModel.classBound.contains("type")
        let refinements = (bound ? ["AnyObject"] : []) + refined + viewModel.typeRefinements
        let refinement = refinements.isEmpty ? "" : ": " + refinements.joined(separator: ", ")
        writer.block("\(context.isolation)\(context.access)protocol \(viewModel.protocols.type)\(refinement)") { writer in
            writeTypeAliases(context, of: nil, &writer)
            members(&writer)
            // `type-requires: init`: the initializer, as call sites that make the view model through the type use it.
            if viewModel.typeRequiresInit {
                writer.list("init(", viewModel.dependencies.map { $0.declaredName + ": " + $0.parameterType }, ")")
            }
            // `type-requires: theme`: a readable dependency, which the class stores where call sites read it.
            for name in viewModel.typeRequiredDependencies {
                guard let dependency = viewModel.dependencies.first(where: { $0.name == name }) else { continue }
                writer.docs(dependency.docs)
                writer.line("var \(Identifier.escaped(dependency.name)): \(dependency.declaredType) { get }")
            }
        }
        writer.blank()
    }

    /// `groups: one`: the type protocol alone, declaring the inputs (observers, methods, the constants under
    /// `inputs:`) and the outputs itself, as Kickstarter-like apps write their one protocol.
    private static func writeOneProtocol(
        _ context: RenderContext, inputConstants: [(docs: [String], line: String, String?)],
        outputs: [(docs: [String], line: String, String?)], classBound: Bool, _ writer: inout SwiftWriter
    ) {
        writer.docs(["`\(context.typeName)` as the view sees it: what the view tells it, and what it shows."])
        writeTypeProtocol(context, refining: [], classBound: classBound, &writer) { writer in
            writeInputMembers(context, constants: inputConstants, &writer)
            for output in outputs {
                writer.conditional(output.2) { writer in
                    writer.docs(output.docs)
                    writer.line(output.line)
                }
            }
        }
    }

    /// The inputs protocol's members: an observer the view sends into (`@observer`) or a method for each input, then
    /// the constants under `inputs:` (objects the logic makes, which the view sends into or applies).
    private static func writeInputMembers(
        _ context: RenderContext, constants: [(docs: [String], line: String, String?)], _ writer: inout SwiftWriter
    ) {
        // Without a framework there is no storage, and no input the view sends into.
        let backings = context.viewModel.inputs.contains(where: \.isSentInto) ? context.backings : []
        // `@in(outputs)` and `@in(type)` inputs are declared in those protocols.
        for (index, input) in context.viewModel.inputs.enumerated() where input.declaredIn == nil {
            writer.conditional(input.condition) { writer in
                writer.docs(input.docs)
                if input.isSentInto, let type = backings[index].observerType {
                    writer.line("var \(Identifier.escaped(input.methodName)): \(type)\(input.unwrappedMark) \(input.accessors)")
                } else {
                    writer.line(context.shared.inputSignatures[index])
                }
            }
        }
        for constant in constants {
            writer.conditional(constant.2) { writer in
                writer.docs(constant.docs)
                writer.line(constant.line)
            }
        }
    }

    /// The input methods `protocol` (`outputs` or `type`) declares in the inputs protocol's stead (`@in(outputs)`).
    static func writeDeclaredInputs(_ context: RenderContext, in protocol: String, _ writer: inout SwiftWriter) {
        for input in context.viewModel.inputs where input.declaredIn == `protocol` {
            writer.conditional(input.condition) { writer in
                writer.docs(input.docs)
                writer.line(signature(of: input))
            }
        }
    }

    /// The typealiases the protocol of `group` declares (the type protocol's for nil), before its members.
    static func writeTypeAliases(_ context: RenderContext, of group: ViewModel.ProtocolGroup?, _ writer: inout SwiftWriter) {
        for alias in context.viewModel.typeAliases where alias.group == group {
            writer.docs(alias.docs)
            writer.line("typealias \(Identifier.escaped(alias.name)) = \(alias.type.description)")
        }
    }

    /// `final class X: XType, XInputs, XOutputs {` with the `inputs` and `outputs` that return itself, then `body`.
    static func writeClassOpening(
        _ context: RenderContext, _ writer: inout SwiftWriter, _ body: (inout SwiftWriter) -> Void
    ) {
        let name = context.typeName
        let access = context.access
        let protocols = context.viewModel.protocols
        let hasErrors = context.viewModel.hasErrorGroup
        // The groups the type protocol refines go without saying, as hand-written triplets write them.
        // `groups: one`: the type protocol is the triplet's only one.
        let groups: [ViewModel.ProtocolGroup] = context.viewModel.typeDeclaresMembers ? []
            : [.inputs, .outputs] + (hasErrors ? [.errors] : [])
        let conformances = context.conformanceClause(
            [protocols.type] + groups.filter { !context.viewModel.typeRefines.contains($0) }.map(protocols.name(of:)))
        writer.block("\(context.isolation)\(access)\(context.options.classKeyword) \(name)\(conformances)") { writer in
            let viewModel = context.viewModel
            if viewModel.hasGroupProperties {
                writer.line("\(access)var \(Identifier.escaped(viewModel.property(of: .inputs))): any \(protocols.inputs) { self }")
                writer.line("\(access)var \(Identifier.escaped(viewModel.property(of: .outputs))): any \(protocols.outputs) { self }")
                if hasErrors { writer.line("\(access)var \(Identifier.escaped(viewModel.property(of: .errors))): any \(protocols.errors) { self }") }
            }
            for view in viewModel.selfViews { writer.line("\(access)var \(Identifier.escaped(view.name)): any \(view.type) { self }") }
            body(&writer)
        }
    }

    /// `func type(email: String)`, `func usernameChanged(_ username: String)`.
    static func signature(of input: ViewModel.Input) -> String {
        // Each piece copied once into one buffer: no string built for a parameter, nor for the list of them.
        var bytes = InlineBytes()
        bytes.append("func ")
        bytes.append(Identifier.escaped(input.methodName))
        bytes.append("(")
        for (index, parameter) in input.parameters.enumerated() {
            if index > 0 { bytes.append(", ") }
            append(parameter, to: &bytes)
        }
        bytes.append(")")
        if let answer = input.answerType {
            bytes.append(" -> ")
            bytes.append(answer.description)
        }
        return bytes.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// `func selectedReward() -> Reward?`: a function output as the outputs protocol declares it.
    static func signature(of output: ViewModel.Output) -> String {
        "func \(Identifier.escaped(output.name))(\((output.parameters ?? []).map(parameter).joined(separator: ", "))) -> "
            + output.type.description
    }

    /// Where the class keeps the logic's function for a function output: `selectedRewardAnswer`.
    /// An input's answer is its own name already (`textViewShouldChangeAnswer`).
    static func answerName(_ output: ViewModel.Output) -> String { output.answersInput ? output.name : output.name + "Answer" }

    /// `cellType, section`: the parameters passed on to the function that answers, in order.
    static func arguments(_ parameters: [ViewModel.Parameter]) -> String {
        parameters.map { Identifier.escaped($0.name) }.joined(separator: ", ")
    }

    /// Each function output: the logic's function, kept, and the method that asks it.
    private static func writeFunctionOutputs(_ context: RenderContext, _ writer: inout SwiftWriter) {
        for (output, type) in zip(context.viewModel.outputs, context.shared.outputViewTypes) {
            guard let parameters = output.parameters else { continue }
            writer.blank()
            writer.conditional(output.condition) { writer in
                writer.line("private let \(Identifier.escaped(answerName(output))): \(type)")
                // An input's answer is returned by the input's method.
                if output.answersInput { return }
                writer.blank()
                writer.block(context.access + signature(of: output)) { writer in
                    writer.line("self.\(Identifier.member(answerName(output)))(\(arguments(parameters)))")
                }
            }
        }
    }

    /// `email: String`, `_ username: String`, `isAvailable available: Bool`, as written in a declaration.
    static func parameter(_ parameter: ViewModel.Parameter) -> String {
        var bytes = InlineBytes()
        append(parameter, to: &bytes)
        return bytes.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Appends `parameter(parameter)`'s text to `bytes`, piece by piece (`SwiftType.parameterDescription`'s
    /// `@escaping` and the type's description).
    static func append(_ parameter: ViewModel.Parameter, to bytes: inout InlineBytes) {
        switch parameter.label {
        case nil: bytes.append("_ ")
        case parameter.name?: break
        case let label?:
            bytes.append(Identifier.escaped(label))
            bytes.append(" ")
        }
        bytes.append(Identifier.escaped(parameter.name))
        bytes.append(": ")
        if parameter.type.isFunction { bytes.append("@escaping ") }
        bytes.append(parameter.type.description)
    }

    /// What an input method sends: `()`, its one argument, or a labelled tuple of its arguments.
    static func sentValue(of input: ViewModel.Input) -> String {
        switch input.parameters.count {
        case 0: return "()"
        case 1: return Identifier.escaped(input.parameters[0].name)
        default:
            return "(" + input.parameters.map {
                "\(Identifier.label($0.name)): \(Identifier.escaped($0.name))"
            }.joined(separator: ", ") + ")"
        }
    }
}

extension TripletRenderer {
    /// A storage declaration made settable: `var saveSubject = PublishSubject<Void>()` for `let saveSubject = ...`, the
    /// storage of a `@settable` input, which its property sets.
    static func settable(_ declaration: String) -> String {
        declaration.hasPrefix("let ") ? "var " + declaration.dropFirst(4) : declaration
    }
}
