/// The app's own protocol declared in a view model's file, which the view model conforms to (`conforms:`) and the
/// generated code does not declare: `protocol ViewModelType { associatedtype Input; var input: Input { get } }` above
/// the first view model written with it, which the app's other view models conform to as well, or a protocol of the
/// class's own beside its triplet (`protocol LeftMenuViewModelStoredProperties { var handshakeResponse: ... }`, a
/// third group the type protocol reaches). Replacing the file with the generated code would take it away from the
/// view model and the app, so the import says where it stands that it stays the app's, as `--check` reports it.
enum AppProtocolsInFile {
    /// A warning at each protocol of the file that the spec names in `conforms:` rather than generating it, where
    /// `--check` compares it: as a view model's (named `…Type` with an `input`, `output`, `inputs` or `outputs`
    /// member), or as a group of the view model's own that another protocol of the file declares a property of
    /// (`DeclaredAppProtocols.groupsOfTheirOwn`).
    static func warnings(_ declarations: [SwiftDeclaration], conformances: [String], path: String) -> [Diagnostic] {
        guard !conformances.isEmpty else { return [] }
        let groups = DeclaredAppProtocols.groupsOfTheirOwn(declarations)
        return declarations.filter { declaration in
            declaration.kind == .protocol && conformances.contains(declaration.name) && (groups.contains(declaration.name)
                || declaration.name.hasSuffix("Type")
                    && declaration.members.contains { ["inputs", "outputs", "input", "output"].contains($0.name) })
        }.map { declaration in
            Diagnostic(.warning, path: path, at: declaration.location,
                       "'\(declaration.name)' stays the app's: the view model conforms to it ('conforms: \(declaration.name)')"
                        + " and the generated code does not declare it, so move it to a file of your own, where the app's"
                        + " other types that conform to it, the view model among them, still find it")
        }
    }
}
