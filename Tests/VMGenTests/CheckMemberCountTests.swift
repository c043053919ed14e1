import Foundation
import XCTest

/// `vmgen import --check`'s count of the contract's members the same leaves out the class's own members that are not
/// in the generated code (a helper that uses what the logic owns): those are differences, never members of the
/// contract (the end-of-session corpus run found "-9 of 4 members the same" for s07's TransformersWars).
final class CheckMemberCountTests: XCTestCase {
    func testTheClasssOwnMembersAreDifferencesNotMembersOfTheContract() throws {
        let project = ProjectFolder(url: try TestSupport.temporaryFolder(self))
        try project.write(TransformCallImportTests.source, "App/Store.swift")
        let imported = try Executable.run(["import", "App", "-o", "Specs"], in: project.url)
        XCTAssertEqual(imported.status, 0, imported.err)
        let checked = try Executable.run(["import", "App", "-o", "Specs", "--check"], in: project.url)
        // Four differences: the protocol beside it, `currentStore()` and `retry()` not carried, `openDetail()` moving;
        // the contract's members (the Input's, the Output's two and `transform`) all the same (it said "2 of 4").
        XCTAssertTrue(checked.out.contains("vmgen: App/Store.swift: 4 of 4 members the same, 4 differences\n"), checked.out)
    }
}
