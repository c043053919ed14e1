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
        /// The member of the base class's `Input` that carries `input`, the view's struct, where the method overrides
        /// the base's and takes its `Input` (`input.fromView`, `view-input:`); nil where `input` is the method's own.
        var viewInput: String?
        /// The names of `input` and `output`, structs declared at the top level of the class's file rather than in it
        /// (`TopLevelTransformTypes`): the spec's `top-level:`; empty where the class nests them.
        var topLevel: [String] = []
        /// The names of `input` and `output`, structs declared at the top level of another file read with the class's
        /// (`TopLevelTransformTypes.elsewhere`): the spec's `app-types:`, the app's own, which stay where they are.
        var appTypes: [String] = []
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
        // Read for a view model found (a file without one, most of an app's, needs neither).
        lazy var declared = flatten(declarations) + flatten(context)
        lazy var aliases = AppTypeAliases(declared)
        let found = viewModels(in: declarations, context: context)
        if memberKeyword(of: found) == "var" { spec.memberKeyword = "var" }
        let alone = found.count == 1 // `top-level:` names one view model's types
        var imported: [(declaration: SwiftDeclaration, style: Style)] = []
        for found in found {
            // Given its own `Input` or `Output` by whoever makes it, without a default: no spec says it (`GivenContracts`).
            if let refusal = givenContractRefusal(found, path: path) { warnings.append(refusal); continue }
            // Handed its `Output`, which it keeps and returns (`transform-output: given`): one option for the file.
            let handsOutput = givenOutputProperty(of: found) != nil
            if let refusal = givenOutputMixRefusal(found, handsOutput: handsOutput, spec: spec, path: path) {
                warnings.append(refusal)
                continue
            }
            if handsOutput { spec.transformOutput = "given" }
            // Handed its `Input` and `Output`, each making its relays and subjects (`subject-contract: given`).
            let givenSubject = takesGivenSubjectContract(found)
            if let refusal = givenSubjectMixRefusal(found, isGiven: givenSubject, spec: spec, path: path) {
                warnings.append(refusal)
                continue
            }
            if givenSubject { spec.subjectContract = "given" }
            spec.style = found.style
            if found.style == .transform, let handWritten = found.surface.first {
                // The generated method takes its closures non-escaping: `@escaping` is dropped.
                let transform = found.states == nil ? Self.droppingEscaping(handWritten) : handWritten
                // Spelled otherwise than `transform(input: Input) -> Output`: the `transform:` option says how.
                var signature = found.states?.signature ?? Self.signature(of: transform, owner: found.owner)
                // `override func transform`: the generated method overrides the base class's too (`superclass:` below).
                if transform.modifiers.contains("override"), found.viewInput != nil || inheritsABaseClass(found.owner) {
                    // After its attributes, as Swift writes them: `@MainActor override func transform(...)`.
                    let attributes = signature.split(separator: " ").prefix { $0.hasPrefix("@") }.map { $0 + " " }.joined()
                    signature = attributes + "override func " + signature.dropFirst(attributes.count)
                }
                if let member = found.viewInput {
                    warnings += InheritedTransformContracts.viewInputNotes(found.owner, transform, member: member, path: path)
                    let option = "\(member): \(found.input.name)"
                    if let previous = spec.viewInput, previous != option {
                        warnings.append(Diagnostic(.warning, path: path, at: transform.location,
                            "'\(found.owner.name)' reads its view's inputs as 'view-input: \(option)', and a view model above as"
                                + " '\(previous)'; one spec has one 'view-input:' option: the generated method reads '\(previous)'"))
                    } else {
                        spec.viewInput = option
                    }
                }
                warnings += transformAttributeWarnings(transform, owner: found.owner, path: path)
                // `action(output)` then `return output`: carried by `transform-calls:` where the signature is.
                let called = found.states == nil ? calledClosure(of: transform, output: transform.type ?? "Output") : nil
                let carried = called != nil && Self.isValidSignature(signature, framework: nil)
                    && (spec.transform == nil || spec.transform == signature)
                    && (spec.transformCalls == nil || spec.transformCalls == called?.name)
                warnings += transformClosureWarnings(handWritten, owner: found.owner, path: path, except: carried ? called?.name : nil)
                if carried { spec.transformCalls = called?.name }
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
            if found.style == .transform, found.viewInput == nil, let transform = found.surface.first,
               let written = transform.parameters.first?.type, written != found.input.name {
                warnings.append(Diagnostic(.note, path: path, at: transform.location,
                    "'\(written)' of '\(found.owner.name)' is '\(found.input.name)' through a protocol's typealias: the generated"
                        + " view model declares its own '\(written)' and '\(transform.type ?? "Output")', so remove the protocol's"
                        + " typealiases (and '\(found.input.name)') when you switch to it"))
            }
            // An `override init` or a `super.init` call says the first type inherited is a class: the base class.
            var inherited = found.owner.inheritance[...]
            if inheritsABaseClass(found.owner) || found.viewInput != nil,
               let base = inherited.first {
                spec.superclass = InheritedTransformContracts.superclass(base)
                inherited = inherited.dropFirst()
            }
            // And the protocols an extension adds (`extension ReposViewModel: ViewModel { ... }`).
            let added = conformances(of: found.owner, extensions: extensions).dropFirst(found.owner.inheritance.count)
            for conformance in carriedConformances(Array(inherited + added), of: found.owner, warn: {
                warnings.append(Diagnostic(.warning, path: path, at: $1, $0)) }) where !spec.conformances.contains(conformance) {
                spec.conformances.append(conformance)
            }
            if let access = AccessLevel(rawValue: found.owner.access) { spec.access = access }
            // An actor, an attribute: warnings; a global actor: the view model's `isolation:`.
            let isolation = TripletRecognizer.declarationProblems(protocols: [], owner: found.owner) {
                warnings.append(Diagnostic(.warning, path: path, at: $1, $0))
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
                    ?? handedHolderValueInput(member, of: found, note: note)
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
            // The `Output` object's own bag of the subscriptions that set its values: `output-bag:`, no output.
            let bag = OutputBagImport.bag(in: found, declared: declared)
            if let bag { spec.outputBag = bag.option }
            // The subject style's `Output` that builds itself: its private members are its machinery, no output.
            let machinery = SubjectOutputMachinery.members(of: found, givenContract: givenSubject)
            warnings += SubjectOutputMachinery.diagnostics(machinery, of: found, path: path)
            let outputMembers = found.output.members.filter { member in
                member.name != bag?.member.name && !machinery.contains { $0.name == member.name }
            }
            for member in read(outputMembers) {
                if let problem = untypedProblem(member) ?? shapeProblem(member, of: found, isInput: false) {
                    viewModel.outputs.append(.skipped(spelled(member), because: problem, at: member.location))
                    continue
                }
                if givenSubject, let (entry, framework) = givenSubjectOutput(member) {
                    viewModel.outputs.append(entry)
                    if let framework { frameworks.append(framework) }
                    continue
                }
                // A value of the subject style's `@Published var output = Output()`: `@value`; one computed from the
                // others stays the `Output`'s own, in the team's extension of it.
                if let note = computedOutputNote(member, of: found) {
                    warnings.append(Diagnostic(.note, path: path, at: member.location, note))
                    continue
                }
                if let (entry, framework) = publishedSubjectOutput(member, of: found) {
                    viewModel.outputs.append(entry)
                    if let framework { frameworks.append(framework) }
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
                if handsOutput, let (entry, framework) = givenOutput(member, of: found) {
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
            TopLevelTransformTypes.carry(found, alone: alone, path: path, &spec, &warnings)
            observableOutputsByViewModel.append(observableOutputs)
            // The initializers call sites make `Input` and `Output` with: the generated ones take each member imported.
            let taken = { (members: [SwiftDeclaration], entries: [ImportedSpec.Member], group: SwiftDeclaration) in
                zip(read(members), entries).filter {
                    $1.skipped == nil && (group.kind == .struct || valueWrapper(of: $0) == nil)
                        && !$1.line.hasPrefix("@made ")
                }
                    .map { (name: $0.0.name, type: $0.0.type ?? "") }
            }
            // `input-init:`: the team's `Input` made with its members in another order, which the generated one declares.
            let inputOrder = alone ? inputInitOrder(
                found, imported: taken(found.input.members, viewModel.inputs, found.input), inputs: viewModel.inputs, aliases: aliases) : nil
            if let inputOrder { spec.inputInit = inputOrder }
            let outputsTaken = taken(outputMembers, viewModel.outputs, found.output)
            // `output-init:`: the team's `Output` made with an initializer of its own (labels, order, defaults).
            let outputOrder = alone ? outputInitOrder(
                found, imported: outputsTaken, outputs: viewModel.outputs, memberKeyword: spec.memberKeyword, aliases: aliases) : nil
            if let outputOrder { spec.outputInit = outputOrder }
            // `subject-output: built`: the subject style's `Output` builds itself, as the generated one does.
            let built = BuiltSubjectOutputImport.initializer(
                of: found, viewModel: viewModel, givenContract: givenSubject, alone: alone, aliases: aliases)
            let takenByGroup = ["Input": taken(found.input.members, viewModel.inputs, found.input), "Output": outputsTaken]
            let subjectOutput = !givenSubject && !viewModel.outputs.contains { $0.line.contains("@value ") }
            warnings += initializerWarnings(found, imported: takenByGroup,
                ordered: Set((inputOrder == nil ? [] : ["Input"]) + (outputOrder == nil && built == nil ? [] : ["Output"])),
                subjectOutput: subjectOutput, aliases: aliases, path: path)
                + SubjectContractProperties.diagnostics(found, declared: declared, extensions: extensions, path: path)
            // What call sites reach on the class besides its contract (a coordinator, a helper): as the triplet's.
            StructStyleOwnMembers.carry(
                found, extensions: extensions, declared: declared, into: &viewModel, path: path, warnings: &warnings,
                outputFrameworks: Dictionary(memberFrameworks.filter { $0.viewModel == spec.viewModels.count && !$0.isInput }
                    .map { ($0.index, $0.framework) }, uniquingKeysWith: { a, _ in a }))
            // Not where the logic is also handed the class's own state (`- logic init let`), which the `Output` is not.
            if let built, viewModel.properties.contains(where: { $0.line.hasPrefix("logic ") }) {
                warnings += initializerWarnings(found, imported: takenByGroup, ordered: ["Input"], subjectOutput: subjectOutput,
                                                aliases: aliases, path: path)
            } else if let built {
                spec.subjectOutput = "built"
                warnings.append(BuiltSubjectOutputImport.note(
                    built, of: found, signature: initializerSignature(built, aliases: aliases), path: path))
            }
            for member in viewModel.dependencies + viewModel.inputs + viewModel.outputs {
                if let reason = member.skipped {
                    warnings.append(Diagnostic(.warning, path: path, at: member.location, "'\(member.line)' is not imported: \(reason)"))
                }
            }
            spec.viewModels.append(viewModel)
            imported.append((found.owner, found.style))
        }
        ClassFinality.carry(found.map { ($0.owner, path) }, into: &spec, warnings: &warnings)
        // RxSwift inputs beside RxCocoa outputs are RxCocoa: its logic's inputs are Observables too.
        let counts = Dictionary(frameworks.map { ($0, 1) }, uniquingKeysWith: +)
        spec.framework = counts.keys.contains(.rxcocoa) ? .rxcocoa
            : counts.max { ($0.value, $1.key.name) < ($1.value, $0.key.name) }?.key
        // A struct view model: `declaration: struct` where every one of the file is (`StructDeclarations`).
        StructDeclarations.carry(imported, path: path, into: &spec, warnings: &warnings)
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
        TransformBagImport.carry(found, into: &spec, path: path, warnings: &warnings)
        // `@made @let` where the file's structs are `var` (`members: var`) only.
        dropRedundantLets(in: &spec)
        return (spec, warnings)
    }
}
