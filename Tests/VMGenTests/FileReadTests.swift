import Foundation
@testable import VMGenCLI
import XCTest

/// A file is read whole, whatever its size against the buffer sized from it when opened (one byte past it, so that
/// the read that finds the end needs no larger one): empty, one byte, around a page, and larger.
final class FileReadTests: XCTestCase {
    func testFilesOfEverySizeAreReadWhole() throws {
        let folder = try TestSupport.temporaryFolder(self)
        for size in [0, 1, 2, 4095, 4096, 4097, 70_000] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let path = folder.appendingPathComponent("file-\(size)").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            XCTAssertEqual(try FileSystem.read(path), bytes, "\(size) bytes")
            XCTAssertEqual(try FileSystem.readIfPresent(path), bytes, "\(size) bytes")
        }
        XCTAssertNil(try FileSystem.readIfPresent(folder.appendingPathComponent("absent").path))
    }
}
