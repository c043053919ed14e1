import Foundation
import XCTest

/// A new user's first hour, through the real executable: in an empty folder, `vmgen init`, then each command of the
/// next steps it prints, run as printed, and the generated code compiles with the logic file started from its
/// skeleton. `init` writes over nothing, edits no Makefile or `.gitignore`, and copies the templates byte for byte.
final class FirstHourTests: XCTestCase {
    private var folder: URL!
    private var files: ProjectFolder { ProjectFolder(url: folder) }

    override func setUpWithError() throws {
        folder = try TestSupport.temporaryFolder(self).appendingPathComponent("MyApp")
        // A repository: the search for vmgen.options stops here.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    }

    private func vmgen(_ arguments: [String], in directory: URL? = nil) throws -> Executable.Outcome {
        try Executable.run(arguments, in: directory ?? folder)
    }

    /// A command line as the user types it, in the project, with the built vmgen first on the PATH.
    private func shell(_ command: String, environment: [String] = []) throws -> Executable.Outcome {
        let path = Executable.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try Executable.run(["PATH=\(path)"] + environment + ["/bin/sh", "-c", command], in: folder,
                                  executable: URL(fileURLWithPath: "/usr/bin/env"), timeout: 60)
    }

    /// The commands of the printed steps: each line `$ <command>`, in order.
    static func commands(_ output: String) -> [String] {
        output.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { $0.hasPrefix("$ ") }.map { String($0.dropFirst(2)) }
    }

    /// Every file under the project (`.git` aside), with its bytes.
    private func snapshot() throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            let relative = String(url.path.dropFirst(folder.path.count + 1))
            if relative.hasPrefix(".git/") || relative == ".git" { continue }
            result[relative] = (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true ? try Data(contentsOf: url) : Data()
        }
        return result
    }

    func testANewUserGoesFromAnEmptyFolderToCompilingCode() throws {
        let compiler = try Compiler(folder: try TestSupport.temporaryFolder(self))
        for flags in [[], ["--framework", "closures", "--build", "none"], ["--framework", "rxcocoa", "--build", "xcode"]] {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
            let start = try vmgen(["init"] + flags)
            XCTAssertEqual(start.status, 0, "\(flags): \(start.err)")
            XCTAssertEqual(start.err, "", "\(flags)")
            let commands = Self.commands(start.out)
            XCTAssertTrue(commands.contains("vmgen skeleton Specs/SayHello.vmspec > Specs/SayHelloViewModel+Logic.swift"),
                          "\(flags): \(start.out)")
            for command in commands {
                let step = try shell(command)
                XCTAssertEqual(step.status, 0, "\(flags): '\(command)': \(step.out)\(step.err)")
            }
            let generated = folder.appendingPathComponent("Generated/ViewModels")
            let swiftFiles = try FileManager.default.contentsOfDirectory(atPath: generated.path).filter { $0.hasSuffix(".swift") }
                .map { generated.appendingPathComponent($0).path }
            XCTAssertFalse(swiftFiles.isEmpty, "\(flags): the steps generate the first view model")
            // The user fills the skeleton's placeholders: here a value of each type, or an empty handler body.
            let skeleton = try files.read("Specs/SayHelloViewModel+Logic.swift")
            XCTAssertTrue(skeleton.contains("extension SayHelloViewModelLogic"), skeleton)
            let filled = skeleton.replacingOccurrences(of: "<#code#>", with: "")
                .replacingOccurrences(of: #"<#[^#]*#>"#, with: "stub()", options: .regularExpression)
                + "\nprivate func stub<Value>() -> Value { fatalError() }\n"
            try files.write(filled, "Specs/SayHelloViewModel+Logic.swift")
            if let problem = compiler.check(swiftFiles + [folder.appendingPathComponent("Specs/SayHelloViewModel+Logic.swift").path],
                                            strict: swiftFiles) {
                XCTFail("\(flags): the generated code and its logic do not compile:\n\(problem)")
            }
            XCTAssertEqual(try files.read(".gitignore").split(separator: "\n").filter { !$0.hasPrefix("#") }, [".vmgen/"])
        }
    }

    func testInitWritesOverNothing() throws {
        XCTAssertEqual(try vmgen(["init"]).status, 0)
        let before = try snapshot()
        XCTAssertEqual(before.keys.sorted(), [".gitignore", "Makefile", "Specs", "Specs/SayHello.vmspec", "vmgen.mk", "vmgen.options"])
        let again = try vmgen(["init"])
        XCTAssertEqual(again.status, 1)
        for name in ["vmgen.options", "Specs/SayHello.vmspec", "vmgen.mk"] {
            XCTAssertTrue(again.err.contains("vmgen: error: '\(name)' exists; 'vmgen init' writes no file that is already there"), again.err)
        }
        XCTAssertEqual(try snapshot(), before, "nothing changed")

        // One file of the user's where init would write: nothing at all is written.
        try FileManager.default.removeItem(at: folder)
        try files.write("# the user's own\n", "Specs/SayHello.vmspec")
        let refused = try vmgen(["init", "--build", "xcode"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.err.contains("'Specs/SayHello.vmspec' exists"), refused.err)
        XCTAssertEqual(try snapshot(), ["Specs": Data(), "Specs/SayHello.vmspec": Data("# the user's own\n".utf8)])
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Specs"))
        try files.write("", "vmgen-outputs.xcfilelist")
        XCTAssertEqual(try vmgen(["init", "--build", "xcode"]).status, 1, "the file lists are checked before anything is written")
        XCTAssertEqual(try snapshot().keys.sorted(), ["vmgen-outputs.xcfilelist"])
    }

    /// A project's Makefile and .gitignore are the user's: init prints the lines to add, and the lines work.
    func testAnExistingMakefileAndGitignoreAreLeftAsTheyAre() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/make"), "GNU make is not installed")
        let makefile = "app:\n\t@echo built the app\n"
        try files.write(makefile, "Makefile")
        try files.write("build/\n", ".gitignore")
        let start = try vmgen(["init"])
        XCTAssertEqual(start.status, 0, start.err)
        XCTAssertEqual(try files.read("Makefile"), makefile)
        XCTAssertEqual(try files.read(".gitignore"), "build/\n")
        XCTAssertTrue(start.out.contains("Add this line to your .gitignore (vmgen never edits it)"), start.out)
        XCTAssertTrue(start.out.contains("\n         .vmgen/\n"), start.out)
        // The user adds the lines printed under "Add these lines to your Makefile", then runs the steps.
        let lines = start.out.components(separatedBy: "\n").drop { !$0.contains("Add these lines to your Makefile") }.dropFirst()
            .prefix { !$0.contains("then generate") }.map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(lines.last, "build: vmgen", start.out)
        try files.write(makefile + lines.joined(separator: "\n") + "\n", "Makefile")
        XCTAssertEqual(Self.commands(start.out).first, "make vmgen")
        for command in Self.commands(start.out) {
            let step = try shell(command)
            XCTAssertEqual(step.status, 0, "'\(command)': \(step.out)\(step.err)")
        }
        XCTAssertTrue(files.exists("Generated/ViewModels/SayHelloViewModel.triplet.swift"))
        XCTAssertEqual(try shell("make").out, "built the app\n", "the project's first target is still the default goal")
        XCTAssertEqual(try files.read(".gitignore"), "build/\n")

        try FileManager.default.removeItem(at: folder)
        try files.write("build/\n.vmgen/\n", ".gitignore")
        XCTAssertFalse(try vmgen(["init", "--build", "none"]).out.contains(".gitignore"), "a .gitignore that has the line")

        // make reads GNUmakefile or makefile before Makefile: a project with one has a Makefile of its own.
        try FileManager.default.removeItem(at: folder)
        try files.write("app:\n", "GNUmakefile")
        let gnu = try vmgen(["init"])
        XCTAssertTrue(gnu.out.contains("Add these lines to your Makefile"), gnu.out)
        XCTAssertFalse(files.exists("Makefile"))
    }

    /// What vmgen.mk and the Xcode script init writes are the repository's templates, byte for byte: the copies
    /// inside the binary (Sources/VMGenCLI/EmbeddedTemplates.swift) cannot drift from Templates/.
    func testTheTemplatesInitWritesAreTheTemplatesByteForByte() throws {
        XCTAssertEqual(try vmgen(["init"]).status, 0)
        let templates = TestSupport.root.appendingPathComponent("Templates")
        let hint = "run Scripts/embed-templates after editing Templates/"
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("vmgen.mk")),
                       try Data(contentsOf: templates.appendingPathComponent("vmgen.mk")), hint)
        try FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        XCTAssertEqual(try vmgen(["init", "--build", "xcode"]).status, 0)
        let script = folder.appendingPathComponent("Tools/vmgen-xcode.sh")
        XCTAssertEqual(try Data(contentsOf: script), try Data(contentsOf: templates.appendingPathComponent("vmgen-xcode.sh")), hint)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: script.path))
    }

    /// The lists init writes for Xcode are what `vmgen filelists --check` accepts, and the sandboxed phase runs from
    /// them, writing no dotfile.
    func testTheXcodeStepRunsFromTheListsInitWrote() throws {
        let start = try vmgen(["init", "--build", "xcode", "--specs", "App/ViewModels", "--output", "App/Generated"])
        XCTAssertEqual(start.status, 0, start.err)
        let check = try vmgen(["filelists", "App/ViewModels", "--output", "App/Generated", "--inputs", "vmgen-inputs.xcfilelist",
                               "--outputs", "vmgen-outputs.xcfilelist", "--check"])
        XCTAssertEqual(check.status, 0, check.err)
        XCTAssertTrue(try files.read("vmgen-inputs.xcfilelist").contains("$(SRCROOT)/vmgen.options\n"))
        let phase = try shell("Tools/vmgen-xcode.sh", environment: [
            "SRCROOT=\(folder.path)", "SCRIPT_INPUT_FILE_LIST_0=vmgen-inputs.xcfilelist",
            "SCRIPT_OUTPUT_FILE_LIST_0=vmgen-outputs.xcfilelist", "VMGEN_OUTPUT=App/Generated", "VMGEN=\(Executable.binary.path)",
        ])
        XCTAssertEqual(phase.status, 0, phase.out + phase.err)
        XCTAssertTrue(files.exists("App/Generated/SayHelloViewModel.triplet.swift"))
        XCTAssertEqual(try OneDotfileTests.dotfiles(folder.appendingPathComponent("App/Generated")), [])
    }

    func testUsageErrorsWriteNothing() throws {
        for (arguments, message) in [
            (["--build", "cmake"], "unknown build 'cmake'; expected 'make', 'xcode' or 'none'"),
            (["Specs"], "'vmgen init' takes no arguments, only options"),
            (["--specs", "../Up"], "'--specs' takes a folder inside the project"),
            (["--output", "My Views"], "'--output' 'My Views' holds ' '"),
            (["--framework", "rx"], "unknown framework 'rx'"),
            (["--style", "triplet,fancy"], "unknown style in 'triplet,fancy'"),
            (["--specs", "Views", "--output", "Views/"], "'--specs' and '--output' name the same folder"),
        ] {
            let run = try vmgen(["init"] + arguments)
            XCTAssertEqual(run.status, 64, "\(arguments)")
            XCTAssertTrue(run.err.hasPrefix("vmgen: error: " + message), "\(arguments): \(run.err)")
            XCTAssertTrue(run.err.contains("USAGE: vmgen init"), "\(arguments)")
        }
        XCTAssertEqual(try snapshot().keys.sorted(), [])
        let help = try vmgen(["help", "init"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.out.contains("USAGE: vmgen init [<options>]"), help.out)
        XCTAssertEqual(try vmgen(["init", "--help"]).out, help.out)
        XCTAssertTrue(try vmgen(["--help"]).out.contains("  init  "), "the overview lists init")
    }
}
