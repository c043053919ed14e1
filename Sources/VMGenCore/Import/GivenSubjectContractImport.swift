/// A subject-style view model handed its own `Input` and `Output` (`subject-contract: given`), as apps write it so a
/// test can hand its own while every screen leaves them out: `init(input: Input = Input(), output: Output = Output(),
/// coordinator: AppCoordinator?)`, both first and with a default, each struct making every relay or subject it declares
/// (`let viewDidLoad: PublishSubject<Void> = PublishSubject()`, `let days = BehaviorRelay<[Int]>(value: [])`). Any
/// other shape is read as before (the generated class makes its own, with a warning where the initializer stands).
extension StructStyleRecognizer {
    /// Whether `found` is such a view model.
    static func takesGivenSubjectContract(_ found: Found) -> Bool {
        guard found.style == .subject, found.input.kind == .struct, found.output.kind == .struct,
              let (initializer, positions) = givenContracts(of: found), positions == [0, 1] else { return false }
        let (input, output) = (initializer.parameters[0], initializer.parameters[1])
        guard (input.label ?? input.name) == "input", (output.label ?? output.name) == "output",
              input.defaultValue != nil, output.defaultValue != nil,
              isGivenType(input.type, found.input.name, of: found), isGivenType(output.type, found.output.name, of: found)
        else { return false }
        return (found.input.members + found.output.members).filter { $0.kind == .let || $0.kind == .var }.allSatisfy {
            madeSubject(of: $0) != nil
        }
    }

    /// A member of the handed `Output`: `@relay days: [Int] = []`, as its struct makes it; nil for another.
    static func givenSubjectOutput(_ member: SwiftDeclaration) -> (ImportedSpec.Member, Framework?)? {
        guard let (framework, kind, element, made) = madeSubject(of: member) else { return nil }
        var line = "@\(kind.rawValue) \(Identifier.escaped(member.name)): \(element)"
        if case let .starting(start) = made { line += " = " + start }
        return (.entry(line, docs: member.docs, at: member.location, original: "\(member.name): \(typedByInitializer(member).type ?? "")"),
                framework)
    }

    /// One spec has one `subject-contract:` option: a view model of the file handed its `Input` and `Output` beside one
    /// above that makes its own (or the other way round) is not imported, with a warning where it stands.
    static func givenSubjectMixRefusal(_ found: Found, isGiven: Bool, spec: ImportedSpec, path: String) -> Diagnostic? {
        guard found.style == .subject, !spec.viewModels.isEmpty, isGiven != (spec.subjectContract != nil)
        else { return nil }
        return Diagnostic(.warning, path: path, at: found.owner.location, "'\(found.owner.name)' is not imported: it"
            + (isGiven ? " keeps the 'Input' and 'Output' its initializer is handed, and a view model above makes its own"
                : " makes its own 'Input' and 'Output', and a view model above keeps the ones it is handed")
            + "; one spec has one 'subject-contract:' option: import it from a file of its own")
    }

    /// A relay or subject its struct makes where it declares it, of a kind the spec writes; nil for another member.
    private static func madeSubject(of written: SwiftDeclaration) -> (Framework, ViewModel.StreamKind, String, Made)? {
        // Typed by its initializer where it is not written (`let tap = PublishRelay<Void>()`).
        let member = typedByInitializer(written)
        guard !member.isConditional, member.kind == .let, let type = holderType(of: member),
              let (framework, kind, element, _) = subjectLike(type),
              !(kind == .subject && framework == .combine && !type.hasSuffix(", Never>")),
              let made = made(member, type: type) else { return nil }
        return (framework, kind, element, made)
    }

    /// `Input`, `LoginVM.Input` or `Self.Input`.
    private static func isGivenType(_ written: String, _ name: String, of found: Found) -> Bool {
        let type = written.trimmingSpaces
        return type == name || type == found.owner.name + "." + name || type == "Self." + name
    }
}
