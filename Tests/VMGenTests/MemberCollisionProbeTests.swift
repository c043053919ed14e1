@testable import VMGenCore
import XCTest

/// The first pass of the check of member names (`MemberCollisions`) lists a style's names and finds two equal ones by
/// sorting them (`hasDuplicate`), not by hashing each into a set: it finds every repeated name, in any order, and no
/// other; a collision it finds brings the second pass, which words it.
final class MemberCollisionProbeTests: XCTestCase {
    func testADuplicateIsFoundWhereverItStands() {
        var none: [String] = []
        XCTAssertFalse(MemberCollisions.hasDuplicate(&none))
        var one = ["title"]
        XCTAssertFalse(MemberCollisions.hasDuplicate(&one))
        // Names that share a prefix, differ in case or in length only, are not equal.
        var distinct = ["tapRelay", "tap", "Tap", "tapRelays", "a", "b", "saveButtonTappedRelay", "saveButtonTapped"]
        XCTAssertFalse(MemberCollisions.hasDuplicate(&distinct))
        XCTAssertEqual(distinct.count, 8)
        for repeated in [["tap", "tap"], ["tapRelay", "title", "tap", "tapRelay"], ["b", "a", "c", "a"],
                         ["saveButtonTappedRelay", "x", "saveButtonTappedRelay"], ["z", "y", "x", "w", "v", "u", "z"]] {
            var names = repeated
            XCTAssertTrue(MemberCollisions.hasDuplicate(&names), "\(repeated)")
        }
    }

    func testAStylesCollisionIsStillReportedWhereEachNameIsDeclared() {
        // An output named as the storage the triplet derives for an input, declared after it and before it.
        for outputs in ["    - tapRelay: Int\n    - title: String\n", "    - title: String\n    - tapRelay: Int\n"] {
            let text = "options:\n  framework: rxswift\n  styles: triplet, subject\nviewmodel Login:\n  inputs:\n"
                + "    - tap\n  outputs:\n" + outputs
            let errors = TestSupport.diagnostics(text, overrides: OptionOverrides()).filter { $0.contains(": error: ") }
            XCTAssertEqual(errors.count, 1, "\(errors)")
            XCTAssertTrue(
                errors.first?.contains("output 'tapRelay' collides with the storage vmgen derives for input 'tap()' in the"
                    + " triplet style") == true, "\(errors)")
        }
        // Without a collision, nothing.
        let clean = "options:\n  framework: rxswift\n  styles: triplet, subject\nviewmodel Login:\n  inputs:\n    - tap\n"
            + "  outputs:\n    - title: String\n"
        XCTAssertEqual(TestSupport.diagnostics(clean, overrides: OptionOverrides()).filter { $0.contains(": error: ") }, [])
    }
}
