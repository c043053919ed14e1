import Foundation
import VMGenCore
import XCTest

/// `type-refine: ObservableViewModel`: the app's protocols the triplet's type protocol refines besides the groups'
/// (`type-refines:`), as apps whose every `XViewModelProtocol` refines a protocol of theirs write it; the class and its
/// fake get those members from what they conform to (`conforms:`), a base class or an extension of the app's.
final class TypeRefineTests: XCTestCase {
    static func spec(_ lines: String, framework: Framework = .rxcocoa, styles: String = "triplet") -> String {
        """
        options:
          framework: \(framework.name)
          styles: \(styles)
          conforms: Named
        viewmodel LoginViewModel:
          protocols: LoginViewModelInput, LoginViewModelOutput, LoginViewModelProtocol
          groups: input, output
        \(lines)
          inputs:
            - didTapLoginButton(email: String, password: String)
          outputs:
            - isLoading: Bool

        """
    }

    /// The app's protocol, whose member the class and the fake get from the protocol they conform to.
    static let support = """
        protocol ObservableViewModel: AnyObject {
            var screenName: String { get }
        }
        protocol Screen {}
        protocol Named {}
        extension Named {
            var screenName: String { "login" }
        }

        """

    func testTheTypeProtocolRefinesTheAppsProtocolsAfterTheGroupsAndCompilesWithTestSupport() throws {
        let text = TestSupport.render(Self.spec("  type-refines: inputs\n  type-refine: ObservableViewModel, Screen"))
        XCTAssertTrue(text.contains("protocol LoginViewModelProtocol: LoginViewModelInput, ObservableViewModel, Screen {"), text)
        XCTAssertTrue(TestSupport.render(Self.spec("  type-refine: ObservableViewModel"))
            .contains("protocol LoginViewModelProtocol: ObservableViewModel {"))
        for framework in [Framework.rxcocoa, .combine, .closures] {
            try assertCompiles(Self.spec("  type-refine: ObservableViewModel, Screen", framework: framework), support: Self.support)
        }
    }

    func testWhatATypeRefineLineCannotNameIsAnErrorWhereItStands() {
        XCTAssertEqual(TestSupport.diagnostics(Self.spec("  type-refine: LoginViewModelInput")).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:8:16: error: 'LoginViewModelInput' is one of the triplet's own protocols; 'type-refine:' names the app's",
        ])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec("  type-refine: LoginViewModelProtocol")), [
            "t.vmspec:8:16: error: 'LoginViewModelProtocol' is the type protocol itself, which cannot refine itself",
        ])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec("  type-refine: LoginViewModelLogic")), [
            "t.vmspec:8:16: error: 'LoginViewModelLogic' is a type vmgen declares for 'LoginViewModel', not a protocol of the app's",
        ])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec("  type-refine: A\n  type-refine: B")).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:9:3: error: duplicate 'type-refine' line",
        ])
        XCTAssertTrue(TestSupport.diagnostics(Self.spec("  type-refine: Screen", styles: "triplet, transform"))
            .map { String($0.prefix { $0 != "\n" }) }.contains(
            "t.vmspec:8:3: error: what the type protocol refines is the triplet's, and this spec also renders the 'transform'"
                + " style, which declares no protocols"))
    }
}
