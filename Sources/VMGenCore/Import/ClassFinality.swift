/// A hand-written view model class that is not `final` (`class LoginViewModel`) is open to the app's subclasses
/// (`class SpecialLoginViewModel: LoginViewModel`): the spec's `final: false` keeps the generated class so. The option
/// is the file's, as its other options are; when the file's classes disagree, the spec opens them all, and each final
/// one is a warning where it stands (opening a final class changes nothing a call site does, and `--check` reports it).
/// An `open class` is subclassed outside its module, which the generated public class is not: a warning too.
enum ClassFinality {
    /// Whether a declaration is a class its subclasses may inherit: a class, not `final`.
    static func isOpen(_ declaration: SwiftDeclaration) -> Bool {
        declaration.kind == .class && !declaration.modifiers.contains("final")
    }

    /// Sets `final: false` when one of the file's view model classes (each with the path of its file) is not final,
    /// and warns at each of the others.
    static func carry(
        _ classes: [(declaration: SwiftDeclaration, path: String)], into spec: inout ImportedSpec,
        warnings: inout [Diagnostic]
    ) {
        guard let open = classes.first(where: { isOpen($0.declaration) })?.declaration else { return }
        spec.isFinal = false
        // `open class`: a spec's access levels stop at `public`, which other modules may not subclass.
        for (declaration, path) in classes where declaration.access == "open" {
            warnings.append(Diagnostic(.warning, path: path, at: declaration.location,
                "'\(declaration.name)' is open, and the generated class is public ('access: public', 'final: false'):"
                    + " a subclass of it in another module no longer compiles"))
        }
        for (declaration, path) in classes where declaration.kind == .class && !isOpen(declaration) {
            warnings.append(Diagnostic(.warning, path: path, at: declaration.location,
                "'\(declaration.name)' is final, and the spec's 'final: false' (for '\(open.name)', which is not) opens the"
                    + " generated class: a spec's options are its file's"))
        }
    }
}
