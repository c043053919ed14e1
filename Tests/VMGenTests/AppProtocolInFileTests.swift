import Foundation
import VMGenCore
import XCTest

/// The app's protocol declared in a view model's file (`protocol ViewModelType { associatedtype Input; var input:
/// Input { get } }`, as the first subject-style view model of an app declares it for all of them): the spec conforms
/// to it and the generated code does not declare it, so the import warns where it stands, as `--check` reports it,
/// never in silence (issue #32).
final class AppProtocolInFileTests: XCTestCase {
    func testTheImportWarnsWhereTheProtocolStandsAndCheckReportsIt() throws {
        let source = """
            import RxSwift
            protocol ViewModelType {
                associatedtype Input
                associatedtype Output
                var input: Input { get }
                var output: Output { get }
            }
            final class LoginViewModel: ViewModelType {
                struct Input {
                    let login: AnyObserver<String>
                }
                struct Output {
                    let enabled: Observable<Bool>
                }
                let input: Input
                let output: Output
                private let loginSubject = PublishSubject<String>()
                init() {
                    input = Input(login: loginSubject.asObserver())
                    output = Output(enabled: loginSubject.map { !$0.isEmpty })
                }
            }
            """
        let result = SpecImporter.importFile(source, path: "Login.swift")
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("  conforms: ViewModelType\n"), spec)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [
            "Login.swift:2:1: warning: 'ViewModelType' stays the app's: the view model conforms to it ('conforms: ViewModelType')"
                + " and the generated code does not declare it, so move it to a file of your own, where the app's other types"
                + " that conform to it, the view model among them, still find it",
        ])
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "Login.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(spec.utf8))).map(\.formatted), [
            "Login.swift:2:1: error: protocol 'ViewModelType', the app's protocol the view model conforms to, is declared in"
                + " this file and not in the generated code, which replaces the file: move it, as written, to a file of your own",
        ])
        // Declared in another file (the app's own), it is no word of this file's import.
        let protocolLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let elsewhere = ([protocolLines[0]] + protocolLines[7...]).joined(separator: "\n")
        let imported = SpecImporter.importFile(elsewhere, path: "Login.swift")
        XCTAssertTrue(try XCTUnwrap(imported.specText).contains("  conforms: ViewModelType\n"))
        XCTAssertEqual(imported.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [])
    }
}
