import Foundation
import VMGenCLI
import VMGenCore
import XCTest

/// `--tests` from the command line: where test support goes, that it never touches the view models (and the other
/// way round) in a shared folder, its options, its skeleton, and the names it refuses.
final class TestSupportTests: XCTestCase {
    private var folder: URL!
    private var spec: String { folder.appendingPathComponent("Login.vmspec").path }
    private var output: String { folder.appendingPathComponent("Generated").path }

    override func setUpWithError() throws {
        folder = try TestSupport.temporaryFolder(self)
        try """
            options:
              framework: combine
              styles: triplet, function
              testable: LoginApp
              equatable: Credentials
            viewmodel LoginViewModel:
              inputs:
                - submit(_ credentials: Credentials)
                - select(row: Int, section: Int)
              outputs:
                - loginButtonEnabled: Bool
                - done: Void
            """.write(toFile: spec, atomically: true, encoding: .utf8)
    }

    private func vmgen(_ arguments: String...) -> (status: Int32, out: String, err: String) {
        var out = ""
        var err = ""
        let status = CommandLineTool.run(arguments, console: CommandLineTool.Console(out: { out += $0 }, err: { err += $0 }))
        // These tests read the shapes of test support; the directives around the app's types are SourceLocationTests'.
        let code = out.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("#sourceLocation") }
        return (status, code.joined(separator: "\n"), err)
    }

    private func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: output).filter { !$0.hasPrefix(".") }.sorted()
    }

    func testTestSupportAndViewModelsShareAFolderWithoutPruningEachOther() throws {
        XCTAssertEqual(vmgen("generate", spec, "--output", output, "--tests", "--prune").status, 0)
        XCTAssertEqual(vmgen("generate", spec, "--output", output, "--prune").status, 0)
        let all = [
            "LoginViewModel.function.swift", "LoginViewModel.function.testing.swift", "LoginViewModel.logic.swift",
            "LoginViewModel.triplet.swift", "LoginViewModel.triplet.testing.swift",
        ]
        XCTAssertEqual(try files(), all)
        let again = vmgen("generate", spec, "--output", output, "--tests", "--prune")
        XCTAssertEqual(again.out, "vmgen: 0 written, 2 unchanged, 0 removed\n")
        XCTAssertEqual(try files(), all)
        XCTAssertEqual(vmgen("generate", spec, "--output", output, "--tests", "--prune", "--check").status, 0)

        // A style no longer asked for: only its own kind's file goes.
        try String(contentsOfFile: spec, encoding: .utf8).replacingOccurrences(of: "triplet, function", with: "triplet")
            .write(toFile: spec, atomically: true, encoding: .utf8)
        XCTAssertEqual(vmgen("generate", spec, "--output", output, "--tests", "--prune").status, 0)
        XCTAssertEqual(try files(), [
            "LoginViewModel.function.swift", "LoginViewModel.logic.swift", "LoginViewModel.triplet.swift",
            "LoginViewModel.triplet.testing.swift",
        ])
        let listed = vmgen("outputs", spec, "--output", output, "--tests")
        XCTAssertEqual(listed.out, output + "/LoginViewModel.triplet.testing.swift\n")
    }

    func testOptionsImportTheAppAndMakeCallsEquatable() throws {
        let printed = vmgen("generate", spec, "--stdout", "--tests", "--style", "triplet")
        XCTAssertEqual(printed.status, 0, printed.err)
        XCTAssertTrue(printed.out.contains("\n@testable import LoginApp\nimport XCTest\n#if canImport(Combine)\n"), printed.out)
        XCTAssertTrue(printed.out.contains("""
                enum Call: Equatable {
                    case submit(Credentials)
                    case select(row: Int, section: Int)
                }
            """), printed.out)
        XCTAssertTrue(printed.out.contains("func select(row: Int, section: Int) {\n        calls.append(.select(row: row, section: section))"))
        XCTAssertTrue(printed.out.contains("func send(done value: Void) {"), printed.out)

        // Without `equatable:`, vmgen cannot know that `Credentials` is, and says so.
        try String(contentsOfFile: spec, encoding: .utf8).replacingOccurrences(of: "  equatable: Credentials\n", with: "")
            .write(toFile: spec, atomically: true, encoding: .utf8)
        let unknown = vmgen("generate", spec, "--stdout", "--tests", "--style", "triplet").out
        XCTAssertTrue(unknown.contains("    enum Call {\n"), unknown)
        XCTAssertTrue(unknown.contains("Not `Equatable`: an argument's type is not one vmgen knows to be."), unknown)
    }

    func testTheSkeletonHasOneTestPerOutputAndIsNeverWritten() throws {
        let skeleton = vmgen("skeleton", spec, "--tests")
        XCTAssertEqual(skeleton.status, 0, skeleton.err)
        XCTAssertEqual(skeleton.out, """
            // Tests of LoginViewModel: yours to write; vmgen never writes this file.
            // Each test builds the generated probe (`vmgen generate --tests`), which records every output from the start.

            @testable import LoginApp
            import XCTest

            final class LoginViewModelTests: XCTestCase {
                func testLoginButtonEnabled() {
                    let probe = LoginViewModelProbe()
                    <#send inputs: probe.inputs.submit(...)#>

                    XCTAssertEqual(probe.loginButtonEnabled.values, [<#Bool#>])
                }

                func testDone() {
                    let probe = LoginViewModelProbe()
                    <#send inputs: probe.inputs.submit(...)#>

                    XCTAssertEqual(probe.done.count, <#how many#>)
                }
            }

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testNamesTheProbeOrFakeDeclareAreLocatedErrorsOnlyWithTests() {
        let text = """
            options:
              framework: rxswift
              styles: all
            viewmodel V:
              dependencies:
                - v: Int
              inputs:
                - send(x: Int)
                - streams
              outputs:
                - viewModel: Int
                - a: Int
                - aRelay: Int
            """
        XCTAssertEqual(TestSupport.diagnostics(text), [])
        let diagnostics = Generator.generate(
            [SpecSource(path: "t.vmspec", bytes: Array(text.utf8))], overrides: OptionOverrides(testSupport: true)
        ).diagnostics.filter { $0.severity == .error }.map(\.formatted)
        XCTAssertEqual(diagnostics.map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:6:7: error: dependency 'v' hides the view model function 'v' in the generated VProbe (--tests)",
            "t.vmspec:8:7: error: input 'send(x:)' collides with 'send' of the generated VFake (--tests)",
            "t.vmspec:9:7: error: input 'streams()' collides with 'streams' of the generated VTransformProbe.Inputs (--tests)",
            "t.vmspec:11:7: error: output 'viewModel' collides with 'viewModel' of the generated VProbe (--tests)",
            "t.vmspec:13:7: error: output 'aRelay' collides with the storage of output 'a' in the generated VFake (--tests):"
                + " both are named 'aRelay'",
        ])
        // An output recorded under the function's name would hide the function from the probe that calls it.
        let hidden = Generator.generate(
            [SpecSource(path: "t.vmspec", bytes: Array("options:\n  styles: function\nviewmodel Profile:\n  outputs:\n    - profile: Int\n".utf8))],
            overrides: OptionOverrides(testSupport: true)
        ).diagnostics.map { String($0.formatted.prefix { $0 != "\n" }) }
        XCTAssertEqual(hidden, [
            "t.vmspec:5:7: error: output 'profile' is recorded by a member of the generated ProfileProbe, which hides the"
                + " view model function 'profile' it calls (--tests)",
        ])
    }

    func testAProjectOptionsFileSetsTheTestableModuleAndEquatableTypes() throws {
        let project = folder.appendingPathComponent("Project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try "options:\n  framework: closures\n  testable: ShopApp\n  equatable: Item\n"
            .write(to: project.appendingPathComponent("vmgen.options"), atomically: true, encoding: .utf8)
        let cart = project.appendingPathComponent("Cart.vmspec").path
        try "viewmodel CartViewModel:\n  inputs:\n    - add(_ item: Item)\n  outputs:\n    - total: Int\n"
            .write(toFile: cart, atomically: true, encoding: .utf8)
        let printed = vmgen("generate", cart, "--stdout", "--tests")
        XCTAssertEqual(printed.status, 0, printed.err)
        XCTAssertTrue(printed.out.contains("\n@testable import ShopApp\n"), printed.out)
        XCTAssertTrue(printed.out.contains("enum Call: Equatable {\n        case add(Item)\n"), printed.out)
        XCTAssertTrue(printed.out.contains("var total: ((Int) -> Void)?"), printed.out)
    }

    func testImportRefusesTests() {
        let refused = vmgen("import", spec, "--stdout", "--tests")
        XCTAssertEqual(refused.status, 64)
        XCTAssertTrue(refused.err.contains("'vmgen import' does not take '--tests'"), refused.err)
    }
}
