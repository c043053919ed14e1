import Foundation
import XCTest

/// The README and the pages of docs/ back their sentences with tests and fixtures by name
/// (`MemberKindRenderTests.testErrors...`, `Fixtures/Import/RepoList`): each one they name exists, so a renamed test or
/// a moved fixture cannot leave a sentence pointing at nothing.
final class ReadmeReferenceTests: XCTestCase {
    func testEveryTestAndFixtureTheReadmeNamesExists() throws {
        let readme = try DocBlock.documents.map {
            try String(contentsOf: TestSupport.root.appendingPathComponent($0), encoding: .utf8)
        }.joined(separator: "\n")
        let tests = TestSupport.root.appendingPathComponent("Tests/VMGenTests")
        let sources = try FileManager.default.subpathsOfDirectory(atPath: tests.path).filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: tests.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n")
        var checked = 0
        for match in readme.matches(of: #/`([A-Z][A-Za-z]*Tests)(?:\.(test[A-Za-z]*))?`/#) {
            let (type, method) = (String(match.output.1), match.output.2.map(String.init))
            XCTAssertTrue(sources.contains("class \(type): XCTestCase"), "README names '\(type)', which no test declares")
            if let method {
                XCTAssertTrue(sources.contains("func \(method)("), "README names '\(type).\(method)', which does not exist")
            }
            checked += 1
        }
        for match in readme.matches(of: #/`(Fixtures/[A-Za-z/]+)`/#) {
            let path = TestSupport.root.appendingPathComponent(String(match.output.1)).path
            XCTAssertTrue(FileManager.default.fileExists(atPath: path), "README names '\(match.output.1)', which does not exist")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 20)
    }
}
