@testable import VMGenCore
import XCTest

/// The lists validation compares each declared name with hold the names of the sets they stand for, and the checks
/// that use them still refuse those names, each with its reason.
final class ValidatorNameListTests: XCTestCase {
    func testTheListsHoldTheSetsNames() {
        XCTAssertEqual(Set(SpecValidator.unusableNameList), Identifier.unusable)
        XCTAssertEqual(SpecValidator.unusableNameList.count, Identifier.unusable.count)
        XCTAssertEqual(Set(SpecValidator.reservedNameList), SpecValidator.reservedNames)
        XCTAssertEqual(SpecValidator.reservedNameList.count, SpecValidator.reservedNames.count)
    }

    private func messages(_ text: String) -> [String] {
        let parsed = SpecParser.parse(Array(text.utf8), path: "A.vmspec")
        XCTAssertEqual(parsed.diagnostics.map(\.message), [])
        return SpecValidator.validate(parsed.spec).diagnostics.map(\.message)
    }

    func testUnusableAndReservedNamesAreRefusedAndOthersAreNot() {
        let refused = messages("""
            viewmodel AViewModel:
              inputs:
                - `self`
                - tap(_ `init`: Int)
                - output
              outputs:
                - transform: Int
                - inputsCount: Int
                - `Type`: Int

            """)
        XCTAssertEqual(refused.filter { $0.contains("fixed meaning") }.count, 2, "\(refused)")
        XCTAssertEqual(refused.filter { $0.contains("vmgen generates a member") }.count, 2, "\(refused)")
        XCTAssertTrue(refused.contains("'init' cannot name a parameter"), "\(refused)")
        XCTAssertFalse(refused.contains { $0.contains("'inputsCount'") }, "\(refused)")
        XCTAssertEqual(messages("viewmodel AViewModel:\n  inputs:\n    - tap(_ selfie: Int)\n"), [])
    }
}
