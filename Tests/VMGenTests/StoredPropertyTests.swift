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
            /// Set by the coordinator, which holds the view model: held weakly, so neither keeps the other alive.
            - weak var coordinator: PostCoordinator?
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
        public protocol PostCoordinator: AnyObject {}
        final class AppCoordinator: PostCoordinator {}
        @MainActor func useOwnState(_ viewModel: PostViewModel, coordinator: AppCoordinator) -> Int {
            viewModel.coordinator = coordinator
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
        // Swift 6, whose concurrency checking is errors: the weak coordinator and the rest, in each framework.
        for (framework, styles) in [(Framework.rxswift, "triplet, subject, transform, observable, published"),
                                    (.rxcocoa, "triplet, subject"), (.reactiveswift, "triplet, subject"),
                                    (.combine, "triplet, published"), (.closures, "triplet, observable")] {
            try assertCompiles(Self.spec(framework, styles: styles), support: Self.callSites, swiftVersion: "6")
        }
        // `@Published`, which a view observes through its projection, beside the state: Combine's in any framework.
        let published = """
            public final class PostService { public init() {} }
            @MainActor func observe(_ viewModel: PostViewModel) -> AnyCancellable {
                viewModel.query = "swift"
                return viewModel.$query.sink { _ in }
            }

            """
        for framework in [Framework.combine, .closures] {
            try assertCompiles("""
                options:
                  framework: \(framework.name)
                  styles: triplet, published
                viewmodel PostViewModel:
                  dependencies:
                    - service: PostService
                  properties:
                    - @Published var query: String = ""
                  inputs:
                    - viewDidLoad
                """, support: "#if canImport(Combine)\nimport Combine\n#else\nimport OpenCombine\n#endif\n" + published)
        }
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

    /// `- lazy var summary: String = ...`, as hand-written view models make a use case of a dependency when first used
    /// (`lazy var revokeUseCase = DefaultRevokeUseCase(userRepository: userRepository)`): declared `lazy`, its value
    /// using the class's readable dependency and another property, in every style that declares a class.
    func testALazyPropertyIsDeclaredLazyAndItsValueReachesTheClassesState() throws {
        let spec = { (framework: Framework, styles: String) in """
            options:
              framework: \(framework.name)
              styles: \(styles)
            viewmodel PostViewModel:
              dependencies:
                - let postId: Int
              properties:
                - var prefix: String = "post"
                /// Made when first read.
                - lazy var summary: String = "\\(prefix) \\(postId)"
                /// Call sites read it; the class's own file sets it.
                - private(set) lazy var count: Int = summary.count
                - private(set) var page: Int = 1
              inputs:
                - viewDidLoad
              outputs:
                - title: String
            """
        }
        let callSites = """
            @MainActor func summarize(_ viewModel: PostViewModel) -> String {
                viewModel.prefix = "draft"
                let first = viewModel.summary
                viewModel.summary = "again"
                return first + viewModel.summary + "\\(viewModel.count + viewModel.page)"
            }

            """
        try assertCompiles(spec(.rxswift, "triplet, subject, transform, observable, published"), support: callSites)
        try assertCompiles(spec(.combine, "triplet, published"), support: callSites)
        let triplet = TestSupport.render(spec(.rxswift, "triplet"), style: .triplet)
        XCTAssertTrue(triplet.contains("    /// Made when first read.\n    lazy var summary: String = \"\\(prefix) \\(postId)\"\n"
            + "    /// Call sites read it; the class's own file sets it.\n    private(set) lazy var count: Int = summary.count\n"
            + "    private(set) var page: Int = 1\n"), triplet)
        // After a property wrapper, as Swift writes it.
        let published = TestSupport.render("""
            options:
              framework: combine
            viewmodel A:
              properties:
                - @Published private(set) var page: Int = 1
            """, style: .triplet)
        XCTAssertTrue(published.contains("    @Published private(set) var page: Int = 1\n"), published)
        // `@Observable` tracks a stored property through accessors, which `lazy` cannot have: it is storage there.
        let observable = TestSupport.render(spec(.combine, "observable"), style: .observable)
        XCTAssertTrue(observable.contains("    @ObservationIgnored lazy var summary: String = "), observable)
        // Swift's rules for `lazy` and `private(set)`, where they are written.
        XCTAssertEqual(TestSupport.diagnostics("""
            viewmodel A:
              properties:
                - lazy let a: Int = 0
                - lazy var b: Int?
                - @Published lazy var c: Int = 0
                - lazy d: Int = 0
                - private(set) let e: Int = 0
                - private(get) var f: Int = 0
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:3:7: error: 'lazy' makes a 'var' when it is first read; 'lazy let' is not Swift",
            "t.vmspec:4:16: error: 'lazy var b' has no value to make when it is first read; give it one ('= ...')",
            "t.vmspec:5:18: error: a lazy property cannot have a property wrapper ('@Published')",
            "t.vmspec:6:7: error: expected 'var' or 'let' and a stored property ('- var tempName: String?', '- let limit:"
                + " Int = 20')",
            "t.vmspec:7:7: error: 'private(set)' restricts a 'var''s setter; a 'let' has none",
            "t.vmspec:8:7: error: expected 'private(set)' before 'var' ('- private(set) var page: Int = 1')",
        ])
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
        XCTAssertEqual(TestSupport.diagnostics("""
            options:
              styles: triplet, observable
            viewmodel A:
              properties:
                - @Published let a: Int = 0
                - @Published var b: Int = 0
                - @ var c: Int = 0
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:18: error: a property wrapper ('@Published') wraps a 'var'",
            "t.vmspec:6:7: error: the observable style's class is @Observable, whose macro cannot take a property wrapper"
                + " ('@Published')",
            "t.vmspec:7:8: error: expected a property wrapper's name after '@' ('@Published')",
        ])
        // Swift's `@Observable` macro cannot expand a stored `var` named in backticks.
        XCTAssertEqual(TestSupport.diagnostics("""
            options:
              framework: combine
              styles: observable
            viewmodel A:
              properties:
                - var `default`: Int = 0
                - let `class`: Int = 0
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:6:11: error: the observable style's class is @Observable, and Swift's macro cannot expand a stored"
                + " property whose name needs backticks",
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

/// The import of a triplet class's own members (`OwnMembers`): stored state into `properties:`, a stored `let` its
/// initializer takes as a readable dependency, a note where a member moves to an extension, a warning where it uses
/// what the generated class keeps private or cannot be carried; `--check` agrees.
final class OwnMemberImportTests: XCTestCase {
    static let source = """
        import RxSwift
        protocol PostViewModelInputs { func refresh() }
        protocol PostViewModelOutputs { var title: Observable<String> { get } }
        protocol PostViewModelType {
            var inputs: PostViewModelInputs { get }
            var outputs: PostViewModelOutputs { get }
        }
        final class PostViewModel: PostViewModelType, PostViewModelInputs, PostViewModelOutputs {
            var inputs: PostViewModelInputs { self }
            var outputs: PostViewModelOutputs { self }
            let title: Observable<String>
            let postId: Int
            var draft: String?
            private(set) var page = 1
            lazy var formatter = Formatter()
            private let refreshRelay = PublishRelay<Void>()
            private let service: Service
            init(postId: Int, service: Service, boardId: Int) {
                self.postId = postId; self.boardId = boardId
                self.service = service
                title = .just("")
            }
            func refresh() { refreshRelay.accept(()) }
            func reload() { refresh() }
            func retry() { refreshRelay.accept(()) }
            var hasDraft: Bool { draft != nil }
            var mode: Int = 0 { didSet { refresh() } }
            let messages: PassthroughSubject<(String, Bool), Never> = PassthroughSubject<(String, Bool), Never>()
            var boardId: Int = 0
        }
        """

    func testStoredStateIsCarriedAndWhatMovesIsANote() throws {
        let result = SpecImporter.importFile(Self.source, path: "V.swift")
        XCTAssertEqual(result.diagnostics.map { String($0.formatted.prefix { $0 != "\n" }) }, [
            "V.swift:24:5: note: 'func reload()' of 'PostViewModel' stays the class's own: declare it in an extension of"
                + " 'PostViewModel' in a file of your own ('extension PostViewModel { ... }'), where call sites reach it"
                + " unchanged (it uses nothing the generated class keeps private; it reaches 'refresh' of the contract, which"
                + " the generated class declares as its protocols do)",
            "V.swift:25:5: warning: 'func retry()' of 'PostViewModel' is not imported: it uses 'refreshRelay', which the"
                + " generated class does not declare for the app, so an extension in another file cannot move it",
            "V.swift:26:5: note: 'var hasDraft' of 'PostViewModel' stays the class's own: declare it in an extension of"
                + " 'PostViewModel' in a file of your own ('extension PostViewModel { ... }'), where call sites reach it"
                + " unchanged (it uses nothing the generated class keeps private)",
            "V.swift:27:5: warning: 'var mode' of 'PostViewModel' is not imported: its observer runs code when it is set,"
                + " which a spec property does not",
        ])
        let spec = try XCTUnwrap(result.specText)
        for line in [
            // Set from the initializer's parameter, whatever it starts with: a dependency call sites read.
            "  dependencies:\n    - let postId: Int\n    - service: Service\n    - var boardId: Int\n",
            // A value made of its type is written `.init(...)`, which a spec's value can hold.
            // `lazy` as written: made when first read.
            // `private(set)` kept: no member that moves sets it.
            "  properties:\n    - var draft: String?\n    - private(set) var page: Int = 1\n    - lazy var formatter: Formatter = .init()\n"
                + "    - let messages: PassthroughSubject<(String, Bool), Never> = .init()\n",
        ] {
            XCTAssertTrue(spec.contains(line), line + "\n---\n" + spec)
        }
        // `--check`: the carried state is the same; what moves is the class's own API to move; the rest is missing.
        let differences = SurfaceComparison.differences(
            handWritten: Self.source, path: "V.swift", spec: SpecSource(path: "v.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map { "\($0.location.line) " + ($0.message.contains(ImportFixtureTests.move) ? "moves" : "missing") },
                       ["24 moves", "25 missing", "26 moves", "27 missing"])
        // A property the spec declares otherwise is a difference where it stands.
        let other = spec.replacingOccurrences(of: "- private(set) var page: Int = 1", with: "- let page: Int = 1")
        let otherDifferences = SurfaceComparison.differences(
            handWritten: Self.source, path: "V.swift", spec: SpecSource(path: "v.vmspec", bytes: Array(other.utf8))
        ).map(\.formatted)
        XCTAssertTrue(otherDifferences.contains {
            $0.hasPrefix("V.swift:14:18: error: 'var page' of 'PostViewModel', declared outside its protocols, is 'let page: Int'"
                + " in the generated code, not 'var page: Int'")
        }, otherDifferences.joined(separator: "\n"))
    }
}
