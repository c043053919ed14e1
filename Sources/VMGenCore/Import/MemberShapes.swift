/// Members of a transform-style view model's `Input` and `Output` whose shape a spec cannot say, each a warning
/// where it stands naming what would change, and a difference in `--check`, never a refusal of the whole view model:
/// an optional stream (`let refresh: AnyPublisher<Void, Never>?`, which call sites may leave `nil`), a relay with a
/// current value the view hands in of a type `handedHolderInput` cannot start (`let alarm: BehaviorRelay<Alarm>`) where
/// `handedHolderValueInput` does not read it either (inside `#if`, in an `Input` that is no struct). A
/// member whose type names the view model itself (`Driver<ContentsViewModel>`) is imported as written: the spec's
/// name is the generated type, as it is the hand-written one.
extension StructStyleRecognizer {
    /// `isInput`: whether `member` is one of `Input` (an `Output` member named like one of `Input`, the relay the view
    /// handed in that `transform` hands back, is an output).
    static func shapeProblem(_ member: SwiftDeclaration, of found: Found, isInput: Bool) -> String? {
        guard found.style == .transform, let type = member.type?.trimmingSpaces else { return nil }
        if type.hasSuffix("?") || type.hasSuffix("!"),
           TripletRecognizer.stream(String(type.dropLast())) != nil || subjectLike(String(type.dropLast())) != nil {
            return "an optional stream, which call sites may leave nil; the spec's streams are not optional, so call"
                + " sites would hand one"
        }
        if isInput, let (_, kind, element, holder) = subjectLike(type), let holder {
            return "a \(holder) the view hands in, of a type vmgen knows no starting value for (no usual empty value, no"
                + " enum the files read with it declare whose first case takes no values) for test support to start its own"
                + " with; write '- @\(kind.rawValue) "
                + inputLine(member.name, element: element) + " = value' in the spec by hand, with a value of '\(element)'"
        }
        return nil
    }
}

extension StructStyleRecognizer {
    /// `name: Type`, or `name = value` without a written type, as a warning names a member.
    static func spelled(_ member: SwiftDeclaration) -> String {
        member.type.map { "\(member.name): \($0)" } ?? "\(member.name) = \(member.value?.trimmingSpaces ?? "")"
    }
}
