/// A relay or subject in the subject style's `Input`, which the view sends into in place of an observer (`let
/// viewDidLoad = PublishSubject<Void>()`, `let tapLogin: PublishRelay<Void> = .init()`, `let token:
/// BehaviorRelay<String> = BehaviorRelay(value: "")`), as apps that write `let input = Input()` declare them: the spec's
/// `@subject` or `@relay` input, whose generated `Input` member is that relay or subject, made by the view model.
extension StructStyleRecognizer {
    /// The input of such a member, its starting value as written (or its type's usual empty one, with a note); nil for
    /// another member, or one whose starting value cannot be read (the member is then a warning as before).
    static func subjectStyleSentInput(
        _ member: SwiftDeclaration, of found: Found, note: (String, SourceLocation) -> Void
    ) -> (ImportedSpec.Member, Framework?)? {
        guard found.style == .subject, !member.isConditional, let type = holderType(of: member),
              let (framework, kind, element, holder) = subjectLike(type),
              !(kind == .subject && framework == .combine && !type.hasSuffix(", Never>")) else { return nil }
        var line = "@\(kind.rawValue) " + inputLine(member.name, element: element)
        if let holder {
            switch writtenStartOfInput(member, of: found, type: type) {
            case let .written(start):
                line += " = " + start
            case .unreadable:
                return nil
            case .none:
                guard let start = emptyValue(of: element) else { return nil }
                note("the starting value of '\(member.name)' (a \(holder)) is not in its declaration: the spec starts it with"
                    + " '\(start)'; check that the view model does", member.location)
                line += " = " + start
            }
        }
        return (.entry(line, docs: member.docs, at: member.location, original: "\(member.name): \(type)"), framework)
    }
}
