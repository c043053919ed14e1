@testable import VMGenCore
import XCTest

/// The parser's shortcuts give what the general forms gave: `LineCursor.consumeKeyword`, which compares a literal where
/// it lies, what comparing an array of its bytes gave; and `Identifier.isValid`'s path for ASCII names the grammar's
/// answer.
final class ASCIIShortcutTests: XCTestCase {
    func testValidIdentifiersByTheirASCIIBytesAndBeyond() {
        let heads = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_".utf8)
        let digits = Set("0123456789".utf8)
        // Every name of one or two ASCII bytes: a head, then heads or digits.
        for first in UInt8(1)..<0x80 {
            let one = String(decoding: [first], as: UTF8.self)
            XCTAssertEqual(Identifier.isValid(one), heads.contains(first), "\(first)")
            for second in UInt8(1)..<0x80 {
                let two = String(decoding: [first, second], as: UTF8.self)
                XCTAssertEqual(
                    Identifier.isValid(two), heads.contains(first) && (heads.contains(second) || digits.contains(second)),
                    "\(first) \(second)")
            }
        }
        XCTAssertFalse(Identifier.isValid(""))
        XCTAssertTrue(Identifier.isValid("viewDidLoad2"))
        XCTAssertFalse(Identifier.isValid("view-did"))
        // Beyond ASCII the grammar's scalars decide, an ASCII prefix or not.
        XCTAssertTrue(Identifier.isValid("café"))
        XCTAssertTrue(Identifier.isValid("e\u{301}"))
        XCTAssertTrue(Identifier.isValid("é1"))
        XCTAssertFalse(Identifier.isValid("1é"))
        XCTAssertFalse(Identifier.isValid("\u{301}e"))
        XCTAssertFalse(Identifier.isValid("a✓"))
        XCTAssertFalse(Identifier.isValid("a-é"))
    }

    private func cursor(_ line: String, at offset: Int = 0) -> LineCursor {
        let source = SourceText(Array(line.utf8))
        return LineCursor(source: source, line: 1, start: offset, end: source.lines[0].upperBound)
    }

    func testAKeywordIsConsumedWhereItStandsAlone() {
        var any = cursor("  any Service")
        XCTAssertTrue(any.consumeKeyword("any"))
        XCTAssertEqual(any.offset, 5)
        var prefix = cursor("anyService")
        XCTAssertFalse(prefix.consumeKeyword("any"))
        XCTAssertEqual(prefix.offset, 0)
        var atEnd = cursor("x.Type", at: 2)
        XCTAssertTrue(atEnd.consumeKeyword("Type"))
        XCTAssertTrue(atEnd.isAtEnd)
        var short = cursor("x.Typ", at: 2)
        XCTAssertFalse(short.consumeKeyword("Type"))
        XCTAssertEqual(short.offset, 2)
        var other = cursor("async throws")
        XCTAssertFalse(other.consumeKeyword("throws"))
        XCTAssertTrue(other.consumeKeyword("async"))
        XCTAssertTrue(other.consumeKeyword("throws"))
        var differs = cursor("anz")
        XCTAssertFalse(differs.consumeKeyword("any"))
        var dashed = cursor("some-thing")
        XCTAssertFalse(dashed.consumeKeyword("some"), "a dash continues a name while scanning")
    }
}
