import Foundation
import VMGenCore
import XCTest

/// `vmgen import` of a subject-style view model handed its own `Input` and `Output` with defaults (`init(input: Input =
/// Input(), output: Output = Output(), coordinator: ...)`), each struct making its relays and subjects:
/// `subject-contract: given`, the initializer taking both as the app's does; `--check` finds the generated surface the
/// same. Any other shape is read as before, the generated class making its own, with a warning (#32).
final class GivenSubjectContractImportTests: XCTestCase {
    static let source = """
        import RxCocoa
        import RxSwift

        final class SplashViewModel: BaseViewModel {
            struct Input {
                let viewDidLoadTrigger: PublishSubject<Void> = PublishSubject()
                let nickname = BehaviorRelay<String>(value: "")
            }

            struct Output {
                /// The days the calendar shows.
                let calendarDays: BehaviorRelay<[Int]> = BehaviorRelay<[Int]>(value: [])
                let loginChecked = PublishRelay<Bool>()
            }

            let input: Input
            let output: Output

            private weak var coordinator: AppCoordinator?
            private let disposeBag = DisposeBag()

            init(input: Input = Input(), output: Output = Output(), coordinator: AppCoordinator?) {
                self.input = input
                self.output = output
                self.coordinator = coordinator
                input.viewDidLoadTrigger.map { true }.bind(to: output.loginChecked).disposed(by: disposeBag)
            }
        }

        protocol BaseViewModel {
            associatedtype Input
            associatedtype Output
            var input: Input { get }
            var output: Output { get }
        }
        """

    func testTheHandedInputAndOutputImportExactlyAndCheckAgrees() throws {
        let result = SpecImporter.importFile(Self.source, path: "SplashViewModel.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        for line in [
            "  styles: subject\n",
            "  subject-contract: given\n",
            "    - @subject viewDidLoadTrigger\n",
            "    - @relay nickname(_ value: String) = \"\"\n",
            "    /// The days the calendar shows.\n    - @relay calendarDays: [Int] = []\n",
            "    - @relay loginChecked: Bool\n",
        ] {
            XCTAssertTrue(spec.contains(line), "\(line) in\n\(spec)")
        }
        XCTAssertFalse(spec.contains("Input()"), "the handed Input is no dependency:\n\(spec)")
        let differences = SurfaceComparison.differences(
            handWritten: Self.source, path: "SplashViewModel.swift", spec: SpecSource(path: "a.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.formatted), [])
        XCTAssertEqual(Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(spec.utf8))]).diagnostics.map(\.formatted), [])
    }

    /// An `Output` member the struct does not make (the caller's), or an `Output` without a default: read as before,
    /// the generated class making its own, with the warning where the initializer stands.
    func testAnotherShapeIsReadAsBeforeWithItsWarning() throws {
        for source in [
            Self.source.replacingOccurrences(of: "let loginChecked = PublishRelay<Bool>()", with: "let loginChecked: PublishRelay<Bool>"),
            Self.source.replacingOccurrences(of: "output: Output = Output(),", with: "output: Output,"),
        ] {
            let result = SpecImporter.importFile(source, path: "SplashViewModel.swift")
            XCTAssertFalse(result.specText?.contains("subject-contract") == true, result.specText ?? "")
            let warnings = result.diagnostics.filter { $0.severity == .warning }.map(\.formatted)
            XCTAssertTrue(warnings.contains { $0.hasPrefix("SplashViewModel.swift:22:5:") }, "\(warnings)")
        }
    }

    /// One spec has one `subject-contract:`: a view model of the same file that makes its own is not imported.
    func testAViewModelThatMakesItsOwnBesideOneHandedItsIsAWarning() throws {
        let other = """

            final class SummaryViewModel {
                struct Input {
                    let refresh = PublishRelay<Void>()
                }
                struct Output {
                    let title: Driver<String>
                }
                let input: Input
                let output: Output
                init() {
                    input = Input()
                    output = Output(title: input.refresh.map { "" }.asDriver(onErrorJustReturn: ""))
                }
            }
            """
        let result = SpecImporter.importFile(Self.source + other, path: "SplashViewModel.swift")
        let warnings = result.diagnostics.filter { $0.severity == .warning }.map(\.formatted)
        let line = (Self.source + other).components(separatedBy: "\n").firstIndex { $0.contains("class SummaryViewModel") }! + 1
        XCTAssertEqual(warnings, [
            "SplashViewModel.swift:\(line):7: warning: 'SummaryViewModel' is not imported: it makes its own 'Input' and"
                + " 'Output', and a view model above keeps the ones it is handed; one spec has one 'subject-contract:' option:"
                + " import it from a file of its own",
        ])
        XCTAssertTrue(result.specText?.contains("viewmodel SplashViewModel:") == true)
    }
}
