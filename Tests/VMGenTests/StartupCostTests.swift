import Foundation
import XCTest

/// `vmgen --version` is as fast as a hello-world binary (docs/performance.md): the executable loads the Swift
/// runtime and nothing more. Foundation on Linux brings six more libraries (ICU among them) whose loading and
/// relocation doubled the dynamic build's start-up and added about 8 MB to every run's peak memory; one
/// `import Foundation` in any file of the package links it.
final class StartupCostTests: XCTestCase {
    /// Every spelling of an import of Foundation or of its parts, at the start of a line.
    private static let foundationImport = try! NSRegularExpression(
        pattern: #"^\s*(@\w+\s+)*((public|package|internal|fileprivate|private)\s+)?import\s+"#
            + #"((struct|class|enum|protocol|func|var|let|typealias)\s+)?"#
            + #"(Foundation|FoundationEssentials|FoundationInternationalization|FoundationNetworking|FoundationXML)\b"#,
        options: [.anchorsMatchLines])

    func testNoSourceFileImportsFoundation() throws {
        let sources = TestSupport.root.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        XCTAssertGreaterThan(files.count, 50, "the package's sources were not found under \(sources.path)")
        var importing: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let range = NSRange(text.startIndex..., in: text)
            if Self.foundationImport.firstMatch(in: text, range: range) != nil {
                importing.append(String(file.path.dropFirst(TestSupport.root.path.count + 1)))
            }
        }
        XCTAssertEqual(importing, [], "vmgen uses Glibc/Darwin and the standard library only; drop these imports")
    }

    /// The pattern the test above looks for finds every form of the import, and no mention in a comment.
    func testThePatternFindsEachSpellingOfTheImport() {
        let found = [
            "import Foundation", "  import Foundation", "@preconcurrency import Foundation",
            "@_implementationOnly import FoundationEssentials", "internal import Foundation",
            "public import FoundationInternationalization", "import struct Foundation.Data",
        ]
        let ignored = ["// no import Foundation here", "import FoundationLike", "import Glibc", "/// import Foundation"]
        for line in found {
            XCTAssertNotNil(
                Self.foundationImport.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), line)
        }
        for line in ignored {
            XCTAssertNil(Self.foundationImport.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), line)
        }
    }

    #if os(Linux)
    /// The built executable, as the dynamic loader sees it: no Foundation library among those it loads.
    func testTheExecutableLoadsNoFoundationLibrary() throws {
        let binary = Executable.binary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw XCTSkip("no built vmgen at \(binary.path)")
        }
        guard let ldd = ["/usr/bin/ldd", "/bin/ldd"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw XCTSkip("ldd is not installed")
        }
        let outcome = try Executable.run([binary.path], executable: URL(fileURLWithPath: ldd))
        XCTAssertEqual(outcome.status, 0, outcome.err)
        XCTAssertTrue(outcome.out.contains("libswiftCore"), outcome.out)
        XCTAssertFalse(outcome.out.contains("libFoundation"), outcome.out)
        XCTAssertFalse(outcome.out.contains("FoundationICU"), outcome.out)
    }
    #endif
}
