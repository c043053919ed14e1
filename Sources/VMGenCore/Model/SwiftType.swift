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
        // Most types are one name: `String`.
        if case .named(let components) = self, components.count == 1, components[0].genericArguments.isEmpty {
            return components[0].name
        }
        // Written as bytes, each piece copied once into one buffer: no string grown piece by piece.
        var text: [UInt8] = []
        text.reserveCapacity(64)
        write(to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends the canonical spelling to `text`, each piece once: no string is built for a part of the type.
    func write(to text: inout [UInt8]) {
        switch self {
        case .named(let components):
            for (index, component) in components.enumerated() {
                if index > 0 { text += "." }
                text += component.name
                if component.genericArguments.isEmpty { continue }
                text += "<"
                SwiftType.write(component.genericArguments, separator: ", ", to: &text)
                text += ">"
            }
        case .optional(let wrapped):
            wrapped.writeSuffixable(to: &text)
            text += "?"
        case .array(let element):
            text += "["
            element.write(to: &text)
            text += "]"
        case .dictionary(let key, let value):
            text += "["
            key.write(to: &text)
            text += ": "
            value.write(to: &text)
            text += "]"
        case .tuple(let elements):
            text += "("
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                if let label = element.label {
                    text += Identifier.escaped(label)
                    text += ": "
                }
                element.type.write(to: &text)
            }
            text += ")"
        case .function(let attributes, let parameters, let isAsync, let throwsClause, let result):
            for attribute in attributes {
                text += attribute
                text += " "
            }
            text += "("
            SwiftType.write(parameters, separator: ", ", to: &text)
            text += ")"
            if isAsync { text += " async" }
            if let throwsClause {
                text += " "
                text += throwsClause
            }
            text += " -> "
            result.write(to: &text)
        case .composition(let members):
            SwiftType.write(members, separator: " & ", to: &text)
        case .existential(let keyword, let constraint):
            text += keyword
            text += " "
            constraint.write(to: &text)
        case .metatype(let base, let kind):
            base.writeSuffixable(to: &text)
            text += "."
            text += kind
        }
    }

    private static func write(_ types: [SwiftType], separator: String, to text: inout [UInt8]) {
        for (index, type) in types.enumerated() {
            if index > 0 { text += separator }
            type.write(to: &text)
        }
    }

    /// `SwiftType.optional(self).description` from this type's own spelling, without spelling it again.
    func optionalDescription(spelled description: String) -> String {
        needsParenthesesBeforeSuffix ? "(" + description + ")?" : description + "?"
    }

    private func writeSuffixable(to text: inout [UInt8]) {
        if needsParenthesesBeforeSuffix {
            text += "("
            write(to: &text)
            text += ")"
        } else {
            write(to: &text)
        }
    }
}

/// Appends a string's UTF-8 bytes, as `SwiftType.write(to:)` spells a type.
@inline(__always)
private func += (text: inout [UInt8], piece: String) {
    text.appendUTF8(piece)
}
