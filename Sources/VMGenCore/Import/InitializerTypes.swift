/// Members of `Input` and `Output` declared by their initializer, no type written (`var chatUpdated =
/// PassthroughSubject<Chat, Never>()`, `let query = BehaviorRelay<String>(value: "")`): their type is read from the
/// initializer where Swift reads it from the text alone, a call of a type whose generic arguments are written (or
/// inferred from a literal starting value: `LiteralStartingGenerics.swift`); any other initializer
/// (`KeyboardMonitor().$keyboardHeight`, `BehaviorRelay(value: isOn)`) is a warning asking for the type, never a guess. The import and `--check` read them the same way.
extension StructStyleRecognizer {
    /// The generic types whose arguments Swift infers from a call's arguments, which the text may not say.
    static let inferredGenerics: Set<String> = [
        "BehaviorRelay", "PublishRelay", "BehaviorSubject", "PublishSubject", "ReplaySubject", "PassthroughSubject",
        "CurrentValueSubject", "AnyPublisher", "Just", "Observable", "Driver", "Signal", "SignalProducer",
        "MutableProperty", "Property", "Action", "Array", "Dictionary", "Set", "Optional",
    ]

    /// The type of a member without a written type, read from its initializer: a literal (`false`), a static member
    /// of its type (`Theme.standard`), or a call of a type (`PassthroughSubject<Chat, Never>()`,
    /// `BehaviorRelay<Bool>(value: false)`, `Screen.Loader.init()`); nil when the text does not say it.
    static func initializerType(_ value: String) -> String? {
        let value = value.trimmingSpaces.replacingOccurrences(of: ".init(", with: "(")
        if let type = inferredType(value) ?? collectionInitializerType(value) { return type }
        // A call of a type: `Type<Arguments>(...)` with the call the whole expression.
        guard value.hasSuffix(")"), value.first?.isUppercase == true, let open = callOpening(value),
              closingParenthesis(value, from: open) == value.index(before: value.endIndex) else { return nil }
        let type = String(value[..<open])
        // Generic arguments as Swift writes them: tuples, optionals, nested generics and function types (`PublishRelay<(()
        // -> Void)?>`), whose `-` is only ever the arrow's.
        guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber || "_.[]<>:,? ()-".contains($0) }),
              !type.indices.contains(where: { type[$0] == "-" && type[type.index(after: $0)...].first != ">" })
        else { return nil }
        // `NotificationCenter.default.rx.notification(.saved)`: a call of a member's method, not of a type.
        guard type.prefix(while: { $0 != "<" }).split(separator: ".").allSatisfy({ $0.first?.isUppercase == true })
        else { return nil }
        // `BehaviorRelay(value: isOn)`: Swift infers the argument from the value, which the text does not name; a
        // literal value names it (`BehaviorRelay(value: false)` is a `BehaviorRelay<Bool>`).
        let name = type.prefix { $0 != "<" }.split(separator: ".").last.map(String.init) ?? ""
        if !type.contains("<"), inferredGenerics.contains(name) { return literalStartedType(value) }
        return type
    }

    /// A member of `Input` or `Output` with its type read from its initializer where none is written; unchanged
    /// when the type is written or cannot be read.
    static func typedByInitializer(_ member: SwiftDeclaration) -> SwiftDeclaration {
        guard member.type == nil, valueWrapper(of: member) == nil, let value = member.value,
              let type = initializerType(value) else { return member }
        var typed = member
        typed.type = type
        return typed
    }

    /// Why a member without a written type is not imported, when its initializer does not say its type.
    static func untypedProblem(_ member: SwiftDeclaration) -> String? {
        guard member.type == nil, valueWrapper(of: member) == nil, let value = member.value else { return nil }
        return "its type is not written, and Swift infers it from '\(value.trimmingSpaces)', which does not name it;"
            + " write the type ('\(member.name): Type')"
    }

    /// `[Slot]` for `[Slot](repeating: .free, count: 7)`, `[String: Int]` for `[String: Int](uniqueKeysWithValues:
    /// pairs)`: an initializer of an array or dictionary type written in brackets makes that type, whatever its
    /// arguments, as Swift reads it (`Array`'s and `Dictionary`'s initializers all return `Self`); nil for anything else
    /// (`[slot](1)`, `[Slot]().first`, `[A, B](...)`).
    static func collectionInitializerType(_ value: String) -> String? {
        guard value.hasPrefix("["), value.hasSuffix(")") else { return nil }
        guard let close = closing(value, from: value.startIndex, opening: "[", closing: "]"),
              case let open = value.index(after: close), open < value.endIndex, value[open] == "(",
              closingParenthesis(value, from: open) == value.index(before: value.endIndex) else { return nil }
        let type = String(value[...close])
        let element = String(type.dropFirst().dropLast()).trimmingSpaces
        // A type's name (`Slot`, `Screen.Row`), a tuple's or a nested collection's; one element, or a key and a value.
        guard let first = element.first, first.isUppercase || first == "(" || first == "[",
              type.allSatisfy({ $0.isLetter || $0.isNumber || "_.[]<>:,? ()".contains($0) }),
              TripletRecognizer.splitTopLevel(element).count == 1 else { return nil }
        return type
    }

    /// The index of the `(` that calls the type a value starts with: the first outside its generic arguments and
    /// brackets (`[(Int, Int)]()`), whose parentheses (`PublishRelay<(() -> Void)?>()`) and function arrows (whose `>` closes nothing) it passes over.
    static func callOpening(_ value: String) -> String.Index? {
        var depth = 0
        var previous: Character = " "
        for index in value.indices {
            let character = value[index]
            if character == "(" && depth == 0 { return index }
            if character == "<" || character == "[" { depth += 1 }
            if character == ">" && previous != "-" || character == "]" { depth -= 1 }
            previous = character
        }
        return nil
    }

    /// The index of the `)` closing the `(` at `open`.
    private static func closingParenthesis(_ text: String, from open: String.Index) -> String.Index? {
        closing(text, from: open, opening: "(", closing: ")")
    }

    /// The index of the `closing` bracket that closes the `opening` one at `open`.
    private static func closing(
        _ text: String, from open: String.Index, opening: Character, closing: Character
    ) -> String.Index? {
        var depth = 0
        for index in text[open...].indices {
            if text[index] == opening { depth += 1 }
            if text[index] == closing {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}

extension StructStyleRecognizer {
    /// A member of the view's `Input` with an initial value (`let tap = PassthroughSubject<Void, Never>()`): call
    /// sites may make `Input` without it, and the generated `Input` takes every member.
    static func initialValueWarning(_ member: SwiftDeclaration, of found: Found) -> String? {
        guard found.style == .transform, let value = member.value, member.accessors == nil else { return nil }
        return "'\(member.name)' of '\(found.owner.name).\(found.input.name)' starts as '\(value.trimmingSpaces)', so call"
            + " sites may make '\(found.input.name)' without it; the generated '\(found.input.name)' takes it as an argument"
    }
}

extension StructStyleRecognizer {
    /// The starting value a relay or subject's initializer gives it: `""` of `CurrentValueSubject<String, Never>("")`
    /// or of `BehaviorRelay<String>(value: "")`; nil for another initializer.
    static func startingValueArgument(_ value: String?) -> String? {
        guard let value = value?.trimmingSpaces, initializerType(value) != nil, value.hasSuffix(")"),
              collectionInitializerType(value) == nil,
              let open = callOpening(value) else { return nil }
        var argument = String(value[value.index(after: open)..<value.index(before: value.endIndex)]).trimmingSpaces
        if argument.hasPrefix("value:") { argument = String(argument.dropFirst("value:".count)).trimmingSpaces }
        let parts = TripletRecognizer.splitTopLevel(argument)
        guard parts.count == 1, !parts[0].isEmpty, !parts[0].contains(":") || parts[0].hasPrefix("[") else { return nil }
        return parts[0]
    }
}
