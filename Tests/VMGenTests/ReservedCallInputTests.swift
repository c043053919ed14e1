import Foundation
import VMGenCore
import XCTest

/// A subject-style class whose `init` calls its own `func transform()` to bind its subjects (as an app's protocol may
/// require of every view model): the method has a `@call` input's shape, but `transform` is a name vmgen keeps for
/// itself. The view model is not imported, with one warning where the method stands naming it, never a spec that
/// would not generate (#32: AppStalk's three screens were an error).
final class ReservedCallInputTests: XCTestCase {
    static func source(method: String) -> String {
        """
        import Combine
        import Foundation

        protocol ScreenModel: AnyObject, ObservableObject {
            associatedtype Input
            associatedtype Output

            var input: Input { get }
            var output: Output { get }
        }

        final class BookSearchViewModel: ScreenModel {
            struct Input {
                let searchTapped = PassthroughSubject<String, Never>()
            }

            struct Output {
                var titles: [String] = []
                var isSearching = false
            }

            let input = Input()
            @Published var output = Output()
            private var cancellables = Set<AnyCancellable>()

            init() {
                \(method)()
            }

            func \(method)() {
                input.searchTapped
                    .sink { [weak self] term in
                        self?.output.isSearching = true
                        self?.output.titles = [term]
                    }
                    .store(in: &cancellables)
            }
        }

        """
    }

    func testAMethodNamedTransformIsAWarningWhereItStandsAndItsViewModelIsNotImported() {
        let result = SpecImporter.importFile(Self.source(method: "transform"), path: "BookSearch.swift")
        XCTAssertNil(result.specText)
        XCTAssertEqual(result.viewModelCount, 0)
        // One warning, where the method stands (`func transform()`, line 30).
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            "BookSearch.swift:30:5: warning: 'BookSearchViewModel' is not imported: its 'func transform()' uses what the"
                + " logic owns in the generated class, as a '@call' input would, and is named 'transform', a name vmgen"
                + " keeps for itself (the generated API names its own member so), which no input may take: make it"
                + " 'private' if only the class calls it (its body moves into the logic with the rest), or rename it (and"
                + " its call sites), then import it again",
        ])
    }

    func testTheSameMethodUnderAnotherNameIsACallInput() throws {
        let result = SpecImporter.importFile(Self.source(method: "bind"), path: "BookSearch.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.formatted), [])
        XCTAssertTrue(try XCTUnwrap(result.specText).contains("    - @call bind\n"), result.specText ?? "")
    }
}
