/// An app's own names for a framework's stream types, declared in any file read with the view model (`typealias
/// Driver<T> = AnyPublisher<T, Never>` in a Combine app): a member typed `Driver<Bool>` is read as the type the alias
/// names, so its framework is the app's, not the one that spells `Driver` otherwise. The import and `--check` read
/// them alike; the generated code spells the type the alias names, which is the same type to call sites.
struct AppTypeAliases {
    /// The aliases by name: their generic parameters and the type they name.
    private var aliases: [String: (parameters: [String], value: String)] = [:]

    /// The top-level typealiases among `declarations` that name a stream, a relay or a subject of a framework.
    init(_ declarations: [SwiftDeclaration]) {
        for declaration in declarations where declaration.kind == .typealias && declaration.parent == nil {
            guard let value = declaration.value?.trimmingSpaces, !declaration.isConditional,
                  TripletRecognizer.stream(value) != nil || StructStyleRecognizer.subjectLike(value) != nil else { continue }
            let parameters = (declaration.genericParameters ?? "").split(separator: ",").map {
                String($0.split(separator: ":").first ?? "").trimmingSpaces
            }
            if aliases[declaration.name] == nil { aliases[declaration.name] = (parameters.filter { !$0.isEmpty }, value) }
        }
    }

    var isEmpty: Bool { aliases.isEmpty }

    /// `type` with an alias of the app read as the type it names (`Driver<[Item]>?` as `AnyPublisher<[Item], Never>?`);
    /// unchanged when it names none.
    func expanded(_ type: String) -> String {
        var text = type.trimmingSpaces
        var suffix = ""
        while text.hasSuffix("?") || text.hasSuffix("!") {
            suffix = String(text.removeLast()) + suffix
        }
        let name = String(text.prefix { $0 != "<" })
        guard let alias = aliases[name] else { return type }
        var arguments: [String] = []
        if text.count > name.count {
            guard text.hasSuffix(">") else { return type }
            arguments = TripletRecognizer.splitTopLevel(String(text.dropFirst(name.count + 1).dropLast()))
        }
        guard arguments.count == alias.parameters.count else { return type }
        let substitutions = Dictionary(zip(alias.parameters, arguments), uniquingKeysWith: { a, _ in a })
        return alias.value.replacingIdentifiers(substitutions) + suffix
    }

    /// A function with its parameters' types and its result read through the app's aliases (`transform(input:
    /// AppAnyPublisher<Input>) -> AppAnyPublisher<Output>` as `AnyPublisher<Input, Never>` each); `function` itself
    /// when its types are the frameworks' already, as most are, without reading the aliases (`aliases` is evaluated
    /// only then).
    static func expandingSignature(_ function: SwiftDeclaration, aliases: @autoclosure () -> AppTypeAliases) -> SwiftDeclaration {
        let types = function.parameters.map(\.type) + [function.type].compactMap { $0 }
        guard types.contains(where: { TripletRecognizer.stream($0) == nil }) else { return function }
        let aliases = aliases()
        guard !aliases.isEmpty else { return function }
        var expanded = function
        expanded.type = function.type.map(aliases.expanded)
        for index in expanded.parameters.indices {
            expanded.parameters[index].type = aliases.expanded(expanded.parameters[index].type)
        }
        return expanded
    }

    /// A member with its type read through the app's aliases.
    func expanding(_ member: SwiftDeclaration) -> SwiftDeclaration {
        guard !isEmpty, let type = member.type else { return member }
        var expanded = member
        expanded.type = self.expanded(type)
        return expanded
    }
}
