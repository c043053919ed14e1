/// An input the view sends into declared settable in a triplet's inputs protocol (`var save: PublishSubject<Void> {
/// get set }`, `var query: BehaviorRelay<String> { get set }`), as some teams declare every input property: a relay or
/// subject is imported `@settable`, whose generated protocol says `{ get set }` and whose class keeps it in a `var`, so
/// the protocol and its stand-ins stay as they are; an observer (`AnyObserver<Void> { get set }`), which the generated
/// class makes from its storage, is refused where it stands, as is one also implicitly unwrapped.
extension TripletRecognizer {
    /// Why a settable property the view sends into is not imported; nil for one that is not settable, or that is a relay
    /// or subject, which `@settable` says.
    static func settableSentIntoProblem(_ member: SwiftDeclaration, type: String) -> String? {
        guard isSettable(member) else { return nil }
        let plain = type.hasSuffix("!") ? String(type.dropLast()).trimmingSpaces : type
        if let (kind, _) = sentInto(plain) ?? startedSentInto(plain) {
            if kind == "observer" {
                return "it is settable ({ get set }), and the generated observer the view sends into is read-only ({ get }),"
                    + " made from the class's storage; only a relay or subject the view sends into is settable ('@settable')"
            }
            if plain != type {
                return "it is settable ({ get set }) and implicitly unwrapped ('\(type)'), and a generated relay or subject"
                    + " is one or the other ('@settable' or '@unwrapped')"
            }
        }
        return nil
    }
}
