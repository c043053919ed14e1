import Foundation
import VMGenCore
import XCTest

/// `- weak var coordinator: PostCoordinator?` under `properties:` (#32): what a hand-written view model keeps beside its
/// contract for the coordinator that holds it (`viewModel.coordinator = self`), declared `weak` so that neither keeps
/// the other alive; Swift's rules for `weak`, each a located error. (It compiles in every style and framework with the
/// rest of the class's own state: `StoredPropertyTests`.)
final class WeakPropertyTests: XCTestCase {
    static let spec = """
        options:
          framework: combine
          styles: triplet

        viewmodel PostViewModel:
          properties:
            /// Set by the coordinator, which holds the view model.
            - weak var coordinator: PostCoordinator?
            - private(set) weak var delegate: PostCoordinator? = nil
          inputs:
            - viewDidLoad
          outputs:
            - title: String
        """

    static let program = """
        protocol PostCoordinator: AnyObject {}
        final class AppCoordinator: PostCoordinator {}

        let viewModel = PostViewModel()
        expect(viewModel.coordinator == nil, true, "a weak property starts nil")
        var coordinator: AppCoordinator? = AppCoordinator()
        viewModel.coordinator = coordinator
        expect(viewModel.coordinator === coordinator, true, "the view model reads the coordinator that set itself")
        weak var released = coordinator
        coordinator = nil
        expect(released == nil, true, "the view model keeps no coordinator alive")
        expect(viewModel.coordinator == nil, true, "it reads nil once the coordinator is gone")
        finishProbeTests()
        """

    func testItIsDeclaredWeakAndIgnoredByTheObservableMacro() {
        let triplet = TestSupport.render(Self.spec, style: .triplet)
        XCTAssertTrue(triplet.contains("    /// Set by the coordinator, which holds the view model.\n"
            + "    weak var coordinator: PostCoordinator?\n    private(set) weak var delegate: PostCoordinator? = nil\n"), triplet)
        // `@Observable` replaces a stored property's storage with accessors, which `weak` cannot qualify: it is storage.
        let observable = TestSupport.render(Self.spec.replacingOccurrences(of: "styles: triplet", with: "styles: observable"),
                                            style: .observable)
        XCTAssertTrue(observable.contains("    @ObservationIgnored weak var coordinator: PostCoordinator?\n"), observable)
    }

    func testTheViewModelKeepsNoCoordinatorAlive() throws {
        try CombineProgram.run(spec: Self.spec, path: "Post.vmspec", main: Self.program,
                               in: try TestSupport.temporaryFolder(self), failure: "the view model kept the coordinator")
    }

    func testSwiftsRulesForWeakAreLocatedErrors() {
        XCTAssertEqual(TestSupport.diagnostics("""
            viewmodel A:
              properties:
                - weak let a: B?
                - lazy weak var b: B? = nil
                - @Published weak var c: B?
                - weak var d: B
                - weak var e: B? = B()
                - unowned var f: B
                - unowned(unsafe) var g: B
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:3:7: error: 'weak' is set to nil when what it names goes away, so it makes a 'var'; 'weak let' is"
                + " not a spec property",
            "t.vmspec:4:12: error: a lazy property is held strongly; 'lazy' and 'weak' do not go together",
            "t.vmspec:5:18: error: a weak property cannot have a property wrapper ('@Published')",
            "t.vmspec:6:16: error: 'weak var d: B' becomes nil when what it names goes away, so its type is optional",
            "t.vmspec:7:16: error: 'weak var e' starts nil (a new object held weakly would go away at once); it takes no"
                + " value but 'nil'",
            "t.vmspec:8:7: error: a spec property is held strongly or 'weak', not 'unowned'",
            "t.vmspec:9:7: error: a spec property is held strongly or 'weak', not 'unowned'",
        ])
        // Each with a note saying what to write.
        let diagnostics = TestSupport.diagnostics("""
            viewmodel A:
              properties:
                - weak let a: B?
                - lazy weak var b: B? = nil
                - @Published weak var c: B?
                - weak var d: B
                - weak var e: B? = B()
                - unowned var f: B
            """)
        XCTAssertEqual(diagnostics.count, 6, "\(diagnostics)")
        XCTAssertTrue(diagnostics.allSatisfy { $0.contains("note: write '- weak var ") }, "\(diagnostics)")
        XCTAssertTrue(diagnostics.first?.contains("note: write '- weak var a: B?'") ?? false, "\(diagnostics)")
    }

    /// What the import cannot carry as a `weak` spec property stays a warning, where it stands.
    func testTheImportWarnsOfAWeakPropertyTheSpecCannotSay() throws {
        let source = """
            import RxSwift

            final class Coordinator {}

            final class MapViewModel {
                struct Input {
                    let refresh: Observable<Void>
                }

                struct Output {
                    let pins: Observable<[String]>
                }

                weak var coordinator: Coordinator!
                weak var other: Coordinator? = Coordinator()
                unowned let owner: Coordinator

                init(owner: Coordinator) {
                    self.owner = owner
                }

                func transform(input: Input) -> Output {
                    fatalError()
                }
            }

            """
        let imported = SpecImporter.importFile(source, path: "M.swift")
        let warnings = imported.diagnostics.besidesDeclarationsBeside.filter { $0.severity == .warning }.map(\.formatted)
        XCTAssertEqual(warnings.count, 3, "\(warnings)")
        for (line, reason) in [
            (14, "a weak spec property is a 'var' of an optional type ('T?')"),
            (15, "a weak spec property starts nil, not with a value"),
            (16, "a spec property is held strongly or 'weak', not 'unowned'"),
        ] {
            XCTAssertTrue(warnings.contains { $0.hasPrefix("M.swift:\(line):") && $0.contains(reason) }, "\(line)\n\(warnings)")
        }
    }
}
