import VMGenCore
import XCTest

/// A view model of the struct styles whose initializer takes its own `Input` or `Output` (`GivenContracts`). With a
/// default that makes one (`init(input: Input = Input(), output: Output = Output(), defaultDay: Int)`), the rest is
/// imported, the generated class makes them itself, a warning says its initializer takes neither and `--check` reports
/// that initializer, where the subject style's does not take both first with structs that make every relay and
/// subject (`subject-contract: given`, `GivenSubjectContractImportTests`; here `output` comes first). Without one (`init(output: Output)`, an `Output` whoever makes the view model builds and `transform` returns),
/// the view model is not imported, with a warning naming the shape. Both used to make a spec that would not generate
/// (`'output' cannot name a dependency`), an error where the class stands.
final class GivenContractTests: XCTestCase {
    static let subject = """
        import RxCocoa
        import RxSwift
        class DayPickerVM {
            struct Input {
                let select = PublishRelay<Int>()
            }
            struct Output {
                let days = BehaviorRelay<[Int]>(value: [])
            }
            let input: Input
            let output: Output
            init(output: Output = Output(), input: Input = Input(), defaultDay: Int) {
                self.input = input
                self.output = output
            }
        }
        """

    func testADefaultedInputAndOutputAreMadeByTheGeneratedClassWithAWarningAndADifference() throws {
        let result = SpecImporter.importFile(Self.subject, path: "DayPickerVM.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .note }.map(\.formatted), [
            "DayPickerVM.swift:12:5: warning: 'DayPickerVM' takes its own 'output: Output = Output()' and 'input: Input ="
                + " Input()' in its initializer: the generated class makes them itself, and its initializer takes neither,"
                + " so call sites that hand them change",
        ])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("  styles: subject\n"), spec)
        XCTAssertTrue(spec.contains("  dependencies:\n    - defaultDay: Int\n  inputs:\n    - @relay select(_ value: Int)\n"), spec)
        let source = SpecSource(path: "DayPicker.vmspec", bytes: Array(spec.utf8))
        XCTAssertEqual(Generator.generate([source]).diagnostics.map(\.formatted), [])
        XCTAssertEqual(SurfaceComparison.differences(handWritten: Self.subject, path: "DayPickerVM.swift", spec: source)
            .map(\.formatted), [
                "DayPickerVM.swift:12:5: error: 'init(output: Output = …, input: Input = …, defaultDay: Int)' of 'DayPickerVM'"
                    + " (taking its own 'Input' or 'Output', which the generated one, 'init(defaultDay: Int)', makes itself)"
                    + " is not in the generated code",
            ])
        // One of the two, named through the class: the warning names it alone.
        let one = Self.subject.replacingOccurrences(
            of: "init(output: Output = Output(), input: Input = Input(), defaultDay: Int)",
            with: "init(output: DayPickerVM.Output = .init(), defaultDay: Int)")
            .replacingOccurrences(of: "let input: Input", with: "let input = Input()")
            .replacingOccurrences(of: "self.input = input\n", with: "")
        XCTAssertEqual(SpecImporter.importFile(one, path: "DayPickerVM.swift").diagnostics.filter { $0.severity != .note }
            .map(\.formatted), [
                "DayPickerVM.swift:12:5: warning: 'DayPickerVM' takes its own 'output: DayPickerVM.Output = .init()' in its"
                    + " initializer: the generated class makes it itself, and its initializer takes no 'output', so call"
                    + " sites that hand one change",
            ])
    }

    /// Kept and returned (`self.output = output`, `return output`): `transform-output: given` (`GivenOutputImportTests`).
    /// Handed its `Input` too, the view model is still not imported, and the warning names the shape.
    func testAnOutputHandedInWithoutADefaultIsKeptAndAnInputHandedInIsNotImported() {
        let transform = """
            import RxCocoa
            import RxSwift
            final class DateSheetViewModel {
                private let output: Output
                private let disposeBag = DisposeBag()
                init(output: Output) {
                    self.output = output
                }
                struct Input {
                    let confirmTapped: Signal<Void>
                }
                struct Output {
                    let startDate: BehaviorRelay<Date>
                    let dismiss = PublishRelay<Void>()
                }
                func transform(_ input: Input) -> Output {
                    input.confirmTapped.emit(to: output.dismiss).disposed(by: disposeBag)
                    return output
                }
            }
            """
        let kept = SpecImporter.importFile(transform, path: "DateSheetViewModel.swift")
        XCTAssertEqual(kept.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [])
        XCTAssertTrue(kept.specText?.contains("  transform-output: given\n") == true, kept.specText ?? "")
        let handedBoth = transform
            .replacingOccurrences(of: "init(output: Output) {", with: "init(input: Input, output: Output) {")
        let result = SpecImporter.importFile(handedBoth, path: "DateSheetViewModel.swift")
        XCTAssertNil(result.specText)
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            "DateSheetViewModel.swift:6:5: warning: 'DateSheetViewModel' is not imported: its initializer takes its own"
                + " 'Input' ('input: Input', 'output: Output'), which whoever makes it builds and hands in, and 'transform'"
                + " returns that very one; a generated view model makes its own 'Input' and 'Output', so no spec says this shape",
        ])
        // Named otherwise than the view model's convention (no `ViewModel` suffix), it still says so.
        let renamed = handedBoth.replacingOccurrences(of: "DateSheetViewModel", with: "DateSheetVM")
        XCTAssertEqual(SpecImporter.importFile(renamed, path: "DateSheetVM.swift").diagnostics.map(\.formatted).count, 1)
    }
}
