/// With `--tests`: finds names from the spec that would collide, inside the generated probe and fake, with the names
/// they declare themselves (`viewModel`, `calls`, `send(...)`) or derive (`validInputSubject`).
enum TestSupportCollisions {
    static func check(
        _ viewModel: ViewModel, at location: SourceLocation, inputs: [InputDecl], outputs: [String: SourceLocation],
        dependencies: [String: SourceLocation], properties: [PropertyDecl] = [], options: GenerationOptions,
        into results: inout DiagnosticSink
    ) {
        var sink = DiagnosticSink(path: results.path)
        defer {
            // A member that collides in the probes or fakes of several styles is one problem: named in the first.
            sink.keepFirstAtEachLocation()
            results.merge(sink)
        }
        let dialect = options.framework.dialect
        // The probe's and the fake's nested types would hide a view model of the same name.
        let names = StyleNames(viewModel: viewModel.name, styles: options.styles)
        if let hidden = options.styles.map(names.typeName).first(where: ["Recorder", "Inputs", "Call"].contains) {
            sink.error(
                "a view model named '\(hidden)' is hidden inside its generated test support (--tests), which"
                    + " declares a type of that name", at: location, notes: [.init("rename the view model")])
        }
        let inputLocations = zip(viewModel.inputs, inputs).map { ($0, $1.name.location, $1.selector) }
        // The types that make the probe's and fake's subscriptions (`DisposeBag()`), which a member would hide.
        let storageTypes = subscriptionsTypes(dialect)
        // Every member the probes and fakes declare (and their local `output`), which would hide the view model's type
        // inside them (`LoginProbe.Input` where a member is named `Login`).
        var members: Set<String> = ["output"]
        defer {
            if members.contains(viewModel.name) {
                sink.error(
                    "view model '\(viewModel.name)' is named like a member of its generated probe or fake (or a parameter"
                        + " of the fake's '\(options.transform.name)') (--tests), which would hide its type there", at: location,
                    notes: [.init("rename the view model")])
            }
        }
        // The observable style's probe takes Observation's change callbacks as the main actor's; on another actor it
        // cannot, and records no stored value (ViewSurface.tracksStoredValues).
        if options.styles.contains(.observable), let actor = viewModel.isolation, actor != "MainActor",
           viewModel.outputs.contains(where: { ObservableRenderer.shape(of: $0) == .value && !$0.isValueLike }) {
            sink.warning(
                "the observable style's probe records no stored value of a view model isolated to '\(actor)' (--tests):"
                    + " Observation's change callbacks are taken on the main actor only", at: location,
                notes: [.init("a test reads the stored values on 'probe.viewModel'; events are recorded")])
        }
        for style in options.styles {
            let outputsShown = style == .constructor ? viewModel.outputs.filter(\.isAsync) : viewModel.outputs
            // The probe: its own members and one recorder per output.
            let probeTypes = style == .triplet || style == .constructor || style.isObservable ? ["Recorder"] : ["Recorder", "Inputs"]
            // The SwiftUI styles' probe records stored values: `track(_:_:)` with Observation, or `$value` subscriptions.
            let recording = style == .observable ? ["track"] : style == .published ? ["valueSubscriptions"] : []
            var probe = Scope(type: names.probeName(style), fixed: probeTypes + storageTypes + ["viewModel", "inputs", "subscriptions"] + recording
                    + (style == .transform && (!options.transform.extraParameters.isEmpty
                        || viewModel.outputs.contains { $0.streamKind == .value }) ? ["retained"] : []))
            for output in outputsShown where !output.isFunction { probe.declare(output.name, "output '\(output.name)'", at: outputs[output.name]!, &sink) }
            members.formUnion(probe.names)
            // The probe's `Inputs`: the input methods, the storage behind them, and `streams` or `observers`.
            if style != .triplet && style != .constructor && !style.isObservable {
                // With inputs the view calls (`@call`), `Inputs` keeps the view model to call them on.
                let calls = viewModel.inputs.contains(where: \.isCalled) ? [CalledInputs.probeTarget] : []
                var inputsScope = Scope(
                    type: names.probeName(style) + ".Inputs", fixed: [style == .subject ? "observers" : "streams"] + calls)
                defer { members.formUnion(inputsScope.names) }
                for (input, location, selector) in inputLocations where !CalledInputs.isLeftToTheViewModel(input, in: viewModel) {
                    inputsScope.declare(
                        input.methodName, "input '\(selector)'", at: location, method: true,
                        takesArguments: !input.parameters.isEmpty, &sink)
                    if style != .subject {
                        let names = dialect.backingNames(
                            streamName: input.streamName, style: .triplet, replaysLatest: dialect.replaysLatest(input))
                        for name in names { inputsScope.declare(name, "the storage of input '\(selector)'", at: location, &sink) }
                    }
                }
            }
            // The subject style's probe sends each input into `observers.<stream>`, which a parameter would hide.
            for (input, declaration) in zip(viewModel.inputs, inputs) where style == .subject {
                for (parameter, written) in zip(input.parameters, declaration.parameters) where parameter.name == "observers" {
                    sink.error(
                        "parameter 'observers' of input '\(declaration.selector)' would hide the observers of the generated"
                            + " \(viewModel.name)Probe.Inputs, which its method sends into (--tests)", at: written.name.location,
                        notes: [.init("rename the parameter")])
                }
            }
            // The probe's `init` takes the dependencies (the constructor style's input values before them) and
            // subscribes its recorders into its subscriptions, which a parameter of that name would hide.
            if dialect.usesStreams {
                let storage = subscriptionsName(dialect)
                for dependency in viewModel.dependencies where dependency.name == storage {
                    sink.error(
                        "dependency '\(storage)' would hide the subscriptions of the generated \(viewModel.name)Probe, whose"
                            + " init takes it (--tests)", at: dependencies[storage]!, notes: [.init("rename the dependency")])
                }
                for (input, declaration) in zip(viewModel.inputs, inputs) where style == .constructor {
                    for (parameter, written) in zip(input.parameters, declaration.parameters) where parameter.name == storage {
                        sink.error(
                            "parameter '\(storage)' of input '\(declaration.selector)' would hide the subscriptions of the"
                                + " generated \(viewModel.name)Probe, whose init takes it (--tests)", at: written.name.location,
                            notes: [.init("rename the parameter")])
                    }
                }
            }
            // The probe calls the view model function from an `init` whose parameters are the dependencies.
            let function = Identifier.lowerCamel(viewModel.name)
            if style == .function, let location = dependencies[function] {
                sink.error(
                    "dependency '\(function)' hides the view model function '\(function)' in the generated"
                        + " \(viewModel.name)Probe (--tests)", at: location, notes: [.init("rename the dependency")])
            }
            if style == .function, let location = outputs[function] {
                sink.error(
                    "output '\(function)' is recorded by a member of the generated \(viewModel.name)Probe, which hides the"
                        + " view model function '\(function)' it calls (--tests)", at: location,
                    notes: [.init("rename the output or the view model")])
            }
            guard style != .constructor else { continue }
            // The fake: what the view binds, the calls it records, a `send` per output and their storage.
            let bound: [String]
            switch style {
            case .triplet: bound = viewModel.hasGroupProperties ? [viewModel.property(of: .inputs), viewModel.property(of: .outputs)] : []
            case .subject: bound = ["input", "output"]
            case .transform:
                bound = [options.transform.name]
                // The probe's `init` takes the transform method's extra parameters after the dependencies.
                for extra in options.transform.extraParameters {
                    if let location = dependencies[extra.name] {
                        sink.error(
                            "dependency '\(extra.name)' has the name of a parameter of the 'transform:' option, and"
                                + " \(viewModel.name)Probe's init takes both (--tests)", at: location,
                            notes: [.init("rename the dependency or the parameter")])
                    }
                }
            case .observable, .published: bound = []
            default: bound = ["callAsFunction"]
            }
            var fake = Scope(
                type: names.fakeName(style),
                fixed: ["Call", "calls", "send", "subscriptions", "subscriber", "onNext"] + storageTypes + bound)
            defer { members.formUnion(fake.names) }
            // The triplet's input methods and relays, the subject style's relays (`private let tap = PublishRelay<Void>()`).
            // The transform and subject styles' methods (and properties) the view calls (`@call`), as the class's.
            for (input, location, selector) in inputLocations
            where style == .triplet || style.isObservable || style == .subject && input.streamKind?.isSubjectLike == true
                || input.isCalled && (style == .subject || style == .transform) {
                let property = CalledInputs.isProperty(input)
                fake.declare(
                    input.methodName, "input '\(selector)'", at: location, method: !property,
                    takesArguments: !property && !input.parameters.isEmpty, &sink)
            }
            // What the body of the fake's `callAsFunction` (function style) or `transform` reads unqualified: its
            // subscriptions, the output objects it handed out, the storage of each output.
            var read: [String: (what: String, location: SourceLocation?)] = [:]
            if dialect.usesStreams {
                read[subscriptionsName(dialect)] = ("the subscriptions of the generated \(viewModel.name)Fake", nil)
                read[FakeWriter.shownOutputs] = ("the output objects the generated \(viewModel.name)Fake hands out", nil)
            }
            for output in viewModel.outputs {
                let location = outputs[output.name]!
                if style == .triplet || style.isObservable { fake.declare(output.name, "output '\(output.name)'", at: location, &sink) }
                guard dialect.usesStreams else { continue }
                // As `FakeWriter` stores them: a constant in `<name>Value`, values in the output objects it handed out.
                let names = output.isValueLike ? [output.name + "Value"]
                    : output.streamKind == .value ? [] : dialect.fakeOutput(output.name, element: "T", output).memberNames
                for name in names {
                    fake.declare(name, "the storage of output '\(output.name)'", at: location, &sink)
                    read[name] = ("the storage of output '\(output.name)'", location)
                }
            }
            // What the fake declares of the view model's own: its weak properties and weak dependencies (`FakeOwnState`),
            // and with `type-requires: theme` the dependencies the type protocol requires (`FakeWriter+TypeRequired`).
            // One named like an input or an output collides in the view model already (`MemberCollisions`).
            let contract = Set(viewModel.inputs.map(\.methodName) + viewModel.outputs.map(\.name))
            // A required dependency keeps its name, which call sites pass: the line is what may change, no rename.
            let rename = "rename it, or generate without test support"
            let own: [(name: String, described: String, location: SourceLocation?, fix: String)] =
                properties.filter { $0.weak != nil }.map { ($0.name.value, "weak property '\($0.name.value)'", $0.name.location, rename) }
                + viewModel.dependencies.filter(\.isWeak).map { ($0.name, "weak dependency '\($0.name)'", dependencies[$0.name], rename) }
                + (style == .triplet ? viewModel.typeRequiredDependencies : []).map {
                    ($0, "dependency '\($0)' the type protocol requires", dependencies[$0],
                     "leave '\($0)' out of 'type-requires:', or generate without test support")
                }
            for (name, described, location, fix) in own where !contract.contains(name) {
                guard let location else { continue }
                // What only the fake's `transform` reads (`shownOutputs`) is no member the scope knows.
                if let (what, _) = read[name], fake.declared[name] == nil, !fake.fixed.contains(name) {
                    sink.error("\(described) collides with \(what) (--tests)", at: location, notes: [.init(fix)])
                    continue
                }
                fake.declare(name, described, at: location, fix: fix, &sink)
            }
            // Their parameters: the input streams, the transform's parameters (whose own names the options check).
            if style == .function {
                for (input, location, selector) in inputLocations {
                    guard let (what, _) = read[input.streamName] else { continue }
                    sink.error(
                        "the stream of input '\(selector)' is a parameter of the generated \(viewModel.name)Fake's"
                            + " callAsFunction, where it would hide \(what) (--tests)", at: location,
                        notes: [.init("rename the input, or name its stream with 'as'")])
                }
            } else if style == .transform {
                let parameters = [options.transform.inputName] + options.transform.extraParameters.map(\.name)
                members.formUnion(parameters)
                for name in parameters {
                    guard let (what, place) = read[name] else { continue }
                    guard let location = place else {
                        sink.error(
                            "parameter '\(name)' of the 'transform:' option would hide \(what) in its"
                                + " '\(options.transform.name)' (--tests)", at: location,
                            notes: [.init("rename the parameter")])
                        continue
                    }
                    sink.error(
                        "\(what) is named '\(name)', as a parameter of the 'transform:' option, which would hide it in the"
                            + " generated \(viewModel.name)Fake's '\(options.transform.name)' (--tests)", at: location,
                        notes: [.init("rename the output or the parameter")])
                }
            }
        }
    }

    /// The name of the property that keeps a probe's or fake's subscriptions (`let subscriptions = DisposeBag()`).
    static func subscriptionsName(_ dialect: FrameworkDialect) -> String {
        guard dialect.framework.hasTestSupport && dialect.usesStreams else { return "" }
        let words = dialect.subscriptionStorage.split(separator: " ")
        return words.firstIndex { $0 == "let" || $0 == "var" }.map { String(words[$0 + 1]) } ?? ""
    }

    /// The types whose values make that property: `DisposeBag`, `Set` and `AnyCancellable`.
    static func subscriptionsTypes(_ dialect: FrameworkDialect) -> [String] {
        guard dialect.framework.hasTestSupport && dialect.usesStreams else { return [] }
        let made = dialect.subscriptionStorage.split(separator: "=", maxSplits: 1).last ?? ""
        return made.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            .map(String.init).filter { $0.first?.isUppercase == true }
    }

    /// The names one generated type declares; methods may share a name with each other (overloads), not with
    /// anything else.
    private struct Scope {
        let type: String
        let fixed: Set<String>
        var declared: [String: (what: String, location: SourceLocation, method: Bool)] = [:]

        var names: Set<String> { fixed.union(declared.keys) }

        init(type: String, fixed: [String]) {
            self.type = type
            self.fixed = Set(fixed)
        }

        mutating func declare(
            _ name: String, _ what: String, at location: SourceLocation, method: Bool = false,
            takesArguments: Bool = false, fix: String = "rename it, or generate without test support", _ sink: inout DiagnosticSink
        ) {
            if fixed.contains(name) {
                sink.error("\(what) collides with '\(name)' of the generated \(type) (--tests)", at: location, notes: [.init(fix)])
            } else if takesArguments {
                // A method with parameters may share its base name with a property, as Swift allows.
            } else if let previous = declared[name], !(previous.method && method) {
                sink.error(
                    "\(what) collides with \(previous.what) in the generated \(type) (--tests): both are named '\(name)'",
                    at: location, notes: [.init("\(previous.what) is here", at: previous.location), .init("rename one of them")])
            } else if declared[name] == nil {
                declared[name] = (what, location, method)
            }
        }
    }
}
