@testable import VMGenCore
import XCTest

/// An input whose storage vmgen derives from its stream name would take another member's name (`func language(_:)`
/// beside the output `var languageRelay: BehaviorRelay<String>`, the relay behind the method being `languageRelay`):
/// the import gives the input a stream name of its own, `as languageInput`, with a note, and the spec generates the
/// same surface, where the import used to be an error (`Fixtures/Import/ReleaseFilter` with its call sites).
final class InputStreamRenameTests: XCTestCase {
    static let source = """
        import RxCocoa
        import RxSwift

        protocol TrendViewModelInputs {
            func language(_ language: String)
        }

        protocol TrendViewModelOutputs {
            var languageRelay: BehaviorRelay<String> { get }
            var languageInput: Driver<String> { get }
        }

        protocol TrendViewModelType {
            var inputs: TrendViewModelInputs { get }
            var outputs: TrendViewModelOutputs { get }
        }

        final class TrendViewModel: TrendViewModelType, TrendViewModelInputs, TrendViewModelOutputs {
            var inputs: TrendViewModelInputs { return self }
            var outputs: TrendViewModelOutputs { return self }
            let languageRelay = BehaviorRelay<String>(value: "")
            let languageInput: Driver<String> = .empty()
            func language(_ language: String) { languageRelay.accept(language) }
        }
        """

    func testTheInputTakesAStreamNameOfItsOwnAndTheSurfaceIsTheSame() throws {
        let imported = SpecImporter.importFile(Self.source, path: "TrendViewModel.swift")
        XCTAssertEqual(imported.diagnostics.filter { $0.severity != .note }.map(\.formatted), [])
        let spec = try XCTUnwrap(imported.specText)
        // `languageInput` is an output's name already: the next free one.
        XCTAssertTrue(spec.contains("    - language(_ language: String) as languageInput2\n"), spec)
        XCTAssertTrue(imported.diagnostics.contains { $0.severity == .note && $0.location.line == 5
            && $0.message.contains("takes the stream name 'languageInput2' ('as languageInput2')") }, "\(imported.diagnostics.map(\.formatted))")
        let specSource = SpecSource(path: "Trend.vmspec", bytes: Array(spec.utf8))
        XCTAssertEqual(Generator.generate([specSource]).diagnostics.map(\.formatted), [])
        XCTAssertEqual(SurfaceComparison.differences(handWritten: Self.source, path: "TrendViewModel.swift", spec: specSource)
            .map(\.formatted), [])
    }

    /// An input subject that starts with a value (`let query = BehaviorSubject<String>(value: "")`, the protocols'
    /// `var query: BehaviorSubject<String> { get }`) beside the output `querySubject`, the name of the subject vmgen
    /// keeps behind `query`: the stream name goes before the starting value, where the spec's grammar puts it, and the
    /// spec generates the same surface (`Fixtures/Import/NoteSearch` with its call sites).
    func testAnInputThatStartsWithAValueTakesItsStreamNameBeforeTheValue() throws {
        let source = """
            import RxSwift

            protocol SearchViewModelInputs {
                var query: BehaviorSubject<String> { get }
                var tags: BehaviorSubject<[String: Int]> { get }
            }

            protocol SearchViewModelOutputs {
                var querySubject: Observable<String> { get }
                var tagsSubject: Observable<[String: Int]> { get }
            }

            protocol SearchViewModelType {
                var inputs: SearchViewModelInputs { get }
                var outputs: SearchViewModelOutputs { get }
            }

            final class SearchViewModel: SearchViewModelType, SearchViewModelInputs, SearchViewModelOutputs {
                var inputs: SearchViewModelInputs { return self }
                var outputs: SearchViewModelOutputs { return self }
                let query = BehaviorSubject<String>(value: "")
                let tags = BehaviorSubject<[String: Int]>(value: ["a = b": 1])
                var querySubject: Observable<String> { return query.asObservable() }
                var tagsSubject: Observable<[String: Int]> { return tags.asObservable() }
            }
            """
        let imported = SpecImporter.importFile(source, path: "SearchViewModel.swift")
        XCTAssertEqual(imported.diagnostics.filter { $0.severity != .note }.map(\.formatted), [])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("    - @subject query(_ value: String) as queryInput = \"\"\n"), spec)
        // A value with a ` = ` of its own (in a string) keeps it, after the name.
        XCTAssertTrue(spec.contains("    - @subject tags(_ value: [String:Int]) as tagsInput = [\"a = b\": 1]\n"), spec)
        XCTAssertTrue(imported.diagnostics.contains { $0.severity == .note && $0.location.line == 4
            && $0.message.contains("takes the stream name 'queryInput' ('as queryInput')") }, "\(imported.diagnostics.map(\.formatted))")
        let specSource = SpecSource(path: "Search.vmspec", bytes: Array(spec.utf8))
        XCTAssertEqual(Generator.generate([specSource]).diagnostics.map(\.formatted), [])
        XCTAssertEqual(SurfaceComparison.differences(handWritten: source, path: "SearchViewModel.swift", spec: specSource)
            .map(\.formatted), [])
    }

    /// A property of the class's own state named like the storage (`let languageRelay = BehaviorRelay<String>(...)`
    /// beside `func language(_:)`, which fed it): the logic cannot feed the class's state, so no rename, the error.
    func testAPropertyOfTheClasssOwnStaysTheError() throws {
        let source = Self.source
            .replacingOccurrences(of: "    var languageRelay: BehaviorRelay<String> { get }\n", with: "")
        let imported = SpecImporter.importFile(source, path: "TrendViewModel.swift")
        XCTAssertFalse(imported.specText?.contains(" as language") ?? false, imported.specText ?? "")
        XCTAssertTrue(imported.diagnostics.contains { $0.severity == .error
            && $0.message.contains("property 'languageRelay' collides with the storage vmgen derives for input 'language(_:)'") },
                      "\(imported.diagnostics.map(\.formatted))")
    }
}
