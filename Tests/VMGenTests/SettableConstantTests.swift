import Foundation
import VMGenCore
import XCTest

/// `@settable`: a constant the triplet's protocol declares `{ get set }` (`var populerMovie: PopulerMovie { get set }`),
/// as hand-written triplets declare a value the view model is made with and a screen may set: the class stores it in
/// a `var`, and the fake hands back what the view set (issue #32).
final class SettableConstantTests: XCTestCase {
    static func spec(_ framework: Framework, styles: String = "triplet", kind: String = "@constant ") -> String {
        """
        options:
          framework: \(framework.name)
          styles: \(styles)
        viewmodel DetailViewModel:
          dependencies:
            - movie: String
          inputs:
            - @settable \(kind)title: String
            - refresh
          outputs:
            - @settable @constant cells: [Int]
            - detail: String
        """
    }

    func testTheProtocolDeclaresItSettableAndTheClassAndTheFakeStoreIt() throws {
        let code = TestSupport.render(Self.spec(.rxswift))
        XCTAssertTrue(code.contains("    var title: String { get set }\n"), code)
        XCTAssertTrue(code.contains("    var cells: [Int] { get set }\n"), code)
        XCTAssertTrue(code.contains("\n    var title: String\n"), code)
        let callSite = """
            func pick(_ viewModel: DetailViewModel, _ fake: DetailViewModelFake) {
                viewModel.title = viewModel.title + "!"
                viewModel.cells.append(1)
                var inputs: any DetailViewModelInputs = viewModel
                inputs.title = "set through the protocol"
                fake.title = "set on the fake"
            }

            """
        for framework in [Framework.rxswift, .combine, .reactiveswift] {
            try assertCompiles(Self.spec(framework), support: callSite)
        }
    }

    func testWhereItCannotApplyItIsAnErrorWhereItStands() {
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(.rxswift).replacingOccurrences(
            of: "- @settable @constant cells: [Int]", with: "- @settable cells: [Int]")), [
            "t.vmspec:11:7: error: '@settable' does not apply here: it makes a constant ('@constant') settable, and a stream"
                + " the logic sends is read-only",
        ])
        XCTAssertTrue(TestSupport.diagnostics(Self.spec(.rxswift, styles: "triplet, transform")).contains(
            "t.vmspec:11:7: error: '@settable' does not apply here: it marks a requirement of the triplet's protocols, and"
                + " this spec also renders the 'transform' style"))
    }

    /// The import reads a value declared `{ get set }` in either protocol as a `@settable` constant, and `--check` finds
    /// it the same; a stream declared so stays a warning.
    func testImportReadsASettableValueAndCheckFindsItTheSame() throws {
        let source = """
            import RxSwift
            protocol DetailViewModelInput {
                var movie: Movie { get set }
            }
            protocol DetailViewModelOutput {
                var cells: PublishSubject<[Int]> { get set }
                var detail: Observable<Movie> { get }
                var poster: Observable<URL> { get set }
            }
            protocol DetailViewModelType {
                var inputs: DetailViewModelInput { get }
                var outputs: DetailViewModelOutput { get }
            }
            """
        let result = SpecImporter.importFile(source, path: "D.swift")
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("    - @settable @constant movie: Movie\n"), spec)
        XCTAssertTrue(spec.contains("    - @settable @constant cells: PublishSubject<[Int]>\n"), spec)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [
            "D.swift:8:5: warning: 'poster: Observable<URL>' is not imported: it is settable ({ get set }), and the generated"
                + " output is read-only ({ get }): a view that assigns it changes; declare it '{ get }' where only the class"
                + " sets it, or make what the view assigns an input",
        ])
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "D.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(spec.utf8))).map(\.formatted), [
            "D.swift:8:5: error: 'var poster:Observable<URL>{get set}' of 'DetailViewModelOutput' is not in the generated code",
        ])
    }

    /// A value declared `{ get set }` that the class holds `weak` (a coordinator, `weak var coordinator`) is not carried
    /// as a `@settable` constant, which the generated class would hold strongly (a retain cycle no compile finds): a
    /// warning where the requirement stands; the same requirement the class holds strongly is carried.
    func testImportDoesNotCarryASettableValueTheClassHoldsWeak() throws {
        func source(_ reference: String) -> String {
            """
            import RxSwift
            import RxCocoa
            protocol ProfileCoordinating: AnyObject { func showSettings() }
            protocol ProfileViewModelInputs { func viewDidLoad() }
            protocol ProfileViewModelOutputs {
                var name: Driver<String> { get }
                var coordinator: ProfileCoordinating? { get set }
            }
            protocol ProfileViewModelType {
                var inputs: ProfileViewModelInputs { get }
                var outputs: ProfileViewModelOutputs { get }
            }
            final class ProfileViewModel: ProfileViewModelType, ProfileViewModelInputs, ProfileViewModelOutputs {
                var inputs: ProfileViewModelInputs { self }
                var outputs: ProfileViewModelOutputs { self }
                \(reference)var coordinator: ProfileCoordinating?
                let name: Driver<String>
                private let loaded = PublishSubject<Void>()
                init() { name = loaded.map { "Ann" }.asDriver(onErrorJustReturn: "") }
                func viewDidLoad() { loaded.onNext(()) }
            }
            """
        }
        let weak = SpecImporter.importFile(source("weak "), path: "P.swift")
        let weakSpec = try XCTUnwrap(weak.specText)
        XCTAssertFalse(weakSpec.contains("- @settable @constant coordinator"), weakSpec)
        XCTAssertTrue(weakSpec.contains("    - name: String\n"), weakSpec)
        XCTAssertTrue(weak.diagnostics.map(\.formatted).contains(
            "P.swift:7:5: warning: 'coordinator: ProfileCoordinating?' is not imported: 'ProfileViewModel' holds it 'weak',"
                + " and the generated class stores a settable constant strongly, which would keep alive what it names (a"
                + " coordinator holding the view model would never be freed): keep the view model hand-written, or take the"
                + " requirement out of the protocol and write 'weak var coordinator: Type?' under 'properties:' (call sites"
                + " that set it through the protocol then change)"), weak.diagnostics.map(\.formatted).joined(separator: "\n"))
        let unowned = try XCTUnwrap(SpecImporter.importFile(source("unowned(unsafe) "), path: "P.swift").specText)
        XCTAssertFalse(unowned.contains("- @settable @constant coordinator"), unowned)
        let strong = try XCTUnwrap(SpecImporter.importFile(source(""), path: "P.swift").specText)
        XCTAssertTrue(strong.contains("    - @settable @constant coordinator: ProfileCoordinating?\n"), strong)
    }
}
