@testable import VMGenCore
import XCTest

/// An input the app declares `async` or `throws` (`func login() async`, as s08's Spud and s12's lyra-play write their
/// screens' loading; `func createCategory(name:colorCode:) async throws`, as s08's FlipMate writes its forms) is no
/// input any style generates: each sends the call into the logic and returns at once. The import refuses it with a
/// warning where it stands that spells it with its effects and says which, a comment where it stood in the spec, and a
/// difference in `--check`; the rest of the view model imports.
final class EffectfulInputTests: XCTestCase {
    static let source = """
        import Combine

        protocol CategoryFormViewModelInputs {
            func nameChanged(_ name: String)
            func load() async
            func save(name: String, colorCode: String?) async throws
            func validate() throws
        }

        protocol CategoryFormViewModelOutputs {
            var isSaveEnabled: AnyPublisher<Bool, Never> { get }
            func suggestedName() async -> String
        }

        protocol CategoryFormViewModelType {
            var inputs: CategoryFormViewModelInputs { get }
            var outputs: CategoryFormViewModelOutputs { get }
        }
        """

    func testEachIsAWarningWhereItStandsNamingItsEffects() throws {
        let result = SpecImporter.importFile(Self.source, path: "CategoryForm.swift")
        let warnings = result.diagnostics.map(\.formatted).filter { $0.contains(": warning: ") }
        let input = ", and an input of every style is a method that sends the call into the logic and returns at once,"
            + " never waiting for the work or throwing: callers that await its work or catch what it throws would change,"
            + " so the method stays hand-written"
        XCTAssertEqual(warnings, [
            "CategoryForm.swift:5:5: warning: 'load() async' is not imported: it is 'async'" + input,
            "CategoryForm.swift:6:5: warning: 'save(name: String, colorCode: String?) async throws' is not imported: it is"
                + " 'async throws'" + input,
            "CategoryForm.swift:7:5: warning: 'validate() throws' is not imported: it is 'throws'" + input,
            "CategoryForm.swift:12:5: warning: 'suggestedName() async -> String' is not imported: it is 'async', and a"
                + " function output answers at once from what the logic last sent, never waiting or throwing: callers that"
                + " await its answer or catch what it throws would change, so the method stays hand-written",
        ])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("    - nameChanged(_ name: String)\n    # not imported: load() async: it is 'async'"), spec)
        XCTAssertTrue(spec.contains("    - isSaveEnabled: Bool\n    # not imported: suggestedName() async -> String: it is 'async'"),
                      spec)
        // The spec generates, and `--check` reports the four members where they stand.
        let source = SpecSource(path: "CategoryForm.vmspec", bytes: Array(spec.utf8))
        XCTAssertEqual(Generator.generate([source]).diagnostics.filter { $0.severity == .error }.map(\.formatted), [])
        let differences = SurfaceComparison.differences(handWritten: Self.source, path: "CategoryForm.swift", spec: source)
        XCTAssertEqual(differences.map(\.location.line), [5, 6, 7, 12], "\(differences.map(\.formatted))")
    }

    /// A default argument, which no protocol requirement can declare, is said apart from the effects.
    func testADefaultArgumentIsSaidApart() {
        var member = SwiftDeclaration(kind: .func, name: "search", location: SourceLocation(line: 1, column: 1))
        member.parameters = [.init(label: nil, name: "query", type: "String", defaultValue: nil, location: member.location)]
        XCTAssertNil(TripletRecognizer.effectfulProblem(member, isInput: true))
        member.parameters[0].defaultValue = "\"\""
        XCTAssertEqual(TripletRecognizer.effectfulProblem(member, isInput: true), "it takes a default argument, which an input does not")
        XCTAssertEqual(TripletRecognizer.effectfulProblem(member, isInput: false),
                       "it takes a default argument, which a function output does not")
    }
}
