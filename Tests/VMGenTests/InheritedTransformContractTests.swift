import Foundation
import VMGenCore
import XCTest

/// A transform-style view model whose `transform` overrides its base class's, the base generic over the class's own
/// nested types (`InheritedTransformContracts`), as a wallet app's scene template writes every screen's: the import
/// names the shape where the class stands, where it used to say it found no contract of it (#32; all 25 view models of
/// the ninth set's `Zhip`).
final class InheritedTransformContractTests: XCTestCase {
    static let source = """
        import Combine
        class SceneViewModel<Step, FromView, Output> {
            struct Input {
                let fromView: FromView
                let viewDidAppear: AnyPublisher<Void, Never>
            }
            func transform(input: Input) -> Output { fatalError("abstract") }
        }
        enum PinStep { case unlocked }

        final class UnlockPinViewModel: SceneViewModel<
            PinStep,
            UnlockPinViewModel.InputFromView,
            UnlockPinViewModel.Output
        > {
            override func transform(input: Input) -> Output {
                Output(isValid: input.fromView.pin.map { $0.count == 4 }.eraseToAnyPublisher())
            }
        }

        extension UnlockPinViewModel {
            struct InputFromView {
                let pin: AnyPublisher<String, Never>
            }
            struct Output {
                let isValid: AnyPublisher<Bool, Never>
            }
        }
        """

    func testTheImportNamesTheShapeWhereTheClassStands() {
        let result = SpecImporter.importFile(Self.source, path: "U.swift")
        XCTAssertNil(result.specText)
        XCTAssertEqual(result.diagnostics.map(\.formatted).filter { $0.contains("UnlockPinViewModel") }, [
            "U.swift:11:7: warning: 'UnlockPinViewModel' is not imported: its 'transform' overrides its base class's"
                + " ('override func transform'), 'SceneViewModel' made of its own 'InputFromView' and 'Output', and takes"
                + " the base's 'Input': a generated view model declares its own 'Input' and 'Output' and a 'transform' of"
                + " them, overriding no base class's, so no spec says this shape",
        ])
    }

    func testABaseGenericOverOtherTypesIsNotThisShape() {
        // The base's arguments are the app's types, not the class's own: no contract, as before.
        let other = Self.source
            .replacingOccurrences(of: "UnlockPinViewModel.InputFromView,\n    UnlockPinViewModel.Output", with: "PinInput,\n    PinOutput")
        XCTAssertNotEqual(other, Self.source)
        let messages = SpecImporter.importFile(other, path: "U.swift").diagnostics.map(\.formatted)
        XCTAssertTrue(messages.contains { $0.contains("'UnlockPinViewModel' is not imported: vmgen finds no contract of it") },
                      "\(messages)")
    }
}
