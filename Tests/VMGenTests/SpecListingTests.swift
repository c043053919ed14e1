import Foundation
@testable import VMGenCLI
import XCTest

/// Finding specs in folders takes what a folder's listing says of each entry: a regular file is taken without asking
/// the system again, and is known to be no symbolic link; links, and entries of unknown type, are looked up as before.
final class SpecListingTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try TestSupport.temporaryFolder(self)
    }

    private func write(_ relative: String) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("viewmodel A:\n".utf8).write(to: url)
    }

    func testRegularFilesAreKnownAndLinksAreLookedUp() throws {
        try write("Specs/A.vmspec")
        try write("Specs/Sub/E.vmspec")
        try write("Specs/.hidden/F.vmspec")
        try write("Elsewhere/Real.vmspec")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Specs/B.vmspec").path, withDestinationPath: "../Elsewhere/Real.vmspec")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Specs/C.vmspec").path, withDestinationPath: "Missing.vmspec")
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("Specs/D.vmspec").path, 0o644), 0)
        let specs = folder.appendingPathComponent("Specs").path
        var failures: [String] = []
        let found = SpecDiscovery.specFiles([specs]) { failures.append($0) }
        XCTAssertEqual(found.paths, ["A.vmspec", "B.vmspec", "Sub/E.vmspec"].map { specs + "/" + $0 })
        XCTAssertEqual(found.regularFiles, Set(["A.vmspec", "Sub/E.vmspec"].map { specs + "/" + $0 }))
        XCTAssertEqual(failures, ["'\(specs)/C.vmspec' is a broken symbolic link", "'\(specs)/D.vmspec' is not a regular file"])
        XCTAssertEqual(SpecDiscovery.specPaths([specs]) { _ in }, found.paths)

        // A link is the file it leads to; a regular file is itself, whether or not the caller knew it was one.
        let canonicalFolder = folder.resolvingSymlinksInPath().path
        var canonicalizer = Paths.Canonicalizer(cwd: "/")
        XCTAssertEqual(canonicalizer.file(specs + "/B.vmspec"), canonicalFolder + "/Elsewhere/Real.vmspec")
        XCTAssertEqual(canonicalizer.file(specs + "/A.vmspec", isRegularFile: true), canonicalFolder + "/Specs/A.vmspec")
        XCTAssertEqual(canonicalizer.file(specs + "/A.vmspec"), canonicalFolder + "/Specs/A.vmspec")
    }

    func testAFolderListsTheTypesOfItsEntries() throws {
        try write("Listing/file.txt")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Listing/folder"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Listing/link-to-folder").path, withDestinationPath: "folder")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Listing/link-to-file").path, withDestinationPath: "file.txt")
        let entries = try FileSystem.entries(of: folder.appendingPathComponent("Listing").path)
        XCTAssertEqual(entries.map(\.name), ["file.txt", "folder", "link-to-file", "link-to-folder"])
        XCTAssertEqual(entries.map(\.isDirectory), [false, true, false, true])
        XCTAssertEqual(entries.map(\.isRegularFile), [true, false, false, false])
        let contents = try FileSystem.contents(of: folder.appendingPathComponent("Listing").path)
        XCTAssertEqual(contents.map(\.name), entries.map(\.name))
        XCTAssertEqual(contents.map(\.isDirectory), entries.map(\.isDirectory))
    }
}
