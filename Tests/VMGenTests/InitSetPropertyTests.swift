import Foundation
import VMGenCore
import XCTest

/// `- init let domain: Domain = signUpUseCase.userDomain()` under `properties:` (#32): the state a hand-written view
/// model works out of its dependencies in its initializer (`self.domain = signUpUseCase.userDomain()`), which call sites
/// read (`viewModel.domain`), declared without a value and set by every initializer of the class from its parameters.
final class InitSetPropertyTests: XCTestCase {
    static func spec(_ framework: Framework, styles: String, transform: String? = nil) -> String {
        """
        options:
          framework: \(framework.name)
          styles: \(styles)
        \(transform.map { "  transform: \($0)\n" } ?? "")viewmodel SignUpViewModel:
          dependencies:
            - signUpUseCase: SignUpUseCase
          properties:
            /// The campus the user signs up in, as the use case keeps it.
            - init let domain: Domain = signUpUseCase.userDomain()
            - init private(set) var attempts: Int = signUpUseCase.attempts
            - var typed: String = ""
          inputs:
            - submit(_ id: String)
          outputs:
            - isValid: Bool
        """
    }

    /// What the app does with it: reads the value the initializer set, sets the `var`'s only in the class's own file.
    static let callSites = """
        public struct Domain: Equatable { public let name: String }
        public final class SignUpUseCase {
            public var attempts = 2
            public init() {}
            public func userDomain() -> Domain { Domain(name: "seoul") }
        }
        @MainActor func domainName(_ viewModel: SignUpViewModel) -> String {
            viewModel.typed = viewModel.domain.name
            return viewModel.domain.name + String(viewModel.attempts)
        }
        @MainActor func make() -> SignUpViewModel { SignUpViewModel(signUpUseCase: SignUpUseCase()) }

        """

    func testTheInitializerSetsItFromItsParametersInEveryStyleThatDeclaresAClass() throws {
        try assertCompiles(
            Self.spec(.rxswift, styles: "triplet, subject, transform, observable, published"), support: Self.callSites)
        try assertCompiles(
            Self.spec(.combine, styles: "transform",
                      transform: "transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>"),
            support: Self.callSites)
        for (framework, styles) in [(Framework.rxcocoa, "triplet, subject, transform"), (.reactiveswift, "triplet, subject"),
                                    (.combine, "triplet, subject, transform, published"), (.closures, "triplet, observable")] {
            try assertCompiles(Self.spec(framework, styles: styles), support: Self.callSites, swiftVersion: "6")
        }
        // `@Published`, whose value Swift sets through the wrapper, which a view observes through its projection.
        let published = Self.spec(.combine, styles: "triplet, subject, transform, published")
            .replacingOccurrences(of: "- var typed: String = \"\"", with: "- @Published init var typed: String = \"\"")
        try assertCompiles(published, support: "#if canImport(Combine)\nimport Combine\n#else\nimport OpenCombine\n#endif\n"
            + Self.callSites + "@MainActor func observe(_ viewModel: SignUpViewModel) -> AnyCancellable { viewModel.$typed.sink { _ in } }\n")
    }

    func testItIsDeclaredWithoutItsValueWhichTheInitializerSets() {
        let transform = TestSupport.render(Self.spec(.combine, styles: "transform"), style: .transform)
        XCTAssertTrue(transform.contains("    /// The campus the user signs up in, as the use case keeps it.\n"
            + "    let domain: Domain\n    private(set) var attempts: Int\n    var typed: String = \"\"\n"), transform)
        XCTAssertTrue(transform.contains("        self.signUpUseCase = signUpUseCase\n"
            + "        self.domain = signUpUseCase.userDomain()\n        self.attempts = signUpUseCase.attempts\n"), transform)
        // A class without dependencies has an initializer for it all the same.
        let alone = TestSupport.render("""
            options:
              framework: combine
              styles: transform
            viewmodel ClockViewModel:
              properties:
                - init let startedAt: Date = Date()
              inputs:
                - tick
            """, style: .transform)
        XCTAssertTrue(alone.contains("    init() {\n        self.startedAt = Date()\n    }\n"), alone)
    }

    static let program = """
        final class SignUpUseCase {
            var attempts = 2
            func userDomain() -> Domain { Domain(name: "seoul") }
        }
        struct Domain: Equatable { let name: String }

        let useCase = SignUpUseCase()
        let viewModel = SignUpViewModel(signUpUseCase: useCase)
        expect(viewModel.domain, Domain(name: "seoul"), "the initializer sets the domain from its use case")
        expect(viewModel.attempts, 2, "and the attempts")
        useCase.attempts = 5
        expect(viewModel.attempts, 2, "once, when the view model is made")
        finishProbeTests()
        """

    func testTheValueIsTheOneTheDependencyGivesWhenTheViewModelIsMade() throws {
        let folder = try TestSupport.temporaryFolder(self)
        for style in ["triplet", "subject", "transform"] {
            let text = Self.spec(.combine, styles: style)
            let source = SpecSource(path: "SignUp.vmspec", bytes: Array(text.utf8))
            let generated = Generator.generate([source])
            XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
            let resolved = try XCTUnwrap(Generator.resolve(source).resolved)
            let logic = StubLogic.file(for: resolved.viewModels.map(\.viewModel), framework: .combine)
            let styleFolder = folder.appendingPathComponent(style)
            try FileManager.default.createDirectory(at: styleFolder, withIntermediateDirectories: true)
            try CombineProgram.run(generated.files.map { ($0.relativePath, $0.contents) } + [("Logic.swift", logic)],
                                   main: Self.program, in: styleFolder, failure: "the \(style) style's initializer")
        }
    }

    func testWhatTheInitializerCannotSetIsALocatedError() {
        XCTAssertEqual(TestSupport.diagnostics("""
            viewmodel A:
              dependencies:
                - b: B
              properties:
                - init lazy var a: Int = b.a
                - init weak var c: C?
                - init let d: Int
                - @Injected init var e: E = b.e
                - init var f: Int = b.f
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:12: error: 'lazy' makes the property when it is first read, and 'init' in the initializer; write one",
            "t.vmspec:6:12: error: 'init' sets a property the class keeps; a 'weak' one is set by whoever holds it",
            "t.vmspec:7:16: error: 'init let d' has no value for the initializer to set; give it one ('= ...', of the"
                + " dependencies)",
            "t.vmspec:8:7: error: the initializer sets 'e' through no property wrapper but '@Published', not '@Injected'",
        ])
    }
    /// The value reads the initializer's parameters (the dependencies), literals and types: a member of the class
    /// (another property, an input, an output) or `self`, which the initializer would read before the class is made,
    /// or which some styles do not store, is a located error where it stands (R4's review); an argument label or a
    /// string's text named like a member is none, and compiles.
    func testTheValueReadsTheDependenciesAndNoMemberOfTheClass() throws {
        let spec = """
            viewmodel SignUpViewModel:
              dependencies:
                - signUpUseCase: SignUpUseCase
              properties:
                - let limit: Int = 20
                - init let page: Int = limit * 2
                - init let owner: String = self.signUpUseCase.name
                - init let shown: String = "\\(isValid) of submit: \\(signUpUseCase.name)"
                - init let tapped: Int = submit.count + signUpUseCase.attempts
              inputs:
                - submit(_ id: String)
              outputs:
                - isValid: Bool
            """
        let errors = TestSupport.diagnostics(spec)
        XCTAssertEqual(errors.map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:6:28: error: the initializer sets 'page' before the class is made, and its value reads 'limit', a"
                + " property of 'SignUpViewModel'",
            "t.vmspec:7:32: error: the initializer sets 'owner' before the class is made, and its value reads 'self',"
                + " 'SignUpViewModel' itself",
            "t.vmspec:8:35: error: the initializer sets 'shown' before the class is made, and its value reads 'isValid', an"
                + " output of 'SignUpViewModel'",
            "t.vmspec:9:30: error: the initializer sets 'tapped' before the class is made, and its value reads 'submit', an"
                + " input of 'SignUpViewModel'",
        ])
        XCTAssertTrue(errors[0].hasSuffix("\nt.vmspec:6:28: note: write it of the dependencies (the initializer's"
            + " parameters), literals and types"), errors[0])
        // Labels and a string's text named like members, members of what a dependency returns: the class compiles.
        let fine = Self.spec(.combine, styles: "triplet, subject, transform").replacingOccurrences(
            of: "- init let domain: Domain = signUpUseCase.userDomain()",
            with: "- init let domain: Domain = Domain(name: \"typed \\(signUpUseCase.userDomain().name)\", isValid: signUpUseCase.attempts > 0)")
        XCTAssertEqual(TestSupport.diagnostics(fine), [])
        try assertCompiles(fine, support: Self.callSites.replacingOccurrences(
            of: "public struct Domain: Equatable { public let name: String }",
            with: "public struct Domain: Equatable {\n    public let name: String\n    public var isValid = true\n}"))
    }
}
