@testable import VMGenCore
import XCTest

final class IdentifierPackingTests: XCTestCase {
    private func packing(_ text: String) -> IdentifierPacking {
        Array(text.utf8).withUnsafeBufferPointer { IdentifierPacking($0) }
    }

    func testEqualNamesOfOneLengthPackAlikeAndOthersDoNot() {
        let names = ["", "a", "do", "if", "in", "is", "as", "case", "cast", "init", "inout", "internal", "protocol",
                     "precedencegroup", "precedencegroups", "abcdefgh", "abcdefgi", "abcdefghX", "abcdefghY",
                     "ïf", "\u{212A}", "a\u{301}", "Self", "self"]
        for first in names {
            // The same bytes, in a string built apart, pack alike.
            XCTAssertEqual(packing(first), packing(String(decoding: Array(first.utf8), as: UTF8.self)), first)
            for second in names where second.utf8.count == first.utf8.count {
                XCTAssertEqual(packing(first) == packing(second), Array(first.utf8) == Array(second.utf8),
                               "\(first) \(second)")
            }
        }
    }

    func testBytesLandInTheirWordsInOrder() {
        let packed = packing("abcdefghij")
        XCTAssertEqual(packed.low, 0x6867_6665_6463_6261)
        XCTAssertEqual(packed.high, 0x6A69)
        XCTAssertEqual(packing("").low, 0)
        XCTAssertEqual(packing("").high, 0)
        // Sixteen bytes fill both words.
        let full = packing("0123456789abcdef")
        XCTAssertEqual(full.high >> 56, UInt64(UInt8(ascii: "f")))
    }

    func testKeywordsAreFoundByTheirPackingAndOthersAreNot() {
        for keyword in Identifier.keywords {
            XCTAssertTrue(Identifier.isKeyword(keyword), keyword)
            XCTAssertFalse(Identifier.isKeyword(keyword + "_"), keyword)
            let shorter = String(keyword.dropLast())
            XCTAssertEqual(Identifier.isKeyword(shorter), Identifier.keywords.contains(shorter), shorter)
        }
        // Same length as a keyword, one byte different in either word; longer than any packing; beyond ASCII.
        for name in ["precedencegroupx", "precedencegroupS", "precedencegrouq", "qrecedencegroup", "associatedtypes",
                     "fallthrougt", "ïnit", "x", "", String(repeating: "a", count: 40)] {
            XCTAssertEqual(Identifier.isKeyword(name), Identifier.keywords.contains(name), name)
        }
    }
}
