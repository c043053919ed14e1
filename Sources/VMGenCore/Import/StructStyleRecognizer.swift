/// Recognises hand-written view models of BlaBlaCar's two struct styles: the transform style (a class with `Input`
/// and `Output` structs of streams and `func transform(input: Input) -> Output`) and the subject-bridged style (a
/// class with `let input: Input` of observers and `let output: Output` of streams). Inputs come from `Input`'s
/// members, outputs from `Output`'s, dependencies from the initializer, the framework from the types.
public enum StructStyleRecognizer {
    /// A view model found: its class, its two structs, and what marks its style.
    struct Found {
        var owner: SwiftDeclaration
        var input: SwiftDeclaration
        var output: SwiftDeclaration
        var style: Style
        /// `transform(input:)` in the transform style; the `input` and `output` properties in the subject style.
        var surface: [SwiftDeclaration]
        /// The type's other `transform` methods, which the spec cannot carry (each a warning, and a difference).
        var otherTransforms: [SwiftDeclaration] = []
        /// The transform of states (`-> AnyPublisher<LoginState, Never>`): `output` is its enum (`StateStreamTransforms`).
        var states: StateStreamTransforms.Found?
    }

    /// `modules`: what the file imports, which says what an app's property wrapper is (MGArchitecture's `@Property`).
    public static func recognize(
        _ declarations: [SwiftDeclaration], path: String, modules: Set<String> = [], context: [SwiftDeclaration] = []
    ) -> (ImportedSpec, [Diagnostic]) {
        var warnings: [Diagnostic] = []
        var spec = ImportedSpec(source: path, style: .transform, framework: nil, access: .internal, viewModels: [])
        var frameworks: [Framework] = []
        var observableOutputsByViewModel: [[Int]] = []
        // Value outputs in the app's own property wrapper: view model, output, wrapper, declaration.
        var wrapped: [(viewModel: Int, output: Int, wrapper: String, member: SwiftDeclaration)] = []
        var memberFrameworks: [(viewModel: Int, isInput: Bool, index: Int, framework: Framework)] = []
        let extensions = extensionsByName(flatten(declarations))
        // The app's names for stream types (`typealias Driver<T> = AnyPublisher<T, Never>`), in any file read with it.
        let declared = flatten(declarations) + flatten(context)
        let aliases = AppTypeAliases(declared)
        let found = viewModels(in: declarations, context: context)
        if memberKeyword(of: found) == "var" { spec.memberKeyword = "var" }
        let alone = found.count == 1 // `top-level:` names one view model's types
        for found in found {
            // Given its own `Input` or `Output` by whoever makes it, without a default: no spec says it (`GivenContracts`).
            if let refusal = givenContractRefusal(found, path: path) { warnings.append(refusal); continue }
            spec.style = found.style
            if found.style == .transform, let transform = found.surface.first {
                // Spelled otherwise than `transform(input: Input) -> Output`: the `transform:` option says how.
                let signature = found.states?.signature ?? Self.signature(of: transform)
                warnings += transformAttributeWarnings(transform, owner: found.owner, path: path)
                if signature != "transform(input: Input) -> Output" {
                    if !Self.isValidSignature(signature, framework: found.states?.framework) {
                        warnings.append(Diagnostic(.warning, path: path, at: transform.location,
                            "'\(found.owner.name).\(signature)' cannot be written as the 'transform:' option; the"
                                + " generated method is 'transform(input: Input) -> Output'"))
                    } else if let previous = spec.transform, previous != signature {
                        warnings.append(Diagnostic(.warning, path: path, at: transform.location,
                            "'\(found.owner.name).\(signature)' differs from '\(previous)' of a view model above; one spec"
                                + " has one 'transform:' option: the generated method is '\(previous)'"))
                    } else {
                        spec.transform = signature
                    }
                }
            }
            warnings += otherTransformWarnings(found, path: path)
            // `Input` named through a protocol's typealias (`typealias Input = EmojiPickerViewModelInput`): the generated
            // type declares its own, which the protocol's would clash with.
            if found.style == .transform, let transform = found.surface.first,
               let written = transform.parameters.first?.type, written != found.input.name {
                warnings.append(Diagnostic(.note, path: path, at: transform.location,
                    "'\(written)' of '\(found.owner.name)' is '\(found.input.name)' through a protocol's typealias: the generated"
                        + " view model declares its own '\(written)' and '\(transform.type ?? "Output")', so remove the protocol's"
                        + " typealiases (and '\(found.input.name)') when you switch to it"))
            }
            // An `override init` or a `super.init` call says the first type inherited is a class: the base class.
            var inherited = found.owner.inheritance[...]
            if inheritsABaseClass(found.owner),
               let base = inherited.first {
                spec.superclass = base
                inherited = inherited.dropFirst()
            }
            // And the protocols an extension adds (`extension ReposViewModel: ViewModel { ... }`).
            let added = conformances(of: found.owner, extensions: extensions).dropFirst(found.owner.inheritance.count)
            for conformance in carriedConformances(Array(inherited + added), of: found.owner, warn: {
                warnings.append(Diagnostic(.warning, path: path, at: $1, $0)) }) where !spec.conformances.contains(conformance) {
                spec.conformances.append(conformance)
            }
            if let access = AccessLevel(rawValue: found.owner.access) { spec.access = access }
            if found.style == .transform && found.owner.kind == .struct { spec.isStruct = true }
            // An actor, an attribute: warnings; a global actor: the view model's `isolation:`.
            let isolation = TripletRecognizer.declarationProblems(protocols: [], owner: found.owner) {
                warnings.append(Diagnostic(.warning, path: path, at: $1, $0))
            }
            if found.style != .transform && found.owner.kind == .struct {
                warnings.append(Diagnostic(.warning, path: path, at: found.owner.location, "'\(found.owner.name)' is a struct, and"
                    + " the generated view model of the \(found.style.name) style is a final class"))
            }
            var viewModel = ImportedSpec.ViewModel(
                name: found.owner.name, docs: found.owner.docs, location: found.owner.location,
                dependencies: withoutGivenContracts(dependencies(of: found.owner) { message, location in
                    warnings.append(Diagnostic(.warning, path: path, at: location, message))
                }, of: found) { warnings.append(Diagnostic(.warning, path: path, at: $1, $0)) },
                inputs: [], outputs: [])
            viewModel.isolation = isolation
            // Each member's type as Swift reads it: through the app's aliases, or from its initializer.
            let read = { (members: [SwiftDeclaration]) in
                members.map { typedByInitializer(aliases.expanding($0)) }.filter { $0.kind == .let || $0.kind == .var }
            }
            for member in read(found.input.members) {
                // A relay or subject `Input` makes itself (`@made`), else a member the view hands; in the subject style,
                // a relay or subject the view sends into.
                let note = { (message: String, location: SourceLocation) in
                    warnings.append(Diagnostic(.note, path: path, at: location, message))
                }
                let made = madeInput(member, of: found)
                    ?? optionalStreamInput(member, of: found)
                    ?? handedHolderInput(member, of: found, declared: declared, note: note)
                    ?? subjectStyleSentInput(member, of: found, note: note)
                let problem = made == nil ? untypedProblem(member) ?? shapeProblem(member, of: found, isInput: true) : nil
                let (entry, framework) = made
                    ?? problem.map { (.skipped(spelled(member), because: $0, at: member.location), nil) }
                    ?? input(member, style: found.style)
                if made == nil, entry.skipped == nil, let warning = initialValueWarning(member, of: found) {
                    warnings.append(Diagnostic(.warning, path: path, at: member.location, warning))
                }
                viewModel.inputs.append(entry)
                if let framework { frameworks.append(framework) }
                if let framework { memberFrameworks.append((spec.viewModels.count, true, viewModel.inputs.count - 1, framework)) }
            }
            var observableOutputs: [Int] = []
            for member in read(found.output.members) {
                if let problem = untypedProblem(member) ?? shapeProblem(member, of: found, isInput: false) {
                    viewModel.outputs.append(.skipped(spelled(member), because: problem, at: member.location))
                    continue
                }
                guard found.style == .transform else {
                    let (entry, framework) = TripletRecognizer.output(from: SwiftDeclaration.asProperty(member))
                    // An `Observable` among the subject style's `Driver` outputs, as the transform style's (`@observable`).
                    if framework == .rxswift, entry.skipped == nil { observableOutputs.append(viewModel.outputs.count) }
                    viewModel.outputs.append(entry)
                    if let framework { frameworks.append(framework) }
                    continue
                }
                let (entry, framework, isObservable) = transformOutput(member, of: found) { message, location in
                    warnings.append(Diagnostic(.note, path: path, at: location, message))
                }
                if entry.skipped == nil, let wrapper = valueWrapper(of: member), wrapper != "Published" {
                    wrapped.append((spec.viewModels.count, viewModel.outputs.count, wrapper, member))
                }
                if isObservable { observableOutputs.append(viewModel.outputs.count) }
                viewModel.outputs.append(entry)
                if let framework { frameworks.append(framework) }
                if let framework { memberFrameworks.append((spec.viewModels.count, false, viewModel.outputs.count - 1, framework)) }
            }
            // The transform of states: each case of its enum an output.
            StateStreamTransforms.carry(found, declarations, path: path, alone: alone, &spec, &viewModel, &frameworks, &warnings)
            observableOutputsByViewModel.append(observableOutputs)
            // The initializers call sites make `Input` and `Output` with: the generated ones take each member imported.
            let taken = { (members: [SwiftDeclaration], entries: [ImportedSpec.Member], group: SwiftDeclaration) in
                zip(read(members), entries).filter {
                    $1.skipped == nil && (group.kind == .struct || valueWrapper(of: $0) == nil)
                        && !$1.line.hasPrefix("@made ")
                }
                    .map { (name: $0.0.name, type: $0.0.type ?? "") }
            }
            warnings += initializerWarnings(found, imported: [
                "Input": taken(found.input.members, viewModel.inputs, found.input),
                "Output": taken(found.output.members, viewModel.outputs, found.output),
            ], aliases: aliases, path: path) + SubjectContractProperties.diagnostics(found, declared: declared, extensions: extensions, path: path)
            // What call sites reach on the class besides its contract (a coordinator, a helper): as the triplet's.
            StructStyleOwnMembers.carry(
                found, extensions: extensions, declared: declared, into: &viewModel, path: path, warnings: &warnings)
            for member in viewModel.dependencies + viewModel.inputs + viewModel.outputs {
                if let reason = member.skipped {
                    warnings.append(Diagnostic(.warning, path: path, at: member.location, "'\(member.line)' is not imported: \(reason)"))
                }
            }
            spec.viewModels.append(viewModel)
        }
        ClassFinality.carry(found.map { ($0.owner, path) }, into: &spec, warnings: &warnings)
        // RxSwift inputs beside RxCocoa outputs are RxCocoa: its logic's inputs are Observables too.
        let counts = Dictionary(frameworks.map { ($0, 1) }, uniquingKeysWith: +)
        spec.framework = counts.keys.contains(.rxcocoa) ? .rxcocoa
            : counts.max { ($0.value, $1.key.name) < ($1.value, $0.key.name) }?.key
        // Where the outputs are RxCocoa's traits, an `Observable` among them says so (`@observable`).
        if spec.framework == .rxcocoa {
            for (index, outputs) in observableOutputsByViewModel.enumerated() {
                for output in outputs {
                    spec.viewModels[index].outputs[output].line = "@observable " + spec.viewModels[index].outputs[output].line
                }
            }
        }
        warnings += foreignTraitWarnings(found, framework: spec.framework, modules: modules, aliases: aliases, path: path)
        skipMembersOfAnotherFramework(memberFrameworks, in: &spec, path: path, &warnings)
        keepWrappedValues(wrapped, in: &spec, declarations: declarations, modules: modules, path: path, &warnings)
        return (spec, warnings)
    }

    /// What a type inherits and conforms to, in its declaration and then in its extensions.
    static func conformances(of owner: SwiftDeclaration, in declarations: [SwiftDeclaration]) -> [String] {
        conformances(of: owner, extensions: extensionsByName(flatten(declarations)))
    }

    /// `conformances(of:in:)` with the extensions indexed once (`extensionsByName`), for a lookup per view model.
    static func conformances(of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]]) -> [String] {
        owner.inheritance + (extensions[owner.name] ?? []).flatMap(\.inheritance)
    }

    /// The extensions among flattened declarations, by the name of the type they extend, in order: made once, so that
    /// looking up each view model's costs constant time, and an import linear time in the view models of a file.
    static func extensionsByName(_ all: [SwiftDeclaration]) -> [String: [SwiftDeclaration]] {
        Dictionary(grouping: all.filter { $0.kind == .extension }, by: \.name)
    }

    /// The first declaration of each name among `all` that `filter` takes.
    static func firstByName(_ all: [SwiftDeclaration], where filter: (SwiftDeclaration) -> Bool) -> [String: SwiftDeclaration] {
        Dictionary(all.filter(filter).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Each class or struct with `Input` and `Output` structs (nested, or named by a typealias such as
    /// `typealias Input = XLogic.Input`, as vmgen generates) and either a `transform` function or `input` and
    /// `output` properties. `context`: the declarations of the other files read with this one, where an app may
    /// declare the structs and the protocol that names them (`protocol XViewModelType { typealias Input = XInput }`).
    static func viewModels(in declarations: [SwiftDeclaration], context: [SwiftDeclaration] = []) -> [Found] {
        let all = flatten(declarations)
        let everywhere = context.isEmpty ? all : all + flatten(context)
        let extensionsByName = extensionsByName(all)
        let named = firstByName(all) { _ in true }
        let protocols = firstByName(everywhere) { $0.kind == .protocol }
        let types = firstByName(everywhere) { [.struct, .class].contains($0.kind) }
        func nested(_ name: String, in owner: SwiftDeclaration) -> SwiftDeclaration? {
            // Declared in the type, or in an extension of it (`extension XViewModel { struct Input { ... } }`).
            let extensions = extensionsByName[owner.name] ?? []
            // A struct, or a class (`final class Output: ObservableObject` with `@Published` values).
            if let found = (owner.members + extensions.flatMap(\.members))
                .first(where: { [.struct, .class].contains($0.kind) && $0.name == name }) { return found }
            if let alias = owner.members.first(where: { $0.kind == .typealias && $0.name == name })?.value,
               case let parts = alias.split(separator: "."), parts.count == 2 {
                return named[String(parts[0])]?.members.first { $0.kind == .struct && $0.name == parts[1] }
            }
            // Named by a typealias of a protocol the type conforms to, for a struct declared at the top level, in this
            // file or another read with it (`typealias Input = EmojiPickerViewModelInput`).
            for conformance in conformances(of: owner, extensions: extensionsByName) {
                guard let alias = protocols[conformance]?.members
                    .first(where: { $0.kind == .typealias && $0.name == name })?.value?.trimmingSpaces else { continue }
                if let found = types[alias] { return found }
            }
            return nil
        }
        return all.filter { [.class, .struct, .actor].contains($0.kind) }.compactMap { owner in
            // The structs a `transform` method takes and returns, whatever their names (`CellInput`).
            // Declared in the type, or in an extension of it (`extension ReposViewModel: ViewModel { ... }`).
            let extensionMembers = (extensionsByName[owner.name] ?? []).flatMap(\.members)
            let transforms = transformMethods(among: owner.members + extensionMembers, of: owner)
            for (index, transform) in transforms.enumerated() {
                guard let outputName = transform.type, let input = nested(transform.parameters[0].type, in: owner),
                      let output = nested(outputName, in: owner) else { continue }
                return Found(owner: owner, input: input, output: output, style: .transform, surface: [transform],
                             otherTransforms: transforms.enumerated().filter { $0.offset != index }.map(\.element))
            }
            // A struct of streams in, one stream of an enum out: the transform of states.
            if let found = StateStreamTransforms.found(owner, transforms, all: everywhere, nested: { nested($0, in: owner) }) {
                return found
            }
            guard let input = nested("Input", in: owner), let output = nested("Output", in: owner) else { return nil }
            let properties = owner.members.filter { [.let, .var].contains($0.kind) && ["input", "output"].contains($0.name) }
            guard properties.count == 2 else { return nil }
            return Found(owner: owner, input: input, output: output, style: .subject, surface: properties)
        }
    }

    static func flatten(_ declarations: [SwiftDeclaration]) -> [SwiftDeclaration] {
        declarations.flatMap { [$0] + flatten($0.members) }
    }

    /// An `Input` member, written as the input method that makes it: a stream the logic maps (transform style) or an
    /// observer the view sends to (subject style).
    static func input(_ member: SwiftDeclaration, style: Style) -> (ImportedSpec.Member, Framework?) {
        let type = member.type ?? ""
        let original = "\(member.name): \(type)"
        if member.isConditional { return (.skipped(original, because: "it stands inside #if", at: member.location), nil) }
        // RxCocoa's traits, as the view hands them: `@driver trigger`.
        var attribute = ""
        var found = style == .subject ? observer(type) : TripletRecognizer.stream(type).flatMap { framework, element, kind in
            [.rxswift, .reactiveswift, .combine, .async].contains(framework) && kind == nil ? (framework, element) : nil
        }
        // A relay or a subject the view sends into (`@relay`, `@subject`).
        if found == nil, style == .transform, let (framework, kind, element, initial) = subjectLike(type),
           initial == nil, !(kind == .subject && framework == .combine && !type.hasSuffix(", Never>")) {
            found = (framework, element)
            attribute = "@\(kind.rawValue) "
        }
        if found == nil, style == .transform, let open = type.firstIndex(of: "<"), type.hasSuffix(">"),
           let kind = ViewModel.StreamKind.allCases.first(where: { $0.isTrait && $0.typeName == String(type[..<open]) }) {
            let arguments = TripletRecognizer.splitTopLevel(String(type[type.index(after: open)..<type.index(before: type.endIndex)]))
            if arguments.count == 1 {
                found = (.rxcocoa, arguments[0] == "()" ? "Void" : arguments[0])
                attribute = "@\(kind.rawValue) "
            }
        }
        guard let (framework, element) = found else {
            let expected = style == .subject
                ? "an observer (AnyObserver, Signal<T, Never>.Observer, AnySubscriber<T, Never> or AsyncStream<T>.Continuation)"
                : "a stream the logic maps (Observable, Signal<T, Never>, AnyPublisher<T, Never> or AsyncStream<T>) or one of RxCocoa's"
                    + " traits (Driver, Signal, ControlEvent, ControlProperty)"
            return (.skipped(original, because: "an input of the \(style.name) style is \(expected); this kind is not"
                + " supported yet", at: member.location), nil)
        }
        let line = inputLine(member.name, element: element)
        return (.entry(attribute + line, docs: member.docs, at: member.location, original: original), framework)
    }

    /// An input as the spec writes it from its stream's element: `refresh`, `select(_ value: Int)`,
    /// `move(x: Int, y: Int)`.
    static func inputLine(_ memberName: String, element: String) -> String {
        let name = Identifier.escaped(memberName)
        let elements = element.hasPrefix("(") && element.hasSuffix(")")
            ? TripletRecognizer.splitTopLevel(String(element.dropFirst().dropLast())) : []
        if element == "Void" { return name }
        if elements.count > 1 && elements.allSatisfy({ $0.contains(":") }) {
            return name + "(" + elements.joined(separator: ", ") + ")"
        }
        // A tuple without labels is one value of the tuple's type: `Observable<(ClosedRange<Double>, ...)>`.
        return name + "(_ value: " + element + ")"
    }

    /// An `Output` member of the transform style: a relay or a subject the view binds to (`@relay items: [Item]`),
    /// else a stream as the triplet reads it. A relay with a current value needs a starting value: the one it is made
    /// with where it is declared (`= BehaviorRelay(value: true)`), as written; when the declaration gives none, the
    /// usual empty value of its type, with a note; for another type, the relay the logic gives (`givenHolderOutput`).
    static func transformOutput(
        _ member: SwiftDeclaration, of found: Found, note: (String, SourceLocation) -> Void
    ) -> (ImportedSpec.Member, Framework?, isObservable: Bool) {
        if let wrapper = valueWrapper(of: member) {
            if member.type == nil, let value = member.value?.trimmingSpaces, literalType(value) == nil,
               let type = staticMemberType(value) {
                note("the type of '\(member.name)' is not written: the spec reads '\(value)' as a '\(type)'", member.location)
            }
            // `@Published`: Combine's. The app's wrapper (MGArchitecture's `@Property`): RxSwift's, which `recognize` checks.
            return (publishedValue(member, wrapper: wrapper), wrapper == "Published" ? .combine : nil, false)
        }
        let type = holderType(of: member) ?? ""
        guard !member.isConditional, let (framework, kind, element, holder) = subjectLike(type) else {
            let (entry, framework) = TripletRecognizer.output(from: SwiftDeclaration.asProperty(member))
            return (entry, framework, framework == .rxswift && entry.skipped == nil)
        }
        let spelled = "\(member.name): \(type)"
        // Made by the struct where it is declared (`= PublishSubject()`): `@made`, and `Output()` makes it.
        var attributes = (isMadeOutput(member, type: type, in: found) ? "@made " : "") + "@\(kind.rawValue) "
        if framework == .combine, let failure = TripletRecognizer.splitTopLevel(
            String(type[type.index(after: type.firstIndex(of: "<")!)...].dropLast())).last, failure != "Never" {
            attributes += "@failure(\(failure)) "
        }
        var line = attributes + Identifier.escaped(member.name) + ": " + element
        if holder != nil, case let start = writtenStart(of: member, type: type), start != .none {
            // Made where it is declared (`= BehaviorRelay(value: true)`): that value, as written.
            guard case let .written(value) = start else {
                return (.skipped(spelled, because: "its starting value cannot be read from '\(member.value?.trimmingSpaces ?? "")';"
                    + " write '= value' in the spec by hand", at: member.location), nil, false)
            }
            line += " = " + value
        } else if let holder {
            guard let initial = emptyValue(of: element) else {
                return (givenHolderOutput(member, type: type, holder: holder, note: note), framework, false)
            }
            line += " = " + initial
            note("the starting value of '\(member.name)' (a \(holder)) is not in its declaration: the spec starts it with"
                + " '\(initial)'; check that the view model does", member.location)
        }
        return (.entry(line, docs: member.docs, at: member.location, original: spelled), framework, false)
    }

    /// The dependencies: the initializer's parameters, or, for a struct without one, the stored properties its
    /// memberwise initializer takes (`let navigator: ReposNavigatorType`), as such apps write them.
    static func dependencies(
        of owner: SwiftDeclaration, warn: (String, SourceLocation) -> Void
    ) -> [ImportedSpec.Member] {
        guard owner.kind == .struct, !owner.members.contains(where: { $0.kind == .`init` }) else {
            return TripletRecognizer.dependencies(of: owner, warnAboutOthers: false, warn: warn)
        }
        return owner.members.filter {
            ($0.kind == .let || $0.kind == .var) && $0.accessors == nil && !$0.modifiers.contains("static")
                && !$0.modifiers.contains("lazy") && !($0.kind == .let && $0.value != nil)
        }.map { property in
            guard let type = property.type else {
                let line = "\(property.name) = \(property.value ?? "")"
                return .skipped(line, because: "a stored property without a written type", at: property.location)
            }
            let line = "\(Identifier.escaped(property.name)): \(type)" + (property.value.map { " = \($0.trimmingSpaces)" } ?? "")
            return .entry(line, docs: property.docs, at: property.location, original: line)
        }
    }

}

extension SwiftDeclaration {
    /// A stored property read as a `var` requirement, as the triplet's outputs are.
    static func asProperty(_ member: SwiftDeclaration) -> SwiftDeclaration {
        var property = member
        property.kind = .var
        return property
    }
}
