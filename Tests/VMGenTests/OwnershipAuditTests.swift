import Foundation
import XCTest

/// What vmgen may replace or remove is decided by one rule (`Ownership`): it can show it wrote the file (the output
/// folder's record, a signature whose hash matches the body, or a sandboxed phase's declared outputs), never because
/// a file looks like what it writes. Each test puts a hand-written look-alike where vmgen writes, through the real
/// executable, and checks that it is left byte for byte as it was, with a `vmgen: error:` and nothing half-written.
final class OwnershipAuditTests: XCTestCase {
    private var folder: URL!
    private var files: ProjectFolder { ProjectFolder(url: folder) }

    override func setUpWithError() throws {
        folder = try TestSupport.temporaryFolder(self)
        try files.write(spec("LoginViewModel"), "Specs/Login.vmspec")
    }

    private func spec(_ name: String, output: String = "count") -> String {
        "viewmodel \(name):\n  inputs:\n    - tap\n  outputs:\n    - \(output): Int\n"
    }

    private func vmgen(_ arguments: [String], in relative: String = "") throws -> Executable.Outcome {
        let outcome = try Executable.run(arguments, in: folder.appendingPathComponent(relative))
        XCTAssertFalse(outcome.timedOut)
        return outcome
    }

    /// vmgen run with `SRCROOT` set, as Xcode runs a phase (the file lists name `$(SRCROOT)/...`).
    private func vmgenInPhase(_ arguments: [String]) throws -> Executable.Outcome {
        try Executable.run(["SRCROOT=\(folder.path)", Executable.binary.path] + arguments, in: folder,
                           executable: URL(fileURLWithPath: "/usr/bin/env"))
    }

    private func isSymbolicLink(_ relative: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent(relative).path)) != nil
    }

    func testFileListsReplaceOnlyListsVMGenWrote() throws {
        let gitignore = "/.build\n/Packages\n/DerivedData\n"
        let otherTool = "$(SRCROOT)/Pods/Target Support Files/Pods-App/Pods-App-frameworks.sh\n$(SRCROOT)/Podfile.lock\n"
        let handKept = "App/Generated/LoginViewModel.triplet.swift\nApp/Extra.swift\n"
        try files.write(gitignore, ".gitignore")
        try files.write(otherTool, "pods.xcfilelist")
        try files.write(handKept, "swift-files.txt")
        let cases: [(inputs: String, outputs: String, refused: String)] = [
            (".gitignore", "o.xcfilelist", ".gitignore"),
            ("i.xcfilelist", "pods.xcfilelist", "pods.xcfilelist"),
            ("i.xcfilelist", "swift-files.txt", "swift-files.txt"),
        ]
        for list in cases {
            let run = try vmgen(["filelists", "Specs", "-o", "Gen", "--inputs", list.inputs, "--outputs", list.outputs])
            XCTAssertEqual(run.status, 1, "\(list)")
            XCTAssertTrue(run.err.contains("vmgen: error: '\(list.refused)' is not a file list vmgen wrote; refusing to"
                + " overwrite it (use --force to replace it)"), run.err)
            for name in [list.inputs, list.outputs] where name != list.refused {
                XCTAssertFalse(files.exists(name), "\(name): nothing written when one list is refused")
            }
        }
        XCTAssertEqual(try files.read(".gitignore"), gitignore)
        XCTAssertEqual(try files.read("pods.xcfilelist"), otherTool)
        XCTAssertEqual(try files.read("swift-files.txt"), handKept)

        // The lists vmgen writes carry its signature, so it replaces them on a fresh clone (no record there)...
        let lists = ["filelists", "Specs", "-o", "Gen", "--inputs", "in.xcfilelist", "--outputs", "out.xcfilelist"]
        XCTAssertEqual(try vmgen(lists).status, 0)
        try files.write(spec("SignInViewModel"), "Specs/Login.vmspec")
        XCTAssertEqual(try vmgen(lists).status, 0)
        XCTAssertTrue(try files.read("out.xcfilelist").hasSuffix("\n$(SRCROOT)/Gen/SignInViewModel.triplet.swift\n"))
        // ...but not once edited, nor with the signature line copied onto another list.
        let signature = try files.read("out.xcfilelist").prefix { $0 != "\n" }
        let copied = String(signature) + "\n$(SRCROOT)/Pods/Manifest.lock\n"
        try files.write(copied, "out.xcfilelist")
        try files.write(try files.read("in.xcfilelist") + "$(SRCROOT)/Specs/Mine.txt\n", "in.xcfilelist")
        let edited = try files.read("in.xcfilelist")
        try files.write(spec("LoginViewModel"), "Specs/Login.vmspec")
        let refused = try vmgen(lists)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.err.contains("'in.xcfilelist' is not a file list vmgen wrote"), refused.err)
        XCTAssertTrue(refused.err.contains("'out.xcfilelist' is not a file list vmgen wrote"), refused.err)
        XCTAssertEqual(try files.read("in.xcfilelist"), edited)
        XCTAssertEqual(try files.read("out.xcfilelist"), copied)
        XCTAssertEqual(try vmgen(lists + ["--force"]).status, 0)
    }

    func testSideFilesReplaceOnlyWhatTheRecordSaysVMGenWrote() throws {
        // Files of the shape vmgen writes, written by hand: a list of .swift paths, a make depfile.
        let handKept = "App/Generated/LoginViewModel.triplet.swift\nApp/Extra.swift\n"
        let depfile = "Out/LoginViewModel.triplet.swift: \\\n  Specs/Login.vmspec \\\n  Specs/Shared.vmspec\n\nSpecs/Login.vmspec:\n"
        try files.write(handKept, "swift-files.txt")
        try files.write(depfile, "hand.d")
        for (flag, path, what) in [("--output-list", "swift-files.txt", "a list of outputs"), ("--depfile", "hand.d", "a depfile")] {
            let run = try vmgen(["generate", "Specs", "-o", "Out", flag, path])
            XCTAssertEqual(run.status, 1, path)
            XCTAssertTrue(run.err.contains("vmgen: error: '\(path)' is not \(what) vmgen wrote; refusing to overwrite it"), run.err)
            XCTAssertFalse(files.exists("Out/LoginViewModel.triplet.swift"), "nothing written when a side file is refused")
        }
        XCTAssertEqual(try files.read("swift-files.txt"), handKept)
        XCTAssertEqual(try files.read("hand.d"), depfile)

        // What vmgen wrote it rewrites, with --no-cache too; edited since, it is the editor's.
        let sides = ["--output-list", "out.txt", "--depfile", "out.d", "--no-cache"]
        XCTAssertEqual(try vmgen(["generate", "Specs", "-o", "Out"] + sides).status, 0)
        try files.write(spec("SignInViewModel"), "Specs/Login.vmspec")
        XCTAssertEqual(try vmgen(["generate", "Specs", "-o", "Out", "--prune"] + sides).status, 0)
        XCTAssertEqual(try files.read("out.txt"), "Out/SignInViewModel.triplet.swift\n")
        try files.write("Out/SignInViewModel.triplet.swift\n# mine\n", "out.txt")
        try files.write(spec("LoginViewModel"), "Specs/Login.vmspec")
        let edited = try vmgen(["generate", "Specs", "-o", "Out", "--prune"] + sides)
        XCTAssertEqual(edited.status, 1)
        XCTAssertTrue(edited.err.contains("'out.txt' changed since vmgen wrote it; refusing to overwrite it"), edited.err)
        XCTAssertEqual(try files.read("out.txt"), "Out/SignInViewModel.triplet.swift\n# mine\n")
    }

    func testPruneRemovesOnlyRecordedFilesUnchangedSince() throws {
        XCTAssertEqual(try vmgen(["generate", "Specs", "-o", "Out"]).status, 0)
        // Hand-written files carrying a copy of vmgen's header: naming a spec of the run, and a spec that is gone.
        let copied = "// Generated by vmgen from ../Specs/Login.vmspec. DO NOT EDIT.\nextension LoginViewModel {}\n"
        let gone = "// Generated by vmgen from ../Specs/Gone.vmspec. DO NOT EDIT.\nenum Helpers {}\n"
        try files.write(copied, "Out/LoginViewModel+Helpers.swift")
        try files.write(gone, "Out/GoneViewModel.triplet.swift")
        // A view model renamed: its old file goes; so it does with --no-cache, the record being kept all the same.
        for (name, flags) in [("SignInViewModel", [String]()), ("AccountViewModel", ["--no-cache"])] {
            try files.write(spec(name), "Specs/Login.vmspec")
            let run = try vmgen(["generate", "Specs", "-o", "Out", "--prune"] + flags)
            XCTAssertEqual(run.status, 0, run.err)
            XCTAssertEqual(run.out, "vmgen: 1 written, 0 unchanged, 1 removed\n", "\(flags)")
            XCTAssertEqual(try vmgen(["generate", "Specs", "-o", "Out", "--prune", "--check"] + flags).status, 0)
        }
        XCTAssertEqual(try files.read("Out/LoginViewModel+Helpers.swift"), copied)
        XCTAssertEqual(try files.read("Out/GoneViewModel.triplet.swift"), gone)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Out").path)
            .filter { !$0.hasPrefix(".") }.sorted(),
            ["AccountViewModel.triplet.swift", "GoneViewModel.triplet.swift", "LoginViewModel+Helpers.swift"])

        // A generated file edited by hand, whose view model is then renamed: kept, with a warning.
        try files.write(try files.read("Out/AccountViewModel.triplet.swift") + "// my notes\n", "Out/AccountViewModel.triplet.swift")
        try files.write(spec("ProfileViewModel"), "Specs/Login.vmspec")
        let edited = try vmgen(["generate", "Specs", "-o", "Out", "--prune", "--force", "-v"])
        XCTAssertEqual(edited.status, 0, edited.err)
        XCTAssertTrue(edited.err.contains("vmgen: warning: 'Out/AccountViewModel.triplet.swift' changed since vmgen wrote it;"
            + " it is not pruned"), edited.err)
        XCTAssertTrue(edited.err.contains("vmgen: kept 'Out/LoginViewModel+Helpers.swift': no view model generates it, but"
            + " this folder's record of what vmgen wrote does not list it"), edited.err)
        XCTAssertTrue(try files.read("Out/AccountViewModel.triplet.swift").hasSuffix("// my notes\n"))
    }

    /// CI checks a fresh clone: committed outputs, no record. `--check` deletes nothing, so there it goes by the
    /// header, and a file a renamed view model left behind still fails the check; `generate --prune` there removes
    /// nothing it has no record of.
    func testACheckWithoutTheRecordStillReportsLeftovers() throws {
        XCTAssertEqual(try vmgen(["generate", "Specs", "-o", "Out"]).status, 0)
        let left = try files.read("Out/LoginViewModel.triplet.swift")
        try files.write(spec("SignInViewModel"), "Specs/Login.vmspec")
        XCTAssertEqual(try vmgen(["generate", "Specs", "-o", "Out"]).status, 0)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Out/.vmgen/cache"))
        let check = try vmgen(["generate", "Specs", "-o", "Out", "--prune", "--check"])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.err.contains("vmgen: error: 'Out/LoginViewModel.triplet.swift' is no longer generated by any"
            + " view model"), check.err)
        let prune = try vmgen(["generate", "Specs", "-o", "Out", "--prune"])
        XCTAssertEqual(prune.out, "vmgen: 0 written, 1 unchanged, 0 removed\n", prune.err)
        XCTAssertEqual(try files.read("Out/LoginViewModel.triplet.swift"), left)
    }

    func testAFileAtAGeneratedPathIsReplacedOnlyWhenVMGenWroteIt() throws {
        XCTAssertEqual(try vmgen(["generate", "Specs", "-o", "Out"]).status, 0)
        // The exact header vmgen would write there, copied into a hand-written file at a path the folder's record
        // does not list: not vmgen's.
        let handWritten = "// Generated by vmgen from ../Specs/Settings.vmspec. DO NOT EDIT.\nfinal class SettingsViewModel {}\n"
        try files.write(handWritten, "Out/SettingsViewModel.triplet.swift")
        try files.write(spec("SettingsViewModel"), "Specs/Settings.vmspec")
        let run = try vmgen(["generate", "Specs", "-o", "Out"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.err.contains("vmgen: error: 'Out/SettingsViewModel.triplet.swift' was not written by vmgen;"
            + " refusing to overwrite it (use --force to replace it)"), run.err)
        XCTAssertEqual(try files.read("Out/SettingsViewModel.triplet.swift"), handWritten)
        // A recorded file edited by hand is restored (it says DO NOT EDIT); one replaced by another file is not.
        let login = try files.read("Out/LoginViewModel.triplet.swift")
        try files.write(login + "// an edit\n", "Out/LoginViewModel.triplet.swift")
        XCTAssertEqual(try vmgen(["generate", "Specs/Login.vmspec", "-o", "Out"]).status, 0)
        XCTAssertEqual(try files.read("Out/LoginViewModel.triplet.swift"), login)
        try files.write("// Mine now\n", "Out/LoginViewModel.triplet.swift")
        try files.write(spec("LoginViewModel", output: "total"), "Specs/Login.vmspec")
        XCTAssertEqual(try vmgen(["generate", "Specs/Login.vmspec", "-o", "Out"]).status, 1)
        XCTAssertEqual(try files.read("Out/LoginViewModel.triplet.swift"), "// Mine now\n")
    }

    func testASandboxedRunReplacesASymbolicLinkAtAnOutputPathInsteadOfWritingThroughIt() throws {
        // Another project's generated file, and a link to it where this project's output goes.
        let theirs = "// Generated by vmgen from ../Specs/Login.vmspec. DO NOT EDIT.\nfinal class LoginViewModel {}\n"
        try files.write(theirs, "Other/Generated/LoginViewModel.triplet.swift")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App/Generated"), withIntermediateDirectories: true)
        let lists = ["filelists", "Specs", "-o", "App/Generated", "--inputs", "in.xcfilelist", "--outputs", "out.xcfilelist"]
        XCTAssertEqual(try vmgen(lists).status, 0)
        for sandboxed in [true, false] {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("App/Generated/LoginViewModel.triplet.swift"))
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("App/Generated/LoginViewModel.triplet.swift").path,
                withDestinationPath: "../../Other/Generated/LoginViewModel.triplet.swift")
            let run = try (sandboxed ? vmgenInPhase : { try self.vmgen($0) })(sandboxed
                ? ["generate", "--sandboxed", "--spec-list", "in.xcfilelist", "--expect-outputs", "out.xcfilelist", "-o", "App/Generated"]
                : ["generate", "Specs", "-o", "App/Generated", "--force"])
            XCTAssertEqual(run.status, 0, run.err)
            XCTAssertEqual(try files.read("Other/Generated/LoginViewModel.triplet.swift"), theirs, "sandboxed: \(sandboxed)")
            XCTAssertFalse(isSymbolicLink("App/Generated/LoginViewModel.triplet.swift"), "the link is replaced")
            XCTAssertTrue(try files.read("App/Generated/LoginViewModel.triplet.swift").contains("let count: Observable<Int>"))
        }
    }

    func testImportRefusesSpecsWhoseNamesDifferOnlyInCase() throws {
        // Two hand-written view models, as vmgen itself would write them.
        for (name, path) in [("LoginViewModel", "A/Login.swift"), ("AccountViewModel", "B/login.swift")] {
            try files.write(spec(name), "\(name).vmspec")
            let code = try vmgen(["generate", "\(name).vmspec", "--stdout"])
            XCTAssertEqual(code.status, 0, code.err)
            try files.write(code.out, path)
        }
        let run = try vmgen(["import", "A", "B", "-o", "Imported"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.err.contains("vmgen: error: 'B/login.swift' and 'A/Login.swift' would be imported into"
            + " 'Imported/login.vmspec' and 'Imported/Login.vmspec', whose names differ only in case"), run.err)
        XCTAssertFalse(files.exists("Imported"), "nothing written")

        // Nor beside a spec already there under the other case.
        XCTAssertEqual(try vmgen(["import", "A", "-o", "Imported"]).status, 0)
        let second = try vmgen(["import", "B", "-o", "Imported"])
        XCTAssertEqual(second.status, 1)
        XCTAssertTrue(second.err.contains("'B/login.swift' would be imported into 'Imported/login.vmspec', but"
            + " 'Imported/Login.vmspec' is there, whose name differs only in case"), second.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Imported").path),
                       ["Login.vmspec"])
    }
}
