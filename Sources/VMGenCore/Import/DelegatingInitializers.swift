/// An initializer of the hand-written view model besides the one its dependencies come from, that delegates to that
/// one (`convenience init(shopId: Int, shopName: String) { let repository = ...; self.init(fetchUseCase: ...,
/// shopId: shopId, shopName: shopName) }`). Swift allows a `convenience init` in an extension of a class, final or
/// not, and any `init` that delegates to `self.init` in an extension of a struct, so such an initializer moves to the
/// team's extension of the generated view model like the class's other own members, when the generated initializer
/// has the labels it calls. Otherwise it stays a warning saying why.
enum DelegatingInitializers {
    enum Verdict: Equatable {
        /// It moves to an extension: it calls the generated `init` by these labels.
        case moves
        /// It delegates, but cannot move: why.
        case stays(String)
    }

    /// What becomes of `other`, an initializer of `owner` besides `chosen` (whose parameters the generated `init`
    /// takes); nil when it does not delegate to `self.init` (the generated class has one initializer).
    static func verdict(
        of other: SwiftDeclaration, chosen: SwiftDeclaration?, owner: SwiftDeclaration,
        extensions: [String: [SwiftDeclaration]] = [:]
    ) -> Verdict? {
        guard let labels = other.delegatedLabels, !other.isConditional, let chosen else { return nil }
        let isStruct = owner.kind == .struct
        guard isStruct || other.modifiers.contains("convenience") else { return nil }
        if other.modifiers.contains("required") {
            return .stays("it is 'required', which Swift declares in the class itself, not in an extension")
        }
        if other.modifiers.contains("override") {
            return .stays("it overrides its base class's, which Swift does not allow in an extension")
        }
        if !calls(labels, chosen.parameters) {
            return .stays("it delegates to 'self.init(" + labels.map { $0 + ":" }.joined() + ")', and the generated"
                + " initializer is '\(TripletRecognizer.describe(chosen))'")
        }
        // What the body names besides its parameters, the labels it passes and its own locals, among the class's
        // private members: an extension in another file cannot reach them.
        let privateNames = Set(OwnMembers.bodies(of: owner, extensions: extensions).flatMap { body, privately in
            body.members.filter { privately || OwnMembers.isPrivate($0) }.map(\.name)
        })
        let body = other.bodyNames ?? []
        let locals = Set(body.indices.dropLast().filter { ["let", "var"].contains(body[$0]) }.map { body[$0 + 1] })
        let own = Set(other.parameters.map(\.name)).union(labels).union(locals)
        var used: [String] = []
        for name in body where privateNames.contains(name) && !own.contains(name) && !used.contains(name) { used.append(name) }
        if !used.isEmpty {
            return .stays("it uses " + used.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
                + ", private in '\(owner.name)', which an extension in another file cannot reach")
        }
        return .moves
    }

    /// Whether a `self.init` call with `labels` calls an initializer of `parameters`: each label in order, a
    /// parameter with a default value left out.
    static func calls(_ labels: [String], _ parameters: [SwiftDeclaration.Parameter]) -> Bool {
        var remaining = labels[...]
        for parameter in parameters {
            if remaining.first == (parameter.label ?? parameter.name) {
                remaining = remaining.dropFirst()
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return remaining.isEmpty
    }

    /// The note where an initializer that moves stands.
    static func moveNote(_ other: SwiftDeclaration, of owner: String, chosen: SwiftDeclaration) -> String {
        "'\(TripletRecognizer.describe(other))' of '\(owner)' stays the class's own: declare it in an extension of"
            + " '\(owner)' in a file of your own ('extension \(owner) { ... }'), where call sites reach it unchanged (it"
            + " delegates to the generated '\(TripletRecognizer.describe(chosen))')"
    }

    /// The warning where an initializer the generated class does not have stands, or the note where one that moves
    /// stands.
    static func report(
        _ other: SwiftDeclaration, chosen: SwiftDeclaration?, owner: SwiftDeclaration,
        extensions: [String: [SwiftDeclaration]] = [:], general: String,
        warn: (String, SourceLocation) -> Void, note: (String, SourceLocation) -> Void
    ) {
        let described = "'\(TripletRecognizer.describe(other))' of '\(owner.name)'"
        switch verdict(of: other, chosen: chosen, owner: owner, extensions: extensions) {
        case .moves?:
            if let chosen { note(moveNote(other, of: owner.name, chosen: chosen), other.location) }
        case .stays(let reason)?:
            warn(described + " is not imported: " + reason, other.location)
        case nil:
            warn(described + " is not imported: " + general, other.location)
        }
    }
}
