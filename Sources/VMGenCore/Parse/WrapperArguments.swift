/// The arguments of a property's wrapper in a spec (`- @Injected(\.searchUseCase) var useCase: SearchUseCase`), as
/// written: from the `(` at the cursor to the `)` that closes it, brackets and string literals balanced.
enum WrapperArguments {
    /// The text from `(` to its `)`, both included, with the cursor after it; nil (the cursor unmoved) when the line
    /// ends first.
    static func read(_ cursor: inout LineCursor) -> String? {
        var scan = cursor
        var depth = 0
        var text: [UInt8] = []
        var quoted = false
        while let byte = scan.current {
            text.append(byte)
            scan.offset += 1
            if quoted {
                if byte == UInt8(ascii: "\\"), let next = scan.current {
                    text.append(next)
                    scan.offset += 1
                } else if byte == UInt8(ascii: "\"") {
                    quoted = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): quoted = true
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 {
                    cursor = scan
                    return String(decoding: text, as: UTF8.self)
                }
            default: break
            }
        }
        return nil
    }
}
