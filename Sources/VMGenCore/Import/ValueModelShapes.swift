/// A type named like a view model that holds only the values it is made with (`struct MovieViewModel { let id: Int;
/// let title: String; let poster: AnyPublisher<UIImage?, Never> }`, `Hashable` for a diffable data source, as a
/// table's cells are made): no input the view sends, no `transform`, no `input` and `output`. It is a model of what a
/// view shows, no Inputs/Outputs contract, which is all a spec says: the warning where it stands says so, and that it
/// stays as written, where the import used to say it found no contract.
enum ValueModelShapes {
    /// The reason `type` is not imported, or nil when it is not of this shape.
    static func reason(of type: SwiftDeclaration, in declarations: [SwiftDeclaration]) -> String? {
        guard [.struct, .class].contains(type.kind) else { return nil }
        let extensions = declarations.filter { $0.kind == .extension && $0.name == type.name }
        let members = ([type] + extensions).flatMap(\.members)
        let stored = members.filter(OwnMembers.isStored)
        // Values others read: a class of a private `disposeBag` alone (a screen not written yet) holds none.
        guard let first = stored.first(where: { !OwnMembers.isPrivate($0) }), members.allSatisfy(isValueMember),
              !members.contains(where: { ["input", "output", "inputs", "outputs"].contains($0.name) }),
              !stored.contains(where: sends)
        else { return nil }
        // One name, the first, so that the measure groups the warnings of every such type as one reason.
        return "it holds the values it is made with ('\(first.name)' first) and declares nothing the view sends, no"
            + " 'transform' and no 'input' and 'output': a model of what a view shows (a cell's, say), no Inputs/Outputs"
            + " contract, which is all a spec says; it stays as written"
    }

    /// A stored value, an initializer, a computed property, a static member or a conformance's method of equality
    /// and hashing (`static func ==`, `func hash(into:)`); no other method.
    private static func isValueMember(_ member: SwiftDeclaration) -> Bool {
        switch member.kind {
        case .let, .var, .`init`, .typealias, .case: return true
        case .func: return OwnMembers.isStatic(member) || member.name == "hash"
        default: return false
        }
    }

    /// Whether a stored value is something the view sends into (a subject, a relay, an observer) or sets for the type
    /// to act on (`var query: String { didSet { search() } }`).
    private static func sends(_ member: SwiftDeclaration) -> Bool {
        let text = (member.type ?? "") + " " + (member.value ?? "")
        return ["Subject", "Relay", "AnyObserver", "Binder", "Action<"].contains(where: text.contains)
            || ["willSet", "didSet"].contains(member.bodyNames?.first ?? "")
    }
}
