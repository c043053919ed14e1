/// A subject-style `Output` that builds itself: a struct whose own initializer makes its outputs from the view model's
/// `Input` and what it is given (`init(input: Input, dependency: Dependency) { ... .bind(to: isEdit).disposed(by:
/// disposeBag) }`, the class writing `self.output = .init(input: input, dependency: dependency)`), as s22's 90s_iOS
/// writes each of its view models. Its `private` stored members (`private let disposeBag = DisposeBag()`, which keeps
/// that initializer's subscriptions) are its machinery, which no call site reads: no output, and a note where each
/// stands. So is a bag it keeps without `private` (`let disposeBag = DisposeBag()`), which no spec can name as an
/// output (the generated class has a member of that name): a warning where it stands says call sites that read it
/// change. Import used to read either as an output, and refuse the view model. The initializer itself is the logic,
/// which `StructStyleRecognizer.initializerWarnings` warns about where it stands.
enum SubjectOutputMachinery {
    /// The private stored members of `found`'s `Output` and the bags it keeps, in the subject style, where its contract
    /// is the view model's own (not handed to it) and `Output` is a struct: none of them is an output.
    static func members(of found: StructStyleRecognizer.Found, givenContract: Bool) -> [SwiftDeclaration] {
        guard found.style == .subject, !givenContract, found.output.kind == .struct else { return [] }
        return found.output.members.filter { OwnMembers.isStored($0) && (OwnMembers.isPrivate($0) || SubscriptionBags.isBag(type: $0.type, value: $0.value)) }
    }

    /// A note for each private member of `members`, where it stands; a warning for each other.
    static func diagnostics(_ members: [SwiftDeclaration], of found: StructStyleRecognizer.Found, path: String) -> [Diagnostic] {
        let uses = StructStyleRecognizer.explicitInitializers(of: found.output).isEmpty ? "" : " (its initializer)"
        return members.map { member in
            let spelled = (OwnMembers.isPrivate(member) ? member.access + " " : "") + (member.kind == .let ? "let " : "var ")
                + member.name
            let logic = "the generated '\(found.output.name)' is the logic's, so what uses it\(uses) moves into the logic's"
                + " 'transform'"
            return OwnMembers.isPrivate(member)
                ? Diagnostic(.note, path: path, at: member.location,
                    "'\(spelled)' of '\(found.owner.name).\(found.output.name)' is not an output: call sites cannot read it, and " + logic)
                : Diagnostic(.warning, path: path, at: member.location,
                    "'\(spelled)' of '\(found.owner.name).\(found.output.name)' is not imported: a bag of subscriptions is no"
                        + " output, and " + logic + "; call sites that read it change")
        }
    }
}
