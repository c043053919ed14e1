/// Which Unicode scalars start and continue a Swift name or operator, exactly as The Swift Programming Language's
/// Lexical Structure gives them (`identifier-head`, `identifier-character`, `operator-head`, `operator-character`) and
/// Swift's lexer reads them: `var 👜 = DisposeBag()` declares a property named `👜`, `let café = 1` one named `café`,
/// `☆` is an operator and `e\u{301}` a name whose second scalar is a combining accent. Where the two differ, as the
/// compiler reads them (a name's `U+FE47–U+FFFD` ends at `U+FFF8`: `Identifier.isHead`). Total over every scalar.
public enum SwiftLexicalCharacters {
    /// `identifier-head`: a scalar that may start a name (`Identifier`'s grammar, which validates a spec's names).
    public static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        Identifier.isHead(scalar.value)
    }

    /// `identifier-character`: a scalar that may continue a name (the digits and combining marks besides the heads).
    public static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        Identifier.isHead(scalar.value) || Identifier.isContinuation(scalar.value)
    }

    /// `operator-head`: a scalar that may start an operator (`.` included, which starts a dot operator).
    public static func isOperatorHead(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F, 0x2E: return true
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0...0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
             0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default: return false
        }
    }

    /// What an operator may hold after its first scalar besides the heads: combining marks and variation selectors.
    public static func isOperatorMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default: return false
        }
    }

    /// `U+0301`: a scalar as Unicode names it, for a message (printable whatever the scalar is).
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
