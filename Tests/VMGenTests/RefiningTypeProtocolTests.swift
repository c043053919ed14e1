import VMGenCore
import XCTest

/// A triplet's type protocol named otherwise than `XType` that refines both groups and declares nothing of its own
/// (`protocol TagPickerViewModelType: TagPickerViewModelTypeInput, TagPickerViewModelTypeOutput {}`, the groups named
/// after the type; `protocol LoginViewModelProtocol: LoginViewModelInputs, LoginViewModelOutputs {}`): the import
/// finds it by what it refines, so the class conforming to it is the view model, in its file or another read with it,
/// and the spec names the three protocols as written (`Fixtures/Import/TagPicker` with its call sites). It used to
/// look for `TagPickerViewModelTypeType` alone, name the view model after the type protocol, and leave the class
/// behind as a file without a contract.
final class RefiningTypeProtocolTests: XCTestCase {
    static let protocols = """
        import Combine
        protocol LoginViewModelInputs {
            func loginTapped()
        }
        protocol LoginViewModelOutputs {
            var isLoading: AnyPublisher<Bool, Never> { get }
        }
        protocol LoginViewModelProtocol: LoginViewModelInputs, LoginViewModelOutputs {}
        """
    static let viewModel = """
        import Combine
        final class LoginViewModel: LoginViewModelProtocol {
            let isLoading: AnyPublisher<Bool, Never>
            private let taps = PassthroughSubject<Void, Never>()
            init(service: LoginService) {
                isLoading = taps.map { true }.eraseToAnyPublisher()
            }
            func loginTapped() {
                taps.send(())
            }
        }
        """

    func testTheTypeProtocolIsFoundByWhatItRefinesInTheClasssFile() throws {
        let source = Self.protocols + "\n" + Self.viewModel.split(separator: "\n", omittingEmptySubsequences: false)
            .dropFirst().joined(separator: "\n")
        let result = SpecImporter.importFile(source, path: "LoginViewModel.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .note }.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("""
            viewmodel LoginViewModel:
              protocols: LoginViewModelInputs, LoginViewModelOutputs, LoginViewModelProtocol
              type-refines: inputs, outputs
              groups: none
              dependencies:
                - service: LoginService

            """), spec)
        let specSource = SpecSource(path: "Login.vmspec", bytes: Array(spec.utf8))
        XCTAssertEqual(Generator.generate([specSource]).diagnostics.map(\.formatted), [])
        let generated = Generator.generate([specSource]).files.map(\.contents).joined()
        XCTAssertTrue(generated.contains("protocol LoginViewModelProtocol: LoginViewModelInputs, LoginViewModelOutputs"), generated)
        XCTAssertTrue(generated.contains("class LoginViewModel: LoginViewModelProtocol"), generated)
        XCTAssertEqual(SurfaceComparison.differences(handWritten: source, path: "LoginViewModel.swift", spec: specSource)
            .map(\.formatted), [])
    }

    /// The protocols in one file and the class in another, read together: the class is found through the type
    /// protocol it conforms to, and its file says where it went instead of warning that it has no contract.
    func testTheClassOfAnotherFileIsFoundThroughIt() throws {
        let context = SpecImporter.declarations(of: Self.protocols, path: "LoginViewModelType.swift")
            + SpecImporter.declarations(of: Self.viewModel, path: "LoginViewModel.swift")
        let result = SpecImporter.importFile(Self.protocols, path: "LoginViewModelType.swift", context: context)
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .note }.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("viewmodel LoginViewModel:\n"), spec)
        XCTAssertTrue(spec.contains("    - service: LoginService\n"), spec)
        let classFile = SpecImporter.importFile(Self.viewModel, path: "LoginViewModel.swift", context: context)
        XCTAssertNil(classFile.specText)
        XCTAssertEqual(classFile.diagnostics.map(\.formatted), [
            "LoginViewModel.swift:2:7: note: 'LoginViewModel' is imported with its protocols, into the spec of"
                + " 'LoginViewModelType.swift'",
        ])
    }

    /// A protocol refining both groups that declares a member of its own (`var dependency: LoginDependency { get }`) is
    /// not taken as the type: the generated type protocol declares no such member.
    func testARefiningProtocolWithMembersOfItsOwnIsNotTheType() throws {
        let source = Self.protocols.replacingOccurrences(
            of: "protocol LoginViewModelProtocol: LoginViewModelInputs, LoginViewModelOutputs {}",
            with: "protocol LoginViewModelProtocol: LoginViewModelInputs, LoginViewModelOutputs {\n    var dependency: Int { get }\n}")
        let result = SpecImporter.importFile(source, path: "LoginViewModelType.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [
            "LoginViewModelType.swift:2:1: warning: no protocol 'LoginViewModelType'; the generated code declares one",
            // Not the type, so a protocol of its own beside the view model, which the generated file does not declare.
            "LoginViewModelType.swift:8:1: warning: 'protocol LoginViewModelProtocol', declared in this file beside its view model, is not in"
                + " the generated code, which replaces the file: it " + ImportFixtureTests.movesToAFile,
        ])
    }

    /// A protocol refining only one group is no type protocol: without one, the import still says that the generated
    /// code declares `XType`.
    func testAProtocolRefiningOneGroupIsNotTheType() throws {
        let source = Self.protocols.replacingOccurrences(
            of: "protocol LoginViewModelProtocol: LoginViewModelInputs, LoginViewModelOutputs {}",
            with: "protocol LoginTracking: LoginViewModelOutputs {}")
        let result = SpecImporter.importFile(source, path: "LoginViewModelType.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [
            "LoginViewModelType.swift:2:1: warning: no protocol 'LoginViewModelType'; the generated code declares one",
            // Not the type, so a protocol of its own beside the view model, which the generated file does not declare.
            "LoginViewModelType.swift:8:1: warning: 'protocol LoginTracking', declared in this file beside its view model, is not in"
                + " the generated code, which replaces the file: it " + ImportFixtureTests.movesToAFile,
        ])
    }
}
