import Foundation
import VMGenCore
import XCTest

/// A transform that overrides its base class's, the base generic over the view model's own nested types and its
/// `Input` carrying the view's streams (`final class XViewModel: BaseViewModel<XUserAction, XViewModel.InputFromView,
/// XViewModel.Output>`, `override func transform(input: Input) -> Output`, reading `input.fromView`), as an app's
/// scene template writes every screen's (#32): `superclass:` with generic arguments, `override` in `transform:`, and
/// `view-input: fromView: InputFromView`.
final class InheritedTransformTests: XCTestCase {
    static func spec(_ framework: Framework, options: String = "") -> String {
        """
        options:
          framework: \(framework.name)
          styles: transform
          superclass: SceneViewModel<LockAction, LockViewModel.InputFromView, LockViewModel.Output>
          transform: override func transform(input: Input) -> Output
          view-input: fromView: InputFromView\(options)
        viewmodel LockViewModel:
          dependencies:
            - keychain: Keychain
          inputs:
            - code(_ value: String)
          outputs:
            - unlocked: Bool
        """
    }

    /// A base class written as such templates write theirs (our own code): a generic root whose `Input` nests the
    /// view's streams and the controller's, a `transform` that traps unless overridden, and a base that fixes the
    /// controller's half and adds a navigator; then call sites that make the base's `Input` and call `transform`
    /// through the view model and through the base class.
    static let standIns = """
        final class Keychain { var code = "1234" }
        enum LockAction { case unlocked }
        struct ControllerInput { let title: String }
        protocol InputMaking {
            associatedtype FromView
            associatedtype FromController
            init(fromView: FromView, fromController: FromController)
        }
        class RootViewModel<FromView, FromController, Shown> {
            struct Input: InputMaking {
                let fromController: FromController
                let fromView: FromView
                init(fromView: FromView, fromController: FromController) {
                    self.fromView = fromView
                    self.fromController = fromController
                }
            }
            func transform(input _: Input) -> Shown { fatalError("overridden by every view model") }
        }
        class SceneViewModel<Step, FromView, Shown>: RootViewModel<FromView, ControllerInput, Shown> {
            var steps: [Step] = []
            init(steps: [Step] = []) { self.steps = steps }
        }
        func bind(_ viewModel: LockViewModel, _ view: LockViewModel.InputFromView) -> LockViewModel.Output {
            let input = LockViewModel.Input(fromView: view, fromController: ControllerInput(title: "Lock"))
            let root: RootViewModel<LockViewModel.InputFromView, ControllerInput, LockViewModel.Output> = viewModel
            _ = root.transform(input: input)
            return viewModel.transform(input: input)
        }

        """

    func testTheClassInheritsTheBaseAsWrittenAndOverridesItsTransform() throws {
        let generated = Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(Self.spec(.combine).utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        let code = try XCTUnwrap(generated.files.first?.contents)
        for line in [
            "final class LockViewModel: SceneViewModel<LockAction, LockViewModel.InputFromView, LockViewModel.Output> {\n",
            "    typealias InputFromView = LockViewModelLogic.Input\n",
            "    override func transform(input: Input) -> Output {\n",
            "        let output = LockViewModelLogic.transform(input.fromView, keychain: keychain)\n",
        ] {
            XCTAssertTrue(code.contains(line), "\(line) in\n\(code)")
        }
        // The method's `Input` is the base class's: the class declares none of its own.
        XCTAssertFalse(code.contains("typealias Input ="), code)
    }

    /// The fake reads the view's streams where the base's `Input` carries them and overrides nothing; the probe takes
    /// the base's `Input` made around the view's streams, as the app's controller makes it.
    func testTheFakeReadsThroughTheMemberAndTheProbeTakesTheBasesInput() throws {
        let source = SpecSource(path: "a.vmspec", bytes: Array(Self.spec(.combine).utf8))
        let tests = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual(tests.diagnostics.map(\.formatted), [])
        let code = try XCTUnwrap(tests.files.first?.contents)
        for line in [
            "init(keychain: Keychain, input makeInput: (LockViewModel.InputFromView) -> LockViewModel.Input) {\n",
            "        let output = viewModel.transform(input: makeInput(inputs.streams))\n",
            "    func transform(input: LockViewModel.Input) -> LockViewModel.Output {\n",
            "        input.fromView.code",
        ] {
            XCTAssertTrue(code.contains(line), "\(line) in\n\(code)")
        }
        XCTAssertFalse(code.contains("override"), code)
        // The test skeleton builds the probe so too, leaving the controller's half to the test.
        let resolved = try XCTUnwrap(Generator.resolve(source).resolved)
        let skeleton = TestSkeleton.render(resolved.viewModels.map(\.viewModel), options: resolved.options, style: .transform)
        XCTAssertTrue(skeleton.contains(
            "let probe = LockViewModelProbe(keychain: <#Keychain#>, input: { <#LockViewModel.Input(fromView: $0, ...)#> })"),
            skeleton)
    }

    func testItCompilesInEveryFrameworkOfTheTransformStyleInSwift5And6() throws {
        let frameworks = Framework.allCases.filter { $0.supportedStyles.contains(.transform) && $0 != .async }
        XCTAssertEqual(frameworks.count, 4, "\(frameworks)")
        for framework in frameworks {
            try assertCompiles(Self.spec(framework), support: Self.standIns)
            try assertCompiles(Self.spec(framework), support: Self.standIns, swiftVersion: "6")
        }
        // Inputs the view hands as RxCocoa's traits: the view's struct is the class's own, converted for the logic.
        let drivers = Self.spec(.rxcocoa).replacingOccurrences(of: "- code(", with: "- @driver code(")
        try assertCompiles(drivers, support: Self.standIns)
        // The protocol of the method (`transform-protocol:`) takes the base's `Input`, which the class satisfies.
        try assertCompiles(Self.spec(.combine, options: "\n  transform-protocol: LockViewModelling"), support: Self.standIns)
    }

    /// On OpenCombine: called through the base class, the override runs, and the logic sees the view's streams the
    /// base's `Input` carries; the probe, given the base's `Input`, records what the logic shows.
    func testTheOverrideRunsThroughTheBaseClassAndTheLogicSeesTheViewsStreams() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let source = SpecSource(path: "a.vmspec", bytes: Array(Self.spec(.combine).utf8))
        let generated = Generator.generate([source])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        let logic = """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif
            extension LockViewModelLogic {
                static func transform(_ input: Input, keychain: Keychain) -> Output {
                    Output(unlocked: input.code.map { $0 == keychain.code }.eraseToAnyPublisher())
                }
            }
            """
        let main = """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif
            let code = PassthroughSubject<String, Never>()
            var shown: [Bool] = []
            var subscriptions = Set<AnyCancellable>()
            let viewModel = LockViewModel(keychain: Keychain())
            let root: RootViewModel<LockViewModel.InputFromView, ControllerInput, LockViewModel.Output> = viewModel
            let input = LockViewModel.Input(
                fromView: LockViewModel.InputFromView(code: code.eraseToAnyPublisher()),
                fromController: ControllerInput(title: "Lock"))
            root.transform(input: input).unlocked.sink { shown.append($0) }.store(in: &subscriptions)
            code.send("0000")
            code.send("1234")
            expect(shown, [false, true], "the override runs through the base class, the logic given input.fromView")
            finishProbeTests()
            """
        try CombineProgram.run(
            generated.files.map { ($0.relativePath, $0.contents) } + [("Logic.swift", logic), ("StandIns.swift", Self.standIns)],
            main: main, in: folder, failure: "the override did not run or did not see the view's streams")
    }

    func testWhatTheOptionsCannotSayIsALocatedError() {
        func errors(_ options: String, superclass: String? = "SceneViewModel<LockAction>", style: String = "transform") -> [String] {
            let text = """
                options:
                  framework: combine
                  styles: \(style)
                \(superclass.map { "  superclass: \($0)\n" } ?? "")\(options)
                viewmodel LockViewModel:
                  inputs:
                    - code(_ value: String)
                """
            return Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(text.utf8))]).diagnostics.map(\.formatted)
        }
        XCTAssertEqual(errors("", superclass: "SceneViewModel<LockAction, LockViewModel.Output"), [
            "a.vmspec:4:62: error: expected '>' to close '<', found end of line\n"
                + "a.vmspec:4:29: note: '<' opened here",
        ])
        XCTAssertEqual(errors("", superclass: "SceneViewModel<LockAction, >"), [
            "a.vmspec:4:42: error: expected a type, found '>'",
        ])
        XCTAssertEqual(errors("", superclass: "SceneViewModel<LockAction>?"), [
            "a.vmspec:4:15: error: 'SceneViewModel<LockAction>?' is not a class; 'superclass:' takes a class's name, with its"
                + " generic arguments as 'BaseViewModel<Action, Output>'",
        ])
        XCTAssertEqual(errors("  transform: override func transform(input: Input) -> Output", superclass: nil), [
            "a.vmspec:4:14: error: 'override' needs the base class whose 'transform' the method overrides\n"
                + "a.vmspec:4:14: note: name it in 'superclass:', or drop 'override'",
        ])
        XCTAssertEqual(errors("  view-input: fromView: InputFromView", superclass: nil), [
            "a.vmspec:4:15: error: 'view-input:' reads the view's inputs from the base class's 'Input', and this spec names"
                + " no base class\n"
                + "a.vmspec:4:15: note: name it in 'superclass:', or drop 'view-input:'",
        ])
        XCTAssertEqual(errors("  view-input: InputFromView"), [
            "a.vmspec:5:15: error: expected 'member: Type' after 'view-input:', the member of the base class's 'Input' and"
                + " the struct the view model declares, as 'fromView: InputFromView'",
        ])
        XCTAssertEqual(errors("  view-input: fromView: InputFromView", style: "triplet"), [
            "a.vmspec:5:15: error: 'view-input:' names the struct the transform style's base class carries, and this spec"
                + " does not render it\n"
                + "a.vmspec:5:15: note: add 'transform' to 'styles:', or drop 'view-input:'",
        ])
        XCTAssertEqual(errors(
            "  transform: transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>\n"
                + "  view-input: fromView: InputFromView"), [
            "a.vmspec:6:15: error: 'view-input:' carries a struct of streams, and this 'transform' takes or returns one"
                + " stream of cases\n"
                + "a.vmspec:6:15: note: drop 'view-input:'",
        ])
        XCTAssertEqual(errors("  view-input: fromView: Output"), [
            "a.vmspec:5:15: error: 'Output' cannot name the view's input struct: the base class's 'Input' and the view"
                + " model's 'Output' are other types",
        ])
    }
}
