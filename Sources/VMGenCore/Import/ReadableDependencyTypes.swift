/// A stored property call sites read that the initializer sets from a parameter of the same name but of another type
/// (`var user: User?` set from `init(user: User)`, which the class later replaces with what it loads): a readable
/// dependency (`- var user: User`) would declare it as the parameter's type, which call sites that read it optional
/// (`viewModel.user?.name`) or set it to `nil` do not compile against. The import leaves it out with a warning that
/// names both types, never changing its type in silence.
enum ReadableDependencyTypes {
    /// Why `member` cannot be the readable dependency of its name among `dependencies` (the import's dependency
    /// lines): the two types, where both are written and the one is the other made optional (`User?` and `User`); nil
    /// where they agree, where the property's type is not written (`var user = User()`), or where they differ otherwise.
    static func mismatch(
        _ member: SwiftDeclaration, among dependencies: [ImportedSpec.Member], of owner: SwiftDeclaration? = nil
    ) -> String? {
        guard let (written, parameter) = types(member, among: dependencies) else { return nil }
        // Only where the one is the other made optional: two spellings may name one type (`Post.ID` and `Int`), which
        // the text alone does not say otherwise.
        func optional(of type: String) -> [String] { [type + "?", type + "!", "Optional<\(type)>"] }
        if let reason = StreamWrappedDependencies.reason(
            member.name, written: written, spelled: member.type?.trimmingSpaces ?? written, parameter: parameter) { return reason }
        guard parameter != written, optional(of: parameter).contains(written) || optional(of: written).contains(parameter)
        else { return nil }
        // The parameter as the initializer names it: `account` of `self.user = account` (`StoredUnderOtherNames`).
        let initializers = owner?.members.filter { $0.kind == .`init` } ?? []
        let given = initializers.count == 1 ? initializers[0].plainAssignments[member.name] ?? member.name : member.name
        return "it is '\(written)', and the initializer sets it from its parameter '\(given)', a '\(parameter)', which"
            + " a spec's dependency stores as it is given; the generated class keeps the dependency private, and call"
            + " sites that read or set '\(member.name)' through the view model change"
    }

    /// The dependency's line (`countText count: Numeral`) with the type `member` declares, and the parameter's type,
    /// where the initializer stores the parameter in it as it is given but the two are written differently (`let count:
    /// Int`, a `typealias Numeral = Int` or a protocol the parameter's type conforms to): call sites read the property
    /// as it is declared; nil where they agree (R4's review: it was the parameter's type, in silence).
    static func typedLikeProperty(_ line: String, _ member: SwiftDeclaration) -> (line: String, parameter: String)? {
        guard let written = member.type?.trimmingSpaces, !written.isEmpty, let colon = line.firstIndex(of: ":") else { return nil }
        let rest = line[line.index(after: colon)...]
        let end = rest.indices.first { rest[$0...].hasPrefix(" = ") } ?? rest.endIndex
        let parameter = String(rest[..<end]).trimmingSpaces
        // A function type keeps the parameter's spelling: the spec writes `@escaping` itself.
        guard SurfaceComparison.normalized(parameter) != SurfaceComparison.normalized(written), !parameter.contains("@")
        else { return nil }
        return (String(line[...colon]) + " " + written + String(rest[end...]), parameter)
    }

    /// What changes where the dependency keeps the property's type: the initializer's parameter, which `--check`
    /// reports there too.
    static func retypedWarning(_ member: SwiftDeclaration, parameter: String, of owner: SwiftDeclaration) -> String {
        let initializers = owner.members.filter { $0.kind == .`init` }
        let given = initializers.count == 1 ? initializers[0].plainAssignments[member.name] ?? member.name : member.name
        let written = member.type?.trimmingSpaces ?? ""
        return "is imported as the dependency of the type it declares, '\(written)', and the initializer takes its parameter"
            + " '\(given)' as a '\(parameter)': the generated initializer takes a '\(written)', which call sites pass"
            + " unchanged where Swift converts what they pass"
    }

    /// `member`'s written type and its parameter's, both normalized; nil where either is not written.
    static func types(_ member: SwiftDeclaration, among dependencies: [ImportedSpec.Member]) -> (String, String)? {
        guard let written = member.type.map(SurfaceComparison.normalized),
              let line = dependencies.first(where: { OwnMembers.dependencyNames([$0]).first == member.name })?.line,
              let colon = line.firstIndex(of: ":") else { return nil }
        // `user: User = .guest`: the type between ':' and a default value.
        let rest = line[line.index(after: colon)...]
        let type = String(rest.indices.first { rest[$0...].hasPrefix(" = ") }.map { rest[..<$0] } ?? rest)
        return (written, SurfaceComparison.normalized(type.trimmingSpaces))
    }

    /// `@relay` or `@subject` where `member` is a relay or subject the initializer starts with its parameter of the
    /// same name (`StreamWrappedDependencies.held`): the dependency kept in one; nil otherwise.
    /// Only where the class's one initializer starts it with the parameter itself (`BehaviorRelay(value: repository)`,
    /// `CurrentValueSubject<Repository, Never>(repository)`, `.init(value: repository)`): one started with an expression
    /// of it (`repository.normalized`, `Repository.empty`) would start with another value in the generated class.
    static func held(_ member: SwiftDeclaration, of owner: SwiftDeclaration, among dependencies: [ImportedSpec.Member]) -> String? {
        guard let (written, parameter) = types(member, among: dependencies),
              let word = StreamWrappedDependencies.held(member.name, written: written, parameter: parameter) else { return nil }
        let initializers = owner.members.filter { $0.kind == .`init` }
        guard initializers.count == 1, let made = initializers[0].expressionAssignments[member.name]?.text,
              StreamWrappedDependencies.startsWithParameter(made, name: member.name, written: written) else { return nil }
        // `self.user.accept(user.normalized)` in the initializer too: call sites find it holding another value when the
        // view model is made (R4's review). One the logic or a method changes later still starts with the parameter.
        // Through `self` only: a bare name in the initializer is its parameter (`if let name = repository.fullname {`).
        let called = initializers[0].bodySelfSetNames.filter { $0 == member.name }.count
        guard called <= 1 else { return nil }
        return word
    }
}
