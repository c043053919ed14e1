import XCTest
@testable import VMGenCore

/// A relay or subject with a current value that the view makes and hands in to a transform `Input`: the spec gives
/// it its type's natural starting value (`Set<String>` `[]`, `Int32` `0`, `Dictionary<String, Bool>` `[:]`), the value
/// test support starts its own with; a type without one is a warning that spells the line to write. A relay of
/// `Output` named like one of `Input` (the one `transform` hands back) is an output like any other
/// (`Fixtures/Import/PlaceSearch`).
final class HandedRelayStartTests: XCTestCase {
    private func imported(_ input: String, output: String = "let count: Driver<Int>") -> (spec: String, diagnostics: [String]) {
        let source = """
            import RxCocoa
            import RxSwift

            final class FilterViewModel {
                struct Input {
                    \(input)
                }
                struct Output {
                    \(output)
                }
                func transform(input: Input) -> Output { fatalError() }
            }
            """
        let result = SpecImporter.importFile(source, path: "Filter.swift")
        return (result.specText ?? "", result.diagnostics.map(\.formatted))
    }

    func testTheNaturalStartingValuesOfTheGenericSpellingsAndOtherNumbers() {
        for (type, start) in [
            ("Set<String>", "[]"), ("Array<Int>", "[]"), ("Swift.Set<Int>", "[]"), ("ContiguousArray<Int>", "[]"),
            ("Dictionary<String, [Int]>", "[:]"), ("Optional<Date>", "nil"), ("Int32", "0"), ("UInt8", "0"),
            ("TimeInterval", "0"), ("Decimal", "0"), ("Swift.Int16", "0"),
        ] {
            XCTAssertEqual(StructStyleRecognizer.emptyValue(of: type), start, type)
        }
        for type in ["Date", "Alarm", "Set<Int, Int>", "Dictionary<String>", "Result<Int, Error>", "Int32?x"] {
            XCTAssertNil(StructStyleRecognizer.naturalStartingValue(of: type), type)
        }
    }

    func testAHandedRelayOfSuchATypeStartsWithItAndTheSpecGenerates() throws {
        let (spec, diagnostics) = imported("let tags: BehaviorRelay<Set<String>>\n        let radius: BehaviorRelay<Int32>")
        XCTAssertTrue(spec.contains("    - @relay tags(_ value: Set<String>) = []\n    - @relay radius(_ value: Int32) = 0\n"), spec)
        XCTAssertEqual(diagnostics.filter { $0.contains("warning") }, [])
        XCTAssertTrue(diagnostics.contains {
            $0.hasPrefix("Filter.swift:6:9: note: 'tags' is a BehaviorRelay the view makes and hands in: the spec gives it '= []'")
        }, "\(diagnostics)")
        let generated = Generator.generate([SpecSource(path: "f.vmspec", bytes: Array(spec.utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
    }

    /// Without one, it is the value the logic is handed as it is, the view's (`HandedHolderValueInputTests`).
    func testWithoutANaturalValueItIsTheValueTheLogicIsHanded() {
        let (spec, diagnostics) = imported("let alarm: BehaviorRelay<Alarm>")
        XCTAssertFalse(spec.contains("    - @relay alarm"), spec)
        XCTAssertTrue(spec.contains("    - @value alarm: BehaviorRelay<Alarm>\n"), spec)
        XCTAssertEqual(diagnostics, [
            "Filter.swift:6:9: note: 'alarm' is a BehaviorRelay the view makes and hands in, of a type vmgen knows no"
                + " starting value for (no usual empty value, no enum the files read with it declare whose first case"
                + " takes no values): the spec carries it as '@value alarm:"
                + " BehaviorRelay<Alarm>', which the logic is handed as it is, the view's; test support's probe takes one"
                + " in its initializer",
        ])
    }

    /// `Output(selectedBorough: input.selectedBorough)`: the relay the view handed in, handed back. Named like the
    /// `Input` member, it is still `Output`'s: a relay output with its type's starting value and a note, not a warning
    /// about a relay the view hands in.
    func testAnOutputRelayNamedLikeAnInputIsAnOutput() throws {
        let (spec, diagnostics) = imported(
            "let selectedBorough: BehaviorRelay<Int>\n        let appear: Observable<Void>",
            output: "let selectedBorough: BehaviorRelay<Int>\n        let when: BehaviorRelay<Date>")
        XCTAssertTrue(spec.contains("""
              inputs:
                - @relay selectedBorough(_ value: Int) = 0
                - appear
              outputs:
                - @relay selectedBorough: Int = 0
                - @constant when: BehaviorRelay<Date>
            """), spec)
        XCTAssertEqual(diagnostics.filter { $0.contains("warning") }, [])
        let differences = SurfaceComparison.differences(
            handWritten: """
                import RxCocoa
                import RxSwift

                final class FilterViewModel {
                    struct Input {
                        let selectedBorough: BehaviorRelay<Int>
                        let appear: Observable<Void>
                    }
                    struct Output {
                        let selectedBorough: BehaviorRelay<Int>
                        let when: BehaviorRelay<Date>
                    }
                    func transform(input: Input) -> Output { fatalError() }
                }
                """, path: "Filter.swift", spec: SpecSource(path: "f.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.formatted), [])
        let generated = Generator.generate([SpecSource(path: "f.vmspec", bytes: Array(spec.utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
    }
}
