/// The typealiases a view model's protocols declare (`- typealias ResourcesType = ...` in a section), as hand-written
/// triplets declare one for their members' types: checked once, for every renderer.
enum TypeAliases {
    /// The styles that declare each member on its own line: the triplet's protocols, where a typealias stands in its
    /// section's protocol, and the SwiftUI styles' class, which declares them all.
    static let styles: [Style] = [.triplet, .observable, .published]

    /// Each alias of `declaration` in the protocol of its section; errors for a style without protocols, a name given
    /// twice, or a name a member of the view model also has.
    static func resolve(
        _ declaration: ViewModelDecl, memberNames: Set<String>, hasErrors: Bool, options: GenerationOptions, into sink: inout DiagnosticSink
    ) -> [ViewModel.TypeAlias] {
        guard let first = declaration.typeAliases.first else { return [] }
        if let style = options.styles.first(where: { !styles.contains($0) }) {
            sink.error(
                "a typealias is declared in the triplet's protocols (the observable and published styles' class), and this"
                    + " spec also renders the '\(style.name)' style, which declares none", at: first.location,
                notes: [.init("declare the typealias in a file of your own, or generate this view model as a triplet")])
            return []
        }
        var seen: [String: SourceLocation] = [:]
        var aliases: [ViewModel.TypeAlias] = []
        for alias in declaration.typeAliases {
            if let previous = seen[alias.name.value] {
                sink.error("typealias '\(alias.name.value)' is declared twice", at: alias.name.location,
                           notes: [.init("first declared here", at: previous)])
                continue
            }
            seen[alias.name.value] = alias.name.location
            if alias.section == "errors" && !hasErrors {
                sink.error("typealias '\(alias.name.value)' stands under 'errors:', which has no member: the errors' protocol"
                    + " is not declared", at: alias.name.location)
                continue
            }
            if memberNames.contains(alias.name.value) {
                sink.error("'\(alias.name.value)' names both a typealias and a member of '\(declaration.name.value)'",
                           at: alias.name.location)
                continue
            }
            let group: ViewModel.ProtocolGroup? = alias.section == "dependencies" ? nil : ViewModel.ProtocolGroup(rawValue: alias.section)
            aliases.append(ViewModel.TypeAlias(name: alias.name.value, type: alias.type, docs: alias.docs, group: group))
        }
        return aliases
    }
}
