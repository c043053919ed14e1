/// Two shapes of a view model's protocols no style generates, each named where its class stands, where the import used
/// to say it found no contract (or, for the first beside an outputs protocol, that `input` cannot name an output):
/// - group protocols that declare their own group property, typed as the protocol itself, with no type protocol
///   (`protocol WelcomeViewModelInput { var input: WelcomeViewModelInput { get }; func viewDidLoad() }`, the class
///   returning `self`), as apps whose `viewModel.input.viewDidLoad()` goes through no `XType` write them: vmgen's
///   triplet declares the group properties in its type protocol, and an outputs protocol beside the inputs';
/// - one protocol named as a triplet's type that declares the view model's members through the app's protocols it
///   refines (`protocol HomeViewModelType: StepableViewModel, OnLoadViewModel { var tapAbout: AnyObserver<Void> { get }
///   }`, each of those declaring one member), or itself in another file than its class's: the one protocol vmgen
///   generates (`groups: one`) declares every member itself.
/// One protocol of the class's file that declares the members itself (`protocol CommentsViewModelType { var comments:
/// Driver<[Comment]> { get } }`) is read as that triplet (`splitOneProtocol`, `carry`).
enum OneProtocolContracts {
    /// The classes of `declarations` that conform to a protocol declaring its own group property, with the warning
    /// where each stands; `declarations` without them, their extensions and those protocols, for the recognizers,
    /// which would read the pair of protocols as a triplet's groups and the property as a member.
    static func separateSelfGrouped(
        _ declarations: [SwiftDeclaration], context: [SwiftDeclaration], path: String
    ) -> (rest: [SwiftDeclaration], warnings: [Diagnostic]) {
        // Top-level protocols alone, of the file and of those read with it: a pass over each, for every file imported.
        var named = Set<String>()
        let selfGrouped = (declarations + context).filter {
            $0.kind == .protocol && selfProperty(of: $0) != nil && named.insert($0.name).inserted
        }
        guard !selfGrouped.isEmpty else { return (declarations, []) }
        let extensions = StructStyleRecognizer.extensionsByName(declarations)
        var warnings: [Diagnostic] = []
        var removed = Set<String>()
        for type in declarations where [.class, .struct].contains(type.kind) {
            let conformed = StructStyleRecognizer.conformances(of: type, extensions: extensions).map(bare)
            let groups = selfGrouped.filter { conformed.contains($0.name) }
            guard !groups.isEmpty else { continue }
            removed.insert(type.name)
            removed.formUnion(groups.map(\.name))
            let properties = groups.compactMap { group in
                selfProperty(of: group).map { "'var \($0.name): \(group.name) { get }' in '\(group.name)'" }
            }
            warnings.append(Diagnostic(
                .warning, path: path, at: type.location,
                "'\(type.name)' is not imported: its protocols declare their own group property, typed as the"
                    + " protocol itself (\(properties.joined(separator: ", "))), with no type protocol: the triplet vmgen"
                    + " generates declares the group properties in its type protocol ('\(type.name)Type'), so no spec says this shape"))
        }
        let rest = declarations.filter { !removed.contains($0.name) }
        return (rest, warnings)
    }

    /// The one-protocol contracts of `declarations` (`groups: one`), each split for the triplet's reader into the
    /// inputs and outputs protocols it would read (`BirthViewModelTypeInputs` of the observers and input methods,
    /// `BirthViewModelTypeOutputs` of the rest) and the type protocol refining them, which declares nothing else; and
    /// the names of the classes whose spec then says `groups: one` rather than the groups' refinements. Only a
    /// protocol of the file itself, declaring every member itself; one reached through the app's protocols stays
    /// the warning of `reason`.
    /// A relay or subject the protocol declares is read as an input the view sends into, with a note where it stands:
    /// one protocol does not say which side writes it, and a view model that writes it for the view to read wants it
    /// among the outputs.
    static func splitOneProtocol(
        _ declarations: [SwiftDeclaration], context: [SwiftDeclaration], path: String
    ) -> (declarations: [SwiftDeclaration], classes: Set<String>, notes: [Diagnostic]) {
        let own = StructStyleRecognizer.firstByName(declarations) { $0.kind == .protocol && $0.parent == nil }
        guard own.keys.contains(where: isTypeNamed) else { return (declarations, [], []) }
        var notes: [Diagnostic] = []
        let all = StructStyleRecognizer.flatten(declarations + context)
        let taken = Set(all.map(\.name))
        let extensions = StructStyleRecognizer.extensionsByName(all)
        // The app's protocols, of this file and of those read with it: one the contract refines declares members too.
        let apps = StructStyleRecognizer.firstByName(all) { $0.kind == .protocol && $0.parent == nil }
        var split: [String: [SwiftDeclaration]] = [:]
        var classes = Set<String>()
        for type in declarations where [.class, .struct].contains(type.kind) {
            let conformed = StructStyleRecognizer.conformances(of: type, extensions: extensions).map(bare)
            // A class with a contract of another style (`struct Input` and `var input`, a `transform`) is read as that.
            let members = type.members + (extensions[type.name] ?? []).flatMap(\.members)
            guard !members.contains(where: { ["input", "output", "inputs", "outputs", "transform", "Input", "Output"].contains($0.name) }),
                  let declared = conformed.compactMap({ own[$0] }).first(where: { isTypeNamed($0.name) }),
                  let contract = split[declared.name] != nil ? declared
                      : flattened(declared, protocols: apps, implemented: members),
                  split[contract.name] != nil || isOneProtocol(contract, of: type, protocols: apps) else { continue }
            let names = [contract.name + "Inputs", contract.name + "Outputs"]
            guard !names.contains(where: taken.contains) else { continue }
            classes.insert(type.name)
            if split[contract.name] != nil { continue }
            let isInput: (SwiftDeclaration) -> Bool = { member in
                member.kind == .func ? member.type == nil
                    : TripletRecognizer.sentInto(member.type ?? "") != nil || TripletRecognizer.startedSentInto(member.type ?? "") != nil
            }
            var inputs = contract, outputs = contract, typeProtocol = contract
            (inputs.name, outputs.name) = (names[0], names[1])
            (inputs.inheritance, outputs.inheritance) = ([], [])
            inputs.members = contract.members.filter { $0.kind != .typealias && isInput($0) }
            for member in inputs.members where member.kind != .func {
                guard let type = member.type, let (kind, _) = TripletRecognizer.startedSentInto(type)
                    ?? TripletRecognizer.sentInto(type), kind != "observer" else { continue }
                notes.append(Diagnostic(.note, path: path, at: member.location,
                    "'\(member.name)' is a \(type.trimmingSpaces) of '\(contract.name)', which declares the inputs and"
                        + " outputs alike: it is read as an input the view sends into; if the view model writes it for the"
                        + " view to read, move it to 'outputs:' as '- @constant \(member.name): \(type.trimmingSpaces)',"
                        + " the logic's to make"))
            }
            outputs.members = contract.members.filter { $0.kind != .typealias && !isInput($0) }
            typeProtocol.inheritance = names + contract.inheritance
            typeProtocol.members = contract.members.filter { $0.kind == .typealias }
            split[contract.name] = [inputs, outputs, typeProtocol]
        }
        guard !split.isEmpty else { return (declarations, [], []) }
        return (declarations.flatMap { declaration in
            declaration.kind == .protocol && declaration.parent == nil ? split[declaration.name] ?? [declaration] : [declaration]
        }, classes, notes)
    }

    /// The spec of each class of `classes` (`splitOneProtocol`): `groups: one` in place of the refinements of the
    /// groups' protocols the reader saw, and the `protocols:` line naming the one protocol alone (`protocols:
    /// HomeViewModel` for `HomeViewModelType`), or in full when its name ends otherwise (`HomeViewModelProtocol`).
    static func carry(_ classes: Set<String>, into spec: inout ImportedSpec) {
        for index in spec.viewModels.indices where classes.contains(spec.viewModels[index].name) {
            var viewModel = spec.viewModels[index]
            let type = viewModel.protocols.map { $0.count == 1 ? $0[0] + "Type" : $0[2] } ?? viewModel.name + "Type"
            viewModel.typeRefines = []
            viewModel.groupNames = ["one"]
            viewModel.protocols = type == viewModel.name + "Type" ? nil
                : type.hasSuffix("Type") ? [String(type.dropLast("Type".count))] : [type + "Inputs", type + "Outputs", type]
            spec.viewModels[index] = viewModel
        }
    }

    /// `declarations` with each one protocol of the file that refines the app's protocols (`protocol
    /// TopBarViewModelType: CloserViewModel {}`) declaring their members too (`flattened`), as the import reads it and
    /// the one protocol vmgen generates restates them: what `--check` compares with the generated code.
    static func restatingAppMembers(_ declarations: [SwiftDeclaration], context: [SwiftDeclaration]) -> [SwiftDeclaration] {
        let own = StructStyleRecognizer.firstByName(declarations) { $0.kind == .protocol && $0.parent == nil }
        guard own.keys.contains(where: isTypeNamed) else { return declarations }
        let all = StructStyleRecognizer.flatten(declarations + context)
        let extensions = StructStyleRecognizer.extensionsByName(all)
        let apps = StructStyleRecognizer.firstByName(all) { $0.kind == .protocol && $0.parent == nil }
        var restated: [String: SwiftDeclaration] = [:]
        for type in declarations where [.class, .struct].contains(type.kind) {
            let conformed = StructStyleRecognizer.conformances(of: type, extensions: extensions).map(bare)
            let members = type.members + (extensions[type.name] ?? []).flatMap(\.members)
            guard let declared = conformed.compactMap({ own[$0] }).first(where: { isTypeNamed($0.name) }),
                  restated[declared.name] == nil, declared.inheritance.map(bare).contains(where: { apps[$0] != nil }),
                  let contract = flattened(declared, protocols: apps, implemented: members) else { continue }
            restated[declared.name] = contract
        }
        return declarations.map { $0.kind == .protocol && $0.parent == nil ? restated[$0.name] ?? $0 : $0 }
    }

    /// `contract` declaring, after its own members, those of the app's protocols it refines (`protocols`, of the file
    /// and those read with it, and what they refine in turn) that it does not declare itself (`protocol
    /// TopBarViewModelType: CloserViewModel, OnBackViewModel {}`, `protocol CloserViewModel { var close:
    /// PublishRelay<Void> { get } }`), as the one protocol vmgen generates restates them, still refining those protocols
    /// (`type-refine:`) for what their extensions give; nil when one of them is no protocol of members alone (an
    /// associated type, an initializer, a subscript, a group's protocol refined), or declares a member the class
    /// (`implemented`, its members and its extensions') does not, which a base class or `ObservableObject` gives it.
    /// Each member added stands where the class implements it, in the file read, for what is said of it.
    private static func flattened(
        _ contract: SwiftDeclaration, protocols: [String: SwiftDeclaration], implemented: [SwiftDeclaration]
    ) -> SwiftDeclaration? {
        var result = contract
        var seen = Set<String>()
        var pending = contract.inheritance.map(bare).filter { protocols[$0] != nil }
        while !pending.isEmpty {
            let name = pending.removeFirst()
            guard seen.insert(name).inserted, let app = protocols[name] else { continue }
            guard !isGroupNamed(name), !isTypeNamed(name), !app.members.contains(where: {
                [SwiftDeclaration.Kind.associatedtype, .`init`, .subscript].contains($0.kind)
            }) else { return nil }
            let declared = Set(result.members.map(\.name))
            let added = app.members.filter { [.var, .func].contains($0.kind) && !declared.contains($0.name) }
            for member in added {
                guard let implementation = implemented.first(where: { $0.name == member.name }) else { return nil }
                var member = member
                member.location = implementation.location
                result.members.append(member)
            }
            pending += app.inheritance.map(bare).filter { protocols[$0] != nil }
        }
        return result
    }

    /// Whether `contract`, named as a triplet's type after `type` (`BirthViewModelType` of `BirthViewModel`, not an
    /// app's `ViewModelType`), declares the members of `type` itself: properties and methods, none typed as a group's
    /// protocol nor a `transform`, refining no protocol of the app's (`protocols`, of the file and those read with it;
    /// the class itself, a protocol of another module, `AnyObject` may stand there).
    private static func isOneProtocol(
        _ contract: SwiftDeclaration, of type: SwiftDeclaration, protocols: [String: SwiftDeclaration]
    ) -> Bool {
        let base = ["Type", "Protocol"].first(where: contract.name.hasSuffix).map { String(contract.name.dropLast($0.count)) } ?? ""
        guard base.count > "ViewModel".count, type.name.hasPrefix(base) else { return false }
        let refined = contract.inheritance.map(bare)
        let typed = contract.members.filter { [.var, .func].contains($0.kind) }
        return !typed.isEmpty && !refined.contains(where: isGroupNamed)
            && !typed.contains(where: {
                isGroupNamed(bare($0.type ?? "")) || ["input", "inputs", "output", "outputs", "transform"].contains($0.name)
            })
            && !contract.members.contains(where: { [SwiftDeclaration.Kind.associatedtype, .`init`, .subscript].contains($0.kind) })
    }

    /// Why a view model whose contract the import does not find is none it reads: its one protocol, named as a
    /// triplet's type, declares the members itself (or through the app's protocols it refines); nil for another.
    static func reason(of type: SwiftDeclaration, in declarations: [SwiftDeclaration], context: [SwiftDeclaration]) -> String? {
        guard [.class, .struct].contains(type.kind) else { return nil }
        let all = StructStyleRecognizer.flatten(declarations + context)
        let protocols = StructStyleRecognizer.firstByName(all) { $0.kind == .protocol && $0.parent == nil }
        let extensions = StructStyleRecognizer.extensionsByName(all)
        let conformed = StructStyleRecognizer.conformances(of: type, extensions: extensions).map(bare)
        guard let contract = conformed.compactMap({ protocols[$0] }).first(where: { isTypeNamed($0.name) }) else { return nil }
        let refined = contract.inheritance.map(bare).filter { $0 != "AnyObject" && $0 != "class" }
        // A type protocol of groups (`var inputs: XInputs { get }`, or refining `XInputs`) is a triplet's, read elsewhere.
        let typed = contract.members.filter { [.var, .func].contains($0.kind) }
        guard !refined.contains(where: isGroupNamed), !typed.contains(where: { isGroupNamed(bare($0.type ?? "")) })
        else { return nil }
        let through = refined.filter { protocols[$0] != nil }.map { "'\($0)'" }.joined(separator: ", ")
        guard !typed.isEmpty || !through.isEmpty else { return nil }
        let declares = through.isEmpty ? "itself" : (typed.isEmpty ? "" : "itself and ") + "through the protocols of the"
            + " app it refines (\(through))"
        let why = through.isEmpty
            ? "vmgen reads one protocol ('groups: one') declared in the file of its class, of properties and methods alone"
                + " (no associated type, initializer or subscript)"
            : throughAppProtocols
        return "its contract is one protocol, '\(contract.name)', that declares its members \(declares), with no inputs"
            + " and outputs protocols: " + why
    }

    /// Why one protocol refining the app's protocols is not read: what the one protocol vmgen generates restates of them.
    static let throughAppProtocols = "the one protocol vmgen generates ('groups: one') restates the members of the app's"
        + " protocols it refines ('type-refine:') only when the class implements each itself and they declare properties"
        + " and methods alone (no associated type, initializer or subscript), so no spec says this one; implement them"
        + " in the class, or write the spec by hand"

    /// `var input: WelcomeViewModelInput { get }` in `protocol WelcomeViewModelInput`: the property typed as its protocol,
    /// a group's (`input`, `outputs`) in a protocol named as a group's; nil for another (`protocol Chainable { var next:
    /// Chainable { get } }`, whose conforming types are no view models).
    static func selfProperty(of declaration: SwiftDeclaration) -> SwiftDeclaration? {
        guard isGroupNamed(declaration.name) else { return nil }
        return declaration.members.first {
            $0.kind == .var && ["input", "inputs", "output", "outputs"].contains($0.name) && bare($0.type ?? "") == declaration.name
        }
    }

    /// `XViewModelType`, `XViewModelProtocol`: a name a triplet's type protocol takes.
    private static func isTypeNamed(_ name: String) -> Bool {
        name.hasSuffix("ViewModelType") || name.hasSuffix("ViewModelProtocol")
    }

    /// `XInputs`, `XViewModelOutput`: a name a triplet's group protocol takes.
    private static func isGroupNamed(_ name: String) -> Bool {
        ["Input", "Inputs", "Output", "Outputs"].contains { name.hasSuffix($0) }
    }

    /// `WelcomeViewModelInput` for `any WelcomeViewModelInput` and for ` WelcomeViewModelInput `.
    private static func bare(_ type: String) -> String {
        let trimmed = type.trimmingSpaces
        return trimmed.hasPrefix("any ") ? String(trimmed.dropFirst(4)).trimmingSpaces : trimmed
    }
}
