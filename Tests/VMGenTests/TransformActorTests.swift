import Foundation
import VMGenCore
import XCTest

/// `transform: @MainActor transform(_ input: Input) -> Output`: the method alone isolated to a global actor, the class
/// not, as SeulMae's view models declare it (#32). The view model's method, the `transform-protocol:` requirement and
/// the fake's method carry it; the probe, which calls the method from its `init`, is isolated to it, and so are the
/// tests that use it.
final class TransformActorTests: XCTestCase {
    static func spec(_ framework: Framework, transform: String = "@MainActor transform(_ input: Input) -> Output",
                     extra: String = "") -> String {
        """
        options:
          framework: \(framework.name)
          styles: transform
          transform: \(transform)
          transform-protocol: SigninViewModelling\(extra)
        viewmodel SigninViewModel:
          inputs:
            - tapSignin
          outputs:
            - isLoading: Bool

        """
    }

    /// What the app's screens do: a view controller (on the main actor) calls it on the class and through the protocol;
    /// a test on the main actor makes the probe and the fake.
    static func callSites(_ framework: Framework) -> String {
        """
        @MainActor func bind(
            _ viewModel: SigninViewModel, _ any: any SigninViewModelling, _ input: SigninViewModel.Input
        ) -> SigninViewModel.Output {
            _ = any.transform(input)
            return viewModel.transform(input)
        }

        """ + (framework.hasTestSupport ? """
        @MainActor func useTestSupport() {
            let probe = SigninViewModelProbe()
            _ = probe.isLoading.values
            let fake: any SigninViewModelling = SigninViewModelFake()
            _ = fake
        }

        """ : "")
    }

    static var frameworks: [Framework] { Framework.allCases.filter { $0.supportedStyles.contains(.transform) } }

    func testTheMethodItsRequirementTheFakeAndTheProbeCarryTheActor() throws {
        XCTAssertEqual(Self.frameworks.count, 5, "\(Self.frameworks)")
        for framework in Self.frameworks {
            let source = SpecSource(path: "a.vmspec", bytes: Array(Self.spec(framework).utf8))
            let generated = Generator.generate([source])
            XCTAssertEqual(generated.diagnostics.map(\.formatted), [], "\(framework)")
            let code = try XCTUnwrap(generated.files.first?.contents)
            // The class stays nonisolated (the async framework's is on the main actor already): the method alone is on
            // the actor, in the class and in the protocol.
            let isolation = framework == .async ? "@MainActor " : ""
            XCTAssertTrue(code.contains("\n\(isolation)final class SigninViewModel: SigninViewModelling {\n"), "\(framework): \(code)")
            XCTAssertTrue(code.contains("    @MainActor\n    func transform(_ input: Input) -> Output {\n"), "\(framework): \(code)")
            XCTAssertTrue(code.contains("\n\(isolation)protocol SigninViewModelling {\n"), "\(framework): \(code)")
            XCTAssertTrue(code.contains("    @MainActor\n    func transform(_ input: SigninViewModel.Input) -> SigninViewModel.Output\n"),
                          "\(framework): \(code)")
            guard framework.hasTestSupport else { continue }
            let tests = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
            XCTAssertEqual(tests.diagnostics.map(\.formatted), [], "\(framework)")
            let support = try XCTUnwrap(tests.files.first?.contents)
            XCTAssertTrue(support.contains("@MainActor final class SigninViewModelProbe {\n"), "\(framework): \(support)")
            XCTAssertTrue(support.contains("\nfinal class SigninViewModelFake: SigninViewModelling {\n"), "\(framework): \(support)")
            XCTAssertTrue(support.contains(
                "    @MainActor\n    func transform(_ input: SigninViewModel.Input) -> SigninViewModel.Output {\n"),
                "\(framework): \(support)")
        }
        // The tests `vmgen skeleton --tests` starts, which make the probe, are on its actor.
        let resolved = try XCTUnwrap(Generator.resolve(SpecSource(path: "a.vmspec", bytes: Array(Self.spec(.rxswift).utf8))).resolved)
        let skeleton = TestSkeleton.render(resolved.viewModels.map(\.viewModel), options: resolved.options, style: .transform)
        XCTAssertTrue(skeleton.contains("@MainActor final class SigninViewModelTests: XCTestCase {\n"), skeleton)
        // Without it, nothing is isolated: the default stays as it was.
        let plain = Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(
            Self.spec(.combine, transform: "transform(_ input: Input) -> Output").utf8))], overrides: OptionOverrides(testSupport: true))
        XCTAssertFalse(plain.files.map(\.contents).joined().contains("@MainActor"))
    }

    /// With `@discardableResult` in either order (written actor first), with `transform-calls:`, with the same
    /// `isolation:` as the method's, and with an actor of the app's.
    func testItCombinesWithTheOtherOptionsAndAnActorOfTheApp() throws {
        for (transform, extra, lines) in [
            ("@discardableResult @MainActor transform(_ input: Input) -> Output", "",
             ["    @MainActor\n    @discardableResult\n    func transform(_ input: Input) -> Output {\n"]),
            ("@MainActor transform(_ input: Input, action: (Output) -> Void) -> Output", "\n  transform-calls: action",
             ["    @MainActor\n    func transform(_ input: Input, action: (Output) -> Void) -> Output {\n", "        action(viewOutput)\n"]),
            ("@MainActor transform(_ input: Input) -> Output", "\n  isolation: MainActor",
             ["@MainActor final class SigninViewModel", "    @MainActor\n    func transform(_ input: Input) -> Output {\n"]),
            ("@DatabaseActor transform(_ input: Input) -> Output", "",
             ["    @DatabaseActor\n    func transform(_ input: Input) -> Output {\n"]),
        ] {
            let generated = Generator.generate([SpecSource(
                path: "a.vmspec", bytes: Array(Self.spec(.combine, transform: transform, extra: extra).utf8))])
            XCTAssertEqual(generated.diagnostics.map(\.formatted), [], transform)
            let code = generated.files.map(\.contents).joined()
            for line in lines { XCTAssertTrue(code.contains(line), "\(line) in\n\(code)") }
        }
    }

    /// Swift 5 with complete concurrency checking and Swift 6, in every framework of the transform style, with the test
    /// support and call sites on the main actor; and with the other combinations above.
    func testItCompilesInSwift5And6InEveryFramework() throws {
        for framework in Self.frameworks {
            try assertCompiles(Self.spec(framework), support: Self.callSites(framework))
            try assertCompiles(Self.spec(framework), support: Self.callSites(framework), swiftVersion: "6")
        }
        let actor = """
            @globalActor actor DatabaseActor {
                static let shared = DatabaseActor()
            }
            @DatabaseActor func bind(_ viewModel: SigninViewModel, _ input: SigninViewModel.Input) -> SigninViewModel.Output {
                viewModel.transform(input)
            }
            @DatabaseActor func useProbe() { _ = SigninViewModelProbe().isLoading.values }

            """
        try assertCompiles(Self.spec(.rxswift, transform: "@DatabaseActor transform(_ input: Input) -> Output"),
                           support: actor, swiftVersion: "6")
        try assertCompiles(Self.spec(.combine, transform: "@MainActor @discardableResult transform(_ input: Input, action:"
                                         + " (Output) -> Void) -> Output", extra: "\n  transform-calls: action"),
                           support: "@MainActor func call(_ v: SigninViewModel, _ i: SigninViewModel.Input) { v.transform(i, action: { _ in }) }\n",
                           swiftVersion: "6")
        // The one-stream event transform and the transform of states, whose fakes and probes write the method too.
        for transform in ["@MainActor transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>",
                          "@MainActor transform(input: Input) -> AnyPublisher<SigninState, Never>"] {
            try assertCompiles(Self.spec(.combine, transform: transform), support: """
                @MainActor func useTestSupport() { _ = SigninViewModelProbe() }

                """, swiftVersion: "6")
        }
    }

    /// On OpenCombine, from the main actor: the view model's output shows what the logic sends, and the probe records it.
    func testTheViewAndTheProbeSeeWhatTheLogicSends() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let source = SpecSource(path: "a.vmspec", bytes: Array(Self.spec(.combine).utf8))
        let generated = Generator.generate([source])
        let tests = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual((generated.diagnostics + tests.diagnostics).map(\.formatted), [])
        let logic = """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif
            extension SigninViewModelLogic {
                static func transform(_ input: Input) -> Output {
                    Output(isLoading: input.tapSignin.map { true }.prepend(false).eraseToAnyPublisher())
                }
            }
            """
        let main = """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif
            @MainActor func scenario() {
                let tap = PassthroughSubject<Void, Never>()
                var shown: [Bool] = []
                var subscriptions = Set<AnyCancellable>()
                let output = SigninViewModel().transform(.init(tapSignin: tap.eraseToAnyPublisher()))
                output.isLoading.sink { shown.append($0) }.store(in: &subscriptions)
                tap.send(())
                expect(shown, [false, true], "the view sees what the logic sends through the main-actor transform")
                let probe = SigninViewModelProbe()
                probe.inputs.tapSignin()
                expect(probe.isLoading.values, [false, true], "the probe, on the main actor, records it")
            }
            MainActor.assumeIsolated { scenario() }
            finishProbeTests()
            """
        try CombineProgram.run((generated.files + tests.files).map { ($0.relativePath, $0.contents) } + [("Logic.swift", logic)],
                               main: main, in: folder, failure: "the main-actor transform did not show what the logic sends")
    }

    /// `vmgen skeleton --tests` of a view model whose `transform` is on an actor of the app's: XCTest runs a
    /// synchronous test on the main thread (a case isolated to another actor traps as XCTest calls it), so the case
    /// stays nonisolated and each test is an `async` method on the actor, which XCTest awaits. Filled in, it is built
    /// with the view model, its test support and a logic in Swift 6, and run by XCTest on OpenCombine.
    func testTheTestSkeletonOnAnActorOfTheAppAwaitsEachTestOnIt() throws {
        let source = SpecSource(path: "a.vmspec", bytes: Array(
            Self.spec(.combine, transform: "@DatabaseActor transform(_ input: Input) -> Output").utf8))
        let resolved = try XCTUnwrap(Generator.resolve(source).resolved)
        let skeleton = TestSkeleton.render(resolved.viewModels.map(\.viewModel), options: resolved.options, style: .transform)
        XCTAssertTrue(skeleton.contains("\nfinal class SigninViewModelTests: XCTestCase {\n"), skeleton)
        XCTAssertTrue(skeleton.contains("    @DatabaseActor func testIsLoading() async {\n        let probe = SigninViewModelProbe()\n"),
                      skeleton)
        let filled = skeleton.replacingOccurrences(of: "<#send inputs: probe.inputs.tapSignin(...)#>", with: "probe.inputs.tapSignin()")
            .replacingOccurrences(of: "[<#Bool#>]", with: "[false, true]")
        XCTAssertFalse(filled.contains("<#"), filled)
        let generated = Generator.generate([source])
        let tests = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual((generated.diagnostics + tests.diagnostics).map(\.formatted), [])
        let logic = """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif
            @globalActor actor DatabaseActor {
                static let shared = DatabaseActor()
            }
            extension SigninViewModelLogic {
                static func transform(_ input: Input) -> Output {
                    Output(isLoading: input.tapSignin.map { true }.prepend(false).eraseToAnyPublisher())
                }
            }
            """
        let main = """
            import XCTest
            XCTMain([testCase([("testIsLoading", asyncTest(SigninViewModelTests.testIsLoading))])])
            """
        let folder = try TestSupport.temporaryFolder(self)
        var paths: [String] = []
        for (name, text) in (generated.files + tests.files).map({ ($0.relativePath, $0.contents) })
            + [("Logic.swift", logic), ("SigninViewModelTests.swift", filled), ("main.swift", main)] {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let runtime = try CombineRuntime.shared.get()
        // Swift 6 checks the tests; the runner's list (`main.swift`, which hands XCTest each test as Linux's test
        // discovery does) is Swift 5's, as it sends the case to the actor the way XCTest does.
        let check = Compiler.swiftc(paths.dropLast() + ["-typecheck", "-parse-as-library", "-swift-version", "6"] + runtime.compilerFlags)
        XCTAssertEqual(check.status, 0, check.output)
        let program = folder.appendingPathComponent("skeleton-tests")
        let build = Compiler.swiftc(paths + ["-module-name", "SkeletonTests", "-swift-version", "5"]
            + runtime.compilerFlags + runtime.linkerFlags + ["-o", program.path])
        XCTAssertEqual(build.status, 0, build.output)
        guard build.status == 0 else { return }
        let run = Compiler.run(program, [])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.output.contains("Test Case 'SigninViewModelTests.testIsLoading' passed"), run.output)
    }
}
