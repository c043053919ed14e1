@testable import VMGenCore
import XCTest

/// A subject-style view model's `output` declared implicitly unwrapped (`var output: Output!`,
/// `Fixtures/Import/ArtworkDetail` with its call sites): call sites read through it as through the generated
/// `let output: Output`, so the import and `--check` read it as `Output`, and the import's note names the call sites
/// that would change (those that unwrap it themselves). An optional (`Output?`) is still a difference.
final class ImplicitlyUnwrappedContractTests: XCTestCase {
    static let source = """
        import RxSwift

        final class LoginViewModel: ViewModelType {
            var input: Input
            var output: Output!

            struct Input {
                let name: AnyObserver<String>
            }

            struct Output {
                let isValid: Observable<Bool>
            }

            private let nameSubject = PublishSubject<String>()

            init() {
                input = Input(name: nameSubject.asObserver())
                output = Output(isValid: nameSubject.map { $0.count > 3 })
            }
        }
        """

    func testOnlyASubjectStylesInputOrOutputIsUnwrapped() {
        let output = SwiftDeclaration(kind: .var, name: "output", location: SourceLocation(line: 1, column: 1))
        XCTAssertEqual(ImplicitlyUnwrappedContract.unwrapped("Output!", of: output, style: .subject), "Output")
        XCTAssertEqual(ImplicitlyUnwrappedContract.unwrapped("LoginViewModel.Output!", of: output, style: .subject),
                       "LoginViewModel.Output")
        XCTAssertEqual(ImplicitlyUnwrappedContract.unwrapped("Output?", of: output, style: .subject), "Output?")
        XCTAssertEqual(ImplicitlyUnwrappedContract.unwrapped("Output!", of: output, style: .transform), "Output!")
        let other = SwiftDeclaration(kind: .var, name: "state", location: SourceLocation(line: 1, column: 1))
        XCTAssertEqual(ImplicitlyUnwrappedContract.unwrapped("State!", of: other, style: .subject), "State!")
    }

    func testTheImportNotesItAndCheckFindsTheSurfacesEqual() throws {
        let imported = SpecImporter.importFile(Self.source, path: "LoginViewModel.swift")
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [
            "LoginViewModel.swift:5:5: note: 'output' is implicitly unwrapped ('Output!'); the generated class declares"
                + " 'let output: Output', set in its initializer: call sites that read through it ('viewModel.output.x')"
                + " stay as they are, and any that unwrap it ('viewModel.output?.x', 'viewModel.output!', 'if let output ="
                + " viewModel.output') drop the unwrapping",
        ])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("    - isValid: Bool\n"), spec)
        let code = Generator.generate([SpecSource(path: "Login.vmspec", bytes: Array(spec.utf8))])
        XCTAssertTrue(code.files.map(\.contents).joined().contains("    let output: Output\n"))
        XCTAssertEqual(SurfaceComparison.differences(handWritten: Self.source, path: "LoginViewModel.swift",
                                                     spec: SpecSource(path: "Login.vmspec", bytes: Array(spec.utf8)))
            .map(\.formatted), [])
    }

    func testAnOptionalOutputIsStillADifference() throws {
        let source = Self.source.replacingOccurrences(of: "var output: Output!", with: "var output: Output?")
        let imported = SpecImporter.importFile(source, path: "LoginViewModel.swift")
        XCTAssertFalse(imported.diagnostics.contains { $0.message.contains("implicitly unwrapped") })
        let spec = try XCTUnwrap(imported.specText)
        let differences = SurfaceComparison.differences(handWritten: source, path: "LoginViewModel.swift",
                                                        spec: SpecSource(path: "Login.vmspec", bytes: Array(spec.utf8)))
        XCTAssertTrue(differences.contains { $0.message.contains("'var output:Output?{}'") }, "\(differences.map(\.formatted))")
    }
}
