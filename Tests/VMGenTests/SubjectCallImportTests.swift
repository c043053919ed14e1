import Foundation
import VMGenCore
import XCTest

/// The methods a hand-written subject-bridged view model keeps beside `input` and `output` for the view to call
/// (`SubjectCallInputs`): one whose body sends into the private subjects behind the outputs, or sets private state the
/// initializer's bindings read, is imported as a `@call` input, which the generated class declares, so `--check` finds
/// the surface equal; what cannot be one is a warning naming why; a helper that reads state nothing binds still moves
/// to an extension as before.
final class SubjectCallImportTests: XCTestCase {
    static let source = """
        import RxSwift

        protocol AuthService {
            func login(email: String, password: String, done: @escaping (Bool) -> Void)
        }

        final class SignInViewModel {
            struct Input {
                let email: AnyObserver<String>
                let viewDidLoad: AnyObserver<Void>
            }

            struct Output {
                let success: Observable<Bool>
                let greeting: Observable<String>
            }

            let input: Input
            let output: Output

            private let emailSubject = PublishSubject<String>()
            private let viewDidLoadSubject = PublishSubject<Void>()
            private let success = PublishSubject<Bool>()
            private let greeting = PublishSubject<String>()
            private var userName: String?
            private var attempts = 0
            private let auth: AuthService
            private let disposeBag = DisposeBag()

            init(auth: AuthService) {
                self.auth = auth
                input = Input(email: emailSubject.asObserver(), viewDidLoad: viewDidLoadSubject.asObserver())
                output = Output(success: success.asObservable(), greeting: greeting.asObservable())
                viewDidLoadSubject
                    .subscribe(onNext: { [weak self] in self?.greeting.onNext("Hello, \\(self?.userName ?? "guest")") })
                    .disposed(by: disposeBag)
            }

            /// Signs in with what the user typed.
            func signIn(email: String, password: String) {
                auth.login(email: email, password: password) { [weak self] in self?.success.onNext($0) }
            }

            func configure(userName: String) {
                self.userName = userName
            }

            func retry() async {
                success.onNext(false)
            }

            func lastResult() -> Bool {
                success.onNext(true)
                return true
            }

            func attemptsText() -> String {
                "\\(attempts) attempts"
            }
        }

        """

    /// The methods that feed the bindings are `@call` inputs with their parameters and docs, each with a note saying
    /// to move its body into the logic; what cannot be one is a warning naming why.
    func testTheMethodsTheViewCallsAreCallInputsAndWhatCannotBeIsAWarning() throws {
        let imported = SpecImporter.importFile(Self.source, path: "S.swift")
        let spec = try XCTUnwrap(imported.specText, imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        for line in [
            "  inputs:\n    - email(_ value: String)\n    - viewDidLoad\n    /// Signs in with what the user typed.\n"
                + "    - @call signIn(email: String, password: String)\n    - @call configure(userName: String)\n",
        ] {
            XCTAssertTrue(spec.contains(line), line + "\n" + spec)
        }
        // The state the bindings read stays the logic's: not made readable for an extension.
        XCTAssertFalse(spec.contains("userName: String?"), spec)
        let notes = imported.diagnostics.filter { $0.severity == .note }.map(\.formatted)
        XCTAssertTrue(notes.contains {
            $0.hasPrefix("S.swift:44:5: note: 'func configure(userName:)' of 'SignInViewModel' is imported as"
                + " '@call configure(userName: String)': the generated class declares the method, which sends each call"
                + " into the logic's input 'configure'; move its body (which uses 'userName') into the logic")
        }, notes.joined(separator: "\n"))
        let warnings = imported.diagnostics.filter { $0.severity == .warning }.map(\.formatted)
        XCTAssertTrue(warnings.contains {
            $0.hasPrefix("S.swift:48:5: warning: 'func retry()' of 'SignInViewModel' is not imported: it uses 'success',"
                + " which the logic owns in the generated class, and is 'async'")
        }, warnings.joined(separator: "\n"))
        XCTAssertTrue(warnings.contains {
            $0.hasPrefix("S.swift:52:5: warning: 'func lastResult()' of 'SignInViewModel' is not imported: it uses"
                + " 'success', which the logic owns in the generated class, and returns 'Bool'")
        }, warnings.joined(separator: "\n"))
        // `attempts`, which no binding reads, is made readable for the helper that moves, as before.
        XCTAssertTrue(spec.contains("- private(set) var attempts: Int = 0"), spec)
    }

    /// State `init` alone sets (a formatter it configures) is no state of the logic: a helper that reads it still
    /// moves; a method named like an input of `Input` stays a warning saying so, as the two would collide.
    func testStateInitAloneSetsStillMovesAndAMethodNamedLikeAnInputIsAWarning() throws {
        let source = """
            import RxSwift
            import RxRelay

            final class SearchViewModel {
                struct Input {
                    let search = PublishRelay<String>()
                }

                struct Output {
                    let results: Observable<[String]>
                }

                let input = Input()
                let output: Output

                private let results = PublishSubject<[String]>()
                private var formatter = NumberFormatter()

                init() {
                    output = Output(results: results.asObservable())
                    formatter.maximumFractionDigits = 2
                }

                var countText: String? {
                    formatter.string(from: 3)
                }

                func search(_ text: String) {
                    input.search.accept(text)
                }
            }

            """
        let imported = SpecImporter.importFile(source, path: "Q.swift")
        let spec = try XCTUnwrap(imported.specText, imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertFalse(spec.contains("@call"), spec)
        let diagnostics = imported.diagnostics.map(\.formatted)
        XCTAssertTrue(diagnostics.contains { $0.contains("note: 'var countText' of 'SearchViewModel' stays the class's own") },
                      diagnostics.joined(separator: "\n"))
        XCTAssertTrue(diagnostics.contains {
            $0.contains("warning: 'func search(_:)' of 'SearchViewModel' is not imported: it uses 'input', which the logic"
                + " owns in the generated class, and is named like the input 'search' of its 'Input'")
        }, diagnostics.joined(separator: "\n"))
    }

    /// `--check` finds the generated methods the same surface; the members the import warned about are the only
    /// differences, and the generated code compiles with call sites that call the methods.
    func testCheckFindsTheCallsTheSameAndTheCallSitesCompile() throws {
        let imported = SpecImporter.importFile(Self.source, path: "S.swift")
        let spec = try XCTUnwrap(imported.specText)
        let source = SpecSource(path: "S.vmspec", bytes: Array(spec.utf8))
        XCTAssertEqual(Generator.generate([source]).diagnostics.filter { $0.severity != .note }.map(\.formatted), [])
        let differences = SurfaceComparison.differences(handWritten: Self.source, path: "S.swift", spec: source)
            .besidesDeclarationsBeside.filter { $0.severity == .error }
        XCTAssertEqual(differences.map { "\($0.location.line)" }.sorted(), ["48", "52", "57"], differences.map(\.formatted).joined(separator: "\n"))
        XCTAssertFalse(differences.contains { $0.message.contains("signIn") || $0.message.contains("configure") },
                       differences.map(\.formatted).joined(separator: "\n"))

        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        let generated = try GeneratedCase(spec, into: folder, name: "signin")
        let calls = """
            protocol AuthService {
                func login(email: String, password: String, done: @escaping (Bool) -> Void)
            }
            struct Auth: AuthService {
                func login(email: String, password: String, done: @escaping (Bool) -> Void) { done(true) }
            }
            func callSites() {
                let viewModel = SignInViewModel(auth: Auth())
                viewModel.configure(userName: "Kim")
                viewModel.input.viewDidLoad.onNext(())
                viewModel.signIn(email: "kim@example.com", password: "secret")
                _ = viewModel.output.success.subscribe(onNext: { print($0) })
            }

            """
        let logic = try generated.write("Logic.swift", generated.stubLogic(style: .subject) + calls)
        for (label, output) in CompileTests.run(generated.jobs("signin", adding: [logic]), compiler) {
            XCTFail("\(label) does not compile:\n\(output)")
        }
    }
}
