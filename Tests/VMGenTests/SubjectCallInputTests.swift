import Foundation
import VMGenCore
import XCTest

/// `@call` inputs in the subject-bridged style (#32): the methods a hand-written subject-style view model keeps beside
/// its `input` and `output` for the view to call (`viewModel.signIn(email:password:)`, `viewModel.reload()`), which the
/// generated class declares beside its `input` of observers, each sending into a stream the class owns that the logic
/// reads in its `Input` like any other input's. Compiled with the probe, the fake and call sites in every framework
/// with streams, in Swift 5 and 6; a spec that also renders a style without such methods is a located error.
final class SubjectCallInputTests: XCTestCase {
    static func spec(framework: String, extra: String = "") -> String {
        """
        options:
          framework: \(framework)
          styles: subject
        \(extra)
        viewmodel SignInViewModel:
          dependencies:
            - auth: AuthService
          inputs:
            - email(_ value: String)
            /// Signs in with what the user typed.
            - @call signIn(email: String, password: String)
            - @call reload
            - @call var isRemembered: Bool = false
          outputs:
            - success: Bool
            - failure: String

        """
    }

    /// The class declares the methods, which send into its own streams; its `Input` has the observers alone.
    func testTheClassDeclaresTheMethodsBesideItsObservers() {
        let code = TestSupport.render(Self.spec(framework: "rxswift"), style: .subject)
        for line in [
            "struct Input {\n        let email: AnyObserver<String>\n    }",
            "private let signInRelay = PublishRelay<(email: String, password: String)>()",
            "input = Input(email: emailSubject.asObserver())",
            "signIn: signInRelay.asObservable(),",
            "reload: reloadRelay.asObservable(),",
            "/// Signs in with what the user typed.\n    func signIn(email: String, password: String) {\n"
                + "        signInRelay.accept((email: email, password: password))\n    }",
            "func reload() {\n        reloadRelay.accept(())\n    }",
            "var isRemembered: Bool = false {\n        didSet {\n            isRememberedRelay.accept(isRemembered)",
            "import RxRelay",
        ] {
            XCTAssertTrue(code.contains(line), "\(line)\n\(code)")
        }
        XCTAssertFalse(code.contains("let signIn: AnyObserver") || code.contains("signInSubject"), code)
        let combine = TestSupport.render(Self.spec(framework: "combine"), style: .subject)
        for line in [
            "private let reloadSubject = PassthroughSubject<Void, Never>()",
            "func reload() {\n        reloadSubject.send(())",
        ] {
            XCTAssertTrue(combine.contains(line), "\(line)\n\(combine)")
        }
    }

    /// Combine, RxSwift, RxCocoa and ReactiveSwift: the view model, its probe and fake, a stub logic and call sites
    /// that call the methods (on the view model, the probe's inputs and the fake) compile in Swift 5 and 6, without a
    /// warning in the generated code.
    func testEachFrameworkCompilesWithItsCallSitesInBothLanguageModes() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        let cases: [(String, String)] = [
            ("combine", "  isolation: MainActor\n"),
            ("combine", "  access: public\n"),
            ("rxswift", ""),
            ("rxcocoa", ""),
            ("reactiveswift", ""),
        ]
        var jobs: [CompileTests.Job] = []
        for (index, (framework, extra)) in cases.enumerated() {
            let label = "\(framework) \(index)"
            let generated = try GeneratedCase(Self.spec(framework: framework, extra: extra), into: folder, name: "\(index)")
            XCTAssertEqual(generated.diagnostics.filter { $0.severity != .note }.map(\.formatted), [], label)
            let isolated = extra.contains("MainActor") ? "@MainActor " : ""
            let calls = """
                public protocol AuthService {}
                struct Auth: AuthService {}
                \(isolated)func callSites() {
                    let viewModel = SignInViewModel(auth: Auth())
                    _ = viewModel.input.email
                    viewModel.signIn(email: "kim@example.com", password: "secret")
                    viewModel.reload()
                    viewModel.isRemembered = true
                    _ = viewModel.output.success
                    let probe = SignInViewModelProbe(auth: Auth())
                    probe.inputs.email("lee@example.com")
                    probe.inputs.signIn(email: "lee@example.com", password: "secret")
                    probe.inputs.reload()
                    probe.inputs.isRemembered(true)
                    let fake = SignInViewModelFake()
                    fake.signIn(email: "a", password: "b")
                    fake.reload()
                    fake.isRemembered = false
                    _ = fake.calls.count
                }

                """
            let logic = try generated.write("Logic.swift", generated.stubLogic(style: .subject) + calls)
            jobs += generated.jobs(label, adding: [logic])
        }
        for (label, output) in CompileTests.run(jobs, compiler) { XCTFail("\(label) does not compile:\n\(output)") }
    }

    /// The fake records the calls among the inputs the view sends; the probe calls them on its view model.
    func testTheProbeAndFakeCallAndRecordTheMethods() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let generated = try GeneratedCase(Self.spec(framework: "rxswift"), into: folder, name: "support")
        for line in [
            "inputs = SignInViewModelProbe.Inputs(observers: viewModel.input, viewModel: viewModel)",
            "let viewModel: SignInViewModel?",
            "func signIn(email: String, password: String) {\n            self.viewModel?.signIn(email: email, password: password)",
            "case signIn(email: String, password: String)",
            "func reload() {\n        calls.append(.reload)\n    }",
            "SignInViewModel.Input(\n        email: ",
        ] {
            XCTAssertTrue(generated.code.contains(line), "\(line)\n\(generated.code)")
        }
    }

    /// A spec that also renders a style whose inputs are all methods or streams is a located error; a dependency named
    /// like the stream the class derives collides with it, as in the transform style.
    func testWhereACallCannotBeIsALocatedError() {
        func diagnostics(_ text: String) -> [String] {
            TestSupport.diagnostics(text).map { String($0.prefix { $0 != "\n" }) }
        }
        XCTAssertEqual(diagnostics("options:\n  styles: subject, triplet\nviewmodel V:\n  inputs:\n    - @call revoke\n"), [
            "t.vmspec:5:7: error: '@call' makes the input a method of the transform or subject style's class, and this spec"
                + " also renders the 'triplet' style",
        ])
        XCTAssertEqual(diagnostics("options:\n  styles: subject, transform\nviewmodel V:\n  inputs:\n    - @call revoke\n"), [])
        let collision = diagnostics(
            "options:\n  framework: rxswift\n  styles: subject\nviewmodel V:\n  dependencies:\n    - revokeRelay: Int\n"
                + "  inputs:\n    - @call revoke\n")
        XCTAssertEqual(collision.count, 1, "\(collision)")
        XCTAssertTrue(collision.first?.contains("collides with") == true, "\(collision)")
    }
}
