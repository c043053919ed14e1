/// A view model that conforms to the app's binding protocol, a protocol that fixes the associated types of the app's
/// shared one with a `where` clause (`protocol SettingViewModelable: ViewModelable where Input == SettingInput, State ==
/// SettingState, Output == AnyPublisher<State, Never> { }`, the class conforming in an extension, as some Combine apps
/// write every screen), and whose `transform(_ input: Input) -> Output` names those associated types, which the class
/// itself never declares: Swift takes them from the clause. The import reads the method through the clause, as Swift
/// does (`transform(_ input: SettingInput) -> AnyPublisher<SettingState, Never>`), where the structs, enums and
/// typealiases it names are found as for any transform; a name the class or its extensions declare is its own and
/// stays as written.
enum SameTypeBindings {
    /// The names the `where` clauses of the protocols `owner` conforms to (in its declaration or its extensions) bind,
    /// with what they are bound to (`Input` to `SettingInput`), the protocols those refine read too, nearest first;
    /// none the type declares itself (a nested type or typealias of that name).
    static func bindings(
        of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]], protocols: [String: SwiftDeclaration]
    ) -> [String: String] {
        var result: [String: String] = [:]
        var queue = StructStyleRecognizer.conformances(of: owner, extensions: extensions)
        var seen: Set<String> = []
        while !queue.isEmpty, seen.count < 16 {
            let name = queue.removeFirst().trimmingSpaces
            guard seen.insert(name).inserted, let declaration = protocols[name] else { continue }
            for (bound, value) in constraints(declaration.whereClause ?? "") where result[bound] == nil {
                result[bound] = value
            }
            queue += declaration.inheritance
        }
        let own = Set(([owner] + (extensions[owner.name] ?? [])).flatMap(\.members)
            .filter { [.struct, .class, .enum, .typealias, .associatedtype].contains($0.kind) }.map(\.name))
        return result.filter { !own.contains($0.key) }
    }

    /// The same-type constraints of a `where` clause binding a plain name (`Input == SettingInput`, `Self.Input ==
    /// X`), in order; a conformance constraint (`Input: Sendable`) or one of a member's member binds nothing.
    static func constraints(_ clause: String) -> [(String, String)] {
        TripletRecognizer.splitTopLevel(clause).compactMap { requirement in
            guard let equals = requirement.firstRange(of: "==") else { return nil }
            var name = String(requirement[..<equals.lowerBound]).trimmingSpaces
            if name.hasPrefix("Self.") { name = String(name.dropFirst(5)) }
            let value = String(requirement[equals.upperBound...]).trimmingSpaces
            guard !name.isEmpty, !value.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return (name, value)
        }
    }

    /// `type` with each name `bindings` binds replaced by what it is bound to, again for names those name (`Output`
    /// to `AnyPublisher<State, Never>`, then `State` to `SettingState`), a few times at most; a name after a dot
    /// (`Foo.Input`) is a member of another type and stays.
    static func resolved(_ type: String, _ bindings: [String: String]) -> String {
        guard !bindings.isEmpty else { return type }
        var current = type
        for _ in 0..<4 {
            let next = current.replacingIdentifiers(bindings)
            if next == current { break }
            current = next
        }
        return current
    }

    /// A `transform` method with its first parameter's type and its result read through `bindings`.
    static func resolved(_ method: SwiftDeclaration, _ bindings: [String: String]) -> SwiftDeclaration {
        guard !bindings.isEmpty, !method.parameters.isEmpty else { return method }
        var read = method
        read.parameters[0].type = resolved(method.parameters[0].type, bindings)
        read.type = method.type.map { resolved($0, bindings) }
        return read
    }
}
