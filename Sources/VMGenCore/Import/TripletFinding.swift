/// How the import finds a triplet among a file's protocols: through the type protocol that names its groups, or
/// without one by the groups' names (`XInputs` with `XOutputs`), with the type a typealias of their composition where
/// the file declares one (`typealias XType = XInputs & XOutputs`: `TypeCompositionImport`).
extension TripletRecognizer {
    /// The triplets of a file's protocols, in the order their inputs are declared: an `XType` names its inputs,
    /// outputs and errors (`var inputs: CellInputs { get }`, whatever the names); without one, `XInputs` goes with
    /// `XOutputs` and `XErrors`.
    static func triplets(
        _ all: [SwiftDeclaration], _ protocols: [String: SwiftDeclaration]
    ) -> [Triplet] {
        var found: [Triplet] = []
        func named(_ member: String, in type: SwiftDeclaration) -> SwiftDeclaration? {
            type.members.first { $0.kind == .var && $0.name == member }
                .flatMap { $0.type.map { SurfaceComparison.normalized($0) } }.flatMap { protocols[$0] }
        }
        for type in all where type.kind == .protocol {
            // `var inputs: XInputs { get }`, whatever the protocols' names (`XViewModelInput`, `XInputProtocol`); some
            // apps write `input` and `output`.
            let singular = named("inputs", in: type) == nil && named("input", in: type) != nil
            guard let inputs = named(singular ? "input" : "inputs", in: type),
                  let outputs = named(singular ? "output" : "outputs", in: type),
                  inputs.name != type.name, outputs.name != type.name, inputs.name != outputs.name else {
                // `var outpust: LoginViewModelOutputs { get }`: the groups' properties named otherwise, found by type.
                if let triplet = GroupPropertiesByType.triplet(of: type, protocols) { found.append(triplet) }
                continue
            }
            found.append(Triplet(
                inputs: inputs, outputs: outputs, type: type.name,
                errors: named("errors", in: type) ?? (singular ? named("error", in: type) : nil),
                singular: singular ? type : nil))
        }
        let paired = Set(found.map(\.inputs.name))
        // Without a type protocol: `XInputs` with `XOutputs` (and `XErrors`), or `XInput` with `XOutput`; the type a
        // typealias of their composition where the file declares one.
        let compositions = TypeCompositionImport.compositions(all)
        for inputs in all where inputs.kind == .protocol && !paired.contains(inputs.name) {
            for (input, output) in [("Inputs", "Outputs"), ("Input", "Output")] where inputs.name.hasSuffix(input) {
                let base = String(inputs.name.dropLast(input.count))
                guard !base.isEmpty, let outputs = protocols[base + output] else { continue }
                let errors = protocols[base + "Errors"]
                var triplet = Triplet(
                    inputs: inputs, outputs: outputs,
                    type: protocols[base + "Type"]?.name ?? refining(inputs, outputs, among: all)?.name, errors: errors)
                if triplet.type == nil, let alias = TypeCompositionImport.composition(of: triplet, among: compositions, base: base) {
                    triplet.type = alias.name
                    triplet.composition = alias
                }
                found.append(triplet)
            }
        }
        return found.sorted { $0.inputs.location < $1.inputs.location }
    }

    /// The type protocol named otherwise than `XType` that refines both groups and declares no property of them, the
    /// view reaching the members through the type itself (`protocol CategoryViewModelType: CategoryViewModelTypeInput,
    /// CategoryViewModelTypeOutput {}`, `protocol LoginViewModelProtocol: LoginViewModelInputs, LoginViewModelOutputs`).
    /// One that declares members of its own (`var dependency: StoreListDependency { get }`) is not taken: the generated
    /// type protocol declares none, and the view model stays read as before, with the warning that names `XType`.
    static func refining(
        _ inputs: SwiftDeclaration, _ outputs: SwiftDeclaration, among all: [SwiftDeclaration]
    ) -> SwiftDeclaration? {
        all.first { type in
            type.kind == .protocol && type.name != inputs.name && type.name != outputs.name && type.members.isEmpty
                && Set(type.inheritance.map { SurfaceComparison.normalized($0) }).isSuperset(of: [inputs.name, outputs.name])
        }
    }

    /// The protocols of one triplet: the type protocol that names them, if any (`singular` when it names them
    /// `input` and `output`).
    struct Triplet {
        var inputs: SwiftDeclaration
        var outputs: SwiftDeclaration
        var type: String?
        var errors: SwiftDeclaration?
        var singular: SwiftDeclaration? = nil
        /// The type protocol's group properties named otherwise than `inputs` and `outputs` (or `input` and `output`),
        /// as the code names them (`inputs`, `outpust`): the spec's `groups:` line.
        var groupProperties: [String]? = nil
        /// `typealias XType = XInputs & XOutputs`: the type, a typealias of the groups' composition (`type` its name).
        var composition: SwiftDeclaration? = nil
    }

    /// The protocols among `all`, by name (the first of each name).
    static func protocolsByName(_ all: [SwiftDeclaration]) -> [String: SwiftDeclaration] {
        Dictionary(all.filter { $0.kind == .protocol }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// What the triplet's names are made of: `LoginViewModel` for `LoginViewModelInputs`, `LoginViewModelInput` or a
    /// type protocol `LoginViewModelType`.
    static func baseName(inputs: String, type: String?) -> String {
        for suffix in ["Inputs", "Input"] where inputs.hasSuffix(suffix) && inputs.count > suffix.count {
            let base = String(inputs.dropLast(suffix.count))
            // `FeedViewModelTypeInputs` beside `FeedViewModelType`: the class is `FeedViewModel`, not the type's name.
            if base == type, base.hasSuffix("Type"), base.count > 4 { return String(base.dropLast(4)) }
            return base
        }
        if let type, type.hasSuffix("Type"), type.count > 4 { return String(type.dropLast(4)) }
        return inputs
    }
}
