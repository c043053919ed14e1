/// The one-stream event transform: `func transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output,
/// Never>` with `enum Input { case viewDidLoad; case search(String) }` and `enum Output { case show([Item]) }`, the
/// outputs sent through a private subject. Imported as the transform style with the `transform:` option of streams:
/// each `Input` case an input (its associated values the parameters, their labels kept), each `Output` case an
/// output (its associated values the type: none is `Void`, several a tuple, one labelled value `@label`).
enum EventTransformShape {
    /// A view model of this shape: its type, its `transform`, its two enums, and the streams' framework.
    struct Found {
        var owner: SwiftDeclaration
        var transform: SwiftDeclaration
        var input: SwiftDeclaration
        var output: SwiftDeclaration
        var framework: Framework
    }

    /// Each class or struct with a `transform` of one parameter, a stream of an enum, whose result is a stream of
    /// another enum: nested in the type, or declared in the file or the files read with it.
    static func viewModels(in declarations: [SwiftDeclaration], context: [SwiftDeclaration] = []) -> [Found] {
        let all = StructStyleRecognizer.flatten(declarations)
        // Read for a `transform` found (most types have none).
        lazy var everywhere = all + StructStyleRecognizer.flatten(context)
        lazy var aliases = AppTypeAliases(everywhere)
        let extensions = StructStyleRecognizer.extensionsByName(all)
        var result: [Found] = []
        for owner in all where [.class, .struct].contains(owner.kind) {
            func enumeration(_ written: String) -> SwiftDeclaration? {
                // Named by the class's typealias (`AnyPublisher<Input, Never>`, `typealias Input = XInput`): the enum.
                let name = EventEnumAliases.resolved(written, in: owner)
                let last = String(name.split(separator: ".").last ?? Substring(name))
                return owner.members.first { $0.kind == .enum && $0.name == last }
                    ?? everywhere.first { $0.kind == .enum && $0.name == last && !$0.cases.isEmpty }
            }
            for written in owner.members + (extensions[owner.name] ?? []).flatMap(\.members)
            where written.kind == .func && written.name == "transform" && written.parameters.count == 1 {
                // Spelled with the app's alias of a stream (`AppAnyPublisher<Input>` for `typealias AppAnyPublisher<T> =
                // AnyPublisher<T, Never>`): read, and carried, as the type it names, the same type to call sites.
                let function = AppTypeAliases.expandingSignature(written, aliases: aliases)
                guard let result0 = function.type, let parameter = function.parameters.first,
                      let (framework, input, _) = TripletRecognizer.stream(parameter.type),
                      let (_, output, _) = TripletRecognizer.stream(result0),
                      let inputEnum = enumeration(input), let outputEnum = enumeration(output), inputEnum != outputEnum
                else { continue }
                result.append(Found(owner: owner, transform: function, input: inputEnum, output: outputEnum,
                                    framework: framework == .rxcocoa ? .rxswift : framework))
                break
            }
        }
        return result
    }

    /// The spec of the file's event-transform view models, and a warning for each thing it cannot carry, where it stands.
    static func recognize(
        _ declarations: [SwiftDeclaration], path: String, context: [SwiftDeclaration] = []
    ) -> (ImportedSpec, [Diagnostic]) {
        var warnings: [Diagnostic] = []
        var spec = ImportedSpec(source: path, style: .transform, framework: nil, access: .internal, viewModels: [])
        let extensions = StructStyleRecognizer.extensionsByName(StructStyleRecognizer.flatten(declarations))
        let recognized = viewModels(in: declarations, context: context)
        for found in recognized {
            let warn = { (message: String, location: SourceLocation) in
                warnings.append(Diagnostic(.warning, path: path, at: location, message))
            }
            // Spelled with the enums' own names where it names them by the class's typealiases.
            let signature = StructStyleRecognizer.signature(
                of: EventEnumAliases.signature(of: found.transform, in: found.owner), owner: found.owner)
            if let previous = spec.transform, previous != signature {
                warn("'\(found.owner.name).\(signature)' differs from '\(previous)' of a view model above; one spec has one"
                        + " 'transform:' option: import it on its own", found.transform.location)
                continue
            }
            spec.transform = signature
            spec.framework = found.framework
            warnings += StructStyleRecognizer.transformAttributeWarnings(found.transform, owner: found.owner, path: path)
            for conformance in StructStyleRecognizer.carriedConformances(
                StructStyleRecognizer.conformances(of: found.owner, extensions: extensions), of: found.owner, warn: warn
            ) where !spec.conformances.contains(conformance) {
                spec.conformances.append(conformance)
            }
            if let access = AccessLevel(rawValue: found.owner.access) { spec.access = access }
            if found.owner.kind == .struct { spec.isStruct = true }
            let isolation = TripletRecognizer.declarationProblems(protocols: [], owner: found.owner, warn: warn)
            var viewModel = ImportedSpec.ViewModel(
                name: found.owner.name, docs: found.owner.docs, location: found.owner.location,
                dependencies: StructStyleRecognizer.dependencies(of: found.owner, warn: warn),
                inputs: found.input.cases.map(input), outputs: found.output.cases.map(output))
            viewModel.isolation = isolation
            // The class's other names of its enums (`typealias Input = MenuViewModelInput`): `event-aliases:`.
            var aliases: [String] = []
            if let declared = EventEnumAliases.aliases(of: found.owner, input: found.input.name, output: found.output.name),
               spec.eventAliases == nil || spec.eventAliases == declared.map(\.name) {
                aliases = declared.map(\.name)
                spec.eventAliases = aliases
            }
            // What call sites reach besides: the spec describes the enums, `transform` and `init` only.
            let generated = Set([found.input.name, found.output.name, "transform"] + aliases)
            // The class's own `let input = PassthroughSubject<Input, Never>()`, the view's subject: its state, as written.
            ReservedOwnNames.whereEventInputHeld { OwnMembers.carry(
                TripletRecognizer.membersOutside(generated, of: found.owner, extensions: extensions), of: found.owner,
                extensions: extensions, into: &viewModel, warn: warn,
                note: { warnings.append(Diagnostic(.note, path: path, at: $1, $0)) },
                callSenders: CallInputs.senders(of: found.owner, transform: found.transform, extensions: extensions)) }
            // The initializer with the most parameters gives the dependencies; call sites that use another change.
            // (One that delegates to it may move to an extension: `DelegatingInitializers`.)
            let (chosen, others) = TripletRecognizer.initializers(of: found.owner)
            for other in others {
                DelegatingInitializers.report(
                    other, chosen: chosen, owner: found.owner, extensions: extensions,
                    general: "the generated view model has one initializer, of its dependencies", warn: warn,
                    note: { warnings.append(Diagnostic(.note, path: path, at: $1, $0)) })
            }
            for member in viewModel.dependencies + viewModel.inputs + viewModel.outputs {
                if let reason = member.skipped { warn("'\(member.line)' is not imported: \(reason)", member.location) }
            }
            spec.viewModels.append(viewModel)
        }
        ClassFinality.carry(recognized.map { ($0.owner, path) }, into: &spec, warnings: &warnings)
        return (spec, warnings)
    }

    /// An `Input` case as the input method the spec writes: `sendCode(_ value: String)`, `verify(_ value0: String,
    /// _ value1: String)`, `changeTerms(agreed: Bool)`.
    private static func input(_ element: SwiftDeclaration) -> ImportedSpec.Member {
        let original = "case " + describe(element)
        if element.isConditional { return .skipped(original, because: "it stands inside #if", at: element.location) }
        if element.value != nil { return .skipped(original, because: "a case with a raw value is no event", at: element.location) }
        let values = element.parameters
        let parameters = values.enumerated().map { index, value in
            let name = value.label ?? (values.count == 1 ? "value" : "value\(index)")
            return (value.label == nil ? "_ " : "") + Identifier.escaped(name) + ": " + value.type
        }
        let line = Identifier.escaped(element.name) + (parameters.isEmpty ? "" : "(" + parameters.joined(separator: ", ") + ")")
        return .entry(line, docs: element.docs, at: element.location, original: original)
    }

    /// An `Output` case as the output the spec writes: `verified: Void`, `show: [Item]`, `failed: (String, code: Int)`.
    static func output(_ element: SwiftDeclaration) -> ImportedSpec.Member {
        let original = "case " + describe(element)
        if element.isConditional { return .skipped(original, because: "it stands inside #if", at: element.location) }
        if element.value != nil { return .skipped(original, because: "a case with a raw value is no event", at: element.location) }
        let values = element.parameters
        let type: String
        switch values.count {
        case 0: type = "Void"
        case 1: type = values[0].type
        default:
            type = "(" + values.map { ($0.label.map { $0 + ": " } ?? "") + $0.type }.joined(separator: ", ") + ")"
        }
        // `case updateBell(alert: Bool)`: the label of the one value, which a type of one value cannot say; `case
        // show((Bool, Bool))`, one value that is a tuple, `@label(_)`, as a tuple type is the case's values otherwise,
        // and so is `case added(Void)`, one empty value, as `Void` is no value otherwise.
        let label = values.count == 1
            ? values[0].label.map { "@label(\($0)) " }
                ?? (isTupleOfSeveral(values[0].type) || ["Void", "()"].contains(values[0].type.trimmingSpaces) ? "@label(_) " : "")
            : ""
        let line = label + Identifier.escaped(element.name) + ": " + type
        return .entry(line, docs: element.docs, at: element.location, original: original)
    }

    /// Whether a type as written is a tuple of several elements (`(Bool, Bool)`, `(title: String, count: Int)`), not a
    /// parenthesised type, a function type (`(Int) -> Void`) or a tuple followed by more (`(Int, Int)?`).
    static func isTupleOfSeveral(_ type: String) -> Bool {
        let text = type.trimmingSpaces
        guard text.hasPrefix("("), text.hasSuffix(")") else { return false }
        var depth = 0
        var commas = 0
        var previous: Character = " "
        for (offset, character) in text.enumerated() {
            defer { previous = character }
            switch character {
            case "(", "[", "<": depth += 1
            case ">" where previous == "-": break // `->` of a function type
            case ")", "]", ">": depth -= 1
            case "," where depth == 1: commas += 1
            default: break
            }
            // The first bracket closes before the end: `(Int, Int) -> Void`, `(A, B)?`.
            if depth == 0, offset < text.count - 1 { return false }
        }
        return commas > 0
    }

    /// `search(String)`, `select(item: Item)`: a case as written, for warnings.
    static func describe(_ element: SwiftDeclaration) -> String {
        element.name + (element.parameters.isEmpty ? "" : "(" + element.parameters.map {
            ($0.label.map { $0 + ": " } ?? "") + $0.type
        }.joined(separator: ", ") + ")")
    }
}
