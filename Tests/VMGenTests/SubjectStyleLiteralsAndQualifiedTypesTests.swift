@testable import VMGenCore
import XCTest

/// Two forms real subject-bridged view models write (`Fixtures/Import/StudyReminder`, with its call sites): an
/// `Output` subject made with a literal starting value and no generic argument (`let isOn = BehaviorSubject(value:
/// false)`), typed as Swift infers it from the literal alone, and `input` and `output` typed through the view model's
/// own name (`var input: MenuViewModel.Input`), the same types as `Input` and `Output` to call sites.
final class SubjectStyleLiteralsAndQualifiedTypesTests: XCTestCase {
    func testALiteralStartingValueGivesTheGenericArgumentSwiftInfers() {
        XCTAssertEqual(StructStyleRecognizer.initializerType("BehaviorSubject(value: false)"), "BehaviorSubject<Bool>")
        XCTAssertEqual(StructStyleRecognizer.initializerType("BehaviorRelay(value: \"\")"), "BehaviorRelay<String>")
        XCTAssertEqual(StructStyleRecognizer.initializerType("BehaviorRelay(value: \"a, (b)\")"), "BehaviorRelay<String>")
        XCTAssertEqual(StructStyleRecognizer.initializerType("BehaviorSubject(value: 9)"), "BehaviorSubject<Int>")
        XCTAssertEqual(StructStyleRecognizer.initializerType("BehaviorSubject(value: -0.5)"), "BehaviorSubject<Double>")
        XCTAssertEqual(StructStyleRecognizer.initializerType("BehaviorRelay(value: [Item]())"), "BehaviorRelay<[Item]>")
        XCTAssertEqual(StructStyleRecognizer.initializerType("MutableProperty(false)"), "MutableProperty<Bool>")
        XCTAssertEqual(StructStyleRecognizer.initializerType("RxSwift.BehaviorSubject(value: true)"),
                       "RxSwift.BehaviorSubject<Bool>")
    }

    func testAnythingButOneLiteralStillAsksForTheType() throws {
        // A value the text does not type, an empty literal of no type, `nil`, a label other than the type's.
        for value in ["BehaviorSubject(value: isOn)", "BehaviorRelay(value: [])", "BehaviorRelay(value: nil)",
                      "BehaviorSubject(false)", "MutableProperty(value: 1)", "BehaviorRelay(value: user.name)",
                      "ReplaySubject(value: 1)", "CurrentValueSubject(false)",
                      "BehaviorRelay(value: Theme.standard)", "BehaviorRelay(value: make(1, 2))"] {
            XCTAssertNil(StructStyleRecognizer.initializerType(value), value)
        }
        let declared = SwiftDeclarationReader.read(SwiftTokenizer.tokenize(
            "struct Output {\n    let isOn = BehaviorSubject(value: isOnAtStart)\n}\n", path: "Output.swift").tokens)
        let member = try XCTUnwrap(declared.first?.members.first)
        XCTAssertEqual(StructStyleRecognizer.untypedProblem(member),
                       "its type is not written, and Swift infers it from 'BehaviorSubject(value: isOnAtStart)', which"
                           + " does not name it; write the type ('isOn: Type')")
    }

    func testATypeNamedThroughTheViewModelIsItsNestedType() {
        XCTAssertEqual(StructStyleRecognizer.unqualified("MenuViewModel.Input", owner: "MenuViewModel", nested: ["Input", "Output"]),
                       "Input")
        XCTAssertEqual(StructStyleRecognizer.unqualified("MenuViewModel.Output", owner: "MenuViewModel", nested: ["Input", "Output"]),
                       "Output")
        // Another type's `Input`, or a type nested deeper, is another type.
        XCTAssertEqual(StructStyleRecognizer.unqualified("CartViewModel.Input", owner: "MenuViewModel", nested: ["Input", "Output"]),
                       "CartViewModel.Input")
        XCTAssertEqual(StructStyleRecognizer.unqualified("MenuViewModel.Input.Row", owner: "MenuViewModel", nested: ["Input", "Output"]),
                       "MenuViewModel.Input.Row")
    }

    static let source = """
        import RxSwift

        final class MenuViewModel: ViewModelType {
            var input: MenuViewModel.Input
            var output: MenuViewModel.Output

            struct Input {
                let pick: AnyObserver<Int>
            }

            struct Output {
                let isOpen = BehaviorSubject(value: false)
                let title = BehaviorSubject(value: "Menu")
            }

            private let pickSubject = PublishSubject<Int>()

            init() {
                input = Input(pick: pickSubject.asObserver())
                output = Output()
            }
        }
        """

    func testTheImportCarriesBothAndCheckFindsTheSurfacesEqual() throws {
        let imported = SpecImporter.importFile(Self.source, path: "MenuViewModel.swift")
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("- @constant isOpen: BehaviorSubject<Bool>\n"), spec)
        XCTAssertTrue(spec.contains("- @constant title: BehaviorSubject<String>\n"), spec)
        let differences = SurfaceComparison.differences(
            handWritten: Self.source, path: "MenuViewModel.swift", spec: SpecSource(path: "Menu.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.formatted), [])
    }

    func testAnOutputTypedThroughAnotherViewModelIsStillADifference() throws {
        let source = Self.source.replacingOccurrences(of: "var output: MenuViewModel.Output", with: "var output: CartViewModel.Output")
            + "\nenum CartViewModel { struct Output {} }\n"
        let spec = try XCTUnwrap(SpecImporter.importFile(Self.source, path: "MenuViewModel.swift").specText)
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "MenuViewModel.swift", spec: SpecSource(path: "Menu.vmspec", bytes: Array(spec.utf8)))
        XCTAssertTrue(differences.contains { $0.message.contains("'var output:CartViewModel.Output{}'") },
                      "\(differences.map(\.formatted))")
    }

    /// The app's protocol of associated types declared in a view model's file: the spec carries the conformance, not
    /// the protocol, so the import warns where it stands and `--check` reports it, both saying what to write by hand.
    func testTheAppsProtocolDeclaredInTheViewModelsFileIsAWarningAndADifference() throws {
        let source = """
            import RxSwift

            protocol ViewModelType {
                associatedtype Input
                associatedtype Output

                var input: Input { get }
                var output: Output { get }
            }

            """ + Self.source.replacingOccurrences(of: "import RxSwift\n", with: "")
        let imported = SpecImporter.importFile(source, path: "MenuViewModel.swift")
        let message = "protocol 'ViewModelType', the app's protocol the view model conforms to, is declared in this file and"
            + " not in the generated code, which replaces the file: move it, as written, to a file of your own"
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [
            "MenuViewModel.swift:3:1: warning: 'ViewModelType' stays the app's: the view model conforms to it ('conforms:"
                + " ViewModelType') and the generated code does not declare it, so move it to a file of your own, where the"
                + " app's other types that conform to it, the view model among them, still find it",
        ])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("conforms: ViewModelType\n"), spec)
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "MenuViewModel.swift", spec: SpecSource(path: "Menu.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.formatted), ["MenuViewModel.swift:3:1: error: " + message])
        // In a file of its own, the view model's file has neither.
        let alone = SpecImporter.importFile(Self.source, path: "MenuViewModel.swift")
        XCTAssertEqual(alone.diagnostics.map(\.formatted), [])
    }
}
