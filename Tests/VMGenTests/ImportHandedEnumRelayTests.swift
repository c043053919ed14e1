import XCTest
@testable import VMGenCore

/// A `BehaviorRelay` of the app's enum that the view makes and hands in (`let sort: BehaviorRelay<SortOrder>`): the
/// spec gives it the enum's first case, the value test support starts its own with, with a note where it stands.
final class ImportHandedEnumRelayTests: XCTestCase {
    private func imported(support: String) -> (spec: String?, diagnostics: [String]) {
        let source = """
            import RxCocoa
            import RxSwift

            final class FilterViewModel {
                struct Input {
                    let sort: BehaviorRelay<SortOrder>
                    let apply: Observable<Void>
                }
                struct Output {
                    let count: Driver<Int>
                }
                func transform(input: Input) -> Output { fatalError() }
            }
            """
        let context = SpecImporter.declarations(of: support, path: "Support.swift")
        let result = SpecImporter.importFile(source, path: "Filter.swift", context: context)
        return (result.specText, result.diagnostics.map(\.formatted))
    }

    func testTheFirstCaseOfTheAppsEnumStartsTheRelay() throws {
        let (spec, diagnostics) = imported(support: "enum SortOrder { case price, rating }\n")
        XCTAssertTrue(try XCTUnwrap(spec).contains("    - @relay sort(_ value: SortOrder) = .price\n"), spec ?? "")
        XCTAssertEqual(diagnostics, [
            "Filter.swift:6:9: note: 'sort' is a BehaviorRelay the view makes and hands in: the spec gives it '= .price',"
                + " the value test support starts its own with; the view model reads the view's",
        ])
        // The spec it writes generates without an error.
        let generated = Generator.generate([SpecSource(path: "f.vmspec", bytes: Array(try XCTUnwrap(spec).utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
    }

    /// Without a first case to start with, the relay is the value the logic is handed as it is, the view's
    /// (`HandedHolderValueInputTests`).
    func testAFirstCaseWithValuesOrAnEnumDeclaredTwiceIsTheValueTheLogicIsHanded() throws {
        for support in ["enum SortOrder { case by(String), price }\n",
                        "enum SortOrder { case price }\nenum Other { enum SortOrder { case rating } }\n"] {
            let (spec, diagnostics) = imported(support: support)
            XCTAssertFalse(spec?.contains("    - @relay sort") ?? false, spec ?? "")
            XCTAssertTrue(try XCTUnwrap(spec).contains("    - @value sort: BehaviorRelay<SortOrder>\n"), spec ?? "")
            XCTAssertEqual(diagnostics.filter { $0.contains("warning") }, [])
            XCTAssertTrue(diagnostics.contains {
                $0.contains("note: 'sort' is a BehaviorRelay the view makes and hands in, of a type vmgen knows no starting"
                    + " value for (no usual empty value, no enum the files read with it declare whose first case takes no"
                    + " values)")
            }, "\(diagnostics)")
        }
    }
}
