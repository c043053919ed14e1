import Foundation
import XCTest

/// `Scripts/corpus-fetch` obtains the apps `Scripts/roundtrip-apps.txt` lists, set by set, from the repository each
/// names (#32: the measure of import on public apps is reproducible from the repository's own files). Here the
/// "repositories" are local git folders the test makes, named as `--source` says.
final class CorpusFetchTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-fetch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    /// Runs `arguments` with `/usr/bin/env` in the test's folder.
    @discardableResult
    private func run(_ arguments: [String]) throws -> Executable.Outcome {
        try Executable.run(arguments, in: root, executable: URL(fileURLWithPath: "/usr/bin/env"), timeout: 120)
    }

    /// A repository `owner+name` with a Swift file, a file of another kind and a symbolic link; its commit's id.
    private func makeRepository(_ owner: String, _ name: String, screen: String) throws -> String {
        let folder = root.appendingPathComponent("repos/\(owner)+\(name)")
        let sources = folder.appendingPathComponent("App/Scenes")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try "final class \(screen)ViewModel {}\n".write(
            to: sources.appendingPathComponent("\(screen)ViewModel.swift"), atomically: true, encoding: .utf8)
        try "# \(name)\n".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: sources.appendingPathComponent("Link.swift").path, withDestinationPath: "\(screen)ViewModel.swift")
        let git = ["git", "-C", folder.path, "-c", "user.name=Test", "-c", "user.email=test@example.com"]
        XCTAssertEqual(try run(git + ["init", "--quiet"]).status, 0)
        XCTAssertEqual(try run(git + ["add", "."]).status, 0)
        XCTAssertEqual(try run(git + ["commit", "--quiet", "-m", "First"]).status, 0)
        // A later commit the list does not name: the listed one is what is fetched.
        try "final class Later {}\n".write(to: sources.appendingPathComponent("Later.swift"), atomically: true, encoding: .utf8)
        let listed = try run(git + ["rev-parse", "HEAD"]).out.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(try run(git + ["add", "."]).status, 0)
        XCTAssertEqual(try run(git + ["commit", "--quiet", "-m", "Later"]).status, 0)
        return listed
    }

    func testEachSetOfTheListIsFetchedAtItsCommitIntoItsOwnFolder() throws {
        let first = try makeRepository("team", "Shop", screen: "Cart")
        let second = try makeRepository("studio", "Notes", screen: "Editor")
        let list = root.appendingPathComponent("apps.txt")
        try """
            # Public iOS apps measured with Scripts/roundtrip-corpus (issue #32): owner/name commit style.
            # Their code is never committed here.
            team/Shop \(first) transform
            # Held out (added for the test):
            studio/Notes \(second) subject
            gone/Missing 0123456789abcdef0123456789abcdef01234567 triplet

            """.write(to: list, atomically: true, encoding: .utf8)
        let script = TestSupport.root.appendingPathComponent("Scripts/corpus-fetch").path
        let source = root.appendingPathComponent("repos").path + "/{owner}+{name}"
        let corpus = root.appendingPathComponent("corpus")
        let fetched = try run([script, corpus.path, "--list", list.path, "--source", source])

        // The app whose repository is gone is named, and the run says it failed; the others are there.
        XCTAssertEqual(fetched.status, 1, fetched.err)
        XCTAssertTrue(fetched.err.contains("corpus-fetch: s01 gone/Missing 0123456789abcdef0123456789abcdef01234567: not fetched:"),
                      fetched.err)
        let shop = corpus.appendingPathComponent("s00/Shop")
        XCTAssertEqual(try String(contentsOf: shop.appendingPathComponent("App/Scenes/CartViewModel.swift"), encoding: .utf8),
                       "final class CartViewModel {}\n")
        let files = try FileManager.default.subpathsOfDirectory(atPath: shop.path).sorted()
        XCTAssertEqual(files, [".fetched", "App", "App/Scenes", "App/Scenes/CartViewModel.swift"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: corpus.appendingPathComponent("s01/Notes/App/Scenes/EditorViewModel.swift").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: corpus.appendingPathComponent("s01/Missing").path))
        XCTAssertEqual(try String(contentsOf: corpus.appendingPathComponent("s00-list.txt"), encoding: .utf8),
                       "team/Shop \(first) transform\n")
        XCTAssertEqual(try String(contentsOf: corpus.appendingPathComponent("s01-list.txt"), encoding: .utf8),
                       "studio/Notes \(second) subject\ngone/Missing 0123456789abcdef0123456789abcdef01234567 triplet\n")

        // A second run of one set fetches nothing it has: an edit to a fetched file stays.
        try "// edited\n".write(to: shop.appendingPathComponent("App/Scenes/CartViewModel.swift"), atomically: true, encoding: .utf8)
        let again = try run([script, corpus.path, "--list", list.path, "--source", source, "--sets", "s00"])
        XCTAssertEqual(again.status, 0, again.err)
        XCTAssertEqual(try String(contentsOf: shop.appendingPathComponent("App/Scenes/CartViewModel.swift"), encoding: .utf8),
                       "// edited\n")

        // A set the list does not have is an error that names the sets it has.
        let unknown = try run([script, corpus.path, "--list", list.path, "--source", source, "--sets", "s07"])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(unknown.err.contains("no set s07: the list has s00 to s01"), unknown.err)
    }
}
