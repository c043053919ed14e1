@testable import VMGenCore
import XCTest

/// A stored property the class resolves through an app's property wrapper written without arguments or a value
/// (`@Injected var loginUseCase: LoginUseCaseProtocol`, as Resolver-style dependency containers have it) is carried as
/// written into `properties:`, the wrapper making the value itself, so call sites that read or set it through the view
/// model compile unchanged, where it used to be a warning and a difference (`Fixtures/Import/VoucherWallet` with its
/// call sites); one written with arguments or a value, or one the initializer sets, stays a warning.
final class ResolvedWrapperImportTests: XCTestCase {
    static func source(_ members: String, initializer: String = "") -> String {
        """
        import RxSwift

        protocol LoginViewModelInputs {
            func login()
        }

        protocol LoginViewModelOutputs {
            var isLoading: Observable<Bool> { get }
        }

        protocol LoginViewModelType {
            var inputs: LoginViewModelInputs { get }
            var outputs: LoginViewModelOutputs { get }
        }

        final class LoginViewModel: LoginViewModelType, LoginViewModelInputs, LoginViewModelOutputs {
            var inputs: LoginViewModelInputs { return self }
            var outputs: LoginViewModelOutputs { return self }
        \(members)
            let isLoading: Observable<Bool> = .never()
        \(initializer)
            func login() {}
        }
        """
    }

    func testAWrapperWithoutArgumentsOrAValueIsCarriedAsWrittenAndTheSurfaceIsTheSame() throws {
        let source = Self.source("""
                @Injected var loginUseCase: LoginUseCaseProtocol
                @LazyInjected private(set) var tracker: Tracker
                @Injected private var session: Session
            """)
        let imported = SpecImporter.importFile(source, path: "LoginViewModel.swift")
        XCTAssertEqual(imported.diagnostics.filter { $0.severity != .note }.map(\.formatted), [])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("""
              properties:
                - @Injected var loginUseCase: LoginUseCaseProtocol
                - @LazyInjected private(set) var tracker: Tracker

            """), spec)
        let specSource = SpecSource(path: "Login.vmspec", bytes: Array(spec.utf8))
        XCTAssertEqual(Generator.generate([specSource]).diagnostics.map(\.formatted), [])
        XCTAssertEqual(SurfaceComparison.differences(handWritten: source, path: "LoginViewModel.swift", spec: specSource)
            .map(\.formatted), [])
    }

    /// With the arguments that say what the container resolves (`@Injected(\.searchUseCase)`, `@Injected(Search.self)`),
    /// carried as written, where it used to be a warning; the generated class declares it so, and compiles.
    func testAWrapperWithArgumentsIsCarriedAsWritten() throws {
        let source = Self.source("""
                @Injected(LoginUseCaseProtocol.self) var loginUseCase: LoginUseCaseProtocol
                @Stored(key: "remembered", default: false) var remembered: Bool
            """)
        let imported = SpecImporter.importFile(source, path: "LoginViewModel.swift")
        XCTAssertEqual(imported.diagnostics.filter { $0.severity != .note }.map(\.formatted), [])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("""
              properties:
                - @Injected(LoginUseCaseProtocol.self) var loginUseCase: LoginUseCaseProtocol
                - @Stored(key: "remembered", default: false) var remembered: Bool

            """), spec)
        let specSource = SpecSource(path: "Login.vmspec", bytes: Array(spec.utf8))
        XCTAssertEqual(SurfaceComparison.differences(handWritten: source, path: "LoginViewModel.swift", spec: specSource)
            .map(\.formatted), [])
        try assertCompiles(spec, support: """
            import RxSwift
            protocol LoginUseCaseProtocol {}
            struct LiveLogin: LoginUseCaseProtocol {}
            @propertyWrapper struct Injected<T> {
                let wrappedValue: T
                init(_ type: T.Type) { wrappedValue = LiveLogin() as! T }
            }
            @propertyWrapper struct Stored<T> {
                var wrappedValue: T
                init(key: String, default value: T) { wrappedValue = value }
            }
            func read(_ viewModel: LoginViewModel) -> Bool { viewModel.remembered }

            """)
        // `@Published` starts with the property's value, never with arguments.
        XCTAssertEqual(TestSupport.diagnostics("""
            viewmodel A:
              properties:
                - @Published(x) var count: Int = 0
              inputs:
                - load
            """), ["t.vmspec:3:7: error: '@Published' takes no arguments here: its starting value is the property's ('= ...')"])
    }

    func testOneWithAValueOrThatTheInitializerSetsStaysAWarning() throws {
        let source = Self.source("""
                @Stored var remembered: Bool = false
                @Injected var tracker: Tracker
                @Injected var session: Session
            """, initializer: """
                init(live: Bool) {
                    _tracker = Injected(name: "live")
                    self.session = Session(live: live)
                }
            """)
        let imported = SpecImporter.importFile(source, path: "LoginViewModel.swift")
        let warnings = imported.diagnostics.filter { $0.severity == .warning }.map(\.formatted)
        XCTAssertEqual(warnings.count, 3, "\(warnings)")
        for (line, name) in [(19, "remembered")] {
            XCTAssertTrue(warnings.contains { $0.hasPrefix("LoginViewModel.swift:\(line):") && $0.contains("'var \(name)'")
                && $0.contains("but for one written without a value") }, "\(warnings)")
        }
        for (line, name) in [(20, "tracker"), (21, "session")] {
            XCTAssertTrue(warnings.contains { $0.hasPrefix("LoginViewModel.swift:\(line):") && $0.contains("'var \(name)'")
                && $0.contains("its initializer sets it") }, "\(warnings)")
        }
        XCTAssertFalse(imported.specText?.contains("properties:") ?? true, imported.specText ?? "")
    }

    /// The spec: a property with an app's wrapper needs no value, the wrapper's `init()` making it; `@Published`, which
    /// starts with the value written, still does.
    func testASpecPropertyWithAnAppsWrapperNeedsNoValueButPublishedDoes() {
        let spec = { (line: String) in
            SpecSource(path: "Login.vmspec", bytes: Array("""
                options:
                  framework: rxswift
                  styles: triplet

                viewmodel LoginViewModel:
                  inputs:
                    - login
                  properties:
                    - \(line)

                """.utf8))
        }
        let generated = Generator.generate([spec("@Injected var loginUseCase: LoginUseCaseProtocol")])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        XCTAssertTrue(generated.files.contains { $0.contents.contains("    @Injected var loginUseCase: LoginUseCaseProtocol\n") },
                      generated.files.map(\.contents).joined())
        XCTAssertEqual(Generator.generate([spec("@Published var count: Int")]).diagnostics.map(\.formatted),
                       ["Login.vmspec:9:22: error: 'var count: Int' has no value to start with; give it one ('= ...') or make it optional"])
    }
}
