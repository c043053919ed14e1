/// A subject-style view model's `input` and `output` as call sites see them, read alike by the import and `--check`:
/// `Output!` is `Output` (`ImplicitlyUnwrappedContract`), `MenuViewModel.Input` is `Input`, and a typealias the class
/// declares for an app's protocol of associated types named otherwise (`typealias InputType = Input`, as `protocol
/// ReactiveViewModelable { associatedtype InputType; var input: InputType { set get } }` asks) is the struct it names,
/// `public lazy var input: InputType = Input()` the generated `let input: Input`, from which Swift infers the same
/// `InputType`. What the generated `let` cannot be is a warning where it stands, and a difference: a property that
/// app's protocol requires settable (`{ set get }`), and a type that is neither `Input` nor `Output`.
enum SubjectContractProperties {
    /// The type of a subject-style `input` or `output` as call sites read it: through `!`, the class's name and its
    /// own typealiases of `Input` and `Output`; any other member's type as it is.
    static func read(_ type: String, of member: SwiftDeclaration, found: StructStyleRecognizer.Found) -> String {
        let unwrapped = ImplicitlyUnwrappedContract.unwrapped(type, of: member, style: found.style)
        let nested = [found.input.name, found.output.name]
        let read = StructStyleRecognizer.unqualified(unwrapped, owner: found.owner.name, nested: nested)
        let plain = read.trimmingSpaces
        guard found.style == .subject, ["input", "output"].contains(member.name),
              let alias = found.owner.members.first(where: { $0.kind == .typealias && $0.name == plain && !$0.isGeneric }),
              let value = alias.value?.trimmingSpaces else { return read }
        let named = StructStyleRecognizer.unqualified(value, owner: found.owner.name, nested: nested)
        return nested.contains(named) ? named : read
    }

    /// The app's protocol the class conforms to (declared in a file read with it) that requires `member` settable
    /// (`var input: InputType { set get }`), which the generated `let` does not satisfy; nil for none, or another member.
    static func settableRequirement(
        of member: SwiftDeclaration, found: StructStyleRecognizer.Found, declared: [SwiftDeclaration],
        extensions: [String: [SwiftDeclaration]]
    ) -> String? {
        // A `let` satisfies no such requirement: the code (a generated class's included) does not compile as it is.
        guard found.style == .subject, member.kind == .var, ["input", "output"].contains(member.name) else { return nil }
        let conformances = Set(StructStyleRecognizer.conformances(of: found.owner, extensions: extensions).map(SurfaceComparison.normalized))
        return declared.first { declaration in
            declaration.kind == .protocol && conformances.contains(declaration.name) && declaration.members.contains {
                $0.kind == .var && $0.name == member.name && ($0.accessors ?? "").split(separator: " ").contains("set")
            }
        }?.name
    }

    /// The import's word on a subject-style view model's `input` and `output`: the note for one implicitly unwrapped,
    /// and a warning where the generated `let input: Input` (or `output`) is not what call sites see.
    static func diagnostics(
        _ found: StructStyleRecognizer.Found, declared: [SwiftDeclaration], extensions: [String: [SwiftDeclaration]],
        path: String
    ) -> [Diagnostic] {
        var diagnostics = ImplicitlyUnwrappedContract.notes(found, path: path)
        guard found.style == .subject else { return diagnostics }
        for member in found.surface {
            let expected = member.name == "input" ? "Input" : "Output"
            let generated = "let \(member.name): \(expected)"
            // `Input`, or the struct a protocol's typealias names so (`EmojiPickerViewModelInput`).
            let same = [expected, member.name == "input" ? found.input.name : found.output.name]
            if let type = member.type.map({ read($0, of: member, found: found).trimmingSpaces }), !same.contains(type) {
                diagnostics.append(Diagnostic(.warning, path: path, at: member.location,
                    "'\(member.name): \(type)' of '\(found.owner.name)' is not '\(expected)': the generated class declares"
                        + " '\(generated)', so call sites that use it as '\(type)' change"))
            }
            if let app = settableRequirement(of: member, found: found, declared: declared, extensions: extensions) {
                diagnostics.append(Diagnostic(.warning, path: path, at: member.location,
                    "'\(app)', the app's protocol '\(found.owner.name)' conforms to, requires '\(member.name)' settable"
                        + " ('{ get set }'), and the generated class declares '\(generated)', which does not satisfy it:"
                        + " declare the requirement '{ get }' in '\(app)' if no call site sets '\(member.name)'"))
            }
        }
        return diagnostics
    }
}
