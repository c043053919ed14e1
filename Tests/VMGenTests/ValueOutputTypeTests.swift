import Foundation
import VMGenCore
import XCTest

/// A value output of an `Output` object started with a call of a type or an array of such calls, no type written
/// (`@Published var selected = Kind(id: 3, name: "Catalog")`, `@Published var items = [Row(title: "Name"), ...]`, the
/// rows an info screen of s17's AkfaSmart lists): typed as Swift types it, `Kind`, `[Row]` (`[[Row]]` for rows of rows),
/// as the `Input`'s and `Output`'s other members are, where it used to be a warning ("its type is neither written nor
/// that of a literal"); `--check` reads it the same way.
final class ValueOutputTypeTests: XCTestCase {
    static func source(_ values: String) -> String {
        """
        import Combine
        final class InfoViewModel {
            struct Input { let reload: AnyPublisher<Void, Never> }
            final class Output: ObservableObject {
        \(values)
            }
            func transform(input: Input) -> Output {
                Output()
            }
        }
        """
    }

    func testACallOrAnArrayOfCallsIsTypedAndCheckFindsTheClassTheSame() throws {
        let source = Self.source("""
                    @Published var selected = Kind(id: 3, name: "Catalog, all")
                    @Published var items = [
                        Row(title: "Name"),
                        Row(title: "Born, in")
                    ]
                    @Published var sections = [[Row(title: "A")], [Row(title: "B"), Row(title: "C")]]
            """)
        let result = SpecImporter.importFile(source, path: "I.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .note }.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("    - @value selected: Kind = Kind(id: 3, name: \"Catalog, all\")\n"), spec)
        XCTAssertTrue(spec.contains("    - @value items: [Row] = ["), spec)
        XCTAssertTrue(spec.contains("    - @value sections: [[Row]] = [[Row(title: \"A\")], [Row(title: \"B\"), Row(title: \"C\")]]\n"), spec)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "I.swift", spec: SpecSource(path: "i.vmspec", bytes: Array(spec.utf8))).map(\.formatted), [])
        let generated = Generator.generate([SpecSource(path: "i.vmspec", bytes: Array(spec.utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        XCTAssertTrue(generated.files.first?.contents.contains("@Published var items: [Row] = [") == true)
    }

    func testWhatTheTextDoesNotSayStaysAWarning() {
        for value in ["[Row(title: \"A\"), Kind(id: 1, name: \"B\")]", "[[Row(title: \"A\")], [1]]", "row.copy()", "[]"] {
            let result = SpecImporter.importFile(Self.source("        @Published var items = \(value)"), path: "I.swift")
            XCTAssertTrue(result.diagnostics.map(\.formatted).contains {
                $0.contains("'@Published var items = ") && $0.contains("is not imported")
            }, "\(value): \(result.diagnostics.map(\.formatted))")
        }
    }
}
