import VMGenCore
import XCTest

/// An input's selector, sized before it is built where it is longer than a small string, reads as Swift writes it
/// whatever its length and its characters.
final class InputSelectorTests: XCTestCase {
    func testSelectorsShortLongAndBeyondASCII() {
        let (spec, diagnostics) = SpecParser.parse(Array("""
            viewmodel Form:
              inputs:
                - tap
                - a(_ x: Int)
                - abcdefghijk(b: Int)
                - abcdefghijkl(b: Int)
                - configureWith(project: Project, reward: Reward?, _ count: Int)
                - géolocalisationChangée(à lieu: String, _ précision: Double)
            """.utf8), path: "t.vmspec")
        XCTAssertEqual(diagnostics.map(\.formatted), [])
        XCTAssertEqual(spec.viewModels[0].inputs.map(\.selector), [
            "tap()", "a(_:)", "abcdefghijk(b:)", "abcdefghijkl(b:)", "configureWith(project:reward:_:)",
            "géolocalisationChangée(à:_:)",
        ])
    }
}
