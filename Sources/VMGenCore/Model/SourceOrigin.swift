/// Text the spec wrote that a generated line carries (a member's type, a default value), and the spec's line it
/// was written on: where the compiler should report an error in that text (`SourceLocations`).
public struct SourceOrigin: Hashable, Sendable {
    public var text: String
    public var line: Int
    /// The member's name.
    public var name: String
    /// The first name in `text` that may fail to resolve (`Item` of `[Item]`): what a generated line is searched for.
    public var anchor: String

    public init(text: String, line: Int, name: String, anchor: String) {
        self.text = text
        self.line = line
        self.name = name
        self.anchor = anchor
    }
}

extension SourceLocations {
    /// The origins of a view model's parsed declaration: its members' types, default and starting values, failure
    /// types and typealiases, each where it can fail to compile.
    public static func origins(of declaration: ViewModelDecl) -> [SourceOrigin] {
        var origins: [SourceOrigin] = []
        func add(_ text: String?, _ line: Int, _ name: String) {
            guard let text, let anchor = firstUnknownName(in: text) else { return }
            origins.append(SourceOrigin(text: text, line: line, name: name, anchor: anchor))
        }
        for input in declaration.inputs {
            for parameter in input.parameters { add(parameter.type.description, input.location.line, input.name.value) }
            add(input.answerType?.value.description, input.location.line, input.name.value)
            add(input.startingValue?.value, input.location.line, input.name.value)
        }
        for output in declaration.outputs {
            add(output.type.description, output.location.line, output.name.value)
            for parameter in output.parameters ?? [] {
                add(parameter.type.description, output.location.line, output.name.value)
            }
            add(output.fallback, output.location.line, output.name.value)
            for argument in output.attributeArguments.values {
                add(argument.value.description, output.location.line, output.name.value)
            }
        }
        for dependency in declaration.dependencies {
            add(dependency.type.description, dependency.location.line, dependency.name.value)
            add(dependency.defaultValue, dependency.location.line, dependency.name.value)
        }
        for alias in declaration.typeAliases { add(alias.type.description, alias.location.line, alias.name.value) }
        return origins
    }

    /// Names that always resolve where vmgen's code stands: the standard library's top-level types (read from the
    /// toolchain, as the typealias check reads them), Foundation's and CoreGraphics' value types that specs name most,
    /// and the words of types and literals.
    static let knownNames: Set<String> = StandardLibraryTypeNames.swift.union([
        "Void", "Any", "AnyObject", "Sendable", "Date", "URL", "Data", "UUID", "Decimal", "TimeInterval", "IndexPath",
        "NSRange", "CGFloat", "CGPoint", "CGSize", "CGRect", "true", "false", "nil", "any", "some", "inout", "escaping",
        "Swift", "Foundation",
    ])

    /// The first identifier of a type or an expression, outside string literals, that is not one of `knownNames`.
    /// Text of ASCII only (nearly all) is read as bytes, naming no identifier but the one it returns; other text as
    /// characters, which tell letters and digits beyond ASCII.
    static func firstUnknownName(in text: String) -> String? {
        let utf8 = text.utf8
        guard !utf8.contains(where: { $0 >= 0x80 }) else {
            return identifiers(in: text).first { !knownNames.contains($0) }
        }
        var start: String.UTF8View.Index?
        var inString = false
        var escaped = false
        var index = utf8.startIndex
        while true {
            let byte: UInt8 = index < utf8.endIndex ? utf8[index] : 0x20
            if inString {
                if escaped {
                    escaped = false
                } else if byte == 0x5C {
                    escaped = true
                } else if byte == 0x22 {
                    inString = false
                }
            } else if byte == 0x5F || (byte &- 0x30) < 10 || ((byte | 0x20) &- 0x61) < 26 {
                if start == nil { start = index }
            } else {
                if let first = start, (utf8[first] &- 0x30) >= 10 {
                    let name = String(text[first..<index])
                    if !knownNames.contains(name) { return name }
                }
                start = nil
                if byte == 0x22 { inString = true }
            }
            if index == utf8.endIndex { return nil }
            index = utf8.index(after: index)
        }
    }

    /// The identifiers of a type or an expression, outside string literals.
    static func identifiers(in text: String) -> [String] {
        var names: [String] = []
        var current = ""
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            if character == "\"" { inString = true }
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if let first = current.first, !first.isNumber { names.append(current) }
                current = ""
            }
        }
        if let first = current.first, !first.isNumber { names.append(current) }
        return names
    }
}
