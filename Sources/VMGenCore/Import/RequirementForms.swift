/// Requirements whose form the generated code does not declare as written: one declared implicitly unwrapped, `var
/// isRefreshing: Observable<Bool>! { get }`, as protocols whose class makes the stream in its initializer once `self`
/// is ready declare it (an output stream or an input the view sends into is `@unwrapped`, the generated protocol and
/// class declaring the same `!`; another, a warning naming what to write instead), and one declared settable (a value
/// is a `@settable` constant the class stores in a `var`; a stream, a warning).
extension TripletRecognizer {
    /// An output stream declared `T!`: `@unwrapped` and the stream as `output(from:)` reads it without the `!`; a value
    /// declared so, a warning naming what to write instead; nil when the type has no `!`, or is neither.
    static func unwrappedOutput(
        _ member: SwiftDeclaration, type: String, startingValues: [String: String]
    ) -> (ImportedSpec.Member, Framework?)? {
        guard type.hasSuffix("!") else { return nil }
        var plain = member
        plain.type = String(type.dropLast()).trimmingSpaces
        let (entry, framework) = output(from: plain, startingValues: startingValues)
        // A value (`var title: String! { get }`): no spec form says it, so a warning naming what to write.
        if entry.skipped == nil, entry.line.hasPrefix("@constant ") || entry.line.hasPrefix("@settable @constant ") {
            return (.skipped("\(member.name): \(type)", because: "it is implicitly unwrapped ('\(type)'), which only a stream"
                + " or an input the view sends into can say ('@unwrapped'); declare it '\(plain.type ?? "")' in the protocol"
                + " and the class, then import it again", at: member.location), nil)
        }
        guard let framework, framework != .closures, entry.skipped == nil else { return nil }
        var unwrapped = entry
        unwrapped.line = "@unwrapped " + entry.line
        unwrapped.original = "\(member.name): \(type)"
        return (unwrapped, framework)
    }

    /// An input property declared `T!`: one the view sends into (an observer, relay or subject) is `@unwrapped`, any
    /// other a warning naming what to write instead; nil without the `!`.
    static func unwrappedInput(
        _ member: SwiftDeclaration, type: String, startingValues: [String: String]
    ) -> ImportedSpec.Member? {
        guard type.hasSuffix("!") else { return nil }
        var plain = member
        plain.type = String(type.dropLast()).trimmingSpaces
        var imported = input(from: plain, startingValues: startingValues)
        guard imported.skipped == nil, ["@observer ", "@relay ", "@subject "].contains(where: imported.line.hasPrefix) else {
            return .skipped("\(member.name): \(type)", because: "it is implicitly unwrapped ('\(type)'), which only an input"
                + " the view sends into can say ('@unwrapped'); declare it '\(plain.type ?? "")' in the protocol and the class,"
                + " then import it again", at: member.location)
        }
        imported.line = "@unwrapped " + imported.line
        imported.original = "\(member.name): \(type)"
        return imported
    }
}

extension TripletRecognizer {
    /// Why an output property declared settable (`var items: PublishSubject<[Item]> { get set }`) is not imported,
    /// naming what to write instead: the generated output is read-only, so a view that assigns it would change. Nil for
    /// one that is not settable.
    static func settableOutputProblem(_ member: SwiftDeclaration) -> String? {
        // The closures framework's outputs are settable optional closures (`var title: ((String) -> Void)? { get set }`); a
        // value is a `@settable` constant (`settablePrefix`).
        guard isSettable(member), let framework = stream(member.type ?? "")?.0, framework != .closures else { return nil }
        return "it is settable ({ get set }), and the generated output is read-only ({ get }): a view that assigns it"
            + " changes; declare it '{ get }' where only the class sets it, or make what the view assigns an input"
    }

    /// Whether a property requirement is declared `{ get set }`.
    static func isSettable(_ member: SwiftDeclaration) -> Bool {
        member.kind == .var && member.accessors?.split(separator: " ").contains("set") == true
    }

    /// `@settable ` for a value declared `{ get set }` (`var populerMovie: PopulerMovie { get set }`), imported as a
    /// constant the class stores in a `var`; empty otherwise.
    static func settablePrefix(_ member: SwiftDeclaration) -> String {
        isSettable(member) ? "@settable " : ""
    }
}

extension TripletRecognizer {
    /// A requirement declared settable (`var triggerDataFetch: ((Item) -> Void)? { get set }`, a `@settable` constant)
    /// that the class stores with an observer (`{ didSet { ... } }`), which runs code each time the view sets it: the
    /// generated class's `var` has none, and the logic does not see what the view sets afterwards, so that code would
    /// go without a word. A note where the class's property stands, naming what to do, as for the body of an input
    /// method that moves into the logic: the property is carried, its surface the same.
    static func observedSettables(
        _ requirements: [SwiftDeclaration], of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]]
    ) -> [(message: String, location: SourceLocation)] {
        let settable = Set(requirements.filter(isSettable).map(\.name))
        guard !settable.isEmpty else { return [] }
        return OwnMembers.bodies(of: owner, extensions: extensions).flatMap(\.0.members).compactMap { member in
            guard member.kind == .var, settable.contains(member.name), !OwnMembers.isStatic(member),
                  let observer = member.bodyNames?.first.flatMap({ ["didSet", "willSet"].contains($0) ? $0 : nil })
                      ?? member.value?.firstMatch(of: #/\{\s*(didSet|willSet)\b/#).map({ String($0.1) }) else { return nil }
            // `var validInput: ((Bool) -> Void)? { didSet { validInput?(validInputValue) } }`: a closure output handing
            // the view its latest value when it sets the closure, as vmgen's closures framework writes it, runs no code of
            // the app's (the generated class does the same).
            let read = Set((member.bodyNames ?? []).dropFirst())
            if !read.isEmpty, read.isSubset(of: [member.name, member.name + "Value"]) { return nil }
            return ("'\(member.name)' of '\(owner.name)' has an observer ('\(observer)') that runs code each time the view"
                + " sets it, which the generated 'var' does not, and the logic does not see what the view sets"
                + " afterwards: make what the view sets an input (a method or an observer) whose code moves into the logic",
                member.location)
        }
    }

    /// A requirement declared settable (`var coordinator: ProfileCoordinating? { get set }`, a `@settable` constant)
    /// that the class stores `weak` or `unowned` (`weak var coordinator: ProfileCoordinating?`), as coordinators are
    /// held: the generated class's `var` holds it strongly, which would keep alive what holds the view model (a
    /// retain cycle, the coordinator never freed). The members of `entries` it stands for are not carried, each with
    /// the reason; the others are returned as they are.
    static func weaklyHeldSettables(
        _ entries: [ImportedSpec.Member], requirements: [SwiftDeclaration], of owner: SwiftDeclaration,
        extensions: [String: [SwiftDeclaration]]
    ) -> [ImportedSpec.Member] {
        let settable = Set(requirements.filter(isSettable).map(\.name))
        guard !settable.isEmpty else { return entries }
        var held: [String: String] = [:]
        for member in OwnMembers.bodies(of: owner, extensions: extensions).flatMap(\.0.members)
        where member.kind == .var && settable.contains(member.name) {
            if let reference = member.modifiers.first(where: { $0 == "weak" || $0.hasPrefix("unowned") }) {
                held[member.name] = reference
            }
        }
        guard !held.isEmpty else { return entries }
        return entries.map { entry in
            guard entry.skipped == nil, entry.line.hasPrefix("@settable @constant "),
                  let name = entry.line.dropFirst("@settable @constant ".count).split(separator: ":").first,
                  let reference = held[String(name.filter { $0 != "`" })] else { return entry }
            return .skipped(entry.original, because: "'\(owner.name)' holds it '\(reference)', and the generated class"
                + " stores a settable constant strongly, which would keep alive what it names (a coordinator holding the"
                + " view model would never be freed): keep the view model hand-written, or take the requirement out of the"
                + " protocol and write 'weak var \(name): Type?' under 'properties:' (call sites that set it through the"
                + " protocol then change)", at: entry.location)
        }
    }
}
