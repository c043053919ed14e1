@testable import VMGenCore
import XCTest

/// The names a render context keeps worked out once are the names `StyleNames` gives for each style.
final class RenderContextNamesTests: XCTestCase {
    private func shared(styles: String) throws -> RenderContext.Shared {
        let text = """
            options:
              styles: \(styles)
            viewmodel LoginViewModel:
              inputs:
                - nameChanged(_ name: String)
              outputs:
                - title: String
            """
        let (resolved, diagnostics) = Generator.resolve(SpecSource(path: "Login.vmspec", bytes: Array(text.utf8)))
        let spec = try XCTUnwrap(resolved, "\(styles): \(diagnostics.map(\.message))")
        return RenderContext.Shared(viewModel: spec.viewModels[0].viewModel, options: spec.options)
    }

    func testTheLogicNameOfEachStyleIsStyleNamesOne() throws {
        for styles in ["all", "constructor", "constructor, triplet", "triplet, constructor", "function", "transform"] {
            let shared = try shared(styles: styles)
            for style in Style.allCases {
                XCTAssertEqual(RenderContext(shared: shared, style: style).logicName, shared.names.logicName(style),
                               "\(styles): \(style)")
            }
        }
        // The constructor style's contract beside the streams' is named apart; alone, it is the one `Logic`.
        XCTAssertEqual(RenderContext(shared: try shared(styles: "triplet, constructor"), style: .constructor).logicName,
                       "LoginViewModelConstructorLogic")
        XCTAssertEqual(RenderContext(shared: try shared(styles: "constructor"), style: .constructor).logicName,
                       "LoginViewModelLogic")
    }
}
