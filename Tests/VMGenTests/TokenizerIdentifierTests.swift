import Foundation
@testable import VMGenCore
import XCTest

/// The import's tokenizer reads names by Swift's identifier grammar (The Swift Programming Language, Lexical
/// Structure): `var 👜 = DisposeBag()` declares `👜`, a combining accent continues a name and cannot start one, and a
/// scalar Swift reads in no token is a located error, on any scalar, never a crash.
final class TokenizerIdentifierTests: XCTestCase {
    private func tokens(_ source: String) -> [SwiftToken] {
        SwiftTokenizer.tokenize(source, path: "A.swift").tokens
    }

    private func errors(_ source: String) -> [String] {
        SwiftTokenizer.tokenize(source, path: "A.swift").diagnostics.filter { $0.severity == .error }.map(\.formatted)
    }

    func testEmojiAndOtherNamesBeyondASCIIAreOneName() {
        let read = tokens("private var 👜 = DisposeBag()\nlet café = 1, e\u{301}tat = 2, 👨‍👩‍👧 = 3, Ωmega2 = 4")
        let names = read.filter { $0.kind == .identifier }.map(\.text)
        XCTAssertEqual(names, ["private", "var", "👜", "DisposeBag", "let", "café", "e\u{301}tat", "👨‍👩‍👧", "Ωmega2"])
        XCTAssertEqual(read[2].location, SourceLocation(line: 1, column: 13))
        XCTAssertEqual(errors("private var 👜 = DisposeBag()"), [])
    }

    func testAnOperatorScalarEndsANameAndTakesItsMarks() {
        // `☆` (U+2606) is an operator head; `❤️` is U+2764 and a variation selector, which an operator may hold.
        let read = tokens("a☆b ❤\u{FE0F}c")
        XCTAssertEqual(read.map(\.text), ["a", "☆", "b", "❤\u{FE0F}", "c"])
        XCTAssertEqual(read.map(\.kind), [.identifier, .punctuation, .identifier, .punctuation, .identifier])
        XCTAssertEqual(errors("a☆b ❤\u{FE0F}c"), [])
    }

    func testAScalarThatCannotStartATokenIsALocatedError() {
        XCTAssertEqual(errors("let \u{301}x = 1"), ["A.swift:1:5: error: a Swift name cannot begin with U+0301 (it may only continue one)"])
        XCTAssertEqual(errors("let a = 1\n  \u{E000}"),
                       ["A.swift:2:3: error: U+E000 is not a character Swift reads outside a string or a comment"])
        XCTAssertEqual(errors("let a\u{1} = 1"),
                       ["A.swift:1:6: error: U+0001 is not a character Swift reads outside a string or a comment"])
        // In a string or a comment any scalar is text.
        XCTAssertEqual(errors("let a = \"\u{301}\u{E000}\u{1}\" // \u{301}\u{E000}"), [])
    }

    /// Every scalar of the planes where the grammar's ranges begin and end (the others lie whole in one range), where
    /// a name starts and where it continues: no crash, every name made of the grammar's scalars, and every diagnostic
    /// on the line of a scalar that starts neither a name nor an operator.
    func testEveryScalarIsReadWithoutACrash() {
        var located = 0
        for plane: UInt32 in [0, 1, 2, 0xE, 0xF, 0x10] {
            var source = String.UnicodeScalarView()
            var lines: [Unicode.Scalar] = []
            for value in (plane << 16)...(plane << 16 | 0xFFFF) {
                guard let scalar = Unicode.Scalar(value), scalar != "\n", scalar != "\r" else { continue }
                source.append("a")
                source.append(scalar)
                source.append(" ")
                source.append(scalar)
                source.append("\n")
                lines.append(scalar)
            }
            let (read, diagnostics) = SwiftTokenizer.tokenize(String(source), path: "A.swift")
            // A backtick's raw name and a `$` name are their own rules.
            for token in read where token.kind == .identifier && !token.text.contains("$")
                && lines[token.location.line - 1] != "`" {
                XCTAssertTrue(Identifier.isValid(token.text), "\(token.text.unicodeScalars.map(SwiftLexicalCharacters.codePoint))")
            }
            for diagnostic in diagnostics {
                let scalar = lines[diagnostic.location.line - 1]
                XCTAssertFalse(SwiftLexicalCharacters.isIdentifierHead(scalar) || SwiftLexicalCharacters.isOperatorHead(scalar),
                               diagnostic.formatted)
            }
            located += diagnostics.count
        }
        XCTAssertGreaterThan(located, 0x20000, "the private use planes are no Swift")
    }

    /// The grammar is Swift's own: at each edge of each range, Swift's parser accepts a name starting or continuing
    /// with the scalar exactly where the tokenizer reads one.
    func testTheGrammarIsTheOneSwiftParses() throws {
        let edges: [UInt32] = [
            0xA8, 0xAA, 0xAD, 0xAF, 0xB2, 0xB5, 0xB7, 0xBA, 0xBC, 0xBE, 0xC0, 0xD6, 0xD8, 0xF6, 0xF8, 0xFF, 0x2FF, 0x300,
            0x36F, 0x370, 0x167F, 0x1681, 0x180D, 0x180F, 0x1DBF, 0x1DC0, 0x1DFF, 0x1E00, 0x1FFF, 0x200B, 0x200D,
            0x202A, 0x202E, 0x203F, 0x2040, 0x2054, 0x2060, 0x206F, 0x2070, 0x20CF, 0x20D0, 0x20FF, 0x2100, 0x218F,
            0x2460, 0x24FF, 0x2606, 0x2776, 0x2793, 0x2C00, 0x2DFF, 0x2E80, 0x2FFF, 0x3004, 0x3007, 0x3021, 0x302F,
            0x3031, 0x303F, 0x3040, 0xD7FF, 0xE000, 0xF900, 0xFD3D, 0xFD40, 0xFDCF, 0xFDF0, 0xFE0F, 0xFE1F, 0xFE20,
            0xFE2F, 0xFE30, 0xFE44, 0xFE47, 0xFFF8, 0xFFFD, 0x10000, 0x1F45C, 0x1FFFD, 0x20000, 0x2FFFD, 0xE0000, 0xEFFFD,
            0xE0100, 0xF0000,
        ]
        let scalars = Set(edges.flatMap { [$0 - 1, $0, $0 + 1] }).sorted().compactMap(Unicode.Scalar.init)
            .filter { !$0.properties.isWhitespace && $0 != "\u{FEFF}" }
        // Line 2n starts a name with the scalar, line 2n + 1 continues one with it.
        var source = ""
        for (index, scalar) in scalars.enumerated() {
            source += "let \(scalar)h\(index) = 1\nlet c\(index)\(scalar) = 1\n"
        }
        let file = try TestSupport.temporaryFolder(self).appendingPathComponent("Names.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let parsed = Compiler.swiftc(["-parse", file.path])
        let rejected = Set(parsed.output.split(separator: "\n").filter {
            $0.hasPrefix(file.path + ":") && $0.contains(": error: ")
        }.compactMap { line in
            line.dropFirst(file.path.count + 1).split(separator: ":").first.flatMap { Int($0) }
        })
        XCTAssertFalse(rejected.isEmpty, parsed.output)
        for (index, scalar) in scalars.enumerated() {
            let code = SwiftLexicalCharacters.codePoint(scalar)
            XCTAssertEqual(!rejected.contains(2 * index + 1), SwiftLexicalCharacters.isIdentifierHead(scalar), "head \(code)")
            XCTAssertEqual(!rejected.contains(2 * index + 2), SwiftLexicalCharacters.isIdentifierCharacter(scalar), "continues \(code)")
        }
    }
}
