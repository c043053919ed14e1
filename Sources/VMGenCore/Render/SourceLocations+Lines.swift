extension SourceLocations {
    /// A line `annotate` found to carry an origin's text: where it starts and ends (at its line feed, or the file's
    /// end), the bracket depth at its start and at its end, and the spec line it carries text of.
    struct FoundLine {
        var start: Int
        var end: Int
        var specLine: Int
        var depthAtStart: Int
        var depthAtEnd: Int
    }

    private static func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var start = line.startIndex
        while start < line.endIndex && (line[start] == 0x20 || line[start] == 0x09) { start += 1 }
        return line[start..<line.endIndex]
    }

    /// Whether `line` starts with `prefix`, compared byte by byte by index.
    private static func starts(_ line: ArraySlice<UInt8>, with prefix: [UInt8]) -> Bool {
        guard line.count >= prefix.count else { return false }
        var index = line.startIndex
        for byte in prefix {
            if line[index] != byte { return false }
            index += 1
        }
        return true
    }

    private static func starts(_ line: ArraySlice<UInt8>, withAnyOf prefixes: [[UInt8]]) -> Bool {
        for prefix in prefixes where starts(line, with: prefix) { return true }
        return false
    }

    /// What a line that may stand between directives does not start with: a comment, a directive, a chained call.
    private static let unwrappedStarts: [[UInt8]] = ["//", "#", "."].map { Array($0.utf8) }
    /// What continues the line before: a chained call, an operator, a `where` clause.
    private static let continuations: [[UInt8]] =
        [".", "?", ":", "&&", "||", "+ ", "->", ">", "where "].map { Array($0.utf8) }
    private static let caseLabels: [[UInt8]] = ["case .", "case let", "case var", "default:"].map { Array($0.utf8) }
    private static let caseKeyword = Array("case ".utf8)

    /// Whether a found line may stand between directives: a whole declaration or statement at the top of its scope.
    static func eligible(_ line: FoundLine, in bytes: [UInt8]) -> Bool {
        let text = trimmed(bytes[line.start..<line.end])
        guard line.depthAtStart == 0, line.depthAtEnd == 0, !text.isEmpty else { return false }
        if starts(text, withAnyOf: unwrappedStarts) || isCaseLabel(text) { return false }
        // Not a line that ends mid-statement (`let x =`, wrapped before its value): the closing directive would follow.
        if endsMidStatement(text) { return false }
        // The nearest line before it that is not blank, read back from the line feed before it.
        var end = line.start - 1
        while end >= 0 {
            var start = end
            while start > 0 && bytes[start - 1] != 0x0A { start -= 1 }
            let previous = trimmed(bytes[start..<end])
            if !previous.isEmpty {
                // Not after an attribute on a line of its own (`@MainActor` above `final class`).
                if previous.first == 0x40, previous.split(separator: 0x20).allSatisfy({ $0.first == 0x40 }) {
                    return false
                }
                // Not after a line that ends mid-statement, but a `case` label (`case .a:`).
                if endsMidStatement(previous) && !(isCaseLabel(previous) || starts(previous, with: caseKeyword)) {
                    return false
                }
                break
            }
            end = start - 1
        }
        // Not before what continues it: a chained call, an operator, a `case` label after a statement. (A line that
        // ends at the file's end has none after it; one that ends the file with a line feed has an empty one.)
        if line.end < bytes.count {
            var nextEnd = line.end + 1
            while nextEnd < bytes.count && bytes[nextEnd] != 0x0A { nextEnd += 1 }
            let next = trimmed(bytes[(line.end + 1)..<nextEnd])
            if starts(next, withAnyOf: continuations) { return false }
            if isCaseLabel(next) { return false }
        }
        return true
    }

    /// Whether a line's code ends where a statement cannot: after `=`, `,`, an open bracket (`<` of a wrapped generic
    /// too), an operator, `.` or `:`. A `?` goes on only after whitespace (a ternary's, `??`): one attached to what it
    /// follows (`User?`, `[Item]?`, `(() -> Void)?`, `B??`, `self?`) is postfix, as Swift reads it before a line feed.
    private static func endsMidStatement(_ line: ArraySlice<UInt8>) -> Bool {
        let code = self.code(line)
        var end = code.endIndex
        while end > code.startIndex && (code[end - 1] == 0x20 || code[end - 1] == 0x09) { end -= 1 }
        guard end > code.startIndex else { return false }
        let before = end - 2 >= code.startIndex ? code[end - 2] : 0
        switch code[end - 1] {
        case UInt8(ascii: "="), UInt8(ascii: ","), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"),
             UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "."), UInt8(ascii: ":"):
            return true
        case UInt8(ascii: "?"):
            // What stands before the run of `?` it ends.
            var start = end - 1
            while start > code.startIndex && code[start - 1] == UInt8(ascii: "?") { start -= 1 }
            guard start > code.startIndex else { return true }
            return !isPostfixOperand(code[start - 1])
        case UInt8(ascii: ">"): return before == UInt8(ascii: "-") // `->`
        case UInt8(ascii: "&"): return before == UInt8(ascii: "&") // `&&`
        case UInt8(ascii: "|"): return before == UInt8(ascii: "|") // `||`
        default: return false
        }
    }

    /// Whether `byte` ends what a postfix `?` attaches to: an identifier (a letter, digit, `_`, a byte beyond ASCII,
    /// a backquoted name), a closing bracket or `>` of generic arguments, or a `!`.
    private static func isPostfixOperand(_ byte: UInt8) -> Bool {
        if isIdentifierByte(byte) { return true }
        switch byte {
        case UInt8(ascii: "`"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"), UInt8(ascii: "!"): return true
        default: return false
        }
    }

    private static func isCaseLabel(_ text: ArraySlice<UInt8>) -> Bool {
        starts(text, withAnyOf: caseLabels)
    }

    /// Whether the bytes from `start` to `end` hold `word` not inside a longer identifier (a byte of a letter, digit,
    /// `_` or beyond ASCII: `identifiers` holds 1 for those).
    @inline(__always) static func find(
        _ word: UnsafeBufferPointer<UInt8>, in byte: UnsafePointer<UInt8>, from start: Int, to end: Int,
        identifiers isIdentifier: UnsafePointer<UInt8>
    ) -> Bool {
        let length = word.count
        guard length > 0, end - start >= length else { return false }
        let letters = word.baseAddress!
        let first = letters[0]
        let wordIsIdentifierAtStart = isIdentifier[Int(first)] != 0
        let wordIsIdentifierAtEnd = isIdentifier[Int(letters[length - 1])] != 0
        var index = start
        let last = end - length
        while index <= last {
            if byte[index] == first {
                var offset = 1
                while offset < length && byte[index + offset] == letters[offset] { offset += 1 }
                if offset == length {
                    let after = index + length
                    let boundedBefore =
                        !wordIsIdentifierAtStart || index == start || isIdentifier[Int(byte[index - 1])] == 0
                    let boundedAfter = !wordIsIdentifierAtEnd || after == end || isIdentifier[Int(byte[after])] == 0
                    if boundedBefore && boundedAfter { return true }
                }
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
