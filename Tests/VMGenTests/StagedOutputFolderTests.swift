import Foundation
@testable import VMGenCLI
import XCTest

/// A run into an output folder that does not exist yet writes the whole folder beside it, hidden, and renames it into
/// place once (`StagedFolder`): the folder appears complete or not at all, and nothing of the staging is left.
final class StagedOutputFolderTests: XCTestCase {
    private let spec = "viewmodel V:\n  inputs:\n    - tapped\n  outputs:\n    - a: Int\n"

    private func run(_ arguments: [String]) -> (status: Int32, err: String) {
        var err = ""
        let status = CommandLineTool.run(arguments, console: .init(out: { _ in }, err: { err += $0 }))
        return (status, err)
    }

    private func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    func testANewOutputFolderAppearsWholeAndNothingIsLeftBesideIt() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try spec.write(to: folder.appendingPathComponent("V.vmspec"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("Generated/Nested/Out")
        let (status, err) = run(["generate", folder.appendingPathComponent("V.vmspec").path, "-o", output.path + "/"])
        XCTAssertEqual(status, 0, err)
        XCTAssertEqual(try names(in: folder.appendingPathComponent("Generated/Nested")), ["Out"])
        let written = try names(in: output)
        XCTAssertTrue(written.contains("V.triplet.swift"), "\(written)")
        XCTAssertTrue(written.contains(".vmgen"), "the folder's record is written into the folder put in place")
        // A second run finds every file as written.
        var out = ""
        XCTAssertEqual(CommandLineTool.run(
            ["generate", folder.appendingPathComponent("V.vmspec").path, "-o", output.path],
            console: .init(out: { out += $0 }, err: { _ in })), 0)
        XCTAssertEqual(out, "vmgen: 0 written, \(written.count - 1) unchanged\n")
    }

    func testARunThatFailsLeavesNeitherTheFolderNorItsStaging() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try spec.write(to: folder.appendingPathComponent("V.vmspec"), atomically: true, encoding: .utf8)
        try "viewmodel W:\n  outputs:\n    - a Int\n".write(
            to: folder.appendingPathComponent("W.vmspec"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("Out")
        let (status, _) = run(["generate", folder.path, "-o", output.path])
        XCTAssertEqual(status, 1)
        XCTAssertEqual(try names(in: folder), ["V.vmspec", "W.vmspec"])
    }

    func testAStagedFolderThatCannotTakeThePlaceMovesItsFilesOneByOne() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let output = folder.appendingPathComponent("Out").path
        let staging = try XCTUnwrap(StagedFolder(for: output))
        XCTAssertFalse(staging.moveIntoPlace(), "nothing staged yet")
        let staged = try staging.write(Array("a".utf8), named: "A.swift", target: output + "/A.swift")
        // Another process creates the folder, with a file of its own, before this run commits.
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: false)
        try "theirs".write(toFile: output + "/Theirs.txt", atomically: true, encoding: .utf8)
        XCTAssertFalse(staging.moveIntoPlace())
        try FileSystem.commit(staged, to: output + "/A.swift")
        staging.removeIfEmpty()
        XCTAssertEqual(try names(in: folder), ["Out"])
        XCTAssertEqual(try names(in: URL(fileURLWithPath: output)), ["A.swift", "Theirs.txt"])
    }

    func testAFileRecordKnowsItIsInTheStagedFolderWithoutItsPath() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let output = folder.appendingPathComponent("Out").path
        let staging = try XCTUnwrap(StagedFolder(for: output))
        let inFolder = OutputSync.FileRecord(folder: output, relative: "A.swift", action: .create, stagedIn: staging)
        XCTAssertTrue(inFolder.isInStagedFolder)
        // Should the folder not go into place whole, the file is moved from its path there.
        XCTAssertEqual(inFolder.staged, staging.path + "/A.swift")
        let beside = OutputSync.FileRecord(
            folder: output, relative: "A.swift", action: .update, staged: output + "/.A.swift.vmgen-1-x.tmp")
        XCTAssertFalse(beside.isInStagedFolder)
        XCTAssertEqual(beside.staged, output + "/.A.swift.vmgen-1-x.tmp")
        XCTAssertFalse(OutputSync.FileRecord(folder: output, relative: "A.swift", action: .create).isInStagedFolder)
    }

    func testNoStagingWhereSomethingIsAlready() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Dangling").path, withDestinationPath: "nowhere")
        XCTAssertNil(StagedFolder(for: folder.appendingPathComponent("Dangling").path))
        XCTAssertNil(StagedFolder(for: folder.path))
        XCTAssertNil(StagedFolder(for: "."))
        XCTAssertNotNil(StagedFolder(for: folder.appendingPathComponent("New").path))
    }

    func testAKilledRunsStagingIsRemovedOnceAbandoned() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try spec.write(to: folder.appendingPathComponent("V.vmspec"), atomically: true, encoding: .utf8)
        // No process has pid 2^22 + 1 (above Linux's largest pid).
        let abandoned = folder.appendingPathComponent(".Out.vmgen-4194305-x1.tmp")
        let young = folder.appendingPathComponent(".Out.vmgen-4194305-x2.tmp")
        let anotherFolders = folder.appendingPathComponent(".Other.vmgen-4194305-x3.tmp")
        for staged in [abandoned, young, anotherFolders] {
            try FileManager.default.createDirectory(at: staged, withIntermediateDirectories: false)
            try "half a fi".write(to: staged.appendingPathComponent("V.triplet.swift"), atomically: false, encoding: .utf8)
        }
        for staged in [abandoned, anotherFolders] {
            try FileManager.default.setAttributes(
                [.modificationDate: Date().addingTimeInterval(-120)], ofItemAtPath: staged.path)
        }
        let (status, err) = run(["generate", folder.appendingPathComponent("V.vmspec").path, "-o", folder.path + "/Out"])
        XCTAssertEqual(status, 0, err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: abandoned.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: young.path),
                      "a folder written within the minute may be another PID namespace's live run")
        XCTAssertTrue(FileManager.default.fileExists(atPath: anotherFolders.path), "another output folder's")
        // Once the output folder exists, a later run still removes its abandoned staging.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-120)], ofItemAtPath: young.path)
        XCTAssertEqual(run(["generate", folder.appendingPathComponent("V.vmspec").path, "-o", folder.path + "/Out"]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: young.path))
    }
}
