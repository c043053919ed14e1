import Foundation
import VMGenCore
import XCTest

/// `vmgen import` through the real executable: specs written beside nothing foreign, and `--check` for migrating one
/// view model at a time.
final class ImportCommandTests: XCTestCase {
    func testImportWritesSpecsThatCheckAgainstTheCode() throws {
        let project = ProjectFolder(url: try TestSupport.temporaryFolder(self))
        let golden = TestSupport.fixtures.first { $0.name == "KickstarterLogin" }!
            .goldenFolder(.reactiveswift).appendingPathComponent("LoginViewModel.triplet.swift")
        try project.write(try String(contentsOf: golden, encoding: .utf8), "App/Login/LoginViewModel.swift")
        try project.write("// nothing to import\nstruct Other {}\n", "App/Other.swift")

        let imported = try Executable.run(["import", "App", "-o", "Specs"], in: project.url)
        XCTAssertEqual(imported.status, 0, imported.err)
        XCTAssertEqual(imported.out, "vmgen: 1 view model imported into 1 spec, 0 warnings\n")
        XCTAssertTrue(try project.read("Specs/LoginViewModel.vmspec").hasPrefix("# Imported by vmgen from App/Login/LoginViewModel.swift."))
        XCTAssertFalse(project.exists("Specs/Other.vmspec"), "a file without a view model gives no spec")

        let same = try Executable.run(["import", "App", "-o", "Specs", "--check"], in: project.url)
        XCTAssertEqual(same.status, 0, same.err)
        try project.write(try project.read("Specs/LoginViewModel.vmspec").replacingOccurrences(of: "- tapSubmit", with: "- tappedSubmit"),
                          "Specs/LoginViewModel.vmspec")
        let different = try Executable.run(["import", "App", "-o", "Specs", "--check"], in: project.url)
        XCTAssertEqual(different.status, 1)
        XCTAssertTrue(different.err.contains("App/Login/LoginViewModel.swift:"), different.err)
        XCTAssertTrue(different.err.contains("'func tapSubmit()' of 'LoginViewModelInputs' is not in the generated code"), different.err)

        // A spec imported earlier and edited since stays the team's.
        let reimport = try Executable.run(["import", "App", "-o", "Specs"], in: project.url)
        XCTAssertEqual(reimport.status, 1)
        XCTAssertTrue(reimport.err.contains("differs from what this import gives (edited since it was imported?)"), reimport.err)
        XCTAssertTrue(try project.read("Specs/LoginViewModel.vmspec").contains("- tappedSubmit"))

        try project.write("viewmodel Mine:\n  outputs:\n    - a: Int\n", "Specs/LoginViewModel.vmspec")
        let refused = try Executable.run(["import", "App", "-o", "Specs"], in: project.url)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.err.contains("'Specs/LoginViewModel.vmspec' was not imported by vmgen; refusing to overwrite it"), refused.err)
        XCTAssertEqual(try project.read("Specs/LoginViewModel.vmspec"), "viewmodel Mine:\n  outputs:\n    - a: Int\n")
    }
}
