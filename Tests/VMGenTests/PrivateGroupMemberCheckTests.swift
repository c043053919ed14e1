@testable import VMGenCore
import XCTest

/// What `--check` compares of an `Input` or `Output` that keeps private members: import carries a `fileprivate` member
/// the class writes into (an `Input`'s `fileprivate let isReloading`, an `Output`'s `fileprivate let itemsRelay` behind
/// a read-only stream), so the check compares it too; only what import reads as a subject-style `Output`'s machinery
/// (`SubjectOutputMachinery`) is left out of both sides. (Leaving out every private member made the generated code
/// "add" the carried member: s13's street-drop-iOS and s22's NO-BUS.app went from equal to differing.)
final class PrivateGroupMemberCheckTests: XCTestCase {
    private static let subject = """
        import RxSwift

        final class ReloadButtonViewModel {
            struct Input {
                let tap = PublishSubject<Void>()
                fileprivate let isReloading = BehaviorSubject(value: false)
            }
            struct Output {
                fileprivate let reload = PublishSubject<Void>()
                let isEnabled = BehaviorSubject(value: true)
            }
            let input = Input()
            let output = Output()
            private let disposeBag = DisposeBag()

            init() {
                input.isReloading.map { !$0 }.bind(to: output.isEnabled).disposed(by: disposeBag)
                input.tap.bind(to: output.reload).disposed(by: disposeBag)
            }
        }
        """

    private static let transform = """
        import RxSwift
        import RxCocoa

        final class LevelViewModel {
            struct Input {
                let appear: PublishRelay<Void>
            }
            struct Output {
                let title = PublishRelay<String>()
                fileprivate let levelsRelay = PublishRelay<[Int]>()
                var levels: Observable<[Int]> {
                    levelsRelay.asObservable()
                }
            }
            func transform(input: Input, disposeBag: DisposeBag) -> Output {
                let output = Output()
                input.appear.map { "Levels" }.bind(to: output.title).disposed(by: disposeBag)
                input.appear.map { [1, 2, 3] }.bind(to: output.levelsRelay).disposed(by: disposeBag)
                return output
            }
        }
        """

    private func differences(_ source: String, spec: String) -> [String] {
        SurfaceComparison.differences(handWritten: source, path: "ViewModel.swift",
                                      spec: SpecSource(path: "ViewModel.vmspec", bytes: Array(spec.utf8))).map(\.formatted)
    }

    func testAPrivateMemberImportCarriesIsComparedAndFoundEqual() throws {
        for source in [Self.subject, Self.transform] {
            let imported = SpecImporter.importFile(source, path: "ViewModel.swift")
            let spec = try XCTUnwrap(imported.specText, "\(imported.diagnostics.map(\.formatted))")
            XCTAssertEqual(differences(source, spec: spec), [], spec)
        }
    }

    func testTheCheckStillSeesAPrivateInputMemberTheSpecLeavesOut() throws {
        let spec = try XCTUnwrap(SpecImporter.importFile(Self.subject, path: "ViewModel.swift").specText)
        let carried = spec.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.contains("isReloading") }
        XCTAssertEqual(carried.count, 1, spec)
        let without = spec.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("isReloading") }.joined(separator: "\n")
        let found = differences(Self.subject, spec: without)
        XCTAssertTrue(found.contains { $0.contains("isReloading") }, "\(found)")
    }

    func testTheSubjectOutputsPrivateMachineryIsNotImportedNorCompared() throws {
        let imported = SpecImporter.importFile(Self.subject, path: "ViewModel.swift")
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertFalse(spec.contains("reload:") || spec.contains(" reload\n"), spec)
        XCTAssertTrue(imported.diagnostics.contains { $0.severity == .note && $0.formatted.contains("'fileprivate let reload'") },
                      "\(imported.diagnostics.map(\.formatted))")
    }
}
