import Foundation
import VMGenCore
import XCTest

/// `- @relay let repository: Repository` under `dependencies:` (#32): what a hand-written view model keeps of a value
/// it is made with, in a relay that starts with it (`init(repository: Repository)` setting `let repository:
/// BehaviorRelay<Repository>` to `BehaviorRelay(value: repository)`): the initializer takes the value as written, the
/// class keeps the relay (RxRelay's `BehaviorRelay`; `@subject`: RxSwift's `BehaviorSubject`, Combine's
/// `CurrentValueSubject`) where call sites read and send into it, and the logic is handed the relay.
final class HeldDependencyTests: XCTestCase {
    static func spec(_ framework: Framework = .rxcocoa, styles: String = "transform", kind: String = "relay") -> String {
        """
        options:
          framework: \(framework.name)
          styles: \(styles)

        viewmodel RepoViewModel:
          dependencies:
            /// The repository the screen shows, which it may change.
            - @\(kind) let repository: Repository
            - provider: RepoProvider
          inputs:
            - refresh
          outputs:
            - title: String
        """
    }

    /// Call sites as the app writes them: made with the value, the relay read and sent into through the view model.
    static func callSites(reading value: String, sending send: String) -> String {
        """
        public struct Repository { public var name: String; public init(name: String) { self.name = name } }
        public final class RepoProvider { public init() {} }
        @MainActor func make() throws -> RepoViewModel {
            let viewModel = RepoViewModel(repository: Repository(name: "a"), provider: RepoProvider())
            _ = \(value).name
            viewModel.repository.\(send)(Repository(name: "b"))
            return viewModel
        }

        """
    }

    func testItIsKeptInARelayWhereCallSitesReadItAndTheLogicIsHandedIt() {
        for (framework, style, kind, type, made) in [
            (Framework.rxcocoa, Style.transform, "relay", "BehaviorRelay<Repository>", "BehaviorRelay<Repository>(value: repository)"),
            (.rxswift, .triplet, "subject", "BehaviorSubject<Repository>", "BehaviorSubject<Repository>(value: repository)"),
            (.combine, .triplet, "subject", "CurrentValueSubject<Repository, Never>", "CurrentValueSubject<Repository, Never>(repository)"),
        ] {
            let text = TestSupport.render(Self.spec(framework, styles: style.name, kind: kind), style: style)
            XCTAssertTrue(text.contains("    let repository: \(type)\n"), text)
            XCTAssertTrue(text.contains("init(repository: Repository, provider: RepoProvider) {\n"), text)
            XCTAssertTrue(text.contains("        self.repository = \(made)\n"), text)
            // The logic's parameter (its line broken where it is long).
            XCTAssertTrue(text.contains("repository: \(type),"), text)
            XCTAssertEqual(text.contains("import RxRelay\n"), framework != .combine, text)
        }
        // A triplet hands the logic the relay from its initializer, once stored.
        let triplet = TestSupport.render(Self.spec(.rxswift, styles: "triplet"), style: .triplet)
        XCTAssertTrue(triplet.contains("            repository: self.repository,\n            provider: provider\n"), triplet)
    }

    func testItCompilesInEveryStyleOfAClassInEachFramework() throws {
        let relay = Self.callSites(reading: "viewModel.repository.value", sending: "accept")
        let subject = Self.callSites(reading: "try viewModel.repository.value()", sending: "onNext")
        let combine = Self.callSites(reading: "viewModel.repository.value", sending: "send")
        for (framework, styles, kind, support) in [
            (Framework.rxswift, "triplet, subject, transform, observable, published", "relay", relay),
            (.rxcocoa, "triplet, subject, transform", "relay", relay),
            (.rxswift, "triplet, transform", "subject", subject),
            (.combine, "triplet, subject, transform, published, observable", "subject", combine),
        ] {
            try assertCompiles(Self.spec(framework, styles: styles, kind: kind), support: support, swiftVersion: "6")
        }
        try assertCompiles(Self.spec(.combine, styles: "transform", kind: "subject"), support: combine)
    }

    static let logic = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif

        struct Repository { var name: String }
        final class RepoProvider {}

        extension RepoViewModelLogic {
            static func transform(
                _ input: Input, repository: CurrentValueSubject<Repository, Never>, provider: RepoProvider
            ) -> Output {
                Output(title: repository.map(\\.name).eraseToAnyPublisher())
            }
        }
        """

    static let program = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif

        let viewModel = RepoViewModel(repository: Repository(name: "a"), provider: RepoProvider())
        expect(viewModel.repository.value.name, "a", "the relay starts with the value the view model was made with")
        let output = viewModel.transform(input: .init(refresh: Empty().eraseToAnyPublisher()))
        var titles: [String] = []
        let subscription = output.title.sink { titles.append($0) }
        viewModel.repository.send(Repository(name: "b"))
        expect(titles, ["a", "b"], "the logic maps the relay: its value, then what a call site sends into it")
        expect(viewModel.repository.value.name, "b", "call sites read what was sent")
        subscription.cancel()
        finishProbeTests()
        """

    func testTheLogicMapsWhatCallSitesSendIntoIt() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let source = SpecSource(path: "Repo.vmspec", bytes: Array(Self.spec(.combine, kind: "subject").utf8))
        let generated = Generator.generate([source])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        try CombineProgram.run(generated.files.map { ($0.relativePath, $0.contents) } + [("Logic.swift", Self.logic)],
                               main: Self.program, in: folder, failure: "the relay did not carry the value")
    }

    func testWhatCannotBeHeldIsALocatedError() {
        XCTAssertEqual(TestSupport.diagnostics("""
            options:
              framework: rxswift
            viewmodel A:
              dependencies:
                - @relay a: B
                - @relay weak var b: B
                - @relay let c: () -> Void
                - @relay let d: B!
              inputs:
                - load
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:7: error: '@relay' keeps dependency 'a' in a relay where call sites read it: write it with 'let'"
                + " (or 'var')",
            "t.vmspec:6:7: error: '@relay' keeps dependency 'b' in a relay where call sites read it: write it with 'let'"
                + " (or 'var')",
            "t.vmspec:7:7: error: '@relay' keeps a value in a relay; '() -> Void' is a closure or implicitly unwrapped,"
                + " which it does not take",
            "t.vmspec:8:7: error: '@relay' keeps a value in a relay; 'B!' is a closure or implicitly unwrapped, which it"
                + " does not take",
        ])
        // A framework without relays (RxRelay's are RxSwift's), or subjects.
        for (framework, kind) in [("combine", "relay"), ("reactiveswift", "subject"), ("closures", "subject")] {
            XCTAssertEqual(TestSupport.diagnostics("""
                options:
                  framework: \(framework)
                viewmodel A:
                  dependencies:
                    - @\(kind) let a: B
                  inputs:
                    - load
                """).map { String($0.prefix { $0 != "\n" }) }, [
                "t.vmspec:5:7: error: '@\(kind)' keeps dependency 'a' in a \(kind) that starts with it, which the"
                    + " \(framework) framework has none of",
            ])
        }
        // The function style's view model is a function, which stores nothing.
        XCTAssertEqual(TestSupport.diagnostics("""
            options:
              framework: rxswift
              styles: function
            viewmodel A:
              dependencies:
                - @relay let a: B
              inputs:
                - load
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:6:7: error: '@relay' keeps dependency 'a' in a relay the class stores, and the function style's"
                + " view model is no class",
            "t.vmspec:6:14: error: 'let' stores dependency 'a' where call sites read it, and the function style's view"
                + " model is a function, which stores none",
        ])
    }
}
