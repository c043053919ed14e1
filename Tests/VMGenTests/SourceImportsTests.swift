import Foundation
import XCTest

/// vmgen's own sources import no Foundation: the standard library and the C library's calls do all it needs, and one
/// `import Foundation` links libFoundation into the binary, which every run then loads and relocates at start-up
/// (docs/performance.md). The tests may use it.
final class SourceImportsTests: XCTestCase {
    func testNoSourceImportsFoundation() throws {
        let sources = TestSupport.root.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        XCTAssertGreaterThan(files.count, 100, "the sources were not found under \(sources.path)")
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                // `import Foundation`, `@preconcurrency import Foundation`, `import struct Foundation.URL`...
                if let index = words.firstIndex(of: "import"), index + 1 < words.count,
                   words[(index + 1)...].contains(where: { $0 == "Foundation" || $0.hasPrefix("Foundation.") }) {
                    XCTFail("\(file.path) imports Foundation: \(line)")
                }
            }
        }
    }
}
