/// A tiny code writer: lines, indentation blocks and doc comments, never trailing whitespace. It accumulates
/// UTF-8 bytes, which is what ends up on disk, so rendering does no `String` reallocation or grapheme work.
struct SwiftWriter {
    private(set) var bytes: [UInt8] = []
    /// The indentation level; `indentationCount` follows it.
    private var level = 0 {
        didSet { indentationCount = max(0, level) * unitCount }
    }
    /// The current level's indentation: so many of `unitByte`, kept as the level changes. (One level is spaces or a
    /// tab, one byte repeated: a line writes it without copying a buffer of the writer's own, which would retain it.)
    private var indentationCount = 0
    private let unitByte: UInt8
    private let unitCount: Int
    /// The columns one level of indentation takes: a tab counts as four, as in Xcode.
    private let unitWidth: Int
    /// The widest a line may be: swift-format's default, less for code shown in a doc comment.
    let maximumWidth: Int

    init(indentation: Indentation, maximumWidth: Int = 120) {
        switch indentation {
        case .spaces(let count):
            unitByte = 0x20
            unitCount = count
        case .tab:
            unitByte = 0x09
            unitCount = 1
        }
        unitWidth = indentation == .tab ? 4 : unitCount
        self.maximumWidth = maximumWidth
        bytes.reserveCapacity(8192)
    }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes one line at the current indentation; an empty string writes an empty line. A line wider than
    /// `maximumWidth` is broken as swift-format would (`LineBreaker`), when it can be. (A line given by string
    /// interpolation takes `line(_: Code)`, which builds it as bytes.)
    @_disfavoredOverload
    mutating func line(_ content: String) {
        let available = maximumWidth - level * unitWidth
        if content.utf8.count > available,
           let pieces = LineBreaker.pieces(content, available: available, unit: unitWidth) {
            for piece in pieces {
                level += piece.level
                line(piece.text)
                level -= piece.level
            }
            return
        }
        if content.isEmpty { return bytes.append(0x0A) }
        writeLine(content, "")
    }

    /// The columns the current level's indentation takes.
    var currentWidth: Int { level * unitWidth }

    /// Writes one line of bytes that fits (and, when given, `suffix` after it) at the current indentation.
    mutating func appendLine(_ content: [UInt8], suffix: StaticString? = nil) {
        content.withUnsafeBufferPointer { appendLine($0, suffix: suffix) }
    }

    /// Writes one line of borrowed bytes that fits (and, when given, `suffix` after it) at the current indentation.
    mutating func appendLine(_ first: UnsafeBufferPointer<UInt8>, suffix: StaticString? = nil) {
        let indentation = indentationCount
        let unit = unitByte
        if let suffix {
            suffix.withUTF8Buffer { bytes.appendLine(indentation: indentation, unit: unit, first, $0) }
        } else {
            bytes.appendLine(indentation: indentation, unit: unit, first, UnsafeBufferPointer(start: nil, count: 0))
        }
    }

    /// Writes `content` then `suffix` as one line at the current indentation, in one append (`appendLine`).
    private mutating func writeLine(_ content: String, _ suffix: String) {
        let indentation = indentationCount
        let unit = unitByte
        content.withUTF8Bytes { first in
            suffix.withUTF8Bytes { second in
                bytes.appendLine(indentation: indentation, unit: unit, first, second)
            }
        }
    }

    /// The current level's indentation.
    mutating func writeIndentation() {
        if indentationCount == 0 { return }
        bytes.appendRepeated(unitByte, count: indentationCount)
    }

    /// Writes `content` followed by `suffix` as one line, as `line(content + suffix)` does, without joining them
    /// when the line needs no breaking.
    mutating func line(_ content: String, _ suffix: String) {
        let count = content.utf8.count + suffix.utf8.count
        if count > maximumWidth - level * unitWidth || count == 0 { return line(content + suffix) }
        writeLine(content, suffix)
    }

    /// Appends a string's bytes, copied at once when it has them in one piece (a native string always does), without
    /// copying the string.
    mutating func append(_ content: String) {
        bytes.appendUTF8(content)
    }

    /// Writes one line exactly as given, however wide: a comment whose meaning its line holds (vmgen's header, a
    /// `// swiftlint:disable` directive).
    mutating func verbatim(_ content: String) {
        writeLine(content, "")
    }

    /// Writes an empty line unless the previous line is already empty or opens a block.
    mutating func blank() {
        let count = bytes.count
        if count == 0 || (count >= 2 && bytes[count - 2] == 0x0A) || (count >= 2 && bytes[count - 2] == UInt8(ascii: "{")) {
            return
        }
        bytes.append(0x0A)
    }

    /// A code example for a doc comment, indented one level and broken to fit after `/// ` within the limit.
    static func docExample(_ body: (inout SwiftWriter) -> Void) -> [String] {
        var example = SwiftWriter(indentation: .spaces(4), maximumWidth: 116)
        example.indent(body)
        // Its lines, split on the bytes: the writer ends each with a line feed and writes no carriage return.
        var lines: [String] = []
        var start = 0
        for (index, byte) in example.bytes.enumerated() where byte == 0x0A {
            lines.append(String(decoding: example.bytes[start..<index], as: UTF8.self))
            start = index + 1
        }
        return lines
    }

    /// Writes `///` lines for `docs`.
    mutating func docs(_ docs: [String]) {
        for doc in docs { doc.isEmpty ? line("///") : line("/// ", doc) }
    }

    /// Writes the lines of `body` one level deeper.
    mutating func indent(_ body: (inout SwiftWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// Writes `header {`, the body indented, then `}`.
    @_disfavoredOverload
    mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        line(header, " {")
        indent(body)
        line("}")
    }

    /// Writes `body` between `#if condition` and `#endif` (a member that exists only in some builds, `@if(DEBUG)`), or
    /// alone when there is no condition. Directives are never broken, however wide.
    mutating func conditional(_ condition: String?, _ body: (inout SwiftWriter) -> Void) {
        guard let condition else { return body(&self) }
        verbatim("#if " + condition)
        body(&self)
        verbatim("#endif")
    }

    /// Writes `body` once for each combination of `conditions`, in its branch (`#if A && B`, `#elseif`..., `#else`,
    /// `#endif`), told which hold there (`nil`, no condition, always does); once, alone, when there are none. For code
    /// that names every member in one call, which Swift cannot interrupt with `#if`: a memberwise initializer's.
    mutating func branches(_ conditions: [String], _ body: (inout SwiftWriter, _ holds: (String?) -> Bool) -> Void) {
        // Most view models have no conditions: one branch, every member in it.
        guard !conditions.isEmpty else { return body(&self) { _ in true } }
        let branches = CompileCondition.branches(conditions)
        for branch in branches {
            if !branch.directive.isEmpty { verbatim(branch.directive) }
            body(&self) { $0.map(branch.holds.contains) ?? true }
        }
        if !conditions.isEmpty { verbatim("#endif") }
    }

    /// The width of a line at the current level (UTF-8 bytes: never less than the characters an editor shows).
    func width(_ content: String) -> Int {
        content.utf8.count + level * unitWidth
    }

    /// Writes a call or declaration whose arguments go one per line: `open` + arguments + `close`.
    /// A list that fits in one line with the opening stays on it (never, with a `maxWidth` of 0).
    mutating func list(_ open: String, _ items: [String], _ close: String, maxWidth: Int? = nil) {
        let maxWidth = maxWidth ?? maximumWidth
        // The one-line form's width, counted before building it: a long list never builds it.
        let singleWidth = open.utf8.count + items.reduce(0) { $0 + $1.utf8.count } + 2 * max(items.count - 1, 0)
            + close.utf8.count + level * unitWidth
        if items.isEmpty || (maxWidth > 0 && singleWidth <= maxWidth) {
            // A line that fits is written piece by piece, as `line` would write the joined text, without joining it.
            let contentWidth = singleWidth - level * unitWidth
            if contentWidth > 0 && contentWidth <= maximumWidth - level * unitWidth {
                writeIndentation()
                append(open)
                for (index, item) in items.enumerated() {
                    if index > 0 {
                        bytes.append(UInt8(ascii: ","))
                        bytes.append(UInt8(ascii: " "))
                    }
                    append(item)
                }
                append(close)
                bytes.append(0x0A)
                return
            }
            line(open + items.joined(separator: ", ") + close)
            return
        }
        line(open)
        indent { writer in
            for (index, item) in items.enumerated() {
                writer.line(item, index == items.count - 1 ? "" : ",")
            }
        }
        line(close)
    }

    /// Writes a chain of calls, `first.a().b()`, on one line when it fits, else one call a line below the first.
    mutating func chain(_ pieces: [String]) {
        let single = pieces.joined()
        guard width(single) > maximumWidth, let first = pieces.first else {
            line(single)
            return
        }
        line(first)
        indent { writer in
            for piece in pieces.dropFirst() { writer.line(piece) }
        }
    }

    /// Appends lines rendered elsewhere, at the top level.
    mutating func append(_ rendered: [UInt8]) {
        bytes.appendBytes(rendered)
    }

    /// Appends text to the end of the last line written.
    mutating func appendToLastLine(_ suffix: String) {
        guard bytes.last == 0x0A else { return }
        bytes.removeLast()
        append(suffix)
        bytes.append(0x0A)
    }
}
