/// A stored stream the initializer makes of its parameter of the same name (`let repository: BehaviorRelay<Repository>`
/// set as `self.repository = BehaviorRelay(value: repository)` from `init(repository: Repository)`, which the logic
/// observes and a screen reads as `viewModel.repository.value`): a readable dependency (`- let repository: Repository`)
/// would store the parameter as it is given, of another type, so the import leaves it out with a warning naming both
/// types, where it used to carry the dependency's type in silence (`--check` reported the difference).
enum StreamWrappedDependencies {
    /// Why the property `name`, written `written`, cannot be the readable dependency of the parameter of its name, of
    /// type `parameter`: `written` is a relay, subject or stream whose first generic argument is `parameter`; nil
    /// otherwise. Both types normalized; `spelled`, the property's type as the class writes it.
    static func reason(_ name: String, written: String, spelled: String, parameter: String) -> String? {
        guard let open = written.firstIndex(of: "<"), written.hasSuffix(">") else { return nil }
        let base = String(written[..<open]).split(separator: ".").last.map(String.init) ?? ""
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
