import Foundation
import VMGenCore
import XCTest

/// The transform of states (#32): a `transform:` whose parameter is a plain name and whose result a stream of a name
/// (`transform(input: LoginViewModelInput) -> AnyPublisher<LoginState, Never>`) makes the input the transform style's
/// struct of streams and the outputs the cases of an enum, as the one-stream event transform's, over the logic every
/// style runs. Each framework with streams compiles it, with its probe and fake and a call site that names the result
/// by the app's typealias, in Swift 5 and 6; what it cannot carry is a located error.
final class StateTransformTests: XCTestCase {
    static func spec(
        framework: String, result: String, options: String = "", parameters: String = "", inputs: String = ""
    ) -> String {
        """
        options:
          framework: \(framework)
          styles: transform
          transform: transform(input: SignUpInput\(parameters)) -> \(result)
        \(options)
        viewmodel SignUpViewModel:
          dependencies:
            - accounts: AccountService
          inputs:
        \(inputs)    - viewDidLoad
            - verify(_ phone: String, _ code: String)
            - @call resend
          outputs:
            - idle: Void
            - codeSent: (response: String, at: Int)
            - showList: [String]
            - @label(alert) updateBell: Bool
        """
    }

    static func firstLine(_ diagnostic: String) -> String { String(diagnostic.prefix { $0 != "\n" }) }

    /// The struct's typealias, the enum, the method as the option spells it, and the logic's outputs merged as cases.
    func testTheStructTheEnumAndTheMethodAreSpelledAsTheOptionSays() {
        let text = TestSupport.render(Self.spec(framework: "rxswift", result: "Observable<State>"), style: .transform)
        for line in [
            "struct SignUpInput {", "let viewDidLoad: Observable<Void>", "enum State {", "case idle", "case codeSent(response: String, at: Int)",
            "case showList([String])", "case updateBell(alert: Bool)", "func transform(input: SignUpInput) -> Observable<State> {",
            "let output = SignUpViewModelLogic.transform(", "output.idle.map { _ in State.idle },",
            "output.codeSent.map { State.codeSent(response: $0.0, at: $0.1) },", "output.updateBell.map { State.updateBell(alert: $0) }",
            "func resend() {",
        ] {
            XCTAssertTrue(text.contains(line), "\(line)\n\(text)")
        }
        XCTAssertFalse(text.contains("enum SignUpInput"), text)
        // Without an input the view calls (`@call`), the struct is the logic's.
        let handed = TestSupport.render(
            Self.spec(framework: "rxswift", result: "Observable<State>").replacingOccurrences(of: "    - @call resend\n", with: ""),
            style: .transform)
        XCTAssertTrue(handed.contains("typealias SignUpInput = SignUpViewModelLogic.Input"), handed)
        let withProtocol = TestSupport.render(
            Self.spec(framework: "combine", result: "AnyPublisher<State, Never>", options: "  transform-protocol: SignUpViewModelling\n"),
            style: .transform)
        XCTAssertTrue(withProtocol.contains(
            "func transform(input: SignUpViewModel.SignUpInput) -> AnyPublisher<SignUpViewModel.State, Never>"), withProtocol)
    }

    /// Combine, RxSwift, RxCocoa and ReactiveSwift: the view model, its probe and fake, a stub logic and a call site
    /// that names the result by the app's typealias through the app's protocol compile in Swift 5 and 6, without a
    /// warning in the generated code.
    func testEachFrameworkWithStreamsCompilesInBothLanguageModes() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        // Members of the struct of any kind the transform style takes, and a parameter taken and not used.
        let cases: [(String, String, String, String, String)] = [
            ("combine", "AnyPublisher<State, Never>",
             "  transform-protocol: SignUpViewModelling\n  conforms: Sendable\n  isolation: MainActor\n", "",
             "    - @optional refresh\n    - @subject search(_ text: String)\n"),
            ("rxswift", "Observable<State>", "", ", disposeBag: DisposeBag", "    - @relay search(_ text: String)\n"),
            ("rxcocoa", "Observable<State>", "", "", "    - @driver refresh\n"),
            // The enum named `Output`, as many apps name it, beside the logic's struct of that name.
            ("reactiveswift", "Signal<Output, Never>", "", "", ""),
            // The struct, the enum and the stream named at the top level, as the app's code names them there.
            ("rxswift", "Observable<State>", "  top-level: SignUpInput, State, SignUpViewModelOutput\n", "", ""),
        ]
        var jobs: [CompileTests.Job] = []
        for (index, (framework, result, options, parameters, inputs)) in cases.enumerated() {
            let generated = try GeneratedCase(
                Self.spec(framework: framework, result: result, options: options, parameters: parameters, inputs: inputs),
                into: folder, name: "\(index)-\(framework)")
            let topLevel = options.contains("top-level:")
            let owner = topLevel ? "" : "SignUpViewModel."
            let states = result.contains("<Output") ? "Output" : "State"
            XCTAssertEqual(generated.formattedDiagnostics, [], framework)
            XCTAssertEqual(generated.supportFiles.count, 1, framework)
            let isolation = options.contains("MainActor") ? "@MainActor " : ""
            let app = """
                protocol AccountService: Sendable {}

                /// The app's name of the stream (the generated file's, where 'top-level:' names it), and its protocol of
                /// the method, as such apps declare them.
                \(topLevel ? "" : "typealias SignUpViewModelOutput = " + result.replacingOccurrences(of: states, with: "SignUpViewModel." + states))
                \(isolation)protocol SignUpViewModelRepresentable {
                    func transform(input: \(owner)SignUpInput\(parameters)) -> SignUpViewModelOutput
                }
                extension SignUpViewModel: SignUpViewModelRepresentable {}
                extension SignUpViewModelFake: SignUpViewModelRepresentable {}

                \(isolation)func states(
                    _ viewModel: SignUpViewModelRepresentable, _ input: \(owner)SignUpInput\(parameters)
                ) -> SignUpViewModelOutput {
                    viewModel.transform(input: input\(parameters.isEmpty ? "" : ", disposeBag: disposeBag"))
                }

                func describe(_ state: \(owner)\(states)) -> String {
                    switch state {
                    case .idle: return "idle"
                    case let .codeSent(response, at): return "\\(response) \\(at)"
                    case let .showList(items): return items.joined()
                    case .updateBell(alert: let alert): return "\\(alert)"
                    }
                }

                """
            let logic = try generated.write("Logic.swift", generated.stubLogic(style: .transform) + app)
            jobs += generated.jobs(framework, adding: [logic])
        }
        for (label, output) in CompileTests.run(jobs, compiler) { XCTFail("\(label) does not compile:\n\(output)") }
    }

    func testWhatTheTransformOfStatesCannotCarryIsALocatedError() {
        func diagnostics(_ framework: String, _ result: String, outputs: String) -> [String] {
            TestSupport.diagnostics("""
                options:
                  framework: \(framework)
                  styles: transform
                  transform: transform(input: Input) -> \(result)
                viewmodel V:
                  inputs:
                    - tap
                \(outputs)
                """).map { String($0.prefix { $0 != "\n" }) }
        }
        let fine = "  outputs:\n    - shown: Int\n"
        XCTAssertEqual(diagnostics("closures", "AnyPublisher<Output, Never>", outputs: fine), [
            "t.vmspec:3:11: error: the transform style cannot be rendered with 'closures'",
            "t.vmspec:4:14: error: a 'transform:' that returns a stream (the transform of states) needs a framework with"
                + " streams, and 'closures' has none to send the outputs' cases in",
        ])
        XCTAssertEqual(diagnostics("rxswift", "AnyPublisher<Output, Never>", outputs: fine), [
            "t.vmspec:4:14: error: the transform of states of 'rxswift' returns 'Observable<Output>': the result is"
                + " 'AnyPublisher<_, Never>'",
        ])
        XCTAssertEqual(diagnostics("reactiveswift", "SignalProducer<Output, Never>", outputs: fine), [
            "t.vmspec:4:14: error: vmgen writes ReactiveSwift's transform of states with a Signal ('Signal<Output, Never>'),"
                + " not with a SignalProducer yet",
        ])
        XCTAssertEqual(diagnostics("combine", "AnyPublisher<Output, Never>", outputs: "  outputs:\n    - @value rows: [Int] = []\n"
            + "    - @subject loading: Bool = false\n    - @failure(E) items: [Int]\n"), [
            "t.vmspec:9:14: error: the transform of states ('transform: transform(...)' returning a stream) makes each output"
                + " a case of 'Output'; vmgen does not write a '@value' output, a property of the class, beside them yet",
            "t.vmspec:10:16: error: the transform of states ('transform: transform(...)' returning a stream) makes each output"
                + " a case of 'Output': a '@subject' output is none",
            "t.vmspec:11:19: error: the transform of states ('transform: transform(...)' returning a stream) makes each output"
                + " a case of 'Output': a case has no typed failure (the stream of cases fails with 'Never')",
        ])
        // `top-level:` names the types of the transform of states, of one view model: the struct, the enum, one other.
        let states = Self.spec(framework: "combine", result: "AnyPublisher<State, Never>")
        XCTAssertEqual(TestSupport.diagnostics(states.replacingOccurrences(
            of: "AnyPublisher<State, Never>\n", with: "AnyPublisher<State, Never>\n  top-level: SignUpInput, State, Output, More\n")).map(Self.firstLine), [
            "t.vmspec:5:14: error: 'top-level:' names the input struct 'SignUpInput', the enum 'State' and one name of the"
                + " stream 'transform' returns; 'Output', 'More' are more than one other",
        ])
        XCTAssertEqual(TestSupport.diagnostics(states.replacingOccurrences(
            of: "AnyPublisher<State, Never>\n", with: "AnyPublisher<State, Never>\n  top-level: State, State\n")).map(Self.firstLine), [
            "t.vmspec:5:14: error: 'top-level:' names a type twice",
        ])
        XCTAssertEqual(TestSupport.diagnostics(states.replacingOccurrences(
            of: "AnyPublisher<State, Never>\n", with: "AnyPublisher<State, Never>\n  top-level: State\n") + "\nviewmodel OtherViewModel:\n").map(Self.firstLine), [
            "t.vmspec:19:11: error: 'top-level:' names one view model's types at the top level, and this spec declares 2"
                + " view models",
        ])
        // The ordinary transform's structs may be named at the top level too (`TopLevelTransformStructsTests`), but not
        // by the style's own `Input`, which every view model nests.
        XCTAssertEqual(TestSupport.diagnostics("options:\n  framework: combine\n  styles: transform\n  top-level: Input\nviewmodel V:\n").map(Self.firstLine), [
            "t.vmspec:4:14: error: 'top-level:' names 'Input', the transform style's own name of its struct, which every"
                + " view model nests: name the structs in 'transform:' as the app names them ('transform(input: LoginInput)"
                + " -> LoginOutput')",
        ])
        XCTAssertEqual(TestSupport.diagnostics("options:\n  framework: combine\n  styles: triplet\n  top-level: Input\nviewmodel V:\n").map(Self.firstLine), [
            "t.vmspec:4:14: error: 'top-level:' names the types of the transform style's structs ('transform: transform(input:"
                + " Input) -> Output') or of the transform of states ('transform: transform(input: Input) -> AnyPublisher<State,"
                + " Never>'), which this spec does not render",
        ])
        XCTAssertEqual(diagnostics("combine", "AnyPublisher<Output, Never>", outputs: "  outputs:\n    - @label(_) one: Int\n"), [
            "t.vmspec:9:14: error: '@label(_)' makes a tuple or 'Void' the case's one value, and 'one' has one value"
                + " already: drop it",
        ])
        // The input is the transform style's struct, whose members are streams of any kind it takes.
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(framework: "combine", result: "AnyPublisher<State, Never>")
            .replacingOccurrences(of: "    - viewDidLoad\n", with: "    - @subject viewDidLoad\n    - @optional refresh\n")), [])
        XCTAssertEqual(diagnostics("combine", "AnyPublisher<Output, Never>", outputs: fine)
            + TestSupport.diagnostics("options:\n  transform: transform(input: [Input]) -> AnyPublisher<Output, Never>\nviewmodel V:\n"), [
            "t.vmspec:2:43: error: the result is a stream of 'Output', so the parameter is the input struct vmgen generates,"
                + " a plain type name, as 'input: Input' (the transform of states), or a stream of the input enum, as 'with"
                + " input: AnyPublisher<Input, Never>' (the one-stream event transform)",
        ])
    }
}
