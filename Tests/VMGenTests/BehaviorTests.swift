import Foundation
import VMGenCore
import XCTest

/// Runs each example's generated view model, in every style its framework supports, with the example's logic and
/// a scenario that plays the view (`Tests/Behavior`): what the view sees must be right, and the same in every
/// style. Combine runs on the real OpenCombine; closures need no framework. Each program then runs the tests a team
/// writes with the generated test support (`Tests/Behavior/probes`): the probe's assertions on the logic, and the
/// fake driving a hand-written screen.
final class BehaviorTests: XCTestCase {
    /// What the view sees, per framework and example: the same in every framework with streams (a value output's
    /// starting value, `= false`, reaches a view that binds after `init` in each: ReactiveSwift's is a `Property`).
    static var expectedTranscripts: [Framework: [String: [String]]] {
        var all = expected
        for framework in [Framework.rxswift, .async, .reactiveswift] { all[framework] = expected[.combine] }
        return all
    }

    static let expected: [Framework: [String: [String]]] = [
        .combine: [
            "GrailedLogin": [
                "loginButtonEnabled: false",
                "loginButtonEnabled: false",
                "loginButtonEnabled: true",
                "successMessage: Welcome back, ann!",
                "loginButtonEnabled: false",
            ],
            "SayHello": ["greeting: ", "greeting: Hello Ann", "greeting: Hello Bo"],
            "SimpleCell": [
                "title: Tent", "description: Sleeps two", "load: https://example.com/tent.png", "thumbnail: an image",
            ],
            "MerpayExample": [
                "showHUD: ()", "dismissHUD: ()", "reloadData: ()", "finishedLoading: ()", "openDetail: ()",
                "showHUD: ()", "dismissHUD: ()", "didReceiveServiceError: ServiceError(message: \"offline\")",
                "finishedLoading: ()",
            ],
            "KickstarterLogin": [
                "validInput: false", "isLoading: false", "validInput: false", "validInput: true", "isLoading: true",
                "isLoading: false", "loginFailure: ErrorMessage(text: \"wrong password\")", "validInput: true",
                "isLoading: true", "isLoading: false", "loginSuccess: ()",
            ],
        ],
        .closures: [
            "GrailedLogin": [
                "loginButtonEnabled: false", "loginButtonEnabled: false", "loginButtonEnabled: true",
                "successMessage: Welcome back, ann!", "loginButtonEnabled: false",
            ],
            // The view sets its closure after `init` and is told the starting value then, as the streams show it.
            "SayHello": ["greeting: ", "greeting: Hello Ann", "greeting: Hello Bo"],
            "SimpleCell": [
                "title: Tent", "description: Sleeps two", "load: https://example.com/tent.png", "thumbnail: an image",
            ],
            "MerpayExample": [
                "showHUD: ()", "dismissHUD: ()", "reloadData: ()", "finishedLoading: ()", "openDetail: ()",
                "showHUD: ()", "dismissHUD: ()", "didReceiveServiceError: ServiceError(message: \"offline\")",
                "finishedLoading: ()",
            ],
            "KickstarterLogin": [
                "validInput: false", "isLoading: false", "validInput: false", "validInput: true", "isLoading: true",
                "isLoading: false", "loginFailure: ErrorMessage(text: \"wrong password\")", "validInput: true",
                "isLoading: true", "isLoading: false", "loginSuccess: ()",
            ],
        ],
    ]

    /// The login examples' value outputs start with `= false` and the view binds after `init` (`Tests/Behavior/streams`):
    /// every framework must show the same values, output by output, starting value first, which the runs check each
    /// program against. (ReactiveSwift once showed `[false, true, false]` for the button: its Signal was hot.)
    func testTheLoginExamplesExpectTheSameTranscriptInEveryFramework() {
        let frameworks: [Framework] = [.rxswift, .reactiveswift, .combine, .closures, .async]
        for example in ["GrailedLogin", "KickstarterLogin"] {
            let transcripts = frameworks.map { Self.byOutput(Self.expectedTranscripts[$0]?[example] ?? []) }
            for (framework, transcript) in zip(frameworks, transcripts) {
                XCTAssertEqual(transcript, transcripts[0], "\(example) with \(framework.rawValue)")
            }
        }
        XCTAssertEqual(
            Self.byOutput(Self.expectedTranscripts[.reactiveswift]?["GrailedLogin"] ?? [])["loginButtonEnabled"],
            ["loginButtonEnabled: false", "loginButtonEnabled: false", "loginButtonEnabled: true", "loginButtonEnabled: false"])
    }

    func testEveryExampleBehavesTheSameInEveryStyle() throws {
        try runExamples([.combine, .closures], expectedPrograms: 5 * 4 + 1 + 5 + 2 * 5 * 2)
    }

    /// Swift concurrency: the view model's and the logic's tasks run on the main actor, and the scenario lets them
    /// settle after each input (`Tests/Behavior/async/Harness.swift`). It shows exactly what Combine shows.
    func testSwiftConcurrencyExamplesBehaveLikeCombine() throws {
        try runExamples([.async], expectedPrograms: 5 * 4 + 1 + 2 * 5)
    }

    /// ReactiveSwift, run against the real framework where SwiftPM can resolve it (on a machine without it, set a
    /// mirror of ReactiveSwift for `Tests/ReactiveSwiftRuntime`: docs/contributing.md). It shows exactly what Combine
    /// shows: a value output's starting value reaches the view through its `Property`.
    func testReactiveSwiftExamplesBehaveLikeCombine() throws {
        if case .failure = ReactiveSwiftRuntime.shared {
            throw XCTSkip("ReactiveSwift cannot be resolved here; set a SwiftPM mirror for Tests/ReactiveSwiftRuntime to run this")
        }
        try runExamples([.reactiveswift], expectedPrograms: 5 * 4 + 1 + 2 * 5)
    }

    /// RxSwift, run against the real RxSwift and RxRelay where SwiftPM can resolve them (as for ReactiveSwift, a
    /// mirror for `Tests/RxRuntime` runs them on a machine without network): it shows exactly what Combine shows.
    func testRxSwiftExamplesBehaveLikeCombine() throws {
        if case .failure = RxRuntime.shared {
            throw XCTSkip("RxSwift cannot be resolved here; set a SwiftPM mirror for Tests/RxRuntime to run this")
        }
        try runExamples([.rxswift], expectedPrograms: 5 * 4 + 1 + 2 * 5)
    }

    private func runExamples(_ frameworks: [Framework], expectedPrograms: Int) throws {
        let folder = try TestSupport.temporaryFolder(self)
        let uiKit = try Self.buildUIKit(into: folder.appendingPathComponent("UIKit"))
        var programs: [Program] = []
        for framework in frameworks {
            for fixture in TestSupport.fixtures {
                let goldens = try FileManager.default.contentsOfDirectory(
                    at: fixture.goldenFolder(framework), includingPropertiesForKeys: nil
                ).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
                for golden in goldens where !golden.lastPathComponent.hasSuffix(".logic.swift") {
                    let style = try XCTUnwrap(Style(rawValue: golden.deletingPathExtension().pathExtension))
                    programs.append(Program(
                        framework: framework, fixture: fixture, style: style, golden: golden,
                        folder: folder.appendingPathComponent("\(framework)-\(fixture.name)-\(style)")))
                }
            }
        }
        XCTAssertEqual(programs.count, expectedPrograms, "every example in every style, and the cell as a constructor")

        var transcripts = [Result<[String], ProgramFailure>](repeating: .success([]), count: programs.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: programs.count) { index in
            let result = programs[index].run(uiKit: uiKit)
            lock.lock()
            transcripts[index] = result
            lock.unlock()
        }
        for (program, result) in zip(programs, transcripts) {
            let result = result.map { lines in
                // When the logic's chains start: the line the login scenario writes last, checked on its own.
                let started = lines.filter { $0.hasPrefix(Self.unboundLogins) }
                let expected = program.fixture.name == "KickstarterLogin"
                    ? ["\(Self.unboundLogins)\(Self.loginsWithoutAView(program.framework, program.style))"] : []
                XCTAssertEqual(started, expected, "\(program.label): the logic's chains start elsewhere than documented")
                return lines.filter { !$0.hasPrefix(Self.unboundLogins) }
            }
            switch result {
            case .failure(let failure):
                XCTFail("\(program.label): \(failure.message)")
            case .success(let transcript) where program.style.isObservable:
                checkObservable(program, transcript)
            case .success(let transcript):
                // Each output's values, in order. (Which of two outputs hears of one input first is up to the
                // framework: OpenCombine keeps a subject's subscribers in a set.)
                XCTAssertEqual(
                    Self.byOutput(transcript), Self.byOutput(Self.expectedTranscripts[program.framework]?[program.fixture.name] ?? []),
                    "\(program.label) showed the view something else:\n\(transcript.joined(separator: "\n"))")
                // Where the order across outputs is what the user sees, it is checked too; not with Swift
                // concurrency, where each output is read by a task of its own, which Swift does not order (docs/swift6-and-swiftui.md).
                if program.framework != .async, let (labels, expected) = Self.userVisibleOrder[program.fixture.name] {
                    let seen = transcript.filter { line in labels.contains { line.hasPrefix($0) } }
                    XCTAssertEqual(seen, expected, "\(program.label): in the wrong order for the user")
                }
            }
        }
    }

    static let unboundLogins = "logins without a view: "

    /// The logins a login view model makes for one submit when no view binds it (`Tests/Behavior/streams` and
    /// `closures`, `KickstarterLogin.swift`), which shows when the logic's chains start (docs/frameworks.md): RxSwift's
    /// and Combine's at the first subscriber, which the observable styles' class is from `init`; ReactiveSwift's hot
    /// Signals and Swift concurrency's tasks when the logic is called, in `init`; without a framework the logic
    /// handles each input as it comes.
    static func loginsWithoutAView(_ framework: Framework, _ style: Style) -> Int {
        switch framework {
        case .rxswift, .rxcocoa, .combine: return style.isObservable ? 1 : 0
        case .reactiveswift, .async, .closures: return 1
        }
    }

    /// The lines whose order across outputs the user sees, and that order: the HUD is shown before it is dismissed,
    /// the spinner starts before the result arrives and stops after.
    static let userVisibleOrder: [String: (labels: [String], order: [String])] = [
        "MerpayExample": (["showHUD", "dismissHUD"], ["showHUD: ()", "dismissHUD: ()", "showHUD: ()", "dismissHUD: ()"]),
        "KickstarterLogin": (["isLoading: true", "loginSuccess", "loginFailure"], [
            "isLoading: true", "loginFailure: ErrorMessage(text: \"wrong password\")", "isLoading: true", "loginSuccess: ()",
        ]),
    ]

    /// `name: value` lines grouped by name, each group in order.
    static func byOutput(_ transcript: [String]) -> [String: [String]] {
        Dictionary(grouping: transcript) { String($0.prefix { $0 != ":" }) }
    }

    /// The UIKit stand-in as a library a program can link (its `UIImage` can be made; nothing else runs).
    static func buildUIKit(into folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sources = TestSupport.standIns.appendingPathComponent("UIKit/UIKit.swift").path
        let result = Compiler.swiftc([
            "-parse-as-library", "-emit-library", "-emit-module", "-module-name", "UIKit", sources,
            "-emit-module-path", folder.appendingPathComponent("UIKit.swiftmodule").path,
            "-o", folder.appendingPathComponent("libUIKit.so").path,
        ])
        if result.status != 0 { throw ProgramFailure(message: "UIKit stand-in: \(result.output)") }
        return folder
    }

    /// `typealias LoginViewModelProbe = LoginSubjectViewModelProbe` where `style` is not the first the fixture lists
    /// (`StyleNames`), so the same tests read the same in every style; nothing for the first.
    static func testSupportAliases(_ fixture: TestSupport.Fixture, _ framework: Framework, _ style: Style) throws -> String {
        let resolved = try XCTUnwrap(Generator.resolve(try fixture.source(), overrides: fixture.overrides(framework)).resolved)
        return resolved.viewModels.map(\.viewModel.name).flatMap { name -> [String] in
            let names = StyleNames(viewModel: name, styles: resolved.options.styles)
            var pairs: [(String, String)] = [(name + "Probe", names.probeName(style))]
            if style.hasFake { pairs.append((name + "Fake", names.fakeName(style))) }
            return pairs.filter { $0.0 != $0.1 }.map { "typealias \($0.0) = \($0.1)" }
        }.joined(separator: "\n") + "\n"
    }

    struct ProgramFailure: Error {
        var message: String
    }

    /// One example in one style: its generated file, its logic, the harness and the scenario, built and run.
    struct Program {
        var framework: Framework
        var fixture: TestSupport.Fixture
        var style: Style
        var golden: URL
        var folder: URL

        var label: String { "\(fixture.name) with \(framework.rawValue) in the \(style.name) style" }

        func run(uiKit: URL) -> Result<[String], ProgramFailure> {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let behavior = TestSupport.root.appendingPathComponent("Tests/Behavior/\(framework.rawValue)")
                // One scenario per example for the frameworks with streams (their harness and test services make it
                // concrete), its own for plain closures. It is the program's top-level code: main.swift.
                let scenarios = framework == .closures ? behavior
                    : TestSupport.root.appendingPathComponent("Tests/Behavior/streams")
                // Then the tests a team writes with the generated test support (`Tests/Behavior/probes`): the probe
                // tests the logic with XCTest-like assertions, the fake drives a hand-written screen.
                // The SwiftUI styles' screen (`Tests/Behavior/observable`) reads their view model; their probe and fake
                // run on the main actor, as the view model does.
                let main = folder.appendingPathComponent("main.swift")
                let scenario = try Data(contentsOf: scenarios.appendingPathComponent("\(fixture.name).swift"))
                let testSupport = style.hasTestSupport && framework.hasTestSupport
                let probeTests = testSupport ? "\nprobeTests()\nfinishProbeTests()\n" : "\n"
                // A SwiftUI view runs on the main actor, and so do the tests (`@MainActor func probeTests()`, which the
                // SwiftUI styles' probes need); top-level code that awaits does too (SE-0343).
                let mainActor = "await Task.yield()\n"
                try (Data(mainActor.utf8) + scenario + Data(probeTests.utf8)).write(to: main)
                // The scenario names the view model as the spec does; a style that the spec does not list first
                // declares its own name (`LoginSubjectViewModel`), which aliases map it to.
                let viewModel = golden.deletingPathExtension().deletingPathExtension().lastPathComponent
                let aliases = folder.appendingPathComponent("Aliases.swift")
                try fixture.aliases(viewModel, style, framework).write(to: aliases, atomically: true, encoding: .utf8)
                var arguments = fixture.goldens(of: golden, style: style).map(\.path)
                    + [aliases.path, behavior.appendingPathComponent("Harness.swift").path, main.path]
                if testSupport {
                    let probes = TestSupport.root.appendingPathComponent("Tests/Behavior/probes")
                    let testSupport = fixture.testSupportFolder(framework).appendingPathComponent(
                        golden.deletingPathExtension().deletingPathExtension().lastPathComponent + ".\(style.name).testing.swift")
                    arguments += [testSupport.path, probes.appendingPathComponent("\(fixture.name).swift").path]
                    arguments.append(probes.appendingPathComponent("Expect.swift").path)
                    // The tests name the probe and fake of the style listed first; another style's are named after it.
                    let aliases = folder.appendingPathComponent("TestSupportNames.swift")
                    try BehaviorTests.testSupportAliases(fixture, framework, style).write(to: aliases, atomically: true, encoding: .utf8)
                    arguments.append(aliases.path)
                }
                if style.isObservable {
                    let screen = style == .published ? "PublishedScreen" : "Screen"
                    arguments.append(TestSupport.root.appendingPathComponent("Tests/Behavior/observable/\(screen).swift").path)
                }
                let services = behavior.appendingPathComponent("\(fixture.name)+Services.swift")
                if FileManager.default.fileExists(atPath: services.path) { arguments.append(services.path) }
                arguments += ["-D", "FRAMEWORK_\(framework.rawValue.uppercased())"]
                arguments += fixture.handWritten(framework, style: style).map(\.path)
                arguments += ["-D", "STYLE_\(style.name.uppercased())", "-swift-version", "5", "-module-name", "Scenario"]
                if framework == .async {
                    // The main-actor services' default values (`= LoginService()`), which Swift 6 has (SE-0411).
                    arguments += ["-enable-upcoming-feature", "IsolatedDefaultValues"]
                }
                arguments += ["-I", uiKit.path, "-L", uiKit.path, "-lUIKit", "-Xlinker", "-rpath", "-Xlinker", uiKit.path]
                // The published style's `ObservableObject` is Combine's, whatever the framework.
                if framework == .combine || style == .published {
                    let runtime = try CombineRuntime.shared.get()
                    arguments += runtime.compilerFlags + runtime.linkerFlags
                }
                if framework == .rxswift {
                    let runtime = try RxRuntime.shared.get()
                    arguments += runtime.compilerFlags + runtime.linkerFlags
                }
                if framework == .reactiveswift {
                    let runtime = try ReactiveSwiftRuntime.shared.get()
                    arguments += runtime.compilerFlags + runtime.linkerFlags
                }
                let executable = folder.appendingPathComponent("scenario")
                let build = Compiler.swiftc(arguments + ["-o", executable.path])
                guard build.status == 0 else { return .failure(ProgramFailure(message: "does not build:\n\(build.output)")) }
                let run = Compiler.run(executable, [])
                guard run.status == 0 else { return .failure(ProgramFailure(message: "exited \(run.status):\n\(run.output)")) }
                return .success(run.output.split(separator: "\n").map(String.init))
            } catch {
                return .failure(ProgramFailure(message: "\(error)"))
            }
        }
    }
}
