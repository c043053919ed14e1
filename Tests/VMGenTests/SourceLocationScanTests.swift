import VMGenCore
import XCTest

/// The scan that finds the generated lines to wrap in `#sourceLocation` directives reads an anchor only where an
/// identifier starts, outside string literals and comments, and reads a file to its last byte, line feed or not.
final class SourceLocationScanTests: XCTestCase {
    let table = SourceLocations.Table([SourceOrigin(text: "Itme", line: 5, name: "select", anchor: "Itme")])

    func testOnlyAWholeIdentifierOutsideStringsAndCommentsIsAnAnchor() {
        let source = """
            struct A {
                let item: Itme
                let other: MyItme = "Itme"
                let count = 1 // Itme
            }

            """
        let annotated = String(decoding: SourceLocations.annotate(Array(source.utf8), file: "Specs/A.vmspec", table: table), as: UTF8.self)
        XCTAssertEqual(annotated, """
            struct A {
            #sourceLocation(file: "Specs/A.vmspec", line: 5)
                let item: Itme
            #sourceLocation()
                let other: MyItme = "Itme"
                let count = 1 // Itme
            }

            """)
    }

    func testTheLastLineIsReadWithoutALineFeed() {
        let source = "struct A {\n}\nlet item: Itme"
        let annotated = String(decoding: SourceLocations.annotate(Array(source.utf8), file: "Specs/A.vmspec", table: table), as: UTF8.self)
        XCTAssertTrue(annotated.hasPrefix("struct A {\n}\n#sourceLocation(file: \"Specs/A.vmspec\", line: 5)\nlet item: Itme"), annotated)
        // Without an anchor, the same bytes.
        let plain = "struct A {\n}\nlet item: Int"
        XCTAssertEqual(SourceLocations.annotate(Array(plain.utf8), file: "Specs/A.vmspec", table: table), Array(plain.utf8))
    }
}
