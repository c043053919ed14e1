/// What a struct style's hand-written class (the transform style, the subject-bridged style, the transform of states)
/// declares for call sites besides its contract: a `weak var coordinator`, a `let navigation = PublishRelay<Route>()` a
/// coordinator subscribes to, a helper function, a computed property. The import carries them as the triplet's
/// (`OwnMembers`: stored state a `properties:` line, a dependency call sites read, a function or computed property
/// moved to an extension in the team's own file, the rest a warning), and `--check` reports what the generated class
/// does not have, so that no member is dropped without a word (issue #32).
enum StructStyleOwnMembers {
    /// The names the generated class declares for the style's contract, which need no word: its structs (or the
    /// enum of states) under every name the class gives them, `transform`, the subject style's `input` and `output`.
    static func contractNames(of found: StructStyleRecognizer.Found) -> Set<String> {
        var names: Set<String> = [found.input.name, found.output.name, "Input", "Output"]
        names.formUnion(found.style == .transform ? ["transform"] : ["input", "output"])
        for transform in found.surface + found.otherTransforms where transform.kind == .func {
            names.insert(transform.name)
            if let written = transform.parameters.first?.type { names.insert(lastName(written)) }
            if let result = transform.type { names.insert(lastName(result)) }
        }
        if let states = found.states {
            names.formUnion([states.input.name, states.states.name])
            if let alias = states.alias { names.insert(alias.name) }
        }
        return names
    }

    /// The class's non-private members outside its contract, in the class and its extensions in the file; `declared`:
    /// the declarations read (flattened), whose protocols say which typealiases the conformance keeps.
    static func outside(
        _ found: StructStyleRecognizer.Found, extensions: [String: [SwiftDeclaration]], declared: [SwiftDeclaration]
    ) -> [SwiftDeclaration] {
        let contract = contractNames(of: found)
        let kept = associatedTypes(of: found.owner, extensions: extensions, declared: declared)
        let hooks = Set(bindingHooks(found, extensions: extensions, declared: declared).map(\.member))
        return TripletRecognizer.membersOutside(contract, of: found.owner, extensions: extensions).filter { member in
            // `typealias InputType = Input` for a protocol's `associatedtype InputType`: the generated class's
            // conformance infers it from its `input`, so call sites that name `X.InputType` reach the same struct (one
            // that names another type is the contract's difference, `SubjectContractProperties`).
            !(member.kind == .typealias && kept.contains(member.name))
                // `override func bind()`, which the base class calls to set up the bindings: the logic's (`BindingHooks`).
                && !hooks.contains(member)
        }
    }

    /// The subject style's binding hooks (`BindingHooks`) among the class's members, each with how it is read.
    static func bindingHooks(
        _ found: StructStyleRecognizer.Found, extensions: [String: [SwiftDeclaration]], declared: [SwiftDeclaration]
    ) -> [(member: SwiftDeclaration, reading: BindingHooks.Reading, senders: Set<String>)] {
        guard found.style == .subject else { return [] }
        let senders = SubjectCallInputs.senders(of: found.owner, extensions: extensions)
        return OwnMembers.bodies(of: found.owner, extensions: extensions).flatMap(\.0.members).compactMap { member in
            guard let reading = BindingHooks.reading(member, of: found.owner, senders: senders, declared: declared),
                  BindingHooks.isHook(reading) else { return nil }
            return (member, reading, senders)
        }
    }

    /// The associated types of the protocols the class conforms to, among those read.
    private static func associatedTypes(
        of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]], declared: [SwiftDeclaration]
    ) -> Set<String> {
        let conformances = Set(StructStyleRecognizer.conformances(of: owner, extensions: extensions))
        return Set(declared.filter { $0.kind == .protocol && conformances.contains($0.name) }
            .flatMap(\.members).filter { $0.kind == .associatedtype }.map(\.name))
    }

    /// Imports the class's own members into `viewModel` as the triplet's (`OwnMembers.carry`): a `properties:` line, a
    /// readable dependency, a note where a member moves to an extension, a warning where one cannot be carried.
    static func carry(
        _ found: StructStyleRecognizer.Found, extensions: [String: [SwiftDeclaration]], declared: [SwiftDeclaration],
        into viewModel: inout ImportedSpec.ViewModel, path: String, warnings: inout [Diagnostic],
        outputFrameworks: [Int: Framework] = [:]
    ) {
        var diagnostics: [Diagnostic] = []
        for hook in bindingHooks(found, extensions: extensions, declared: declared) {
            if let note = BindingHooks.note(hook.member, of: found.owner.name, reading: hook.reading, senders: hook.senders) {
                diagnostics.append(Diagnostic(.note, path: path, at: hook.member.location, note))
            }
        }
        let given = givenOutput(of: found)
        // The subject style's `input` and `output`, which the generated class declares internal too: a member that only
        // reads them moves.
        let held = heldContract(of: found)
        // The private relays `transform` makes outputs of as they are, which the generated class may keep (`@kept`).
        let kept = found.style == .transform && found.states == nil && given.isEmpty
            ? KeptOutputImport.kept(of: found.owner, extensions: extensions, outputs: viewModel.outputs,
                                    frameworks: outputFrameworks) : [:]
        // The private relays a computed property of its own hands on outside the `Output`: kept there too (`@outside`);
        // the subject style's, outside its `input` and `output`, as well.
        let offered = (found.style == .transform && found.states == nil && given.isEmpty) || found.style == .subject
            ? KeptOutputImport.outside(
                of: found.owner, extensions: extensions,
                // One framework's keepers: RxCocoa's `Signal` beside RxSwift's `PublishSubject` keep in the same relays.
                framework: Set(outputFrameworks.values.map(KeptOutputs.keepers)).count == 1 ? outputFrameworks.values.first : nil,
                taken: Set((viewModel.outputs + viewModel.inputs).compactMap(memberName)),
                offered: found.style == .subject ? outside(found, extensions: extensions, declared: declared) : nil)
                .filter { kept[$0.key] == nil }
            : [:]
        // A transform-style class's own `input` and `output` (`var input = Input()`) are its state, as written.
        ReservedOwnNames.whereHeld(found.style, output: found.output.name) { OwnMembers.carry(
            outside(found, extensions: extensions, declared: declared), of: found.owner, extensions: extensions,
            into: &viewModel, warn: { diagnostics.append(Diagnostic(.warning, path: path, at: $1, $0)) },
            note: { note, location in
                diagnostics.append(Diagnostic(.note, path: path, at: location, !given.isEmpty ? note.replacingOccurrences(
                    of: ContractUse.moveRemark(["output"]), with: givenOutputRemark)
                    : held.isEmpty ? note : note.replacingOccurrences(of: ContractUse.protocolsRemark, with: heldRemark)))
            },
            // The `Output` it is handed, which the generated class keeps internal: a member reading it moves.
            contract: given.union(held),
            // The subject style's methods the view calls that feed its bindings: `@call` inputs.
            subjectSenders: found.style == .subject ? SubjectCallInputs.senders(of: found.owner, extensions: extensions) : [],
            // The transform style's (its `Input` and `Output` structs) that send into its private streams: `@call` inputs.
            transformSenders: found.style == .transform && found.states == nil
                ? TransformCallInputs.senders(of: found.owner, extensions: extensions) : [],
            kept: kept.merging(offered, uniquingKeysWith: { a, _ in a }).mapValues(\.line), readOnly: held) }
        // A kept relay made readable for a member that moves: its output is `@kept` in it.
        for (name, (line, output)) in kept where viewModel.properties.contains(where: { $0.line == line }) {
            guard let index = viewModel.outputs.firstIndex(where: { KeptOutputImport.name(of: $0) == output }) else { continue }
            viewModel.outputs[index].line = "@kept(\(name)) " + viewModel.outputs[index].line
        }
        KeptOutputImport.appendOutside(offered, into: &viewModel, at: found.owner.location)
        warnings += diagnostics
    }

    /// The name of an imported input or output line, its attributes dropped (`reloadStore` of `@call reloadStore`).
    static func memberName(_ member: ImportedSpec.Member) -> String? {
        let line = member.line.split(separator: " ").drop { $0.hasPrefix("@") }.joined(separator: " ")
        let name = String(line.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" })
        return name.isEmpty ? nil : name.replacingOccurrences(of: "`", with: "")
    }

    /// `output`, where the class keeps the `Output` it is handed in a property of that name (`transform-output: given`):
    /// the generated class keeps it in an internal `let output`, so a member that reads its relays (`var album: Album {
    /// output.album.value }`, as poporazzi's screens read their state) moves to the team's extension, where it reads
    /// what the logic binds into them; one that sets it stays behind (`ContractUse`).
    static func givenOutput(of found: StructStyleRecognizer.Found) -> Set<String> {
        StructStyleRecognizer.givenOutputProperty(of: found) == "output" ? ["output"] : []
    }

    /// The subject style's `input` and `output` (`let output: Output`, `private(set) var output: Output!`), which the
    /// generated class declares too, internal (`let output: Output`, its outputs made of the logic's streams, a
    /// `@constant` one the logic's relay or subject itself): a member that reads them (`var searchKeyword: String {
    /// output.searchTerm.value }`, `var onEdit: PassthroughSubject<Store, Never> { output.onEdit }`, as a screen or a
    /// coordinator asks a subject-bridged view model for what its outputs hold) moves to the team's extension, where it
    /// reads the same; one that sends into them, assigns them or calls a method through them sets them (`ContractUse`,
    /// which errs towards "may set") and is a `@call` input or stays behind, as before.
    static func heldContract(of found: StructStyleRecognizer.Found) -> Set<String> {
        guard found.style == .subject else { return [] }
        return Set(found.surface.map(\.name)).intersection(["input", "output"])
    }

    /// What the note of a member that moves says of the subject style's `input` and `output` it reads.
    static let heldRemark = " of the contract, which the generated class declares internal too ('let input: Input',"
        + " 'let output: Output', of the logic's streams), and only reads it"

    /// What the note of a member that moves says of the handed `Output` it reads.
    static let givenOutputRemark = "it reads 'output', the 'Output' the view model is handed, which the generated class"
        + " keeps in an internal 'let output' and binds the logic's streams into"

    /// The phrase that says where the members stand, in `--check`'s differences.
    static func phrase(_ found: StructStyleRecognizer.Found) -> String {
        found.style == .transform ? ", declared besides its 'transform'," : ", declared besides its 'input' and 'output',"
    }

    /// `Feed.Input` is `Input`.
    private static func lastName(_ type: String) -> String {
        type.split(separator: ".").last.map(String.init) ?? type
    }
}

extension SurfaceComparison {
    /// The struct style's class's own members (`StructStyleOwnMembers`) the generated class does not have, or has
    /// otherwise.
    static func structStyleOwnDifferences(
        _ found: StructStyleRecognizer.Found, regenerated: SwiftDeclaration, extensions: [String: [SwiftDeclaration]],
        declared: [SwiftDeclaration], path: String
    ) -> [Diagnostic] {
        ReservedOwnNames.whereHeld(found.style, output: found.output.name) { ownMemberDifferences(
            StructStyleOwnMembers.outside(found, extensions: extensions, declared: declared), of: found.owner, regenerated: regenerated,
            extensions: extensions, phrase: StructStyleOwnMembers.phrase(found), path: path,
            contract: StructStyleOwnMembers.givenOutput(of: found).union(StructStyleOwnMembers.heldContract(of: found)),
            readOnly: StructStyleOwnMembers.heldContract(of: found)) }
    }
}
