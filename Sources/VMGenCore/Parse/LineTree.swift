/// The lines of a spec arranged by indentation, with `///` doc comments attached to the line they precede
/// and `#` or `//` comments and blank lines dropped. The first stage of parsing.
final class LineNode {
    let line: Int
    let indent: Int
    /// Byte range of the content: after the indentation, without trailing spaces.
    let content: Range<Int>
    let docs: [String]
    let docsLocation: SourceLocation?
    var children: [LineNode] = []
    var childIndent: Int?

    init(line: Int, indent: Int, content: Range<Int>, docs: [String], docsLocation: SourceLocation?) {
        self.line = line
        self.indent = indent
        self.content = content
        self.docs = docs
        self.docsLocation = docsLocation
    }
}

enum LineTree {
    /// Builds the tree of `source`'s lines under a root node, reporting indentation problems to `sink`.
    static func build(_ source: SourceText, into sink: inout DiagnosticSink) -> LineNode {
        let root = LineNode(line: 0, indent: -1, content: 0..<0, docs: [], docsLocation: nil)
        root.childIndent = 0
        var stack: [LineNode] = [root]
        var pendingDocs: [String] = []
        var pendingDocsLocation: SourceLocation?
        /// The first line indented, and whether it used tabs: the file's indentation style.
        var indentStyle: (line: Int, usesTabs: Bool)?
        let bytes = source.bytes

        for (index, range) in source.lines.enumerated() {
            let lineNumber = index + 1
            var start = range.lowerBound
            var sawTab = false
            var sawSpace = false
            while start < range.upperBound, bytes[start] == 0x20 || bytes[start] == 0x09 {
                if bytes[start] == 0x09 { sawTab = true } else { sawSpace = true }
                start += 1
            }
            var end = range.upperBound
            while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            if start == end { continue }

            if bytes[start] == UInt8(ascii: "/"), end - start >= 3, bytes[start + 1] == UInt8(ascii: "/"),
               bytes[start + 2] == UInt8(ascii: "/") {
                var textStart = start + 3
                if textStart < end, bytes[textStart] == 0x20 { textStart += 1 }
                if pendingDocs.isEmpty { pendingDocsLocation = source.location(line: lineNumber, offset: start) }
                pendingDocs.append(source.text(textStart..<end))
                continue
            }
            if bytes[start] == UInt8(ascii: "#")
                || (bytes[start] == UInt8(ascii: "/") && end - start >= 2 && bytes[start + 1] == UInt8(ascii: "/")) {
                continue
            }

            let width = start - range.lowerBound
            // A line whose indentation cannot be measured against the others is reported and left out, so that
            // it does not cause misleading errors about the structure around it.
            if sawTab && sawSpace {
                sink.error(
                    "indentation mixes tabs and spaces; indent with one or the other",
                    at: SourceLocation(line: lineNumber, column: 1))
                pendingDocs = []
                pendingDocsLocation = nil
                continue
            } else if sawTab || sawSpace {
                if let style = indentStyle {
                    if style.usesTabs != sawTab {
                        sink.error(
                            "indentation uses \(sawTab ? "tabs" : "spaces") here but \(style.usesTabs ? "tabs" : "spaces")"
                                + " on line \(style.line); indent with one or the other",
                            at: SourceLocation(line: lineNumber, column: 1))
                        pendingDocs = []
                        pendingDocsLocation = nil
                        continue
                    }
                } else {
                    indentStyle = (lineNumber, sawTab)
                }
            }

            while let top = stack.last, top.indent >= width { stack.removeLast() }
            let parent = stack.last ?? root
            let node = LineNode(
                line: lineNumber, indent: width, content: start..<end, docs: pendingDocs,
                docsLocation: pendingDocsLocation)
            pendingDocs = []
            pendingDocsLocation = nil
            if let expected = parent.childIndent, expected != width {
                let message = parent === root
                    ? "unexpected indentation; 'viewmodel' and 'options' start at the beginning of the line"
                    : "indentation does not match the lines above it (expected \(expected) columns, found \(width))"
                sink.error(message, at: SourceLocation(line: lineNumber, column: 1))
                // Reported once: the line and the lines below it are left out, so that they cause no errors about
                // where they stand.
                stack.append(node)
                continue
            } else if parent.childIndent == nil {
                parent.childIndent = width
            }
            parent.children.append(node)
            stack.append(node)
        }
        if let location = pendingDocsLocation {
            sink.warning("doc comment at the end of the file documents nothing", at: location)
        }
        return root
    }
}
