import Foundation
import VMGenCore
import XCTest

/// A subject-style view model whose class makes its `input` where it declares it, writing each relay's and subject's
/// starting value in the call that makes the struct (`let input = Input(loadStarted: BehaviorRelay<Void>(value: ()),
/// ...)`, the struct's members declared without one), as every screen of the corpus's `fujiko` does: the import
/// reads the value from that call (`- @relay loadStarted = ()`), where it used to skip the member with a warning that
/// called it an observer (`Fixtures/Import/ExpenseLedger` with its call sites).
final class InputCallStartingValueTests: XCTestCase {
    static let rxSource = """
        import RxCocoa
        import RxSwift

        final class DashboardViewModel {
            struct Input {
                let loadStarted: BehaviorRelay<Void>
                let filter: BehaviorSubject<String>
                let status: BehaviorRelay<Status>
                let settingsTapped: PublishSubject<Void>
            }

            struct Output {
                let refreshing: BehaviorRelay<Bool>
            }

            let input = Input(loadStarted: BehaviorRelay<Void>(value: ()),
                              filter: BehaviorSubject<String>(value: ""),
                              status: .init(value: .inProgress),
                              settingsTapped: PublishSubject<Void>())
            let output = Output(refreshing: BehaviorRelay<Bool>(value: false))

            init(service: Int) {}
        }

        """

    func testTheImportReadsTheValueWhereTheClassMakesItsInputAndCheckFindsTheSurfaceTheSame() throws {
        let imported = SpecImporter.importFile(Self.rxSource, path: "Dashboard.swift")
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("""
              inputs:
                - @relay loadStarted = ()
                - @subject filter(_ value: String) = ""
                - @relay status(_ value: Status) = .inProgress
                - @subject settingsTapped

            """), spec)
        let check = SurfaceComparison.differences(
            handWritten: Self.rxSource, path: "Dashboard.swift", spec: SpecSource(path: "D.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(check.map(\.formatted), [])
    }

    func testCombineAndTheStructsQualifiedNameAreReadSo() throws {
        let source = """
            import Combine

            final class TimerViewModel {
                struct Input {
                    let seconds: CurrentValueSubject<Int, Never>
                    let start: PassthroughSubject<Void, Never>
                }

                struct Output {
                    let label: CurrentValueSubject<String, Never>
                }

                let input = TimerViewModel.Input(seconds: CurrentValueSubject<Int, Never>(30), start: .init())
                let output = Output(label: .init(""))
            }

            """
        let imported = SpecImporter.importFile(source, path: "Timer.swift")
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("""
                - @subject seconds(_ value: Int) = 30
                - @subject start

            """), spec)
    }

    func testAnArgumentThatIsNoHolderMadeThereIsStillTheWarning() throws {
        // A relay the class keeps elsewhere and hands the struct: no value is written where `input` is made.
        let shared = Self.rxSource.replacingOccurrences(of: "status: .init(value: .inProgress)", with: "status: Self.sharedStatus")
        let imported = SpecImporter.importFile(shared, path: "Dashboard.swift")
        XCTAssertEqual(imported.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [
            "Dashboard.swift:8:9: warning: 'status: BehaviorRelay<Status>' is not imported: a BehaviorRelay the view sends"
                + " into starts with the value written where it is made, in its declaration or in the call that makes"
                + " 'input', and none is written there that vmgen reads",
        ])
        XCTAssertTrue(try XCTUnwrap(imported.specText).contains("# not imported: status: BehaviorRelay<Status>"))
        // Made by another call than the struct's initializer: no call is read, the warnings stand.
        let assigned = Self.rxSource.replacingOccurrences(of: "let input = Input(", with: "let input = Input.make(")
        XCTAssertEqual(SpecImporter.importFile(assigned, path: "Dashboard.swift").diagnostics
            .filter { $0.severity == .warning }.count, 2)
    }

    func testAPlainValueOfTheInputIsAWarningSayingSo() throws {
        let source = Self.rxSource.replacingOccurrences(of: "let settingsTapped: PublishSubject<Void>\n",
                                                        with: "let settingsTapped: PublishSubject<Void>\n        var currentPage: Int = 0\n")
        let imported = SpecImporter.importFile(source, path: "Dashboard.swift")
        XCTAssertEqual(imported.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [
            "Dashboard.swift:10:9: warning: 'currentPage: Int' is not imported: a plain value of the Input of the subject"
                + " style, which the view sets, is no input: that Input holds the observers, relays and subjects the view"
                + " sends into",
        ])
    }
}
