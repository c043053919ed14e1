@testable import VMGenCLI
import XCTest

/// The path of a spec seen from the output folder (a generated header's, the cache's key) and from the project's
/// root (the directives'): worked out on the bytes of ASCII paths, as on the characters of any other.
final class RelativePathTests: XCTestCase {
    func testBytesAndCharactersGiveTheSamePath() {
        let folders = ["/", "", "/a", "/a/b", "/a/b/c", "/a//b/", "/x/y", "/a/b/Generated", "/a/bc", "/a/b/c/d/e"]
        let files = [
            "/a/b/Login.vmspec", "/a/Login.vmspec", "/Login.vmspec", "/a/b/c/d/Login.vmspec", "/x/Login.vmspec",
            "/a/bc/Login.vmspec", "/a/b", "", "/", "//a//b//Login.vmspec", "/a/b/c",
        ]
        for folder in folders {
            for file in files {
                let bytes = Paths.asciiRelative(from: folder, to: file)
                XCTAssertEqual(bytes, Paths.characterRelative(from: folder, to: file), "\(folder) \(file)")
                XCTAssertEqual(Paths.relative(from: folder, to: file), bytes)
            }
        }
        XCTAssertEqual(Paths.relative(from: "/a/b/Generated", to: "/a/b/Specs/Login.vmspec"), "../Specs/Login.vmspec")
        XCTAssertEqual(Paths.relative(from: "/a/b", to: "/a/b/Specs/Login.vmspec"), "./Specs/Login.vmspec")
    }

    func testAPathBeyondAsciiIsReadAsCharacters() {
        XCTAssertNil(Paths.asciiRelative(from: "/Projekt/Größe", to: "/Projekt/Größe/Login.vmspec"))
        XCTAssertEqual(Paths.relative(from: "/Projekt/Größe/Out", to: "/Projekt/Größe/Login.vmspec"), "../Login.vmspec")
        // A combining mark after a slash joins it as one character: no component starts there.
        XCTAssertEqual(
            Paths.relative(from: "/a/b", to: "/a/\u{301}x/L.vmspec"),
            Paths.characterRelative(from: "/a/b", to: "/a/\u{301}x/L.vmspec"))
    }
}
