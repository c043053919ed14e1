import Foundation
import VMGenCore
import XCTest

/// A stored property without a value that the class's initializer sets to an expression of its parameters (`let
/// camperDomain: Domain` with `self.camperDomain = signUpUseCase.getUserDomain()`, `InitSetProperties`): imported as
/// `- init let camperDomain: Domain = signUpUseCase.getUserDomain()`, which the generated initializer sets the same
/// way, so call sites that read it, and the members that use it moving to an extension, are unchanged (#32). It used
/// to be a warning, and every member that used it stayed behind.
final class InitSetPropertyImportTests: XCTestCase {
    static func source(_ stored: String, _ initializer: String, helper: String = "") -> String {
        """
        import Combine
        final class SignUpViewModel {
            struct Input { let idTyped: AnyPublisher<String, Never> }
            struct Output { let isValid: AnyPublisher<Bool, Never> }
        \(stored)
            private let signUpUseCase: SignUpUseCase
        \(initializer)
            func transform(input: Input) -> Output {
                Output(isValid: Just(true).eraseToAnyPublisher())
            }
        \(helper)
        }
        """
    }

    static let initializer = """
            init(signUpUseCase: SignUpUseCase) {
                self.signUpUseCase = signUpUseCase
                self.camperDomain = signUpUseCase.getUserDomain()
                attempts = signUpUseCase
                    .attempts(for: "signUp")
            }
        """

    static func lines(_ result: SpecImporter.Result) -> [String] {
        result.diagnostics.map { String($0.formatted.prefix { $0 != "\n" }) }
    }

    func testTheImportCarriesItAndCheckFindsTheClassTheSame() throws {
        let source = Self.source("    let camperDomain: Domain\n    @Published private(set) var attempts: Int", Self.initializer,
                                 helper: "    func fullID(_ id: String) -> String { camperDomain.code + id }")
        let result = SpecImporter.importFile(source, path: "S.swift")
        XCTAssertEqual(Self.lines(result).filter { !$0.contains(": note: ") }, [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("""
              properties:
                - init let camperDomain: Domain = signUpUseCase.getUserDomain()
                - @Published private(set) init var attempts: Int = signUpUseCase.attempts(for: "signUp")

            """), spec)
        // `--check`: the properties are the same; the helper that reads one moves to an extension.
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "S.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(spec.utf8))).map(\.formatted)
        XCTAssertEqual(differences.map { String($0.prefix { $0 != "\n" }) }, [
            "S.swift:17:5: error: 'func fullID(_:)' of 'SignUpViewModel', declared besides its 'transform', moves to an"
                + " extension: declare it in an extension of 'SignUpViewModel' in a file of your own, where call sites"
                + " reach it unchanged",
        ])
        // The generated class, with the helper moved to the team's extension, compiles with the call sites.
        try assertCompiles(spec, support: """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif
            struct Domain { let code: String }
            final class SignUpUseCase {
                func getUserDomain() -> Domain { Domain(code: "S") }
                func attempts(for step: String) -> Int { 3 }
            }
            extension SignUpViewModel {
                func fullID(_ id: String) -> String { camperDomain.code + id }
            }
            func callSites() -> AnyCancellable {
                let viewModel = SignUpViewModel(signUpUseCase: SignUpUseCase())
                print(viewModel.fullID("1"), viewModel.camperDomain.code, viewModel.attempts)
                return viewModel.$attempts.sink { print($0) }
            }

            """)
    }

    func testAValueTheGeneratedInitializerCannotWriteStaysAWarning() throws {
        let warning = "its initializer sets it from other than one of its parameters, and a spec property starts with a value"
        for (initializer, why) in [
            // Another member of the class, not made yet where the initializer sets it.
            ("self.camperDomain = makeDomain(signUpUseCase)", "a method of the class"),
            ("self.camperDomain = self.signUpUseCase.getUserDomain()", "'self'"),
            ("self.camperDomain = try signUpUseCase.loadDomain()", "'try'"),
            ("self.camperDomain = Domain(code: \"\\(prefix)-1\")", "an interpolation, which may name a member"),
            // Set twice, or inside a branch: not one value.
            ("self.camperDomain = signUpUseCase.getUserDomain()\n        self.camperDomain = Domain(code: \"\")", "twice"),
            ("if signUpUseCase.isReady { self.camperDomain = signUpUseCase.getUserDomain() } else { fatalError() }", "a branch"),
            // A variable of the initializer's own, which the generated initializer does not declare, or a constant
            // named like a dependency, which it shadows (a constant read once is written in its stead:
            // `InitLocalConstantImportTests`).
            ("let code = signUpUseCase.code()\n        self.camperDomain = Domain(code: code)\n        print(code)",
             "a local constant read twice"),
            ("var code = \"S\"; code += \"-1\"\n        self.camperDomain = Domain(code: code)", "a local variable"),
            ("let signUpUseCase = signUpUseCase.fallback\n        self.camperDomain = signUpUseCase.getUserDomain()",
             "a local shadowing the parameter"),
        ] {
            let source = Self.source("    let camperDomain: Domain", """
                    init(signUpUseCase: SignUpUseCase) {
                        self.signUpUseCase = signUpUseCase
                        \(initializer)
                    }
                """, helper: "    private func makeDomain(_ useCase: SignUpUseCase) -> Domain { useCase.getUserDomain() }")
            let result = SpecImporter.importFile(source, path: "S.swift")
            XCTAssertTrue(Self.lines(result).contains { $0.hasSuffix(warning) }, "\(why): \(Self.lines(result))")
            XCTAssertFalse(result.specText?.contains("init let") ?? true, why)
        }
        // A parameter the spec does not take as a dependency (the `Input` handed in, which the class makes itself).
        let given = Self.source("    let camperDomain: Domain", """
                init(signUpUseCase: SignUpUseCase, input: Input = Input(idTyped: Empty().eraseToAnyPublisher())) {
                    self.signUpUseCase = signUpUseCase
                    self.camperDomain = Domain(code: input.prefix)
                }
            """)
        XCTAssertFalse(SpecImporter.importFile(given, path: "S.swift").specText?.contains("init let") ?? true)
    }

    /// One literal (`self.currentPage = 0`, `self.hasNextPage = true`, as Parting's party list starts its paging) uses
    /// no name: it is set the same way, where it was the warning as a value of other than a parameter
    /// (`Fixtures/Import/MeetupList` with its call sites).
    func testALiteralIsSetTheSameWay() throws {
        let source = Self.source("    var currentPage: Int\n    var hasNextPage: Bool\n    let title: String", """
                init(signUpUseCase: SignUpUseCase) {
                    self.signUpUseCase = signUpUseCase
                    self.currentPage = 0
                    self.hasNextPage = true
                    title = "Sign up"
                }
            """)
        let result = SpecImporter.importFile(source, path: "S.swift")
        XCTAssertEqual(Self.lines(result).filter { !$0.contains(": note: ") }, [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("""
              properties:
                - init var currentPage: Int = 0
                - init var hasNextPage: Bool = true
                - init let title: String = "Sign up"

            """), spec)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "S.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(spec.utf8))).map(\.formatted), [])
        try assertCompiles(spec, support: """
            final class SignUpUseCase {}
            func callSites(_ viewModel: SignUpViewModel) {
                viewModel.currentPage += 1
                viewModel.hasNextPage = false
                print(viewModel.title)
            }

            """)
    }
}
