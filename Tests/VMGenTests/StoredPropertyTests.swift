import Foundation
import VMGenCore
import XCTest

/// The class's own stored state (`properties:`) and the dependencies call sites read (`- let postId: Int`): what a
/// hand-written view model declares besides its contract (`var tempName: String?`, `let postId: Int` given in `init`),
/// generated in every style that declares a class, so call sites that read or set them compile unchanged.
final class StoredPropertyTests: XCTestCase {
    static func spec(_ framework: Framework, styles: String, transform: String? = nil) -> String {
        """
        options:
          framework: \(framework.name)
          styles: \(styles)
        \(transform.map { "  transform: \($0)\n" } ?? "")viewmodel PostViewModel:
          dependencies:
            - let postId: Int
            - var author: String = ""
            - service: PostService
          properties:
            /// The name typed so far.
            - var tempName: String?
            - var count: Int = 0
            - let limit: Int = 20
          inputs:
            - viewDidLoad
            - rename(_ name: String)
          outputs:
            - title: String
        """
    }

    /// What call sites of the hand-written view model do with its own state: read a dependency, set and read a
    /// property (in the module beside the generated code, as the app's view controller does).
    static let callSites = """
        public final class PostService { public init() {} }
        @MainActor func useOwnState(_ viewModel: PostViewModel) -> Int {
            viewModel.tempName = "draft"
            viewModel.count += 1
            viewModel.author = viewModel.tempName ?? ""
            return viewModel.postId + viewModel.limit + viewModel.count
        }
        @MainActor func make() -> PostViewModel { PostViewModel(postId: 1, service: PostService()) }

        """

    func testPropertiesAndReadableDependenciesCompileInEveryStyleThatDeclaresAClass() throws {
        try assertCompiles(
            Self.spec(.rxswift, styles: "triplet, subject, transform, observable, published"), support: Self.callSites)
        try assertCompiles(Self.spec(.combine, styles: "published"), support: Self.callSites)
        try assertCompiles(
            Self.spec(.combine, styles: "transform",
                      transform: "transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>"),
            support: Self.callSites)
        try assertCompiles(Self.spec(.closures, styles: "triplet, observable"), support: Self.callSites)
    }

    func testTheyAreDeclaredAsWrittenAndTheInitSetsTheReadableDependencies() {
        let text = TestSupport.render(Self.spec(.rxswift, styles: "triplet"))
        for expected in [
            "    // MARK: Own state\n\n    let postId: Int\n    var author: String\n    /// The name typed so far.\n"
                + "    var tempName: String?\n    var count: Int = 0\n    let limit: Int = 20\n",
            "init(postId: Int, author: String = \"\", service: PostService) {\n        self.postId = postId\n"
                + "        self.author = author\n",
        ] {
            XCTAssertTrue(text.contains(expected), expected + "\n---\n" + text)
        }
        let transform = TestSupport.render(Self.spec(.rxswift, styles: "transform"), style: .transform)
        XCTAssertTrue(transform.contains("    let postId: Int\n    var author: String\n    private let service: PostService\n"), transform)
    }

    func testWhatCannotBeStoredIsALocatedError() {
        XCTAssertEqual(TestSupport.diagnostics("""
            options:
              styles: triplet, function
            viewmodel A:
              dependencies:
                - let postId: Int
                - service: Int
              properties:
                - var tempName: String?
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:7: error: 'let' stores dependency 'postId' where call sites read it, and the function style's view"
                + " model is a function, which stores none",
            "t.vmspec:8:7: error: the function style's view model is a function, which has no stored state of its own,"
                + " and this spec renders it",
        ])
        XCTAssertEqual(TestSupport.diagnostics("""
            viewmodel A:
              dependencies:
                - service: Int
              properties:
                - var service: Int = 0
                - let limit: Int
                - var count: Int
                - var count: Int?
                - var outputs: Int = 0
                - var title: String = ""
                - tempName: String?
                - var name String
              outputs:
                - title: String
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:11: error: property 'service' is named like a dependency; a dependency call sites read is written"
                + " '- let service: ...' under 'dependencies:'",
            "t.vmspec:6:7: error: 'let limit' has no value, so the initializer would set it: that is a dependency, written"
                + " '- let limit: Int' under 'dependencies:'",
            "t.vmspec:7:11: error: 'var count: Int' has no value to start with; give it one ('= ...') or make it optional",
            "t.vmspec:8:11: error: duplicate property 'count'",
            "t.vmspec:9:11: error: 'outputs' is a name vmgen keeps for itself and cannot name a property",
            "t.vmspec:11:7: error: expected 'var' or 'let' and a stored property ('- var tempName: String?', '- let limit:"
                + " Int = 20')",
            "t.vmspec:12:16: error: expected ':' and a type after property 'name' (the spec writes every type)",
        ])
        // A property named like a member is a collision, where it stands.
        XCTAssertEqual(TestSupport.diagnostics("""
            viewmodel A:
              properties:
                - var title: String = ""
              outputs:
                - title: String
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:3:11: error: property 'title' collides with output 'title' in the triplet style: both are named 'title'",
        ])
    }
}
