@testable import VMGenCore
import XCTest

/// A subject-bridged view model's own member that reads its `output` (`var currentKeyword: String {
/// output.keyword.value }`, as a screen, a table's data source or a coordinator asks the view model what its outputs
/// hold): the generated class declares `let output: Output` internal too, of the logic's streams (a `@constant` one the
/// logic's relay or subject itself), so the member moves to the team's extension unchanged, as the import's note and
/// `--check` say, where it used to stay behind ("it uses 'output', which the generated class does not declare for the
/// app", or "which the logic owns"). One that sends into `input` or `output` (through `self` or another name) is a
/// `@call` input as before; one that calls a method through them (`output.saved.value.contains(id)`, which may set)
/// stays behind (`Fixtures/Import/RecipeFinder`, whose call sites compile against the generated code with its team's
/// `Own.swift`).
final class SubjectOutputReaderTests: XCTestCase {
    static let source = """
        import Combine

        final class SearchViewModel {
            struct Input {
                let search = PassthroughSubject<String, Never>()
            }

            struct Output {
                let keyword = CurrentValueSubject<String, Never>("")
                let saved = CurrentValueSubject<[Int], Never>([])
            }

            let input: Input
            let output: Output
            private var cancellables = Set<AnyCancellable>()

            init() {
                let input = Input()
                let output = Output()
                input.search.sink { output.keyword.send($0) }.store(in: &cancellables)
                self.input = input
                self.output = output
            }

            var currentKeyword: String {
                output.keyword.value
            }

            func retry() {
                input.search.send(output.keyword.value)
            }

            func isSaved(_ id: Int) -> Bool {
                output.saved.value.contains(id)
            }

            func forgetAll() {
                let owner = self
                owner.output.saved.send([])
            }
        }

        """

    /// The extension the team writes of the members that move, as written.
    static let own = """
        extension SearchViewModel {
            var currentKeyword: String {
                output.keyword.value
            }
        }

        """

    private func imported() throws -> (diagnostics: [String], spec: String, check: [String]) {
        let result = SpecImporter.importFile(Self.source, path: "SearchViewModel.swift")
        let spec = try XCTUnwrap(result.specText, "\(result.diagnostics.map(\.formatted))")
        let source = SpecSource(path: "Search.vmspec", bytes: Array(spec.utf8))
        XCTAssertEqual(Generator.generate([source]).diagnostics.map(\.formatted), [])
        let check = SurfaceComparison.differences(handWritten: Self.source, path: "SearchViewModel.swift", spec: source)
        return (result.diagnostics.map(\.formatted), spec, check.map(\.formatted))
    }

    func testAMemberThatReadsTheOutputMovesAndCheckAgrees() throws {
        let (diagnostics, spec, check) = try imported()
        XCTAssertEqual(diagnostics.filter { $0.contains("currentKeyword") }, [
            "SearchViewModel.swift:25:5: note: 'var currentKeyword' of 'SearchViewModel' stays the class's own: declare it"
                + " in an extension of 'SearchViewModel' in a file of your own ('extension SearchViewModel { ... }'), where"
                + " call sites reach it unchanged (it uses nothing the generated class keeps private; it reaches 'output' of"
                + " the contract, which the generated class declares internal too ('let input: Input', 'let output:"
                + " Output', of the logic's streams), and only reads it)",
        ])
        XCTAssertTrue(spec.contains("    - @constant keyword: CurrentValueSubject<String, Never>\n"), spec)
        XCTAssertEqual(check.filter { $0.contains("currentKeyword") }, [
            "SearchViewModel.swift:25:5: error: 'var currentKeyword' of 'SearchViewModel', declared besides its 'input' and"
                + " 'output', moves to an extension: declare it in an extension of 'SearchViewModel' in a file of your own,"
                + " where call sites reach it unchanged",
        ])
    }

    func testOneThatSendsIsACallInputAndOneThatCallsAMethodThroughItStaysBehind() throws {
        let (diagnostics, spec, check) = try imported()
        XCTAssertTrue(spec.contains("    - @call retry\n"), spec)
        XCTAssertEqual(diagnostics.filter { $0.contains("retry") }.count, 1)
        XCTAssertTrue(diagnostics.contains { $0.hasPrefix("SearchViewModel.swift:29:5: note: 'func retry()' of 'SearchViewModel' is imported as '@call retry'") },
                      "\(diagnostics)")
        XCTAssertEqual(diagnostics.filter { $0.contains("isSaved") }, [
            "SearchViewModel.swift:33:5: warning: 'func isSaved(_:)' of 'SearchViewModel' is not imported: it uses 'output',"
                + " which the logic owns in the generated class, and returns 'Bool', which a '@call' input (whose answer is"
                + " an output) does not; make it 'private' if only the class calls it (its body moves into the logic with"
                + " the rest), or write the method the view calls as '- @call isSaved(...)' by hand",
        ])
        // Sent into through another name than `self` (`owner.output`, as RxSwift's `subscribe(with: self)` writes it).
        XCTAssertTrue(spec.contains("    - @call forgetAll\n"), spec)
        XCTAssertTrue(check.filter { $0.contains("forgetAll") }.isEmpty, "\(check)")
        XCTAssertEqual(check.filter { $0.contains("isSaved") }, [
            "SearchViewModel.swift:33:5: error: 'func isSaved(_:)' of 'SearchViewModel', declared besides its 'input' and"
                + " 'output', is not in the generated code",
        ])
    }

    /// On OpenCombine: the generated class with the member moved to the team's extension reads what the logic keeps in
    /// the output's subject, as the hand-written class read its own.
    func testTheMovedMemberReadsWhatTheLogicSendsOnOpenCombine() throws {
        let (_, spec, _) = try imported()
        let logic = """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif

            var logicCancellables = Set<AnyCancellable>()

            extension SearchViewModelLogic {
                static func transform(_ input: Input) -> Output {
                    let output = Output(keyword: .init(""), saved: .init([]))
                    input.search.sink { output.keyword.send($0) }.store(in: &logicCancellables)
                    input.retry.sink { output.keyword.send(output.keyword.value) }.store(in: &logicCancellables)
                    return output
                }
            }

            """
        let program = """
            let viewModel = SearchViewModel()
            expect(viewModel.currentKeyword, "", "the member that moved reads the output's starting value")
            viewModel.input.search.send("soup")
            expect(viewModel.currentKeyword, "soup", "and what the logic sends into it")
            viewModel.retry()
            expect(viewModel.currentKeyword, "soup", "the call input reaches the logic")
            finishProbeTests()

            """
        let source = SpecSource(path: "Search.vmspec", bytes: Array(spec.utf8))
        let generated = Generator.generate([source])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        try CombineProgram.run(generated.files.map { ($0.relativePath, $0.contents) }
                                + [("Logic.swift", logic), ("Own.swift", Self.own)],
                               main: program, in: try TestSupport.temporaryFolder(self), failure: "the moved reader")
    }
}
