import Foundation
import VMGenCLI
import VMGenCore
import XCTest

/// `subject-output: built`: the subject style's `Output` builds itself with `init(input:)` and the dependencies the
/// logic is handed, running the logic on the input's relays and subjects, and the class makes its `output` with it, as
/// apps write it whose `Output` declares that initializer (s22's 90s_iOS) (#32).
final class BuiltSubjectOutputTests: XCTestCase {
    static func spec(_ framework: Framework, option: String = "subject-output: built", inputs: String? = nil,
                     outputs: String? = nil, styles: String = "subject") -> String {
        let relay = framework == .combine ? "@subject" : "@relay"
        return """
            options:
              framework: \(framework.name)
              styles: \(styles)
              \(option)
            viewmodel TimerViewModel:
              dependencies:
                - store: Store
              inputs:
            \(inputs ?? "    - \(relay) add\n    - \(relay) name(_ value: String) = \"\"")
              outputs:
            \(outputs ?? "    - minutes: Int\n    - greeting: String")
            """
    }

    static func diagnostics(_ spec: String) -> [String] {
        Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(spec.utf8))]).diagnostics.map(\.formatted)
    }

    func testTheClassMakesItsOutputWithTheOutputsOwnInitializer() throws {
        for framework in [Framework.rxswift, .rxcocoa, .combine] {
            let code = TestSupport.render(Self.spec(framework), style: .subject)
            for line in [
                "extension TimerViewModel.Output {\n",
                "    init(input: TimerViewModel.Input, store: Store) {\n",
                "output = Output(input: input, store: store)\n",
            ] {
                XCTAssertTrue(code.contains(line), "\(framework.name): \(line) in\n\(code)")
            }
        }
    }

    /// Every problem of the option is an error where it stands, all in one run; exit 1.
    func testWhatTheOptionCannotSayIsALocatedErrorEachInOneRun() throws {
        let unknown = Self.diagnostics(Self.spec(.rxswift, option: "subject-output: made"))
        XCTAssertTrue(unknown.contains { $0.hasPrefix("a.vmspec:4:19: error: unknown 'subject-output: made'; the one value is 'built'") },
                      "\(unknown)")
        let prefix = "a.vmspec:4:19: error: 'subject-output: built' runs the logic on the relays and subjects of the view"
            + " model's 'Input', each output as the logic gives it and each dependency as the class is given it, and "
        let members = Self.diagnostics(Self.spec(
            .rxswift, inputs: "    - tap\n    - @call retry\n    - @relay add",
            outputs: "    - greeting: String"))
        let errors = members.filter { $0.contains(": error: ") }
        for problem in ["input 'tap' of 'TimerViewModel' is no '@relay' or '@subject'",
                        "input 'retry' of 'TimerViewModel' is '@call'",
] {
            XCTAssertTrue(errors.contains { $0.hasPrefix(prefix + problem) }, "\(problem) in\n\(members)")
        }
        XCTAssertFalse(errors.contains { $0.contains("'add'") || $0.contains("'greeting'") }, "\(errors)")
        let value = Self.diagnostics(Self.spec(.combine, outputs: "    - @value count: Int = 0\n    - greeting: String"))
        XCTAssertTrue(value.contains { $0.hasPrefix(prefix + "output 'count' of 'TimerViewModel' is '@value'") }, "\(value)")
        // An output the class keeps in a relay of its own (`@kept`, with `@outside` or not) is not the logic's as it is.
        for kept in ["@kept(greetingRelay)", "@kept(greetingRelay) @outside"] {
            let spec = Self.spec(.rxswift, outputs: "    - \(kept) greeting: String")
                + "\n  properties:\n    - let greetingRelay: BehaviorRelay<String> = .init(value: \"\")"
            let why = kept.hasSuffix("@outside") ? "'@outside'" : "'@kept'"
            let found = Self.diagnostics(spec)
            XCTAssertEqual(found.filter { $0.contains(": error: ") }.count, 1, "\(found)")
            XCTAssertTrue(found.contains { $0.hasPrefix(prefix + "output 'greeting' of 'TimerViewModel' is \(why)") }, "\(found)")
        }
        let styles = Self.diagnostics(Self.spec(.rxswift, styles: "transform"))
        XCTAssertTrue(styles.contains { $0.hasPrefix("a.vmspec:4:19: error: 'subject-output: built'") }, "\(styles)")
        let given = Self.diagnostics(Self.spec(.rxswift, option: "subject-output: built\n  subject-contract: given"))
        XCTAssertTrue(given.contains { $0.contains("error: 'subject-output: built' makes the 'Output' the class keeps, and"
            + " 'subject-contract: given' hands it one") }, "\(given)")
        // Through the executable: every error in one run, exit 1.
        let folder = try TestSupport.temporaryFolder(self)
        let path = folder.appendingPathComponent("a.vmspec").path
        try Self.spec(.rxswift, inputs: "    - tap\n    - @call retry", outputs: "    - greeting: String")
            .write(toFile: path, atomically: true, encoding: .utf8)
        var err = ""
        let status = CommandLineTool.run(["generate", path, "--output", folder.appendingPathComponent("out").path],
                                         console: CommandLineTool.Console(out: { _ in }, err: { err += $0 }))
        XCTAssertEqual(status, 1, err)
        XCTAssertEqual(err.components(separatedBy: "error: 'subject-output: built'").count - 1, 2, err)
    }

    /// On OpenCombine: `Output(input:store:)` yields what the logic computes when the view sends into the input.
    func testTheBuiltOutputRunsTheLogicOnWhatTheViewSends() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let generated = Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(Self.spec(.combine).utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        let header = "#if canImport(Combine)\nimport Combine\n#else\nimport OpenCombine\n#endif\n"
        let logic = header + """
            final class Store { var step = 5 }
            extension TimerViewModelLogic {
                static func transform(_ input: Input, store: Store) -> Output {
                    Output(
                        minutes: input.add.scan(25) { total, _ in total + store.step }.eraseToAnyPublisher(),
                        greeting: input.name.dropFirst().map { "hello \\($0)" }.eraseToAnyPublisher())
                }
            }
            """
        let main = header + """
            let viewModel = TimerViewModel(store: Store())
            let output = TimerViewModel.Output(input: viewModel.input, store: Store())
            var minutes: [Int] = []
            var greetings: [String] = []
            var subscriptions = Set<AnyCancellable>()
            output.minutes.sink { minutes.append($0) }.store(in: &subscriptions)
            output.greeting.sink { greetings.append($0) }.store(in: &subscriptions)
            viewModel.input.add.send(())
            viewModel.input.add.send(())
            viewModel.input.name.send("Ann")
            expect(minutes, [30, 35], "each add reaches the logic through the Output built on the input")
            expect(greetings, ["hello Ann"], "the name the view sends reaches the logic")
            var own: [Int] = []
            viewModel.output.minutes.sink { own.append($0) }.store(in: &subscriptions)
            viewModel.input.add.send(())
            expect(own, [30], "the class's own output is built the same way, on its input (its own scan from 25)")
            finishProbeTests()
            """
        try CombineProgram.run(generated.files.map { ($0.relativePath, $0.contents) } + [("Logic.swift", logic)],
                               main: main, in: folder, failure: "the built Output did not run the logic")
    }

    static func source(initializer: String) -> String {
        """
        import RxSwift
        import RxRelay

        final class TimerViewModel {
            private(set) var input: Input
            private(set) var output: Output

            init(store: Store) {
                self.input = .init()
                self.output = .init(input: input, store: store)
            }
        }

        extension TimerViewModel {
            struct Input {
                let add = PublishRelay<Void>()
            }

            struct Output {
                let minutes: Observable<Int>

                \(initializer) {
                    minutes = input.add.map { _ in 5 }
                }
            }
        }
        """
    }

    func testImportWritesTheOptionForAnOutputThatBuildsItselfAndWarnsWhenItsInitializerDoesNotFit() throws {
        let fits = SpecImporter.importFile(Self.source(initializer: "init(input: Input, store: Store)"), path: "Timer.swift")
        XCTAssertEqual(fits.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [])
        let spec = try XCTUnwrap(fits.specText)
        for line in ["  subject-output: built\n", "    - store: Store\n", "    - @relay add\n"] {
            XCTAssertTrue(spec.contains(line), "\(line) in\n\(spec)")
        }
        XCTAssertTrue(fits.diagnostics.contains { $0.severity == .note && $0.formatted.contains("is 'subject-output: built'") },
                      "\(fits.diagnostics.map(\.formatted))")
        // A parameter the logic is not handed: no option, and a warning where the initializer stands.
        let other = SpecImporter.importFile(Self.source(initializer: "init(input: Input, limit: Int)"), path: "Timer.swift")
        XCTAssertFalse(other.specText?.contains("subject-output") ?? true, other.specText ?? "")
        let warnings = other.diagnostics.filter { $0.severity == .warning }.map(\.formatted)
        XCTAssertTrue(warnings.contains { $0.hasPrefix("Timer.swift:22:9: warning: ") && $0.contains("moves") }, "\(warnings)")
    }
}
