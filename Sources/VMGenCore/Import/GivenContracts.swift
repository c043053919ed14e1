/// A view model of the struct styles whose initializer takes its own `Input` or `Output`, the struct it keeps and
/// hands the view (subject style) or returns from `transform`.
///
/// - With a default that makes one (`init(input: Input = Input(), output: Output = Output(), defaultDay: Int)`, so a
///   test can hand its own while every screen leaves them out): the generated class makes them itself, so they are no
///   dependencies; a warning says the generated initializer does not take them, and `--check` reports the initializer.
/// - Without one (`init(output: Output)`, the `Output` of relays whoever makes the view model builds, starts and may
///   share, and `transform` returns): no spec says it, as a generated view model makes its own `Output`; the view model
///   is not imported, with a warning that names the shape, rather than a spec that would not generate.
extension StructStyleRecognizer {
    /// The parameters of the chosen initializer typed as the view model's own `Input` or `Output`
    /// (`Input`, `LoginVM.Input`, `Self.Input`), by their positions among its parameters.
    static func givenContracts(of found: Found) -> (initializer: SwiftDeclaration, positions: [Int])? {
        guard let initializer = TripletRecognizer.initializers(of: found.owner).chosen else { return nil }
        let names = [found.input.name, found.output.name]
        let positions = initializer.parameters.indices.filter { position in
            let type = initializer.parameters[position].type.trimmingSpaces
            return names.contains { type == $0 || type == found.owner.name + "." + $0 || type == "Self." + $0 }
        }
        return positions.isEmpty ? nil : (initializer, positions)
    }

    /// Why a view model given its `Input` or `Output` without a default is not imported; nil for any other.
    static func givenContractRefusal(_ found: Found, path: String) -> Diagnostic? {
        guard givenOutputProperty(of: found) == nil, let (initializer, positions) = givenContracts(of: found) else { return nil }
        let required = positions.map { initializer.parameters[$0] }.filter { $0.defaultValue == nil }
        guard let first = required.first else { return nil }
        let written = required.map { "'\(spelled($0))'" }.joined(separator: ", ")
        let returns = found.style == .transform ? "'transform' returns" : "it hands the view"
        return Diagnostic(.warning, path: path, at: initializer.location, "'\(found.owner.name)' is not imported: its"
            + " initializer takes its own '\(first.type)' (\(written)), which whoever makes it builds and hands in, and"
            + " \(returns) that very one; a generated view model makes its own 'Input' and 'Output', so no spec says this shape")
    }

    /// The refusals of a file's view models given their own `Input` or `Output` without a default, where the file
    /// imports nothing else (the struct styles' recognizer warns where it imports another), and their names.
    static func givenContractRefusals(
        _ declarations: [SwiftDeclaration], context: [SwiftDeclaration], path: String
    ) -> (diagnostics: [Diagnostic], names: Set<String>) {
        let refused = viewModels(in: declarations, context: context).compactMap { found in
            givenContractRefusal(found, path: path).map { (found.owner.name, $0) }
        }
        return (refused.map(\.1), Set(refused.map(\.0)))
    }

    /// The dependencies without the `Input` and `Output` the initializer takes with a default, and the warning
    /// where it stands saying the generated initializer takes neither.
    static func withoutGivenContracts(
        _ dependencies: [ImportedSpec.Member], of found: Found, warn: (String, SourceLocation) -> Void
    ) -> [ImportedSpec.Member] {
        guard let (initializer, positions) = givenContracts(of: found), dependencies.count == initializer.parameters.count
        else { return dependencies }
        let kept = dependencies.indices.filter { !positions.contains($0) }.map { dependencies[$0] }
        // Kept and returned by the class (`transform-output: given`): the generated initializer takes it too.
        if givenOutputProperty(of: found) != nil { return kept }
        // Kept and handed the view by the class (`subject-contract: given`): the generated initializer takes them too.
        if takesGivenSubjectContract(found) { return kept }
        let given = positions.map { initializer.parameters[$0] }
        warn("'\(found.owner.name)' takes its own " + given.map { "'\(spelled($0))'" }.joined(separator: " and ")
            + " in its initializer: the generated class makes \(given.count == 1 ? "it" : "them") itself, and its"
            + " initializer takes \(given.count == 1 ? "no '\(given[0].label ?? given[0].name)'" : "neither"), so call"
            + " sites that hand \(given.count == 1 ? "one" : "them") change", initializer.location)
        return kept
    }

    /// `input: Input = Input()`, as the initializer writes the parameter.
    private static func spelled(_ parameter: SwiftDeclaration.Parameter) -> String {
        (parameter.label.map { $0 == parameter.name ? "" : $0 + " " } ?? "") + "\(parameter.name): \(parameter.type)"
            + (parameter.defaultValue.map { " = " + $0 } ?? "")
    }
}

extension SurfaceComparison {
    /// The initializer of a struct-style view model that takes its own `Input` or `Output` (with a default, else it
    /// is not imported), against the generated one, which takes neither: call sites that hand them change.
    static func givenContractDifferences(
        _ found: StructStyleRecognizer.Found, _ regenerated: SwiftDeclaration, path: String
    ) -> [Diagnostic] {
        guard StructStyleRecognizer.givenOutputProperty(of: found) == nil,
              !StructStyleRecognizer.takesGivenSubjectContract(found),
              let (theirs, _) = StructStyleRecognizer.givenContracts(of: found),
              let ours = TripletRecognizer.initializers(of: regenerated).chosen,
              initializerSignature(theirs) != initializerSignature(ours) else { return [] }
        return [Diagnostic(.error, path: path, at: theirs.location,
            "'\(initializerSignature(theirs))' of '\(found.owner.name)' (taking its own 'Input' or 'Output', which the generated"
                + " one, '\(initializerSignature(ours))', makes itself) is not in the generated code")]
    }
}
