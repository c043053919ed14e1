/// The methods a hand-written transform-style view model (its `Input` and `Output` structs) keeps beside `transform`
/// for the view to call (`viewModel.reloadStore()` from a split view's refresh, `viewModel.loadMoreMessages()` when a
/// chat scrolls to its top, `viewModel.updateNickname()` when a settings screen appears), whose bodies send into the
/// private subjects and relays the outputs `transform` returns are made of (`storeSubject.send(store)`), directly or
/// through the private functions they call (`fetchStore()` in a `private extension`). The generated class cannot keep
/// such a body, which works on what the logic owns; each is imported as a `@call` input with its parameters
/// (`CallInputs.line`), which the generated class declares as a method sending each call into a stream the logic reads
/// in its `Input`, so call sites do not change, and a note where it stands says to move its body into the logic. It
/// used to be a warning ("it uses 'fetchStore', which the generated class does not declare for the app") that changed
/// the call sites of five view models of three apps of the corpus (#32).
enum TransformCallInputs {
    /// The names whose use makes a method the view calls an input of the logic: the class's private stored subjects
    /// and relays, and its private functions that use one, directly or through another such function. A stream call
    /// sites may reach (`let navigation = PublishRelay<Route>()`) is carried as a property, and a method that sends
    /// into it moves to an extension instead; so it is none of these.
    static func senders(of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]]) -> Set<String> {
        let members = OwnMembers.bodies(of: owner, extensions: extensions).flatMap { body, privately in
            body.members.map { ($0, privately || OwnMembers.isPrivate($0)) }
        }
        var senders = Set(members.filter { member, isPrivate in
            isPrivate && OwnMembers.isStored(member) && !OwnMembers.isStatic(member) && isStream(member)
        }.map(\.0.name))
        guard !senders.isEmpty else { return [] }
        let functions = members.filter { $0.0.kind == .func && $0.1 && !OwnMembers.isStatic($0.0) }.map(\.0)
        // Through private functions calling each other (`retryMessage` -> `sendMessageFromStored` -> a subject).
        while true {
            let more = functions.filter { !senders.contains($0.name) && $0.bodyNames?.contains(where: senders.contains) == true }
            if more.isEmpty { return senders }
            senders.formUnion(more.map(\.name))
        }
    }

    /// Whether a method takes the view model's `Input` or `Output` struct (`func bindRefresh(input: Input)`): one
    /// `transform` calls with the streams the view handed it, binding them, which the view never calls; no `@call`
    /// input (whose parameter would name the generated struct), and it stays the warning of what it uses.
    static func takesTheContract(_ member: SwiftDeclaration) -> Bool {
        member.parameters.contains { parameter in
            let type = parameter.type.trimmingSpaces
            let name = type.split(separator: ".").last.map(String.init) ?? type
            return ["Input", "Output"].contains(name)
        }
    }

    /// Whether a stored property is a subject or relay (`CurrentValueSubject<StoreEntity?, Never>(nil)`,
    /// `BehaviorSubject(value: SettingModel.settingData)`).
    private static func isStream(_ member: SwiftDeclaration) -> Bool {
        let text = (member.type ?? "") + " " + (member.value ?? "")
        return ["Subject", "Relay", "MutableProperty", ".pipe("].contains { text.contains($0) }
    }
}
