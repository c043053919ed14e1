import Foundation
@testable import VMGenCore
import XCTest

/// A triplet made with what a screen is about, in a struct the class nests (`struct Input`, `init(input: Input)`,
/// `private let input: Input`), as flow-controller apps write it (s22's ShoppingApp): the dependency may be named
/// `input` in the triplet style, whose class and protocols declare no member so named, the logic then naming its
/// streams `streams`; import names the nested type through the class (`- input: CartViewModel.Input`), says
/// `class-bound: outputs` for an outputs protocol refining `AnyObject` whose closures the view sets whole, and `--check`
/// reads `init(input: CartViewModel.Input)` as the hand-written `init(input: Input)`.
final class TripletInputDependencyTests: XCTestCase {
    private static let source = """
        import Combine

        protocol CartViewModelInputsType {
            func viewDidLoad()
        }
        protocol CartViewModelOutputsType: AnyObject {
            var title: AnyPublisher<String, Never> { get }
            var onCheckout: ((Int) -> Void) { get set }
        }
        protocol CartViewModelType {
            var inputs: CartViewModelInputsType { get }
            var outputs: CartViewModelOutputsType { get }
        }

        final class CartViewModel: CartViewModelType, CartViewModelInputsType, CartViewModelOutputsType {
            struct Input {
                let items: Int
            }
            private var input: Input
            private let loaded = PassthroughSubject<Void, Never>()

            init(input: Input) {
                self.input = input
                title = loaded.map { "\\(input.items) items" }.eraseToAnyPublisher()
            }

            var inputs: CartViewModelInputsType { return self }
            var outputs: CartViewModelOutputsType { return self }

            let title: AnyPublisher<String, Never>
            var onCheckout: ((Int) -> Void) = { _ in }

            func viewDidLoad() {
                loaded.send(())
            }
        }
        """

    private static func spec(styles: String) -> String {
        """
        options:
          framework: combine
          styles: \(styles)

        viewmodel CartViewModel:
          dependencies:
            - input: CartViewModel.Input
          inputs:
            - viewDidLoad
          outputs:
            - title: String
        """
    }

    func testImportNamesTheNestedInputThroughTheClassAndTheCheckReadsTheInitializerAsTheSame() throws {
        let imported = SpecImporter.importFile(Self.source, path: "CartViewModel.swift")
        let spec = try XCTUnwrap(imported.specText, "\(imported.diagnostics.map(\.formatted))")
        XCTAssertTrue(spec.contains("    - input: CartViewModel.Input\n"), spec)
        XCTAssertTrue(spec.contains("  class-bound: outputs\n"), spec)
        XCTAssertTrue(spec.contains("    - @settable @constant onCheckout: ((Int) -> Void)\n"), spec)
        XCTAssertFalse(imported.diagnostics.contains { $0.severity == .error }, "\(imported.diagnostics.map(\.formatted))")
        let differences = SurfaceComparison.differences(
            handWritten: Self.source, path: "CartViewModel.swift",
            spec: SpecSource(path: "CartViewModel.vmspec", bytes: Array(spec.utf8))).map(\.formatted)
        // The nested struct is the class's own, to move to an extension; nothing else differs.
        XCTAssertEqual(differences.count, 1, "\(differences)")
        XCTAssertTrue(differences.first?.contains("'struct Input' of 'CartViewModel'") == true, "\(differences)")
        XCTAssertTrue(differences.first?.contains("moves to an extension") == true, "\(differences)")
    }

    func testTheCheckStillSeesAnInitializerOfAnotherType() throws {
        let spec = try XCTUnwrap(SpecImporter.importFile(Self.source, path: "CartViewModel.swift").specText)
        let other = spec.replacingOccurrences(of: "- input: CartViewModel.Input", with: "- input: CartViewModel.Items")
        let differences = SurfaceComparison.differences(
            handWritten: Self.source, path: "CartViewModel.swift",
            spec: SpecSource(path: "CartViewModel.vmspec", bytes: Array(other.utf8))).map(\.formatted)
        XCTAssertTrue(differences.contains { $0.contains("'init(input: Input)' of 'CartViewModel' is 'init(input: CartViewModel.Items)'") },
                      "\(differences)")
    }

    func testTheLogicNamesItsStreamsApartFromTheDependency() {
        let generated = Generator.generate([SpecSource(path: "Cart.vmspec", bytes: Array(Self.spec(styles: "triplet").utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        let text = generated.files.map(\.contents).joined()
        XCTAssertTrue(text.contains("static func transform(_ streams: Input, input: CartViewModel.Input) -> Output"), text)
        XCTAssertTrue(text.contains("    init(input: CartViewModel.Input) {"), text)
    }

    func testInputStaysVmgensWhereAnotherStyleIsRendered() {
        for styles in ["transform", "subject", "triplet, subject"] {
            let errors = Generator.generate([SpecSource(path: "Cart.vmspec", bytes: Array(Self.spec(styles: styles).utf8))])
                .diagnostics.filter { $0.severity == .error }.map(\.formatted)
            XCTAssertTrue(errors.contains {
                $0.hasPrefix("Cart.vmspec:7:7: error: 'input' cannot name a dependency; vmgen generates a member with that name")
            }, "\(styles): \(errors)")
        }
    }

    func testTheClassMadeWithItsOwnInputRunsOnOpenCombine() throws {
        let logic = """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif

            extension CartViewModel {
                struct Input {
                    let items: Int
                }
            }

            extension CartViewModelLogic {
                static func transform(_ streams: Input, input: CartViewModel.Input) -> Output {
                    Output(title: streams.viewDidLoad.map { "\\(input.items) items" }.eraseToAnyPublisher())
                }
            }
            """
        let program = """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif

            let viewModel = CartViewModel(input: .init(items: 3))
            var titles: [String] = []
            let view = viewModel.outputs.title.sink { titles.append($0) }
            viewModel.inputs.viewDidLoad()
            expect(titles, ["3 items"], "the logic reads what the class was made with beside the view's streams")
            view.cancel()
            finishProbeTests()
            """
        let source = SpecSource(path: "Cart.vmspec", bytes: Array(Self.spec(styles: "triplet").utf8))
        let generated = Generator.generate([source])
        let tests = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual((generated.diagnostics + tests.diagnostics).map(\.formatted), [])
        try CombineProgram.run((generated.files + tests.files).map { ($0.relativePath, $0.contents) } + [("Logic.swift", logic)],
                               main: program, in: try TestSupport.temporaryFolder(self), failure: "a triplet made with its own Input")
    }
}
