/// Finds names from the spec that would collide, inside the code a requested style generates, with each other
/// or with the names vmgen derives (the triplet's `fooRelay`, the function style's parameters).
enum MemberCollisions {
    static func check(
        _ viewModel: ViewModel, inputs: [InputDecl], outputs: [String: SourceLocation],
        dependencies: [String: SourceLocation], properties propertyLocations: [String: SourceLocation] = [:],
        options: GenerationOptions, into sink: inout DiagnosticSink
    ) {
        // Most view models have no collision: a first pass only declares the names, wording nothing; only when it
        // finds a problem does the second, which words every diagnostic, run (and report) instead.
        var probe = DiagnosticSink(path: sink.path)
        var collided = false
        check(
            viewModel, inputs: inputs, outputs: outputs, dependencies: dependencies, propertyLocations: propertyLocations,
            options: options, describe: false,
            collided: &collided, into: &probe)
        guard collided || !probe.diagnostics.isEmpty else { return }
        check(
            viewModel, inputs: inputs, outputs: outputs, dependencies: dependencies, propertyLocations: propertyLocations,
            options: options, describe: true,
            collided: &collided, into: &sink)
    }

    /// Reports the collisions, and what a style cannot generate; without `describe`, only says whether two names
    /// collide (`collided`), words no collision and keeps no description of what declared a name.
    private static func check(
        _ viewModel: ViewModel, inputs: [InputDecl], outputs: [String: SourceLocation],
        dependencies: [String: SourceLocation], propertyLocations: [String: SourceLocation], options: GenerationOptions,
        describe: Bool, collided: inout Bool,
        into sink: inout DiagnosticSink
    ) {
        let dialect = options.framework.dialect
        for style in options.styles {
            // Each name a style declares in one scope (described: with what declared it and where).
            // Sized once for about what a style declares (each member, its storage, a few of its own), not grown.
            var names: Set<String> = []
            if !describe {
                names.reserveCapacity(
                    3 * (viewModel.inputs.count + viewModel.outputs.count + viewModel.dependencies.count) + 16)
            }
            var scope: [String: (what: String, location: SourceLocation)] = [:]
            func declare(
                _ name: String, _ what: @autoclosure () -> String, at location: @autoclosure () -> SourceLocation
            ) {
                guard describe else {
                    if !names.insert(name).inserted { collided = true }
                    return
                }
                if let previous = scope[name] {
                    sink.error(
                        "\(what()) collides with \(previous.what) in the \(style.name) style: both are named '\(name)'",
                        at: location(),
                        notes: [.init("\(previous.what) is here", at: previous.location), .init("rename one of them")])
                } else {
                    scope[name] = (what(), location())
                }
            }
            // Each dependency declared in this scope, so a readable one (`- let postId: Int`) is declared once.
            var declaredDependencies: Set<String> = []
            func declareDependency(_ dependency: ViewModel.Dependency) {
                declaredDependencies.insert(dependency.name)
                declare(dependency.name, "dependency '\(dependency.name)'", at: dependencies[dependency.name]!)
            }
            // Where the framework shares each output with every reader (Swift concurrency), the class stores it in a
            // member named after the output, which `init` (taking the dependencies) assigns.
            func declareSharedOutputs() {
                guard let shared = dialect.sharedOutputs(isolation: "") else { return }
                var names: Set<String> = []
                for output in viewModel.outputs {
                    let name = shared.storageName(output.name)
                    names.insert(name)
                    declare(name, "the storage vmgen derives for output '\(output.name)'", at: outputs[output.name]!)
                }
                for dependency in viewModel.dependencies where names.contains(dependency.name) {
                    declareDependency(dependency)
                }
            }
            switch style {
            case .triplet:
                declareSharedOutputs()
                // The class holds the input methods, their storage and the outputs.
                // A method with parameters may share its base name with a property (`func saveButtonIsEnabled(_:)`
                // beside `var saveButtonIsEnabled`), as Swift allows: only one without parameters takes the name.
                // An input the view sends into (`@observer`, `@relay`) is a property, whatever it carries.
                var methods: Set<String> = []
                for (input, declaration) in zip(viewModel.inputs, inputs)
                    where (input.parameters.isEmpty || input.isSentInto) && methods.insert(input.methodName).inserted {
                    declare(input.methodName, "input '\(declaration.selector)'", at: declaration.name.location)
                }
                for (input, declaration) in zip(viewModel.inputs, inputs) {
                    for member in dialect.storageNames(for: input, style: style) {
                        declare(member, "the storage vmgen derives for input '\(declaration.selector)'",
                                at: declaration.name.location)
                    }
                }
                if let error = viewModel.outputs.first(where: \.isError) {
                    declare("errors", "the 'errors' group vmgen declares for the errors section", at: outputs[error.name]!)
                }
                for output in viewModel.outputs {
                    declare(output.name, "output '\(output.name)'", at: outputs[output.name]!)
                    if output.isFunction && !output.answersInput {
                        declare(TripletRenderer.answerName(output), "the storage vmgen derives for output '\(output.name)'",
                                at: outputs[output.name]!)
                    }
                }
                if !dialect.usesStreams {
                    // Without streams the class also stores the dependencies and the logic's handlers.
                    if let first = inputs.first {
                        declare(ClosuresDialect.handlersName, "the handlers vmgen stores", at: first.location)
                    }
                    for dependency in viewModel.dependencies {
                        declareDependency(dependency)
                    }
                }
            case .function:
                // The function's parameters: one per input stream, then the dependencies.
                for (input, declaration) in zip(viewModel.inputs, inputs) {
                    declare(input.streamName, "the stream of input '\(declaration.selector)'", at: declaration.name.location)
                }
                for dependency in viewModel.dependencies {
                    declareDependency(dependency)
                }
            case .constructor:
                // Every input's values become init parameters, beside the dependencies.
                for (input, declaration) in zip(viewModel.inputs, inputs) {
                    guard !input.parameters.isEmpty else {
                        sink.error(
                            "the constructor style passes every input's values to 'init', and input"
                                + " '\(declaration.selector)' carries none",
                            at: declaration.name.location,
                            notes: [.init("the constructor style suits view models configured once; use another style for this one")])
                        continue
                    }
                    for (parameter, written) in zip(input.parameters, declaration.parameters) {
                        declare(parameter.name, "parameter '\(parameter.name)' of input '\(declaration.selector)'",
                                at: written.name.location)
                    }
                }
                for dependency in viewModel.dependencies {
                    declareDependency(dependency)
                }
            case .transform:
                // The class holds a method for each input the view calls (`@call`) and the stream it sends into, beside
                // the dependencies.
                CalledInputs.declareMembers(viewModel, inputs: inputs, dialect: dialect) { declare($0, $1, at: $2) }
                // The one-stream event transform keeps each `@value` output in a property named after it
                // (`EventTransformValues`), beside the dependencies it stores, which a property of `properties:` or a
                // dependency of that name would declare again.
                if options.transform.isEventStream, viewModel.outputs.contains(where: { $0.streamKind == .value }) {
                    for output in viewModel.outputs where output.streamKind == .value {
                        declare(output.name, "'@value' output '\(output.name)'", at: outputs[output.name]!)
                    }
                    for dependency in viewModel.dependencies where !declaredDependencies.contains(dependency.name) {
                        declareDependency(dependency)
                    }
                }
                if viewModel.inputs.contains(where: \.isCalled) {
                    for dependency in viewModel.dependencies where !declaredDependencies.contains(dependency.name) {
                        declareDependency(dependency)
                    }
                }
                // The class keeps the bindings of relay and subject outputs in `outputBindings`, beside the
                // dependencies, unless a parameter of the transform stands for it.
                if let output = viewModel.outputs.first(where: { $0.streamKind?.isBound == true }),
                   options.transform.bagParameter == nil, !options.transform.extraParameters.contains(where: {
                       $0.type.description == dialect.subjectOutputBindings([output], valueWrapper: nil).storageType
                   }) {
                    declare(TransformRenderer.outputBindingsName, "the storage of the relay and subject outputs",
                            at: outputs[output.name]!)
                    for dependency in viewModel.dependencies where !declaredDependencies.contains(dependency.name) {
                        declareDependency(dependency)
                    }
                }
            case .observable, .published:
                // The class holds the input methods, their storage, the outputs and the subscriptions that keep the
                // values (without a framework: the logic's handlers and the dependencies, as in the triplet).
                declareSharedOutputs()
                var methods: Set<String> = []
                for (input, declaration) in zip(viewModel.inputs, inputs)
                    where input.parameters.isEmpty && methods.insert(input.methodName).inserted {
                    declare(input.methodName, "input '\(declaration.selector)'", at: declaration.name.location)
                }
                for (input, declaration) in zip(viewModel.inputs, inputs) {
                    let replaysLatest = dialect.replaysLatest(input)
                    for member in dialect.backingNames(streamName: input.streamName, style: .triplet, replaysLatest: replaysLatest) {
                        declare(member, "the storage vmgen derives for input '\(declaration.selector)'",
                                at: declaration.name.location)
                    }
                }
                for output in viewModel.outputs {
                    declare(output.name, "output '\(output.name)'", at: outputs[output.name]!)
                    // Swift's `@Observable` macro expands a stored property named in backticks into code that does not
                    // parse (Swift 6.3).
                    if style == .observable, ObservableRenderer.shape(of: output) == .value,
                       Identifier.escaped(output.name) != output.name {
                        sink.error(
                            "the observable style stores output '\(output.name)' in a property, and Swift's @Observable"
                                + " macro cannot expand one whose name needs backticks", at: outputs[output.name]!,
                            notes: [.init("rename the output, or make it an event ('@signal'), which stays a stream")])
                    }
                }
                if dialect.usesStreams {
                    if let value = viewModel.outputs.first(where: { ObservableRenderer.shape(of: $0) == .value }) {
                        declare(ObservableRenderer.subscriptionsName, "the subscriptions that keep the values",
                                at: outputs[value.name]!)
                        // `init` takes the dependencies, which would hide the subscriptions it stores into.
                        for dependency in viewModel.dependencies where dependency.name == ObservableRenderer.subscriptionsName {
                            declareDependency(dependency)
                        }
                    }
                } else {
                    if let first = inputs.first {
                        declare(ClosuresDialect.handlersName, "the handlers vmgen stores", at: first.location)
                    }
                    for dependency in viewModel.dependencies {
                        declareDependency(dependency)
                    }
                }
            case .subject:
                // The class stores a subject per input, and `init`, which takes the dependencies, makes the view's
                // observer of each from it (Combine's captures it by name): a dependency may not take a subject's name.
                guard dialect.usesStreams else { break }
                // An input the view calls (`@call`) is a method of the class (one without parameters takes the name).
                var methods: Set<String> = []
                for (input, declaration) in zip(viewModel.inputs, inputs) where input.isCalled
                    && (input.parameters.isEmpty || CalledInputs.isProperty(input)) && methods.insert(input.methodName).inserted {
                    declare(input.methodName, "input '\(declaration.selector)'", at: declaration.name.location)
                }
                for (input, declaration) in zip(viewModel.inputs, inputs) {
                    for member in dialect.storageNames(for: input, style: style) {
                        declare(member, "the storage vmgen derives for input '\(declaration.selector)'",
                                at: declaration.name.location)
                    }
                }
                for dependency in viewModel.dependencies {
                    declareDependency(dependency)
                }
            }
            // The triplet's and subject style's class keeps the subscriptions of its kept outputs in `outputBindings`.
            if style == .triplet || style == .subject, let kept = viewModel.outputs.first(where: { $0.keptIn != nil }) {
                declare(TransformRenderer.outputBindingsName, "the storage of the kept outputs' subscriptions", at: outputs[kept.name]!)
            }
            // The class's own stored state (`properties:`) and the dependencies it stores where call sites read them.
            guard style != .function && style != .constructor else { continue }
            for dependency in viewModel.dependencies where dependency.keyword != nil && !declaredDependencies.contains(dependency.name) {
                declareDependency(dependency)
            }
            for property in viewModel.properties {
                declare(property.name, "property '\(property.name)'", at: propertyLocations[property.name] ?? .init(line: 1, column: 1))
            }
        }
    }
}
