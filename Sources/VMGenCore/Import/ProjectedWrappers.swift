/// A hand-written class's property whose wrapper projects a value call sites read (`@Published var emailError:
/// String?`, whose `$emailError` a view controller subscribes to, `viewModel.$emailError.sink { ... }`), where the
/// generated class declares the property plain (a `{ get set }` requirement carried as `@settable @constant`): the
/// property is the same to the protocols, but the projection is the class's surface too, and call sites that read it
/// no longer compile. `--check` reports it as a member of the class outside its protocols, named as call sites write
/// it (`var $emailError`).
enum ProjectedWrappers {
    /// Attributes that are no property wrapper.
    private static let notWrappers: Set<String> = [
        "MainActor", "Sendable", "NSManaged", "NSCopying", "IBOutlet", "IBInspectable", "GKInspectable",
        "ObservationIgnored", "ObservationTracked", "UIApplicationMain", "Observable",
    ]

    /// The wrapper of `member` that projects a value: `Published`, an app's wrapper (`@Property`); nil for none.
    static func wrapper(of member: SwiftDeclaration) -> String? {
        guard member.kind == .var else { return nil }
        return member.attributes.first { $0.first?.isUppercase == true && !notWrappers.contains($0) }
    }

    /// The differences of the members of `original` (and its extensions) that the protocols declare (`contract`) whose
    /// wrapper the generated class's member of that name lacks.
    static func differences(
        _ original: SwiftDeclaration, regenerated: SwiftDeclaration, extensions: [String: [SwiftDeclaration]],
        contract: Set<String>, path: String
    ) -> [Diagnostic] {
        let generated = Dictionary(regenerated.members.filter { $0.kind == .var }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let members = ([original] + (extensions[original.name] ?? [])).flatMap(\.members)
        return members.compactMap { member in
            guard contract.contains(member.name), let wrapper = wrapper(of: member), let ours = generated[member.name],
                  !ours.attributes.contains(wrapper) else { return nil }
            return Diagnostic(.error, path: path, at: member.location,
                "'var $\(member.name)' of '\(original.name)', declared outside its protocols, is not in the generated code:"
                    + " '@\(wrapper) var \(member.name)' projects it here, and the generated class declares '\(member.name)'"
                    + " without '@\(wrapper)'")
        }
    }
}
