import Foundation
import VMGenCore
import XCTest

/// Test support for every style with a view model object (docs/testing.md): the SwiftUI styles' probe records the
/// stored values the logic sets and their fake stands in for the view model behind the protocol the view depends on
/// (`conforms:`, no glue); every fake conforms to `conforms:`; the transform probe's bag of subscriptions has a
/// default; probes record the end of streams; the transform style declares its protocol when asked; and
/// `skeleton --tests` builds only what `generate --tests` writes, on the view model's actor.
final class ViewModelObjectTestSupportTests: XCTestCase {
    func testEveryFakeConformsToTheSpecsProtocols() throws {
        let spec = """
            options:
              framework: combine
              styles: triplet, transform
              conforms: ViewModelType, Screen
            viewmodel SearchViewModel:
              inputs:
                - search(query: String)
              outputs:
                - results: [String]
            """
        // The team's protocols: the transform style's shape, and a marker every view model takes.
        let support = """
            protocol ViewModelType { associatedtype Input; associatedtype Output; func transform(input: Input) -> Output }
            protocol Screen {}
            func bind<Model: ViewModelType>(_ model: Model) {}
            func show(_ screen: any Screen) {}
            func fakesStandIn() { show(SearchViewModelFake()) }

            """
        for style in [Style.triplet, .transform] {
            let overrides = OptionOverrides(styles: StyleSelection(styles: [style]), testSupport: true)
            let source = SpecSource(path: "t.vmspec", bytes: Array(spec.utf8))
            let text = try XCTUnwrap(Generator.generate([source], overrides: overrides).files.first?.contents)
            let conformances = style == .triplet
                ? "SearchViewModelType, SearchViewModelInputs, SearchViewModelOutputs, Screen, ViewModelType"
                : "Screen, ViewModelType"
            // One line, however the line breaker wraps it.
            let flat = text.replacingOccurrences(of: #"\s*\n\s*"#, with: " ", options: .regularExpression)
            XCTAssertTrue(flat.contains("final class SearchViewModelFake: \(conformances) {"), text)
        }
        // The transform style's fake is what a view generic over `ViewModelType` takes, with no extension by hand.
        try assertCompiles(
            spec.replacingOccurrences(of: "triplet, transform", with: "transform"),
            support: support + "func transformFakeStandsIn() { bind(SearchViewModelFake()) }\n")
    }

    func testTheTransformProbeKeepsItsOwnBagOfSubscriptionsByDefault() throws {
        let spec = """
            options:
              framework: combine
              styles: transform
              transform: transform(input: Input, cancellables: inout Set<AnyCancellable>) -> Output
            viewmodel SearchViewModel:
              inputs:
                - search(query: String)
              outputs:
                - results: [String]
            """
        let source = SpecSource(path: "t.vmspec", bytes: Array(spec.utf8))
        let result = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual(result.diagnostics.map(\.formatted), [])
        let text = try XCTUnwrap(result.files.first?.contents)
        XCTAssertTrue(text.contains("    init(cancellables: Set<AnyCancellable> = []) {"), text)
        let resolved = try XCTUnwrap(Generator.resolve(source).resolved)
        let skeleton = TestSkeleton.render(resolved.viewModels.map(\.viewModel), options: resolved.options, style: .transform)
        XCTAssertTrue(skeleton.contains("let probe = SearchViewModelProbe()\n"), skeleton)
        // A test that does not care about the bag builds the probe with nothing.
        try assertCompiles(spec, support: "import OpenCombine\nfunc probe() { _ = SearchViewModelProbe() }\n")
        // RxSwift's bag: a new one.
        let rx = spec.replacingOccurrences(of: "framework: combine", with: "framework: rxswift")
            .replacingOccurrences(of: "cancellables: inout Set<AnyCancellable>", with: "disposeBag: DisposeBag")
        let rxSource = SpecSource(path: "t.vmspec", bytes: Array(rx.utf8))
        let rxText = try XCTUnwrap(Generator.generate([rxSource], overrides: OptionOverrides(testSupport: true)).files.first?.contents)
        XCTAssertTrue(rxText.contains("    init(disposeBag: DisposeBag = DisposeBag()) {"), rxText)
        try assertCompiles(rx, support: "import RxSwift\nfunc probe() { _ = SearchViewModelProbe() }\n")
    }

    /// `skeleton --tests` names only what `generate --tests` writes: filled in, it compiles with them, in every style, and
    /// its test case runs on the actor the probe is isolated to (`isolation:`, and the SwiftUI styles' main actor; on an
    /// actor of the app's, each test is an `async` method on it).
    func testTheTestSkeletonBuildsWhatGenerateWritesOnTheViewModelsActor() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        for isolation in ["MainActor", "none", "DatabaseActor"] {
            for framework in [Framework.combine, .closures] {
                // On an actor of the app's: the styles whose view model may be on one (the SwiftUI styles' is the main actor).
                for style in framework.supportedStyles where isolation != "DatabaseActor" || !style.isObservable {
                    let spec = """
                        options:
                          isolation: \(isolation)
                        viewmodel SettingsViewModel:
                          inputs:
                            - rename(to name: String)
                          outputs:
                            - isOn: Bool = false
                            - \(style == .constructor ? "@async " : "")saved: Void
                        """
                    let label = "\(framework) \(style.name) isolated to \(isolation)"
                    let overrides = OptionOverrides(framework: framework, styles: StyleSelection(styles: [style]))
                    let source = SpecSource(path: "t.vmspec", bytes: Array(spec.utf8))
                    let resolved = try XCTUnwrap(Generator.resolve(source, overrides: overrides).resolved, label)
                    let skeleton = TestSkeleton.render(resolved.viewModels.map(\.viewModel), options: resolved.options, style: style)
                    let actor = isolation == "MainActor" || style.isObservable ? "@MainActor " : ""
                    XCTAssertTrue(skeleton.contains("\n\(actor)final class SettingsViewModelTests: XCTestCase {\n"), "\(label):\n\(skeleton)")
                    // XCTest runs a synchronous test on the main thread: on another actor, each test is awaited on it.
                    XCTAssertEqual(skeleton.contains("    @DatabaseActor func testIsOn() async {\n"), isolation == "DatabaseActor",
                                   "\(label):\n\(skeleton)")
                    XCTAssertTrue(skeleton.contains("let probe = SettingsViewModelProbe("), "\(label):\n\(skeleton)")
                    let filled = skeleton.split(separator: "\n", omittingEmptySubsequences: false)
                        .filter { !$0.contains("<#send inputs") }.joined(separator: "\n")
                        .replacingOccurrences(of: "<#how many#>", with: "0")
                        .replacingOccurrences(of: #"<#[^#]*#>"#, with: "stub()", options: .regularExpression)
                        + "\nprivate func stub<Value>() -> Value { fatalError() }\n"
                        + (isolation == "DatabaseActor" ? "@globalActor actor DatabaseActor {\n    static let shared = DatabaseActor()\n}\n" : "")
                    let prefix = folder.appendingPathComponent("\(framework)-\(style.name)-\(isolation)")
                    var files: [String] = []
                    var tests = overrides
                    tests.testSupport = true
                    let generated = Generator.generate([source], overrides: overrides).files
                        + Generator.generate([source], overrides: tests).files
                    XCTAssertEqual(generated.count, 2, "\(label): the view model and its test support")
                    let logic = StubLogic.file(for: resolved.viewModels.map(\.viewModel), framework: framework, style: style)
                    for (name, contents) in generated.map({ ($0.relativePath, $0.contents) })
                        + [("Logic.swift", logic), ("Tests.swift", filled)] {
                        let url = URL(fileURLWithPath: prefix.path + "-" + name)
                        try contents.write(to: url, atomically: true, encoding: .utf8)
                        files.append(url.path)
                    }
                    jobs.append(CompileTests.Job(
                        label: label, files: files, swiftVersion: "6", combine: framework == .combine || style == .published))
                }
            }
        }
        for (label, output) in CompileTests.run(jobs, compiler) {
            XCTFail("the skeleton with \(label) does not compile with what generate --tests writes:\n\(output)")
        }
    }

    /// A recorder hears its stream end: Combine's completion and failure, asserted with XCTest at the caller's line.
    func testTheCombineProbeRecordsCompletionAndFailure() throws {
        let spec = """
            options:
              framework: combine
            viewmodel Loader:
              inputs:
                - tap
              outputs:
                - count: Int
                - @failure(LoadError) loaded: Int
            """
        let logic = """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif

            struct LoadError: Error {}

            extension LoaderLogic {
                static func transform(_ input: Input) -> Output {
                    Output(
                        count: input.tap.scan(0) { count, _ in count + 1 }.prefix(2).eraseToAnyPublisher(),
                        loaded: input.tap.setFailureType(to: LoadError.self)
                            .flatMap { _ in Fail<Int, LoadError>(error: LoadError()) }.eraseToAnyPublisher()
                    )
                }
            }

            """
        let tests = """
            import XCTest

            final class LoaderProbeTests: XCTestCase {
                func testTheEndIsRecorded() {
                    let probe = LoaderProbe()
                    probe.count.assertDidNotComplete()
                    probe.loaded.assertDidNotFail()
                    probe.inputs.tap()
                    probe.loaded.assertDidFail()
                    probe.inputs.tap()
                    probe.inputs.tap()
                    probe.count.assertValues([1, 2])
                    probe.count.assertDidComplete()
                    probe.count.assertDidNotFail()
                }

                func testWhatDoesNotHoldFails() {
                    let probe = LoaderProbe()
                    probe.count.assertDidComplete()
                }
            }

            XCTMain([testCase([
                ("testTheEndIsRecorded", LoaderProbeTests.testTheEndIsRecorded),
                ("testWhatDoesNotHoldFails", LoaderProbeTests.testWhatDoesNotHoldFails),
            ])])

            """
        let folder = try TestSupport.temporaryFolder(self)
        let source = SpecSource(path: "t.vmspec", bytes: Array(spec.utf8))
        var files: [String] = []
        for file in Generator.generate([source]).files + Generator.generate([source], overrides: OptionOverrides(testSupport: true)).files {
            let url = folder.appendingPathComponent(file.relativePath)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            files.append(url.path)
        }
        for (name, contents) in [("Logic.swift", logic), ("main.swift", tests)] {
            let url = folder.appendingPathComponent(name)
            try contents.write(to: url, atomically: true, encoding: .utf8)
            files.append(url.path)
        }
        let runtime = try CombineRuntime.shared.get()
        let program = folder.appendingPathComponent("probe-tests")
        let build = Compiler.swiftc(
            ["-module-name", "ProbeTests", "-o", program.path] + files + runtime.compilerFlags + runtime.linkerFlags)
        XCTAssertEqual(build.status, 0, build.output)
        let run = Compiler.run(program, [])
        XCTAssertTrue(run.output.contains("Test Case 'LoaderProbeTests.testTheEndIsRecorded' passed"), run.output)
        let line = (tests.components(separatedBy: "\n").lastIndex { $0.contains("probe.count.assertDidComplete()") } ?? -1) + 1
        XCTAssertTrue(run.output.contains("main.swift:\(line): error:"), "reported where it is asserted:\n\(run.output)")
        XCTAssertTrue(run.output.contains("did not complete"), run.output)
        XCTAssertTrue(run.output.contains("Executed 2 tests, with 1 failure"), run.output)
    }

    /// `transform-protocol:` declares the protocol a view depends on; the view model and its fake conform, so the view
    /// takes either with no extension written by hand. It is refused where no transform style is rendered, and where
    /// one spec's view models would each declare it.
    func testTheTransformStyleDeclaresTheProtocolItsViewModelAndFakeConformTo() throws {
        let spec = """
            options:
              framework: combine
              styles: transform
              transform-protocol: SearchViewModelling
            viewmodel SearchViewModel:
              inputs:
                - search(query: String)
              outputs:
                - results: [String]
            """
        let source = SpecSource(path: "t.vmspec", bytes: Array(spec.utf8))
        let code = try XCTUnwrap(Generator.generate([source]).files.first?.contents)
        XCTAssertTrue(code.contains("final class SearchViewModel: SearchViewModelling {"), code)
        XCTAssertTrue(code.contains("""
            protocol SearchViewModelling {
                func transform(input: SearchViewModel.Input) -> SearchViewModel.Output
            }
            """), code)
        let tests = try XCTUnwrap(Generator.generate([source], overrides: OptionOverrides(testSupport: true)).files.first?.contents)
        XCTAssertTrue(tests.contains("final class SearchViewModelFake: SearchViewModelling {"), tests)
        let view = "func show(_ model: some SearchViewModelling) {}\nfunc either() { show(SearchViewModel()); show(SearchViewModelFake()) }\n"
        try assertCompiles(spec, support: view)
        // With the `transform:` option's spelling, in RxSwift.
        try assertCompiles(
            spec.replacingOccurrences(of: "framework: combine", with: "framework: rxswift\n  transform: transform(_ input: Input, disposeBag: DisposeBag) -> Output"),
            support: "import RxSwift\n" + view)

        XCTAssertEqual(TestSupport.diagnostics(spec.replacingOccurrences(of: "styles: transform", with: "styles: triplet"))
            .map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:4:23: error: 'transform-protocol:' names the protocol the transform style declares, and this spec"
                + " does not render it",
        ])
        XCTAssertEqual(TestSupport.diagnostics(spec + "\nviewmodel Other:\n  inputs:\n    - tap\n").map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:10:11: error: 'transform-protocol:' names one protocol, and this spec declares 2 view models",
        ])
        // In a project's `vmgen.options`, every spec would declare it: an error where it stands, never dropped.
        let project = OptionResolver.projectDefaults(SpecSource(path: "vmgen.options", bytes: Array(
            "options:\n  framework: combine\n  styles: transform\n  transform-protocol: SearchViewModelling\n".utf8)))
        XCTAssertEqual(project.diagnostics.map(\.formatted), [
            "vmgen.options:4:3: error: 'transform-protocol:' names the protocol one view model's transform style declares,"
                + " which every spec of the project would declare: give it in that view model's spec",
        ])
    }
}

