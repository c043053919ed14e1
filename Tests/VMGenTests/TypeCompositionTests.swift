import Foundation
import VMGenCore
import XCTest

/// `groups: typealias`: a triplet whose type is no protocol but a typealias of its groups' composition,
/// `typealias LoginViewModelType = LoginViewModelInput & LoginViewModelOutput`, as apps made from Clean Architecture
/// templates write it: a view reaches each member through the type itself, and a type conforming to the groups alone
/// is one (issue #32).
final class TypeCompositionTests: XCTestCase {
    static func spec(_ framework: Framework, errors: Bool = false, extra: String = "") -> String {
        """
        options:
          framework: \(framework.name)
        viewmodel LoginViewModel:
          protocols: LoginViewModelInput, LoginViewModelOutput, LoginViewModelType\(errors ? ", LoginViewModelError" : "")
          type-refines: inputs, outputs\(errors ? ", errors" : "")
          groups: typealias
        \(extra)  inputs:
            - updateEmail(_ text: String)
            - performSignIn
          outputs:
            - isLoginEnabled: Bool
        \(errors ? "  errors:\n    - failed: String\n" : "")
        """
    }

    static let callSite = """
        func show(_ viewModel: LoginViewModelType) {
            viewModel.updateEmail("a@b.c")
            viewModel.performSignIn()
            _ = viewModel.isLoginEnabled
        }
        func generic<V: LoginViewModelType>(_ viewModel: V) { show(viewModel) }

        """

    func testTheTypeIsATypealiasOfTheGroupsAndCompilesWithACallSiteAndTestSupport() throws {
        let code = TestSupport.render(Self.spec(.combine))
        XCTAssertTrue(code.contains("\ntypealias LoginViewModelType = LoginViewModelInput & LoginViewModelOutput\n"), code)
        XCTAssertFalse(code.contains("protocol LoginViewModelType"), code)
        XCTAssertTrue(code.contains("final class LoginViewModel: LoginViewModelType {"), code)
        XCTAssertFalse(code.contains("var inputs"), code)
        for framework in [Framework.rxswift, .combine, .closures, .reactiveswift] {
            try assertCompiles(Self.spec(framework), support: Self.callSite)
        }
        let withErrors = TestSupport.render(Self.spec(.rxswift, errors: true))
        XCTAssertTrue(withErrors.contains(
            "typealias LoginViewModelType = LoginViewModelInput & LoginViewModelOutput & LoginViewModelError\n"), withErrors)
        try assertCompiles(Self.spec(.rxswift, errors: true), support: Self.callSite)
    }

    /// What only a protocol declares is a located error: the composition declares nothing of its own.
    func testWhatOnlyATypeProtocolCanSayIsAnError() {
        let diagnostics = TestSupport.diagnostics(Self.spec(.rxswift, extra: "  type-requires: init\n  class-bound: type\n"))
        XCTAssertEqual(diagnostics.map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:7:3: error: 'type-requires: init' makes the type protocol declare the initializer, and with 'groups:"
                + " typealias' the type is a typealias of the groups' protocols, which declares nothing of its own",
            "t.vmspec:8:16: error: 'class-bound: type' makes the type protocol refine 'AnyObject', and with 'groups:"
                + " typealias' the type is a typealias of the groups' protocols, which declares nothing of its own",
        ])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(.rxswift).replacingOccurrences(of: "type-refines: inputs, outputs",
                                                                                      with: "type-refines: inputs")), [
            "t.vmspec:6:3: error: 'groups: typealias' leaves the type without its groups' properties, so it composes the"
                + " groups' protocols, and this view model's does not refine 'outputs'"
                + "\nt.vmspec:6:3: note: add 'type-refines: inputs, outputs'",
        ])
    }

    static let handWritten = """
        import Combine
        typealias LoginViewModelType = LoginViewModelInput & LoginViewModelOutput
        protocol LoginViewModelInput {
            func updateEmail(_ text: String)
        }
        protocol LoginViewModelOutput {
            var isLoginEnabledPublisher: AnyPublisher<Bool, Never> { get }
        }
        final class LoginViewModel {
            private let coordinator: Coordinator
            init(coordinator: Coordinator) { self.coordinator = coordinator }
        }
        extension LoginViewModel: LoginViewModelInput {
            func updateEmail(_ text: String) {}
        }
        extension LoginViewModel: LoginViewModelOutput {
            var isLoginEnabledPublisher: AnyPublisher<Bool, Never> { Just(true).eraseToAnyPublisher() }
        }
        """

    /// The import writes `groups: typealias` for it, and `--check` finds the same surface; a spec that generates a
    /// type protocol in its stead is a difference, and so is the typealias where the code declares a protocol.
    func testImportReadsItAndCheckComparesTheTypesKind() throws {
        let result = SpecImporter.importFile(Self.handWritten, path: "Login.swift")
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("  type-refines: inputs, outputs\n  groups: typealias\n  dependencies:\n"
            + "    - coordinator: Coordinator\n"), spec)
        XCTAssertEqual(result.diagnostics.map(\.formatted), [])
        func differences(_ source: String, _ spec: String) -> [String] {
            SurfaceComparison.differences(handWritten: source, path: "Login.swift",
                                          spec: SpecSource(path: "s.vmspec", bytes: Array(spec.utf8))).map(\.formatted)
        }
        XCTAssertEqual(differences(Self.handWritten, spec), [])
        let asProtocol = spec.replacingOccurrences(of: "  type-refines: inputs, outputs\n  groups: typealias\n", with: "")
        XCTAssertEqual(differences(Self.handWritten, asProtocol), [
            "Login.swift:2:1: error: 'LoginViewModelType' is a typealias of 'LoginViewModelInput & LoginViewModelOutput' here"
                + " and a protocol in the generated code, which a type conforming to 'LoginViewModelInput' and"
                + " 'LoginViewModelOutput' is not",
        ])
        let declaredProtocol = Self.handWritten.replacingOccurrences(
            of: "typealias LoginViewModelType = LoginViewModelInput & LoginViewModelOutput",
            with: "protocol LoginViewModelType: LoginViewModelInput, LoginViewModelOutput {}")
        XCTAssertEqual(differences(declaredProtocol, spec), [
            "Login.swift:2:1: error: 'LoginViewModelType' is a protocol here and a typealias of 'LoginViewModelInput &"
                + " LoginViewModelOutput' in the generated code",
        ])
        // The composition of other protocols than the groups' is the app's own: no triplet's type.
        let other = Self.handWritten.replacingOccurrences(of: "LoginViewModelInput & LoginViewModelOutput",
                                                          with: "LoginViewModelInput & Screen")
        XCTAssertTrue(try XCTUnwrap(SpecImporter.importFile(other, path: "Login.swift").diagnostics.map(\.formatted).first)
            .contains("warning: no protocol 'LoginViewModelType'; the generated code declares one"))
    }

    /// The class in another file read with the protocols', conforming to the groups in extensions of its own (as
    /// the template splits `LoginViewModelType.swift` and `LoginViewModel.swift`): its initializer gives the
    /// dependencies, and its file is no view model of its own.
    func testTheClassOfAnotherFileConformingInExtensionsIsTheTriplets() throws {
        let lines = Self.handWritten.split(separator: "\n", omittingEmptySubsequences: false)
        let protocols = lines[0..<8].joined(separator: "\n"), owner = "import Combine\n" + lines[8...].joined(separator: "\n")
        let context = SpecImporter.declarations(of: owner, path: "LoginViewModel.swift")
        let result = SpecImporter.importFile(protocols, path: "LoginViewModelType.swift", context: context)
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("  groups: typealias\n  dependencies:\n    - coordinator: Coordinator\n"), spec)
        // Read with the protocols' file, as `vmgen import` reads a folder.
        let alone = SpecImporter.importFile(
            owner, path: "LoginViewModel.swift",
            context: context + SpecImporter.declarations(of: protocols, path: "LoginViewModelType.swift"))
        XCTAssertNil(alone.specText)
        XCTAssertEqual(alone.diagnostics.map(\.formatted), [
            "LoginViewModel.swift:2:7: note: 'LoginViewModel' is imported with its protocols, into the spec of"
                + " 'LoginViewModelType.swift'",
        ])
    }
}
