/// A transform-style view model whose `transform` overrides its base class's, the base generic over the class's own
/// nested types (`final class UnlockViewModel: BaseViewModel<UnlockUserAction, UnlockViewModel.InputFromView,
/// UnlockViewModel.Output>` with `override func transform(input: Input) -> Output`, the `Input` it takes the base's,
/// made of the view's `InputFromView` and the controller's lifecycle streams), as some apps' scene templates write every
/// screen's. Read where the method reads the view's struct through a member of the base's `Input`
/// (`input.fromView.pincode`): `superclass:` as written, `override` in `transform:`, and `view-input: fromView:
/// InputFromView`; any other such class is a warning naming the shape where it stands.
enum InheritedTransformContracts {
    /// The base's generic arguments that name nested types of `type` (declared in it or an extension of it among
    /// `owners`' members), and the base's name; nil unless its first inherited type is a generic class.
    static func ownArguments(of type: SwiftDeclaration, owners: [SwiftDeclaration]) -> (base: String, own: [String])? {
        guard type.kind == .class, let base = type.inheritance.first, let open = base.firstIndex(of: "<"),
              base.hasSuffix(">") else { return nil }
        let nested = Set(owners.flatMap(\.members).filter { [.struct, .class, .enum, .typealias].contains($0.kind) }.map(\.name))
        let arguments = TripletRecognizer.splitTopLevel(String(base[base.index(after: open)..<base.index(before: base.endIndex)]))
            .map { $0.trimmingSpaces }
        let own = arguments.compactMap { argument -> String? in
            for prefix in [type.name + ".", "Self."] where argument.hasPrefix(prefix) {
                let name = String(argument.dropFirst(prefix.count))
                if nested.contains(name) { return name }
            }
            return nested.contains(argument) ? argument : nil
        }
        return own.isEmpty ? nil : (String(base[..<open]), own)
    }

    /// The base class as the spec writes it, on one line: `BaseViewModel<UnlockUserAction, UnlockViewModel.Output>`,
    /// however the class spreads it over lines (`BaseViewModel<\n    UnlockUserAction,\n ...>`): a space between two
    /// words only, and one after each comma.
    static func superclass(_ written: String) -> String {
        guard written.contains("<") else { return written }
        func isWord(_ character: Character?) -> Bool { character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
        var result = ""
        var pendingSpace = false
        for character in written {
            if character == " " || character == "\n" || character == "\t" || character == "\r" {
                pendingSpace = true
                continue
            }
            if pendingSpace, isWord(result.last), isWord(character) { result.append(" ") }
            pendingSpace = false
            result.append(character)
            if character == "," { result.append(" ") }
        }
        return result
    }

    /// The view's struct and the member of the base's `Input` that carries it, for an `override func transform` whose
    /// input is not a type of the class's own: a struct the base's arguments name, which the method reads as
    /// `input.<member>.<one of its members>`. nil for any other shape.
    static func viewInput(
        of owner: SwiftDeclaration, transform: SwiftDeclaration, extensions: [SwiftDeclaration],
        nested: (String) -> SwiftDeclaration?
    ) -> (input: SwiftDeclaration, member: String)? {
        guard transform.modifiers.contains("override"), let inputName = transform.parameters.first?.name, inputName != "_",
              let (_, own) = ownArguments(of: owner, owners: [owner] + extensions) else { return nil }
        let names = transform.bodyNames ?? []
        for name in own where name != transform.type {
            guard let input = nested(name), input.kind == .struct else { continue }
            let members = Set(input.members.filter { [.let, .var].contains($0.kind) }.map(\.name))
            for index in names.indices.dropLast(2) where names[index] == inputName && members.contains(names[index + 2]) {
                return (input, names[index + 1])
            }
            // As vmgen generates it: the struct the logic's (`typealias InputFromView = XLogic.Input`), handed to the
            // logic whole (`XLogic.transform(input.fromView, ...)`).
            if owner.members.contains(where: { $0.kind == .typealias && $0.name == name }),
               let index = names.indices.dropLast().first(where: { names[$0] == inputName }) {
                return (input, names[index + 1])
            }
        }
        return nil
    }

    /// Why `type` is not imported, when it has that shape but the method reads no struct through the base's `Input`:
    /// its first inherited type a generic class whose arguments name nested types of its own, and an `override func
    /// transform` in it or such an extension.
    static func reason(of type: SwiftDeclaration, in declarations: [SwiftDeclaration]) -> String? {
        let owners = [type] + declarations.filter { $0.kind == .extension && $0.name == type.name }
        guard let transform = owners.flatMap(\.members).first(where: {
            $0.kind == .func && $0.name == "transform" && $0.modifiers.contains("override")
        }), let (baseName, own) = ownArguments(of: type, owners: owners) else { return nil }
        let nested = Set(owners.flatMap(\.members).filter { [.struct, .class, .enum, .typealias].contains($0.kind) }.map(\.name))
        let input = transform.parameters.first?.type.trimmingSpaces ?? "Input"
        return "its 'transform' overrides its base class's ('override func transform'), '\(baseName)' made of its own "
            + own.map { "'\($0)'" }.joined(separator: " and ") + (nested.contains(input) ? "" : ", and takes the base's '\(input)'")
            + ", and reads none of them through it ('input.fromView.x'), which 'view-input:' says: no spec says this shape"
    }

    /// A note where the method stands for each other member of the base's `Input` it reads (`input.fromController`,
    /// the controller's lifecycle streams): the generated method hands its logic the view's struct alone.
    static func viewInputNotes(
        _ owner: SwiftDeclaration, _ transform: SwiftDeclaration, member: String, path: String
    ) -> [Diagnostic] {
        guard let inputName = transform.parameters.first?.name else { return [] }
        let names = transform.bodyNames ?? []
        var others: [String] = []
        for index in names.indices.dropLast() where names[index] == inputName && names[index + 1] != member
            && !others.contains(names[index + 1]) {
            others.append(names[index + 1])
        }
        return others.map { other in
            Diagnostic(.note, path: path, at: transform.location,
                "'\(owner.name).transform' reads '\(inputName).\(other)' of the base class's 'Input' besides the view's"
                    + " '\(inputName).\(member)': the generated method gives its logic '\(inputName).\(member)' alone, so the"
                    + " logic reaches '\(other)' otherwise when you move it (a dependency, or the base class's members)")
        }
    }
}
