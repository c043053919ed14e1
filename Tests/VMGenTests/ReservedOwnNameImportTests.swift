@testable import VMGenCore
import XCTest

/// A non-private `let disposeBag = DisposeBag()` of a view model's class (`Fixtures/Import/DockFinder`, with its call
/// sites): a name no spec property may take, so the member is a warning that says what to write by hand, and the rest
/// of the view model is imported, where the whole import used to be an error.
final class ReservedOwnNameImportTests: XCTestCase {
    static let source = """
        import RxSwift

        protocol ListViewModelInputs {
            var refresh: PublishSubject<Void> { get }
        }

        protocol ListViewModelOutputs {
            var count: PublishSubject<Int> { get }
        }

        protocol ListViewModelType {
            var inputs: ListViewModelInputs { get }
            var outputs: ListViewModelOutputs { get }
        }

        final class ListViewModel: ListViewModelType, ListViewModelInputs, ListViewModelOutputs {
            var inputs: ListViewModelInputs { return self }
            var outputs: ListViewModelOutputs { return self }

            let disposeBag = DisposeBag()
            let refresh = PublishSubject<Void>()
            let count = PublishSubject<Int>()
        }
        """

    func testTheBagIsAWarningAndTheViewModelIsImported() throws {
        let imported = SpecImporter.importFile(Self.source, path: "ListViewModel.swift")
        XCTAssertFalse(imported.diagnostics.contains { $0.severity == .error }, "\(imported.diagnostics.map(\.formatted))")
        XCTAssertEqual(imported.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [
            "ListViewModel.swift:20:5: warning: 'let disposeBag' of 'ListViewModel' is not imported: 'disposeBag' is a name"
                + " vmgen keeps for itself, which no spec property may take: keep what the class subscribes into it in a"
                + " bag of the logic's own; call sites that read 'disposeBag' through the view model change",
        ])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("viewmodel ListViewModel:\n"), spec)
        XCTAssertFalse(spec.contains("disposeBag"), spec)
        XCTAssertEqual(Generator.generate([SpecSource(path: "List.vmspec", bytes: Array(spec.utf8))]).diagnostics.map(\.formatted), [])
        // `--check` finds the one member it warned about, and nothing else.
        let differences = SurfaceComparison.differences(handWritten: Self.source, path: "ListViewModel.swift",
                                                        spec: SpecSource(path: "List.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.location.line), [20], "\(differences.map(\.formatted))")
    }

    func testAnotherNameIsStillAProperty() throws {
        let source = Self.source.replacingOccurrences(of: "let disposeBag = DisposeBag()", with: "let bag = DisposeBag()")
        let imported = SpecImporter.importFile(source, path: "ListViewModel.swift")
        XCTAssertEqual(imported.diagnostics.filter { $0.severity != .note }.map(\.formatted), [])
        XCTAssertTrue(try XCTUnwrap(imported.specText).contains("- let bag: DisposeBag = .init()"), imported.specText ?? "")
    }
}
