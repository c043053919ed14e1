/// The types of a file that import must account for, imported or warned about where they stand, never passed over
/// (issue #32): a type named as teams name view models (`SearchViewModel`, `LoginViewModelImpl`, `HomeVm`,
/// `SignInVM`), and, whatever its name, one with a contract's members (a `transform` from an input to an output, or
/// `input` and `output` properties of its own). An app's base class (`BaseViewModel`, `AbstractViewModel`, an `open`
/// class), its shared `ViewModel` and, among those of other names, its generic helpers and its pure functions of values
/// (a `transform(input: Input) -> Output` of tuples the type names) are none.
enum ViewModelCandidates {
    /// How the types teams call view models end: `ViewModel`, the `Impl` of a protocol named so, `VM` and `Vm`.
    static let nameSuffixes = ["ViewModel", "ViewModelImpl", "VM", "Vm"]

    /// Whether `declaration`, a top-level declaration of the file, is a view model import must import or warn about.
    /// `extensions`: the file's extensions by name (`StructStyleRecognizer.extensionsByName`), which may declare its
    /// contract's members.
    static func isCandidate(_ declaration: SwiftDeclaration, extensions: [String: [SwiftDeclaration]]) -> Bool {
        guard [.class, .struct, .actor].contains(declaration.kind), !declaration.isConditional,
              declaration.name != "ViewModel", !["Base", "Abstract"].contains(where: declaration.name.hasPrefix),
              !declaration.modifiers.contains("open") else { return false }
        if nameSuffixes.contains(where: declaration.name.hasSuffix) { return true }
        // `class Reducer<Input: Inputable, Output: Outputable>`: an app's generic helper of any screen's, no view model.
        guard declaration.genericParameters == nil else { return false }
        let members = ([declaration] + (extensions[declaration.name] ?? [])).flatMap(\.members)
        let transforms = members.contains { isContractTransform($0, among: members) }
        // `input` and `output` it stores of its own, not a view's that holds a view model's (`@StateObject var input:
        // LoginViewModel.Input` in `struct LoginView: View`), nor the computed faces of another layer's triplet (`var
        // input: AuthUseCaseInputType { return self }` of a use case).
        let names = Set(members.filter { member in
            OwnMembers.isStored(member) && !(member.type ?? "").contains(".")
        }.map(\.name))
        return transforms || names.isSuperset(of: ["input", "output"])
    }

    /// Whether `member` is a contract's `transform`: it takes an input named so (`Input`, `X.Input`, `LoginInputs`,
    /// `Observable<Input>`) and returns an output named so (`Output`, `X.Output`, `AnyPublisher<Output, Never>`),
    /// neither a tuple the type names: a data aggregator's `transform(input: Input) -> Output` of `typealias Input =
    /// (accounts: [Account], ...)` is a pure function of values, and one of `[Account]` or returning `ListState<Row>`
    /// is none either; no view model's contract.
    static func isContractTransform(_ member: SwiftDeclaration, among members: [SwiftDeclaration]) -> Bool {
        guard member.kind == .func, member.name == "transform", let parameter = member.parameters.first,
              let returned = member.type else { return false }
        let tuples = Set(members.filter { $0.kind == .typealias && ($0.value?.trimmingSpaces ?? "").hasPrefix("(") }
            .map(\.name))
        func names(_ type: String, endingWith suffix: String) -> Bool {
            type.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains { name in
                (name.hasSuffix(suffix) || name.hasSuffix(suffix + "s")) && !tuples.contains(String(name))
            }
        }
        return names(parameter.type, endingWith: "Input") && names(returned, endingWith: "Output")
    }
}
