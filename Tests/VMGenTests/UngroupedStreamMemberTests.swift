import VMGenCore
import XCTest

/// A view model whose inputs and outputs are stored properties of its own, grouped by nothing (#32, the fifteenth
/// set's PLUB-iOS: `final class InterestViewModel { let selectSubCategory: AnyObserver<Int>; let fetchData:
/// Driver<[Model]> }`): not imported, and the warning where the class stands names the first of its streams, where the
/// import used to say it found no contract of it (`UngroupedStreamMembers`).
final class UngroupedStreamMemberTests: XCTestCase {
    func testStreamsOfItsOwnAreAWarningThatNamesThem() {
        let text = """
            import RxCocoa
            import RxSwift

            final class InterestViewModel {
                let selectCategory: AnyObserver<Int>
                let categories: Driver<[String]>
                let isNextEnabled = BehaviorRelay<Bool>.init(value: false)
                let nextTapped = PublishRelay<Void>()
                var isLimited = true
                private let selectSubject = PublishSubject<Int>()

                init() {
                    selectCategory = selectSubject.asObserver()
                    categories = .just([])
                }
            }
            """
        let result = SpecImporter.importFile(text, path: "Interest.swift")
        XCTAssertNil(result.specText)
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            "Interest.swift:4:7: warning: 'InterestViewModel' is not imported: its inputs and outputs are streams of its"
                + " own ('selectCategory' first), which no protocols, 'Input' and 'Output' or 'input' and 'output' group:"
                + " every style vmgen generates groups the inputs and outputs of a view model, so no spec says this shape",
        ])
    }

    /// No stream at all (a cell's model of plain values, which the warning names as such: `ValueModelShapes`), or
    /// streams it keeps private: no ungrouped shape, and for the latter still no contract found.
    func testWithoutAStreamOfItsOwnVmgenStillFindsNoContract() {
        for (members, reason) in [("let title: String\n    var isLiked = false", "it holds the values it is made with ('title' first)"),
                                  ("private let tapped = PublishRelay<Void>()", "vmgen finds no contract of it in this file")] {
            let text = "import RxRelay\n\nfinal class CellViewModel {\n    \(members)\n}\n"
            let result = SpecImporter.importFile(text, path: "Cell.swift")
            XCTAssertNil(result.specText)
            XCTAssertEqual(result.diagnostics.count, 1, members)
            XCTAssertTrue(result.diagnostics[0].message.contains(reason), "\(members): \(result.diagnostics[0].message)")
        }
    }

    /// A triplet whose protocols another file declares (`class NoteViewModel: NoteViewModelType, NoteViewModelInputs,
    /// NoteViewModelOutputs`, each protocol in a file of its own, as #32's DoTask writes them): its streams are grouped
    /// by those protocols, so the warning never says that nothing groups them.
    func testAClassConformingToATripletsProtocolsIsNoUngroupedShape() {
        let text = """
            import RxSwift

            class NoteViewModel: NoteViewModelType, NoteViewModelInputs, NoteViewModelOutputs {
                var inputs: NoteViewModelInputs { return self }
                var outputs: NoteViewModelOutputs { return self }
                var title: Observable<String> = .just("")
                func save() {}
            }
            """
        let result = SpecImporter.importFile(text, path: "NoteViewModel.swift")
        XCTAssertNil(result.specText)
        // Before: "its inputs and outputs are streams of its own ('title' first), which no protocols, ... group".
        XCTAssertEqual(result.diagnostics.count, 1, "\(result.diagnostics.map(\.formatted))")
        XCTAssertFalse(result.diagnostics[0].message.contains("which no protocols"), result.diagnostics[0].message)
        // Conforming in an extension counts the same.
        let extended = text.replacingOccurrences(of: ": NoteViewModelType, NoteViewModelInputs, NoteViewModelOutputs {", with: " {")
            + "\n\nextension NoteViewModel: NoteViewModelOutputs {}\n"
        let viaExtension = SpecImporter.importFile(extended, path: "NoteViewModel.swift")
        XCTAssertFalse(viaExtension.diagnostics.contains { $0.message.contains("which no protocols") },
                       "\(viaExtension.diagnostics.map(\.formatted))")
    }
}
