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
            - @call @latest rename(_ name: String)
            - refresh
            - @call refresh as refreshCall
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
            "enum Input {\n        case viewDidLoad\n        case refresh\n    }",
            "func refresh() {\n        refreshCallSubject.send(())",
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
            "struct Input {\n        let viewDidLoad: Observable<Void>\n        let refresh: Observable<Void>\n    }", "import RxRelay",
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
            let generated = try GeneratedCase(Self.spec(framework: framework, signature: signature, extra: extra),
                                              into: folder, name: "\(index)")
            // ReactiveSwift warns that `@latest` is its inputs' default already.
            XCTAssertEqual(generated.diagnostics.filter { $0.severity != .note }
                .map(\.formatted).filter { !$0.contains("in ReactiveSwift '@latest'") }, [], label)
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
                    viewModel.refresh()
                    let probe = ProfileViewModelProbe(accounts: Accounts())
                    probe.viewModel.refresh()
                    probe.inputs.refresh()
                    probe.inputs.revoke()
                    probe.inputs.sendCode(to: "010", false)
                    let fake = ProfileViewModelFake()
                    fake.rename("Lee")
                    _ = fake.calls.count
                \(extra.contains("transform-protocol") ? "    let seen: any ProfileViewModelling = fake\n    seen.revoke()\n" : "")}

                """
            let logic = try generated.write("Logic.swift", generated.stubLogic(style: .transform) + calls)
            jobs += generated.jobs(label, adding: [logic])
        }
        for (label, output) in CompileTests.run(jobs, compiler) { XCTFail("\(label) does not compile:\n\(output)") }
    }

    func testWhereACallCannotBeIsALocatedError() {
        func diagnostics(_ text: String) -> [String] {
            TestSupport.diagnostics(text).map { String($0.prefix { $0 != "\n" }) }
        }
        XCTAssertEqual(diagnostics("options:\n  styles: triplet, transform\nviewmodel V:\n  inputs:\n    - @call revoke\n"), [
            "t.vmspec:5:7: error: '@call' makes the input a method of the transform or subject style's class, and this spec also renders"
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
        XCTAssertEqual(diagnostics("options:\n  styles: transform\nviewmodel V:\n  inputs:\n    - @call ok() -> Bool\n"), [
            "t.vmspec:5:7: error: '@call' sends the input into a stream of the logic, which answers nothing",
            "t.vmspec:5:21: error: an input that returns a value is a method of the triplet's inputs, and this spec also"
                + " renders the 'transform' style",
        ])
        // A method beside an input case of the same name is the class's; two methods of one name are not.
        XCTAssertEqual(diagnostics("options:\n  styles: transform\nviewmodel V:\n  inputs:\n    - tap\n    - @call tap as tapCall\n"
            + "    - @call tap as again\n"), ["t.vmspec:7:13: error: duplicate method 'tap()'"])
        // A dependency named like a call's storage would be hidden by it.
        XCTAssertEqual(diagnostics("options:\n  styles: transform\nviewmodel V:\n  dependencies:\n    - revokeRelay: Int\n"
            + "  inputs:\n    - @call revoke\n").first,
            "t.vmspec:5:7: error: dependency 'revokeRelay' collides with the storage vmgen derives for input 'revoke()' in the"
                + " transform style: both are named 'revokeRelay'")
    }

    /// The import: a method that sends into the subject `transform` returns, directly or through a private function, is
    /// a `@call` input with its parameters and a note; one beside a case of its name gets a stream of its own; one that
    /// answers, takes a default argument or sends nothing is not; `--check` compares the methods.
    func testImportReadsTheMethodsThatSendIntoTheReturnedSubject() throws {
        let source = """
            import Combine
            final class NoticeViewModel {
                enum Input { case checkAuth, load(Int) }
                enum Output { case auth(Bool), loaded([String]) }
                private let output = PassthroughSubject<Output, Never>()
                private var subscriptions = Set<AnyCancellable>()
                private let service: NoticeService
                init(service: NoticeService) { self.service = service }
                func transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never> {
                    input.sink { [weak self] in if case .checkAuth = $0 { self?.checkAuth() } }.store(in: &subscriptions)
                    return output.eraseToAnyPublisher()
                }
                func checkAuth() { output.send(.auth(service.isLoggedIn)) }
                func search(for text: String, _ page: Int, completion: @escaping () -> Void) { show(.loaded([text])) }
                func isEmpty() -> Bool { service.isLoggedIn }
                func retry(count: Int = 1) { output.send(.loaded([])) }
                func log(_ text: String) { print(text) }
                func add(_ values: Int...) { output.send(.loaded([])) }
                private func show(_ value: Output) { output.send(value) }
            }
            protocol NoticeService { var isLoggedIn: Bool { get } }
            protocol TimerDelegate: AnyObject { func didFinish() }
            extension NoticeViewModel: TimerDelegate {
                func didFinish() { output.send(.loaded([])) }
            }
            """
        let imported = SpecImporter.importFile(source, path: "Notice.swift")
        let spec = try XCTUnwrap(imported.specText, imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertTrue(spec.contains("""
              inputs:
                - checkAuth
                - load(_ value: Int)
                - @call checkAuth as checkAuthCall
                - @call search(for text: String, _ page: Int, completion: () -> Void)
            """), spec)
        let messages = imported.diagnostics.map(\.formatted)
        XCTAssertTrue(messages.contains { $0.hasPrefix("Notice.swift:13:5: note: 'func checkAuth()' of 'NoticeViewModel' is imported as"
            + " '@call checkAuth as checkAuthCall': the generated class declares the method, which sends each call into the"
            + " logic's input 'checkAuthCall'; move its body") }, messages.joined(separator: "\n"))
        XCTAssertTrue(messages.contains { $0.hasPrefix("Notice.swift:15:5: note: 'func isEmpty()' of 'NoticeViewModel' stays the class's own") },
                      messages.joined(separator: "\n"))
        XCTAssertTrue(messages.contains { $0.hasPrefix("Notice.swift:16:5: warning: 'func retry(count:)' of 'NoticeViewModel' is not imported") },
                      messages.joined(separator: "\n"))
        XCTAssertTrue(messages.contains { $0.hasPrefix("Notice.swift:17:5: note: 'func log(_:)' of 'NoticeViewModel' stays the class's own") },
                      messages.joined(separator: "\n"))
        XCTAssertTrue(messages.contains { $0.hasPrefix("Notice.swift:18:5: warning: 'func add(_:)' of 'NoticeViewModel' is not imported") },
                      messages.joined(separator: "\n"))
        // A subject the class does not keep private is the output stream all the same: a warning where it stands, its
        // methods `@call` inputs as with a private one (`ExposedOutputSubjectTests`).
        let open = SpecImporter.importFile(source.replacingOccurrences(of: "private let output", with: "let output"), path: "Notice.swift")
        XCTAssertTrue(open.specText?.contains("    - @call checkAuth as checkAuthCall\n") ?? false, open.specText ?? "")
        XCTAssertTrue(open.diagnostics.contains { $0.severity == .warning && $0.message.contains("it is the subject 'transform' returns") },
                      open.diagnostics.map(\.formatted).joined(separator: "\n"))
        // A delegate's method (an extension that conforms to a protocol) is the class's conformance, not a call.
        XCTAssertFalse(spec.contains("didFinish"), spec)
        // The spec generates the same methods; `--check` finds a method the spec calls otherwise, and one it adds.
        let specSource = SpecSource(path: "Notice.vmspec", bytes: Array(spec.utf8))
        let same = SurfaceComparison.differences(handWritten: source, path: "Notice.swift", spec: specSource).map(\.formatted)
        XCTAssertFalse(same.contains { $0.contains(".calls") || $0.contains("checkAuth") || $0.contains("search") }, same.joined(separator: "\n"))
        let changed = spec.replacingOccurrences(of: "- @call search(for text: String,", with: "- @call search(text: String,")
            .replacingOccurrences(of: "- @call checkAuth as checkAuthCall", with: "- @call checkAuth as checkAuthCall\n    - @call extra")
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "Notice.swift", spec: SpecSource(path: "Notice.vmspec", bytes: Array(changed.utf8))).map(\.formatted)
        XCTAssertEqual(differences.filter { $0.contains(".calls") }, [
            "Notice.swift:14:5: error: 'func search(for:String,_:Int,completion:@escapingVoid->Void)' of 'NoticeViewModel.calls' is not in"
                + " the generated code",
            "Notice.swift:2:7: error: the generated 'NoticeViewModel.calls' adds 'func extra()'",
        ])
    }
}
