import VMGenCore
import XCTest

/// `members: var`: the contract's structs declare their stored members `var`, as apps whose call sites set them
/// write them (`Fixtures/Import/OrderHistory`); `let` by default, and nothing else.
final class MemberKeywordOptionTests: XCTestCase {
    static func spec(_ members: String) -> SpecSource {
        let text = """
            options:
              framework: rxcocoa
              styles: transform
            \(members)
            viewmodel SearchViewModel:
              inputs:
                - @driver query(_ value: String)
              outputs:
                - results: [String]

            """
        return SpecSource(path: "Search.vmspec", bytes: Array(text.utf8))
    }

    func testMembersVarDeclaresTheStructsMembersVar() throws {
        let generated = Generator.generate([Self.spec("  members: var")])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        let code = generated.files.map(\.contents).joined()
        XCTAssertTrue(code.contains("    var query: Driver<String>"), code)
        XCTAssertTrue(code.contains("    var results: Driver<[String]>"), code)
        XCTAssertFalse(code.contains("let query:"), code)
        let standard = Generator.generate([Self.spec("")]).files.map(\.contents).joined()
        XCTAssertTrue(standard.contains("    let query: Driver<String>"), standard)
    }

    /// Set once in the project's `vmgen.options`, and inherited; a spec's own `members:` replaces it.
    func testAProjectOptionsFileSetsItForEverySpec() {
        let (defaults, diagnostics) = OptionResolver.projectDefaults(
            SpecSource(path: "vmgen.options", bytes: Array("options:\n  members: var\n".utf8)))
        XCTAssertEqual(diagnostics.map(\.formatted), [])
        let inherited = Generator.generate(Self.spec(""), defaults: defaults).files.map(\.contents).joined()
        XCTAssertTrue(inherited.contains("    var query: Driver<String>"), inherited)
        let replaced = Generator.generate(Self.spec("  members: let"), defaults: defaults).files.map(\.contents).joined()
        XCTAssertTrue(replaced.contains("    let query: Driver<String>"), replaced)
    }

    func testAnotherValueIsAnErrorThatSuggestsTheNearest() {
        let generated = Generator.generate([Self.spec("  members: vars")])
        XCTAssertEqual(generated.diagnostics.map(\.formatted).first.map { $0.hasPrefix(
            "Search.vmspec:4:12: error: invalid members 'vars'; use 'let' or 'var'") }, true,
            generated.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertTrue(generated.files.isEmpty)
    }
}
