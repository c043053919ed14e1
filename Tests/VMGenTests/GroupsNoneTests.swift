import Foundation
import VMGenCore
import XCTest

/// `groups: none`: a type protocol that refines every group's protocol (`type-refines:`) and declares no property of
/// them, `protocol HomeViewModelType: HomeViewModelInput, HomeViewModelOutput {}`, as some triplets write it: a view
/// reaches each member through the type itself, and neither the class nor its fake declares `inputs` or `outputs`.
final class GroupsNoneTests: XCTestCase {
    static func spec(_ framework: Framework, refines: String = "inputs, outputs", errors: Bool = false) -> String {
        """
        options:
          framework: \(framework.name)
        viewmodel HomeViewModel:
          protocols: HomeViewModelInput, HomeViewModelOutput, HomeViewModelType\(errors ? ", HomeViewModelErrors" : "")
          type-refines: \(refines)
          groups: none
          inputs:
            - refresh
            - loadNextPage(after index: Int)
          outputs:
            - isLoading: Bool
        \(errors ? "  errors:\n    - failed: String\n" : "")
        """
    }

    func testTheTypeProtocolAndTheClassDeclareNoGroupPropertiesAndCompileWithACallSiteAndTestSupport() throws {
        let code = TestSupport.render(Self.spec(.rxswift))
        XCTAssertTrue(code.contains("protocol HomeViewModelType: HomeViewModelInput, HomeViewModelOutput {\n}")
            || code.contains("protocol HomeViewModelType: HomeViewModelInput, HomeViewModelOutput {}"), code)
        XCTAssertFalse(code.contains("var inputs"), code)
        XCTAssertFalse(code.contains("var outputs"), code)
        let callSite = """
            func show(_ viewModel: any HomeViewModelType) {
                viewModel.refresh()
                viewModel.loadNextPage(after: 3)
                _ = viewModel.isLoading
            }

            """
        for framework in [Framework.rxswift, .combine, .closures] {
            try assertCompiles(Self.spec(framework), support: callSite)
        }
        try assertCompiles(Self.spec(.rxswift, refines: "inputs, outputs, errors", errors: true), support: callSite)
    }

    func testWithoutEveryGroupRefinedItIsAnErrorWhereItStands() {
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(.rxswift, refines: "inputs")), [
            "t.vmspec:6:3: error: 'groups: none' leaves the type protocol without its groups' properties, so it refines the"
                + " groups' protocols, and this view model's does not refine 'outputs'"
                + "\nt.vmspec:6:3: note: add 'type-refines: inputs, outputs'",
        ])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(.rxswift, errors: true)).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:6:3: error: 'groups: none' leaves the type protocol without its groups' properties, so it refines the"
                + " groups' protocols, and this view model's does not refine 'errors'",
        ])
    }

    /// Import writes it for such a type protocol, and `--check` finds the surfaces equal; one that declares the
    /// properties keeps them.
    func testImportWritesItForAnEmptyTypeProtocolThatRefinesTheGroups() throws {
        let source = """
            import Combine
            protocol HomeViewModelInput {
                func refresh()
            }
            protocol HomeViewModelOutput {
                var isLoading: AnyPublisher<Bool, Never> { get }
            }
            protocol HomeViewModelType: HomeViewModelInput, HomeViewModelOutput {}
            final class HomeViewModel: HomeViewModelType {
                let isLoading: AnyPublisher<Bool, Never>
                init() { fatalError() }
                func refresh() {}
            }
            """
        let result = SpecImporter.importFile(source, path: "Home.swift")
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("  type-refines: inputs, outputs\n  groups: none\n"), spec)
        XCTAssertEqual(result.diagnostics.map(\.formatted), [])
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "Home.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(spec.utf8))).map(\.formatted), [])
        let declared = source.replacingOccurrences(
            of: "HomeViewModelOutput {}",
            with: "HomeViewModelOutput {\n    var inputs: HomeViewModelInput { get }\n    var outputs: HomeViewModelOutput { get }\n}")
            .replacingOccurrences(of: "func refresh() {}\n}", with: "func refresh() {}\n    var inputs: HomeViewModelInput { self }\n"
                + "    var outputs: HomeViewModelOutput { self }\n}")
        XCTAssertFalse(try XCTUnwrap(SpecImporter.importFile(declared, path: "Home.swift").specText).contains("groups:"))
    }
}
