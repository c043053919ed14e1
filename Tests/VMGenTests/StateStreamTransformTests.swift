import XCTest
@testable import VMGenCore

/// A view model whose `transform` takes a struct of streams and returns one stream of the screen's states (`func
/// transform(input: LoginViewModelInput) -> LoginViewModelOutput` over `typealias LoginViewModelOutput =
/// AnyPublisher<LoginState, Never>`), a shape no style generates: not imported, with a warning that says so by its
/// shape rather than that no contract is found.
final class StateStreamTransformTests: XCTestCase {
    static let source = """
        import Combine

        struct LoginViewModelInput {
            let loginTapped: AnyPublisher<Void, Never>
        }

        typealias LoginViewModelOutput = AnyPublisher<LoginState, Never>

        enum LoginState {
            case idle
            case failed(String)
        }

        final class LoginViewModel {
            init(service: LoginService) {}
        }

        extension LoginViewModel: LoginViewModelRepresentable {
            func transform(input: LoginViewModelInput) -> LoginViewModelOutput { fatalError() }
        }

        protocol LoginViewModelRepresentable {
            func transform(input: LoginViewModelInput) -> LoginViewModelOutput
        }
        """

    func testTheWarningNamesTheShapeNoStyleGenerates() {
        let imported = SpecImporter.importFile(Self.source, path: "Login.swift")
        XCTAssertNil(imported.specText)
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [
            "Login.swift:14:7: warning: 'LoginViewModel' is not imported: its 'transform' takes the struct"
                + " 'LoginViewModelInput' and returns one stream of 'LoginState', 'LoginViewModelOutput'"
                + " ('AnyPublisher<LoginState, Never>'), which no style generates (the transform style returns a struct;"
                + " the one-stream event transform takes one stream of cases)",
        ])
    }

    /// The struct and the alias in the app's other file, the stream written in the class: the same warning.
    func testTheStructMayStandInAnotherFileAndTheStreamBeWrittenOut() {
        let source = """
            import RxSwift

            final class FeedViewModel {
                func transform(input: FeedInput) -> Observable<FeedState> { fatalError() }
            }
            """
        let context = SpecImporter.declarations(of: "struct FeedInput { let refresh: Observable<Void> }\n", path: "Support.swift")
        let imported = SpecImporter.importFile(source, path: "Feed.swift", context: context)
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [
            "Feed.swift:3:7: warning: 'FeedViewModel' is not imported: its 'transform' takes the struct 'FeedInput' and"
                + " returns one stream of 'FeedState', 'Observable<FeedState>', which no style generates (the transform"
                + " style returns a struct; the one-stream event transform takes one stream of cases)",
        ])
    }

    /// A class without such a `transform` keeps the warning that no contract is found.
    func testAnotherClassKeepsTheWarningThatNoContractIsFound() {
        let source = Self.source.replacingOccurrences(of: "-> LoginViewModelOutput", with: "-> LoginState")
        let imported = SpecImporter.importFile(source, path: "Login.swift")
        XCTAssertEqual(imported.diagnostics.count, 1)
        XCTAssertTrue(imported.diagnostics[0].formatted.contains("vmgen finds no contract of it in this file"), imported.diagnostics[0].formatted)
    }
}
