/// A subject-bridged view model whose `input` and `output` its base class declares, generic over them (`final class
/// SignInVM: BaseViewModel<SignInVM.Input, SignInVM.Output>` with nested `struct Input { let email = BehaviorRelay...
/// }` and `struct Output { let errors: Driver<Error> }`, the base `class BaseViewModel<INPUT, OUTPUT> { let input:
/// INPUT; let output: OUTPUT; init(input:output:) }`), as MVVM-C templates write every screen's. The generated
/// subject-style class declares `input` and `output` itself, which a subclass of that base cannot (Swift overrides no
/// stored property), and without the base it loses what the base gives (a `disposeBag`, the app's protocol the base
/// conforms to): the import says so where the class stands, naming what to write by hand, never silently.
enum InheritedSubjectContracts {
    /// A warning for each class among `declarations` whose `Input` and `Output` its base class's generic arguments
    /// name and which declares no `input` and `output` of its own.
    static func warnings(_ declarations: [SwiftDeclaration], path: String) -> [Diagnostic] {
        let all = StructStyleRecognizer.flatten(declarations)
        return all.filter { $0.kind == .class && !$0.isConditional }.compactMap { owner in
            if let (base, contract) = contractTypeBase(of: owner, among: all) {
                return Diagnostic(.warning, path: path, at: owner.location, "'\(owner.name)' is not imported: its contract"
                    + " is its base class, '\(base)', generic over the 'Input' and 'Output' of '\(contract)' beside it: the"
                    + " generated subject-style class declares its own 'Input', 'Output', 'let input' and 'let output', which"
                    + " a subclass of that base cannot (Swift overrides no stored property), and without the base its other"
                    + " members and the protocols it conforms to would go; write the spec by hand ('styles: subject', the"
                    + " members of 'Input' and 'Output') if the screens need only the input and output")
            }
            guard let base = inheritedBase(of: owner) else { return nil }
            return Diagnostic(.warning, path: path, at: owner.location, "'\(owner.name)' is not imported: its 'input' and"
                + " 'output' are its base class's, '\(base)', made of its own 'Input' and 'Output': the generated"
                + " subject-style class declares 'let input' and 'let output' itself, which a subclass of that base cannot"
                + " (Swift overrides no stored property), and without the base its other members and the protocols it"
                + " conforms to would go; write the spec by hand ('styles: subject', the members of 'Input' and"
                + " 'Output') if the screens need only 'input' and 'output'")
        }
    }

    /// `BaseViewModel<SettingViewModelContract.Input, SettingViewModelContract.Output>` and the type named, when its
    /// generic arguments are the nested `Input` and `Output` of one type the file declares beside the class (an enum
    /// naming the screen's contract, as some RxSwift templates write every screen's) and the class declares neither
    /// its own `input`, `output`, `inputs` nor `outputs`.
    static func contractTypeBase(of owner: SwiftDeclaration, among all: [SwiftDeclaration]) -> (String, String)? {
        guard let base = owner.inheritance.first, let open = base.firstIndex(of: "<"), base.hasSuffix(">") else { return nil }
        let arguments = TripletRecognizer.splitTopLevel(String(base[base.index(after: open)..<base.index(before: base.endIndex)]))
            .map { $0.trimmingSpaces }
        guard arguments.count == 2, arguments[0].hasSuffix(".Input"), arguments[1].hasSuffix(".Output") else { return nil }
        let contract = String(arguments[0].dropLast(".Input".count))
        guard contract + ".Output" == arguments[1], contract != owner.name, contract != "Self",
              let declared = all.first(where: { [.enum, .struct, .class].contains($0.kind) && $0.name == contract }),
              Set(declared.members.filter { [.struct, .class].contains($0.kind) }.map(\.name)).isSuperset(of: ["Input", "Output"]),
              !owner.members.contains(where: {
                  [.let, .var].contains($0.kind) && ["input", "output", "inputs", "outputs"].contains($0.name)
              })
        else { return nil }
        return (base, contract)
    }

    /// `BaseViewModel<SignInVM.Input, SignInVM.Output>`: the base class, when its generic arguments are the class's
    /// nested `Input` and `Output` and the class declares neither `input` nor `output`.
    static func inheritedBase(of owner: SwiftDeclaration) -> String? {
        guard let base = owner.inheritance.first, let open = base.firstIndex(of: "<"), base.hasSuffix(">") else { return nil }
        let arguments = TripletRecognizer.splitTopLevel(String(base[base.index(after: open)..<base.index(before: base.endIndex)]))
            .map { $0.trimmingSpaces }
        let own = { (name: String) in [name, owner.name + "." + name, "Self." + name] }
        guard arguments.count == 2, own("Input").contains(arguments[0]), own("Output").contains(arguments[1]) else { return nil }
        let nested = Set(owner.members.filter { [.struct, .class].contains($0.kind) }.map(\.name))
        guard nested.isSuperset(of: ["Input", "Output"]),
              !owner.members.contains(where: { [.let, .var].contains($0.kind) && ["input", "output"].contains($0.name) })
        else { return nil }
        return base
    }
}
