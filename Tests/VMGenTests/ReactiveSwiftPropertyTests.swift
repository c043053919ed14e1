import Foundation
import VMGenCore
import XCTest

/// ReactiveSwift keeps a value output with a starting value (`- enabled: Bool = false`) in a `Property`, so that a view
/// that binds after `init` sees the starting value (docs/frameworks.md, "Events and latest values"); its events, its
/// values without a starting value and those that can fail stay the logic's Signals.
final class ReactiveSwiftPropertyTests: XCTestCase {
    static let spec = """
        options:
          framework: reactiveswift
          styles: all
        viewmodel Form:
          inputs:
            - type(text: String)
            - tap
          outputs:
            - enabled: Bool = false
            - title: String
            - @signal message: String = ""
            - tapped: Void
            - @failure(LoadError) count: Int = 0
        """

    /// The styles that keep values (a stored property, a `let`), where an output cannot fail.
    static let valueStyles = """
        options:
          framework: reactiveswift
          styles: constructor, observable, published
        viewmodel Cell:
          inputs:
            - configure(title: String)
          outputs:
            - enabled: Bool = false
            - title: String
            - @signal message: String = ""
            - @async thumbnail: Int
        """

    func testOnlyAValueWithAStartingValueIsAProperty() throws {
        let result = Generator.generate(
            [SpecSource(path: "Form.vmspec", bytes: Array(Self.spec.utf8))],
            overrides: OptionOverrides(styles: StyleSelection(styles: [.triplet])))
        let triplet = try XCTUnwrap(result.files.first).contents
        XCTAssertTrue(triplet.contains("var enabled: Property<Bool> { get }"), triplet)
        XCTAssertTrue(triplet.contains("enabled = Property(initial: false, then: output.enabled)"), triplet)
        for signal in [
            "var title: Signal<String, Never> { get }", "var message: Signal<String, Never> { get }",
            "var tapped: Signal<Void, Never> { get }", "var count: Signal<Int, LoadError> { get }",
        ] {
            XCTAssertTrue(triplet.contains(signal), "\(signal) in\n\(triplet)")
        }
    }

    /// Every style, with its probe and fake, type-checked against the ReactiveSwift stand-in: among them the
    /// constructor, whose `@async` output stays a `SignalProducer` beside a value that would be a `Property`.
    func testEveryStyleCompiles() throws {
        try assertCompiles(Self.spec, support: "struct LoadError: Error {}\n")
        try assertCompiles(Self.valueStyles)
    }

    /// `vmgen import` reads such a Property back as the value output it was generated from, with its starting value;
    /// a Property made of another stream stays an object the logic makes (`@constant`), as before.
    func testImportReadsThePropertyOfALogicOutputAsAValueWithItsStartingValue() throws {
        let code = """
            import ReactiveSwift
            protocol FormViewModelInputs {
                func tap()
            }
            protocol FormViewModelOutputs {
                var enabled: Property<Bool> { get }
                var items: Property<[Int]> { get }
            }
            protocol FormViewModelType {
                var inputs: FormViewModelInputs { get }
                var outputs: FormViewModelOutputs { get }
            }
            final class FormViewModel: FormViewModelType, FormViewModelInputs, FormViewModelOutputs {
                var inputs: FormViewModelInputs { self }
                var outputs: FormViewModelOutputs { self }
                let enabled: Property<Bool>
                let items: Property<[Int]>
                private let (tapSignal, tapObserver) = Signal<Void, Never>.pipe()
                init() {
                    let output = FormViewModelLogic.transform(FormViewModelLogic.Input(tap: tapSignal))
                    enabled = Property(initial: !true, then: output.enabled)
                    items = Property(initial: [], then: tapSignal.map { [1] })
                }
                func tap() { tapObserver.send(value: ()) }
            }
            """
        let imported = SpecImporter.importFile(code, path: "FormViewModel.swift")
        let spec = try XCTUnwrap(imported.specText, "\(imported.diagnostics.map(\.formatted))")
        XCTAssertTrue(spec.contains("framework: reactiveswift"), spec)
        XCTAssertTrue(spec.contains("    - enabled: Bool = !true\n"), spec)
        XCTAssertTrue(spec.contains("    - @constant items: Property<[Int]>\n"), spec)
    }
}
