import Foundation
import VMGenCore
import XCTest

/// A transform-style view model whose `transform` overrides its base class's, the base generic over the class's own
/// nested types (`InheritedTransformContracts`), as a wallet app's scene template writes every screen's: the import
/// reads it (`superclass:` as written, `override` in `transform:`, `view-input:`) where the method reads the view's
/// struct through the base's `Input`, and names the shape where the class stands otherwise (#32; the 25 view models of
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

    func testTheImportReadsTheBaseTheOverrideAndTheViewsStruct() throws {
        let result = SpecImporter.importFile(Self.source, path: "U.swift")
        let spec = try XCTUnwrap(result.specText, "\(result.diagnostics.map(\.formatted))")
        for line in [
            "  transform: override func transform(input: Input) -> Output\n",
            "  view-input: fromView: InputFromView\n",
            "  superclass: SceneViewModel<PinStep, UnlockPinViewModel.InputFromView, UnlockPinViewModel.Output>\n",
            "    - pin(_ value: String)\n",
            "    - isValid: Bool\n",
        ] {
            XCTAssertTrue(spec.contains(line), "\(line) in\n\(spec)")
        }
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning && $0.message.contains("UnlockPinViewModel") }.map(\.formatted), [])
        // `--check` finds the class's surface the same: the base as written (on one line), the override, the struct.
        let differences = SurfaceComparison.differences(
            handWritten: Self.source, path: "U.swift", spec: SpecSource(path: "U.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.formatted).filter { $0.contains("UnlockPinViewModel") && !$0.contains("PinStep'") }, [])
    }

    /// The base's other members read besides the view's struct (`input.viewDidAppear`): the generated method hands its
    /// logic the view's struct alone, which a note says where the method stands.
    func testAnotherMemberOfTheBasesInputIsANoteWhereTheMethodStands() throws {
        let other = Self.source.replacingOccurrences(
            of: "input.fromView.pin.map { $0.count == 4 }",
            with: "input.fromView.pin.combineLatest(input.viewDidAppear).map { $0.0.count == 4 }")
        XCTAssertNotEqual(other, Self.source)
        let result = SpecImporter.importFile(other, path: "U.swift")
        XCTAssertNotNil(result.specText)
        XCTAssertEqual(result.diagnostics.map(\.formatted).filter { $0.contains("viewDidAppear") }, [
            "U.swift:16:14: note: 'UnlockPinViewModel.transform' reads 'input.viewDidAppear' of the base class's 'Input'"
                + " besides the view's 'input.fromView': the generated method gives its logic 'input.fromView' alone, so the"
                + " logic reaches 'viewDidAppear' otherwise when you move it (a dependency, or the base class's members)",
        ])
    }

    /// A method that reads none of its own types through the base's `Input`: no `view-input:` to say, so the import
    /// names the shape where the class stands, as before.
    func testAMethodReadingNoStructThroughTheBasesInputIsAWarningWhereTheClassStands() {
        let other = Self.source.replacingOccurrences(
            of: "input.fromView.pin.map { $0.count == 4 }", with: "input.viewDidAppear.map { true }")
        XCTAssertNotEqual(other, Self.source)
        let result = SpecImporter.importFile(other, path: "U.swift")
        XCTAssertNil(result.specText)
        XCTAssertEqual(result.diagnostics.map(\.formatted).filter { $0.contains("UnlockPinViewModel") }, [
            "U.swift:11:7: warning: 'UnlockPinViewModel' is not imported: its 'transform' overrides its base class's"
                + " ('override func transform'), 'SceneViewModel' made of its own 'InputFromView' and 'Output', and takes"
                + " the base's 'Input', and reads none of them through it ('input.fromView.x'), which 'view-input:' says:"
                + " no spec says this shape",
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
