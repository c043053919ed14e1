@testable import VMGenCore
import XCTest

/// A call's arguments kept as their two pieces (`Argument`) and written where they land are the lines their joined
/// texts (`RenderContext.argument`) gave.
final class ArgumentListTests: XCTestCase {
    /// `list(_:arguments:_:)` writes what `list(_:_:_:)` writes for the arguments' texts: none, one, several, a label
    /// that needs backticks, text beyond ASCII, a list too wide for one line, an argument too wide for its own, nested.
    func testArgumentListsAreTheListsOfTheirTexts() {
        let wide = String(repeating: "w", count: 130)
        let cases: [[(String, String)]] = [
            [], [("isLoading", "output.isLoading.share()")], [("inout", "x"), ("é", "Ü"), ("b", "c")],
            (0..<12).map { ("argument\($0)", "output.value\($0).asDriver(onErrorDriveWith: .empty())") },
            [("short", "a"), ("long", wide)],
        ]
        for items in cases {
            let arguments = items.map { Argument($0.0, $0.1) }
            let texts = items.map { RenderContext.argument($0.0, $0.1) }
            XCTAssertEqual(arguments.map(\.text), texts)
            XCTAssertEqual(arguments.map(\.count), texts.map(\.utf8.count))
            var listed = SwiftWriter(indentation: .spaces(4))
            var expected = SwiftWriter(indentation: .spaces(4))
            listed.list("let output = Output(", arguments: arguments, ")")
            expected.list("let output = Output(", texts, ")")
            listed.indent { $0.indent { $0.list("return (", arguments: arguments, "),") } }
            expected.indent { $0.indent { $0.list("return (", texts, "),") } }
            if let first = arguments.first, let text = texts.first {
                listed.line(first, ",")
                expected.line(text, ",")
            }
            XCTAssertEqual(listed.text, expected.text)
            XCTAssertEqual(String(built: "f(\(joined: arguments))"), "f(" + texts.joined(separator: ", ") + ")")
        }
        // The wide list went one argument a line, and the label that needs them kept its backticks.
        var writer = SwiftWriter(indentation: .spaces(4))
        writer.list("call(", arguments: (0..<12).map { Argument("inout", "value\($0)") }, ")")
        XCTAssertTrue(writer.text.hasPrefix("call(\n    `inout`: value0,\n"), writer.text)
    }
}
