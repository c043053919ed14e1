/// Members of a transform-style view model's `Input` and `Output` whose shape a spec cannot say, each a warning
/// where it stands naming what would change, and a difference in `--check`, never a refusal of the whole view model:
/// an optional stream (`let refresh: AnyPublisher<Void, Never>?`, which call sites may leave `nil`), a relay with a
/// current value the view hands in (`let query: BehaviorRelay<String>`, which the view model reads, not makes), and a
/// member whose type names the view model itself (`Driver<ContentsViewModel>`, which a spec reads as an app type the
/// generated view model would hide).
extension StructStyleRecognizer {
    static func shapeProblem(_ member: SwiftDeclaration, of found: Found) -> String? {
        guard found.style == .transform, let type = member.type?.trimmingSpaces else { return nil }
        if type.hasSuffix("?") || type.hasSuffix("!"),
           TripletRecognizer.stream(String(type.dropLast())) != nil || subjectLike(String(type.dropLast())) != nil {
            return "an optional stream, which call sites may leave nil; the spec's streams are not optional, so call"
                + " sites would hand one"
        }
        if let (_, _, _, holder) = subjectLike(type), let holder, found.input.members.contains(where: { $0.name == member.name }) {
            return "a \(holder) the view hands in, with the current value it keeps; the spec's inputs are streams, relays and"
                + " subjects without one"
        }
        if mentions(found.owner.name, in: type) {
            return "its type names '\(found.owner.name)' itself, which a spec cannot say yet: it reads the name as an app"
                + " type that the generated view model would hide"
        }
        return nil
    }

    /// Whether `type` names `name` as a whole identifier, not qualified by it (`FeedViewModel.Strings` is the app's
    /// type nested in an extension).
    static func mentions(_ name: String, in type: String) -> Bool {
        // An empty name (an owner of mutated code) would match everywhere without moving on.
        guard !name.isEmpty else { return false }
        var index = type.startIndex
        while let range = type[index...].firstRange(of: name) {
            let before = range.lowerBound == type.startIndex ? nil : type[type.index(before: range.lowerBound)]
            let after = range.upperBound == type.endIndex ? nil : type[range.upperBound]
            let boundary: (Character?) -> Bool = { $0.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true }
            if boundary(before), before != ".", boundary(after), after != "." { return true }
            index = range.upperBound
        }
        return false
    }
}

extension StructStyleRecognizer {
    /// `name: Type`, or `name = value` without a written type, as a warning names a member.
    static func spelled(_ member: SwiftDeclaration) -> String {
        member.type.map { "\(member.name): \($0)" } ?? "\(member.name) = \(member.value?.trimmingSpaces ?? "")"
    }
}
