import Foundation
import VMGenCore
import XCTest

/// The ordinary transform's two structs named at the top level as the app names them (#32: `struct
/// LoginViewModelInput` and `struct LoginViewModelOutput` beside the class, `transform(input: LoginViewModelInput) ->
/// LoginViewModelOutput`): `top-level:` declares each a typealias of the class's struct, in every framework of the
/// style; a name other than the structs', a spec that renders neither transform of structs nor of states, and a
/// transform taking the base class's `Input` are located errors; `vmgen import` writes it for structs the class's
/// own file declares at its top level, and says where it does not.
final class TopLevelTransformStructsTests: XCTestCase {
    static func spec(
        framework: String = "combine", transform: String = "transform(input: LoginViewModelInput) -> LoginViewModelOutput",
        topLevel: String = "LoginViewModelInput, LoginViewModelOutput", extra: String = ""
    ) -> String {
        """
        options:
          framework: \(framework)
          styles: transform
          transform: \(transform)
          top-level: \(topLevel)
        \(extra)
        viewmodel LoginViewModel:
          inputs:
            - email(_ email: String)
            - submit
          outputs:
            - isEnabled: Bool = false

        """
    }

    static func errors(_ text: String) -> [String] {
        TestSupport.diagnostics(text).filter { $0.contains(": error: ") }.map { String($0.prefix { $0 != "\n" }) }
    }

    /// Each framework of the transform style: the class nests the structs under the spec's names, and the file names
    /// them at its top level, where the app's call sites and protocols see the same types.
    func testEachFrameworkDeclaresTheStructsAtTheTopLevel() {
        for framework in ["rxswift", "rxcocoa", "reactiveswift", "combine"] {
            let code = TestSupport.render(Self.spec(framework: framework), style: .transform)
            XCTAssertTrue(code.contains("    typealias LoginViewModelInput = LoginViewModelLogic.Input\n"), framework)
            XCTAssertTrue(code.contains("    func transform(input: LoginViewModelInput) -> LoginViewModelOutput {\n"), framework)
            XCTAssertTrue(code.hasSuffix("""
                /// The names the app's code gives the types of `LoginViewModel` at the top level.
                typealias LoginViewModelInput = LoginViewModel.LoginViewModelInput
                typealias LoginViewModelOutput = LoginViewModel.LoginViewModelOutput

                """), "\(framework):\n\(code)")
        }
        // Without the option, as before: the structs stay nested alone.
        let nested = TestSupport.render(Self.spec().replacingOccurrences(of: "  top-level: LoginViewModelInput, LoginViewModelOutput\n", with: ""),
                                        style: .transform)
        XCTAssertFalse(nested.contains("typealias LoginViewModelInput = LoginViewModel."), nested)
    }

    /// A name that is not one of the two structs', the structs of a transform of the base class's `Input`, the
    /// one-stream event transform, and a name `conforms:` gives too: each an error where it stands.
    func testOtherNamesAndOtherTransformsAreLocatedErrors() {
        XCTAssertEqual(Self.errors(Self.spec(topLevel: "LoginViewModelInput, LoginState")), [
            "t.vmspec:5:14: error: 'top-level:' names 'LoginState', which is neither the input struct 'LoginViewModelInput'"
                + " nor the output struct 'LoginViewModelOutput' of 'transform:'",
        ])
        XCTAssertEqual(Self.errors(Self.spec(
            transform: "override func transform(input: Input) -> LoginViewModelOutput", topLevel: "LoginViewModelOutput",
            extra: "  superclass: BaseViewModel\n  view-input: fromView: LoginViewModelInput\n")), [
            "t.vmspec:5:14: error: 'top-level:' names the structs of a transform that takes the base class's 'Input'"
                + " ('view-input:'), which the generated class does not declare",
        ])
        XCTAssertEqual(Self.errors(Self.spec(
            transform: "transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>", topLevel: "Input")), [
            "t.vmspec:5:14: error: 'top-level:' names the types of the transform style's structs ('transform:"
                + " transform(input: Input) -> Output') or of the transform of states ('transform: transform(input: Input) ->"
                + " AnyPublisher<State, Never>'), which this spec does not render",
        ])
        XCTAssertEqual(Self.errors(Self.spec(extra: "  conforms: LoginViewModelOutput\n")), [
            "t.vmspec:8:11: error: 'top-level:' would declare 'LoginViewModelOutput' at the top level of the module, the"
                + " name 'conforms:' gives a type the generated code of 'LoginViewModel' declares or inherits",
        ])
    }

    static let source = """
        import Combine

        struct LoginViewModelInput {
            let email: AnyPublisher<String, Never>
        }

        struct LoginViewModelOutput {
            let isEnabled: AnyPublisher<Bool, Never>
        }

        final class LoginViewModel: LoginViewModelType {
            func transform(input: LoginViewModelInput) -> LoginViewModelOutput {
                LoginViewModelOutput(isEnabled: input.email.map { !$0.isEmpty }.eraseToAnyPublisher())
            }
        }
        """

    /// The structs beside the class, the app's protocol in another file: `top-level:` and `conforms:`, the surface
    /// the same but for nothing (the structs are the generated file's now).
    func testStructsBesideTheClassImportAsTopLevelNames() throws {
        let context = SpecImporter.declarations(of: """
            protocol LoginViewModelType {
                func transform(input: LoginViewModelInput) -> LoginViewModelOutput
            }
            """, path: "Support.swift")
        let imported = SpecImporter.importFile(Self.source, path: "Login.swift", context: context)
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("""
              transform: transform(input: LoginViewModelInput) -> LoginViewModelOutput
              top-level: LoginViewModelInput, LoginViewModelOutput

            """), spec)
        XCTAssertTrue(spec.contains("  conforms: LoginViewModelType\n"), spec)
        let differences = SurfaceComparison.differences(
            handWritten: Self.source, path: "Login.swift", spec: SpecSource(path: "Login.vmspec", bytes: Array(spec.utf8)),
            context: context)
        XCTAssertEqual(differences.map(\.formatted), [])
    }

    /// Structs another file declares: the app's own (`app-types:`), which stay where they are, and the generated
    /// class uses; none with an initializer of its own, which the generated method could not make the output with.
    func testStructsAnotherFileDeclaresAreTheAppsOwn() throws {
        let structs = Self.source.components(separatedBy: "final class")[0]
        let classOnly = "import Combine\n\nfinal class" + Self.source.components(separatedBy: "final class")[1]
        let elsewhere = SpecImporter.importFile(
            classOnly, path: "Login.swift", context: SpecImporter.declarations(of: structs, path: "Types.swift"))
        XCTAssertEqual(elsewhere.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [])
        let text = try XCTUnwrap(elsewhere.specText)
        XCTAssertTrue(text.contains("  app-types: LoginViewModelInput, LoginViewModelOutput\n"), text)
        XCTAssertFalse(text.contains("top-level:"), text)
        // With an initializer of its own, the output struct is not the app's: the class is not imported as before.
        let initialized = structs.replacingOccurrences(
            of: "struct LoginViewModelOutput {", with: "struct LoginViewModelOutput {\n    init() { fatalError() }")
        XCTAssertNil(SpecImporter.importFile(
            classOnly, path: "Login.swift", context: SpecImporter.declarations(of: initialized, path: "Types.swift")).specText)
    }

    /// Structs conforming to the app's protocols (which the generated ones would not), and two view models of one file
    /// (whose spec names nothing at the top level): each said where the class stands.
    func testWhereTheStructsCannotBeTheGeneratedFilesItSaysWhy() throws {
        let conforming = Self.source.replacingOccurrences(of: "struct LoginViewModelInput {", with: "struct LoginViewModelInput: ViewModelInput {")
        XCTAssertEqual(SpecImporter.importFile(conforming, path: "Login.swift").diagnostics.map(\.formatted), [
            "Login.swift:11:7: warning: 'LoginViewModel' is not imported: its 'transform' takes 'LoginViewModelInput' and"
                + " returns 'LoginViewModelOutput', structs declared at the top level that conform to 'ViewModelInput', which"
                + " the structs the generated class declares (named so at the top level by 'top-level:') do not",
        ])
        let two = Self.source + "\n\nfinal class OtherViewModel {\n    struct Input {}\n    struct Output {}\n"
            + "    func transform(input: Input) -> Output { Output() }\n}\n"
        let imported = SpecImporter.importFile(two, path: "Login.swift")
        XCTAssertFalse(try XCTUnwrap(imported.specText).contains("top-level:"))
        XCTAssertEqual(imported.diagnostics.filter { $0.severity == .warning }.map(\.formatted).first,
            "Login.swift:11:7: warning: 'LoginViewModel' takes 'LoginViewModelInput' and returns 'LoginViewModelOutput',"
                + " structs at the top level of its file, which declares other view models: a spec of several view models"
                + " names no types at the top level ('top-level:'), so the generated structs are nested in 'LoginViewModel'")
    }
}
