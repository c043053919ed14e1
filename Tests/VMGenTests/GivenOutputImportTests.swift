import Foundation
import VMGenCore
import XCTest

/// `vmgen import` of a transform-style view model handed its `Output` (`init(output: Output)`, kept in `private let
/// output: Output` and returned by `transform`): `transform-output: given`, the relays the caller starts plain, the
/// struct's own `@made`; `--check` finds the generated surface the same. What the shape cannot say is a warning where
/// it stands (#32).
final class GivenOutputImportTests: XCTestCase {
    static let source = """
        import RxCocoa
        import RxSwift

        final class DatePickerViewModel: ViewModel {
            private let disposeBag = DisposeBag()
            private let output: Output

            init(output: Output) {
                self.output = output
            }
        }

        extension DatePickerViewModel {
            struct Input {
                let dateChanged: Signal<Date>
                let confirmTapped: Signal<Void>
            }

            struct Output {
                /// The sheet's title.
                let title: BehaviorRelay<String>
                let endDate: BehaviorRelay<Date?>
                let isEndless = BehaviorRelay<Bool>(value: false)
                let updateDate = PublishRelay<Date>()
            }
        }

        extension DatePickerViewModel {
            func transform(_ input: Input) -> Output {
                input.dateChanged.emit(to: output.updateDate).disposed(by: disposeBag)
                return output
            }
        }

        protocol ViewModel: AnyObject {
            associatedtype Input
            associatedtype Output
            func transform(_ input: Input) -> Output
        }
        """

    func testTheKeptOutputImportsExactlyAndCheckAgrees() throws {
        let result = SpecImporter.importFile(Self.source, path: "DatePickerViewModel.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .note }.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        for line in [
            "  transform: transform(_ input: Input) -> Output\n",
            "  transform-output: given\n",
            "    /// The sheet's title.\n    - @relay title: String\n",
            "    - @relay endDate: Date?\n",
            "    - @made @relay isEndless: Bool = false\n",
            "    - @made @relay updateDate: Date\n",
        ] {
            XCTAssertTrue(spec.contains(line), "\(line) in\n\(spec)")
        }
        XCTAssertFalse(spec.contains("output: Output"), "the handed Output is no dependency:\n\(spec)")
        let differences = SurfaceComparison.differences(
            handWritten: Self.source, path: "DatePickerViewModel.swift", spec: SpecSource(path: "a.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.formatted), [])
        XCTAssertEqual(Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(spec.utf8))]).diagnostics.map(\.formatted), [])
    }

    /// A relay the caller hands without a current value, or a stream, is no member of the shape: skipped with a
    /// warning where it stands, and `--check` reports it there.
    func testAMemberTheShapeCannotSayIsAWarningWhereItStands() throws {
        let source = Self.source.replacingOccurrences(
            of: "let endDate: BehaviorRelay<Date?>", with: "let endDate: PublishRelay<Date?>")
        let result = SpecImporter.importFile(source, path: "DatePickerViewModel.swift")
        let warnings = result.diagnostics.filter { $0.severity == .warning }.map(\.formatted)
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(warnings.first?.hasPrefix("DatePickerViewModel.swift:22:9: warning: 'endDate: PublishRelay<Date?>' is not"
            + " imported: 'DatePickerViewModel' keeps the 'Output' it is handed ('transform-output: given')") == true, "\(warnings)")
        let spec = try XCTUnwrap(result.specText)
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "DatePickerViewModel.swift", spec: SpecSource(path: "a.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(Set(differences.map(\.location.line)), [22], "\(differences.map(\.formatted))")
    }

    /// One spec has one `transform-output:`: a view model of the same file that makes its own `Output` is not imported.
    func testAViewModelThatMakesItsOwnOutputBesideOneHandedItsIsAWarning() throws {
        let other = """

            final class SummaryViewModel {
                struct Input {
                    let refresh: Observable<Void>
                }
                struct Output {
                    let title: Observable<String>
                }
                func transform(_ input: Input) -> Output {
                    Output(title: input.refresh.map { "" })
                }
            }
            """
        let result = SpecImporter.importFile(Self.source + other, path: "DatePickerViewModel.swift")
        let warnings = result.diagnostics.filter { $0.severity == .warning }.map(\.formatted)
        let line = (Self.source + other).components(separatedBy: "\n").firstIndex { $0.contains("class SummaryViewModel") }! + 1
        XCTAssertEqual(warnings, [
            "DatePickerViewModel.swift:\(line):7: warning: 'SummaryViewModel' is not imported: it makes its own 'Output', and a"
                + " view model above keeps the one it is handed; one spec has one 'transform-output:' option: import it from"
                + " a file of its own",
        ])
        XCTAssertTrue(result.specText?.contains("viewmodel DatePickerViewModel:") == true)
    }
}
