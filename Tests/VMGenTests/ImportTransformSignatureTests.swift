import VMGenCore
import XCTest

/// A transform whose signature names its structs through the view model (`DiscoverViewModel.Input`, `Self.Input`)
/// is the same method to call sites as `transform(input: Input) -> Output`; a second transform is never dropped
/// silently (`Fixtures/Import/DiscoverFeed`, `Fixtures/Import/ChatRoom`).
final class ImportTransformSignatureTests: XCTestCase {
    func source(_ signature: String, extra: String = "") -> String {
        """
        import RxSwift

        final class DiscoverViewModel {
            struct Input { let refresh: Observable<Void> }
            struct Output { let titles: Observable<[String]> }
            struct CellInput { let tap: Observable<Void> }
            struct CellOutput { let isOn: Observable<Bool> }
            \(signature) { fatalError() }
            \(extra)
        }
        """
    }

    func testQualifiedSignaturesAreReadAsInputAndOutput() throws {
        for signature in [
            "func transform(input: DiscoverViewModel.Input) -> DiscoverViewModel.Output",
            "func transform(input: Self.Input) -> Self.Output",
        ] {
            let text = source(signature)
            let result = SpecImporter.importFile(text, path: "Discover.swift")
            // The class's other structs are its own, to move to an extension (a note each).
            XCTAssertEqual(result.diagnostics.filter { $0.severity != .note }.map(\.formatted), [], signature)
            XCTAssertEqual(result.diagnostics.map(\.location.line), [6, 7], signature)
            let spec = try XCTUnwrap(result.specText, signature)
            XCTAssertFalse(spec.contains("transform:"), spec)
            XCTAssertTrue(spec.contains("    - refresh\n") && spec.contains("    - titles: [String]\n"), spec)
            let differences = SurfaceComparison.differences(
                handWritten: text, path: "Discover.swift", spec: SpecSource(path: "d.vmspec", bytes: Array(spec.utf8)))
            XCTAssertEqual(differences.map(\.location.line), [6, 7], signature)
            XCTAssertTrue(differences.allSatisfy { $0.message.contains("moves to an extension") }, signature)
        }
        // Qualified by the type it is nested in too; the nesting itself is what differs.
        let nested = "import RxSwift\nenum Screens {\n" + source(
            "func transform(input: Screens.DiscoverViewModel.Input) -> Screens.DiscoverViewModel.Output")
            .replacingOccurrences(of: "import RxSwift\n", with: "") + "\n}\n"
        XCTAssertEqual(SpecImporter.importFile(nested, path: "Discover.swift").diagnostics.besidesDeclarationsBeside.filter { $0.severity != .note }
            .map(\.formatted), [
            "Discover.swift:4:7: warning: 'DiscoverViewModel' is nested in 'Screens', and the generated class is top-level",
        ])
    }

    func testASecondTransformIsAWarningAndADifferenceWhicheverComesFirst() throws {
        // The main one (taking `Input`, returning `Output`) is imported even when written second.
        let text = source("func transform(cellInput: CellInput) -> CellOutput",
                          extra: "func transform(input: Input) -> Output { fatalError() }")
        let result = SpecImporter.importFile(text, path: "Discover.swift")
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            "Discover.swift:8:5: warning: 'transform(cellInput: CellInput) -> CellOutput' of 'DiscoverViewModel' is not"
                + " imported: a spec generates one transform per view model, here 'transform(input: Input) -> Output'; make"
                + " its input and output a view model of their own",
        ])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("    - titles: [String]\n"), spec)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: text, path: "Discover.swift", spec: SpecSource(path: "d.vmspec", bytes: Array(spec.utf8))
        ).map(\.formatted), [
            "Discover.swift:8:5: error: 'func transform(cellInput:CellInput)->CellOutput' of 'DiscoverViewModel.transform'"
                + " is not in the generated code",
        ])
    }

    /// `typealias In = Input`, `typealias Out = Output`, then `func transform(input: In) -> Out`, as a team shortens
    /// the names (#32, the fifteenth set's SeSACMission): the same nested structs, so the method is read as taking
    /// `Input` and returning `Output`, where the import used to find no contract of the class; the typealiases stay
    /// the class's own (a note each, a move in `--check`), and `--check` finds every member the same.
    func testAMethodNamingItsStructsByTheClasssTypealiasesIsTheTransform() throws {
        let text = source("func transform(input: In) -> Out", extra: "typealias In = Input\n    typealias Out = Output")
        let result = SpecImporter.importFile(text, path: "Discover.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .note }.map(\.formatted), [])
        // The two other structs and the two typealiases: the class's own, to move.
        XCTAssertEqual(result.diagnostics.map(\.location.line), [6, 7, 9, 10])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertFalse(spec.contains("transform:"), spec)
        XCTAssertTrue(spec.contains("    - refresh\n") && spec.contains("    - titles: [String]\n"), spec)
        let differences = SurfaceComparison.differences(
            handWritten: text, path: "Discover.swift", spec: SpecSource(path: "d.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.location.line), [6, 7, 9, 10])
        XCTAssertTrue(differences.allSatisfy { $0.message.contains("moves to an extension") }, "\(differences)")
        // A typealias of another type is no name of the contract: still no contract found.
        let other = source("func transform(input: In) -> Out", extra: "typealias In = CellInput\n    typealias Out = Output")
        XCTAssertNil(SpecImporter.importFile(other, path: "Discover.swift").specText)
    }

    /// `func transform() -> Output` beside an empty `struct Input { }` (#32, SeSACMission): no spec says a transform
    /// without its input, and the warning where the class stands says so, where it used to say no contract was found.
    func testATransformTakingNoInputIsAWarningThatSaysSo() {
        let text = """
            import RxSwift

            final class PetViewModel {
                struct Input { }
                struct Output { let pets: BehaviorSubject<[String]> }
                private let pets = BehaviorSubject<[String]>(value: [])
                func transform() -> Output { Output(pets: pets) }
            }
            """
        let result = SpecImporter.importFile(text, path: "Pet.swift")
        XCTAssertNil(result.specText)
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            "Pet.swift:3:7: warning: 'PetViewModel' is not imported: its 'transform()' takes no input and returns"
                + " 'Output', beside the 'Input' it declares: the method of the transform style takes the 'Input' of the"
                + " view first ('transform(input: Input) -> Output'), so no spec says a 'transform' without one; give it"
                + " that parameter, an empty 'Input' if the view sends nothing, and call sites pass 'Input()'",
        ])
    }
}

extension ImportTransformSignatureTests {
    /// The typealiases and the method in an extension of the class (`extension FilmViewModel { typealias In = Input;
    /// func transform(input: In) -> Out }`): the method is found among the extension's members, and so are the
    /// typealiases naming its structs, which move as the extension does.
    func testTypealiasesInAnExtensionBesideTheTransformNameItsStructsToo() throws {
        let text = """
            import RxSwift

            final class FilmViewModel {
                struct Input { let query: Observable<String> }
                struct Output { let titles: Observable<[String]> }
            }

            extension FilmViewModel {
                typealias In = Input
                typealias Out = Output

                func transform(input: In) -> Out { fatalError() }
            }
            """
        let result = SpecImporter.importFile(text, path: "Film.swift")
        // Before: 'FilmViewModel' is not imported: vmgen finds no contract of it in this file.
        XCTAssertFalse(result.diagnostics.contains { $0.message.contains("finds no contract") }, "\(result.diagnostics)")
        let spec = try XCTUnwrap(result.specText, "\(result.diagnostics.map(\.formatted))")
        XCTAssertTrue(spec.contains("    - query(_ value: String)\n") && spec.contains("    - titles: [String]\n"), spec)
        XCTAssertFalse(spec.contains("transform:"), spec)
        // `--check` says where what the generated class does not declare stands: the typealiases, nothing else.
        let differences = SurfaceComparison.differences(
            handWritten: text, path: "Film.swift", spec: SpecSource(path: "f.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.location.line), [9, 10], "\(differences.map(\.formatted))")
    }
}
