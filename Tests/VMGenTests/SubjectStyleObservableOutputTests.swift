@testable import VMGenCore
import XCTest

/// An `Observable` among the `Driver` outputs of an RxCocoa subject-bridged view model (`Fixtures/Import/TicketScanner`,
/// with its call sites): the import writes it `@observable`, as it does for the transform style, so the generated
/// `Output` keeps it an `Observable` and call sites that type it so (`let accepted: Observable<Ticket> =
/// viewModel.output.accepted`) do not change.
final class SubjectStyleObservableOutputTests: XCTestCase {
    static let source = """
        import RxCocoa
        import RxSwift

        final class ScannerViewModel: ViewModelProtocol {
            struct Input {
                let code: AnyObserver<String>
            }

            struct Output {
                let isChecking: Driver<Bool>
                let accepted: Observable<String>
            }

            let input: Input
            let output: Output

            private let codeSubject = PublishSubject<String>()

            init() {
                input = Input(code: codeSubject.asObserver())
                output = Output(isChecking: codeSubject.map { _ in true }.asDriver(onErrorJustReturn: false),
                                accepted: codeSubject.asObservable())
            }
        }
        """

    func testAnObservableAmongDriversIsObservableAndTheSurfacesAreEqual() throws {
        let imported = SpecImporter.importFile(Self.source, path: "ScannerViewModel.swift")
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("framework: rxcocoa\n"), spec)
        XCTAssertTrue(spec.contains("styles: subject\n"), spec)
        XCTAssertTrue(spec.contains("    - isChecking: Bool\n"), spec)
        XCTAssertTrue(spec.contains("    - @observable accepted: String\n"), spec)
        let source = SpecSource(path: "Scanner.vmspec", bytes: Array(spec.utf8))
        let code = Generator.generate([source])
        XCTAssertEqual(code.diagnostics.map(\.formatted), [])
        let text = code.files.map(\.contents).joined()
        XCTAssertTrue(text.contains("let accepted: Observable<String>"), text)
        XCTAssertTrue(text.contains("let isChecking: Driver<Bool>"), text)
        XCTAssertEqual(SurfaceComparison.differences(handWritten: Self.source, path: "ScannerViewModel.swift", spec: source)
            .map(\.formatted), [])
    }

    func testWithoutAnRxCocoaTraitTheOutputsStayTheFrameworksStreams() throws {
        // All `Observable`s: an RxSwift view model, whose outputs are `Observable` without a word.
        let source = Self.source.replacingOccurrences(of: "Driver<Bool>", with: "Observable<Bool>")
            .replacingOccurrences(of: ".asDriver(onErrorJustReturn: false)", with: "")
            .replacingOccurrences(of: "import RxCocoa\n", with: "")
        let spec = try XCTUnwrap(SpecImporter.importFile(source, path: "ScannerViewModel.swift").specText)
        XCTAssertTrue(spec.contains("framework: rxswift\n"), spec)
        XCTAssertFalse(spec.contains("@observable"), spec)
        XCTAssertEqual(SurfaceComparison.differences(handWritten: source, path: "ScannerViewModel.swift",
                                                     spec: SpecSource(path: "Scanner.vmspec", bytes: Array(spec.utf8)))
            .map(\.formatted), [])
    }

    func testARelayOutputAmongDriversIsNotMadeObservable() throws {
        let source = Self.source.replacingOccurrences(of: "let accepted: Observable<String>", with: "let accepted: Observable<String>\n        let count = BehaviorRelay<Int>(value: 0)")
        let spec = try XCTUnwrap(SpecImporter.importFile(source, path: "ScannerViewModel.swift").specText)
        XCTAssertTrue(spec.contains("    - @observable accepted: String\n"), spec)
        XCTAssertFalse(spec.contains("@observable @constant"), spec)
        XCTAssertFalse(spec.contains("@observable count"), spec)
    }
}
