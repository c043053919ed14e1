@testable import VMGenCore
import XCTest

/// The writer's appends (`appendBytes`, `appendRepeated`, `appendUTF8`), which copy into an array's room for more
/// rather than through `append(contentsOf:)`, give the bytes `append(contentsOf:)` gives: past the array's capacity
/// (it grows), from nothing, of nothing, and into an array whose storage another array shares (which keeps its own).
final class ByteAppendingTests: XCTestCase {
    func testAppendsGiveWhatAppendingTheContentsGives() {
        let pieces: [[UInt8]] = [[], [0x41], Array("let value: Observable<String>".utf8), Array(repeating: 0x7A, count: 5000),
                                 Array("é✓ \u{1F600}".utf8), []]
        var fast: [UInt8] = []
        var generic: [UInt8] = []
        for (index, piece) in pieces.enumerated() {
            fast.appendBytes(piece)
            generic.append(contentsOf: piece)
            fast.appendRepeated(0x20, count: index * 3)
            generic.append(contentsOf: repeatElement(0x20, count: index * 3))
            let text = String(decoding: piece, as: UTF8.self)
            fast.appendUTF8(text)
            generic.append(contentsOf: text.utf8)
            XCTAssertEqual(fast, generic, "after piece \(index)")
        }
        XCTAssertEqual(fast.count, 2 * pieces.reduce(0) { $0 + $1.count } + 3 * (1 + 2 + 3 + 4 + 5))
    }

    func testAnArraySharingItsStorageKeepsItsBytes() {
        var bytes = Array("abc".utf8)
        bytes.reserveCapacity(64)
        let shared = bytes
        bytes.appendBytes(Array("def".utf8))
        bytes.appendRepeated(0x2E, count: 2)
        XCTAssertEqual(shared, Array("abc".utf8))
        XCTAssertEqual(bytes, Array("abcdef..".utf8))
    }

    func testNothingAppendedLeavesTheArrayAsItWas() {
        var bytes: [UInt8] = []
        bytes.appendBytes(UnsafeBufferPointer(start: nil, count: 0))
        bytes.appendRepeated(0x20, count: 0)
        bytes.appendUTF8("")
        XCTAssertEqual(bytes, [])
    }

    /// `appendLine` gives what appending the indentation, both pieces and a line feed one by one gives: with and without
    /// indentation, pieces empty or not, past the array's capacity, and into storage another array shares.
    func testALineAppendedAtOnceIsItsPiecesAppendedInTurn() {
        let pieces: [[UInt8]] = [[], [0x41], Array("let value: Observable<String>".utf8), Array(repeating: 0x7A, count: 5000),
                                 Array("é✓ \u{1F600}".utf8)]
        var fast: [UInt8] = []
        var generic: [UInt8] = []
        for (index, first) in pieces.enumerated() {
            for second in pieces {
                for indentation in [0, 4, 9] {
                    let unit: UInt8 = index % 2 == 0 ? 0x20 : 0x09
                    first.withUnsafeBufferPointer { firstBytes in
                        second.withUnsafeBufferPointer { fast.appendLine(indentation: indentation, unit: unit, firstBytes, $0) }
                    }
                    generic.append(contentsOf: repeatElement(unit, count: indentation))
                    generic.append(contentsOf: first)
                    generic.append(contentsOf: second)
                    generic.append(0x0A)
                    XCTAssertEqual(fast, generic, "piece \(index), indentation \(indentation)")
                }
            }
        }
        var bytes = Array("abc".utf8)
        bytes.reserveCapacity(64)
        let shared = bytes
        bytes.appendLine(indentation: 2, unit: 0x20, UnsafeBufferPointer(start: nil, count: 0),
                         UnsafeBufferPointer(start: nil, count: 0))
        XCTAssertEqual(shared, Array("abc".utf8))
        XCTAssertEqual(bytes, Array("abc  \n".utf8))
    }
}
