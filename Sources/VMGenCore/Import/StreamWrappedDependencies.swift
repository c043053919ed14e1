/// A stored stream the initializer makes of its parameter of the same name (`let repository: BehaviorRelay<Repository>`
/// set as `self.repository = BehaviorRelay(value: repository)` from `init(repository: Repository)`, which the logic
/// observes and a screen reads as `viewModel.repository.value`): a readable dependency (`- let repository: Repository`)
/// would store the parameter as it is given, of another type. A relay or subject that starts with the value
/// (`BehaviorRelay`, `BehaviorSubject`, `CurrentValueSubject<T, Never>`) is the dependency kept in one, `- @relay let
/// repository: Repository` (`held`); any other is left out with a warning naming both types.
enum StreamWrappedDependencies {
    /// The relays and subjects that start with a value, each with the word of the spec's dependency kept in one.
    static let startedKinds: [String: String] = [
        "BehaviorRelay": "@relay", "BehaviorSubject": "@subject", "CurrentValueSubject": "@subject",
    ]

    /// `@relay` or `@subject` where the property `name`, written `written` (normalized), is a relay or subject started
    /// with the parameter of its name, of type `parameter` (`BehaviorRelay<Repository>` of a `Repository`; Combine's
    /// with `Never` as its failure): a spec's dependency kept in one; nil otherwise.
    static func held(_ name: String, written: String, parameter: String) -> String? {
        guard reason(name, written: written, spelled: written, parameter: parameter) != nil,
              let base = base(of: written) else { return nil }
        guard let word = startedKinds[base] else { return nil }
        if base == "CurrentValueSubject" {
            let failure = written.dropLast().split(separator: ",").last.map { String($0).trimmingSpaces }
            guard failure == "Never" else { return nil }
        }
        return word
    }

    /// The generic type `written` names, without its module and arguments: `BehaviorRelay` of
    /// `RxRelay.BehaviorRelay<User>`; nil for a type with no generic arguments.
    static func base(of written: String) -> String? {
        guard let open = written.firstIndex(of: "<") else { return nil }
        return String(written[..<open]).split(separator: ".").last.map(String.init) ?? ""
    }

    /// Whether `expression`, what the initializer sets the property `name` of type `written` (normalized) to, makes its
    /// relay or subject of the parameter `name` itself: `BehaviorRelay(value: name)`, `BehaviorRelay<T>(value: name)`,
    /// `.init(value: name)`; `CurrentValueSubject(name)` and `.init(name)` for Combine's, which takes no label.
    static func startsWithParameter(_ expression: String, name: String, written: String) -> Bool {
        let folded = expression.filter { $0 != " " && $0 != "\n" && $0 != "\t" }
        guard let base = base(of: written) else { return false }
        let argument = (base == "CurrentValueSubject" ? "" : "value:") + name
        guard folded.hasSuffix("(" + argument + ")") else { return false }
        var callee = Substring(folded.dropLast(argument.count + 2))
        if callee == ".init" { return true }
        // `RxRelay.BehaviorRelay`, `Combine.CurrentValueSubject`: the module before the type.
        if let dot = callee.lastIndex(of: "."), !callee[..<dot].contains("<") { callee = callee[callee.index(after: dot)...] }
        if let generic = callee.firstIndex(of: "<") {
            guard callee.hasSuffix(">") else { return false }
            callee = callee[..<generic]
        }
        return callee == base
    }

    /// Why the property `name`, written `written`, cannot be the readable dependency of the parameter of its name, of
    /// type `parameter`: `written` is a relay, subject or stream whose first generic argument is `parameter`; nil
    /// otherwise. Both types normalized; `spelled`, the property's type as the class writes it.
    static func reason(_ name: String, written: String, spelled: String, parameter: String) -> String? {
        guard let open = written.firstIndex(of: "<"), written.hasSuffix(">"), let base = base(of: written) else { return nil }
        guard OwnMembers.streamTypes.contains(base) else { return nil }
        let arguments = written[written.index(after: open)..<written.index(before: written.endIndex)]
        // The first generic argument, to a comma outside brackets (`CurrentValueSubject<User, Never>`).
        var depth = 0
        var end = arguments.endIndex
        for index in arguments.indices {
            switch arguments[index] {
            case "<", "[", "(": depth += 1
            case ">", "]", ")": depth -= 1
            case "," where depth == 0: end = index
            default: continue
            }
            if end != arguments.endIndex { break }
        }
        guard String(arguments[..<end]).trimmingSpaces == parameter else { return nil }
        return "it is '\(spelled)', which the initializer makes of its parameter '\(name)', a '\(parameter)', and a spec's"
            + " dependency stores a parameter as it is given: the generated class would keep '\(name)' a '\(parameter)',"
            + " and call sites that read '\(name)' through the view model change"
    }
}
