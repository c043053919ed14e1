import Foundation
import VMGenCore
import XCTest

/// `transform-calls: action`: the transform style's method takes a closure of its output besides its input and calls
/// it with the output it returns, as MaeumGaGym's view models declare it through their `BaseViewModel` protocol
/// (`func transform(_ input: Input, action: (Output) -> Void) -> Output`, the screen binding inside `action`) (#32).
final class TransformCallsTests: XCTestCase {
    static func spec(_ framework: Framework, extra: String = "") -> String {
        """
        options:
          framework: \(framework.name)
          styles: transform
          transform: transform(_ input: Input, action: (Output) -> Void) -> Output
          transform-calls: action\(extra)
        viewmodel AgreeViewModel:
          inputs:
            - nextTap
          outputs:
            - isDone: Bool
        """
    }

    /// The app's protocol, which the generated view model conforms to unchanged, and a call site that binds in `action`.
    static let callSites = """
        protocol BaseViewModel {
            associatedtype Input
            associatedtype Output
            func transform(_ input: Input, action: (Output) -> Void) -> Output
        }
        extension AgreeViewModel: BaseViewModel {}
        func bind(_ viewModel: AgreeViewModel, _ input: AgreeViewModel.Input) -> AgreeViewModel.Output {
            var handed: [AgreeViewModel.Output] = []
            let output = viewModel.transform(input, action: { output in handed.append(output) })
            _ = handed
            return output
        }

        """

    func testTheMethodCallsTheClosureWithTheOutputItReturns() throws {
        for (framework, body) in [
            // The logic's output as it is, or the view's made of it (shared streams).
            (Framework.reactiveswift, ["        let output = AgreeViewModelLogic.transform(input)\n",
                                       "        action(output)\n        return output\n"]),
            (.rxswift, ["        let viewOutput = Output(isDone: output.isDone.share())\n",
                        "        action(viewOutput)\n        return viewOutput\n"]),
            (.combine, ["        let viewOutput = Output(isDone:", "        action(viewOutput)\n        return viewOutput\n"]),
        ] {
            let generated = Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(Self.spec(framework).utf8))])
            XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
            let code = try XCTUnwrap(generated.files.first?.contents)
            // Taken non-escaping: it is called before the method returns, and so conforms to a protocol written either way.
            for line in ["    func transform(_ input: Input, action: (Output) -> Void) -> Output {\n"] + body {
                XCTAssertTrue(code.contains(line), "\(framework): \(line) in\n\(code)")
            }
        }
    }

    /// The fake calls it too, with the outputs it shows; the probe passes one that does nothing unless a test gives one.
    func testTheFakeCallsItAndTheProbeTakesIt() throws {
        let source = SpecSource(path: "a.vmspec", bytes: Array(Self.spec(.rxcocoa).utf8))
        let tests = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual(tests.diagnostics.map(\.formatted), [])
        let code = try XCTUnwrap(tests.files.first?.contents)
        for line in [
            "    init(action: (AgreeViewModel.Output) -> Void = { _ in }) {\n",
            "    func transform(_ input: AgreeViewModel.Input, action: (AgreeViewModel.Output) -> Void) -> AgreeViewModel.Output {\n",
            "        action(output)\n        return output\n",
        ] {
            XCTAssertTrue(code.contains(line), "\(line) in\n\(code)")
        }
    }

    func testItCompilesInEveryFrameworkOfTheTransformStyle() throws {
        let frameworks = Framework.allCases.filter { $0.supportedStyles.contains(.transform) && $0 != .async }
        XCTAssertEqual(frameworks.count, 4, "\(frameworks)")
        for framework in frameworks {
            try assertCompiles(Self.spec(framework), support: Self.callSites)
            try assertCompiles(Self.spec(framework), support: Self.callSites, swiftVersion: "6")
        }
        try assertCompiles(Self.spec(.combine, extra: "\n  transform-protocol: AgreeViewModelling"), support: Self.callSites)
    }

    /// On OpenCombine: the closure receives the output the method returns, before it returns, and what the view binds
    /// there sees what the logic sends.
    func testTheClosureReceivesTheOutputTheViewSees() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let generated = Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(Self.spec(.combine).utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        let logic = """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif
            extension AgreeViewModelLogic {
                static func transform(_ input: Input) -> Output {
                    Output(isDone: input.nextTap.map { true }.eraseToAnyPublisher())
                }
            }
            """
        let main = """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif
            let next = PassthroughSubject<Void, Never>()
            var bound: [Bool] = []
            var shown: [Bool] = []
            var calls = 0
            var subscriptions = Set<AnyCancellable>()
            let viewModel = AgreeViewModel()
            let output = viewModel.transform(.init(nextTap: next.eraseToAnyPublisher()), action: { output in
                calls += 1
                output.isDone.sink { bound.append($0) }.store(in: &subscriptions)
            })
            expect(calls, 1, "the closure is called once, before transform returns")
            output.isDone.sink { shown.append($0) }.store(in: &subscriptions)
            next.send(())
            expect(bound, [true], "what the view binds in the closure sees what the logic sends")
            expect(shown, [true], "and so does the output transform returns")
            finishProbeTests()
            """
        try CombineProgram.run(generated.files.map { ($0.relativePath, $0.contents) } + [("Logic.swift", logic)],
                               main: main, in: folder, failure: "the closure did not receive the output")
    }

    func testWhatTheMethodCannotCallIsALocatedError() {
        let base = "options:\n  framework: combine\n  styles: transform\n"
        for (options, message) in [
            ("  transform-calls: action\n",
             "a.vmspec:4:20: error: 'transform-calls: action' names no parameter of 'transform'"),
            ("  transform: transform(_ input: Input, action: (Int) -> Void) -> Output\n  transform-calls: action\n",
             "a.vmspec:5:20: error: 'transform-calls: action' names a parameter of type '(Int) -> Void'; the method calls"
                + " it with its output, so it must be '(Output) -> Void'"),
            ("  transform: transform(_ input: Input, bag: DisposeBag) -> Output\n  transform-calls: bga\n",
             "a.vmspec:5:20: error: 'transform-calls: bga' names no parameter of 'transform'; its parameters besides the"
                + " input: 'bag'"),
            ("  transform: transform(_ input: Input, action: (Output) -> Void) -> AnyPublisher<Output, Never>\n"
                + "  transform-calls: action\n",
             "a.vmspec:5:20: error: 'transform-calls:' calls a closure with the struct of output streams"),
        ] {
            let spec = base + options + "viewmodel A:\n  inputs:\n    - tap\n  outputs:\n    - done: Bool\n"
            let diagnostics = Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(spec.utf8))]).diagnostics.map(\.formatted)
            XCTAssertTrue(diagnostics.contains { $0.hasPrefix(message) }, "\(message)\n\(diagnostics)")
        }
        let triplet = "options:\n  framework: combine\n  styles: triplet\n  transform-calls: action\nviewmodel A:\n  inputs:\n    - tap\n"
        XCTAssertTrue(Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(triplet.utf8))]).diagnostics.map(\.formatted)
            .contains { $0.hasPrefix("a.vmspec:4:20: error: 'transform-calls:' names a closure the transform style's method calls") })
    }
}
