@testable import VMGenCore
import XCTest

/// `InlineBytes` holds what it is given, in order, whether the bytes stay in place or move to an array past its
/// 128 bytes, and a line built in it (`SwiftWriter.Code`) is the same text either way.
final class InlineBytesTests: XCTestCase {
    private func appending(_ pieces: [String]) -> InlineBytes {
        var bytes = InlineBytes()
        for piece in pieces { bytes.append(piece) }
        return bytes
    }

    func testBytesInPlaceAndPastThemAreThePiecesInOrder() {
        let cases: [[String]] = [
            [],
            [""],
            ["let x = 1"],
            ["é", "ü", "🇫🇷", " — "],
            // Exactly 128 bytes, in place; then one more, which moves them all.
            [String(repeating: "a", count: 100), String(repeating: "b", count: 28)],
            [String(repeating: "a", count: 100), String(repeating: "b", count: 28), "c"],
            // One piece wider than the room in place, and pieces after it.
            [String(repeating: "x", count: 300), "y", String(repeating: "z", count: 200)],
            (0..<40).map { "piece\($0), " },
        ]
        for pieces in cases {
            let bytes = appending(pieces)
            let expected = Array(pieces.joined().utf8)
            XCTAssertEqual(bytes.count, expected.count, "\(pieces)")
            XCTAssertEqual(bytes.isEmpty, expected.isEmpty)
            XCTAssertEqual(bytes.array, expected, "\(pieces)")
            XCTAssertEqual(bytes.withUnsafeBytes { Array($0) }, expected, "\(pieces)")
        }
    }

    func testACopyKeepsItsOwnBytes() {
        var first = appending(["abc"])
        let copy = first
        first.append("def")
        XCTAssertEqual(copy.array, Array("abc".utf8))
        XCTAssertEqual(first.array, Array("abcdef".utf8))
        var long = appending([String(repeating: "q", count: 200)])
        let longCopy = long
        long.append("r")
        XCTAssertEqual(longCopy.count, 200)
        XCTAssertEqual(long.count, 201)
    }

    /// A line or header longer than the bytes held in place is written as the same text joined as a `String`.
    func testLongInterpolatedLinesAreTheStringsLines() {
        let name = String(repeating: "veryLongName", count: 12)
        let type = "Observable<(row: Int, total: Int)>"
        var interpolated = SwiftWriter(indentation: .spaces(4), maximumWidth: 400)
        var joined = SwiftWriter(indentation: .spaces(4), maximumWidth: 400)
        interpolated.line("let \(name): \(type) = \(name)")
        joined.line(String("let " + name + ": " + type + " = " + name))
        interpolated.block("func \(name)(value: \(type))") { $0.line("return") }
        joined.block(String("func " + name + "(value: " + type + ")")) { $0.line(String("return")) }
        XCTAssertEqual(interpolated.text, joined.text)
        XCTAssertEqual(String(built: "\(name)\(name)\(type)"), name + name + type)
    }
}
