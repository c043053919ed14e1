import Foundation
import VMGenCore
import XCTest

/// `- logic init let tabs: Tabs = Tabs(user: user)` under `properties:` (#32): state the initializer builds from its
/// dependencies and then binds to (`self.subViewModels = SubViewModels(...)`, then
/// `subViewModels.dropdown.output.selectedText.emit(to: selectedText$)`), which the generated initializer sets and then
/// hands the logic, as one more of its dependencies (`ViewModel.logicDependencies`).
final class HandedPropertyTests: XCTestCase {
    static func spec(_ framework: Framework, styles: String, transform: String? = nil) -> String {
        """
        options:
          framework: \(framework.name)
          styles: \(styles)
        \(transform.map { "  transform: \($0)\n" } ?? "")viewmodel TabsViewModel:
          dependencies:
            - user: User
          properties:
            /// The tabs' view models, which the logic binds to.
            - logic init let tabs: Tabs = Tabs(user: user)
            - var typed: String = ""
          inputs:
            - refresh
          outputs:
            - title: String
        """
    }

    /// What the app does with it: reads the tabs the view model made (a tab's screen is made with its view model).
    static let callSites = """
        public struct User: Sendable { public let name: String }
        public final class Tabs {
            public let title: String
            public init(user: User) { title = user.name }
        }
        @MainActor func tabTitle(_ viewModel: TabsViewModel) -> String { viewModel.tabs.title }
        @MainActor func make() -> TabsViewModel { TabsViewModel(user: User(name: "home")) }

        """

    func testTheLogicIsHandedItInEveryStyleThatDeclaresAClass() throws {
        try assertCompiles(
            Self.spec(.rxswift, styles: "triplet, subject, transform, observable, published"), support: Self.callSites)
        // The transform of one stream of inputs, whose method hands it as the class's own.
        try assertCompiles(
            Self.spec(.combine, styles: "transform",
                      transform: "transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>"),
            support: Self.callSites)
        for (framework, styles) in [(Framework.rxswift, "triplet, subject, transform, observable, published"),
                                    (.rxcocoa, "triplet, subject, transform"), (.reactiveswift, "triplet, subject"),
                                    (.combine, "triplet, subject, transform, published"), (.closures, "triplet, observable"),
                                    (.async, "triplet, subject, transform, observable")] {
            try assertCompiles(Self.spec(framework, styles: styles), support: Self.callSites, swiftVersion: "6")
        }
    }

    /// Handed after the initializer sets it, as `self.tabs`; in `transform(input:)` and the closures' handlers, which
    /// run once the class is made, as the class's own; named in the logic's signature after the dependencies.
    func testItIsHandedAfterTheInitializerSetsIt() {
        let subject = TestSupport.render(Self.spec(.combine, styles: "subject"), style: .subject)
        XCTAssertTrue(subject.contains("        self.tabs = Tabs(user: user)\n"), subject)
        let set = subject.range(of: "self.tabs = Tabs(user: user)")!.lowerBound
        let handed = subject.range(of: "            tabs: self.tabs\n")!.lowerBound
        XCTAssertLessThan(set, handed, subject)
        XCTAssertTrue(subject.contains("static func transform(_ input: Input, user: User, tabs: Tabs) -> Output"), subject)
        let transform = TestSupport.render(Self.spec(.combine, styles: "transform"), style: .transform)
        XCTAssertTrue(transform.contains("TabsViewModelLogic.transform(input, user: user, tabs: tabs)"), transform)
        let closures = TestSupport.render(Self.spec(.closures, styles: "triplet"), style: .triplet)
        XCTAssertTrue(closures.contains("        user: user,\n        tabs: tabs\n"), closures)
        XCTAssertTrue(closures.contains("static func handle(_ output: Output, user: User, tabs: Tabs) -> Input"), closures)
        // Without `logic`, the logic is handed the dependencies alone, as before.
        let plain = TestSupport.render(
            Self.spec(.combine, styles: "subject").replacingOccurrences(of: "- logic init let", with: "- init let"),
            style: .subject)
        XCTAssertTrue(plain.contains("static func transform(_ input: Input, user: User) -> Output"), plain)
        XCTAssertFalse(plain.contains("tabs: self.tabs"), plain)
    }

    /// The logic, written as an app writes it: the title the view sees is read from the tabs it is handed.
    static let logic = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif

        struct User { let name: String }
        /// Counts the tabs made, so a second one (the logic making its own) would show.
        var tabsMade = 0
        final class Tabs {
            let serial: Int
            init(user: User) {
                tabsMade += 1
                serial = tabsMade
            }
        }

        extension TabsViewModelLogic {
            static func transform(_ input: Input, user: User, tabs: Tabs) -> Output {
                Output(title: input.refresh.map { "\\(user.name) \\(tabs.serial)" }.eraseToAnyPublisher())
            }
        }

        """

    /// What each style's view does: sends `refresh`, reads the title; the tabs are the view model's own.
    static let views: [String: String] = [
        "triplet": """
            var titles: [String] = []
            let subscription = viewModel.outputs.title.sink { titles.append($0) }
            viewModel.inputs.refresh()
            """,
        "subject": """
            var titles: [String] = []
            let subscription = viewModel.output.title.sink { titles.append($0) }
            _ = viewModel.input.refresh.receive(())
            """,
        "transform": """
            var titles: [String] = []
            let refresh = PassthroughSubject<Void, Never>()
            let subscription = viewModel.transform(input: .init(refresh: refresh.eraseToAnyPublisher())).title
                .sink { titles.append($0) }
            refresh.send(())
            """,
    ]

    func testTheLogicReadsTheVeryValueTheInitializerSet() throws {
        let folder = try TestSupport.temporaryFolder(self)
        for (style, view) in Self.views.sorted(by: { $0.key < $1.key }) {
            let program = """
                #if canImport(Combine)
                import Combine
                #else
                import OpenCombine
                #endif

                let viewModel = TabsViewModel(user: User(name: "home"))
                \(view)
                expect(tabsMade, 1, "the initializer makes the tabs once")
                expect(viewModel.tabs.serial, 1, "the view model keeps the tabs it made")
                expect(titles, ["home 1"], "the logic reads the tabs the initializer set")
                _ = subscription
                finishProbeTests()
                """
            let source = SpecSource(path: "Tabs.vmspec", bytes: Array(Self.spec(.combine, styles: style).utf8))
            let generated = Generator.generate([source])
            XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
            let styleFolder = folder.appendingPathComponent(style)
            try FileManager.default.createDirectory(at: styleFolder, withIntermediateDirectories: true)
            try CombineProgram.run(generated.files.map { ($0.relativePath, $0.contents) } + [("Logic.swift", Self.logic)],
                                   main: program, in: styleFolder, failure: "the \(style) style's logic")
        }
    }

    /// What the logic cannot be handed is a located error, every one in one run: a property the initializer does not
    /// set, a `var` (handed once, it would not see what is set later), and the names the class's logic takes already.
    func testWhatTheLogicCannotBeHandedIsALocatedError() {
        XCTAssertEqual(TestSupport.diagnostics("""
            viewmodel A:
              dependencies:
                - b: B
              properties:
                - logic let a: Int = 1
                - logic init var c: Int = b.c
                - logic lazy var d: Int = b.d
                - logic init weak var e: E?
                - logic init let input: Int = b.f
                - logic init let b: Int = 2
                - logic init let g: Int = b.g
              inputs:
                - tap
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:7: error: 'logic' hands the logic what the initializer sets, and 'a' is not set there; write"
                + " 'init' after it",
            "t.vmspec:6:18: error: the logic is handed 'c' once, when the view model is made, and a 'var' set later"
                + " would not reach it; write 'let'",
            "t.vmspec:7:7: error: 'logic' hands the logic what the initializer sets, and 'd' is not set there; write"
                + " 'init' after it",
            "t.vmspec:7:18: error: the logic is handed 'd' once, when the view model is made, and a 'var' set later"
                + " would not reach it; write 'let'",
            "t.vmspec:8:18: error: 'init' sets a property the class keeps; a 'weak' one is set by whoever holds it",
            "t.vmspec:9:22: error: 'input' is a name vmgen keeps for itself and cannot name a property",
            "t.vmspec:10:22: error: property 'b' is named like a dependency; a dependency call sites read is written"
                + " '- let b: ...' under 'dependencies:'",
        ])
    }
}
