/// What a hand-written view model's class declares for call sites besides its contract, and where each goes when the
/// generated class replaces it, so that no call site changes:
///
/// - its stored state (`var tempName: String?`, `var count = 0`) is the spec's `properties:`, declared by the class;
/// - a stored `let postId: Int` its initializer takes is a dependency call sites read, `- let postId: Int`;
/// - a function, a computed property, a static member or a nested type (`func selectUserType(_:)`, `enum UserType`)
///   moves to an extension of the generated class in a file of the team's own, where call sites reach it unchanged,
///   when what it uses the generated class declares for the app: the private stored state it needs that vmgen can
///   declare is made readable for it (a private dependency a readable one, a private `var` a `properties:` line; see
///   `OwnMembers+Readable.swift`), and the private functions it calls go with it; what cannot be declared (a stream the
///   logic reads, a property wrapper, state the initializer sets from elsewhere) keeps it behind, with a warning;
/// - the rest (a property wrapper, state the initializer sets from elsewhere) is a warning.
enum OwnMembers {
    enum Placement: Equatable {
        /// A line of `properties:` (`var tempName: String?`), and what the import says of it, if anything.
        case property(String, note: String?)
        /// A dependency the class stores where call sites read it: `let` or `var`.
        case readableDependency(String)
        /// A member an extension of the generated class in another file declares as written.
        case moves
        /// A member that would move but names what the generated class keeps from the app (or does not have).
        case uses([String])
        /// Why the generated class cannot have it.
        case notCarried(String)
    }

    /// The bodies that declare the class's members: the class and its extensions in the file; with whether their
    /// members are private by the extension (`private extension`).
    static func bodies(of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]]) -> [(SwiftDeclaration, Bool)] {
        [(owner, false)] + (extensions[owner.name] ?? []).map { ($0, ["private", "fileprivate"].contains($0.access)) }
    }

    static func isPrivate(_ member: SwiftDeclaration) -> Bool { ["private", "fileprivate"].contains(member.access) }

    /// Whether the member is stored state of an instance (not computed, not static).
    static func isStored(_ member: SwiftDeclaration) -> Bool {
        (member.kind == .var || member.kind == .let) && !member.isComputed && !isStatic(member)
    }

    static func isStatic(_ member: SwiftDeclaration) -> Bool {
        member.modifiers.contains("static") || member.modifiers.contains("class")
    }

    /// Where a non-private member of the class outside its contract goes.
    static func place(
        _ member: SwiftDeclaration, dependencies: Set<String>, readability: Readability
    ) -> Placement {
        if member.isConditional { return .notCarried("it stands inside #if") }
        if isStored(member) {
            // A `lazy var` whose value uses what the generated class cannot declare for it.
            if case .uses(let names)? = readability.decisions[member] {
                return .notCarried("its value, made when it is first read, uses " + names.prefix(3).map { "'\($0)'" }
                    .joined(separator: ", ") + ", which the generated class does not declare")
            }
            return storedPlacement(member, dependencies: dependencies)
        }
        if member.kind == .var || member.kind == .let, !member.attributes.isEmpty {
            return .notCarried("the generated class declares no property with '@\(member.attributes[0])'")
        }
        if case .uses(let names)? = readability.decisions[member] { return .uses(names) }
        return .moves
    }

    /// Where a non-private stored property goes: `properties:`, a readable dependency, or nowhere (why).
    static func storedPlacement(_ member: SwiftDeclaration, dependencies: Set<String>) -> Placement {
        // `@Published`, which takes no arguments, is carried as written; another wrapper may take some, which the
        // declaration read does not keep.
        if let attribute = member.attributes.first, member.attributes != ["Published"] {
            // `@Injected var loginUseCase: LoginUseCaseProtocol`: a wrapper that makes the value itself, as written.
            if !dependencies.contains(member.name), let line = ResolvedWrappers.line(member) {
                return .property(line, note: nil)
            }
            return .notCarried("a spec property takes '@Published' alone of the property wrappers, not '@\(attribute)',"
                + " but for one written without a value, which makes the value itself ("
                + ResolvedWrappers.example + ")")
        }
        let wrapper = member.attributes.isEmpty ? "" : "@Published "
        // `unowned let coordinator: Coordinator`: a spec property is held strongly or `weak`.
        if let reference = member.modifiers.first(where: { $0.hasPrefix("unowned") }) {
            return .notCarried("a spec property is held strongly or 'weak', not '\(reference)'")
        }
        // `weak var coordinator: Coordinator?`: carried as written (a `var` of an optional type that starts nil).
        if member.modifiers.contains("weak") { return weakPlacement(member, wrapper: wrapper, dependencies: dependencies) }
        // `let output = PublishRelay<Output>()`: a name the generated class's API takes, which no spec property may
        // (`let disposeBag = DisposeBag()` is the class's own bag, carried as written).
        if ReservedOwnNames.isReserved(member.name) { return .notCarried(ReservedOwnNames.reason(member.name)) }
        // `lazy var service = DefaultService(repository: repository)`: a spec property may be lazy (a `var` with a
        // value and no wrapper, as Swift has it); its value may use the class's members.
        let lazy = member.modifiers.contains("lazy") ? "lazy " : ""
        if !lazy.isEmpty, !wrapper.isEmpty {
            return .notCarried("a lazy property has no property wrapper in Swift")
        }
        let keyword = member.kind == .let ? "let" : "var"
        // Set from an initializer's parameter (`self.noticeId = noticeId`), whatever it starts with: call sites read it.
        if dependencies.contains(member.name) {
            return wrapper.isEmpty ? .readableDependency(keyword)
                : .notCarried("a dependency call sites read is stored plain, without '@Published'")
        }
        // `var count = 5` set again in the initializer, to what the generated one cannot write (`InitSetProperties`).
        if let problem = member.initResetProblem { return .notCarried(problem) }
        // `private(set) var`: kept so (`carry` makes the setter internal, with this note, where a member that moves to
        // an extension in another file sets it); call sites that read it are the same.
        let setter = member.modifiers.first { $0.hasSuffix("(set)") }
        let widened = setter.map { setter in "its setter is internal in the generated class ('\(setter)' here), so the extension"
            + " of the generated class in the team's own file may set it; call sites read it unchanged" }
        let isPrivateSetter = ["private(set)", "fileprivate(set)"].contains(setter ?? "") && member.kind == .var
        let head = wrapper + (isPrivateSetter ? privateSetter : "")
        // `self.camperDomain = signUpUseCase.getUserDomain()` in its initializer: set there the same way.
        // Read by the logic too (its bindings in the initializer): handed it after the initializer sets it, a `let`.
        if member.value == nil, let set = member.initValue, let type = member.type, case .success = ExpressionReader.read(set),
           !member.isInitValueReadByLogic || keyword == "let" {
            let logic = member.isInitValueReadByLogic ? "logic " : ""
            return .property(head + logic + "init \(keyword) \(Identifier.escaped(member.name)): \(type) = \(set)", note: widened)
        }
        guard let value = member.value?.trimmingSpaces else {
            if member.isInitValueReadByLogic, keyword == "var" {
                return .notCarried("its initializer sets it from its parameters and its bindings there read it, which the"
                    + " generated logic is handed once, when the view model is made: a 'var' set later would not reach it")
            }
            // `var dependency: Dependency!`, implicitly unwrapped, starts nil as an optional does.
            guard keyword == "var", let type = member.type,
                  type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") else {
                return .notCarried("its initializer sets it from other than one of its parameters, and a spec property"
                    + " starts with a value")
            }
            return .property(head + "var \(Identifier.escaped(member.name)): \(type)", note: widened)
        }
        if value.contains(#/\{\s*(didSet|willSet)\b/#) {
            return .notCarried("its observer runs code when it is set, which a spec property does not")
        }
        guard let type = member.type ?? StructStyleRecognizer.initializerType(value) ?? ArrayLiteralTypes.type(value)
                ?? ReservedOwnNames.transformCallType(value) else {
            return .notCarried(InferredStartingTypes.untypedReason(member, value: value))
        }
        // `PassthroughSubject<(String, Bool), Never>()` of that type: `.init()`, which a spec's value can write (a
        // comma between angle brackets would end it).
        var written = value
        if value.hasPrefix(type + "("), value.hasSuffix(")") { written = ".init" + value.dropFirst(type.count) }
        guard case .success = ExpressionReader.read(written) else {
            return .notCarried("its value is not one expression a spec can copy (a comma outside brackets would end it)")
        }
        return .property(head + lazy + "\(keyword) \(Identifier.escaped(member.name)): \(type) = \(written)", note: widened)
    }

    /// `private(set) `, before the keyword of a `properties:` line (after its wrapper).
    static let privateSetter = "private(set) "

    /// `line` with an internal setter (`setter` false) or a private one, after its wrapper (`@Published private(set) var`).
    static func property(_ line: String, privateSetter keeps: Bool) -> String {
        let stripped = line.replacingOccurrences(of: privateSetter, with: "")
        guard keeps, !stripped.hasPrefix("let "), !stripped.contains(" let ") else { return stripped }
        let wrapper = stripped.hasPrefix("@") ? String(stripped.prefix { $0 != " " }) + " " : ""
        return wrapper + privateSetter + stripped.dropFirst(wrapper.count)
    }

    /// The note that says where a member that moves goes.
    static func moveNote(_ member: SwiftDeclaration, of owner: String, readability: Readability) -> String {
        let start = "'\(TripletRecognizer.describe(member))' of '\(owner)' stays the class's own: declare it in an extension"
            + " of '\(owner)' in a file of your own ('extension \(owner) { ... }'), where call sites reach it unchanged"
        let contract = readability.usesContract[member].map(ContractUse.moveRemark)
        guard case .moves(let needs, let along)? = readability.decisions[member], !needs.isEmpty || !along.isEmpty else {
            return start + " (it uses nothing the generated class keeps private" + (contract.map { "; " + $0 } ?? "") + ")"
        }
        let quoted = { (names: [String]) in names.map { "'\($0)'" }.joined(separator: ", ") }
        return start + " (" + [
            needs.isEmpty ? nil : "the generated class declares \(quoted(needs)) for it, not 'private'",
            along.isEmpty ? nil : "\(quoted(along)), private, go\(along.count == 1 ? "es" : "") with it", contract,
        ].compactMap { $0 }.joined(separator: "; ") + ")"
    }

    /// Why a member that would move stays behind.
    static func usesReason(_ names: [String]) -> String {
        "it uses " + names.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (names.count > 3 ? "..." : "")
            + ", which the generated class does not declare for the app, so an extension in another file cannot move it"
    }

    /// Imports the class's own members outside its contract into `viewModel` (`properties:`, readable dependencies),
    /// with a note where a member moves to an extension and a warning where it cannot be carried; a method that names
    /// one of `callSenders` (the one-stream event transform's output subject) is a `@call` input (`CallInputs`);
    /// `contract`: the names of the class's members the generated class declares for its contract, `leftOut` those it
    /// does not (`ContractUse`).
    static func carry(
        _ members: [SwiftDeclaration], of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]],
        into viewModel: inout ImportedSpec.ViewModel, warn: (String, SourceLocation) -> Void,
        note: (String, SourceLocation) -> Void, callSenders: Set<String> = [], contract: Set<String> = [],
        leftOut: Set<String> = [], subjectSenders: Set<String> = [], transformSenders: Set<String> = [],
        kept: [String: String] = [:], readOnly: Set<String> = []
    ) {
        let dependencies = Set(dependencyNames(viewModel.dependencies))
        // The properties its initializer sets to an expression of the dependencies (`- init let`).
        let (owner, marked) = InitSetProperties.marked(owner, dependencies: dependencies)
        let members = members.map { marked[$0] ?? $0 }
        let exposedSubject = OutputSubjects.exposed(of: owner, extensions: extensions, senders: callSenders)
        let readability = readability(members, of: owner, extensions: extensions, dependencies: dependencies,
                                      hidden: Set(exposedSubject.map { [$0.name] } ?? [])
                                        // The subject style's state its bindings read: the logic's, kept private;
                                        // but a relay kept for an output (`@kept`), which the generated class declares.
                                        .union(subjectSenders.isEmpty ? [] : SubjectCallInputs.boundState(of: owner, extensions: extensions)
                                            .subtracting(kept.keys)),
                                      contract: contract,
                                      leftOut: leftOut, kept: kept, readOnly: readOnly)
        let outside = Set(members)
        // In the order the class declares them: its own members outside the contract, and the private state made
        // readable for those that move.
        for member in bodies(of: owner, extensions: extensions).flatMap({ $0.0.members }) {
            if case (var placement, let takers)? = readability.widened[member] {
                // A `var` the members that move only read keeps a private setter.
                if case .property(let line, let remark) = placement {
                    placement = .property(
                        property(line, privateSetter: !readability.setByMovers.contains(member.name)), note: remark)
                }
                warn(wideningWarning(member, placement: placement, takers: takers, of: owner.name), member.location)
                record(placement, of: member, into: &viewModel)
                continue
            }
            if let takers = readability.along[member] {
                note(alongNote(member, takers: takers, of: owner.name), member.location)
                continue
            }
            guard outside.contains(member) else { continue }
            let described = "'\(TripletRecognizer.describe(member))' of '\(owner.name)'"
            if member == exposedSubject {
                warn(OutputSubjects.warning(member, of: owner.name), member.location)
                continue
            }
            switch place(member, dependencies: dependencies, readability: readability) {
            case .property(var line, var remark):
                if ResolvedWrappers.isResolved(line),
                   let reason = ResolvedWrappers.setByInitializer(member, of: owner, extensions: extensions) {
                    warn(described + " is not imported: " + reason, member.location)
                    continue
                }
                // `private(set)` kept, unless a member that moves sets it: then internal, with the note that says so.
                if line.contains(privateSetter), readability.setByMovers.contains(member.name) {
                    line = property(line, privateSetter: false)
                } else {
                    remark = nil
                }
                var entry = ImportedSpec.Member.entry(line, docs: member.docs, at: member.location, original: line)
                entry.note = remark
                if let remark { note(described + ": " + remark, member.location) }
                viewModel.properties.append(entry)
            case .readableDependency(let keyword):
                // `var user: User?` set from `init(user: User)`: the generated class would store it as the parameter's type.
                let isWeak = keyword == WeakDependencyImport.keyword
                // `let repository: BehaviorRelay<Repository>` started with its parameter: `- @relay let repository: ...`.
                let held = isWeak ? nil : ReadableDependencyTypes.held(member, of: owner, among: viewModel.dependencies)
                if held == nil, let reason = isWeak ? WeakDependencyImport.mismatch(member, among: viewModel.dependencies)
                    : ReadableDependencyTypes.mismatch(member, among: viewModel.dependencies, of: owner) {
                    warn(described + " is not imported: " + reason, member.location)
                    continue
                }
                if let index = viewModel.dependencies.firstIndex(where: { dependencyNames([$0]).first == member.name }) {
                    // `let count: Int` set from `countText: Numeral`: the dependency keeps the property's type (a weak
                    // one's optional is the weak storage's, `- weak var coordinator: Coordinating`: no other type).
                    var line = viewModel.dependencies[index].line
                    if held == nil, !isWeak, let (typed, parameter) = ReadableDependencyTypes.typedLikeProperty(line, member) {
                        line = typed
                        // The parameter's type made optional: call sites are the same (`--check` agrees), a note.
                        let message = described + " " + ReadableDependencyTypes.retypedWarning(member, parameter: parameter, of: owner)
                        if ReadableDependencyTypes.isWidened(member, among: viewModel.dependencies, of: owner) {
                            note(message, member.location)
                        } else {
                            warn(message, member.location)
                        }
                    }
                    viewModel.dependencies[index].line = (held.map { $0 + " " } ?? "") + keyword + " " + line
                }
            case .moves:
                note(moveNote(member, of: owner.name, readability: readability), member.location)
            case .uses(let names):
                // A method the view calls that sends into the subject `transform` returns: a `@call` input.
                if CallInputs.carry(member, uses: names, senders: callSenders, of: owner.name, into: &viewModel, note: note) {
                    continue
                }
                // The subject style's: one that feeds what its bindings work with (`SubjectCallInputs`).
                let takesAnInputsName = SubjectCallInputs.takesAnInputsName(member, in: viewModel)
                if SubjectCallInputs.isCall(member, senders: subjectSenders), !takesAnInputsName,
                   CallInputs.carry(member, uses: names, senders: subjectSenders, of: owner.name, into: &viewModel, note: note) {
                    continue
                }
                // The transform style's: one that sends into the private streams its outputs are made of (`TransformCallInputs`).
                if SubjectCallInputs.isCall(member, senders: transformSenders), !takesAnInputsName,
                   !TransformCallInputs.takesTheContract(member),
                   CallInputs.carry(member, uses: names, senders: transformSenders, of: owner.name, into: &viewModel, note: note) {
                    continue
                }
                warn(described + " is not imported: " + (CallRefusals.reason(member, senders: callSenders)
                    ?? SubjectCallInputs.refusal(member, senders: subjectSenders, takesAnInputsName: takesAnInputsName)
                    ?? SubjectCallInputs.refusal(member, senders: transformSenders, takesAnInputsName: takesAnInputsName)
                    ?? readability.changesContract[member].map(ContractUse.reason) ?? usesReason(names)), member.location)
            case .notCarried(let reason):
                // State with an observer that the view reads and the logic keeps: a `@value` output (`ObservedState`).
                if ObservedState.carry(member, of: owner, extensions: extensions, senders: callSenders, into: &viewModel, note: note) {
                    continue
                }
                warn(described + " is not imported: " + ObservedState.reason(member, senders: callSenders, otherwise: reason),
                     member.location)
            }
        }
    }

    /// A `properties:` line, or `let` or `var` on the dependency's line, for a private stored member made readable.
    private static func record(_ placement: Placement, of member: SwiftDeclaration, into viewModel: inout ImportedSpec.ViewModel) {
        switch placement {
        case .property(let line, _):
            viewModel.properties.append(ImportedSpec.Member.entry(line, docs: member.docs, at: member.location, original: line))
        case .readableDependency(let keyword):
            if let index = viewModel.dependencies.firstIndex(where: { dependencyNames([$0]).first == member.name }) {
                viewModel.dependencies[index].line = keyword + " " + viewModel.dependencies[index].line
            }
        default: break
        }
    }

    /// The note where a private member goes with the members that move.
    private static func alongNote(_ member: SwiftDeclaration, takers: [SwiftDeclaration], of owner: String) -> String {
        "'\(TripletRecognizer.describe(member))' of '\(owner)' goes with "
            + takers.prefix(3).map { "'\(TripletRecognizer.describe($0))'" }.joined(separator: ", ")
            + (takers.count > 3 ? "..." : "") + " to the extension of '\(owner)' in a file of your own, private there"
    }

    /// The names of imported dependency lines (`_ service: Service = ...` is `service`).
    static func dependencyNames(_ members: [ImportedSpec.Member]) -> [String] {
        members.filter { $0.skipped == nil && !$0.line.hasPrefix("typealias ") }.compactMap { member in
            let head = member.line.prefix { $0 != ":" }.split(separator: " ").last.map(String.init)
            return head.map { $0.hasPrefix("`") ? String($0.dropFirst().dropLast()) : $0 }
        }
    }
}
