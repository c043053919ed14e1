/// The methods a hand-written subject-bridged view model keeps beside `input` and `output` for the view to call
/// (`viewModel.signIn(email: email, password: password)`, `viewModel.fetchConcertDetail()`,
/// `viewModel.configure(challenge: challenge)`), whose bodies feed what the class's bindings (its logic) work with:
/// they send into the private subjects and relays behind its outputs or its own (`self.success.onNext(true)`), into the
/// `input` or `output` the generated class makes otherwise, or set private state its initializer's bindings read
/// (`self.challenge = challenge`, read by `input.viewDidLoad.flatMap { api.rankings(self.challenge) }`). The generated
/// class cannot keep such a body, which works on what the logic owns; each is imported as a `@call` input with its
/// parameters (`CallInputs.line`), which the generated class declares as a method sending each call into a stream the
/// logic reads, so call sites do not change, and a note where it stands says to move its body into the logic.
enum SubjectCallInputs {
    /// The names whose use makes a method the view calls an input of the logic: the class's stored subjects and
    /// relays (the private storage behind its outputs, and its own), its `input` and `output`, the private state its
    /// initializers' bindings read (`boundState`), and the private functions that use any of these.
    static func senders(of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]]) -> Set<String> {
        let members = OwnMembers.bodies(of: owner, extensions: extensions).flatMap { body, privately in
            body.members.map { ($0, privately || OwnMembers.isPrivate($0)) }
        }
        let functions = Dictionary(
            members.filter { $0.0.kind == .func && $0.1 }.map { ($0.0.name, $0.0) }, uniquingKeysWith: { a, _ in a })
        var streams: Set<String> = ["input", "output"]
        for (member, _) in members where OwnMembers.isStored(member) && !["input", "output"].contains(member.name) && isStream(member) {
            streams.insert(member.name)
        }
        streams.formUnion(boundState(of: owner, extensions: extensions))
        let helpers = functions.values.filter { $0.bodyNames?.contains(where: streams.contains) == true }.map(\.name)
        return streams.union(helpers)
    }

    /// The private stored `var`s (not subjects or relays) the bindings the initializers set up read, directly or
    /// through a private function they call, and a method of the class sets (`private var show: Show?`, read by
    /// `input.viewDidLoad.sink { ... self.show ... }`, set by `configure(show:)`): state the logic works with, which a generated class, whose logic is written apart from it,
    /// could not declare for a method that moves to an extension to set: such a method is a `@call` input instead.
    static func boundState(of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]]) -> Set<String> {
        let members = OwnMembers.bodies(of: owner, extensions: extensions).flatMap { body, privately in
            body.members.map { ($0, privately || OwnMembers.isPrivate($0)) }
        }
        let functions = Dictionary(
            members.filter { $0.0.kind == .func && $0.1 }.map { ($0.0.name, $0.0) }, uniquingKeysWith: { a, _ in a })
        let initializerNames = Set(owner.members.filter { $0.kind == .`init` }.flatMap { $0.bodyNames ?? [] })
        let bindingNames = initializerNames.union(
            initializerNames.compactMap { functions[$0] }.flatMap { $0.bodyNames ?? [] })
        // Set by a method the view may call (`func configure(show:) { self.show = show }`), not only by `init`.
        let setByMethods = Set(members.filter { member, isPrivate in
            member.kind == .func && !isPrivate && !OwnMembers.isStatic(member)
        }.flatMap { $0.0.bodyAssignedNames })
        return Set(members.filter { member, isPrivate in
            isPrivate && member.kind == .var && OwnMembers.isStored(member) && !isStream(member)
                && bindingNames.contains(member.name) && setByMethods.contains(member.name)
        }.map(\.0.name))
    }

    /// Whether `member`'s name is that of an input the import reads already (`func search(_ text: String)` beside
    /// the `Input`'s `search` relay): the two would collide, so the method stays a warning.
    static func takesAnInputsName(_ member: SwiftDeclaration, in viewModel: ImportedSpec.ViewModel) -> Bool {
        viewModel.inputs.contains { input in
            input.line.split(separator: " ").first { !$0.hasPrefix("@") }?.prefix { $0 != "(" } == Substring(member.name)
        }
    }

    /// Whether a stored property is a subject or relay (`PublishSubject<[ErrorModel]>()`, `BehaviorRelay<Bool>`).
    private static func isStream(_ member: SwiftDeclaration) -> Bool {
        let text = (member.type ?? "") + " " + (member.value ?? "")
        return ["Subject", "Relay", "MutableProperty", "Signal<", ".pipe("].contains { text.contains($0) }
    }

    /// Why a method that uses what the logic owns (`senders`) is no `@call` input, naming what to write by hand; nil
    /// when it uses none of it, or is one (`CallInputs.isCall`), for the general reason.
    static func refusal(_ member: SwiftDeclaration, senders: Set<String>, takesAnInputsName: Bool = false) -> String? {
        guard member.kind == .func, let used = member.bodyNames?.filter(senders.contains), !used.isEmpty,
              !isCall(member, senders: senders) || takesAnInputsName else { return nil }
        let uses = "it uses " + firstOccurrences(used).prefix(3).map { "'\($0)'" }.joined(separator: ", ")
            + ", which the logic owns in the generated class, and "
        let whatToWrite = "make it 'private' if only the class calls it (its body moves into the logic with the rest),"
            + " or write the method the view calls as '- @call " + Identifier.escaped(member.name) + "(...)' by hand"
        if takesAnInputsName && isCall(member, senders: senders) {
            return uses + "is named like the input '\(member.name)' of its 'Input', with which a '@call' input of that"
                + " name would collide: rename the method or the input (and their call sites), then import it again"
        }
        return CallRefusals.refusal(
            member, uses: uses, answer: "an output", whatToWrite: whatToWrite, refusesOverrides: true)
    }

    /// Whether `member` can be a `@call` input of a subject-style class: a method the view calls
    /// (`CallInputs.isCall`), neither an override (which its base class calls, not the view) nor inside `#if`.
    static func isCall(_ member: SwiftDeclaration, senders: Set<String>) -> Bool {
        !member.modifiers.contains("override") && CallInputs.isCall(member, senders: senders)
    }
}

/// The names in the order first used, each once.
private func firstOccurrences(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
}
