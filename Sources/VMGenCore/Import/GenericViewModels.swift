/// A view model class generic over what it is given (`final class ListViewModel<Repo: Repository>`), as apps write one to inject a repository or a use case. A spec declares no generic parameters, and the
/// generated class declares none: its dependencies and logic would name `Repo`, which nothing declares, and call sites
/// that write `ListViewModel<BookRepository>(...)` would change. Its view model is not imported, with a warning where
/// the class stands that names its parameters, rather than a spec whose generated code would not compile.
enum GenericViewModels {
    /// Takes out of `spec` each view model whose class, among `declarations` (this file's, first) and `context`, is
    /// generic, with its warning; the names of those view models.
    static func refuse(in spec: inout ImportedSpec, declarations: [SwiftDeclaration], context: [SwiftDeclaration],
                       diagnostics: inout [Diagnostic], path: String) -> Set<String> {
        var refused: Set<String> = []
        spec.viewModels.removeAll { viewModel in
            guard let type = (declarations + context).first(where: {
                [.class, .struct, .actor].contains($0.kind) && $0.parent == nil && $0.name == viewModel.name
            }), let generics = type.genericParameters else { return false }
            let stands = declarations.contains { $0 == type }
            diagnostics.append(Diagnostic(
                .warning, path: path, at: stands ? type.location : viewModel.location,
                "'\(viewModel.name)' is not imported: it is generic, '\(viewModel.name)<\(generics)>', and a spec declares"
                    + " no generic parameters:"
                    + " the generated class would declare none, so what names them ('\(firstName(generics))') would name"
                    + " nothing, and call sites that write its arguments would change"))
            refused.insert(viewModel.name)
            return true
        }
        return refused
    }

    /// `Repo` of `Repo: Repository, Store`.
    private static func firstName(_ generics: String) -> String {
        String(generics.trimmingSpaces.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }
}
