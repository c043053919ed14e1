import VMGenCore
import XCTest

/// A view model's `Input` and `Output` declared in another file, named by a typealias of the protocol the view model
/// conforms to (as Clean Architecture templates split `XViewModel.swift` and `XViewModelType.swift`): imported when
/// the other file is read with it, with a note on the typealiases the generated type replaces.
final class ImportAcrossFilesTests: XCTestCase {
    let typeFile = """
        import Combine
        struct SearchViewModelInput {
            let query: AnyPublisher<String, Never>
        }
        struct SearchViewModelOutput {
            /// The results to show.
            let results: AnyPublisher<[String], Never>
        }
        protocol SearchViewModelType {
            typealias Input = SearchViewModelInput
            typealias Output = SearchViewModelOutput
            func transform(input: Input) -> Output
        }
        """
    let viewModelFile = """
        import Combine
        final class SearchViewModel: SearchViewModelType {
            init(api: SearchAPI) {}
            func transform(input: Input) -> Output { fatalError() }
        }
        """

    func testTheOtherFilesDeclarationsGiveTheInputAndOutput() throws {
        XCTAssertNil(SpecImporter.importFile(viewModelFile, path: "SearchViewModel.swift").specText, "alone, nothing to import")
        let context = SpecImporter.declarations(of: typeFile, path: "SearchViewModelType.swift")
            + SpecImporter.declarations(of: viewModelFile, path: "SearchViewModel.swift")
        let result = SpecImporter.importFile(viewModelFile, path: "SearchViewModel.swift", context: context)
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            "SearchViewModel.swift:4:5: note: 'Input' of 'SearchViewModel' is 'SearchViewModelInput' through a protocol's"
                + " typealias: the generated view model declares its own 'Input' and 'Output', so remove the protocol's"
                + " typealiases (and 'SearchViewModelInput') when you switch to it",
        ])
        let spec = try XCTUnwrap(result.specText)
        for line in ["  conforms: SearchViewModelType", "    - api: SearchAPI", "    - query(_ value: String)",
                     "    /// The results to show.", "    - results: [String]"] {
            XCTAssertTrue(spec.contains(line + "\n"), "\(line) in\n\(spec)")
        }
        let source = SpecSource(path: "s.vmspec", bytes: Array(spec.utf8))
        let (differences, members) = SurfaceComparison.compare(
            handWritten: viewModelFile, path: "SearchViewModel.swift", spec: source, context: context)
        XCTAssertEqual(differences.map(\.formatted), [])
        XCTAssertEqual(members, 3, "the two structs' members and transform")
    }
}
