/// A method of a `@call` input's shape named as vmgen names a member of its own (`func transform()`, which a
/// subject-style class's `init` calls to bind its subjects, and which the app's protocol may require of every view
/// model): no input may take the name (`SpecValidator.reservedNames`), nor may `as` rename it, as the generated method
/// keeps the name the call sites call. Its view model is not imported, with a warning where the method stands that names
/// it, rather than a spec that would not generate.
enum ReservedCallInputs {
    /// Takes out of `spec` each view model with a `@call` input of a reserved name, with its warning (`CallInputs.carry`
    /// writes no note for such a method); the names of those view models.
    static func refuse(in spec: inout ImportedSpec, diagnostics: inout [Diagnostic], path: String) -> Set<String> {
        var refused: Set<String> = []
        spec.viewModels.removeAll { viewModel in
            guard let (input, name) = viewModel.inputs.lazy.compactMap({ input in reservedName(input).map { (input, $0) } })
                .first else { return false }
            diagnostics.append(Diagnostic(
                .warning, path: path, at: input.location,
                "'\(viewModel.name)' is not imported: its '\(input.original)' uses what the logic owns in the generated"
                    + " class, as a '@call' input would, and is named '\(name)', a name vmgen keeps for itself (the"
                    + " generated API names its own member so), which no input may take: make it 'private' if only the"
                    + " class calls it (its body moves into the logic with the rest), or rename it (and its call sites),"
                    + " then import it again"))
            refused.insert(viewModel.name)
            return true
        }
        return refused
    }

    /// The name of a `@call` input line (`@call transform`, `@call output(_ value: Int)`, `@call var input: String =
    /// ""`) when vmgen keeps it.
    private static func reservedName(_ input: ImportedSpec.Member) -> String? {
        guard input.skipped == nil, input.line.hasPrefix("@call ") else { return nil }
        let rest = input.line.dropFirst(input.line.hasPrefix("@call var ") ? 10 : 6)
        let name = String(rest.prefix { $0 != "(" && $0 != " " && $0 != ":" })
        return SpecValidator.reservedNames.contains(name) ? name : nil
    }
}
