import Foundation
import VMGenCore
import XCTest

/// A view model class generic over the repository it is given (`final class ShelfViewModel<Repo: ShelfRepository>`,
/// as FilmRoad's screens write theirs): a spec declares no generic parameters, so the generated class would name
/// `Repo` with nothing declaring it. The view model is not imported, with one warning where the class stands, never a
/// spec reported as a success whose generated code does not compile (#32).
final class GenericViewModelImportTests: XCTestCase {
    static func source(generics: String, dependency: String) -> String {
        """
        import RxCocoa
        import RxSwift

        final class ShelfViewModel\(generics) {
            struct Input {
                let refresh: Observable<Void>
            }

            struct Output {
                let titles: Driver<[String]>
            }

            private let repository: \(dependency)

            init(repository: \(dependency)) {
                self.repository = repository
            }

            func transform(input: Input) -> Output {
                let titles = input.refresh
                    .flatMapLatest { [repository] in repository.titles() }
                    .asDriver(onErrorJustReturn: [])
                return Output(titles: titles)
            }
        }

        """
    }

    func testAGenericViewModelIsAWarningWhereTheClassStandsAndIsNotImported() {
        let result = SpecImporter.importFile(
            Self.source(generics: "<Repo: ShelfRepository>", dependency: "Repo"), path: "Shelf.swift")
        XCTAssertNil(result.specText)
        XCTAssertEqual(result.viewModelCount, 0)
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            "Shelf.swift:4:7: warning: 'ShelfViewModel' is not imported: it is generic, 'ShelfViewModel<Repo:"
                + " ShelfRepository>', and a spec declares no generic parameters: the generated class would declare"
                + " none, so what names them ('Repo') would name nothing, and call sites that write its arguments would"
                + " change",
        ])
    }

    func testTheSameViewModelGivenTheProtocolIsImported() throws {
        let result = SpecImporter.importFile(
            Self.source(generics: "", dependency: "any ShelfRepository"), path: "Shelf.swift")
        XCTAssertEqual(result.viewModelCount, 1)
        XCTAssertTrue(try XCTUnwrap(result.specText).contains("    - repository: any ShelfRepository\n"),
                      result.specText ?? "")
    }

    func testAGenericTripletClassIsRefusedTheSame() {
        let source = """
            import RxSwift

            protocol ShelfViewModelInputs { func refresh() }
            protocol ShelfViewModelOutputs { var titles: Observable<[String]> { get } }
            protocol ShelfViewModelType {
                var inputs: ShelfViewModelInputs { get }
                var outputs: ShelfViewModelOutputs { get }
            }

            final class ShelfViewModel<Store>: ShelfViewModelType, ShelfViewModelInputs, ShelfViewModelOutputs {
                var inputs: ShelfViewModelInputs { self }
                var outputs: ShelfViewModelOutputs { self }
                let titles: Observable<[String]>
                private let refreshed = PublishSubject<Void>()

                init(store: Store) {
                    titles = refreshed.map { [] }
                }

                func refresh() { refreshed.onNext(()) }
            }

            """
        let result = SpecImporter.importFile(source, path: "Shelf.swift")
        XCTAssertNil(result.specText)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [
            "Shelf.swift:10:7: warning: 'ShelfViewModel' is not imported: it is generic, 'ShelfViewModel<Store>', and a"
                + " spec declares no generic parameters: the generated class would declare none, so what names them"
                + " ('Store') would name nothing, and call sites that write its arguments would change",
        ])
    }
}
