/// The members of a triplet's protocols as the import reads them: an input method, an output stream, value or
/// function, and what stands around them (`#if`, a member declared once in each branch).
extension TripletRecognizer {
    /// A member of the triplet's protocols as `read` imports it, under `@if(condition)` when it stands inside `#if`
    /// (`#else` and nested blocks make `!DEBUG`, `A && B`); skipped when the condition is none vmgen can write.
    static func conditional(
        _ member: SwiftDeclaration, _ read: (SwiftDeclaration) -> (ImportedSpec.Member, Framework?)
    ) -> (ImportedSpec.Member, Framework?) {
        guard let condition = member.condition else { return read(member) }
        if member.kind == .typealias {
            return (.skipped("typealias \(member.name)", because: "it stands inside '#if \(condition)', and a spec's typealias is"
                + " in every build", at: member.location), nil)
        }
        var plain = member
        plain.condition = nil
        var (imported, framework) = read(plain)
        if let problem = CompileCondition.problem(in: condition) {
            let what = imported.original
            return (.skipped(what, because: "it stands inside '#if \(condition)', and \(problem.message)", at: member.location), nil)
        }
        if imported.skipped == nil { imported.line = "@if(\(condition)) " + imported.line }
        return (imported, framework)
    }

    /// `imported`, unless a member of the same name (or, for inputs, `selector`) came before: declared once in each branch
    /// of an `#if` (an iOS and a macOS spelling), or an input overloaded by its types, which a spec, naming each member
    /// once, cannot say.
    static func once(
        _ member: SwiftDeclaration, _ seen: inout Set<String>, _ imported: (ImportedSpec.Member, Framework?),
        selector: Bool = false
    ) -> (ImportedSpec.Member, Framework?) {
        let key = member.name + (selector ? "(" + member.parameters.map { ($0.label ?? $0.name) + ":" }.joined() + ")" : "")
        guard imported.0.skipped == nil, !seen.insert(key).inserted else { return imported }
        // Outside `#if`, an input of the same labels is an overload by its parameters' types (`configureWith(channel:
        // ListChannel)` beside `configureWith(channel: UserChannel)`), which a spec cannot say either.
        if selector, !member.isConditional {
            return (.skipped(imported.0.original, because: "'\(key)' is declared again with other parameter types; a spec"
                + " names each input once by its labels, and the generated protocol declares the first: call sites that"
                + " call this one change", at: member.location), nil)
        }
        return (.skipped(imported.0.original, because: "'\(key)' is declared again, in another branch of an #if; a spec names"
            + " each member once", at: member.location), nil)
    }

    /// `typealias ResourcesType = (...)` in one of the triplet's protocols: a `- typealias` entry of its section.
    static func typeAlias(_ member: SwiftDeclaration) -> ImportedSpec.Member {
        let original = "typealias \(member.name) = \(member.value ?? "")"
        guard let value = member.value?.trimmingSpaces, !value.isEmpty else {
            return .skipped(original, because: "a typealias needs a type after '='", at: member.location)
        }
        if member.isGeneric {
            return .skipped("typealias \(member.name)<...>", because: "a spec's typealias takes no generic parameters",
                            at: member.location)
        }
        return .entry("typealias \(escaped(member.name)) = \(value)", docs: member.docs, at: member.location, original: original)
    }

    /// An input method: `name(label name: Type, ...)`.
    static func input(from member: SwiftDeclaration, startingValues: [String: String] = [:]) -> ImportedSpec.Member {
        if member.kind == .typealias { return typeAlias(member) }
        if let problem = requirementProblem(member) {
            return .skipped(member.kind == .func ? spelled(member) : "\(member.name): \(member.type ?? "")", because: problem,
                            at: member.location)
        }
        let signature = member.name + "(" + member.parameters.map { "\($0.label.map { $0 + " " } ?? "")\($0.name): \($0.type)" }
            .joined(separator: ", ") + ")"
        if member.isConditional { return .skipped(signature, because: "it stands inside #if", at: member.location) }
        if member.kind == .var, let problem = propertyShapeProblem(member) {
            return .skipped("\(member.name): \(member.type ?? "")", because: problem, at: member.location)
        }
        // `{ get set }`: a relay or subject is `@settable` (`SettableSentInputs`); an observer, made from the class's
        // storage, is refused.
        if member.kind == .var, let type = member.type, let problem = settableSentIntoProblem(member, type: type) {
            return .skipped("\(member.name): \(type)", because: problem, at: member.location)
        }
        // `var searchTrigger: AnyObserver<Int>! { get }`: `@unwrapped`, or a warning (`RequirementForms`).
        if member.kind == .var, let type = member.type, let unwrapped = unwrappedInput(member, type: type, startingValues: startingValues) {
            return unwrapped
        }
        // An observer the view sends into (`var tapObserver: AnyObserver<Void> { get }`): an `@observer` input.
        if member.kind == .var, let type = member.type, let (kind, element) = sentInto(type) {
            let spelled = settablePrefix(member) + "@\(kind) " + escaped(member.name) + (element == "Void" ? "" : "(_ value: \(element))")
            return .entry(spelled, docs: member.docs, at: member.location, original: "\(member.name): \(type)")
        }
        if member.kind == .var, let type = member.type, let (kind, element) = startedSentInto(type) {
            // A relay or subject that starts with a value: the class's, wherever the file makes it.
            let original = "\(member.name): \(type)"
            var note: String?
            // What the file assigns it (or its storage, as vmgen names it: `queryRelay`), unless that names what the
            // view model is given (`BehaviorRelay(value: initialName)`), which a relay made with the class cannot.
            let found = [member.name, member.name + "Relay", member.name + "Subject"].lazy.compactMap { startingValues[$0] }.first
            let given = found.flatMap { value in
                ExpressionReader.bareNames(in: value).first { $0.first?.isLowercase == true && !["nil", "true", "false"].contains($0) }
            }
            guard let start = (given == nil ? found : nil) ?? StructStyleRecognizer.emptyValue(of: element).map({ value in
                note = (given.map { "the view model starts '\(member.name)' with '\(found!)', which names '\($0)', a value it is"
                    + " given" } ?? "the starting value of '\(member.name)' is not where vmgen looks (an assignment of the relay"
                    + " or subject to '\(member.name)')") + ": the spec starts it with '\(value)'; check that the view model does"
                return value
            }) else {
                // `self.onQuery = BehaviorRelay(value: initialQuery)`: started with what the initializer is given.
                if let given, let found {
                    return .skipped(original, because: "the view model starts it with '\(found)'"
                        + (found == given ? "" : ", which names '\(given)'") + ", a value it is given, and a spec's relay starts with a value written where the generated class"
                        + " declares it, before it has its dependencies (a starting value that names one is refused); its"
                        + " type has no usual empty one: write '= value' in the spec by hand only with a value of its own,"
                        + " which changes what the relay holds until the view sends into it", at: member.location)
                }
                return .skipped(original, because: "vmgen finds no starting value of it (an assignment of the relay or subject"
                    + " to '\(member.name)'), and its type has no usual empty one; write '= value' in the spec by hand",
                    at: member.location)
            }
            let spelled = settablePrefix(member) + "@\(kind) " + escaped(member.name) + (element == "Void" ? "" : "(_ value: \(element))") + " = " + start
            var entry = ImportedSpec.Member.entry(spelled, docs: member.docs, at: member.location, original: original)
            entry.note = note
            return entry
        }
        if member.kind == .var, let type = member.type {
            // An object the view sends into or applies, which the class makes (`var refresh: Action<Void, Void, Never>
            // { get }`, `var isVisible: MutableProperty<Bool> { get }`): a constant under `inputs:`, the logic's to make.
            let original = "\(member.name): \(type)"
            guard isStorable(type) else {
                return .skipped(original, because: "its type cannot be stored as it is written", at: member.location)
            }
            // `{ get set }`: `@settable`, the class's `var` (`RequirementForms`).
            var entry = ImportedSpec.Member.entry(
                settablePrefix(member) + "@constant \(escaped(member.name)): \(type)", docs: member.docs, at: member.location,
                original: original)
            entry.note = "'\(original)' is imported as a constant under 'inputs:' ('@constant'): the logic makes it once, and"
                + " the view sends into it or applies it"
            return entry
        }
        guard member.kind == .func else {
            return .skipped(member.name, because: "an input is a method, and this is a \(member.kind.rawValue)", at: member.location)
        }
        // An input that answers the view (`textViewShouldChange(...) -> Bool`): the spec writes the answer's type.
        let answer = member.type.flatMap { $0 == "Void" || $0 == "()" ? nil : " -> " + $0 } ?? ""
        if let problem = effectfulProblem(member, isInput: true) {
            return .skipped(spelled(member), because: problem, at: member.location)
        }
        let spelled = escaped(member.name) + (member.parameters.isEmpty && answer.isEmpty ? "" : parameterList(member)) + answer
        return .entry(spelled, docs: member.docs, at: member.location, original: signature + answer)
    }

    /// Whether a property's type can be stored as it is written (not `some P`, not `T!`).
    private static func isStorable(_ type: String) -> Bool {
        !type.isEmpty && !type.contains("some ") && !type.hasSuffix("!")
    }

    /// Why a property requirement is not what the generated protocol declares (`var name: Type { get }` of the view
    /// model's instances): `static`, a getter that is `async`, `throws` or `mutating`, an attribute (`@MainActor`),
    /// `nonisolated`; nil when it is.
    static func propertyShapeProblem(_ member: SwiftDeclaration) -> String? {
        if let modifier = member.modifiers.first(where: { ["static", "class", "nonisolated"].contains($0) }) {
            return "it is '\(modifier)', and the generated property is not"
        }
        let accessors = (member.accessors ?? "").split(separator: " ").map(String.init)
        if let effect = accessors.first(where: { ["async", "throws", "mutating", "nonmutating"].contains($0) }) {
            return "its getter is '\(effect)', and the generated property's is plain ({ get })"
        }
        if let attribute = member.attributes.first { return "it is '@\(attribute)', and the generated property is not" }
        return nil
    }

    /// A relay or subject that starts with a value (`BehaviorRelay<T>`, `BehaviorSubject<T>`, `CurrentValueSubject<T,
    /// Never>`): its kind, `relay` or `subject`, and what it carries.
    static func startedSentInto(_ type: String) -> (kind: String, element: String)? {
        holder(type, among: [("BehaviorRelay<", "relay", false), ("BehaviorSubject<", "subject", false),
                             ("CurrentValueSubject<", "subject", true)])
    }

    /// What kind of input a property the view sends into is (`observer`, `relay`, `subject`), and what it carries.
    static func sentInto(_ type: String) -> (kind: String, element: String)? {
        if let element = observedElement(type) { return ("observer", element) }
        return holder(type, among: [("PublishRelay<", "relay", false), ("PublishSubject<", "subject", false),
                                    ("PassthroughSubject<", "subject", true)])
    }

    /// The kind and element of a relay or subject type among `holders` (its name and `<`, its kind, and whether it
    /// takes a failure, which must be `Never`).
    private static func holder(
        _ type: String, among holders: [(prefix: String, kind: String, failure: Bool)]
    ) -> (kind: String, element: String)? {
        let text = SurfaceComparison.normalized(type)
        for (prefix, kind, failure) in holders where text.hasPrefix(prefix) && text.hasSuffix(">") {
            let arguments = splitTopLevel(String(text.dropFirst(prefix.count).dropLast()))
            guard arguments.count == (failure ? 2 : 1), !failure || arguments[1] == "Never" else { return nil }
            return (kind, arguments[0])
        }
        return nil
    }

    /// What an observer the view sends into carries: `T` of `AnyObserver<T>` (RxSwift), `Signal<T, Never>.Observer`
    /// (ReactiveSwift), `AnySubscriber<T, Never>` (Combine), `AsyncStream<T>.Continuation`; nil for another type.
    static func observedElement(_ type: String) -> String? {
        let text = SurfaceComparison.normalized(type)
        func argument(_ prefix: String, _ suffix: String) -> [String]? {
            guard text.hasPrefix(prefix), text.hasSuffix(suffix), text.count > prefix.count + suffix.count else { return nil }
            return splitTopLevel(String(text.dropFirst(prefix.count).dropLast(suffix.count)))
        }
        if let arguments = argument("AnyObserver<", ">"), arguments.count == 1 { return arguments[0] }
        if let arguments = argument("AsyncStream<", ">.Continuation"), arguments.count == 1 { return arguments[0] }
        if let arguments = argument("AnySubscriber<", ">"), arguments.count == 2, arguments[1] == "Never" { return arguments[0] }
        if let arguments = argument("Signal<", ">.Observer"), arguments.count == 2, ["Never", "NoError"].contains(arguments[1]) {
            return arguments[0]
        }
        return nil
    }

    /// The inputs, with `as name` where two would get the same stream name: overloads that share their base name and
    /// first label (`configureWith(project:refInfo:)` beside `configureWith(project:refInfo:token:)`) are named after
    /// every label, `configureWithProjectRefInfoToken` (or every parameter's name, `configureReward`, when that is
    /// taken); the first keeps the name the spec would give it.
    static func streamNamed(_ members: [SwiftDeclaration], startingValues: [String: String] = [:]) -> [ImportedSpec.Member] {
        var selectors = Set<String>()
        var imported = members.map { member in
            once(member, &selectors, conditional(member) { (input(from: $0, startingValues: startingValues), nil as Framework?) },
                 selector: true).0
        }
        let counts = Dictionary(members.filter { $0.kind == .func }.map { ($0.name, 1) }, uniquingKeysWith: +)
        var taken = Set(members.filter { $0.kind == .func && counts[$0.name] == 1 }.map(\.name))
        for (index, member) in members.enumerated() where member.kind == .func && counts[member.name, default: 0] > 1 {
            let labels = member.parameters.map { $0.label.flatMap { $0 == "_" ? nil : $0 } ?? $0.name }
            let derived = member.name + (labels.first.map(Identifier.capitalized) ?? "")
            if taken.insert(derived).inserted || imported[index].skipped != nil { continue }
            let candidates = [labels, member.parameters.map(\.name)].map { member.name + $0.map(Identifier.capitalized).joined() }
            var name = candidates.first { !taken.contains($0) } ?? candidates[0] + "2"
            while !taken.insert(name).inserted { name += "2" }
            imported[index].line += " as " + name
        }
        return imported
    }

    /// `(at index: IndexPath, _ row: Int)` as the spec writes a method's parameters.
    private static func parameterList(_ member: SwiftDeclaration) -> String {
        "(" + member.parameters.map { parameter in
            let name = escaped(parameter.name)
            let label = parameter.label.map { $0 == "_" ? "_ " : escaped($0) + " " } ?? ""
            return "\(label)\(name): \(parameter.type)"
        }.joined(separator: ", ") + ")"
    }

    /// A function in the outputs protocol that the view calls for an answer (pull-style): `shouldSelectRow(for
    /// cellType: CellType) -> Bool`.
    private static func functionOutput(_ member: SwiftDeclaration) -> ImportedSpec.Member {
        let original = member.name + parameterList(member) + (member.type.map { " -> " + $0 } ?? "")
        // One returning nothing is a method the view calls: an input the outputs protocol declares (`DeclaredInputs`).
        guard let result = member.type, result != "Void", result != "()" else {
            return declaredInput(member, in: "outputs") ?? .skipped(original, because: "it returns nothing", at: member.location)
        }
        if let problem = effectfulProblem(member, isInput: false) {
            return .skipped(spelled(member), because: problem, at: member.location)
        }
        return .entry(escaped(member.name) + parameterList(member) + " -> " + result, docs: member.docs, at: member.location,
                      original: original)
    }

    /// An output property and the framework its type belongs to.
    /// `startingValues`: what the file starts its ReactiveSwift properties with, by name (`StartingValues`).
    static func output(from member: SwiftDeclaration, startingValues: [String: String] = [:]) -> (ImportedSpec.Member, Framework?) {
        let type = member.type ?? ""
        let spelled = "\(member.name): \(type)"
        if member.isConditional { return (.skipped(spelled, because: "it stands inside #if", at: member.location), nil) }
        if let problem = requirementProblem(member) {
            return (.skipped(member.kind == .func ? self.spelled(member) : spelled, because: problem, at: member.location), nil)
        }
        if member.kind == .func { return (functionOutput(member), nil) }
        if member.kind == .typealias { return (typeAlias(member), nil) }
        guard member.kind == .var else {
            return (.skipped(member.name, because: "an output is a property or a function", at: member.location), nil)
        }
        if let problem = propertyShapeProblem(member) ?? settableOutputProblem(member) {
            return (.skipped(spelled, because: problem, at: member.location), nil)
        }
        // `var isRefreshing: Observable<Bool>! { get }`: `@unwrapped`.
        if let unwrapped = unwrappedOutput(member, type: type, startingValues: startingValues) { return unwrapped }
        // ReactiveSwift's `Property` made of a stream with a starting value, as vmgen keeps a value output:
        // `enabled = Property(initial: false, then: output.enabled)`.
        if type.hasPrefix("Property<"), type.hasSuffix(">"), let start = startingValues[member.name] {
            let element = String(type.dropFirst("Property<".count).dropLast())
            if splitTopLevel(element).count == 1 {
                return (.entry("\(escaped(member.name)): \(element) = \(start)", docs: member.docs, at: member.location,
                               original: spelled), .reactiveswift)
            }
        }
        guard let (framework, element, attribute) = stream(type) else {
            // A value, not a stream: a constant the logic computes (`@constant title: String`), when Swift can
            // store it as it is written.
            guard isStorable(type) else {
                return (.skipped(spelled, because: "its type cannot be stored as it is written", at: member.location), nil)
            }
            return (.entry(settablePrefix(member) + "@constant \(escaped(member.name)): \(type)", docs: member.docs,
                           at: member.location, original: spelled), nil)
        }
        let line = attribute.map { "@\($0) " } ?? ""
        // `Signal<(), NoError>` keeps the team's `()`, which the generated code spells as written.
        let written = element == "Void" && String(type.drop { $0 != "<" }.dropFirst()).trimmingSpaces.hasPrefix("()") ? "()" : element
        return (.entry("\(line)\(escaped(member.name)): \(written)", docs: member.docs, at: member.location, original: spelled),
                framework)
    }

    /// The framework and element type of a stream type as the view sees it, and the attribute it needs.
    static func stream(_ type: String) -> (Framework, String, String?)? {
        if type.hasPrefix("(("), type.hasSuffix(") -> Void)?") || type.hasSuffix(") -> ())?") {
            let inner = type.dropFirst(2).prefix { $0 != ")" }
            return (.closures, inner.isEmpty ? "Void" : String(inner), nil)
        }
        guard let open = type.firstIndex(of: "<"), type.hasSuffix(">") else { return nil }
        let name = String(type[..<open])
        let arguments = splitTopLevel(String(type[type.index(after: open)..<type.index(before: type.endIndex)]))
        let element = arguments.first.map { $0 == "()" ? "Void" : $0 } ?? "Void"
        switch (name, arguments.count) {
        case ("Signal", 2) where arguments[1] == "Never": return (.reactiveswift, element, nil)
        // Result's `NoError` (ReactiveSwift 5 and older) kept as the team spells it: `@failure(NoError)`.
        case ("Signal", 2): return (.reactiveswift, element, "failure(\(arguments[1]))")
        case ("Signal", 1): return (.rxcocoa, element, "signal")
        case ("Driver", 1): return (.rxcocoa, element, nil)
        case ("Observable", 1): return (.rxswift, element, nil)
        case ("AnyPublisher", 2) where arguments[1] == "Never": return (.combine, element, nil)
        case ("AnyPublisher", 2): return (.combine, element, "failure(\(arguments[1]))")
        case ("AsyncStream", 1): return (.async, element, nil)
        default: return nil
        }
    }


    /// The comma-separated parts of a type's generic arguments at depth zero.
    static func splitTopLevel(_ text: String) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            if "(<[".contains(character) { depth += 1 }
            // The `>` of a function type's `->` closes nothing: `Signal<(String) -> String, Never>`.
            if ")]".contains(character) || character == ">" && current.last != "-" { depth -= 1 }
            if character == "," && depth == 0 {
                parts.append(current.trimmingSpaces)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmingSpaces)
        return parts.filter { !$0.isEmpty }
    }

    static func escaped(_ name: String) -> String {
        Identifier.escaped(name)
    }
}
