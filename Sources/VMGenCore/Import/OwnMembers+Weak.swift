/// `weak var coordinator: Coordinator?` beside the contract, which the coordinator sets (`viewModel.coordinator = self`):
/// a `weak` line of `properties:`, as written, so what it names is not kept alive and call sites set it unchanged.
extension OwnMembers {
    /// Where a stored `weak` member goes: a `properties:` line when it is a `var` of an optional type with no value but
    /// `nil` and no property wrapper (what the spec takes), else nowhere (why).
    static func weakPlacement(_ member: SwiftDeclaration, wrapper: String, dependencies: Set<String>) -> Placement {
        guard wrapper.isEmpty, member.attributes.isEmpty else {
            return .notCarried("a weak property has no property wrapper in a spec")
        }
        // Set from the initializer's parameter of its name: a weak dependency (`WeakDependencyImport`).
        if dependencies.contains(member.name) { return .readableDependency(WeakDependencyImport.keyword) }
        guard member.kind == .var, let type = member.type, type.hasSuffix("?") || type.hasPrefix("Optional<") else {
            return .notCarried("a weak spec property is a 'var' of an optional type ('T?'), as written here it is not")
        }
        if let value = member.value?.trimmingSpaces, value != "nil" {
            return .notCarried("a weak spec property starts nil, not with a value")
        }
        let setter = member.modifiers.first { $0.hasSuffix("(set)") }
        let widened = setter.map { setter in "its setter is internal in the generated class ('\(setter)' here), so the extension"
            + " of the generated class in the team's own file may set it; call sites read it unchanged" }
        let isPrivateSetter = ["private(set)", "fileprivate(set)"].contains(setter ?? "")
        return .property((isPrivateSetter ? privateSetter : "") + "weak var \(Identifier.escaped(member.name)): \(type)",
                         note: widened)
    }
}
