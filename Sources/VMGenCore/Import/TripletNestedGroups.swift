/// A triplet's class that keeps its groups in structs of its own, as some hand-written triplets write it:
///
///     class RootViewModel: RootViewModelType {
///         let input: RootViewModelInputsType
///         let output: RootViewModelOutputsType
///         init() { input = Input(viewDidLoad: viewDidLoad.asObserver()); output = Output(...) }
///     }
///     extension RootViewModel {
///         struct Input: RootViewModelInputsType { let viewDidLoad: AnyObserver<Void> }
///         struct Output: RootViewModelOutputsType { let setInitialScreen: Observable<Void> }
///     }
///
/// Its nested `Input` and `Output` beside `input` and `output` read like a subject-bridged view model's contract, but
/// call sites see its `input` and `output` as the triplet's protocols, which the generated class declares: the structs
/// are how the class makes its groups, the class's own API to move to an extension, and no contract of the subject
/// style that `--check` would compare as protocols the spec does not generate.
enum TripletNestedGroups {
    /// Whether `found`, a subject-style view model read in a hand-written file, is such a triplet's class: its `input`
    /// and `output` are typed as protocols among `groups` (the protocols the generated code declares).
    static func isTripletsOwn(_ found: StructStyleRecognizer.Found, groups: Set<String>) -> Bool {
        guard found.style == .subject, !groups.isEmpty, found.surface.count == 2 else { return false }
        return found.surface.allSatisfy { member in
            member.type.map { groups.contains(protocolName($0)) } ?? false
        }
    }

    /// `any RootViewModelInputsType`, `RootViewModelInputsType!`: the protocol's name.
    private static func protocolName(_ type: String) -> String {
        var name = type.trimmingSpaces
        if name.hasPrefix("any ") { name = String(name.dropFirst(4)).trimmingSpaces }
        while let last = name.last, last == "!" || last == "?" { name.removeLast() }
        return name
    }
}
