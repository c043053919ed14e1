import Foundation
import XCTest

/// `Templates/vmgen.mk` changes nothing outside its own rules: a Makefile that includes it keeps make's built-in
/// rules and variables (`$(CC)`, `%: %.c`) and its own first target as the default goal, wherever the include
/// stands; its state is the output folder's one `.vmgen/`, and the state files of the 0.2 fragment go on upgrading.
final class MakeLaneTests: XCTestCase {
    private var folder: URL!
    private var files: ProjectFolder { ProjectFolder(url: folder) }
    private let make = URL(fileURLWithPath: "/usr/bin/make")

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: make.path), "GNU make is not installed")
        folder = try TestSupport.temporaryFolder(self)
        try files.write("viewmodel LoginViewModel:\n  inputs:\n    - tap\n  outputs:\n    - count: Int\n", "Specs/Login.vmspec")
        try files.write("int main(void) { return 0; }\n", "hello.c")
    }

    private var variables: String {
        """
        VMGEN = \(Executable.binary.path)
        VMGEN_SPECS = $(shell find Specs -name '*.vmspec')
        VMGEN_OUTPUT = App/Generated
        """
    }

    private var include: String { "include \(TestSupport.root.appendingPathComponent("Templates/vmgen.mk").path)" }

    private func run(_ arguments: [String]) throws -> Executable.Outcome {
        try Executable.run(arguments, in: folder, executable: make)
    }

    /// The host's first target `hello`, made from `hello.c` by make's built-in rule; the include before it or after.
    func testTheHostKeepsItsBuiltInRulesAndItsDefaultGoal() throws {
        let host = "hello: hello.c\n\ncc-is:\n\t@echo 'CC=$(CC) MAKEFLAGS=$(MAKEFLAGS)'\n"
        for (order, makefile) in [("include first", variables + "\n" + include + "\n\n" + host),
                                  ("include last", host + "\n" + variables + "\n" + include + "\n")] {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("App"))
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("hello"))
            try files.write(makefile, "Makefile")
            let variable = try run(["cc-is"])
            XCTAssertEqual(variable.out, "CC=cc MAKEFLAGS=\n", "\(order): make's built-in variables, no -rR: \(variable.err)")
            let database = try run(["-p", "-q", "cc-is"])
            XCTAssertTrue(database.out.contains("\n.DEFAULT_GOAL := hello\n"), "\(order): the host's default goal")
            XCTAssertTrue(database.out.contains("\n%: %.c\n"), "\(order): make's built-in rules are there")

            if FileManager.default.isExecutableFile(atPath: "/usr/bin/cc") {
                let bare = try run([])
                XCTAssertEqual(bare.status, 0, "\(order): \(bare.out)\(bare.err)")
                XCTAssertEqual(bare.out, "cc     hello.c   -o hello\n", "\(order): a bare make builds hello with $(CC)")
                XCTAssertTrue(FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("hello").path))
            }
            XCTAssertFalse(files.exists("App"), "\(order): a bare make does not run vmgen")

            let step = try run(["vmgen"])
            XCTAssertEqual(step.status, 0, "\(order): \(step.err)")
            XCTAssertTrue(files.exists("App/Generated/LoginViewModel.triplet.swift"), order)
            XCTAssertEqual(try OneDotfileTests.dotfiles(folder.appendingPathComponent("App/Generated")), [".vmgen"], order)
            XCTAssertEqual(
                try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("App/Generated/.vmgen").path).sorted(),
                ["cache", "outputs", "specs", "stamp"], order)
            XCTAssertEqual(try run(["-q", "vmgen"]).status, 0, "\(order): up to date after the step")
        }
    }

    /// A Makefile that is only the fragment has no default goal of its own: make says so, as without the fragment.
    func testAFragmentAloneIsNoDefaultGoal() throws {
        try files.write(variables + "\n" + include + "\n", "Makefile")
        let bare = try run([])
        XCTAssertEqual(bare.status, 2)
        XCTAssertTrue(bare.err.contains("No targets"), bare.err)
        XCTAssertFalse(files.exists("App"))
    }

    /// The files the 0.2 fragment and vmgen kept beside the generated code go on the next run; the record of what
    /// vmgen wrote moves to `.vmgen/cache`.
    func testTheOldStateFilesGoOnUpgrading() throws {
        try files.write(variables + "\nbuild: vmgen\n" + include + "\n", "Makefile")
        let old = try Executable.run(
            ["generate", "Specs", "-o", "App/Generated", "--prune", "--quiet", "--output-list", "App/Generated/.vmgen.outputs"],
            in: folder)
        XCTAssertEqual(old.status, 0, old.err)
        let generated = folder.appendingPathComponent("App/Generated")
        try FileManager.default.moveItem(
            at: generated.appendingPathComponent(".vmgen/cache"), to: generated.appendingPathComponent(".vmgen-cache"))
        try FileManager.default.removeItem(at: generated.appendingPathComponent(".vmgen"))
        try files.write("Specs/Login.vmspec\n", "App/Generated/.vmgen.specs")
        try files.write("", "App/Generated/.vmgen.stamp")
        XCTAssertEqual(try OneDotfileTests.dotfiles(generated), [".vmgen-cache", ".vmgen.outputs", ".vmgen.specs", ".vmgen.stamp"])

        let step = try run(["build"])
        XCTAssertEqual(step.status, 0, step.out + step.err)
        XCTAssertEqual(try OneDotfileTests.dotfiles(generated), [".vmgen"])
        let cache = try files.read("App/Generated/.vmgen/cache")
        XCTAssertTrue(cache.contains(" ./.vmgen/outputs\n"), cache)
        XCTAssertFalse(cache.contains(".vmgen.outputs"), "the old list's record goes with it: \(cache)")
        let again = try run(["build"])
        XCTAssertFalse(again.out.contains(" generate "), "nothing changed: \(again.out)")
    }
}
