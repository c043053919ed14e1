import VMGenCore
import XCTest

/// `SwiftDeclaration` keeps its fields behind one reference, copied on write, so that an import's many copies of
/// declarations (flattening a file's and its context's) count one reference each: it is still a value, as before.
final class SwiftDeclarationStorageTests: XCTestCase {
    private func declaration() -> SwiftDeclaration {
        var declaration = SwiftDeclaration(kind: .class, name: "FeedViewModel", location: SourceLocation(line: 3, column: 1))
        declaration.modifiers = ["final"]
        declaration.inheritance = ["FeedViewModelType"]
        var member = SwiftDeclaration(kind: .func, name: "refresh", location: SourceLocation(line: 4, column: 5))
        member.bodyNames = ["refreshSubject"]
        declaration.members.append(member)
        return declaration
    }

    func testACopyChangedLeavesTheOriginalAsItWas() {
        let original = declaration()
        var copy = original
        XCTAssertEqual(copy, original)
        copy.name = "OtherViewModel"
        copy.members[0].bodyNames?.append("service")
        copy.members.append(SwiftDeclaration(kind: .var, name: "items", location: SourceLocation(line: 5, column: 5)))
        copy.inheritance.append("ViewModel")
        XCTAssertEqual(original.name, "FeedViewModel")
        XCTAssertEqual(original.members.map(\.name), ["refresh"])
        XCTAssertEqual(original.members[0].bodyNames, ["refreshSubject"])
        XCTAssertEqual(original.inheritance, ["FeedViewModelType"])
        XCTAssertEqual(copy.name, "OtherViewModel")
        XCTAssertEqual(copy.members.map(\.name), ["refresh", "items"])
        XCTAssertEqual(copy.members[0].bodyNames, ["refreshSubject", "service"])
        XCTAssertNotEqual(copy, original)
    }

    func testEqualFieldsAreEqualAndHashAlikeWhereverTheyAreKept() {
        var changed = declaration()
        changed.modifiers = []
        XCTAssertNotEqual(changed, declaration())
        changed.modifiers = ["final"]
        // Built apart, the same fields: equal, one element of a set.
        XCTAssertEqual(changed, declaration())
        XCTAssertEqual(Set([changed, declaration()]).count, 1)
        XCTAssertEqual(Set([changed, declaration(), SwiftDeclaration(kind: .class, name: "A", location: changed.location)]).count, 2)
    }
}
