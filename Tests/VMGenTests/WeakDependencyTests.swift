import Foundation
import VMGenCore
import XCTest

/// `- weak var coordinator: PostCoordinator` under `dependencies:` (#32): what a hand-written view model keeps for the
/// coordinator that makes it and holds it (`weak var coordinator: PostCoordinator?` set from `init(coordinator:)`):
/// the initializer takes it as written, the class stores it `weak`, optional, where call sites read it, and the logic
/// is not handed it, so that neither keeps the other alive; Swift's rules for `weak`, each a located error.
final class WeakDependencyTests: XCTestCase {
    static func spec(_ framework: Framework = .combine, styles: String = "triplet") -> String {
        """
        options:
          framework: \(framework.name)
          styles: \(styles)

        viewmodel PostViewModel:
          dependencies:
            - service: PostService
            /// The coordinator that made the view model, and holds it.
            - weak var coordinator: PostCoordinator
          inputs:
            - viewDidLoad
          outputs:
            - title: String
        """
    }

    static let callSites = """
        public final class PostService { public init() {} }
        public protocol PostCoordinator: AnyObject {}
        final class AppCoordinator: PostCoordinator {}
        @MainActor func make(_ coordinator: AppCoordinator) -> PostViewModel {
            let viewModel = PostViewModel(service: PostService(), coordinator: coordinator)
            viewModel.coordinator = coordinator
            _ = viewModel.coordinator === coordinator
            return viewModel
        }

        """

    func testItIsStoredWeakAndTheLogicIsNotHandedIt() {
        for style in [Style.triplet, .transform] {
            let text = TestSupport.render(Self.spec(styles: style.name), style: style)
            XCTAssertTrue(text.contains("    weak var coordinator: PostCoordinator?\n"), text)
            XCTAssertTrue(text.contains("init(service: PostService, coordinator: PostCoordinator) {\n"), text)
            XCTAssertTrue(text.contains("        self.coordinator = coordinator\n"), text)
            XCTAssertTrue(text.contains("transform(_ input: Input, service: PostService) -> Output"), text)
            XCTAssertFalse(text.contains("coordinator: coordinator"), text)
        }
    }

    func testItCompilesInEveryStyleOfAClassInEachFramework() throws {
        for (framework, styles) in [(Framework.rxswift, "triplet, subject, transform, observable, published"),
                                    (.rxcocoa, "triplet, subject"), (.reactiveswift, "triplet, subject"),
                                    (.combine, "triplet, published"), (.closures, "triplet, observable")] {
            try assertCompiles(Self.spec(framework, styles: styles), support: Self.callSites, swiftVersion: "6")
        }
        try assertCompiles(Self.spec(.combine, styles: "transform"), support: Self.callSites)
    }

    static let program = """
        public final class PostService { public init() {} }
        protocol PostCoordinator: AnyObject {}
        final class AppCoordinator: PostCoordinator {}

        var coordinator: AppCoordinator? = AppCoordinator()
        let viewModel = PostViewModel(service: PostService(), coordinator: coordinator!)
        expect(viewModel.coordinator === coordinator, true, "the view model reads the coordinator it was made with")
        weak var released = coordinator
        coordinator = nil
        expect(released == nil, true, "the view model keeps no coordinator alive")
        expect(viewModel.coordinator == nil, true, "it reads nil once the coordinator is gone")
        finishProbeTests()
        """

    func testTheViewModelKeepsNoCoordinatorAlive() throws {
        try CombineProgram.run(spec: Self.spec(), path: "Post.vmspec", main: Self.program,
                               in: try TestSupport.temporaryFolder(self), failure: "the view model kept the coordinator")
    }

    func testSwiftsRulesForWeakAreLocatedErrors() {
        XCTAssertEqual(TestSupport.diagnostics("""
            viewmodel A:
              dependencies:
                - weak let a: B
                - weak var b: B!
                - weak var c: () -> Void
                - weak var d: B = B()
                - weak var e: B?
              inputs:
                - load
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:3:7: error: 'weak' is set to nil when what it names goes away, so it makes a 'var'; 'weak let' is"
                + " not a dependency",
            "t.vmspec:4:7: error: 'weak var b' holds a class instance weakly; 'B!' is stored strongly",
            "t.vmspec:5:7: error: 'weak var c' holds a class instance weakly; '() -> Void' is stored strongly",
            "t.vmspec:6:16: error: 'weak var d' has a default value, which nothing else would keep alive: it would be nil"
                + " at once",
        ])
        // The function style's view model is a function, which stores nothing.
        XCTAssertEqual(TestSupport.diagnostics("""
            options:
              styles: function
            viewmodel A:
              dependencies:
                - weak var a: B
              inputs:
                - load
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:7: error: 'weak var' stores dependency 'a' where call sites read it, and the function style's view"
                + " model is a function, which stores none",
        ])
    }

    /// The import: a `weak var` the initializer sets from its parameter is the weak dependency, its type the parameter's
    /// (`Fixtures/Import/SplashGate`, whose coordinator's and screen's calls compile against the generated code); one of
    /// another type, or whose parameter has a default value, is a warning where it stands.
    func testTheImportCarriesAWeakVarTheInitializerSets() throws {
        let source = { (stored: String, parameter: String) in """
            import RxSwift
            protocol LaunchCoordinating: AnyObject {}
            final class LaunchViewModel {
                struct Input { let appear: Observable<Void> }
                struct Output { let title: Observable<String> }
                weak var coordinator: \(stored)
                init(coordinator: \(parameter)) {
                    self.coordinator = coordinator
                }
                func transform(input: Input) -> Output { Output(title: .just("")) }
            }
            """ }
        for (stored, parameter, line) in [("LaunchCoordinating?", "LaunchCoordinating", "- weak var coordinator: LaunchCoordinating\n"),
                                          ("LaunchCoordinating?", "LaunchCoordinating?", "- weak var coordinator: LaunchCoordinating?\n")] {
            let text = source(stored, parameter)
            let imported = SpecImporter.importFile(text, path: "L.swift")
            XCTAssertEqual(imported.diagnostics.besidesDeclarationsBeside.filter { $0.severity != .note }.map(\.formatted), [])
            let spec = try XCTUnwrap(imported.specText)
            XCTAssertTrue(spec.contains(line), spec)
            let differences = SurfaceComparison.differences(handWritten: text, path: "L.swift",
                                                            spec: SpecSource(path: "L.vmspec", bytes: Array(spec.utf8)))
            // `protocol LaunchCoordinating`, declared beside the view model, is a difference of its own
            // (`DeclaredBesideViewModelTests`).
            XCTAssertEqual(differences.besidesDeclarationsBeside.map(\.formatted), [])
        }
        let other = SpecImporter.importFile(source("AnyObject?", "LaunchCoordinating"), path: "L.swift")
        XCTAssertEqual(other.diagnostics.besidesDeclarationsBeside.filter { $0.severity == .warning }.map(\.formatted), [
            "L.swift:6:10: warning: 'var coordinator' of 'LaunchViewModel' is not imported: it is 'AnyObject?', and the"
                + " initializer sets it from its parameter 'coordinator', a 'LaunchCoordinating', which a weak dependency"
                + " stores as 'LaunchCoordinating?'",
        ])
    }
}
