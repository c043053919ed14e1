import Foundation
import VMGenCore
import XCTest

/// `subject-contract: given`: the subject style's class keeps the `Input` and `Output` its initializer is handed
/// (`init(input: Input = Input(), output: Output = Output(), coordinator: Coordinator)`), structs that make their relays
/// and subjects themselves, as apps write it so a test can hand its own while every screen leaves them out (Parting,
/// ForPigPyo-App) (#32).
final class GivenSubjectContractTests: XCTestCase {
    static func spec(_ framework: Framework, extra: String = "") -> String {
        let relay = framework == .combine ? "@subject" : "@relay"
        return """
            options:
              framework: \(framework.name)
              styles: subject
              subject-contract: given\(extra)
            viewmodel SplashViewModel:
              dependencies:
                - coordinator: Coordinator
              inputs:
                - @subject viewDidLoad
                - \(relay) nickname(_ value: String) = ""
                - @call retry
              outputs:
                - \(relay) days: [Int] = []
                - @subject toast: String
            """
    }

    /// A call site that leaves both out, and one that hands its own, as a test of the app does.
    static func callSites(_ framework: Framework) -> String {
        """
        public final class Coordinator { public init() {} }
        func makeSplash() -> SplashViewModel { SplashViewModel(coordinator: Coordinator()) }
        func makeSplash(input: SplashViewModel.Input, output: SplashViewModel.Output) -> SplashViewModel {
            SplashViewModel(input: input, output: output, coordinator: Coordinator())
        }

        """
    }

    func testTheClassKeepsTheHandedInputAndOutputEachMakingItsRelaysAndSubjects() {
        let code = TestSupport.render(Self.spec(.rxswift), style: .subject)
        for line in [
            "    struct Input {\n        let viewDidLoad = PublishSubject<Void>()\n        let nickname = BehaviorRelay<String>(value: \"\")\n    }\n",
            "    struct Output {\n        let days = BehaviorRelay<[Int]>(value: [])\n        let toast = PublishSubject<String>()\n    }\n",
            "    let input: Input\n    let output: Output\n",
            "    init(input: Input = Input(), output: Output = Output(), coordinator: Coordinator) {\n"
                + "        self.input = input\n        self.output = output\n",
            "                viewDidLoad: input.viewDidLoad.asObservable(),\n",
            "        _ = Self.bind(output.days, to: self.output.days, in: outputBindings)\n",
            "    func retry() {\n",
        ] {
            XCTAssertTrue(code.contains(line), "\(line) in\n\(code)")
        }
        let combine = TestSupport.render(Self.spec(.combine), style: .subject)
        XCTAssertTrue(combine.contains("        let days = CurrentValueSubject<[Int], Never>([])\n"), combine)
        XCTAssertTrue(combine.contains("        _ = Self.bind(output.days, to: self.output.days, in: &outputBindings)\n"), combine)
        // The app's base class is made before the bindings use `self`.
        let based = TestSupport.render(Self.spec(.rxswift, extra: "\n  superclass: BaseViewModel\n  final: false"), style: .subject)
        XCTAssertTrue(based.contains("        self.output = output\n        super.init()\n"), based)
    }

    /// The fake makes its own `Input` and `Output`, records what the view sends into the one and sends into the other.
    func testTheFakeMakesItsOwnInputAndOutput() throws {
        let source = SpecSource(path: "a.vmspec", bytes: Array(Self.spec(.rxswift).utf8))
        let tests = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual(tests.diagnostics.map(\.formatted), [])
        let code = try XCTUnwrap(tests.files.first?.contents)
        for line in [
            "    let input = SplashViewModel.Input()\n",
            "    let output = SplashViewModel.Output()\n",
            "    private var nickname: BehaviorRelay<String> { input.nickname }\n",
            "        self.output.days.accept(value)\n",
            "        viewModel = SplashViewModel(coordinator: coordinator)\n",
        ] {
            XCTAssertTrue(code.contains(line), "\(line) in\n\(code)")
        }
    }

    func testItCompilesInEachFrameworkWithRelaysOrSubjects() throws {
        for framework in [Framework.rxswift, .rxcocoa, .combine] {
            try assertCompiles(Self.spec(framework), support: Self.callSites(framework))
            try assertCompiles(Self.spec(framework), support: Self.callSites(framework), swiftVersion: "6")
        }
        for framework in [Framework.rxswift, .combine] {
            try assertCompiles(Self.spec(framework, extra: "\n  access: public"), support: Self.callSites(framework))
        }
        // The app's base class, which the initializer makes before the bindings; and a view model without outputs.
        try assertCompiles(
            Self.spec(.rxswift, extra: "\n  superclass: BaseViewModel\n  final: false"),
            support: Self.callSites(.rxswift) + "class BaseViewModel { init() {} }\n")
        try assertCompiles("options:\n  framework: rxswift\n  styles: subject\n  subject-contract: given\nviewmodel A:\n  inputs:\n    - @relay tap\n")
    }

    /// On OpenCombine: the view hands its own `Input` and `Output`, sends into the one and sees the other change.
    func testTheViewSendsIntoTheHandedInputAndSeesTheHandedOutputChange() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let generated = Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(Self.spec(.combine).utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        let header = "#if canImport(Combine)\nimport Combine\n#else\nimport OpenCombine\n#endif\n"
        let logic = header + """
            final class Coordinator { var loads = 0 }
            extension SplashViewModelLogic {
                static func transform(_ input: Input, coordinator: Coordinator) -> Output {
                    Output(
                        days: input.viewDidLoad.map { _ -> [Int] in coordinator.loads += 1; return [coordinator.loads, 2, 3] }
                            .eraseToAnyPublisher(),
                        toast: input.nickname.dropFirst().map { "hello \\($0)" }.eraseToAnyPublisher())
                }
            }
            """
        let main = header + """
            let input = SplashViewModel.Input()
            let output = SplashViewModel.Output()
            let viewModel = SplashViewModel(input: input, output: output, coordinator: Coordinator())
            expect(viewModel.input.viewDidLoad === input.viewDidLoad && viewModel.output.days === output.days, true,
                   "the view model keeps the very Input and Output it was handed")
            var days: [[Int]] = []
            var toasts: [String] = []
            var subscriptions = Set<AnyCancellable>()
            output.days.sink { days.append($0) }.store(in: &subscriptions)
            output.toast.sink { toasts.append($0) }.store(in: &subscriptions)
            input.viewDidLoad.send(())
            input.nickname.send("Ann")
            expect(days, [[], [1, 2, 3]], "the handed output's starting value, then the logic's")
            expect(toasts, ["hello Ann"], "what the view sent into the handed input reaches the logic")
            expect(output.days.value, [1, 2, 3], "the handed subject holds the latest value")
            let made = SplashViewModel(coordinator: Coordinator())
            var madeDays: [[Int]] = []
            made.output.days.sink { madeDays.append($0) }.store(in: &subscriptions)
            made.input.viewDidLoad.send(())
            expect(madeDays, [[], [1, 2, 3]], "without them, the view model makes its own")
            expect(made.output.days !== output.days, true, "its own, not the ones handed to another")
            finishProbeTests()
            """
        try CombineProgram.run(generated.files.map { ($0.relativePath, $0.contents) } + [("Logic.swift", logic)],
                               main: main, in: folder, failure: "the view did not see the handed output change")
    }

    func testWhatCannotBeGivenIsALocatedError() {
        for (options, members, message) in [
            ("  subject-contract: made\n", "  inputs:\n    - @relay tap\n",
             "a.vmspec:4:21: error: unknown 'subject-contract: made'; the one value is 'given'"),
            ("  subject-contract: given\n", "  inputs:\n    - tap\n",
             "a.vmspec:7:7: error: 'subject-contract: given' hands the view model an 'Input' that makes each of its relays or"
                + " subjects, and 'tap' is an observer"),
            ("  subject-contract: given\n", "  outputs:\n    - title: String\n",
             "a.vmspec:7:7: error: 'subject-contract: given' hands the view model an 'Output' that makes each of its relays or"
                + " subjects, and 'title' is a stream"),
        ] {
            let spec = "options:\n  framework: rxswift\n  styles: subject\n" + options + "viewmodel A:\n" + members
            let diagnostics = Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(spec.utf8))]).diagnostics.map(\.formatted)
            XCTAssertTrue(diagnostics.contains { $0.hasPrefix(message) }, "\(message)\n\(diagnostics)")
        }
        // A kind refused already (Combine has no relay) is reported once, not as a member that is no relay besides.
        let combine = "options:\n  framework: combine\n  styles: subject\n  subject-contract: given\nviewmodel A:\n  inputs:\n    - @relay tap\n"
        XCTAssertEqual(
            Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(combine.utf8))]).diagnostics
                .filter { $0.severity == .error }.map(\.formatted),
            ["a.vmspec:7:7: error: '@relay' makes an input a relay, which framework 'combine' does not have\n"
                + "a.vmspec:7:7: note: '@relay' is for 'rxswift', 'rxcocoa'"])
        for (framework, styles, message) in [
            ("reactiveswift", "subject", "a.vmspec:4:21: error: 'subject-contract: given' hands the view model structs of relays or subjects, which 'reactiveswift' has none of"),
            ("rxswift", "subject, transform", "a.vmspec:4:21: error: 'subject-contract: given' is the subject style's"),
        ] {
            let spec = "options:\n  framework: \(framework)\n  styles: \(styles)\n  subject-contract: given\nviewmodel A:\n  inputs:\n    - @call tap\n"
            let diagnostics = Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(spec.utf8))]).diagnostics.map(\.formatted)
            XCTAssertTrue(diagnostics.contains { $0.hasPrefix(message) }, "\(message)\n\(diagnostics)")
        }
    }
}
