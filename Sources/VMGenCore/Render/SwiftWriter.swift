/// A tiny code writer: lines, indentation blocks and doc comments, never trailing whitespace.
struct SwiftWriter {
    private(set) var text = ""
    private var level = 0
    private let unit: String

    init(indentation: Indentation) {
        unit = indentation.unit
        text.reserveCapacity(4096)
    }

    /// Writes one line at the current indentation; an empty string writes an empty line.
    mutating func line(_ content: String) {
        if !content.isEmpty {
            for _ in 0..<level { text += unit }
            text += content
        }
        text += "\n"
    }

    /// Writes an empty line unless the previous line is already empty or opens a block.
    mutating func blank() {
        if text.isEmpty || text.hasSuffix("\n\n") || text.hasSuffix("{\n") { return }
        text += "\n"
    }

    /// Writes `///` lines for `docs`.
    mutating func docs(_ docs: [String]) {
        for doc in docs { line(doc.isEmpty ? "///" : "/// " + doc) }
    }

    /// Writes the lines of `body` one level deeper.
    mutating func indent(_ body: (inout SwiftWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// Writes `header {`, the body indented, then `}` (with `footer` after it, such as `)`).
    mutating func block(_ header: String, closing: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        indent(body)
        line(closing)
    }

    /// Writes a call or declaration whose arguments go one per line: `open` + arguments + `close`.
    /// A list that fits in one line with the opening stays on it (never, with a `maxWidth` of 0).
    mutating func list(_ open: String, _ items: [String], _ close: String, maxWidth: Int = 120) {
        let single = open + items.joined(separator: ", ") + close
        if items.isEmpty || (single.count + level * unit.count <= maxWidth && maxWidth > 0) {
            line(single)
            return
        }
        line(open)
        indent { writer in
            for (index, item) in items.enumerated() {
                writer.line(item + (index == items.count - 1 ? "" : ","))
            }
        }
        line(close)
    }

    /// Appends text to the end of the last line written.
    mutating func appendToLastLine(_ suffix: String) {
        guard text.hasSuffix("\n") else { return }
        text.removeLast()
        text += suffix + "\n"
    }
}
