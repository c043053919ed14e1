import Foundation
import VMGenCore
import XCTest

/// Test support for every style with a view model object (docs/testing.md): the SwiftUI styles' probe records the
/// stored values the logic sets and their fake stands in for the view model behind the protocol the view depends on
/// (`conforms:`, no glue); every fake conforms to `conforms:`; the transform probe's bag of subscriptions has a
/// default; and `skeleton --tests` builds only what `generate --tests` writes, on the view model's actor.
final class ViewModelObjectTestSupportTests: XCTestCase {
    private static let spec = """
        options:
          conforms: SettingsViewModelling
        viewmodel SettingsViewModel:
          inputs:
            - toggle
          outputs:
            - isOn: Bool = false
            - saved: Void
        """

    /// The team's protocol, which their SwiftUI view depends on, and the view.
    private static func view(_ framework: Framework) -> String {
        let saved = framework == .closures ? "var saved: (() -> Void)? { get set }" : "var saved: AnyPublisher<Void, Never> { get }"
        return """
            @MainActor protocol SettingsViewModelling: AnyObject {
                var isOn: Bool { get }
                \(saved)
                func toggle()
            }

            /// What a SwiftUI view does: reads a value, calls an input method.
            @MainActor final class SettingsView<Model: SettingsViewModelling> {
                let model: Model
                init(model: Model) { self.model = model }
                var label: String { model.isOn ? "On" : "Off" }
                func tap() { model.toggle() }
            }

            """
    }

    private static func logic(_ framework: Framework) -> String {
        framework == .closures ? """
            extension SettingsViewModelLogic {
                static func handle(_ output: Output) -> Input {
                    var on = false
                    return Input(toggle: { on.toggle(); output.isOn(on); output.saved() })
                }
            }

            """ : """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif

            extension SettingsViewModelLogic {
                static func transform(_ input: Input) -> Output {
                    Output(
                        isOn: input.toggle.scan(false) { on, _ in !on }.eraseToAnyPublisher(),
                        saved: input.toggle.eraseToAnyPublisher()
                    )
                }
            }

            """
    }

    private static let scenario = """
        await Task.yield()
        let probe = SettingsViewModelProbe()
        probe.inputs.toggle()
        probe.inputs.toggle()
        print("isOn: \\(probe.isOn.values)")
        print("saved: \\(probe.saved.count)")
        probe.isOn.assertValues([true, false])
        print("the view takes the view model: \\(SettingsView(model: probe.viewModel).label)")
        let fake = SettingsViewModelFake()
        let view = SettingsView(model: fake)
        view.tap()
        print("calls: \\(fake.calls == [.toggle])")
        fake.send(isOn: true)
        print("the view shows: \\(view.label)")

        """

    func testTheSwiftUIStylesProbeTheLogicAndTheirFakeStandsInThroughConforms() throws {
        let folder = try TestSupport.temporaryFolder(self)
        for framework in [Framework.closures, .combine] {
            for style in [Style.observable, .published] {
                let label = "\(framework) \(style.name)"
                let overrides = OptionOverrides(framework: framework, styles: StyleSelection(styles: [style]))
                let source = SpecSource(path: "Settings.vmspec", bytes: Array(Self.spec.utf8))
                let generated = Generator.generate([source], overrides: overrides)
                var tests = overrides
                tests.testSupport = true
                let support = Generator.generate([source], overrides: tests)
                XCTAssertEqual((generated.diagnostics + support.diagnostics).map(\.formatted), [], label)
                let text = try XCTUnwrap(support.files.first?.contents, label)
                let isolation = style == .observable ? "@MainActor @Observable\nfinal class" : "@MainActor final class"
                XCTAssertTrue(text.contains("\(isolation) SettingsViewModelFake: \(style == .published ? "ObservableObject, " : "")SettingsViewModelling {"), text)

                let program = folder.appendingPathComponent("\(framework)-\(style.name)")
                try FileManager.default.createDirectory(at: program, withIntermediateDirectories: true)
                var files: [String] = []
                for file in generated.files + support.files {
                    let url = program.appendingPathComponent(file.relativePath)
                    try file.contents.write(to: url, atomically: true, encoding: .utf8)
                    files.append(url.path)
                }
                let imports = framework == .combine
                    ? "#if canImport(Combine)\nimport Combine\n#else\nimport OpenCombine\n#endif\n" : ""
                for (name, contents) in [
                    ("Logic.swift", Self.logic(framework)), ("View.swift", imports + Self.view(framework)),
                    ("main.swift", Self.scenario),
                ] {
                    let url = program.appendingPathComponent(name)
                    try contents.write(to: url, atomically: true, encoding: .utf8)
                    files.append(url.path)
                }
                var arguments = files + ["-swift-version", "5", "-module-name", "Scenario"]
                if framework == .combine || style == .published {
                    let runtime = try CombineRuntime.shared.get()
                    arguments += runtime.compilerFlags + runtime.linkerFlags
                }
                let executable = program.appendingPathComponent("scenario")
                let build = Compiler.swiftc(arguments + ["-o", executable.path])
                XCTAssertEqual(build.status, 0, "\(label) does not build:\n\(build.output)")
                guard build.status == 0 else { continue }
                let run = Compiler.run(executable, [])
                XCTAssertEqual(run.status, 0, "\(label): \(run.output)")
                XCTAssertEqual(run.output.split(separator: "\n").map(String.init), [
                    "isOn: [true, false]", "saved: 2", "the view takes the view model: Off", "calls: true", "the view shows: On",
                ], label)
            }
        }
    }

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
    /// its test case runs on the actor the probe is isolated to (`isolation:`, and the SwiftUI styles' main actor).
    func testTheTestSkeletonBuildsWhatGenerateWritesOnTheViewModelsActor() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        for isolation in ["MainActor", "none"] {
            for framework in [Framework.combine, .closures] {
                for style in framework.supportedStyles {
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
                    XCTAssertTrue(skeleton.contains("let probe = SettingsViewModelProbe("), "\(label):\n\(skeleton)")
                    let filled = skeleton.split(separator: "\n", omittingEmptySubsequences: false)
                        .filter { !$0.contains("<#send inputs") }.joined(separator: "\n")
                        .replacingOccurrences(of: "<#how many#>", with: "0")
                        .replacingOccurrences(of: #"<#[^#]*#>"#, with: "stub()", options: .regularExpression)
                        + "\nprivate func stub<Value>() -> Value { fatalError() }\n"
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
    }
}

