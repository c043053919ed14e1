@testable import VMGenCore
import XCTest

/// The shortcuts for text that is ASCII or has nothing to trim give what the walk over characters gave:
/// `String.trimmingSpaces` returns a string with no space or tab at either end as it is, and an option's list of
/// ASCII names is split by its bytes into the items, with their columns, that splitting its characters gave.
final class ASCIITrimAndListTests: XCTestCase {
    /// The walk over characters, as `trimmingSpaces` did it for every string.
    private func trimmedByCharacters(_ text: String) -> String {
        var characters = Substring(text)
        while let first = characters.first, first == " " || first == "\t" { characters.removeFirst() }
        while let last = characters.last, last == " " || last == "\t" { characters.removeLast() }
        return String(characters)
    }

    func testTrimmingGivesWhatTheCharactersGave() {
        let cases = ["", " ", "\t", "a", " a", "a ", "\t a \t", "a b", " \u{301}x", "x \u{301}", "é ", " é", "\u{1F600}",
                     "  \u{301}", "a\t", "\ta", "a \t b"]
        for text in cases {
            XCTAssertEqual(text.trimmingSpaces, trimmedByCharacters(text), "'\(text)'")
            XCTAssertEqual(text.trimmingSpaces.utf8.count, trimmedByCharacters(text).utf8.count, "'\(text)'")
        }
    }

    private func items(_ text: String, column: Int = 10) -> [String] {
        var sink = DiagnosticSink(path: "t.vmspec")
        let located = Located(text, at: SourceLocation(line: 3, column: column))
        let items = OptionResolver.listItems(located, what: "imports", into: &sink) ?? []
        return items.map { "\($0.value)@\($0.location.line):\($0.location.column)" }
    }

    func testAnASCIIListIsSplitAsItsCharactersWere() {
        XCTAssertEqual(items("UIKit, KsApi"), ["UIKit@3:10", "KsApi@3:17"])
        XCTAssertEqual(items("a,,b"), ["a@3:10", "@3:12", "b@3:13"])
        XCTAssertEqual(items(""), ["@3:10"])
        XCTAssertEqual(items("a,"), ["a@3:10", "@3:12"])
        XCTAssertEqual(items(" a , b "), ["a@3:11", "b@3:15"])
        XCTAssertEqual(items("\ta\t,  b"), ["a@3:11", "b@3:16"])
        XCTAssertEqual(items("[a, b]"), ["a@3:11", "b@3:14"])
        XCTAssertEqual(items("  ,  "), ["@3:12", "@3:15"])
        // Beyond ASCII the characters are counted, as before.
        XCTAssertEqual(items("Café, e\u{301}b, c"), ["Café@3:10", "e\u{301}b@3:16", "c@3:20"])
    }
}
