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
        let declaration = context.options.typeKeyword
        let conformances = context.conformanceClause(TransformProtocolWriter.conformances(context))
        writer.block("\(context.isolation)\(access)\(declaration) \(context.typeName)\(conformances)") { writer in
            if signature.isEventStream {
                EventTransformRenderer.writeEnums(context, &writer)
            } else if context.isAppType(signature.inputType) {
                // The app declares the struct itself (`app-types:`): the method converts it for the logic.
                writer.line("// The view hands the inputs of `\(context.typeName)` in the app's own `\(signature.inputType)`.")
            } else if context.shared.convertsInputs {
                // Inputs handed as RxCocoa's traits (`@driver`): the view's struct, converted for the logic.
                writer.docs(["The inputs of `\(context.typeName)`, as the view hands them."])
                // An input the view calls (`@call`) is a method of the class instead.
                let handed = zip(zip(viewModel.inputs, context.shared.inputViewTypes), context.madeInputs).filter { !$0.0.0.isCalled }
                context.writeStruct(
                    signature.viewInputType, members: handed.map { ($0.0.0.streamName, $0.0.1, $0.0.0.docs) },
                    made: handed.map(\.1), lets: handed.map(\.0.0.isLet), order: context.options.inputInit, &writer)
                writer.blank()
            } else {
                // `view-input:`: the method takes the base class's `Input`, which carries the view's streams.
                writer.docs([signature.viewInput.map {
                    "The inputs of `\(context.typeName)`, as streams: the base class's `\(signature.inputType)` carries them as `\($0.member)`."
                } ?? "The inputs of `\(context.typeName)`, as streams."])
                writer.line("\(access)typealias \(signature.viewInputType) = \(context.logicName).Input")
            }
            let binding = signature.hasOutputEnum ? nil : bindingStorage(context)
            let values = viewModel.outputs.filter { $0.streamKind == .value }
            if let binding, !values.isEmpty {
                writeOutputObject(context, binding.bindings, &writer)
            } else if signature.isStateStream {
                // The transform of states: the struct of streams in, one stream of `Output` cases out; the app's own
                // enum where it declares it (`app-types:`).
                if !context.isAppType(signature.outputType) {
                    writer.blank()
                    EventTransformRenderer.writeOutputEnum(context, &writer)
                }
            } else if !signature.isEventStream {
                context.writeViewOutput(named: signature.outputType, &writer)
            }
            let given = signature.outputIsGiven
            if !viewModel.dependencies.isEmpty || !viewModel.properties.isEmpty || binding?.owned == true || given { writer.blank() }
            if let binding, binding.owned {
                writer.docs(["Keeps the relays and subjects of the outputs bound to the logic's streams."])
                writer.line("private " + binding.bindings.storageDeclaration(binding.storage))
            }
            if given { writeGivenOutputProperty(context, &writer) }
            context.writeDependencyProperties(&writer)
            EventTransformValues.writeProperties(context, &writer)
            CalledInputs.writeStorage(context, &writer)
            if given { writeGivenOutputInit(context, &writer) } else { context.writeDependencyInit(&writer) }
            writer.blank()
            writer.docs([signature.isEventStream
                ? "Maps the view's events to what it shows: a stream per `\(signature.inputType)` case for the logic, its"
                    + " outputs merged into one stream of `\(signature.outputType)` cases."
                : signature.isStateStream
                ? "Maps the view's input streams to what it shows: the logic's outputs merged into one stream of"
                    + " `\(signature.outputType)` cases."
                : "Maps the view's input streams to the streams it shows."])
            let parameters = signature.parameters.joined(separator: ", ")
            for attribute in signature.attributeLines { writer.line(attribute) }
            let opening = "\(signature.isOverride ? "override " : "")\(access)func \(Identifier.escaped(signature.name))("
            let result = ") -> \(signature.resultType(qualifiedBy: nil)) {"
            if writer.width(opening + parameters + result) <= 120 {
                writer.line(opening + parameters + result)
            } else {
                writer.list(opening, signature.parameters, result, maxWidth: 0)
            }
            writer.indent { writer in
                if signature.isEventStream {
                    EventTransformRenderer.writeBody(context, &writer)
                    return
                }
                // A parameter hides the dependency of the same name: `self.` reaches the dependency.
                let locals = Set([signature.inputName, "streams", "output", "viewOutput"] + signature.extraParameters.map(\.name))
                let dependencies = viewModel.logicDependencies.map {
                    RenderContext.argument($0.name, RenderContext.member($0.name, shadowing: locals))
                }
                // `transform-calls: action`: the closure is called with the output the method returns.
                func callHandler(_ output: String) {
                    if let called = signature.calledParameter { writer.line("\(Identifier.escaped(called))(\(output))") }
                }
                var input = Identifier.escaped(signature.inputName) + (signature.viewInput.map { "." + Identifier.member($0.member) } ?? "")
                if context.shared.convertsInputs {
                    let streams = zip(viewModel.inputs, CalledInputs.backings(context)).map { member, called in
                        // A called input's stream is the class's own (`@call`).
                        RenderContext.argument(member.streamName, called.map { RenderContext.qualified($0.stream, $0, shadowing: locals) }
                            ?? context.logicInput(fromView: "\(input).\(Identifier.member(member.streamName))", member))
                    }
                    writer.list("let streams = \(context.logicName).Input(", streams, ")")
                    input = "streams"
                }
                let storage = binding.map {
                    ($0.bindings, $0.owned ? RenderContext.member($0.storage, shadowing: locals)
                        : context.options.transform.outputBag != nil ? $0.storage : Identifier.escaped($0.storage))
                }
                if signature.isStateStream {
                    writer.list("let output = \(context.logicName).transform(", [input] + dependencies, ")")
                    EventTransformRenderer.writeStatesMerge(context, &writer)
                } else if given {
                    writer.list("let output = \(context.logicName).transform(", [input] + dependencies, ")")
                    writeGivenOutputBindings(context, bindings: storage, &writer)
                    callHandler("self.output")
                    writer.line("return self.output")
                } else if let (bindings, storage) = storage, !values.isEmpty || viewModel.outputs.contains(where: \.isMade) {
                    // The output object: streams given to its init, values kept set from the logic's streams, and the
                    // relays and subjects it makes itself (`@made`) bound to them.
                    writer.list("let output = \(context.logicName).transform(", [input] + dependencies, ")")
                    context.writeViewOutputConstruction(
                        prefix: "let viewOutput = ", named: signature.outputType, bindings: (bindings, storage),
                        excludingValues: true, &writer)
                    for output in viewModel.outputs where output.streamKind == .value || output.isMade {
                        let stream = "output.\(Identifier.member(output.name))"
                        writer.line(output.isMade
                            ? bindings.bindInto(stream, "viewOutput.\(Identifier.member(output.name))", storage)
                            : bindings.assign(stream, output.name, "viewOutput", storage))
                    }
                    callHandler("viewOutput")
                    writer.line("return viewOutput")
                } else if context.shared.wrapsOutputs || KeptOutputRendering.any(viewModel) {
                    writer.list("let output = \(context.logicName).transform(", [input] + dependencies, ")")
                    // `@kept(itemsRelay)`: the class's relay set to the logic's stream, the view's output made of it.
                    if let (_, storage) = storage { KeptOutputRendering.writeKeeps(context, storage: storage, &writer) }
                    let called = signature.calledParameter != nil
                    let prefix = called ? "let viewOutput = " : "return "
                    if context.shared.wrapsOutputs {
                        context.writeViewOutputConstruction(prefix: prefix, named: signature.outputType, bindings: storage, &writer)
                    } else {
                        // The logic's `Output` itself, the kept outputs made of the class's relays, the others as they are.
                        writer.list(prefix + signature.outputType + "(", viewModel.outputs.enumerated().map { index, output in
                            RenderContext.argument(output.name, output.keptIn == nil
                                ? "output.\(Identifier.member(output.name))" : context.logicViewOutput(index))
                        }, ")")
                    }
                    if called {
                        callHandler("viewOutput")
                        writer.line("return viewOutput")
                    }
                } else if signature.calledParameter != nil {
                    writer.list("let output = \(context.logicName).transform(", [input] + dependencies, ")")
                    callHandler("output")
                    writer.line("return output")
                } else {
                    // After the streams (`let streams = ...`) the call is no longer the body's one expression.
                    let prefix = context.shared.convertsInputs ? "return " : ""
                    writer.list("\(prefix)\(context.logicName).transform(", [input] + dependencies, ")")
                }
            }
            writer.line("}")
            CalledInputs.writeMethods(context, &writer)
            for helper in binding?.bindings.helpers ?? [] {
                writer.blank()
                for line in helper { writer.line(line) }
            }
        }
        TransformProtocolWriter.write(context, &writer)
        // The names the app's code gives the class's types at the top level (`top-level:`).
        let topLevel = TopLevelNames.declarations(context.options, typeName: context.typeName)
        if !topLevel.isEmpty {
            writer.blank()
            writer.docs(["The names the app's code gives the types of `\(context.typeName)` at the top level."])
            for (name, value) in topLevel { writer.line("\(context.access)typealias \(Identifier.escaped(name)) = \(value)") }
        }
        return writer.bytes
    }

    /// The storage that keeps relay and subject outputs bound, when any output is one: a parameter of the transform
    /// of the storage's type (`disposeBag: DisposeBag`, `cancellables: inout Set<AnyCancellable>`) where there is one,
    /// else `outputBindings`, which the view model owns (`owned`).
    static func bindingStorage(
        _ context: RenderContext
    ) -> (bindings: SubjectOutputBindings, storage: String, owned: Bool)? {
        let outputs = context.viewModel.outputs.filter { $0.streamKind?.isBound == true || $0.keptIn != nil }
        guard !outputs.isEmpty else { return nil }
        let bindings = context.dialect.subjectOutputBindings(outputs, valueWrapper: context.options.valueWrapper)
        // `output-bag:`: the view's `Output` object keeps them, once it is made (`&viewOutput.cancelBag`).
        if let bag = context.options.transform.outputBag {
            return (bindings, "viewOutput." + Identifier.member(bag.name), false)
        }
        // `transform-bag:`: the bag the caller hands the method (`cancelBag: CancelBag`, `&cancellables`).
        if let bag = context.options.transform.bag, let dialect = context.dialect as? CombineDialect {
            let bindings = dialect.subjectOutputBindings(outputs, keptIn: TransformBags.isClass(bag) ? bag.type.description : nil)
            return (bindings, bag.name, false)
        }
        if let parameter = context.options.transform.extraParameters.first(where: {
            $0.type.description == bindings.storageType && ($0.isInout || !bindings.storageType.hasPrefix("Set<"))
        }) {
            return (bindings, parameter.name, false)
        }
        return (bindings, outputBindingsName, true)
    }

    /// The view's `Output` when some outputs are values (`@value`): a class the view observes (`ObservableObject`),
    /// whose streams its `init` takes and whose values (`@Published var isLoading: Bool = false`) the view model sets.
    static func writeOutputObject(_ context: RenderContext, _ bindings: SubjectOutputBindings, _ writer: inout SwiftWriter) {
        let access = context.access
        let viewModel = context.viewModel
        let members = zip(viewModel.outputs, context.shared.outputViewTypes)
        writer.blank()
        writer.docs(["The outputs of `\(context.typeName)`: the streams the view binds and the values it reads."])
        let object = bindings.valueObject.isEmpty ? "" : ": " + bindings.valueObject
        let declaration = bindings.valueObjectDeclaration
        writer.block("\(context.isolation)\(access)\(declaration) \(context.options.transform.outputType)\(object)") { writer in
            var parameters: [String] = []
            // `output-bag:`: the subscriptions that set its values, kept by the object itself.
            if let bag = context.options.transform.outputBag {
                writer.line("\(access)var \(Identifier.escaped(bag.name)) = \(bag.type)()")
            }
            for ((output, type), made) in zip(members, context.madeOutputs) {
                writer.docs(output.docs)
                if let made {
                    let keyword = output.isLet ? "let" : context.options.memberKeyword
                    writer.line("\(access)\(keyword) \(Identifier.escaped(output.name)) = \(made)")
                } else if output.streamKind == .value {
                    let start = output.fallback ?? "nil"
                    writer.line("\(bindings.valueAttribute)\(access)var \(Identifier.escaped(output.name)): \(type) = \(start)")
                } else {
                    writer.line("\(access)\(context.options.memberKeyword) \(Identifier.escaped(output.name)): \(type)")
                    parameters.append("\(Identifier.escaped(output.name)): \(type)")
                }
            }
            writer.blank()
            writer.list("\(access)init(", parameters, ") {")
            writer.indent { writer in
                for (output, _) in members where output.streamKind != .value && !output.isMade {
                    writer.line("self.\(Identifier.member(output.name)) = \(Identifier.escaped(output.name))")
                }
            }
            writer.line("}")
        }
    }

    /// The view model's own storage for the bindings of relay and subject outputs.
    static let outputBindingsName = "outputBindings"
}
