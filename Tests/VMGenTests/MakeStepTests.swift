import Foundation
import XCTest

/// `Templates/vmgen.mk` driven by the real `make` through what happens to a project between builds: nothing,
/// a generated file deleted or edited by hand, a spec edited, renamed or deleted. After each, the generated
/// folder is what the specs produce (`make vmgen-check` passes), and when nothing changed vmgen does not run.
final class MakeStepTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/make"), "GNU make is not installed")
        folder = try TestSupport.temporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Specs/Screens"), withIntermediateDirectories: true)
        try write(spec("LoginViewModel", output: "a"), "Specs/Login.vmspec")
        try write(spec("SettingsViewModel", output: "b"), "Specs/Screens/Settings.vmspec")
        try write("""
            VMGEN = \(Executable.binary.path)
            VMGEN_SPECS = $(shell find Specs -name '*.vmspec')
            VMGEN_OUTPUT = App/Generated
            VMGEN_FLAGS = --style triplet,function
            include \(TestSupport.root.appendingPathComponent("Templates/vmgen.mk").path)

            """, "Makefile")
    }

    private func spec(_ name: String, output: String) -> String {
        "viewmodel \(name):\n  inputs:\n    - tap\n  outputs:\n    - \(output): Int\n"
    }

    private func write(_ text: String, _ relative: String) throws {
        try text.write(to: folder.appendingPathComponent(relative), atomically: true, encoding: .utf8)
    }

    private func generated() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("App/Generated").path)
            .filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Runs `make target`; returns whether vmgen ran. Every run is followed by the CI check.
    @discardableResult
    private func make(_ context: String, file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
        let run = try Executable.run(["vmgen"], in: folder, executable: URL(fileURLWithPath: "/usr/bin/make"))
        XCTAssertEqual(run.status, 0, "\(context): \(run.out)\(run.err)", file: file, line: line)
        let check = try Executable.run(["vmgen-check"], in: folder, executable: URL(fileURLWithPath: "/usr/bin/make"))
        XCTAssertEqual(check.status, 0, "\(context): make vmgen-check: \(check.err)", file: file, line: line)
        return run.out.contains(" generate ")
    }

    /// Dates every file of the project ten seconds back, so that a change made now is later than the last build
    /// even on a file system with coarse timestamps, and only that change is newer than the build: dating the
    /// stamp alone would make every file written before the last build look changed too.
    private func backdateLastBuild() throws {
        let past = Date().addingTimeInterval(-10)
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: url.path)
        }
    }

    func testTheStepRestoresWhatIsMissingOrEditedAndOtherwiseDoesNothing() throws {
        XCTAssertTrue(try make("first build"))
        let all = ["LoginViewModel.function.swift", "LoginViewModel.logic.swift", "LoginViewModel.triplet.swift",
                   "SettingsViewModel.function.swift", "SettingsViewModel.logic.swift", "SettingsViewModel.triplet.swift"]
        XCTAssertEqual(try generated(), all)
        XCTAssertFalse(try make("nothing changed"), "vmgen must not even start")

        try backdateLastBuild()
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App/Generated/LoginViewModel.triplet.swift"))
        XCTAssertTrue(try make("a generated file deleted"))
        XCTAssertEqual(try generated(), all)
        XCTAssertFalse(try make("nothing changed after the restore"))

        let edited = folder.appendingPathComponent("App/Generated/SettingsViewModel.function.swift")
        let original = try String(contentsOf: edited, encoding: .utf8)
        try backdateLastBuild()
        try (original + "// a hand edit\n").write(to: edited, atomically: true, encoding: .utf8)
        XCTAssertTrue(try make("a generated file edited by hand"))
        XCTAssertEqual(try String(contentsOf: edited, encoding: .utf8), original)

        try backdateLastBuild()
        try write(spec("LoginViewModel", output: "renamedOutput"), "Specs/Login.vmspec")
        XCTAssertTrue(try make("a spec edited"))
        XCTAssertTrue(try String(contentsOf: folder.appendingPathComponent("App/Generated/LoginViewModel.triplet.swift"),
                                 encoding: .utf8).contains("renamedOutput"))

        try backdateLastBuild()
        try FileManager.default.moveItem(
            at: folder.appendingPathComponent("Specs/Login.vmspec"), to: folder.appendingPathComponent("Specs/SignIn.vmspec"))
        try write(spec("SignInViewModel", output: "a"), "Specs/SignIn.vmspec")
        XCTAssertTrue(try make("a spec renamed, with its view model"))
        XCTAssertEqual(try generated(), [
            "SettingsViewModel.function.swift", "SettingsViewModel.logic.swift", "SettingsViewModel.triplet.swift",
            "SignInViewModel.function.swift", "SignInViewModel.logic.swift", "SignInViewModel.triplet.swift",
        ])

        try backdateLastBuild()
        try write("options:\n  access: public\n", "Specs/vmgen.options")
        XCTAssertTrue(try make("an options file added"))
        XCTAssertTrue(try String(contentsOf: folder.appendingPathComponent("App/Generated/SignInViewModel.triplet.swift"),
                                 encoding: .utf8).contains("public final class SignInViewModel"))
        try backdateLastBuild()
        try write("options:\n  access: package\n", "Specs/vmgen.options")
        XCTAssertTrue(try make("an options file edited"))
        XCTAssertFalse(try make("nothing changed after the options"))
        try backdateLastBuild()
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Specs/vmgen.options"))
        XCTAssertTrue(try make("an options file deleted"))
        XCTAssertFalse(try String(contentsOf: folder.appendingPathComponent("App/Generated/SignInViewModel.triplet.swift"),
                                  encoding: .utf8).contains("package final class"))
        try backdateLastBuild()
        try write("options:\n  access: public\n", "vmgen.options")
        XCTAssertTrue(try make("an options file added in a folder above the specs"))
        XCTAssertFalse(try make("nothing changed after the options above"))

        try backdateLastBuild()
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Specs/Screens"))
        XCTAssertTrue(try make("a folder of specs deleted, with its last spec"))
        XCTAssertEqual(try generated(), ["SignInViewModel.function.swift", "SignInViewModel.logic.swift", "SignInViewModel.triplet.swift"])
        XCTAssertFalse(try make("nothing changed at the end"))
    }

    /// The test target's step (docs/testing.md): the same template run again for another folder
    /// with `--tests` writes the probes and fakes there, keeps them in step with the specs, and otherwise does
    /// nothing.
    func testTheTestSupportStepIsTheSameTemplateWithTests() throws {
        let template = TestSupport.root.appendingPathComponent("Templates/vmgen.mk").path
        try write(try String(contentsOf: folder.appendingPathComponent("Makefile"), encoding: .utf8) + """
            vmgen-tests:
            	$(MAKE) -f \(template) VMGEN='$(VMGEN)' VMGEN_SPECS='$(VMGEN_SPECS)' VMGEN_OUTPUT=AppTests/Generated \\
            	  VMGEN_FLAGS='--tests --style triplet,function' vmgen

            """, "Makefile")
        func makeTests() throws -> Bool {
            let run = try Executable.run(["vmgen-tests"], in: folder, executable: URL(fileURLWithPath: "/usr/bin/make"))
            XCTAssertEqual(run.status, 0, run.out + run.err)
            return run.out.contains(" generate ")
        }
        func testFiles() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("AppTests/Generated").path)
                .filter { !$0.hasPrefix(".") }.sorted()
        }
        XCTAssertTrue(try makeTests())
        XCTAssertEqual(try testFiles(), [
            "LoginViewModel.function.testing.swift", "LoginViewModel.triplet.testing.swift",
            "SettingsViewModel.function.testing.swift", "SettingsViewModel.triplet.testing.swift",
        ])
        try backdateLastBuild()
        XCTAssertFalse(try makeTests(), "nothing changed")
        try write(spec("LoginViewModel", output: "renamed"), "Specs/Login.vmspec")
        XCTAssertTrue(try makeTests(), "a spec edited")
        let probe = try String(
            contentsOf: folder.appendingPathComponent("AppTests/Generated/LoginViewModel.triplet.testing.swift"), encoding: .utf8)
        XCTAssertTrue(probe.contains("let renamed = Recorder<Int>()"), probe)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Specs/Screens/Settings.vmspec"))
        XCTAssertTrue(try makeTests(), "a spec deleted")
        XCTAssertEqual(try testFiles(), ["LoginViewModel.function.testing.swift", "LoginViewModel.triplet.testing.swift"])
    }
}

/// `make install` and `make uninstall` from the repository's Makefile, with a prefix of the test's own. The
/// release build itself (the standard library linked statically) is checked by `.ci/run`, which builds it once.
final class InstallTests: XCTestCase {
    func testInstallPutsTheBinaryAndTemplatesUnderThePrefixAndUninstallRemovesThem() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/make"), "GNU make is not installed")
        let prefix = try TestSupport.temporaryFolder(self).appendingPathComponent("usr local")
        let make = URL(fileURLWithPath: "/usr/bin/make")
        let install = try Executable.run(
            ["--no-print-directory", "install", "PREFIX=\(prefix.path)", "INSTALL_BINARY=\(Executable.binary.path)"],
            in: TestSupport.root, executable: make)
        XCTAssertEqual(install.status, 0, install.err)
        let installed = prefix.appendingPathComponent("bin/vmgen")
        let version = try Executable.run(["--version"], executable: installed)
        XCTAssertEqual(version.out, try Executable.run(["--version"]).out)
        for template in ["vmgen.mk", "vmgen-xcode.sh", "vmgen.bzl"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/vmgen/" + template).path))
        }
        let generated = try Executable.run(
            ["generate", "Fixtures/SayHello/SayHello.vmspec", "--stdout"], in: TestSupport.root, executable: installed)
        XCTAssertEqual(generated.status, 0, generated.err)

        let uninstall = try Executable.run(
            ["--no-print-directory", "uninstall", "PREFIX=\(prefix.path)"], in: TestSupport.root, executable: make)
        XCTAssertEqual(uninstall.status, 0, uninstall.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: installed.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/vmgen").path))
    }
}
