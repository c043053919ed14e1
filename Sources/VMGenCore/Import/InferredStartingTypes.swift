/// A stored property written without a type, whose relay or subject starts with a value whose type the text says
/// beyond the literals `literalStartedType` reads, read as Swift infers it (#32):
/// - a call of a type's initializer: `let profile = BehaviorSubject(value: Profile(name: ""))` is a
///   `BehaviorSubject<Profile>`, `BehaviorRelay(value: [Todo]())` a `BehaviorRelay<[Todo]>`; not a call of a failable
///   initializer (`URL(string:)`, `UIImage(named:)`, `Int("1")`), whose type is optional, nor of a method;
/// - a stored property of the same class whose type is written, which a `lazy var` reads (`lazy var todoList =
///   BehaviorSubject(value: todos)` beside `var todos: [Todo] = []`), or which it is (`lazy var all = todos`).
/// Any other value (`BehaviorRelay(value: Filter.bread.title)`, `Constants.titleText`) names no type: the import
/// says so, quoting it (`untypedReason`), and never guesses.
enum InferredStartingTypes {
    /// The type names whose initializers taking these first labels may fail, and so make an optional.
    private static let failable: [String: Set<String>] = [
        "URL": ["string", "dataRepresentation"], "UIImage": ["named", "systemName", "data", "contentsOfFile"],
        "UIColor": ["named"], "UUID": ["uuidString"], "Data": ["base64Encoded", "contentsOf"],
        "NSRegularExpression": ["pattern"],
    ]

    /// The types whose unlabelled initializers convert a value and may fail (`Int("1")`).
    private static let converting: Set<String> = ["Int", "Double", "Float", "Bool", "Character", "Decimal", "UInt"]

    /// `Profile` for `Profile(name: "")`, `[Todo]` for `[Todo]()`: the type a starting value that calls a type's
    /// initializer has; nil for anything else or a failable initializer.
    static func calledType(_ argument: String) -> String? {
        let argument = argument.trimmingSpaces
        guard argument.hasSuffix(")"), argument.first?.isUppercase == true || argument.hasPrefix("["),
              let type = StructStyleRecognizer.initializerType(argument), !type.contains("?"),
              let open = StructStyleRecognizer.callOpening(argument) else { return nil }
        let name = type.prefix { $0 != "<" }.split(separator: ".").last.map(String.init) ?? type
        let arguments = String(argument[argument.index(after: open)...].dropLast())
        let label = arguments.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let labelled = String(arguments.dropFirst(label.count)).trimmingSpaces.hasPrefix(":")
        if converting.contains(name), !labelled, !arguments.trimmingSpaces.isEmpty { return nil }
        if labelled, failable[name]?.contains(String(label)) == true { return nil }
        return type
    }

    /// The class's members with the type of each `lazy var` written without one read from the stored property of
    /// the class its value starts with (or is), where that property's type is written or its value says it.
    static func typedBySiblings(_ members: [SwiftDeclaration]) -> [SwiftDeclaration] {
        guard members.contains(where: { $0.kind == .var && $0.type == nil && $0.modifiers.contains("lazy") })
        else { return members }
        let stored = Dictionary(members.filter { OwnMembers.isStored($0) && !$0.modifiers.contains("lazy") }
            .map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let typeOf = { (name: String) -> String? in
            let name = name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
            guard let member = stored[name] else { return nil }
            return member.type ?? member.value.flatMap {
                StructStyleRecognizer.initializerType($0.trimmingSpaces) ?? ArrayLiteralTypes.type($0)
            }
        }
        return members.map { member in
            guard member.kind == .var, member.type == nil, member.modifiers.contains("lazy"),
                  let value = member.value?.trimmingSpaces else { return member }
            var typed = member
            if let (type, argument) = StructStyleRecognizer.startingArgument(value), let element = typeOf(argument) {
                typed.type = "\(type)<\(element)>"
            } else {
                typed.type = typeOf(value)
            }
            return typed
        }
    }

    /// Why a stored property written without a type is not carried: the value Swift infers it from, which names none.
    static func untypedReason(_ member: SwiftDeclaration, value: String) -> String {
        let quoted = { (text: String) in "'" + (text.count > 60 ? String(text.prefix(57)) + "..." : text) + "'" }
        let start = "a stored property without a written type, which its value does not say: Swift infers "
        let end = " (the spec writes every type)"
        if let (type, argument) = StructStyleRecognizer.startingArgument(value.trimmingSpaces) {
            return start + "the element of '\(type)' from \(quoted(argument)), which names no type; write it ('"
                + "\(member.name): \(type)<Element>')" + end
        }
        return start + "it from \(quoted(value.trimmingSpaces)), which names no type; write it ('\(member.name): Type')" + end
    }
}
