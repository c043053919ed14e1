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
        for value in ["[]", "[limit, 20]", "[\"\\(name)\"]", "[1, \"a\"]", "[[1], [2]]", "[Item(), Item()]"] {
            let result = SpecImporter.importFile(Self.source("    let rows = \(value)"), path: "H.swift")
            XCTAssertTrue(result.diagnostics.map(\.formatted).contains {
                $0.contains("'let rows' of 'HeartShopViewModel' is not imported")
            }, "\(value): \(result.diagnostics.map(\.formatted))")
        }
    }
}
