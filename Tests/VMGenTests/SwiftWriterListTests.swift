@testable import VMGenCore
import XCTest

/// A list that fits on one line is written piece by piece, not joined first: the bytes are those of `line` given the
/// joined text, at every indentation, up to the limit and past it (where `line` breaks it), and with no items.
final class SwiftWriterListTests: XCTestCase {
    func testAOneLineListIsTheJoinedLine() {
        for indentation in [Indentation.spaces(4), .spaces(2), .tab] {
            for level in 0..<3 {
                for count in 0..<5 {
                    for width in [1, 8, 20, 27, 28, 29, 40] {
                        let items = (0..<count).map { String(repeating: "x", count: width) + "\($0)" }
                        for (open, close, maxWidth) in [("call(", ")", nil), ("", "", nil), ("return merge(", ")", 0),
                                                        ("Output(", ") {", 100), ("é(", ")", 200)] as [(String, String, Int?)] {
                            var list = SwiftWriter(indentation: indentation)
                            var joined = SwiftWriter(indentation: indentation)
                            nest(level, &list) { $0.list(open, items, close, maxWidth: maxWidth) }
                            nest(level, &joined) { writer in
                                let singleWidth = writer.width(open + items.joined(separator: ", ") + close)
                                if items.isEmpty || (maxWidth ?? writer.maximumWidth) > 0
                                    && singleWidth <= (maxWidth ?? writer.maximumWidth) {
                                    writer.line(open + items.joined(separator: ", ") + close)
                                } else {
                                    writer.list(open, items, close, maxWidth: maxWidth)
                                }
                            }
                            XCTAssertEqual(list.text, joined.text, "\(indentation) level \(level), \(count) items of \(width)")
                        }
                    }
                }
            }
        }
    }

    func testAFittingListIsOneLine() {
        var writer = SwiftWriter(indentation: .spaces(4))
        writer.indent { $0.list("f(", ["a: 1", "b: 2"], ")") }
        writer.list("g(", [], ")")
        XCTAssertEqual(writer.text, "    f(a: 1, b: 2)\ng()\n")
    }

    private func nest(_ level: Int, _ writer: inout SwiftWriter, _ body: (inout SwiftWriter) -> Void) {
        if level == 0 { return body(&writer) }
        writer.indent { nest(level - 1, &$0, body) }
    }
}
