/// A Swift type as written in a spec, parsed so that it can be checked and printed canonically.
public indirect enum SwiftType: Hashable, Sendable {
    /// One component of a possibly module-qualified name: `KsApi`, `Result<User, APIError>`.
    public struct NameComponent: Hashable, Sendable {
        public var name: String
        public var genericArguments: [SwiftType]

        public init(_ name: String, genericArguments: [SwiftType] = []) {
            self.name = name
            self.genericArguments = genericArguments
        }
    }

    /// A tuple element with its optional label.
    public struct TupleElement: Hashable, Sendable {
        public var label: String?
        public var type: SwiftType

        public init(label: String?, type: SwiftType) {
            self.label = label
            self.type = type
        }
    }

    /// `Foo`, `KsApi.Project`, `Result<User, APIError>`.
    case named([NameComponent])
    /// `T?`
    case optional(SwiftType)
    /// `[T]`
    case array(SwiftType)
    /// `[K: V]`
    case dictionary(key: SwiftType, value: SwiftType)
    /// `()`, `(row: Int, total: Int)`; a single unlabelled element is a parenthesised type.
    case tuple([TupleElement])
    /// `(String) -> Void`, `@Sendable (Int) async throws -> Bool`.
    case function(attributes: [String], parameters: [SwiftType], isAsync: Bool, throwsClause: String?, result: SwiftType)
    /// `A & B`
    case composition([SwiftType])
    /// `any P`; `inout T` among a function type's parameters (a keyword before a type).
    case existential(keyword: String, SwiftType)
    /// `T.Type`, `T.Protocol`
    case metatype(SwiftType, String)

    /// `Void`, the element type of an input without arguments.
    public static let void = SwiftType.named([NameComponent("Void")])

    /// True for `Void` and `()`.
    public var isVoid: Bool {
        switch self {
        case .named(let components): return components.count == 1 && components[0].name == "Void"
            && components[0].genericArguments.isEmpty
        case .tuple(let elements): return elements.isEmpty
        default: return false
        }
    }

    /// True for `T?`, which starts as `nil`.
    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// True for a function type (`(Int) -> Void`), which is `@escaping` where it stands as a parameter.
    public var isFunction: Bool {
        if case .function = self { return true }
        return false
    }

    /// The spelling in a parameter position: closures are stored by the view model or captured by the logic's
    /// streams, so a function type is marked `@escaping` there (and only there: vmgen drops it elsewhere).
    public var parameterDescription: String {
        isFunction ? "@escaping " + description : description
    }

    /// True when a suffix such as `?` or `.Type` needs parentheses around this type.
    private var needsParenthesesBeforeSuffix: Bool {
        switch self {
        case .function, .composition, .existential: return true
        default: return false
        }
    }

    /// The canonical spelling: one space after `:` and `,`, around `->` and `&`, nothing else.
    public var description: String {
        switch self {
        case .named(let components):
            // Most types are one name: `String`.
            if components.count == 1, components[0].genericArguments.isEmpty { return components[0].name }
            return components.map { component in
                component.genericArguments.isEmpty
                    ? component.name
                    : component.name + "<" + component.genericArguments.map(\.description).joined(separator: ", ") + ">"
            }.joined(separator: ".")
        case .optional(let wrapped):
            return wrapped.suffixable + "?"
        case .array(let element):
            return "[" + element.description + "]"
        case .dictionary(let key, let value):
            return "[" + key.description + ": " + value.description + "]"
        case .tuple(let elements):
            return "(" + elements.map { element in
                (element.label.map { Identifier.escaped($0) + ": " } ?? "") + element.type.description
            }.joined(separator: ", ") + ")"
        case .function(let attributes, let parameters, let isAsync, let throwsClause, let result):
            var text = attributes.map { $0 + " " }.joined()
            text += "(" + parameters.map(\.description).joined(separator: ", ") + ")"
            if isAsync { text += " async" }
            if let throwsClause { text += " " + throwsClause }
            return text + " -> " + result.description
        case .composition(let members):
            return members.map(\.description).joined(separator: " & ")
        case .existential(let keyword, let constraint):
            return keyword + " " + constraint.description
        case .metatype(let base, let kind):
            return base.suffixable + "." + kind
        }
    }

    /// `SwiftType.optional(self).description` from this type's own spelling, without spelling it again.
    func optionalDescription(spelled description: String) -> String {
        needsParenthesesBeforeSuffix ? "(" + description + ")?" : description + "?"
    }

    private var suffixable: String {
        needsParenthesesBeforeSuffix ? "(" + description + ")" : description
    }
}
