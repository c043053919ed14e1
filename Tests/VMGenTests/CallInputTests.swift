import Foundation
import VMGenCore
import XCTest

/// `@call` inputs (#32): an input the view sends by calling a method of the transform style's class
/// (`viewModel.revoke()`), which sends into a stream the class owns and the logic reads in its `Input` like any other
/// input's; neither a member of the view's `Input` struct nor a case of its `Input` enum. Compiled with its probe and
/// fake in every framework with streams, in both transform forms, in Swift 5 and 6; what cannot carry it is a located
/// error. It runs on OpenCombine in `TransformFixtureBehaviorTests` (the `ChangeProfile` import fixture).
final class CallInputTests: XCTestCase {
    static func spec(framework: String, signature: String?, extra: String = "") -> String {
        """
        options:
          framework: \(framework)
          styles: transform
        \(signature.map { "  transform: \($0)\n" } ?? "")\(extra)
        viewmodel ProfileViewModel:
          dependencies:
            - accounts: AccountService
          inputs:
            - viewDidLoad
            /// Revokes the account.
            - @call revoke
            - @call sendCode(to phone: String, _ retry: Bool)
            - @call rename(_ name: String)
          outputs:
            - revoked: Void
            - showToast: String

        """
    }

    /// The class's methods send into its own streams, which the logic gets; the view's `Input` has none of them.
    func testTheClassDeclaresTheMethodsAndTheLogicReadsTheirStreams() {
        let event = TestSupport.render(
            Self.spec(framework: "combine", signature: "transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>"),
            style: .transform)
        for line in [
            "enum Input {\n        case viewDidLoad\n    }",
            "private let revokeSubject = PassthroughSubject<Void, Never>()",
            "revoke: revokeSubject.eraseToAnyPublisher(),",
            "/// Revokes the account.\n    func revoke() {\n        revokeSubject.send(())\n    }",
            "func sendCode(to phone: String, _ retry: Bool) {\n        sendCodeSubject.send((phone: phone, retry: retry))",
        ] {
            XCTAssertTrue(event.contains(line), "\(line)\n\(event)")
        }
        XCTAssertFalse(event.contains("case revoke\n") || event.contains("case sendCode"), event)
        let plain = TestSupport.render(Self.spec(framework: "rxswift", signature: nil), style: .transform)
        for line in [
            "struct Input {\n        let viewDidLoad: Observable<Void>\n    }", "import RxRelay",
            "private let revokeRelay = PublishRelay<Void>()", "viewDidLoad: input.viewDidLoad,", "revoke: revokeRelay.asObservable(),",
            "func rename(_ name: String) {\n        renameRelay.accept(name)",
        ] {
            XCTAssertTrue(plain.contains(line), "\(line)\n\(plain)")
        }
    }

    /// Combine, RxSwift, RxCocoa and ReactiveSwift, the struct transform and the one-stream event transform: the view
    /// model, its probe and fake, a stub logic and call sites that call the methods on each compile in Swift 5 and 6,
    /// without a warning in the generated code.
    func testEachFrameworkAndFormCompilesWithItsCallSitesInBothLanguageModes() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        let cases: [(String, String?, String)] = [
            ("combine", "transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>",
             "  transform-protocol: ProfileViewModelling\n  isolation: MainActor\n"),
            ("combine", nil, "  access: public\n"),
            ("rxswift", "transform(input: Observable<Input>) -> Observable<Output>", ""),
            ("rxswift", "transform(_ input: Input, disposeBag: DisposeBag) -> Output", "  transform-protocol: ProfileViewModelling\n"),
            ("rxcocoa", "transform(input: Observable<Input>) -> Observable<Output>", ""),
            ("rxcocoa", nil, "  declaration: struct\n"),
            ("reactiveswift", "transform(with input: Signal<Input, Never>) -> Signal<Output, Never>", ""),
            ("reactiveswift", nil, ""),
        ]
        var jobs: [CompileTests.Job] = []
        for (index, (framework, signature, extra)) in cases.enumerated() {
            let label = "\(framework) \(signature == nil ? "struct" : "event") \(index)"
            let source = SpecSource(path: "t.vmspec", bytes: Array(Self.spec(framework: framework, signature: signature, extra: extra).utf8))
            let resolved = try XCTUnwrap(Generator.resolve(source).resolved, label)
            let generated = Generator.generate([source])
            let testSupport = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
            XCTAssertEqual((generated.diagnostics + testSupport.diagnostics).map(\.formatted), [], label)
            let sub = folder.appendingPathComponent("\(index)")
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
            var files: [String] = []
            for file in generated.files + testSupport.files {
                let url = sub.appendingPathComponent(file.relativePath)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
                files.append(url.path)
            }
            let logic = sub.appendingPathComponent("Logic.swift")
            let isolated = extra.contains("MainActor") ? "@MainActor " : ""
            // The view calls the methods on the view model, through the protocol, on the probe's inputs and the fake.
            let calls = """
                public protocol AccountService {}
                struct Accounts: AccountService {}
                \(isolated)func callSites() {
                    let viewModel = ProfileViewModel(accounts: Accounts())
                    viewModel.revoke()
                    viewModel.sendCode(to: "010", true)
                    viewModel.rename("Kim")
                    let probe = ProfileViewModelProbe(accounts: Accounts())
                    probe.inputs.revoke()
                    probe.inputs.sendCode(to: "010", false)
                    let fake = ProfileViewModelFake()
                    fake.rename("Lee")
                    _ = fake.calls.count
                \(extra.contains("transform-protocol") ? "    let seen: any ProfileViewModelling = fake\n    seen.revoke()\n" : "")}

                """
            try (StubLogic.file(for: resolved.viewModels.map(\.viewModel), framework: resolved.options.framework, style: .transform)
                + calls).write(to: logic, atomically: true, encoding: .utf8)
            for version in ["5", "6"] {
                jobs.append(.init(label: "\(label) (Swift \(version))", files: files + [logic.path], swiftVersion: version,
                                  combine: framework == "combine", strict: files))
            }
        }
        for (label, output) in CompileTests.run(jobs, compiler) { XCTFail("\(label) does not compile:\n\(output)") }
    }

    func testWhereACallCannotBeIsALocatedError() {
        func diagnostics(_ text: String) -> [String] {
            TestSupport.diagnostics(text).map { String($0.prefix { $0 != "\n" }) }
        }
        XCTAssertEqual(diagnostics("options:\n  styles: triplet, transform\nviewmodel V:\n  inputs:\n    - @call revoke\n"), [
            "t.vmspec:5:7: error: '@call' makes the input a method of the transform style's class, and this spec also renders"
                + " the 'triplet' style",
        ])
        XCTAssertEqual(diagnostics("options:\n  framework: async\n  styles: transform\nviewmodel V:\n  inputs:\n    - @call revoke\n"), [
            "t.vmspec:6:7: error: '@call' makes an input a method that sends into a stream the class shares, which framework"
                + " 'async' does not have",
        ])
        XCTAssertEqual(diagnostics("options:\n  styles: transform\nviewmodel V:\n  outputs:\n    - @call done: Void\n"), [
            "t.vmspec:5:7: error: '@call' does not apply to an output",
        ])
        XCTAssertEqual(diagnostics("options:\n  styles: transform\nviewmodel V:\n  inputs:\n    - @call @relay revoke\n"), [
            "t.vmspec:5:13: error: '@relay' contradicts '@call'",
        ])
        XCTAssertEqual(diagnostics("options:\n  styles: transform\nviewmodel V:\n  inputs:\n    - @call page(_ n: Int) = 1\n"), [
            "t.vmspec:5:28: error: '= value' starts a relay or subject input ('@relay', '@subject'), and 'page' is a call"
                + " input: nothing keeps a value",
        ])
        // A dependency named like a call's storage would be hidden by it.
        XCTAssertEqual(diagnostics("options:\n  styles: transform\nviewmodel V:\n  dependencies:\n    - revokeRelay: Int\n"
            + "  inputs:\n    - @call revoke\n").first,
            "t.vmspec:5:7: error: dependency 'revokeRelay' collides with the storage vmgen derives for input 'revoke()' in the"
                + " transform style: both are named 'revokeRelay'")
    }
}
