@testable import VMGenCore
import XCTest

/// A transform-style view model whose method its team named otherwise (`func transfer(input: Input) -> Output`, `func
/// convert(input: Input, disposedBag: DisposeBag) -> Output`, as some apps name every screen's): without a
/// `transform`, the one method neither private nor static taking the nested `Input` and returning the nested `Output`
/// is read as the transform, its name kept by the `transform:` option, so the screens' calls compile unchanged
/// (`Fixtures/Import/ParcelTracker` with its call sites). It used to be a warning that vmgen found no contract (#32).
final class RenamedTransformImportTests: XCTestCase {
    static let screen = """
        import RxCocoa
        import RxSwift

        final class NoticeViewModel {
            struct Input {
                let viewWillAppear: Observable<Void>
                let selectNotice: Observable<Int>
            }

            struct Output {
                let titles: Driver<[String]>
            }

            private let service: NoticeService

            init(service: NoticeService) {
                self.service = service
            }

            func transfer(input: NoticeViewModel.Input) -> NoticeViewModel.Output {
                fatalError("the logic")
            }
        }

        """

    func testTheMethodUnderAnotherNameIsReadAsTheTransformKeepingItsName() throws {
        let result = SpecImporter.importFile(Self.screen, path: "NoticeViewModel.swift")
        XCTAssertEqual(result.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("  transform: transfer(input: Input) -> Output\n"), spec)
        XCTAssertTrue(spec.contains("    - selectNotice(_ value: Int)\n"), spec)
        // The spec generates a class whose method call sites reach by its name, and `--check` finds the surfaces equal.
        let source = SpecSource(path: "NoticeViewModel.vmspec", bytes: Array(spec.utf8))
        let generated = Generator.generate([source])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        XCTAssertTrue(generated.files.contains { $0.contents.contains("func transfer(input: Input) -> Output") })
        XCTAssertEqual(SurfaceComparison.differences(handWritten: Self.screen, path: "NoticeViewModel.swift", spec: source)
            .map(\.formatted), [])
    }

    /// A private helper of the same shape (`private func viewDidLoad(_ input: Input) -> Output`) is no transform, and
    /// two candidates are no one transform: the import says it finds no contract, where the class stands, as before.
    func testAPrivateHelperOrTwoCandidatesAreNoTransform() throws {
        let helper = Self.screen.replacingOccurrences(of: "    func transfer(", with: "    private func transfer(")
        let helperResult = SpecImporter.importFile(helper, path: "NoticeViewModel.swift")
        XCTAssertNil(helperResult.specText)
        XCTAssertEqual(helperResult.diagnostics.map(\.formatted).map { $0.prefix(80) }, [
            "NoticeViewModel.swift:4:7: warning: 'NoticeViewModel' is not imported: vmgen finds no contract of it in this file"
                .prefix(80),
        ])
        let two = Self.screen.replacingOccurrences(of: "    private let service", with: """
                func reload(input: Input) -> Output {
                    fatalError("the logic")
                }

                private let service
            """)
        let twoResult = SpecImporter.importFile(two, path: "NoticeViewModel.swift")
        XCTAssertNil(twoResult.specText)
        XCTAssertEqual(twoResult.diagnostics.count, 1, "\(twoResult.diagnostics.map(\.formatted))")
    }

    /// Beside a `transform`, a method of the same shape stays what it was: the `transform` is the contract.
    func testATransformBesideItStaysTheContract() throws {
        let both = Self.screen.replacingOccurrences(of: "    private let service", with: """
                func transform(input: Input) -> Output {
                    fatalError("the logic")
                }

                private let service
            """)
        let spec = try XCTUnwrap(SpecImporter.importFile(both, path: "NoticeViewModel.swift").specText)
        XCTAssertFalse(spec.contains("  transform: transfer("), spec)
    }
}
