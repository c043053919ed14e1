import Foundation
import XCTest
@testable import VMGenCore

/// `@kept(routeRelay) @outside` (#32): a stream a transform view model offers outside its `Input` and `Output`, over a
/// private relay or subject `transform` sends into (`var route: Signal<LoginRoute> { routeRelay.asSignal() }`, which
/// the screen's coordinator reads, as login, emoji-picker and passcode screens of the corpus write it). The logic's
/// `Output` holds the stream, the class keeps it in the relay, the view's `Output` does not hold it, and the property
/// reading the relay moves to the team's extension unchanged.
final class OutsideOutputTests: XCTestCase {
    /// A login screen as such apps write it, in RxCocoa: the coordinator reads `route`.
    static let handWritten = """
        import RxCocoa
        import RxSwift

        enum LoginRoute {
            case signUp
            case home
        }

        final class LoginViewModel {
            struct Input {
                let loginTap: Observable<Void>
                let skipTap: Signal<Void>
            }

            struct Output {
                let isLoading: Driver<Bool>
            }

            private let routeRelay = PublishRelay<LoginRoute>()
            var route: Signal<LoginRoute> { routeRelay.asSignal() }

            private let loadingRelay = BehaviorRelay<Bool>(value: false)
            private let disposeBag = DisposeBag()

            func transform(input: Input) -> Output {
                input.loginTap.map { LoginRoute.home }.bind(to: routeRelay).disposed(by: disposeBag)
                input.skipTap.emit(onNext: { [routeRelay] in routeRelay.accept(.signUp) }).disposed(by: disposeBag)
                return Output(isLoading: loadingRelay.asDriver())
            }
        }
        """

    func testTheImportKeepsTheStreamOutsideTheOutputAndTheReaderMoves() throws {
        let imported = SpecImporter.importFile(Self.handWritten, path: "Login.swift")
        let spec = try XCTUnwrap(imported.specText, "\(imported.diagnostics.map(\.formatted))")
        XCTAssertTrue(spec.contains("""
              outputs:
                - isLoading: Bool
                - @kept(routeRelay) @outside route: LoginRoute
              properties:
                - let routeRelay: PublishRelay<LoginRoute> = .init()
            """), spec)
        let formatted = imported.diagnostics.map(\.formatted)
        XCTAssertTrue(formatted.contains { $0.hasPrefix("Login.swift:20:5: note: 'var route' of 'LoginViewModel' stays the class's own") },
                      "\(formatted)")
        XCTAssertTrue(formatted.contains { $0.hasPrefix("Login.swift:19:13: warning: 'let routeRelay' of 'LoginViewModel'")
            && $0.contains(ImportFixtureTests.readable) }, "\(formatted)")
        XCTAssertFalse(formatted.contains { $0.contains("which the generated class does not declare") }, "\(formatted)")
        let source = SpecSource(path: "Login.vmspec", bytes: Array(spec.utf8))
        XCTAssertEqual(Generator.generate([source]).diagnostics.map(\.formatted), [])
        let differences = SurfaceComparison.differences(handWritten: Self.handWritten, path: "Login.swift", spec: source)
            .map(\.formatted)
        XCTAssertTrue(differences.contains { $0.contains("'var route'") && $0.contains(ImportFixtureTests.move)
            && $0.contains("(the generated class declares 'routeRelay' for it)") }, "\(differences)")
        // The view's `Output` is the same: `route` is not in it.
        XCTAssertFalse(differences.contains { $0.contains("'route'") || $0.contains("isLoading") }, "\(differences)")
    }

    /// A property that makes something else of the relay (`routeRelay.asSignal().debounce(...)`) or reads a relay the
    /// `Output` is made of stays as before: no output is offered outside.
    func testTheStreamsElementIsItsFirstGenericArgumentWhole() {
        XCTAssertEqual(KeptOutputImport.firstArgument(of: "Signal<LoginRoute>"), "LoginRoute")
        XCTAssertEqual(KeptOutputImport.firstArgument(of: "AnyPublisher<[String: Int], Never>"), "[String: Int]")
        // The `>` of a closure's `->` closes nothing.
        XCTAssertEqual(KeptOutputImport.firstArgument(of: "Driver<(String) -> Void>"), "(String) -> Void")
        XCTAssertNil(KeptOutputImport.firstArgument(of: "BehaviorRelay<Int>"))
    }

    func testAPropertyThatIsNotTheRelayAsItIsKeepsNothing() throws {
        for (from, to) in [
            ("var route: Signal<LoginRoute> { routeRelay.asSignal() }",
             "var route: Signal<LoginRoute> { routeRelay.asSignal().skip(1) }"),
            ("var route: Signal<LoginRoute> { routeRelay.asSignal() }", "var route: Signal<Int> { routeRelay.asSignal() }"),
        ] {
            let source = Self.handWritten.replacingOccurrences(of: from, with: to)
            let spec = try XCTUnwrap(SpecImporter.importFile(source, path: "Login.swift").specText)
            XCTAssertFalse(spec.contains("@outside"), spec)
            XCTAssertFalse(spec.contains("routeRelay"), spec)
        }
    }

    /// A login screen's spec in `framework` whose `route` is kept outside the view's `Output` in `routeRelay`, of
    /// `keeper` (its type and value).
    static func spec(_ framework: String, keeper: String) -> String {
        """
        options:
          framework: \(framework)
          styles: transform

        viewmodel LoginViewModel:
          inputs:
            - loginTap
          outputs:
            - isLoading: Bool
            - @kept(routeRelay) @outside route: String
          properties:
            - let routeRelay: \(keeper)

        """
    }

    /// The generated class in each framework with the team's extension reading the relay: it compiles, test support too.
    func testItCompilesWithTheMovedReaderInEachFramework() throws {
        let combine = "#if canImport(Combine)\nimport Combine\n#else\nimport OpenCombine\n#endif"
        for (framework, keeper, value, reader, imports) in [
            ("rxcocoa", "PublishRelay<String>", ".init()", "var route: Signal<String> { routeRelay.asSignal() }", "import RxCocoa"),
            ("rxswift", "PublishSubject<String>", ".init()", "var route: Observable<String> { routeRelay.asObservable() }",
             "import RxSwift"),
            ("combine", "PassthroughSubject<String, Never>", ".init()",
             "var route: AnyPublisher<String, Never> { routeRelay.eraseToAnyPublisher() }", combine),
        ] {
            try assertCompiles(Self.spec(framework, keeper: "\(keeper) = \(value)"), support: """
                \(imports)

                extension LoginViewModel {
                    \(reader)
                }

                """)
        }
    }

    /// On OpenCombine: the coordinator subscribes to the class's subject before the view calls `transform`, and sees
    /// what the logic's stream sends; the view's `Output` holds the others alone.
    func testTheCoordinatorSeesWhatTheLogicSendsOnOpenCombine() throws {
        let spec = Self.spec("combine", keeper: "PassthroughSubject<String, Never> = .init()")
        let logic = """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif

            extension LoginViewModelLogic {
                static func transform(_ input: Input) -> Output {
                    Output(
                        isLoading: input.loginTap.map { true }.eraseToAnyPublisher(),
                        route: input.loginTap.map { "home" }.eraseToAnyPublisher())
                }
            }

            extension LoginViewModel {
                var route: AnyPublisher<String, Never> { routeRelay.eraseToAnyPublisher() }
            }
            """
        let program = """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif

            let viewModel = LoginViewModel()
            var routes: [String] = []
            var loading: [Bool] = []
            let coordinator = viewModel.route.sink { routes.append($0) }
            let tap = PassthroughSubject<Void, Never>()
            let output = viewModel.transform(input: .init(loginTap: tap.eraseToAnyPublisher()))
            let view = output.isLoading.sink { loading.append($0) }
            tap.send(())
            expect(routes, ["home"], "the coordinator sees the logic's route through the class's subject")
            expect(loading, [true], "the view sees its output")
            view.cancel()
            tap.send(())
            expect(routes, ["home", "home"], "the class keeps the subject set while the view is gone")
            coordinator.cancel()
            finishProbeTests()
            """
        let source = SpecSource(path: "Login.vmspec", bytes: Array(spec.utf8))
        let generated = Generator.generate([source])
        let tests = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual((generated.diagnostics + tests.diagnostics).map(\.formatted), [])
        let code = String(decoding: try XCTUnwrap(generated.files.first).contents.utf8, as: UTF8.self)
        XCTAssertTrue(code.contains("    struct Output {\n        let isLoading: AnyPublisher<Bool, Never>\n    }\n"), code)
        // Test support: the probe records the view's outputs and the fake shows them; neither has `route`.
        let support = tests.files.map { String(decoding: $0.contents.utf8, as: UTF8.self) }.joined()
        XCTAssertTrue(support.contains("let isLoading = Recorder<Bool>()") && support.contains("func send(isLoading value: Bool)"), support)
        XCTAssertFalse(support.contains("let route = Recorder") || support.contains("func send(route"), support)
        try CombineProgram.run((generated.files + tests.files).map { ($0.relativePath, $0.contents) } + [("Logic.swift", logic)],
                               main: program, in: try TestSupport.temporaryFolder(self), failure: "the outside output")
    }

    /// What `@outside` is not for is a located error.
    func testWhatAnOutsideOutputCannotBeIsALocatedError() throws {
        func errors(_ output: String) -> [String] {
            let spec = """
                options:
                  framework: rxcocoa
                  styles: transform

                viewmodel LoginViewModel:
                  inputs:
                    - loginTap
                  outputs:
                    - \(output)
                  properties:
                    - let routeRelay: PublishRelay<String> = .init()

                """
            return Generator.generate([SpecSource(path: "g.vmspec", bytes: Array(spec.utf8))]).diagnostics
                .filter { $0.severity == .error }.map(\.formatted)
        }
        XCTAssertEqual(errors("@outside route: String"), [
            "g.vmspec:9:7: error: '@outside' offers a kept output outside the view's 'Output': write it with the relay or"
                + " subject that keeps it, '@kept(routeRelay) @outside'",
        ])
        XCTAssertEqual(errors("@kept(routeRelay) @outside @signal route: String").first?
            .hasPrefix("g.vmspec:9:34: error: '@signal' says how the view's 'Output' hands the stream"), true)
        XCTAssertEqual(errors("@kept(routeRelay) @outside(x) route: String"),
                       ["g.vmspec:9:34: error: '@outside' takes no type"])
    }
}
