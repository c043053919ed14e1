import Foundation
import VMGenCore
import XCTest

/// The SwiftUI styles' test support: the probe records the stored values the logic sets, the fake stands in for the
/// view model behind the protocol the view depends on (`conforms:`), and off the main actor a located warning.
extension ViewModelObjectTestSupportTests {
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
        // The view sees the starting value first, and the probe records it.
        probe.isOn.assertValues([false, true, false])
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
                    "isOn: [false, true, false]", "saved: 2", "the view takes the view model: Off", "calls: true", "the view shows: On",
                ], label)
            }
        }
    }

    /// On a global actor other than the main actor, the observable style's probe cannot take Observation's callbacks:
    /// a located warning says so, and the probe, recording the events only, compiles in Swift 6.
    func testTheObservableProbeOffTheMainActorIsAWarningAndCompiles() throws {
        let spec = """
            options:
              framework: closures
              styles: observable
              isolation: DatabaseActor
            viewmodel Counter:
              inputs:
                - tap
              outputs:
                - count: Int = 0
                - done: Void
            """
        let source = SpecSource(path: "t.vmspec", bytes: Array(spec.utf8))
        let tests = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual(tests.diagnostics.map { String($0.formatted.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:11: warning: the observable style's probe records no stored value of a view model isolated to"
                + " 'DatabaseActor' (--tests): Observation's change callbacks are taken on the main actor only",
        ])
        let text = try XCTUnwrap(tests.files.first?.contents)
        XCTAssertFalse(text.contains("Recorder<Int>"), text)
        XCTAssertTrue(text.contains("let done = Recorder<Void>()"), text)
        let folder = try TestSupport.temporaryFolder(self)
        var files: [String] = []
        let support = """
            @globalActor actor DatabaseActor { static let shared = DatabaseActor() }
            extension CounterLogic { static func handle(_ output: Output) -> Input { Input(tap: { output.count(1) }) } }

            """
        for (name, contents) in Generator.generate([source]).files.map({ ($0.relativePath, $0.contents) })
            + [(tests.files[0].relativePath, text), ("Support.swift", support)] {
            let url = folder.appendingPathComponent(name)
            try contents.write(to: url, atomically: true, encoding: .utf8)
            files.append(url.path)
        }
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        for (label, output) in CompileTests.run([CompileTests.Job(label: "DatabaseActor", files: files, swiftVersion: "6")], compiler) {
            XCTFail("\(label) does not compile:\n\(output)")
        }
    }
}
