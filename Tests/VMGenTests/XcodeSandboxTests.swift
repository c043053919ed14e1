import Foundation
import XCTest

/// The Xcode recipe's contract, checked on Linux: `Templates/vmgen-xcode.sh`, run with the environment Xcode gives
/// a Run Script phase, reads only the files its input file list declares and writes only those its output file
/// list declares. strace records every path the process touches; any other read, any other write, and any folder
/// listing fails the test. (What Linux cannot show: Xcode's own sandbox profile, and Xcode reading the lists.)
final class XcodeSandboxTests: XCTestCase {
    private var project: URL!
    private var files: ProjectFolder { ProjectFolder(url: project) }
    private let strace = "/usr/bin/strace"

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: strace), "strace is not installed (.ci/run installs it)")
        project = try TestSupport.temporaryFolder(self).appendingPathComponent("MyApp")
        try files.write("viewmodel LoginViewModel:\n  inputs:\n    - tap\n  outputs:\n    - count: Int\n", "App/ViewModels/Login.vmspec")
        try files.write("viewmodel SettingsViewModel:\n  outputs:\n    - a: Int\n", "App/ViewModels/Settings/Settings.vmspec")
        try files.write("options:\n  styles: triplet, function\n  header: // swiftlint:disable all\n", "App/ViewModels/vmgen.options")
        // Undeclared files a careless tool would read: an options file above, a spec elsewhere, the cache.
        try files.write("options:\n  framework: combine\n", "vmgen.options")
        try files.write("viewmodel DecoyViewModel:\n  outputs:\n    - a: Int\n", "Other/Decoy.vmspec")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("App/Generated"), withIntermediateDirectories: true)
        try files.write("stale cache\n", "App/Generated/.vmgen/cache")
        let lists = try Executable.run(
            ["filelists", "App/ViewModels", "--output", "App/Generated",
             "--inputs", "vmgen-inputs.xcfilelist", "--outputs", "vmgen-outputs.xcfilelist"], in: project)
        XCTAssertEqual(lists.status, 0, lists.err)
    }



    /// Runs the phase's script as Xcode would, under strace; returns the outcome and the paths touched, by kind.
    private func runPhase() throws -> (outcome: Executable.Outcome, reads: Set<String>, writes: Set<String>,
                                       listings: Set<String>, metadata: Set<String>) {
        let log = project.deletingLastPathComponent().appendingPathComponent("strace-\(UUID().uuidString).log")
        let script = TestSupport.root.appendingPathComponent("Templates/vmgen-xcode.sh").path
        let environment = [
            "SRCROOT=\(project.path)", "VMGEN=\(Executable.binary.path)", "VMGEN_OUTPUT=App/Generated",
            "SCRIPT_INPUT_FILE_LIST_COUNT=1", "SCRIPT_INPUT_FILE_LIST_0=\(project.path)/vmgen-inputs.xcfilelist",
            "SCRIPT_OUTPUT_FILE_LIST_COUNT=1", "SCRIPT_OUTPUT_FILE_LIST_0=\(project.path)/vmgen-outputs.xcfilelist",
            "PATH=/usr/bin:/bin",
        ]
        let outcome = try Executable.run(
            ["-f", "-qq", "-e", "trace=%file,getdents64", "-e", "signal=none", "-o", log.path,
             "/usr/bin/env", "-i"] + environment + ["/bin/sh", script],
            in: project, executable: URL(fileURLWithPath: strace))
        var reads: Set<String> = [], writes: Set<String> = [], listings: Set<String> = [], metadata: Set<String> = []
        let text = try String(contentsOf: log, encoding: .utf8)
        var descriptors: [String: String] = [:] // "pid fd" -> path, for getdents64
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 1)
            guard fields.count == 2 else { continue }
            let (pid, call) = (String(fields[0]), String(fields[1]))
            guard let open = call.firstIndex(of: "("), let quote = call.firstIndex(of: "\"") else {
                if call.hasPrefix("getdents64("), let fd = call.dropFirst(11).split(separator: ",").first,
                   let path = descriptors["\(pid) \(fd)"] { listings.insert(path) }
                continue
            }
            let name = String(call[..<open])
            let afterQuote = call.index(after: quote)
            guard let end = call[afterQuote...].firstIndex(of: "\"") else { continue }
            var path = String(call[afterQuote..<end])
            if path.isEmpty { continue } // fstat of an open descriptor (AT_EMPTY_PATH)
            if !path.hasPrefix("/") { path = project.path + "/" + path } // Xcode runs the script in the project
            if call.contains("= -1 ENOENT") && !call.contains("O_CREAT") { metadata.insert(path); continue }
            switch name {
            case "openat", "open":
                if call.contains("O_WRONLY") || call.contains("O_RDWR") || call.contains("O_CREAT") {
                    writes.insert(path)
                } else if call.contains("O_DIRECTORY") {
                    listings.insert(path)
                    if let result = call.split(separator: "=").last.map({ $0.trimmingCharacters(in: .whitespaces) }) {
                        descriptors["\(pid) \(result)"] = path
                    }
                } else {
                    reads.insert(path)
                }
            case "rename", "renameat", "renameat2", "unlink", "unlinkat", "mkdir", "mkdirat", "rmdir", "link", "linkat",
                 "symlink", "symlinkat", "truncate", "chmod", "fchmodat", "utimensat":
                writes.insert(path)
            case "execve":
                reads.insert(path)
            default:
                metadata.insert(path)
            }
        }
        return (outcome, reads, writes, listings, metadata)
    }

    private func inProject(_ paths: Set<String>) -> Set<String> {
        Set(paths.filter { $0.hasPrefix(project.path + "/") }.map { String($0.dropFirst(project.path.count + 1)) })
    }

    func testThePhaseReadsOnlyDeclaredInputsAndWritesOnlyDeclaredOutputs() throws {
        // Each list starts with vmgen's signature line (a comment for Xcode), by which vmgen knows it wrote it.
        func body(_ list: String) throws -> String {
            let text = try files.read(list)
            XCTAssertTrue(text.hasPrefix("# Written by vmgen; regenerate it rather than edit it. "), text)
            return String(text.drop { $0 != "\n" }.dropFirst())
        }
        XCTAssertEqual(try body("vmgen-inputs.xcfilelist"), """
            $(SRCROOT)/App/ViewModels/Login.vmspec
            $(SRCROOT)/App/ViewModels/Settings/Settings.vmspec
            $(SRCROOT)/App/ViewModels/vmgen.options

            """)
        let outputs = ["App/Generated/LoginViewModel.logic.swift", "App/Generated/LoginViewModel.triplet.swift",
                       "App/Generated/LoginViewModel.function.swift", "App/Generated/SettingsViewModel.logic.swift",
                       "App/Generated/SettingsViewModel.triplet.swift", "App/Generated/SettingsViewModel.function.swift"]
        XCTAssertEqual(try body("vmgen-outputs.xcfilelist"), outputs.map { "$(SRCROOT)/\($0)\n" }.joined())
        let declaredInputs: Set<String> = [
            "App/ViewModels/Login.vmspec", "App/ViewModels/Settings/Settings.vmspec", "App/ViewModels/vmgen.options",
            "vmgen-inputs.xcfilelist", "vmgen-outputs.xcfilelist",
        ]

        for run in ["first build", "no change", "a spec edited"] {
            if run == "a spec edited" {
                try files.write("viewmodel LoginViewModel:\n  inputs:\n    - tap\n  outputs:\n    - total: Int\n", "App/ViewModels/Login.vmspec")
            }
            let phase = try runPhase()
            XCTAssertEqual(phase.outcome.status, 0, "\(run): \(phase.outcome.err)")
            let reads = inProject(phase.reads)
            XCTAssertTrue(reads.isSubset(of: declaredInputs.union(outputs)), "\(run): undeclared reads \(reads.subtracting(declaredInputs.union(outputs)))")
            XCTAssertTrue(inProject(phase.writes).isSubset(of: Set(outputs)), "\(run): undeclared writes \(inProject(phase.writes).subtracting(outputs))")
            XCTAssertEqual(phase.writes.filter { !$0.hasPrefix(project.path + "/") && !$0.hasPrefix("/dev/") }, [],
                           "\(run): writes outside the project")
            XCTAssertEqual(inProject(phase.listings), [], "\(run): folders listed")
            let allowedMetadata = Set(declaredInputs.union(outputs).flatMap { path in
                var ancestors = [path]
                var folder = (path as NSString).deletingLastPathComponent
                while !folder.isEmpty { ancestors.append(folder); folder = (folder as NSString).deletingLastPathComponent }
                return ancestors
            })
            let undeclaredMetadata = inProject(phase.metadata).subtracting(allowedMetadata)
            XCTAssertEqual(undeclaredMetadata, [], "\(run): looked at undeclared paths")
        }
        XCTAssertTrue(try files.read("App/Generated/LoginViewModel.triplet.swift").contains("let total: Observable<Int>"))
        XCTAssertTrue(try files.read("App/Generated/LoginViewModel.triplet.swift")
            .hasPrefix("// Generated by vmgen from ../ViewModels/Login.vmspec. DO NOT EDIT.\n// swiftlint:disable all\n"),
            "the declared options file applies; the undeclared one above does not")
        XCTAssertEqual(try files.read("App/Generated/.vmgen/cache"), "stale cache\n", "no cache in the sandbox")
    }

    func testCIChecksTheListsForWhatASandboxedBuildCannotSee() throws {
        let check = ["filelists", "App/ViewModels", "--output", "App/Generated", "--inputs", "vmgen-inputs.xcfilelist",
                     "--outputs", "vmgen-outputs.xcfilelist", "--check"]
        XCTAssertEqual(try Executable.run(check, in: project).status, 0)
        // A new spec, or a new options file, is invisible to the sandboxed phase: CI catches it.
        try files.write("viewmodel NewViewModel:\n  outputs:\n    - a: Int\n", "App/ViewModels/New.vmspec")
        let stale = try Executable.run(check, in: project)
        XCTAssertEqual(stale.status, 1)
        XCTAssertTrue(stale.err.contains("'vmgen-inputs.xcfilelist' is out of date"), stale.err)
        XCTAssertTrue(stale.err.contains("'vmgen-outputs.xcfilelist' is out of date"), stale.err)
        try FileManager.default.removeItem(at: project.appendingPathComponent("App/ViewModels/New.vmspec"))
        try files.write("options:\n  access: public\n", "App/ViewModels/Settings/vmgen.options")
        XCTAssertEqual(try Executable.run(check, in: project).status, 1, "an options file created since")

        let same = try Executable.run(["filelists", "App/ViewModels", "-o", "G", "--inputs", "a.xcfilelist", "--outputs", "a.xcfilelist"],
                                      in: project)
        XCTAssertEqual(same.status, 64)
        XCTAssertTrue(same.err.hasPrefix("vmgen: error: '--inputs' and '--outputs' name the same file"), same.err)
    }

    func testOutdatedFileListsAreLocatedErrorsAndNothingIsWritten() throws {
        XCTAssertEqual(try runPhase().outcome.status, 0)
        try files.write("viewmodel SignInViewModel:\n  inputs:\n    - tap\n  outputs:\n    - count: Int\n", "App/ViewModels/Login.vmspec")
        let phase = try runPhase()
        XCTAssertEqual(phase.outcome.status, 1)
        let fix = "run 'vmgen filelists' with the phase's specs and commit the lists"
        XCTAssertEqual(phase.outcome.err, """
            vmgen-outputs.xcfilelist:2:1: error: 'App/Generated/LoginViewModel.logic.swift' is declared, but vmgen does not generate it; \(fix)
            vmgen-outputs.xcfilelist:3:1: error: 'App/Generated/LoginViewModel.triplet.swift' is declared, but vmgen does not generate it; \(fix)
            vmgen-outputs.xcfilelist:4:1: error: 'App/Generated/LoginViewModel.function.swift' is declared, but vmgen does not generate it; \(fix)
            vmgen-outputs.xcfilelist:1:1: error: 'App/Generated/SignInViewModel.logic.swift' is generated, but this output file list does not declare it; \(fix)
            vmgen-outputs.xcfilelist:1:1: error: 'App/Generated/SignInViewModel.triplet.swift' is generated, but this output file list does not declare it; \(fix)
            vmgen-outputs.xcfilelist:1:1: error: 'App/Generated/SignInViewModel.function.swift' is generated, but this output file list does not declare it; \(fix)

            """)
        XCTAssertEqual(inProject(phase.writes), [], "nothing written")
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("App/Generated/SignInViewModel.triplet.swift").path))
    }
}
