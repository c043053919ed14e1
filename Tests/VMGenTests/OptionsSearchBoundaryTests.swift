import Foundation
import XCTest

/// The search for `vmgen.options` stops at a clear boundary: the first folder holding `.git` or `.vmgen-root`, and
/// without either, the folder vmgen runs in. An options file above never applies unnoticed; `-v` says where each
/// search stopped, which options files were read, and what was written or left and why. Through the real executable.
final class OptionsSearchBoundaryTests: XCTestCase {
    private var folder: URL!
    private var files: ProjectFolder { ProjectFolder(url: folder) }

    override func setUpWithError() throws {
        folder = try TestSupport.temporaryFolder(self)
        // A stray options file above the project, as in a home folder or on a shared mount.
        try files.write("options:\n  access: public\n", "vmgen.options")
        try files.write("viewmodel LoginViewModel:\n  inputs:\n    - tap\n  outputs:\n    - count: Int\n", "Project/Specs/Login.vmspec")
    }

    private func generate(_ extra: [String] = [], in relative: String = "Project") throws -> Executable.Outcome {
        let run = try Executable.run(["generate", "Specs", "-o", "Out", "--no-cache"] + extra, in: folder.appendingPathComponent(relative))
        XCTAssertEqual(run.status, 0, run.err)
        return run
    }

    private var isPublic: Bool {
        get throws { try files.read("Project/Out/LoginViewModel.triplet.swift").contains("public final class LoginViewModel") }
    }

    func testWithoutARepositoryTheSearchStopsAtTheFolderVMGenRunsIn() throws {
        _ = try generate()
        XCTAssertFalse(try isPublic, "the options file above the folder vmgen runs in does not apply")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Project/Out"))
        let run = try generate(["-v"])
        XCTAssertEqual(run.err, """
            vmgen: options files searched up to '.': the folder vmgen runs in: no folder above the spec holds .git or .vmgen-root
            vmgen: no options file read
            vmgen: wrote 'Out/LoginViewModel.triplet.swift'

            """)
        XCTAssertTrue(try generate(["-v"]).err.hasSuffix("vmgen: left 'Out/LoginViewModel.triplet.swift' as it is: unchanged\n"))
    }

    func testTheSearchStopsAtTheRepositoryRootOrTheMarker() throws {
        // The repository root is the folder above: its options file applies, wherever vmgen runs.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let run = try generate(["-v"])
        XCTAssertTrue(try isPublic)
        let root = folder.resolvingSymlinksInPath().path
        XCTAssertTrue(run.err.hasPrefix("""
            vmgen: options files searched up to '\(root)': it holds .git
            vmgen: read options file '\(root)/vmgen.options'

            """), run.err)
        // A marker below the repository root ends the search there.
        try files.write("", "Project/.vmgen-root")
        _ = try generate()
        XCTAssertFalse(try isPublic)
        let marked = try generate(["-v"])
        XCTAssertTrue(marked.err.hasPrefix("vmgen: options files searched up to '.': it holds .vmgen-root\n"), marked.err)
        // An options file at the boundary applies.
        try files.write("options:\n  access: package\n", "Project/vmgen.options")
        XCTAssertTrue(try generate(["-v"]).err.contains("vmgen: read options file 'vmgen.options'\n"))
        XCTAssertTrue(try files.read("Project/Out/LoginViewModel.triplet.swift").contains("package final class LoginViewModel"))
    }
}
