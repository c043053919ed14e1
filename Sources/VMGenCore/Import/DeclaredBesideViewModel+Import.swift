/// `vmgen import`'s side of `DeclaredBesideViewModel` (issue #32): the import warns, where each stands, about the
/// declarations `--check` reports beside the view model, so a team that imports and replaces the file is told before
/// it loses them. The warnings are `--check`'s own differences, found the same way on the spec the import writes, so
/// the two agree on exactly the same declarations (`DeclaredBesideViewModelImportTests`). A `private` or `fileprivate`
/// one is neither: no other file can name it, and the class's own members that use it move with it to the team's
/// extension (`Own.swift`), as written. The import writes specs alone, never Swift the team owns, so it names them and
/// does not move them.
extension DeclaredBesideViewModel {
    /// Whether a diagnostic is one of these declarations (an import's warning, or `--check`'s difference).
    public static func isReport(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.message.hasSuffix(phrase) && diagnostic.message.contains(", declared in this file beside its view model, ")
    }

    /// The warnings for `spec` imported from the file at `path` whose declarations the import read (`declarations`;
    /// the other files' in `context`): `--check`'s differences of declarations beside the view model, at warning
    /// severity, in the same words.
    ///
    /// They are computed on the file's declarations and those the spec generates, as `--check` computes them, but
    /// without `--check`'s work that the import has done already or does not need: the file is not read again, and the
    /// rest of the surface is compared only where the file declares something beside its view model at all. (One
    /// where another difference stands is reported there, not here: so where there is one, the surface is compared.)
    static func importWarnings(
        declarations: [SwiftDeclaration], path: String, spec: String, context: [SwiftDeclaration]
    ) -> [Diagnostic] {
        let (compared, appTypes) = SurfaceComparison.withoutAppTypes(SpecSource(path: path, bytes: Array(spec.utf8)))
        let generated = Generator.generate([compared])
        if generated.hasErrors { return [] }
        let regenerated = SwiftDeclarationReader.read(
            SwiftTokenizer.tokenize(generated.files.map(\.contents).joined(separator: "\n"), path: path).tokens)
        // None even before the protocols compared and the lines of other differences are set aside: none at all.
        guard !differences(handWritten: declarations, generated: regenerated, compared: [], path: path, context: context).isEmpty
        else { return [] }
        return SurfaceComparison.droppingAppTypePlaces(
            SurfaceComparison.differences(handWritten: declarations, generated: regenerated, path: path, context: context),
            names: appTypes).filter(isReport).map { difference in
                var warning = difference
                warning.severity = .warning
                return warning
            }
    }
}
