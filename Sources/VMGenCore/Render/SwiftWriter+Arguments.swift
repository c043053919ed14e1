/// `label: value`, an argument of a call (`Output(isLoading: output.isLoading.share(), ...)`), kept as its two pieces:
/// the writer copies them where the argument lands (`SwiftWriter.list(_:arguments:_:)`, `joined:` in a line), rather
/// than each being joined into a string of its own first, which cost an allocation, a copy and a check of the bytes.
struct Argument {
    /// The label as a call writes it (`Identifier.label`: backticks only for `inout`).
    let label: String
    let value: String

    init(_ label: String, _ value: String) {
        self.label = Identifier.label(label)
        self.value = value
    }

    /// The bytes of `label: value`.
    var count: Int { label.utf8.count + 2 + value.utf8.count }

    /// `label: value` joined, for a line too wide, which is broken as text.
    var text: String { String(built: "\(label): \(value)") }
}

extension SwiftWriter {
    /// Writes a call whose arguments go one per line, `open` + `label: value`... + `close`, exactly as
    /// `list(_:_:_:)` writes the arguments' texts; on one line when it fits.
    mutating func list(_ open: String, arguments items: [Argument], _ close: String) {
        let indentation = currentWidth
        // The one-line form's width, counted before building it.
        let singleWidth = open.utf8.count + items.reduce(0) { $0 + $1.count } + 2 * max(items.count - 1, 0)
            + close.utf8.count + indentation
        if items.isEmpty || singleWidth <= maximumWidth {
            let contentWidth = singleWidth - indentation
            if contentWidth > 0 && contentWidth <= maximumWidth - indentation {
                writeIndentation()
                append(open)
                for (index, item) in items.enumerated() {
                    append(index > 0 ? ", " : "")
                    append(item.label)
                    append(": ")
                    append(item.value)
                }
                append(close)
                append("\n")
                return
            }
            line(open + items.map(\.text).joined(separator: ", ") + close)
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

    /// Writes `label: value` then `suffix` as one line, as `line(_:_:)` writes the argument's text and `suffix`.
    mutating func line(_ item: Argument, _ suffix: String) {
        if item.count + suffix.utf8.count > maximumWidth - currentWidth { return line(item.text, suffix) }
        writeIndentation()
        append(item.label)
        append(": ")
        append(item.value)
        append(suffix)
        append("\n")
    }
}

extension SwiftWriter.Code.Interpolation {
    /// The arguments as `label: value`, separated by `, `, as `joined:` writes their texts.
    mutating func appendInterpolation(joined items: [Argument]) {
        for (index, item) in items.enumerated() {
            if index > 0 { bytes.append(", ") }
            bytes.append(item.label)
            bytes.append(": ")
            bytes.append(item.value)
        }
    }
}
