@testable import VMGenCore
import XCTest

/// `SwiftType.forEachLeadingName`, which the check of type names walks without building a list, visits the names
/// `leadingNames` lists, in its order, nested types of the owner left out.
final class LeadingNameVisitTests: XCTestCase {
    private func type(_ text: String) -> SwiftType {
        let (spec, diagnostics) = SpecParser.parse(Array("viewmodel A:\n  outputs:\n    - x: \(text)\n".utf8), path: "t.vmspec")
        XCTAssertEqual(diagnostics.map(\.formatted), [])
        return spec.viewModels.first?.outputs.first?.type ?? .tuple([])
    }

    func testTheVisitGivesTheListsNames() {
        let cases: [(String, String?, [String])] = [
            ("Int", nil, ["Int"]),
            ("Result<User, APIError>?", nil, ["Result", "User", "APIError"]),
            ("[String: [Input]]", nil, ["String", "Input"]),
            ("(Int, Output) -> Void", nil, ["Int", "Output", "Void"]),
            ("(row: Int, total: Output)", nil, ["Int", "Output"]),
            ("KsApi.Project.Kind<A.B, C>", nil, ["KsApi", "A", "C"]),
            ("AViewModel.Strings", "AViewModel", []),
            ("AViewModel.Strings<AViewModel>", "AViewModel", ["AViewModel"]),
            ("any Service & Other", nil, ["Service", "Other"]),
            ("Item.Type", nil, ["Item"]),
            ("(Int) async throws -> [Row]", nil, ["Int", "Row"]),
        ]
        for (text, owner, expected) in cases {
            let parsed = type(text)
            var visited: [String] = []
            parsed.forEachLeadingName(besidesMembersOf: owner) { visited.append($0) }
            XCTAssertEqual(visited, expected, text)
            XCTAssertEqual(visited, parsed.leadingNames(besidesMembersOf: owner), text)
        }
    }
}
