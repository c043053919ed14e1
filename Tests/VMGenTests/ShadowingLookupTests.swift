@testable import VMGenCore
import XCTest

/// A storage name is looked up among a method's parameters or an init's locals by `Set.holds`, which compares a few
/// names by `==` and hashes only a larger set: both give what `contains` gives.
final class ShadowingLookupTests: XCTestCase {
    func testHoldsAnswersAsContains() {
        let names = ["", "a", "service", "tapRelay", "tapSubject", "Tap", "e\u{301}", "\u{E9}", "x y", "self"]
        let sets: [Set<String>] = [
            [], ["service"], ["tapRelay", "service"], Set(names.prefix(8)), Set(names), ["\u{E9}"], ["e\u{301}"],
        ]
        var checked = 0
        for set in sets {
            for name in names + ["tapRelayX", "servic", "SERVICE"] {
                XCTAssertEqual(set.holds(name), set.contains(name), "\(set) \(name)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, sets.count * 13)
        // Canonically equivalent spellings are the same name, in a small set as in a large one.
        XCTAssertTrue(Set(["e\u{301}"]).holds("\u{E9}"))
        XCTAssertTrue(Set(names).holds("e\u{301}"))
    }

    func testAParameterNamedLikeTheStorageQualifiesIt() {
        let backing = InputBacking(memberNames: ["tapRelay"], declaration: "", stream: "tapRelay.asObservable()") {
            "tapRelay.accept(\($0))"
        }
        XCTAssertEqual(
            RenderContext.qualified(backing.stream, backing, shadowing: ["tapRelay"]), "self.tapRelay.asObservable()")
        XCTAssertEqual(RenderContext.qualified(backing.stream, backing, shadowing: ["tap"]), "tapRelay.asObservable()")
        XCTAssertEqual(RenderContext.member("service", shadowing: ["service", "id"]), "self.service")
        XCTAssertEqual(RenderContext.member("service", shadowing: []), "service")
    }
}
