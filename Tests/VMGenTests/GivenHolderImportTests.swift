import Foundation
import VMGenCore
import XCTest

/// A relay or subject with a current value that a transform-style `Output` is given rather than makes (`let alarm:
/// BehaviorRelay<WeeklyAlarm>`, filled with an editing service's relay, of a type without a usual empty value): the
/// import carries it as what the logic gives as it is, `@constant alarm: BehaviorRelay<WeeklyAlarm>`, with a note,
/// and `--check` finds the surface the same (`Fixtures/Import/AlarmEditor` with its call sites).
final class GivenHolderImportTests: XCTestCase {
    static func source(_ import: String, _ members: String) -> String {
        """
        import \(`import`)

        final class AlarmViewModel {
            struct Input {
                let appear: \(`import` == "Combine" ? "AnyPublisher<Void, Never>" : "Observable<Void>")
            }

            struct Output {
        \(members)
            }

            init(service: AlarmService) {}

            func transform(input: Input) -> Output {
                fatalError()
            }
        }

        """
    }

    func testAHolderOfATypeWithoutAnEmptyValueIsTheConstantTheLogicGives() throws {
        for (module, members, line) in [
            ("RxSwift", "        let alarm: BehaviorRelay<WeeklyAlarm>\n        let names: BehaviorRelay<[String]>",
             "    - @constant alarm: BehaviorRelay<WeeklyAlarm>\n    - @relay names: [String] = []\n"),
            ("RxSwift", "        let alarm: BehaviorSubject<WeeklyAlarm>", "    - @constant alarm: BehaviorSubject<WeeklyAlarm>\n"),
            ("Combine", "        let alarm: CurrentValueSubject<WeeklyAlarm, Never>",
             "    - @constant alarm: CurrentValueSubject<WeeklyAlarm, Never>\n"),
        ] {
            let source = Self.source(module, members)
            let imported = SpecImporter.importFile(source, path: "Alarm.swift")
            let spec = try XCTUnwrap(imported.specText, module)
            XCTAssertTrue(spec.contains(line), spec)
            let holder = members.contains("CurrentValueSubject") ? "CurrentValueSubject" : members.contains("Subject") ? "BehaviorSubject" : "BehaviorRelay"
            let type = String(line.dropFirst("    - @constant alarm: ".count).prefix { $0 != "\n" })
            XCTAssertEqual(imported.diagnostics.map(\.formatted).filter { $0.contains("'alarm'") }, [
                "Alarm.swift:9:9: note: 'alarm' is a \(holder) the view model is given, not one it makes (its declaration"
                    + " starts none, and its type has no usual empty value): the spec carries it as '@constant alarm: \(type)',"
                    + " which the logic gives as it is, the \(holder) it is handed",
            ])
            XCTAssertEqual(imported.diagnostics.filter { $0.severity != .note }.map(\.formatted), [], module)
            let check = SurfaceComparison.differences(handWritten: source, path: "Alarm.swift", spec: SpecSource(path: "A.vmspec", bytes: Array(spec.utf8)))
            XCTAssertEqual(check.map(\.formatted), [], module)
        }
    }

    /// Made where it is declared with what the import cannot read, it is still a warning: the struct makes it.
    func testAHolderMadeWithWhatCannotBeReadIsStillAWarning() throws {
        let source = Self.source("RxSwift", "        let alarm: BehaviorRelay<WeeklyAlarm> = makeAlarm()")
        let imported = SpecImporter.importFile(source, path: "Alarm.swift")
        XCTAssertEqual(imported.diagnostics.filter { $0.severity == .warning }.count, 1, "\(imported.diagnostics.map(\.formatted))")
        XCTAssertFalse(try XCTUnwrap(imported.specText).contains("@constant alarm"))
    }
}
