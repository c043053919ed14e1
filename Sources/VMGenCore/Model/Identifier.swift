/// Swift identifier rules: what a name may be, which names need backticks, how derived names are spelled.
public enum Identifier {
    /// Keywords that must be written in backticks when used as a name.
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
        "Self", "super", "throws", "true", "try",
    ]

    /// Names that cannot be used even in backticks because Swift gives them a fixed meaning as members.
    public static let unusable: Set<String> = ["self", "Self", "init", "deinit", "subscript", "Type", "Protocol", "_"]

    /// The name as it must be written where it is declared or stands alone: in backticks when it is a keyword.
    public static func escaped(_ name: String) -> String {
        isKeyword(name) ? "`\(name)`" : name
    }

    /// The name as an argument label in a call or a tuple expression, `Output(default: ...)`: there Swift needs
    /// backticks only for `inout`, and warns about any other.
    public static func label(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    /// The name as a member after a `.`, `output.default`: there no keyword needs backticks but `init`, and Swift warns
    /// about the others.
    public static func member(_ name: String) -> String {
        name == "init" ? "`init`" : name
    }

    /// The keywords (ASCII, 2 to 15 bytes) packed as `IdentifierPacking` packs a name, grouped by length:
    /// `starts[length]..<starts[length + 1]` are the indices in `words` of those of that length.
    /// A name is compared only with keywords of its own length, two words each, without hashing; a name with a byte
    /// beyond ASCII packs to words no keyword has.
    private static let keywordTable: (words: [IdentifierPacking], starts: [Int]) = {
        var words: [IdentifierPacking] = []
        var starts: [Int] = []
        let sorted = keywords.sorted { ($0.utf8.count, $0) < ($1.utf8.count, $1) }
        var next = 0
        for length in 0...IdentifierPacking.maximumLength + 1 {
            starts.append(next)
            while next < sorted.count && sorted[next].utf8.count == length {
                sorted[next].withUTF8Bytes { words.append(IdentifierPacking($0)) }
                next += 1
            }
        }
        precondition(next == sorted.count, "a keyword longer than IdentifierPacking packs")
        return (words, starts)
    }()

    static func isKeyword(_ name: String) -> Bool {
        // The name's bytes, borrowed: not retained (`withUTF8Bytes`), not copied into an array.
        name.withUTF8Bytes { bytes in
            let length = bytes.count
            guard length >= 2 && length <= IdentifierPacking.maximumLength else { return false }
            let packed = IdentifierPacking(bytes)
            return keywordTable.words.withUnsafeBufferPointer { words in
                keywordTable.starts.withUnsafeBufferPointer { starts in
                    var index = starts[length]
                    let end = starts[length + 1]
                    while index < end {
                        if words[index] == packed { return true }
                        index += 1
                    }
                    return false
                }
            }
        }
    }

    /// True for bytes that may appear inside a name while scanning (validated precisely afterwards).
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "-"),
             0x80...0xFF:
            return true
        default:
            return false
        }
    }

    /// True when `name` is a valid Swift identifier (keywords included: they are escaped on output).
    public static func isValid(_ name: String) -> Bool {
        // An ASCII name, as most are, by its bytes (the grammar's ASCII heads and digits); nil at a byte beyond ASCII,
        // where the scalars decide.
        let ascii: Bool? = name.withUTF8Bytes { bytes in
            guard !bytes.isEmpty else { return false }
            for (index, byte) in bytes.enumerated() {
                if byte >= 0x80 { return nil }
                switch byte {
                case 0x41...0x5A, 0x61...0x7A, 0x5F: continue
                case 0x30...0x39 where index > 0: continue
                default: return false
                }
            }
            return true
        }
        if let ascii { return ascii }
        var scalars = name.unicodeScalars.makeIterator()
        guard let first = scalars.next(), isHead(first.value) else { return false }
        while let scalar = scalars.next() {
            guard isHead(scalar.value) || isContinuation(scalar.value) else { return false }
        }
        return true
    }

    /// The Swift reference grammar's identifier-head (The Swift Programming Language, Lexical Structure), which the
    /// import's tokenizer reads names by too, as the compiler reads it: its range `U+FE47–U+FFFD` ends at `U+FFF8` in
    /// Swift's lexer, which refuses the interlinear annotations, `U+FFFC` and `U+FFFD` in a name
    /// (`TokenizerIdentifierTests.testTheGrammarIsTheOneSwiftParses` asks `swiftc`).
    static func isHead(_ value: UInt32) -> Bool {
        switch value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: return true
        case 0x00A8, 0x00AA, 0x00AD, 0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA, 0x00BC...0x00BE,
             0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF, 0x0100...0x02FF, 0x0370...0x167F,
             0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E,
             0x203F...0x2040, 0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF,
             0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
             0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
             0xFE30...0xFE44, 0xFE47...0xFFF8, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
             0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
             0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD,
             0xE0000...0xEFFFD:
            return true
        default:
            return false
        }
    }

    /// The Swift reference grammar's identifier-character beyond the heads: the digits and the combining marks.
    static func isContinuation(_ value: UInt32) -> Bool {
        switch value {
        case 0x30...0x39, 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return true
        default: return false
        }
    }

    /// `username` -> `Username`, for joining names: `typeEmail`.
    public static func capitalized(_ name: String) -> String {
        let bytes = name.utf8
        if let first = bytes.first, first < 0x80, bytes.dropFirst().first.map({ $0 < 0x80 }) ?? true {
            // An ASCII character that no mark follows, by bytes: only a to z change.
            guard (0x61...0x7A).contains(first) else { return name }
            return String(UnicodeScalar(first - 0x20)) + name[bytes.index(after: bytes.startIndex)...]
        }
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// `LoginViewModel` -> `loginViewModel`, `URLViewModel` -> `urlViewModel`: the name of a function.
    public static func lowerCamel(_ name: String) -> String {
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            // The usual ASCII name, by bytes: the same result without breaking it into characters.
            let bytes = name.utf8
            let upperRun = bytes.prefix { (0x41...0x5A).contains($0) }.count
            if upperRun == 0 { return name }
            let isLetter = { (byte: UInt8) in (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
            let lowered = upperRun == 1 || upperRun == bytes.count || !isLetter(bytes[bytes.index(bytes.startIndex, offsetBy: upperRun)])
                ? upperRun : upperRun - 1
            let split = bytes.index(bytes.startIndex, offsetBy: lowered)
            return String(decoding: bytes[..<split].map { $0 | 0x20 }, as: UTF8.self) + String(name[split...])
        }
        let characters = Array(name)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
        switch upperRun {
        case 0: return name
        case 1: return characters[0].lowercased() + String(characters[1...])
        default:
            // An acronym: lower all of it but the last capital when a lower-case word follows it.
            let lowered = upperRun == characters.count || !characters[upperRun].isLetter ? upperRun : upperRun - 1
            return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
        }
    }
}
