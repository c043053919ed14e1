/// A hand-written view model of the transform or subject style declared as a struct (`struct LogoutCellViewModel {
/// struct Input { ... }; let input: Input; let output: Output; private let logoutSubject = PublishSubject<Void>() }`, as
/// some apps write their cells' view models): the spec's `declaration: struct` makes the generated one a struct too, so
/// call sites that copy it, or hold it in a `var` to set what the view sets, stay as they are. The option is the file's,
/// as its other options are: where the file's view models disagree, the generated ones are classes (a class stands in
/// for a struct at call sites that neither copy it nor compare it by value, where a struct never stands in for a class a
/// call site holds weakly or by identity), and each struct is a warning where it stands.
enum StructDeclarations {
    /// Sets `declaration: struct` when every view model of the file (each with the style it was read as) is a struct,
    /// and warns at each struct when some are classes.
    static func carry(
        _ owners: [(declaration: SwiftDeclaration, style: Style)], path: String, into spec: inout ImportedSpec,
        warnings: inout [Diagnostic]
    ) {
        let structs = owners.filter { $0.declaration.kind == .struct }
        guard !structs.isEmpty else { return }
        // ReactiveSwift's pipe pair, which a struct cannot declare in one `let` (`OptionResolver.checkStruct`).
        if spec.framework == .reactiveswift, structs.contains(where: { $0.style == .subject }) {
            for (declaration, style) in structs {
                warnings.append(Diagnostic(.warning, path: path, at: declaration.location,
                    "'\(declaration.name)' is a struct, and the generated view model of the \(style.name) style is a class in"
                        + " ReactiveSwift, whose 'Signal.pipe()' behind each input a struct cannot declare"))
            }
            return
        }
        if let owner = owners.first(where: { $0.declaration.kind != .struct }) {
            for (declaration, style) in structs {
                warnings.append(Diagnostic(.warning, path: path, at: declaration.location,
                    "'\(declaration.name)' is a struct, and the generated view model of the \(style.name) style is a class, as"
                        + " '\(owner.declaration.name)' of the same file is: a spec's 'declaration:' is its file's; import"
                        + " the struct from a file of its own"))
            }
            return
        }
        spec.isStruct = true
    }
}
