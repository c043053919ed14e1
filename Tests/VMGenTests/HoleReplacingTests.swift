@testable import VMGenCore
import XCTest

/// `replacingHole(with:)`, the byte-wise replacement `qualifiedSend` fills its hole with, gives what the search by
/// `Character` (`replacingOccurrences(of: "\u{0}", with:)`) gives: one hole, several, none, at either end, next to
/// combining marks and emoji (a control character is a grapheme of its own), and an empty replacement.
final class HoleReplacingTests: XCTestCase {
    func testReplacingTheHoleGivesWhatReplacingItsCharacterGives() {
        let hole = RenderContext.hole
        let templates = [
            "self.tapSubject.send(\(hole))", "\(hole)", "", "no hole here", "\(hole)\(hole)", "a\(hole)b\(hole)c",
            "\(hole)\u{301}é", "✓\(hole)\u{1F600}", "\u{1F1EB}\(hole)\u{1F1F7}", String(repeating: "x\(hole)", count: 300),
        ]
        let replacements = ["value", "", "(a, b)", "é\u{301}", "\u{1F600}", "self.x"]
        for template in templates {
            for replacement in replacements {
                let fast = template.replacingHole(with: replacement)
                XCTAssertEqual(Array(fast.utf8), Array(template.replacingOccurrences(of: hole, with: replacement).utf8),
                               "\(Array(template.utf8)) with \(replacement)")
                XCTAssertFalse(fast.utf8.contains(0), "a hole left in \(Array(template.utf8))")
            }
        }
        XCTAssertEqual("self.tapSubject.send(\(hole))".replacingHole(with: "tap"), "self.tapSubject.send(tap)")
    }

    func testTheShadowedSendQualifiesTheStorageAndKeepsTheValueAsWritten() {
        let backing = InputBacking(memberNames: ["tapSubject"], declaration: "let tapSubject = PassthroughSubject<Int, Never>()",
                                   stream: "tapSubject.eraseToAnyPublisher()", send: { "tapSubject.send(\($0))" })
        XCTAssertEqual(RenderContext.qualifiedSend(backing, "tapSubject", shadowing: ["tapSubject"]),
                       "self.tapSubject.send(tapSubject)")
        XCTAssertEqual(RenderContext.qualifiedSend(backing, "(tapSubject, \u{1F600}é\u{301})", shadowing: ["tapSubject"]),
                       "self.tapSubject.send((tapSubject, \u{1F600}é\u{301}))")
        XCTAssertEqual(RenderContext.qualifiedSend(backing, "tapSubject", shadowing: []), "tapSubject.send(tapSubject)")
    }
}
