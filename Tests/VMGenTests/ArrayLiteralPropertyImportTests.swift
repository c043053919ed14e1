import Foundation
import VMGenCore
import XCTest

/// A stored property of the class without a written type whose value is an array literal of literals (`let quantities =
/// [30, 50, 100]`, `let prices = ["15,000", "30,000"]`, the rows a shop or settings screen lists, `ArrayLiteralTypes`):
/// imported with the type Swift infers, `- let quantities: [Int] = [30, 50, 100]`, where it used to be a warning ("a
/// stored property without a written type") that kept the members reading it behind (#32).
final class ArrayLiteralPropertyImportTests: XCTestCase {
    static func source(_ properties: String) -> String {
        """
        import Combine
        final class HeartShopViewModel {
            struct Input { let rowTapped: AnyPublisher<Int, Never> }
            struct Output { let total: AnyPublisher<Int, Never> }
        \(properties)
            func transform(input: Input) -> Output {
                Output(total: input.rowTapped.eraseToAnyPublisher())
            }
        }
        """
    }

    func testTheTypeSwiftInfersIsWrittenAndCheckFindsTheClassTheSame() throws {
        let source = Self.source("""
                let quantities = [30, 50, 100]
                let prices = ["15,000", "30,000", "50,000 \\"KRW\\""]
                var rates = [1, 2.5]
                let flags = [true, false]
            """)
        let result = SpecImporter.importFile(source, path: "H.swift")
        XCTAssertEqual(result.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("""
              properties:
                - let quantities: [Int] = [30, 50, 100]
                - let prices: [String] = ["15,000", "30,000", "50,000 \\"KRW\\""]
                - var rates: [Double] = [1, 2.5]
                - let flags: [Bool] = [true, false]

            """), spec)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "H.swift", spec: SpecSource(path: "h.vmspec", bytes: Array(spec.utf8))).map(\.formatted), [])
        try assertCompiles(spec, support: """
            func callSites(_ viewModel: HeartShopViewModel) -> String {
                viewModel.rates.append(3)
                return viewModel.prices[0] + String(viewModel.quantities[1]) + String(viewModel.flags[0])
            }

            """)
    }

    func testWhatTheLiteralDoesNotSayStaysAWarning() {
        for value in ["[]", "[limit, 20]", "[\"\\(name)\"]", "[1, \"a\"]", "[[1], [2]]",
                      // Calls of two types, a call among literals or beside `nil`, an optional's: no one type the text says.
                      "[Item(), Other()]", "[Item(), 1]", "[Item(), nil]", "[Item?(nil)]", "[item.copy()]"] {
            let result = SpecImporter.importFile(Self.source("    let rows = \(value)"), path: "H.swift")
            XCTAssertTrue(result.diagnostics.map(\.formatted).contains {
                $0.contains("'let rows' of 'HeartShopViewModel' is not imported")
            }, "\(value): \(result.diagnostics.map(\.formatted))")
        }
    }

    /// An array literal of calls of one type (`var contactData = [Contact(name: "Jack", age: 21), ...]`, the rows a
    /// sample screen starts with, written over several lines) is that type's array, as a property of one such call is
    /// that type: `- var contactData: [Contact] = [...]`, where it used to be the warning that kept the helpers reading
    /// it behind; `--check` reads it the same, and call sites that read and append compile against the generated class.
    func testAnArrayOfCallsOfOneTypeIsThatTypesArray() throws {
        let source = """
            struct Contact {
                var name: String
                var age: Int
            }

            enum Catalog {
                struct Row {
                    let title: String
                }
            }

            """ + Self.source("""
                var contactData = [
                    Contact(name: "Jack", age: 21),
                    Contact(name: "Hue, \\"the second\\"", age: 23),
                ]
                let rows = [Catalog.Row(title: "A"), Catalog.Row.init(title: "B")]

                func newData() {
                    contactData.append(Contact(name: "New", age: rows.count))
                }
            """)
        let result = SpecImporter.importFile(source, path: "H.swift")
        let spec = try XCTUnwrap(result.specText, result.diagnostics.map(\.formatted).joined(separator: "\n"))
        // The two types declared beside the view model move as written to a file of the team's own (their warnings).
        XCTAssertFalse(result.diagnostics.contains { $0.message.contains("'var contactData'") || $0.message.contains("'let rows'") },
                       result.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertTrue(spec.contains("- var contactData: [Contact] = ["), spec)
        XCTAssertTrue(spec.contains("- let rows: [Catalog.Row] = ["), spec)
        XCTAssertTrue(result.diagnostics.contains { $0.severity == .note && $0.message.contains("'func newData()'") },
                      result.diagnostics.map(\.formatted).joined(separator: "\n"))
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "H.swift", spec: SpecSource(path: "h.vmspec", bytes: Array(spec.utf8)))
            .filter { $0.severity == .error }.map(\.formatted)
        // What moves: the two types declared beside the view model, and the helper to the team's extension.
        XCTAssertEqual(differences.count, 3, differences.joined(separator: "\n"))
        XCTAssertTrue(differences.allSatisfy { $0.contains("Contact") || $0.contains("Catalog") || $0.contains("moves to an extension") },
                      differences.joined(separator: "\n"))
        try assertCompiles(spec, support: """
            struct Contact {
                var name: String
                var age: Int
            }
            enum Catalog {
                struct Row {
                    let title: String
                }
            }
            extension HeartShopViewModel {
                func newData() {
                    contactData.append(Contact(name: "New", age: rows.count))
                }
            }
            func callSites(_ viewModel: HeartShopViewModel) -> String {
                viewModel.newData()
                return viewModel.contactData[2].name + viewModel.rows[1].title
            }

            """)
    }
}
