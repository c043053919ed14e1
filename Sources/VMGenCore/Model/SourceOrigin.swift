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
    /// types, its own properties' types and values, and typealiases, each where it can fail to compile.
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
        // The class's own state (`- weak var coordinator: PostCoordinating?`, `- var page: Page = .first`).
        for property in declaration.properties {
            add(property.type.description, property.location.line, property.name.value)
            add(property.value, property.location.line, property.name.value)
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

    /// `knownNames` by the FNV-1a hash of their bytes, so that an identifier is looked up without building a string.
    static let knownNamesByHash: [UInt64: [[UInt8]]] = knownNames.reduce(into: [:]) { table, name in
        table[hash(name.utf8), default: []].append(Array(name.utf8))
    }

    /// The first identifier of a type or an expression, outside string literals, that is not one of `knownNames`.
    /// Text of ASCII only (nearly all) is read as bytes, each identifier hashed as it is read and looked up by its
    /// hash, naming no identifier but the one it returns; other text as characters, which tell letters and digits
    /// beyond ASCII.
    static func firstUnknownName(in text: String) -> String? {
        let found = text.withUTF8Bytes { bytes -> (isASCII: Bool, name: String?) in
            guard let range = firstUnknownASCIIName(in: bytes) else { return (true, nil) }
            if range.isEmpty { return (false, nil) }
            return (true, String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
        }
        if found.isASCII { return found.name }
        return identifiers(in: text).first { !knownNames.contains($0) }
    }

    /// Where the first unknown identifier of ASCII text is; nil for none; an empty range for text beyond ASCII.
    private static func firstUnknownASCIIName(in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var start = -1
        var hash: UInt64 = 0
        var inString = false
        var escaped = false
        var index = 0
        let count = bytes.count
        while true {
            let byte: UInt8 = index < count ? bytes[index] : 0x20
            if byte >= 0x80 { return 0..<0 }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == 0x5C {
                    escaped = true
                } else if byte == 0x22 {
                    inString = false
                }
            } else if byte == 0x5F || (byte &- 0x30) < 10 || ((byte | 0x20) &- 0x61) < 26 {
                if start < 0 {
                    start = index
                    hash = 0xCBF2_9CE4_8422_2325
                }
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            } else {
                if start >= 0, (bytes[start] &- 0x30) >= 10 {
                    let name = UnsafeBufferPointer(rebasing: bytes[start..<index])
                    let known = knownNamesByHash[hash]?.contains { $0.elementsEqual(name) } ?? false
                    if !known {
                        // Text beyond ASCII later on is read as characters, as a whole.
                        var rest = index
                        while rest < count {
                            if bytes[rest] >= 0x80 { return 0..<0 }
                            rest += 1
                        }
                        return start..<index
                    }
                }
                start = -1
                if byte == 0x22 { inString = true }
            }
            if index == count { return nil }
            index += 1
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
