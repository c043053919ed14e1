extension SwiftWriter {
    /// A line of code written with string interpolation (`writer.line("let \(name): \(type)")`), built as UTF-8
    /// bytes rather than as a `String`: its pieces are copied once into a buffer in the value itself (`InlineBytes`),
    /// with none of a string's growth, uniqueness checks or grapheme work and, for a line of up to 128 bytes, no
    /// allocation, and the writer copies the buffer into its own. Its bytes are exactly the text `String`
    /// interpolation would give (each interpolated value as `String(describing:)`). A literal without interpolation
    /// is kept as the string it is, which costs nothing to build.
    struct Code: ExpressibleByStringInterpolation {
        // No default values: each initializer sets both once. With defaults, the interpolated bytes were assigned over
        // an empty buffer (zeroed, then destroyed and replaced) rather than moved into place.
        fileprivate var bytes: InlineBytes
        fileprivate var literal: String?

        init(stringLiteral value: String) {
            bytes = InlineBytes()
            literal = value
        }

        init(stringInterpolation: Interpolation) {
            bytes = stringInterpolation.bytes
            literal = nil
        }

        /// The text, for what needs a `String` (a line to break).
        var text: String { literal ?? bytes.withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }

        struct Interpolation: StringInterpolationProtocol {
            var bytes = InlineBytes()

            init(literalCapacity: Int, interpolationCount: Int) {}

            mutating func appendLiteral(_ literal: String) {
                bytes.append(literal)
            }

            mutating func appendInterpolation(_ value: String) {
                bytes.append(value)
            }

            mutating func appendInterpolation(_ value: Substring) {
                if value.utf8.withContiguousStorageIfAvailable({ bytes.append($0) }) == nil { bytes.append(String(value)) }
            }

            /// `items` joined with `separator` between them, as `items.joined(separator:)` writes them, without joining
            /// them first.
            mutating func appendInterpolation(joined items: [String], separator: String = ", ") {
                for (index, item) in items.enumerated() {
                    if index > 0 { bytes.append(separator) }
                    bytes.append(item)
                }
            }

            mutating func appendInterpolation<T>(_ value: T) {
                bytes.append(String(describing: value))
            }
        }
    }

    /// Writes one line given by string interpolation, as `line(_: String)` writes the same text.
    mutating func line(_ code: Code) {
        if let literal = code.literal { return line(literal) }
        let count = code.bytes.count
        if count == 0 { return line("") }
        if count > maximumWidth - currentWidth { return line(code.text) }
        code.bytes.withUnsafeBytes { appendLine($0) }
    }

    /// Writes `header {`, the body indented, then `}`, the header given by string interpolation.
    mutating func block(_ header: Code, _ body: (inout SwiftWriter) -> Void) {
        let count = header.bytes.count + 2
        if let literal = header.literal {
            line(literal, " {")
        } else if count > maximumWidth - currentWidth {
            line(header.text, " {")
        } else {
            header.bytes.withUnsafeBytes { appendLine($0, suffix: " {") }
        }
        indent(body)
        line("}")
    }
}

extension String {
    /// The text of `code`, built as `SwiftWriter.Code` builds a line: its pieces copied once into one buffer (in place
    /// up to 128 bytes), then into the string. For text of several pieces that is kept rather than written at once (an input's storage), at
    /// about half the cost of `String` interpolation, which grows a string piece by piece. The same text.
    init(built code: SwiftWriter.Code) {
        if let literal = code.literal {
            self = literal
        } else {
            self = code.bytes.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
        }
    }
}
