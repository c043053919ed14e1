import XCTest
@testable import VMGenCore

/// A relay or subject of `Void` with a current value that the view makes and hands in as a trigger (`let loadTrigger:
/// BehaviorRelay<Void>`, made with `BehaviorRelay<Void>(value: ())` so the screen loads as soon as `transform`
/// subscribes): the spec gives it `()`, the one value of `Void`, with a note where it stands, and `--check` finds the
/// surface the same (`Fixtures/Import/WalkFeed` with its call sites).
final class HandedVoidTriggerTests: XCTestCase {
    private static func source(_ module: String, _ trigger: String) -> String {
        """
        import \(module)

        final class FeedViewModel {
            struct Input {
                let loadTrigger: \(trigger)
            }
            struct Output {
                let count: \(module == "Combine" ? "AnyPublisher<Int, Never>" : "Observable<Int>")
            }
            func transform(input: Input) -> Output { fatalError() }
        }
        """
    }

    func testAVoidTriggerTheViewHandsInStartsWithItsOneValue() throws {
        for (module, trigger, kind, holder) in [
            ("RxSwift", "BehaviorRelay<Void>", "relay", "BehaviorRelay"),
            ("RxSwift", "BehaviorRelay<()>", "relay", "BehaviorRelay"),
            ("RxSwift", "BehaviorSubject<Void>", "subject", "BehaviorSubject"),
            ("Combine", "CurrentValueSubject<Void, Never>", "subject", "CurrentValueSubject"),
        ] {
            let source = Self.source(module, trigger)
            let imported = SpecImporter.importFile(source, path: "Feed.swift")
            let spec = try XCTUnwrap(imported.specText, trigger)
            XCTAssertTrue(spec.contains("    - @\(kind) loadTrigger = ()\n"), spec)
            XCTAssertEqual(imported.diagnostics.map(\.formatted), [
                "Feed.swift:5:9: note: 'loadTrigger' is a \(holder) the view makes and hands in: the spec gives it '= ()',"
                    + " the value test support starts its own with; the view model reads the view's",
            ], trigger)
            let specSource = SpecSource(path: "f.vmspec", bytes: Array(spec.utf8))
            XCTAssertEqual(Generator.generate([specSource]).diagnostics.map(\.formatted), [], trigger)
            let check = SurfaceComparison.differences(handWritten: source, path: "Feed.swift", spec: specSource)
            XCTAssertEqual(check.map(\.formatted), [], trigger)
        }
    }

    /// A relay of another type without a usual empty value is the value the logic is handed as it is.
    func testARelayOfAnotherTypeWithoutAnEmptyValueIsTheValueTheLogicIsHanded() throws {
        let imported = SpecImporter.importFile(Self.source("RxSwift", "BehaviorRelay<Walk>"), path: "Feed.swift")
        XCTAssertEqual(imported.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [])
        XCTAssertFalse(try XCTUnwrap(imported.specText).contains("\n    - @relay loadTrigger"))
        XCTAssertTrue(try XCTUnwrap(imported.specText).contains("\n    - @value loadTrigger: BehaviorRelay<Walk>\n"))
    }
}
