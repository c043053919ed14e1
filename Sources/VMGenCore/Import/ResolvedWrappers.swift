/// A stored property the class resolves through an app's property wrapper written without a value (`@Injected var
/// loginUseCase: LoginUseCaseProtocol`, as Resolver and other dependency containers have it, or with the arguments
/// that say what to resolve, `@Injected(\.searchUseCase)`, `@Injected(SearchUseCase.self)`): the wrapper makes the
/// value itself, so the class's initializer neither takes nor sets it. A spec property declares it as written (`-
/// @Injected var loginUseCase: LoginUseCaseProtocol`, `- @Injected(SearchUseCase.self) var useCase: SearchUseCase`),
/// so call sites that read it through the view model, and the members that move to an extension of the generated
/// class, find it unchanged. One the initializer sets (`self.loginUseCase = ...`, `_loginUseCase = Injected(name:
/// "live")`) is not one the wrapper makes alone: a warning where it stands, as one written with a value.
enum ResolvedWrappers {
    /// The example the warnings give.
    static let example = "'@Injected var loginUseCase: LoginUseCaseProtocol'"

    /// The `properties:` line for `member`, when it is such a property; nil otherwise.
    static func line(_ member: SwiftDeclaration) -> String? {
        guard member.kind == .var, member.attributes.count == 1, let wrapper = member.attributes.first,
              wrapper != "Published", member.value == nil,
              !member.modifiers.contains("lazy"), let type = member.type, !type.isEmpty else { return nil }
        // `@Injected(\.searchUseCase)`, `@Injected(SearchUseCase.self)`: the arguments as written, which name what the
        // container resolves; ones the reader could not keep whole, none.
        let arguments = member.attributeArguments[wrapper] ?? ""
        guard member.attributesWithArguments.isEmpty || !arguments.isEmpty else { return nil }
        let setter = ["private(set)", "fileprivate(set)"].contains { member.modifiers.contains($0) }
        return "@\(wrapper)\(arguments) " + (setter ? OwnMembers.privateSetter : "") + "var \(Identifier.escaped(member.name)): \(type)"
    }

    /// Whether `line` is such a property's (`@Injected var ...` without a value).
    static func isResolved(_ line: String) -> Bool {
        line.hasPrefix("@") && !line.hasPrefix("@Published ") && !line.contains(" = ")
    }

    /// The warning's reason where an initializer of `owner` sets `member` (or its wrapper's storage, `_member`).
    static func setByInitializer(
        _ member: SwiftDeclaration, of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]]
    ) -> String? {
        let initializers = (owner.members + (extensions[owner.name] ?? []).flatMap(\.members)).filter { $0.kind == .`init` }
        guard initializers.contains(where: { $0.bodyAssignedNames.contains(member.name)
            || $0.bodyAssignedNames.contains("_" + member.name) }) else { return nil }
        return "its initializer sets it, so its wrapper ('@\(member.attributes.first ?? "")') does not make it alone, and a"
            + " spec property with a wrapper and no value is the wrapper's to make"
    }
}
