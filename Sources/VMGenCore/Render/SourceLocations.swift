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
    /// The origins of a view model, indexed for `annotate`: built once, used for each of its files.
    public struct Table: Hashable, Sendable {
        /// What it was built from, which decides its equality.
        let origins: [SourceOrigin]
        /// Per anchor's hash, the spec lines and texts of the origins it anchors.
        var byAnchor: [UInt64: [(line: Int, text: [UInt8])]] = [:]
        /// What each byte is to the scan (`Kind`): identifier bytes are `other` but those an anchor starts with.
        var kinds = Kind.table
        /// 256 bits of the anchors' hashes: a cheap filter before any lookup.
        var hashBits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

        public init(_ origins: [SourceOrigin]) {
            self.origins = origins
            for origin in origins {
                let anchor = SourceLocations.hash(origin.anchor.utf8)
                byAnchor[anchor, default: []].append((origin.line, Array(origin.text.utf8)))
                let first = Int(origin.anchor.utf8.first ?? 0)
                if SourceLocations.isIdentifierByte(UInt8(first)) { kinds[first] = Kind.anchorStart }
                let bit: UInt64 = 1 << (anchor & 63)
                switch (anchor >> 6) & 3 {
                case 0: hashBits.0 |= bit
                case 1: hashBits.1 |= bit
                case 2: hashBits.2 |= bit
                default: hashBits.3 |= bit
                }
            }
        }

        public var isEmpty: Bool { byAnchor.isEmpty }

        public static func == (lhs: Table, rhs: Table) -> Bool { lhs.origins == rhs.origins }

        public func hash(into hasher: inout Hasher) { hasher.combine(origins) }

        /// Whether an identifier's hash may be an anchor's (false: surely not).
        @inline(__always) func mayBeAnchor(_ hash: UInt64) -> Bool {
            let bit: UInt64 = 1 << (hash & 63)
            switch (hash >> 6) & 3 {
            case 0: return hashBits.0 & bit != 0
            case 1: return hashBits.1 & bit != 0
            case 2: return hashBits.2 & bit != 0
            default: return hashBits.3 & bit != 0
            }
        }
    }

    /// What a byte is to the scan of a generated file.
    enum Kind {
        /// A byte the scan passes over: a space, punctuation, or a byte of an identifier that no anchor starts like.
        static let other: UInt8 = 0
        /// An identifier byte that some anchor starts with: the identifier is hashed.
        static let anchorStart: UInt8 = 2
        static let quote: UInt8 = 3
        static let opening: UInt8 = 4
        static let closing: UInt8 = 5
        static let slash: UInt8 = 6
        static let lineFeed: UInt8 = 7

        static let table: [UInt8] = (0..<256).map { value in
            let byte = UInt8(value)
            switch byte {
            case 0x22: return quote
            case 0x28, 0x5B: return opening
            case 0x29, 0x5D: return closing
            case 0x2F: return slash
            case 0x0A: return lineFeed
            default: return other
            }
        }

        /// 1 for a byte of an identifier (a letter, a digit, `_`, a byte beyond ASCII), else 0.
        static let identifierBytes: [UInt8] = (0..<256).map { SourceLocations.isIdentifierByte(UInt8($0)) ? 1 : 0 }
    }

    /// The generated file with its lines that carry the table's origins wrapped in `#sourceLocation` directives naming
    /// `file`.
    ///
    /// One pass over the bytes finds the lines to wrap: identifiers outside strings and comments that start like an
    /// anchor are hashed as they are read and looked up among the origins' anchors (the others are skipped), brackets
    /// are counted in the same loop, and an anchor's origins are compared with its line only when the line ends. The
    /// directives are then written between copies of the runs of lines they separate, only for a file that needs
    /// them.
    public static func annotate(_ bytes: [UInt8], file: String, table: Table) -> [UInt8] {
        guard !table.isEmpty, !bytes.isEmpty else { return bytes }
        let count = bytes.count
        // Where each line starts (then `count + 1`, past the last), and the bracket depth at its start (then at the
        // end): the lines are those of `bytes` split at each line feed, the last one after the last line feed.
        var lineStarts: [Int] = [0]
        var depths: [Int] = [0]
        lineStarts.reserveCapacity(count / 16)
        depths.reserveCapacity(count / 16)
        // The lines that carry an origin's text, and the spec line it was written on.
        var found: [(line: Int, specLine: Int)] = []
        var candidates: [UInt64] = []
        // The scan passes over bytes up to the next one it stops at without checking for the end, so the file it reads
        // ends with a line feed: a generated file does (then it is read in place, not copied); another is read from a
        // copy that has one.
        var source = bytes
        if bytes.last != 0x0A { source.append(0x0A) }
        source.withUnsafeBufferPointer { buffer in
            table.kinds.withUnsafeBufferPointer { kinds in
                Kind.identifierBytes.withUnsafeBufferPointer { identifiers in
                    let byte = buffer.baseAddress!
                    let kind = kinds.baseAddress!
                    let isIdentifier = identifiers.baseAddress!
                    var index = 0
                    var lineStart = 0
                    // Where the line's code ends: at its `//` comment, outside string literals, or its end.
                    var codeEnd = -1
                    var depth = 0
                    while true {
                        scan: while index < count {
                            // Spaces, punctuation and identifiers no anchor starts like (most bytes): skipped, the
                            // line feed that ends the file stopping the loop.
                            while kind[Int(byte[index])] == Kind.other { index &+= 1 }
                            if index >= count { break scan }
                            switch kind[Int(byte[index])] {
                            case Kind.anchorStart:
                                if index > 0 && isIdentifier[Int(byte[index - 1])] != 0 {
                                    // Inside an identifier that started otherwise: read to its end, not hashed.
                                    repeat { index &+= 1 } while isIdentifier[Int(byte[index])] != 0
                                    continue scan
                                }
                                var hash: UInt64 = 0xCBF2_9CE4_8422_2325
                                repeat {
                                    hash = (hash ^ UInt64(byte[index])) &* 0x0000_0100_0000_01B3
                                    index &+= 1
                                } while isIdentifier[Int(byte[index])] != 0
                                if table.mayBeAnchor(hash), table.byAnchor[hash] != nil { candidates.append(hash) }
                            case Kind.quote:
                                // A string literal, to its closing quote or the end of the line.
                                index += 1
                                while index < count {
                                    let next = byte[index]
                                    if next == 0x0A { break }
                                    index += 1
                                    if next == 0x22 { break }
                                    if next == 0x5C && index < count && byte[index] != 0x0A { index += 1 }
                                }
                            case Kind.opening:
                                depth += 1
                                index += 1
                            case Kind.closing:
                                depth -= 1
                                index += 1
                            case Kind.slash:
                                index += 1
                                // A comment (a doc comment, most of them) runs to the end of the line: skip to it.
                                if index < count && byte[index] == 0x2F {
                                    codeEnd = index &- 1
                                    index = lineFeed(in: UnsafeBufferPointer(rebasing: buffer[0..<count]),
                                                     from: index + 1)
                                }
                            default:
                                break scan
                            }
                        }
                        // The end of a line: compare its candidates' origins with its code.
                        if !candidates.isEmpty {
                            let code = bytes[lineStart..<(codeEnd < 0 ? index : codeEnd)]
                            var match: Int?
                            var ambiguous = false
                            for anchor in candidates {
                                for candidate in table.byAnchor[anchor] ?? [] where find(candidate.text, in: code) {
                                    if let previous = match, previous != candidate.line { ambiguous = true }
                                    match = candidate.line
                                }
                            }
                            // A line that carries text of two of the spec's lines keeps its place: either would
                            // mislead.
                            if let match, !ambiguous { found.append((lineStarts.count - 1, match)) }
                            candidates.removeAll(keepingCapacity: true)
                        }
                        depth = max(0, depth)
                        lineStarts.append(index + 1)
                        depths.append(depth)
                        if index >= count { break }
                        index += 1
                        lineStart = index
                        codeEnd = -1
                    }
                }
            }
        }
        guard !found.isEmpty else { return bytes }
        let lines = Lines(bytes: bytes, starts: lineStarts)
        var quoted: [UInt8] = [0x22]
        for byte in file.utf8 {
            if byte == 0x5C || byte == 0x22 { quoted.append(0x5C) }
            quoted.append(byte)
        }
        quoted.append(0x22)
        let opening = Array("#sourceLocation(file: ".utf8) + quoted + Array(", line: ".utf8)
        let closing = Array("#sourceLocation()\n".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(count + found.count * (opening.count + closing.count + 8))
        // Copies the file up to `offset`, from where the last copy stopped.
        var copied = 0
        func copy(to offset: Int) {
            output.append(contentsOf: bytes[copied..<offset])
            copied = offset
        }
        // A wrapped line's directive closes before the next line, unless that one is wrapped too.
        var previous: Int?
        for (line, specLine) in found where eligible(lines, line, depths) {
            if let previous, previous + 1 != line {
                copy(to: min(count, lineStarts[previous + 1]))
                output += closing
            }
            copy(to: lineStarts[line])
            output += opening
            appendDecimal(specLine, to: &output)
            output += [0x29, 0x0A]
            previous = line
        }
        if let previous {
            copy(to: min(count, lineStarts[previous + 1]))
            output += closing
        }
        copy(to: count)
        return output
    }

    /// The offset of the first line feed at or after `start`, or the end: eight bytes at a time.
    @inline(__always) static func lineFeed(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        let count = buffer.count
        let raw = UnsafeRawPointer(buffer.baseAddress!)
        while index + 8 <= count {
            // A zero byte of `word` is a line feed; the lowest bit set in `found` marks the first.
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                ^ 0x0A0A_0A0A_0A0A_0A0A
            let found = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
            if found != 0 { return index + found.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < count && buffer[index] != 0x0A { index += 1 }
        return index
    }

    /// A file's lines, without their line feeds, by the offsets `annotate` recorded.
    struct Lines {
        let bytes: [UInt8]
        let starts: [Int]

        var count: Int { starts.count - 1 }

        subscript(line: Int) -> ArraySlice<UInt8> {
            bytes[starts[line]..<min(bytes.count, starts[line + 1] - 1)]
        }
    }

    private static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
        if value < 0 { return output += Array(String(value).utf8) }
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        while divisor > 0 {
            output.append(0x30 + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }

    /// FNV-1a of some bytes, as `annotate` hashes an identifier while it reads it.
    static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return value
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == 0x5F || (byte >= 0x30 && byte <= 0x39)
            || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }

    private static func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.drop { $0 == 0x20 || $0 == 0x09 }
    }

    private static func starts(_ line: ArraySlice<UInt8>, with prefix: [UInt8]) -> Bool {
        line.starts(with: prefix)
    }

    private static func starts(_ line: ArraySlice<UInt8>, withAnyOf prefixes: [[UInt8]]) -> Bool {
        prefixes.contains { line.starts(with: $0) }
    }

    /// What a line that may stand between directives does not start with: a comment, a directive, a chained call.
    private static let unwrappedStarts: [[UInt8]] = ["//", "#", "."].map { Array($0.utf8) }
    /// What continues the line before: a chained call, an operator, a `where` clause.
    private static let continuations: [[UInt8]] =
        [".", "?", ":", "&&", "||", "+ ", "->", ">", "where "].map { Array($0.utf8) }
    private static let caseLabels: [[UInt8]] = ["case .", "case let", "case var", "default:"].map { Array($0.utf8) }
    private static let caseKeyword = Array("case ".utf8)

    /// Whether line `index` may stand between directives: a whole declaration or statement at the top of its scope.
    private static func eligible(_ lines: Lines, _ index: Int, _ depths: [Int]) -> Bool {
        let text = trimmed(lines[index])
        guard depths[index] == 0, depths[index + 1] == 0, !text.isEmpty else { return false }
        if starts(text, withAnyOf: unwrappedStarts) || isCaseLabel(text) { return false }
        // Not a line that ends mid-statement (`let x =`, wrapped before its value): the closing directive would follow.
        if endsMidStatement(text) { return false }
        var before = index - 1
        while before >= 0 && trimmed(lines[before]).isEmpty { before -= 1 }
        if before >= 0 {
            let previous = trimmed(lines[before])
            // Not after an attribute on a line of its own (`@MainActor` above `final class`).
            if previous.first == 0x40, previous.split(separator: 0x20).allSatisfy({ $0.first == 0x40 }) {
                return false
            }
            // Not after a line that ends mid-statement, but a `case` label (`case .a:`).
            if endsMidStatement(previous) && !(isCaseLabel(previous) || starts(previous, with: caseKeyword)) {
                return false
            }
        }
        // Not before what continues it: a chained call, an operator, a `case` label after a statement.
        if index + 1 < lines.count {
            let next = trimmed(lines[index + 1])
            if starts(next, withAnyOf: continuations) { return false }
            if isCaseLabel(next) { return false }
        }
        return true
    }

    /// Whether a line's code ends where a statement cannot: after `=`, `,`, an open bracket (`<` of a wrapped generic
    /// too), an operator, `.` or `:`.
    private static func endsMidStatement(_ line: ArraySlice<UInt8>) -> Bool {
        let code = self.code(line)
        var end = code.endIndex
        while end > code.startIndex && (code[end - 1] == 0x20 || code[end - 1] == 0x09) { end -= 1 }
        guard end > code.startIndex else { return false }
        let before = end - 2 >= code.startIndex ? code[end - 2] : 0
        switch code[end - 1] {
        case UInt8(ascii: "="), UInt8(ascii: ","), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"),
             UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "?"), UInt8(ascii: "."),
             UInt8(ascii: ":"):
            return true
        case UInt8(ascii: ">"): return before == UInt8(ascii: "-") // `->`
        case UInt8(ascii: "&"): return before == UInt8(ascii: "&") // `&&`
        case UInt8(ascii: "|"): return before == UInt8(ascii: "|") // `||`
        default: return false
        }
    }

    private static func isCaseLabel(_ text: ArraySlice<UInt8>) -> Bool {
        starts(text, withAnyOf: caseLabels)
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
