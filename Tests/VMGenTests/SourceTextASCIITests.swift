@testable import VMGenCore
import XCTest

/// `SourceText`'s path for a file of ASCII bytes (a column is the byte's offset on its line, and no line is scanned
/// for invalid UTF-8) gives what the path for other files gives on the same lines.
final class SourceTextASCIITests: XCTestCase {
    func testAnASCIIFileIsKnownAsSuchAndAnyOtherByteIsNot() {
        XCTAssertTrue(SourceText(Array("viewmodel A:\n  inputs:\r\n".utf8)).isASCII)
        XCTAssertTrue(SourceText([]).isASCII)
        // A byte-order mark is skipped, not counted as text.
        XCTAssertTrue(SourceText([0xEF, 0xBB, 0xBF] + Array("options:".utf8)).isASCII)
        XCTAssertFalse(SourceText(Array("- café: String".utf8)).isASCII)
        XCTAssertFalse(SourceText([0x61, 0x80, 0x0A]).isASCII)
        XCTAssertFalse(SourceText(Array("a\nb\n\u{7F}é".utf8)).isASCII)
    }

    func testColumnsOfAnASCIIFileAreThoseTheTableGivesForTheSameLine() {
        let ascii = "viewmodel A:\n\tinputs:\r\n  - tap(_ x: Int)\rtail"
        // The same lines and a last line beyond ASCII: its columns come from the tables, the others' from theirs.
        let mixed = ascii + "\n- é: \u{1F600} x"
        let fast = SourceText(Array(ascii.utf8))
        let slow = SourceText(Array(mixed.utf8))
        XCTAssertTrue(fast.isASCII)
        XCTAssertFalse(slow.isASCII)
        XCTAssertEqual(fast.lines, Array(slow.lines.dropLast()))
        for (index, range) in fast.lines.enumerated() {
            // Offsets before, inside and after the line are clamped to it.
            for offset in (range.lowerBound - 2)...(range.upperBound + 2) {
                XCTAssertEqual(
                    fast.location(line: index + 1, offset: offset), slow.location(line: index + 1, offset: offset),
                    "line \(index + 1) offset \(offset)")
            }
        }
        let last = slow.lines.last!
        XCTAssertEqual(slow.location(line: slow.lines.count, offset: last.lowerBound + 5).column, 5)
    }

    func testOnlyAFileBeyondASCIIIsScannedForInvalidUTF8() {
        XCTAssertNil(SourceText(Array("options:\n  framework: rxswift\n".utf8)).firstInvalidUTF8())
        XCTAssertNil(SourceText(Array("- é: String\n".utf8)).firstInvalidUTF8())
        let invalid = SourceText(Array("options:\n  ab".utf8) + [0xC3, 0x28])
        XCTAssertEqual(invalid.firstInvalidUTF8()?.line, 2)
        XCTAssertEqual(invalid.firstInvalidUTF8()?.offset, 13)
    }
}
