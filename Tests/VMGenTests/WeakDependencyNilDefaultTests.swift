import Foundation
import VMGenCore
import XCTest

/// `- weak var navigation: HomeNavigation? = nil` under `dependencies:`: a weak dependency whose parameter defaults to
/// nil, as a public view model of a feature module takes its coordinator (`init(navigation: HomeNavigation? = nil)`),
/// made with none by previews and tests. `nil` is no instance that nothing would keep alive: the initializer takes it
/// with its default, the class stores it weakly; any other default, or `nil` on a type that is not optional, is still a
/// located error (`PJJ-corp/Geulmoi`'s home screen, whose import was that error).
final class WeakDependencyNilDefaultTests: XCTestCase {
    static func spec(_ framework: Framework = .combine, styles: String = "subject", default value: String = "? = nil") -> String {
        """
        options:
          framework: \(framework.name)
          styles: \(styles)

        viewmodel PostViewModel:
          dependencies:
            - service: PostService
            /// The coordinator that made the view model; none in previews.
            - weak var coordinator: PostCoordinator\(value)
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
        @MainActor func make(_ coordinator: AppCoordinator) -> [PostViewModel] {
            let preview = PostViewModel(service: PostService())
            let viewModel = PostViewModel(service: PostService(), coordinator: coordinator)
            _ = viewModel.coordinator === coordinator
            return [preview, viewModel]
        }

        """

    func testTheInitializerTakesItWithItsDefaultAndTheClassStoresItWeakly() {
        for style in [Style.triplet, .subject, .transform] {
            let text = TestSupport.render(Self.spec(styles: style.name), style: style)
            XCTAssertTrue(text.contains("    weak var coordinator: PostCoordinator?\n"), text)
            XCTAssertTrue(text.contains("init(service: PostService, coordinator: PostCoordinator? = nil) {\n"), text)
        }
    }

    func testItCompilesInEveryStyleOfAClassInEachFramework() throws {
        for (framework, styles) in [(Framework.rxswift, "triplet, subject, transform, observable, published"),
                                    (.rxcocoa, "triplet, subject"), (.reactiveswift, "triplet, subject"),
                                    (.combine, "triplet, subject, published"), (.closures, "triplet, observable")] {
            try assertCompiles(Self.spec(framework, styles: styles), support: Self.callSites, swiftVersion: "6")
        }
        try assertCompiles(Self.spec(.combine, styles: "transform"), support: Self.callSites)
    }

    static let program = """
        public final class PostService { public init() {} }
        protocol PostCoordinator: AnyObject {}
        final class AppCoordinator: PostCoordinator {}

        let preview = PostViewModel(service: PostService())
        expect(preview.coordinator == nil, true, "made without one, the view model reads none")
        var coordinator: AppCoordinator? = AppCoordinator()
        let viewModel = PostViewModel(service: PostService(), coordinator: coordinator)
        expect(viewModel.coordinator === coordinator, true, "the view model reads the coordinator it was made with")
        weak var released = coordinator
        coordinator = nil
        expect(released == nil, true, "the view model keeps no coordinator alive")
        expect(viewModel.coordinator == nil, true, "it reads nil once the coordinator is gone")
        finishProbeTests()
        """

    func testMadeWithoutOneItReadsNoneAndMadeWithOneItKeepsItNotAlive() throws {
        try CombineProgram.run(spec: Self.spec(), path: "Post.vmspec", main: Self.program,
                               in: try TestSupport.temporaryFolder(self), failure: "the view model kept the coordinator")
    }

    func testAnyOtherDefaultOrNilOnATypeThatIsNotOptionalIsStillALocatedError() {
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(default: " = nil")), [
            "t.vmspec:9:16: error: 'weak var coordinator' defaults to nil, and its type 'PostCoordinator' is not optional\n"
                + "t.vmspec:9:16: note: write '- weak var coordinator: PostCoordinator? = nil'",
        ])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(default: "? = AppCoordinator()")).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:9:16: error: 'weak var coordinator' has a default value, which nothing else would keep alive: it would"
                + " be nil at once",
        ])
    }

    func testTheImportCarriesANilDefaultAndCheckFindsTheSurfaceTheSame() throws {
        let source = { (parameter: String) in """
            import Combine
            public protocol HomeNavigation: AnyObject {}
            public final class HomeViewModel {
                public struct Input { public let appear = PassthroughSubject<Void, Never>() }
                public struct Output { public let title = CurrentValueSubject<String, Never>("") }
                public let input = Input()
                public let output = Output()
                public weak var navigation: HomeNavigation?
                public init(navigation: \(parameter)) {
                    self.navigation = navigation
                }
            }
            """ }
        let text = source("HomeNavigation? = nil")
        let imported = SpecImporter.importFile(text, path: "Home.swift")
        XCTAssertEqual(imported.diagnostics.besidesDeclarationsBeside.filter { $0.severity != .note }.map(\.formatted), [])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("    - weak var navigation: HomeNavigation? = nil\n"), spec)
        let differences = SurfaceComparison.differences(handWritten: text, path: "Home.swift",
                                                        spec: SpecSource(path: "Home.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.besidesDeclarationsBeside.map(\.formatted), [])
        // Another default is still no weak dependency, where the property stands.
        let other = SpecImporter.importFile(source("HomeNavigation? = AppNavigation.shared"), path: "Home.swift")
        XCTAssertTrue(other.diagnostics.contains { $0.formatted.hasPrefix("Home.swift:8:17: warning: 'var navigation' of"
            + " 'HomeViewModel' is not imported: its parameter has a default value") }, "\(other.diagnostics.map(\.formatted))")
    }
}
