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
        // The parameter's type made optional, which the initializer only stores: the dependency of the property's type.
        if let owner, isWidened(member, among: dependencies, of: owner) { return nil }
        return "it is '\(written)', and the initializer sets it from its parameter '\(given)', a '\(parameter)', which"
            + " a spec's dependency stores as it is given; the generated class keeps the dependency private, and call"
            + " sites that read or set '\(member.name)' through the view model change"
    }

    /// Whether `member` is its parameter's type made optional (`let reasonText: String?` or `var songs: [String]!` set
    /// from `reasonText: String`, `songs: [String]`) and the class's one initializer reads that parameter only to store
    /// it there (`self.songs = songs`): the dependency of the property's type, `- var songs: [String]!`, whose generated
    /// initializer takes what every call site passes (Swift makes a value its optional) and whose class and logic read
    /// it as the hand-written class declares it. One the initializer reads besides (`if let login = user.login`) would
    /// reach the logic optional where the hand-written body read it plain: it stays a warning (`mismatch`).
    static func isWidened(_ member: SwiftDeclaration, among dependencies: [ImportedSpec.Member], of owner: SwiftDeclaration) -> Bool {
        guard let (written, parameter) = types(member, among: dependencies), written != parameter,
              [parameter + "?", parameter + "!", "Optional<\(parameter)>"].contains(written) else { return false }
        let initializers = owner.members.filter { $0.kind == .`init` }
        guard initializers.count == 1, let given = initializers[0].plainAssignments[member.name],
              initializers[0].parameters.contains(where: { $0.name == given }) else { return false }
        // `self.songs = songs` names it twice, `self.user = account` the parameter once and the property once.
        let names = initializers[0].bodyNames ?? []
        let uses = names.filter { $0 == given }.count
        return given == member.name ? uses == 2 : uses == 1 && names.filter { $0 == member.name }.count == 1
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
    /// reports there too; where it is the parameter's type made optional (`isWidened`), what stays the same.
    static func retypedWarning(_ member: SwiftDeclaration, parameter: String, of owner: SwiftDeclaration) -> String {
        let initializers = owner.members.filter { $0.kind == .`init` }
        let given = initializers.count == 1 ? initializers[0].plainAssignments[member.name] ?? member.name : member.name
        let written = member.type?.trimmingSpaces ?? ""
        if [parameter + "?", parameter + "!", "Optional<\(parameter)>"].contains(SurfaceComparison.normalized(written)) {
            return "is imported as the dependency of the type it declares, '\(written)', which the initializer stores its"
                + " parameter '\(given)', a '\(parameter)', in: the generated initializer takes a '\(written)', to which"
                + " Swift converts what every call site passes, and call sites read \(member.kind == .var ? "and set " : "")"
                + "'\(member.name)' as before"
        }
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
