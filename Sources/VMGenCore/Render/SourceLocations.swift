/// Errors in what the spec wrote land on the spec: a generated line that carries text of the spec that may not compile
/// (a type or a default value naming the app's own types: `- isLoading: bool`, `= LoginServce()`) is wrapped in
/// Swift's `#sourceLocation(file:line:)`, so the compiler reports it at the spec's line, where Xcode opens it, instead
/// of in the file that says DO NOT EDIT.
///
/// Only where it helps: text made of the standard library's and Foundation's names (`String`, `[Int]`, `false`) never
/// fails to resolve, so its lines stay as they are, and a line that carries text of two of the spec's lines stays too
/// (either would mislead). And only where Swift allows the directive: on a whole declaration or statement, outside any
/// parentheses or brackets, not next to a `switch`'s `case` label or after an attribute on a line of its own (a
/// wrapped parameter list keeps the generated file's lines).
public enum SourceLocations {
    /// The origins of a view model's parsed declaration: its members' types, default and starting values, failure
    /// types and typealiases, each where it can fail to compile.
    public static func origins(of declaration: ViewModelDecl) -> [SourceOrigin] {
        var origins: [SourceOrigin] = []
        func add(_ text: String?, _ line: Int, _ name: String) {
            guard let text, let anchor = identifiers(in: text).first(where: { !knownNames.contains($0) }) else {
                return
            }
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

    /// The origins of a view model, indexed for `annotate`: built once, used for each of its files.
    public struct Table: Hashable, Sendable {
        /// What it was built from, which decides its equality.
        let origins: [SourceOrigin]
        var byAnchor: [UInt64: [(origin: SourceOrigin, text: [UInt8])]] = [:]
        /// The bytes an anchor starts with, and 256 bits of the anchors' hashes: cheap filters before any lookup.
        var startsAnchor = [Bool](repeating: false, count: 256)
        var hashBits: [UInt64] = [0, 0, 0, 0]

        public init(_ origins: [SourceOrigin]) {
            self.origins = origins
            for origin in origins {
                let anchor = SourceLocations.hash(origin.anchor.utf8)
                byAnchor[anchor, default: []].append((origin, Array(origin.text.utf8)))
                startsAnchor[Int(origin.anchor.utf8.first ?? 0)] = true
                hashBits[Int((anchor >> 6) & 3)] |= 1 << (anchor & 63)
            }
        }

        public var isEmpty: Bool { byAnchor.isEmpty }

        public static func == (lhs: Table, rhs: Table) -> Bool { lhs.origins == rhs.origins }

        public func hash(into hasher: inout Hasher) { hasher.combine(origins) }
    }

    /// The generated file with its lines that carry the table's origins wrapped in `#sourceLocation` directives naming
    /// `file`.
    ///
    /// One pass over the bytes finds the lines to wrap: identifiers outside strings and comments are hashed as they are
    /// read and looked up among the origins' anchors, brackets are counted in the same loop, and an anchor's origins
    /// are compared with its line only when the line ends. A second pass writes the directives, only for a file that
    /// needs them: most of the cost is one read of each file.
    public static func annotate(_ bytes: [UInt8], file: String, table: Table) -> [UInt8] {
        guard !table.isEmpty else { return bytes }
        let byAnchor = table.byAnchor
        let startsAnchor = table.startsAnchor
        let hashBits = table.hashBits
        var lineStarts: [Int] = [0]
        var depths: [Int] = [0]
        var found: [Int: SourceOrigin] = [:]
        var candidates: [UInt64] = []
        let count = bytes.count
        bytes.withUnsafeBufferPointer { buffer in
            var depth = 0
            var identifier: UInt64 = 0
            var hashing = false
            var inIdentifier = false
            var inString = false
            var escaped = false
            var atLineStart = true
            var index = 0
            while index <= count {
                let byte: UInt8 = index < count ? buffer[index] : 0x0A
                if byte == 0x0A {
                    if hashing, hashBits[Int((identifier >> 6) & 3)] & (1 << (identifier & 63)) != 0,
                       byAnchor[identifier] != nil {
                        candidates.append(identifier)
                    }
                    inIdentifier = false
                    hashing = false
                    let line = lineStarts.count - 1
                    if !candidates.isEmpty {
                        let code = Self.code(bytes[lineStarts[line]..<min(index, count)])
                        var match: SourceOrigin?
                        var ambiguous = false
                        for anchor in candidates {
                            for candidate in byAnchor[anchor] ?? [] where find(candidate.text, in: code) {
                                if let previous = match, previous.line != candidate.origin.line { ambiguous = true }
                                match = candidate.origin
                            }
                        }
                        // A line that carries text of two of the spec's lines keeps its place: either would mislead.
                        if let match, !ambiguous { found[line] = match }
                        candidates.removeAll(keepingCapacity: true)
                    }
                    inString = false
                    escaped = false
                    atLineStart = true
                    depth = max(0, depth)
                    lineStarts.append(index + 1)
                    depths.append(depth)
                    index += 1
                    continue
                }
                if atLineStart {
                    if byte == 0x20 || byte == 0x09 { index += 1; continue }
                    atLineStart = false
                }
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == 0x5C {
                        escaped = true
                    } else if byte == 0x22 {
                        inString = false
                    }
                } else if isIdentifierByte(byte) {
                    if !inIdentifier {
                        inIdentifier = true
                        // An identifier no anchor starts like (most of them) is read, not hashed.
                        hashing = startsAnchor[Int(byte)]
                        identifier = 0xCBF2_9CE4_8422_2325
                    }
                    if hashing { identifier = (identifier ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
                } else {
                    if hashing, hashBits[Int((identifier >> 6) & 3)] & (1 << (identifier & 63)) != 0,
                       byAnchor[identifier] != nil {
                        candidates.append(identifier)
                    }
                    inIdentifier = false
                    hashing = false
                    switch byte {
                    case 0x22: inString = true
                    case 0x28, 0x5B: depth += 1
                    case 0x29, 0x5D: depth -= 1
                    case 0x2F where index + 1 < count && buffer[index + 1] == 0x2F:
                        // A comment (a doc comment, most of them) runs to the end of the line: skip to it.
                        index += 2
                        while index < count && buffer[index] != 0x0A { index += 1 }
                        continue
                    default: break
                    }
                }
                index += 1
            }
        }
        guard !found.isEmpty else { return bytes }
        // The lines: each from its start to the byte before the next start (the last has no line break after it).
        var lines: [ArraySlice<UInt8>] = []
        lines.reserveCapacity(lineStarts.count - 1)
        for line in 0..<lineStarts.count - 1 {
            lines.append(bytes[lineStarts[line]..<min(count, lineStarts[line + 1] - 1)])
        }
        var quoted: [UInt8] = [0x22]
        for byte in file.utf8 {
            if byte == 0x5C || byte == 0x22 { quoted.append(0x5C) }
            quoted.append(byte)
        }
        quoted.append(0x22)
        let opening = Array("#sourceLocation(file: ".utf8) + quoted + Array(", line: ".utf8)
        let closing = Array("#sourceLocation()\n".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 1024)
        var open = false
        for (index, line) in lines.enumerated() {
            let isLast = index == lines.count - 1
            if let origin = found[index], eligible(lines, index, depths) {
                output += opening
                output += Array(String(origin.line).utf8)
                output += [0x29, 0x0A]
                open = true
            } else if open && !(isLast && line.isEmpty) {
                output += closing
                open = false
            }
            output += line
            if !isLast { output.append(0x0A) }
        }
        if open { output += closing }
        return output
    }

    /// FNV-1a of some bytes, as `annotate` hashes an identifier while it reads it.
    static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return value
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == 0x5F || (byte >= 0x30 && byte <= 0x39)
            || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }

    private static func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.drop { $0 == 0x20 || $0 == 0x09 }
    }

    private static func starts(_ line: ArraySlice<UInt8>, with prefix: String) -> Bool {
        line.starts(with: prefix.utf8)
    }

    /// Whether line `index` may stand between directives: a whole declaration or statement at the top of its scope.
    private static func eligible(_ lines: [ArraySlice<UInt8>], _ index: Int, _ depths: [Int]) -> Bool {
        let text = trimmed(lines[index])
        guard depths[index] == 0, depths[index + 1] == 0, !text.isEmpty else { return false }
        if ["//", "#", "."].contains(where: { starts(text, with: $0) }) || isCaseLabel(text) { return false }
        // Not a line that ends mid-statement (`let x =`, wrapped before its value): the closing directive would follow.
        if endsMidStatement(text) { return false }
        if let previous = lines[..<index].last(where: { !trimmed($0).isEmpty }).map(trimmed) {
            // Not after an attribute on a line of its own (`@MainActor` above `final class`).
            if starts(previous, with: "@"), previous.split(separator: 0x20).allSatisfy({ $0.first == 0x40 }) {
                return false
            }
            // Not after a line that ends mid-statement, but a `case` label (`case .a:`).
            if endsMidStatement(previous) && !(isCaseLabel(previous) || starts(previous, with: "case ")) {
                return false
            }
        }
        // Not before what continues it: a chained call, an operator, a `case` label after a statement.
        if index + 1 < lines.count {
            let next = trimmed(lines[index + 1])
            let continuations = [".", "?", ":", "&&", "||", "+ ", "->", ">", "where "]
            if continuations.contains(where: { starts(next, with: $0) }) { return false }
            if isCaseLabel(next) { return false }
        }
        return true
    }

    /// Whether a line's code ends where a statement cannot: after `=`, `,`, an open bracket (`<` of a wrapped generic
    /// too), an operator, `.` or `:`.
    private static func endsMidStatement(_ line: ArraySlice<UInt8>) -> Bool {
        let code = Array(self.code(line).reversed().drop { $0 == 0x20 || $0 == 0x09 }.reversed())
        return ["=", ",", "(", "[", "<", "->", "&&", "||", "+", "-", "*", "?", ".", ":"].contains {
            code.count >= $0.utf8.count && code.suffix($0.utf8.count).elementsEqual($0.utf8)
        }
    }

    private static func isCaseLabel(_ text: ArraySlice<UInt8>) -> Bool {
        ["case .", "case let", "case var", "default:"].contains { starts(text, with: $0) }
    }

    /// Whether `text` holds `word` not inside a longer identifier (a byte of a letter, digit, `_` or beyond ASCII).
    static func find(_ word: [UInt8], in text: ArraySlice<UInt8>) -> Bool {
        guard let first = word.first, text.count >= word.count else { return false }
        let isIdentifier = isIdentifierByte
        let wordIsIdentifierAtStart = isIdentifier(first)
        let wordIsIdentifierAtEnd = isIdentifier(word[word.count - 1])
        var index = text.startIndex
        let last = text.endIndex - word.count
        while index <= last {
            if text[index] == first && text[index..<index + word.count].elementsEqual(word) {
                let end = index + word.count
                let boundedBefore =
                    !wordIsIdentifierAtStart || index == text.startIndex || !isIdentifier(text[index - 1])
                let boundedAfter = !wordIsIdentifierAtEnd || end == text.endIndex || !isIdentifier(text[end])
                if boundedBefore && boundedAfter { return true }
            }
            index += 1
        }
        return false
    }

    /// The code of a line, without a `//` comment outside string literals.
    private static func code(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var inString = false
        var escaped = false
        var index = line.startIndex
        while index < line.endIndex {
            let byte = line[index]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == 0x5C {
                    escaped = true
                } else if byte == 0x22 {
                    inString = false
                }
            } else if byte == 0x22 {
                inString = true
            } else if byte == 0x2F && index + 1 < line.endIndex && line[index + 1] == 0x2F {
                return line[line.startIndex..<index]
            }
            index += 1
        }
        return line
    }
}
