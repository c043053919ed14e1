@testable import VMGenCore
import XCTest

/// The first pass of the collision check finds two names alike by sorting the names a style declares: it says what a
/// set's `insert` said, canonically equivalent spellings included.
final class CollisionSortTests: XCTestCase {
    private func setFindsDuplicate(_ names: [String]) -> Bool {
        var seen: Set<String> = []
        return names.contains { !seen.insert($0).inserted }
    }

    func testSortingFindsWhatASetFinds() {
        let cases: [[String]] = [
            [], ["a"], ["a", "b"], ["a", "a"], ["tap", "tapRelay", "isLoading", "tap"],
            ["zeta", "alpha", "mid", "alpha2", "beta"], ["b", "a", "c", "b"],
            ["caf\u{E9}", "cafe\u{301}"], ["caf\u{E9}", "cafe"], ["x", "X"],
            (0..<200).map { "name\($0)" }, (0..<200).map { "name\($0 % 199)" },
        ]
        for names in cases {
            var sorted = names
            XCTAssertEqual(MemberCollisions.hasDuplicate(&sorted), setFindsDuplicate(names), "\(names)")
        }
    }

    func testACollisionIsStillReportedWithItsDescription() {
        let parsed = SpecParser.parse(Array("""
            viewmodel AViewModel:
              inputs:
                - refresh
              outputs:
                - refresh: Int

            """.utf8), path: "A.vmspec")
        XCTAssertEqual(parsed.diagnostics.map(\.message), [])
        let messages = SpecValidator.validate(parsed.spec).diagnostics.map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("collides with") && $0.contains("'refresh'") }, "\(messages)")
    }
}
