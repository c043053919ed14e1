import VMGenCore
import XCTest

/// `@made @let`: a relay or subject the transform style's `Input` or `Output` struct makes itself, declared `let`
/// where `members: var` declares the others `var`, as apps write them side by side (`let query =
/// BehaviorRelay(value: "")` beside `var page: PublishRelay<Int> = .init()`): the import keeps each as written, where it
/// used to generate every one `var`, a difference (`Fixtures/Import/ShopSearch`, with call sites that set a `var` one).
final class MadeLetMemberTests: XCTestCase {
    static let source = """
        import RxCocoa
        import RxSwift

        final class ShopSearchViewModel {
            struct Input {
                let query: BehaviorRelay<String> = BehaviorRelay(value: "")
                var page: PublishRelay<Int> = .init()
            }

            struct Output {
                let shops: BehaviorRelay<[String]> = .init(value: [])
                var canLoadMore: BehaviorRelay<Bool> = .init(value: true)
            }

            func transform(input: Input) -> Output {
                Output()
            }
        }

        """

    static func spec(_ members: String, input: String) -> SpecSource {
        let text = """
            options:
              framework: rxswift
              styles: transform
            \(members)
            viewmodel SearchViewModel:
              inputs:
                - \(input)
              outputs:
                - @made @let @relay shops: [String] = []

            """
        return SpecSource(path: "Search.vmspec", bytes: Array(text.utf8))
    }

    func testEachMadeMemberKeepsItsKeywordAndCheckFindsTheStructsTheSame() throws {
        let result = SpecImporter.importFile(Self.source, path: "S.swift")
        let spec = try XCTUnwrap(result.specText, result.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertTrue(spec.contains("  members: var\n"), spec)
        XCTAssertTrue(spec.contains("""
              inputs:
                - @made @let @relay query(_ value: String) = ""
                - @made @relay page(_ value: Int)
              outputs:
                - @made @let @relay shops: [String] = []
                - @made @relay canLoadMore: Bool = true

            """), spec)
        let specSource = SpecSource(path: "s.vmspec", bytes: Array(spec.utf8))
        XCTAssertEqual(SurfaceComparison.differences(handWritten: Self.source, path: "S.swift", spec: specSource)
            .map(\.formatted), [])
        let generated = Generator.generate([specSource])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        let code = generated.files.map(\.contents).joined()
        XCTAssertTrue(code.contains("    let query = BehaviorRelay<String>(value: \"\")"), code)
        XCTAssertTrue(code.contains("    var page = PublishRelay<Int>()"), code)
        XCTAssertTrue(code.contains("    let shops = BehaviorRelay<[String]>(value: [])"), code)
        XCTAssertTrue(code.contains("    var canLoadMore = BehaviorRelay<Bool>(value: true)"), code)
    }

    /// Where every member is `let`, the structs are `let` already: no `@let` is written.
    func testAllLetStructsWriteNoLet() throws {
        let source = Self.source.replacingOccurrences(of: "var ", with: "let ")
        let spec = try XCTUnwrap(SpecImporter.importFile(source, path: "S.swift").specText)
        XCTAssertFalse(spec.contains("members: var"), spec)
        XCTAssertFalse(spec.contains("@let"), spec)
        XCTAssertTrue(spec.contains("- @made @relay query(_ value: String) = \"\""), spec)
    }

    func testLetOnAMemberTheStructDoesNotMakeOrUnderMembersLetIsAnError() {
        let notMade = Generator.generate([Self.spec("  members: var", input: "@let @relay query(_ value: String)")])
        XCTAssertEqual(notMade.diagnostics.map(\.formatted).first, "Search.vmspec:7:7: error: '@let' declares a member the"
            + " struct makes itself 'let' among 'var' ones, and this one is not made by it\nSearch.vmspec:7:7: note: write '@made @let'"
            + " with a relay or subject the struct makes, or drop '@let'", notMade.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertTrue(notMade.files.isEmpty)
        let letStructs = Generator.generate([Self.spec("", input: "@made @relay query(_ value: String) = \"\"")])
        XCTAssertEqual(letStructs.diagnostics.map(\.formatted).first, "Search.vmspec:9:13: error: '@let' keeps one member"
            + " 'let' where 'members: var' declares the others 'var', and the struct's members are already 'let'\nSearch.vmspec:9:13:"
            + " note: drop '@let', or write 'members: var'",
            letStructs.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertTrue(letStructs.files.isEmpty)
    }
}
