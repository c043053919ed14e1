/// The `transform` methods of a transform-style view model as call sites see them: a type qualified by the view
/// model's own name (`func transform(input: DiscoverViewModel.Input) -> DiscoverViewModel.Output`, or `Self.Input`)
/// names the same nested struct as `Input` does, so it is read as `Input`; a second `transform` beside the main one
/// (`func transform(cellInput: CellInput) -> CellOutput`) is never dropped silently; and the method under another name
/// (`func transfer(input: Input) -> Output`) is read as the team named it.
extension StructStyleRecognizer {
    /// `type` without the qualification that names the view model itself (`DiscoverViewModel.Input`,
    /// `Screens.DiscoverViewModel.Input`, `Self.Input`): inside the type, the same type as `Input`.
    static func unqualified(_ type: String, in owner: SwiftDeclaration) -> String {
        let trimmed = type.trimmingSpaces
        let qualified = [owner.parent.map { $0 + "." + owner.name }, owner.name, "Self"].compactMap { $0 }
        for prefix in qualified where trimmed.hasPrefix(prefix + ".") {
            let rest = String(trimmed.dropFirst(prefix.count + 1))
            if !rest.isEmpty, !rest.contains("."), !rest.contains("<") { return rest }
        }
        return contractAlias(trimmed, in: owner) ?? trimmed
    }

    /// `Input` or `Output` where the type names it by a typealias the view model declares for it (`typealias In =
    /// Input`, `typealias Out = Output`, then `func transform(input: In) -> Out`, as a team shortens them): the same
    /// nested struct, so the method is read as taking `Input` and returning `Output`, and the typealiases stay the
    /// class's own, moved to an extension with the rest of what the generated class does not declare.
    static func contractAlias(_ type: String, in owner: SwiftDeclaration) -> String? {
        guard !["Input", "Output"].contains(type),
              let alias = owner.members.first(where: { $0.kind == .typealias && $0.name == type })?.value?.trimmingSpaces,
              ["Input", "Output"].contains(alias) else { return nil }
        return alias
    }

    /// The `transform` methods among a type's members (and its extensions'), each with its input and output types read
    /// unqualified, the main one first: the one taking `Input` and returning `Output`, else the first written.
    /// Without a `transform`, the transform style's method under another name is read as it is written, its name kept by
    /// the `transform:` option (`func transfer(input: Input) -> Output`, `func convert(input: Input, disposedBag:
    /// DisposeBag) -> Output`): the one method, neither private nor static, taking `Input` first and returning `Output`.
    static func transformMethods(among members: [SwiftDeclaration], of owner: SwiftDeclaration) -> [SwiftDeclaration] {
        // The typealiases of its extensions name its structs too (`extension FilmViewModel { typealias In = Input }`).
        var scope = owner
        scope.members += members.filter { $0.kind == .typealias }
        let read = { (method: SwiftDeclaration) -> SwiftDeclaration in
            var read = method
            read.parameters[0].type = unqualified(method.parameters[0].type, in: scope)
            read.type = method.type.map { unqualified($0, in: scope) }
            return read
        }
        var methods = members.filter { $0.kind == .func && $0.name == "transform" && !$0.parameters.isEmpty }.map(read)
        if methods.isEmpty {
            let renamed = members.filter {
                $0.kind == .func && !$0.parameters.isEmpty && !OwnMembers.isPrivate($0) && !OwnMembers.isStatic($0)
            }.map(read).filter { $0.parameters[0].type == "Input" && $0.type == "Output" }
            if renamed.count == 1 { methods = renamed }
        }
        guard let main = methods.firstIndex(where: { $0.parameters[0].type == "Input" && $0.type == "Output" }) else {
            return methods
        }
        return [methods[main]] + methods.enumerated().filter { $0.offset != main }.map(\.element)
    }

    /// A warning for each `transform` besides the one imported: a spec generates one per view model.
    static func otherTransformWarnings(_ found: Found, path: String) -> [Diagnostic] {
        guard let main = found.surface.first else { return [] }
        return found.otherTransforms.map { other in
            Diagnostic(.warning, path: path, at: other.location,
                "'\(signature(of: other))' of '\(found.owner.name)' is not imported: a spec generates one transform per view"
                    + " model, here '\(signature(of: main))'; make its input and output a view model of their own")
        }
    }
}
