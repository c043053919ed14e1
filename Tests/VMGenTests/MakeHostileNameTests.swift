import Foundation
import XCTest

/// `Templates/vmgen.mk` with spec, options-file and output-folder paths that make or the shell would read as code:
/// each is refused with an error naming it before any rule runs, and none is ever executed. Driven by the real make,
/// as `MakeStepTests` drives it.
final class MakeHostileNameTests: XCTestCase {
    private var folder: URL!
    private var files: ProjectFolder { ProjectFolder(url: folder) }
    private let spec = "viewmodel LoginViewModel:\n  inputs:\n    - tap\n  outputs:\n    - count: Int\n"

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/make"), "GNU make is not installed")
        folder = try TestSupport.temporaryFolder(self)
    }

    private func makefile(output: String = "App/Generated") throws {
        try files.write("""
            VMGEN = \(Executable.binary.path)
            VMGEN_SPECS = $(shell find Specs -name '*.vmspec')
            VMGEN_OUTPUT = \(output)
            include \(TestSupport.root.appendingPathComponent("Templates/vmgen.mk").path)

            """, "Makefile")
    }

    private func make(_ target: String) throws -> Executable.Outcome {
        try Executable.run([target], in: folder, executable: URL(fileURLWithPath: "/usr/bin/make"))
    }

    private func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "Makefile" && $0 != "Specs" }
    }

    func testHostileSpecNamesAreRefusedNeverRun() throws {
        try makefile()
        let names = ["a$(touch${IFS}PWNED)b", "a`touch${IFS}PWNED`b", "a;touch${IFS}PWNED;b", "a#b", "a%b", "a:b",
                     "a${IFS}b", "a$$b", "a'b", "a\"b", "a\\b", "a(b", "a{b,c}", "a*b", "a|touch${IFS}PWNED", "a&b", "a>PWNED"]
        for name in names {
            for leftover in try leftovers() { try FileManager.default.removeItem(at: folder.appendingPathComponent(leftover)) }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("Specs"))
            try files.write(spec, "Specs/Login.vmspec")
            try files.write(spec.replacingOccurrences(of: "Login", with: "Other"), "Specs/Folder/\(name).vmspec")
            for target in ["vmgen", "vmgen-check"] {
                let run = try make(target)
                XCTAssertNotEqual(run.status, 0, "\(name): \(target)")
                XCTAssertTrue(run.err.contains("vmgen.mk: refusing Specs/Folder/\(name).vmspec: a spec, options file or output"
                    + " folder path must not hold any of"), "\(name): \(run.err)")
                XCTAssertEqual(try leftovers(), [], "\(name): \(target) ran nothing")
            }
        }
        // In a folder's name, and in an options file's path, too.
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("Specs"))
        try files.write(spec, "Specs/a;touch${IFS}PWNED;b/Login.vmspec")
        try files.write("options:\n  access: public\n", "Specs/a;touch${IFS}PWNED;b/vmgen.options")
        let run = try make("vmgen")
        XCTAssertTrue(run.err.contains("vmgen.mk: refusing Specs/a;touch${IFS}PWNED;b/Login.vmspec "), run.err)
        XCTAssertEqual(try leftovers(), [])
    }

    func testAHostileOutputFolderIsRefused() throws {
        try makefile(output: "Gen$$(touch$${IFS}PWNED)") // make's '$$' for '$': the folder's name holds '$(touch${IFS}PWNED)'
        try files.write(spec, "Specs/Login.vmspec")
        let run = try make("vmgen")
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.err.contains("vmgen.mk: refusing Gen$(touch${IFS}PWNED): "), run.err)
        XCTAssertEqual(try leftovers(), [])
    }

    func testUnusualButHarmlessNamesWork() throws {
        try makefile(output: "App/Generated-1")
        try files.write(spec, "Specs/Log-in+2=é,@^!.vmspec")
        XCTAssertEqual(try make("vmgen").status, 0)
        let check = try make("vmgen-check")
        XCTAssertEqual(check.status, 0, check.err)
        XCTAssertTrue(files.exists("App/Generated-1/LoginViewModel.triplet.swift"))
        XCTAssertTrue(try make("vmgen").out.contains("Nothing to be done"), "nothing changed")
    }
}
