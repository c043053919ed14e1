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

    /// A line is wrapped by the set of spec lines whose texts it carries: one text written twice on the same spec line
    /// wraps it, on two spec lines leaves it alone; brackets, attributes and comments decide as before, and the first
    /// line of a file is found as any other.
    func testALineIsWrappedByTheSpecLinesWhoseTextsItCarries() {
        let sameLine = SourceLocations.Table([
            SourceOrigin(text: "[Item]", line: 3, name: "items", anchor: "Item"),
            SourceOrigin(text: "[Item]", line: 3, name: "items", anchor: "Item"),
            SourceOrigin(text: "Item?", line: 6, name: "selected", anchor: "Item"),
        ])
        let source = """
            @MainActor
            final class A {
                let a: [Item]
                var b: Item? = nil
                var c: Item? = nil
                func f(
                    d: Item?
                ) {}
                let e: [Item] // Item?
            }

            """
        let annotated = String(decoding: SourceLocations.annotate(Array(source.utf8), file: "Specs/A.vmspec", table: sameLine), as: UTF8.self)
        XCTAssertEqual(annotated, """
            @MainActor
            final class A {
            #sourceLocation(file: "Specs/A.vmspec", line: 3)
                let a: [Item]
            #sourceLocation(file: "Specs/A.vmspec", line: 6)
                var b: Item? = nil
            #sourceLocation(file: "Specs/A.vmspec", line: 6)
                var c: Item? = nil
            #sourceLocation()
                func f(
                    d: Item?
                ) {}
            #sourceLocation(file: "Specs/A.vmspec", line: 3)
                let e: [Item] // Item?
            #sourceLocation()
            }

            """)
        let first = String(decoding: SourceLocations.annotate(Array("let a: [Item]\n".utf8), file: "A.vmspec", table: sameLine), as: UTF8.self)
        XCTAssertEqual(first, "#sourceLocation(file: \"A.vmspec\", line: 3)\nlet a: [Item]\n#sourceLocation()\n")
        // The same text on two spec lines: either would mislead, so no line moves.
        let twoLines = SourceLocations.Table([
            SourceOrigin(text: "[Item]", line: 3, name: "items", anchor: "Item"),
            SourceOrigin(text: "[Item]", line: 4, name: "others", anchor: "Item"),
        ])
        XCTAssertEqual(SourceLocations.annotate(Array(source.utf8), file: "Specs/A.vmspec", table: twoLines), Array(source.utf8))
    }

    /// A line's indentation is passed over eight and four spaces at a time: an anchor after any number of spaces, or
    /// right at a line's start, is found as before, spaces before a tab are passed over as far as they go, and a line
    /// of spaces alone, at the file's end too, is read to its end.
    func testAnAnchorAfterAnyIndentationIsFound() {
        for width in [0, 1, 3, 4, 5, 7, 8, 9, 12, 13, 16, 17, 20] {
            let indentation = String(repeating: " ", count: width)
            let source = "struct A {\n\(indentation)let item: Itme\n\(indentation)\tlet other: Int\n"
                + String(repeating: " ", count: width + 8) + "\n}\n" + indentation
            let annotated = String(
                decoding: SourceLocations.annotate(Array(source.utf8), file: "A.vmspec", table: table), as: UTF8.self)
            XCTAssertEqual(annotated, "struct A {\n#sourceLocation(file: \"A.vmspec\", line: 5)\n\(indentation)let item: Itme\n"
                + "#sourceLocation()\n\(indentation)\tlet other: Int\n" + String(repeating: " ", count: width + 8)
                + "\n}\n" + indentation, "indented \(width)")
        }
    }

    /// Brackets are counted as the scan passes over them, outside strings and comments only, and an anchor is read
    /// where an identifier starts, the file's first byte too: a line inside a bracket (or after one a string or
    /// comment leaves open) is no statement of its own, and stays as it is.
    func testBracketsCountOutsideStringsAndCommentsAndTheFirstByteStartsAnIdentifier() {
        let source = """
            Itme(a: 1)
            let a = "(" + f(Itme(), [Itme]) // (
            let b: Itme
            let c = g(
                Itme
            )
            let d = x / y; let e: Itme

            """
        let annotated = String(decoding: SourceLocations.annotate(Array(source.utf8), file: "A.vmspec", table: table), as: UTF8.self)
        XCTAssertEqual(annotated, """
            #sourceLocation(file: "A.vmspec", line: 5)
            Itme(a: 1)
            #sourceLocation(file: "A.vmspec", line: 5)
            let a = "(" + f(Itme(), [Itme]) // (
            #sourceLocation(file: "A.vmspec", line: 5)
            let b: Itme
            #sourceLocation()
            let c = g(
                Itme
            )
            #sourceLocation(file: "A.vmspec", line: 5)
            let d = x / y; let e: Itme
            #sourceLocation()

            """)
    }

    /// A `?` attached to what it follows (an optional type, `B??`, optional chaining) ends nothing by itself: its line
    /// and the one after it stand between directives. A `?` or `??` after whitespace (a ternary, nil-coalescing) goes on
    /// to the next line, and optional chaining continued with `.` on the next line is caught by what continues it.
    func testAPostfixQuestionMarkEndsItsLineAndATernaryDoesNot() {
        let source = """
            struct A {
                weak var a: Itme?
                let b: Itme
                let c: [Itme]? // or nil ?
                let d: Itme<Int>??
                let e: (() -> Itme)?
                let f = flag ?
                    Itme() : nil
                let g = h ??
                    Itme()
                let i = Itme.shared?
                    .value
                let j: Itme
            }

            """
        let annotated = String(decoding: SourceLocations.annotate(Array(source.utf8), file: "A.vmspec", table: table), as: UTF8.self)
        XCTAssertEqual(annotated, """
            struct A {
            #sourceLocation(file: "A.vmspec", line: 5)
                weak var a: Itme?
            #sourceLocation(file: "A.vmspec", line: 5)
                let b: Itme
            #sourceLocation(file: "A.vmspec", line: 5)
                let c: [Itme]? // or nil ?
            #sourceLocation(file: "A.vmspec", line: 5)
                let d: Itme<Int>??
            #sourceLocation(file: "A.vmspec", line: 5)
                let e: (() -> Itme)?
            #sourceLocation()
                let f = flag ?
                    Itme() : nil
                let g = h ??
                    Itme()
                let i = Itme.shared?
                    .value
            #sourceLocation(file: "A.vmspec", line: 5)
                let j: Itme
            #sourceLocation()
            }

            """)
    }

    /// The directives go into the file's own buffer when it has room for them, moving its lines up, else into a new
    /// one: the same bytes either way.
    func testDirectivesGoIntoTheFilesOwnBufferWhenItHasRoom() {
        let source = Array("struct A {\n    let a: Itme\n    let b: Int\n    let c: Itme\n    let d: Itme\n}\n".utf8)
        let expected = "struct A {\n#sourceLocation(file: \"A.vmspec\", line: 5)\n    let a: Itme\n#sourceLocation()\n"
            + "    let b: Int\n#sourceLocation(file: \"A.vmspec\", line: 5)\n    let c: Itme\n"
            + "#sourceLocation(file: \"A.vmspec\", line: 5)\n    let d: Itme\n#sourceLocation()\n}\n"
        var roomy: [UInt8] = []
        roomy.reserveCapacity(4096)
        roomy.append(contentsOf: source)
        let roomyAddress = roomy.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let inPlace = SourceLocations.annotate(consume roomy, file: "A.vmspec", table: table)
        XCTAssertEqual(String(decoding: inPlace, as: UTF8.self), expected)
        XCTAssertEqual(inPlace.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }, roomyAddress)
        var tight: [UInt8] = []
        tight.reserveCapacity(source.count)
        tight.append(contentsOf: source)
        XCTAssertLessThan(tight.capacity, source.count + 100)
        // Consumed outside the assertion's autoclosure: `consume` of a variable the closure captures releases it twice.
        let copied = SourceLocations.annotate(consume tight, file: "A.vmspec", table: table)
        XCTAssertEqual(String(decoding: copied, as: UTF8.self), expected)
    }
}
