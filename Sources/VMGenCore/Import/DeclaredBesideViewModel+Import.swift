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

    /// The warnings for `spec` imported from `source` at `path` (read with `context`): `--check`'s differences of
    /// declarations beside the view model, at warning severity, in the same words.
    static func importWarnings(source: String, path: String, spec: String, context: [SwiftDeclaration]) -> [Diagnostic] {
        SurfaceComparison.differences(
            handWritten: source, path: path, spec: SpecSource(path: path, bytes: Array(spec.utf8)), context: context
        ).filter(isReport).map { difference in
            var warning = difference
            warning.severity = .warning
            return warning
        }
    }
}
