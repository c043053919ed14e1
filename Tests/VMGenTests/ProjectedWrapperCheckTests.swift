import VMGenCore
import XCTest

/// A triplet's class whose property satisfying a `{ get set }` requirement is `@Published` (issue #32): its view
/// controller subscribes to the projection, `viewModel.$emailError`, which the generated class, declaring the property
/// plain (`@settable @constant`), does not have. `--check` found such a class equal while that call site no longer
/// compiled (`photomap`'s sign-in and sign-up screens); it reports the projection as a member of the class outside its
/// protocols, named as call sites write it, so `Scripts/roundtrip` looks for `viewModel.$emailError`.
final class ProjectedWrapperCheckTests: XCTestCase {
    static let source = """
        import Combine

        protocol SignInViewModelInput {
            var email: String { get set }
        }

        protocol SignInViewModelOutput {
            var emailError: String? { get set }
            var isLoading: AnyPublisher<Bool, Never> { get }
        }

        protocol SignInViewModelType: SignInViewModelInput, SignInViewModelOutput {}

        final class SignInViewModel: SignInViewModelType {
            var email: String = ""
            @Published var emailError: String?
            let isLoading: AnyPublisher<Bool, Never>

            init() {
                isLoading = Just(false).eraseToAnyPublisher()
            }
        }

        """

    func testThePublishedProjectionIsADifferenceOfTheClass() throws {
        let spec = try XCTUnwrap(SpecImporter.importFile(Self.source, path: "SignInViewModel.swift").specText)
        XCTAssertTrue(spec.contains("- @settable @constant emailError: String?"), spec)
        let differences = SurfaceComparison.differences(
            handWritten: Self.source, path: "SignInViewModel.swift", spec: SpecSource(path: "S.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.formatted), [
            "SignInViewModel.swift:16:16: error: 'var $emailError' of 'SignInViewModel', declared outside its protocols, is not"
                + " in the generated code: '@Published var emailError' projects it here, and the generated class declares"
                + " 'emailError' without '@Published'",
        ])
    }

    func testAPlainPropertyIsNoDifference() throws {
        let source = Self.source.replacingOccurrences(of: "@Published var emailError", with: "var emailError")
        let spec = try XCTUnwrap(SpecImporter.importFile(source, path: "SignInViewModel.swift").specText)
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "SignInViewModel.swift", spec: SpecSource(path: "S.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.formatted), [])
    }
}
