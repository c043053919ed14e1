extension SwiftWriter {
    /// A line of code written with string interpolation (`writer.line("let \(name): \(type)")`), built as UTF-8
    /// bytes rather than as a `String`: its pieces are copied once into one buffer sized for them, with none of a
    /// string's growth, uniqueness checks or grapheme work, and the writer copies the buffer into its own. Its bytes
    /// are exactly the text `String` interpolation would give (each interpolated value as `String(describing:)`).
    /// A literal without interpolation is kept as the string it is, which costs nothing to build.
    struct Code: ExpressibleByStringInterpolation {
        fileprivate var bytes: [UInt8] = []
        fileprivate var literal: String?

        init(stringLiteral value: String) {
            literal = value
        }

        init(stringInterpolation: Interpolation) {
            bytes = stringInterpolation.bytes
        }

        /// The text, for what needs a `String` (a line to break).
        var text: String { literal ?? String(decoding: bytes, as: UTF8.self) }

        @inline(__always)
        fileprivate static func append(_ string: String, to bytes: inout [UInt8]) {
            bytes.appendUTF8(string)
        }

        struct Interpolation: StringInterpolationProtocol {
            var bytes: [UInt8]

            init(literalCapacity: Int, interpolationCount: Int) {
                bytes = []
                // Room for values of 32 bytes: most types and expressions fit, so the buffer seldom grows.
                bytes.reserveCapacity(literalCapacity + 32 * interpolationCount)
            }

            mutating func appendLiteral(_ literal: String) {
                Code.append(literal, to: &bytes)
            }

            mutating func appendInterpolation(_ value: String) {
                Code.append(value, to: &bytes)
            }

            mutating func appendInterpolation(_ value: Substring) {
                bytes.append(contentsOf: value.utf8)
            }

            mutating func appendInterpolation<T>(_ value: T) {
                Code.append(String(describing: value), to: &bytes)
            }
        }
    }

    /// Writes one line given by string interpolation, as `line(_: String)` writes the same text.
    mutating func line(_ code: Code) {
        if let literal = code.literal { return line(literal) }
        let count = code.bytes.count
        if count == 0 { return line("") }
        if count > maximumWidth - currentWidth { return line(code.text) }
        appendLine(code.bytes)
    }

    /// Writes `header {`, the body indented, then `}`, the header given by string interpolation.
    mutating func block(_ header: Code, _ body: (inout SwiftWriter) -> Void) {
        let count = header.bytes.count + 2
        if let literal = header.literal {
            line(literal, " {")
        } else if count > maximumWidth - currentWidth {
            line(header.text, " {")
        } else {
            appendLine(header.bytes, suffix: " {")
        }
        indent(body)
        line("}")
    }
}

extension String {
    /// The text of `code`, built as `SwiftWriter.Code` builds a line: its pieces copied once into one buffer, then
    /// into the string. For text of several pieces that is kept rather than written at once (an input's storage), at
    /// about half the cost of `String` interpolation, which grows a string piece by piece. The same text.
    init(built code: SwiftWriter.Code) {
        if let literal = code.literal {
            self = literal
        } else {
            self = String(decoding: code.bytes, as: UTF8.self)
        }
    }
}
