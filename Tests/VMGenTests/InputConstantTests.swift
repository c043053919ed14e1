import Foundation
import VMGenCore
import XCTest

/// Constants under `inputs:` (`- @constant search: Action<String, String, Never>`): objects the logic makes once and
/// the view sends into or applies, which the triplet's inputs protocol declares, as ReactiveSwift apps write their
/// `Action` and `MutableProperty` inputs.
final class InputConstantTests: XCTestCase {
    static let spec = """
        options:
          framework: reactiveswift
          styles: triplet
        viewmodel SearchViewModel:
          protocols: SearchViewModelTypeInputs, SearchViewModelTypeOutputs, SearchViewModelType
          dependencies:
            - prefix: String = "repo"
          inputs:
            - viewDidLoad
            /// Searches for what the view applies it to.
            - @constant search: Action<String, String, Never>
            - @constant isVisible: MutableProperty<Bool>
          outputs:
            - sections: [String]
            - @constant isSearching: Property<Bool>
        """

    /// The logic, as GithubMobile's view models make their actions: the search's values start a load.
    static let logic = """
        import ReactiveSwift

        extension SearchViewModelLogic {
            static func transform(_ input: Input, prefix: String) -> Output {
                let search = Action<String, String, Never> { SignalProducer(value: $0) }
                let isVisible = MutableProperty(false)
                let sections = Signal.merge(
                    input.viewDidLoad.map { [String]() },
                    search.values.map { query in [prefix + ":" + query] },
                    isVisible.signal.filter { $0 }.map { _ in [prefix + ":visible"] })
                return Output(search: search, isVisible: isVisible, sections: sections, isSearching: search.isExecuting)
            }
        }
        """

    /// What a view does with it, its probe and its fake: apply the action, set the property, read what is shown.
    static let program = """
        import ReactiveSwift

        let viewModel: SearchViewModelType = SearchViewModel()
        viewModel.outputs.sections.observeValues { print("sections", $0) }
        viewModel.inputs.viewDidLoad()
        viewModel.inputs.search.apply("swift").start()
        viewModel.inputs.isVisible.value = true
        print("searching", viewModel.outputs.isSearching.value)

        let probe = SearchViewModelProbe(prefix: "p")
        probe.search.last!.apply("rx").start()
        print("probe", probe.sections.values)

        var applied: [String] = []
        let fake = SearchViewModelFake(
            search: Action { query in applied.append(query); return .empty }, isVisible: MutableProperty(false),
            isSearching: Property(value: true))
        fake.inputs.search.apply("view").start()
        fake.inputs.viewDidLoad()
        print("fake", applied, fake.calls, fake.outputs.isSearching.value)
        """

    func testConstantsUnderInputsAreTheInputsProtocolsAndTheLogicMakesThem() throws {
        let text = TestSupport.render(Self.spec)
        for expected in [
            """
            protocol SearchViewModelTypeInputs {
                func viewDidLoad()
                /// Searches for what the view applies it to.
                var search: Action<String, String, Never> { get }
                var isVisible: MutableProperty<Bool> { get }
            }
            """,
            """
            protocol SearchViewModelTypeOutputs {
                var sections: Signal<[String], Never> { get }
                var isSearching: Property<Bool> { get }
            }
            """,
            "        let search: Action<String, String, Never>\n",
            "        search = output.search\n        isVisible = output.isVisible\n",
        ] {
            XCTAssertTrue(text.contains(expected), expected + "\n---\n" + text)
        }
        // Not among the logic's input streams: the logic makes it.
        XCTAssertFalse(text.contains("let search: Signal"), text)
    }

    /// Compiled with its logic, probe and fake against the stand-in; run against the real ReactiveSwift where it
    /// resolves: the view's application reaches the logic's `values`, and the fake hands the view the test's action.
    func testConstantsUnderInputsBehaveInReactiveSwift() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let source = SpecSource(path: "t.vmspec", bytes: Array(Self.spec.utf8))
        var files: [String] = []
        for testSupport in [false, true] {
            let result = Generator.generate([source], overrides: OptionOverrides(testSupport: testSupport ? true : nil))
            XCTAssertEqual(result.diagnostics.map(\.formatted), [])
            for generated in result.files {
                let url = folder.appendingPathComponent(generated.relativePath)
                try generated.contents.write(to: url, atomically: true, encoding: .utf8)
                files.append(url.path)
            }
        }
        let logic = folder.appendingPathComponent("Logic.swift")
        try Self.logic.write(to: logic, atomically: true, encoding: .utf8)
        let main = folder.appendingPathComponent("main.swift")
        try Self.program.write(to: main, atomically: true, encoding: .utf8)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        let typeCheck = Compiler.swiftc(["-typecheck", "-I", compiler.modules.path] + files + [logic.path, main.path])
        XCTAssertEqual(typeCheck.status, 0, "against the stand-in:\n\(typeCheck.output)")
        guard case .success(let runtime) = ReactiveSwiftRuntime.shared else {
            throw XCTSkip("ReactiveSwift cannot be resolved here; set a SwiftPM mirror for Tests/ReactiveSwiftRuntime to run this")
        }
        let executable = folder.appendingPathComponent("search")
        let build = Compiler.swiftc(
            runtime.compilerFlags + runtime.linkerFlags + files + [logic.path, main.path, "-module-name", "SearchApp", "-o", executable.path])
        XCTAssertEqual(build.status, 0, build.output)
        let run = Compiler.run(executable, [])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(run.output.split(separator: "\n").map(String.init), [
            "sections []",
            "sections [\"repo:swift\"]",
            "sections [\"repo:visible\"]",
            "searching false",
            "probe [[\"p:rx\"]]",
            "fake [\"view\"] [SearchApp.SearchViewModelFake.Call.viewDidLoad] true",
        ])
    }

    func testConstantsUnderInputsAreRefusedWhereTheyCannotBe() {
        func errors(_ options: String, _ inputs: String) -> [String] {
            TestSupport.diagnostics("options:\n" + options + "\nviewmodel A:\n  inputs:\n" + inputs + "\n  outputs:\n    - b: Int")
                .map { String($0.prefix { $0 != "\n" }) }
        }
        XCTAssertEqual(errors("  styles: triplet, transform", "    - @constant search: Action<String, String, Never>"), [
            "t.vmspec:5:7: error: a constant under 'inputs:' is a property of the triplet's inputs protocol, and this spec"
                + " also renders the 'transform' style",
        ])
        XCTAssertEqual(errors("  styles: triplet", "    - @constant search(_ query: String) -> Int"), [
            "t.vmspec:5:17: error: a constant under 'inputs:' is a property the logic makes, not a function",
        ])
        XCTAssertEqual(errors("  styles: triplet", "    - @constant @failure(Error) search: Int = 1"), [
            "t.vmspec:5:17: error: '@failure' does not apply to a constant under 'inputs:'",
            "t.vmspec:5:33: error: the logic makes constant 'search' under 'inputs:', which takes no '= value'",
        ])
        XCTAssertEqual(errors("  framework: closures\n  styles: triplet", "    - @constant search: Int"), [
            "t.vmspec:6:7: error: a constant under 'inputs:' is made by the logic from streams, and framework 'closures'"
                + " has none",
        ])
        XCTAssertEqual(errors("  styles: triplet", "    - @constant(String) z: Int\n    - @constant @constant w: Int"), [
            "t.vmspec:5:17: error: '@constant' takes no type",
            "t.vmspec:6:17: error: '@constant' is written twice",
        ])
        // A constant under inputs and an output of one name: one member of the class.
        XCTAssertEqual(errors("  styles: triplet", "    - @constant b: Int").first, "t.vmspec:7:7: error: duplicate output 'b'")
    }

    /// A class named as its own type protocol would not compile: refused where the view model is named.
    func testAViewModelNamedAsOneOfItsProtocolsIsRefused() {
        XCTAssertEqual(TestSupport.diagnostics("""
            viewmodel FeedViewModelType:
              protocols: FeedViewModelTypeInputs, FeedViewModelTypeOutputs, FeedViewModelType
              inputs:
                - refresh
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:1:11: error: view model 'FeedViewModelType' would declare 'FeedViewModelType' twice: its class, its"
                + " logic's enum, its protocols (and its probe and fake) each need a name of their own",
        ])
        // With test support, its fake and probe too.
        let fake = "viewmodel C:\n  protocols: CFake, COutputs, CType\n  inputs:\n    - refresh\n"
        XCTAssertEqual(TestSupport.diagnostics(fake, overrides: OptionOverrides(testSupport: true)).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:1:11: error: view model 'C' would declare 'CFake' twice: its class, its logic's enum, its protocols (and"
                + " its probe and fake) each need a name of their own",
        ])
        XCTAssertEqual(TestSupport.diagnostics(fake), [])
    }

    /// A typealias is seen by the protocol that declares the member: a constant under `inputs:` is the inputs'.
    func testAConstantUnderInputsUsesTheInputsTypeAliases() {
        let spec = """
            options:
              framework: rxswift
              styles: triplet
            viewmodel FeedViewModel:
              inputs:
                - typealias Act = Int
                - @constant refresh: Act
              outputs:
                - items: [String]
            """
        XCTAssertEqual(TestSupport.diagnostics(spec), [])
        let elsewhere = spec.replacingOccurrences(of: "    - typealias Act = Int\n", with: "")
            .replacingOccurrences(of: "  outputs:\n", with: "  outputs:\n    - typealias Act = Int\n")
        XCTAssertEqual(TestSupport.diagnostics(elsewhere).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:6:17: error: 'refresh' uses typealias 'Act' of 'FeedViewModelOutputs', which 'FeedViewModelInputs'"
                + " does not see",
        ])
    }

    /// GithubMobile's shape: the protocols in a file of their own (`FeedViewModelType.swift`), `Action` and
    /// `MutableProperty` inputs, `Property` outputs. Imported as constants, named after the class, ReactiveSwift's.
    func testImportReadsActionsAndPropertiesAsConstantsUnderInputs() throws {
        let source = """
            import ReactiveSwift

            protocol FeedViewModelTypeInputs {
              var isVisible: MutableProperty<Bool> { get }
              /// Loads an older page.
              var loadOldSections: Action<Int, Int, Error> { get }
              var refresh: Action<Void, Void, Error> { get }
            }

            protocol FeedViewModelTypeOutputs {
              var isLoading: Property<Bool> { get }
              var page: Property<Int> { get }
            }

            protocol FeedViewModelType {
              var inputs: FeedViewModelTypeInputs { get }
              var outputs: FeedViewModelTypeOutputs { get }
            }
            """
        let result = SpecImporter.importFile(source, path: "FeedViewModelType.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .note }.map(\.formatted), [])
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .note }.count, 5)
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("""
            options:
              framework: reactiveswift
              styles: triplet

            viewmodel FeedViewModel:
              protocols: FeedViewModelTypeInputs, FeedViewModelTypeOutputs, FeedViewModelType
              inputs:
                - @constant isVisible: MutableProperty<Bool>
                /// Loads an older page.
                - @constant loadOldSections: Action<Int, Int, Error>
                - @constant refresh: Action<Void, Void, Error>
              outputs:
                - @constant isLoading: Property<Bool>
                - @constant page: Property<Int>
            """), spec)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "FeedViewModelType.swift", spec: SpecSource(path: "F.vmspec", bytes: Array(spec.utf8))
        ).map(\.formatted), [])
        // A settable one is a `@settable` constant, the class's `var` (`SettableConstantTests`).
        let settable = source.replacingOccurrences(of: "MutableProperty<Bool> { get }", with: "MutableProperty<Bool> { get set }")
        let settableImport = SpecImporter.importFile(settable, path: "F.swift")
        XCTAssertEqual(settableImport.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [])
        XCTAssertTrue(try XCTUnwrap(settableImport.specText).contains("- @settable @constant isVisible: MutableProperty<Bool>\n"))
    }

    /// The framework of a contract without streams is the one its file imports (RxSwiftCommunity's `Action` is
    /// RxSwift's); properties the generated protocol cannot declare as they are (`static`, `{ get async }`, an
    /// attribute) are warnings, never constants that mean something else.
    func testImportTakesTheFrameworkFromTheFilesImportsAndWarnsAboutOtherPropertyShapes() throws {
        func spec(_ imports: String, _ inputs: String) -> SpecImporter.Result {
            SpecImporter.importFile(imports + """

                protocol FeedViewModelInputs { \(inputs) }
                protocol FeedViewModelOutputs { var title: String { get } }
                protocol FeedViewModelType { var inputs: FeedViewModelInputs { get }; var outputs: FeedViewModelOutputs { get } }
                """, path: "F.swift")
        }
        let rx = try XCTUnwrap(spec("import RxSwift\nimport Action", "var refresh: Action<Void, Void> { get }").specText)
        XCTAssertTrue(rx.contains("  framework: rxswift\n") && rx.contains("  imports: Action\n"), rx)
        let combine = try XCTUnwrap(spec("import Combine", "var x: AnyPublisher<Int, Never> { get }").specText)
        XCTAssertTrue(combine.contains("  framework: combine\n"), combine)
        // A file of no framework (Foundation alone): Combine, Apple's, rather than the default's RxSwift, which the
        // app may not link; the closures framework has no constant among the outputs.
        let plain = try XCTUnwrap(spec("import Foundation", "func refresh()").specText)
        XCTAssertTrue(plain.contains("  framework: combine\n") && plain.contains("  imports: Foundation\n"), plain)
        XCTAssertEqual(Generator.generate([SpecSource(path: "F.vmspec", bytes: Array(plain.utf8))]).diagnostics.map(\.formatted), [])
        let odd = spec("import ReactiveSwift", "static var s: Int { get }; var d: Int { get async }; @MainActor var f: Int { get }")
        XCTAssertEqual(odd.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [
            "F.swift:2:39: warning: 's: Int' is not imported: it is 'static', and the generated property is not",
            "F.swift:2:59: warning: 'd: Int' is not imported: its getter is 'async', and the generated property's is plain"
                + " ({ get })",
            "F.swift:2:96: warning: 'f: Int' is not imported: it is '@MainActor', and the generated property is not",
        ])
    }
}
