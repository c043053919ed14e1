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

    /// The triplet's protocols in `FeedViewModelType.swift`, the class in `FeedViewModel.swift` (GithubMobile's
    /// layout): read together, the protocols' spec is named after the class and takes its initializer's parameters,
    /// and the class's file says where it went instead of warning that it has no contract.
    func testATripletsClassInAnotherFileNamesTheViewModelAndGivesItsDependencies() throws {
        let protocols = """
            import ReactiveSwift
            protocol FeedViewModelTypeInputs {
              var refresh: Action<Void, Void, Error> { get }
            }
            protocol FeedViewModelTypeOutputs {
              var isLoading: Property<Bool> { get }
            }
            protocol FeedViewModelType {
              var inputs: FeedViewModelTypeInputs { get }
              var outputs: FeedViewModelTypeOutputs { get }
            }
            """
        let viewModel = """
            import ReactiveSwift
            /// The feed.
            class FeedViewModel: FeedViewModelType, FeedViewModelTypeInputs, FeedViewModelTypeOutputs {
              let refresh: Action<Void, Void, Error>
              let isLoading: Property<Bool>
              var inputs: FeedViewModelTypeInputs { return self }
              var outputs: FeedViewModelTypeOutputs { return self }
              init(token: String, pageSize: Int = 20) { fatalError() }
              convenience init() { self.init(token: "") }
            }
            """
        let context = SpecImporter.declarations(of: protocols, path: "FeedViewModelType.swift")
            + SpecImporter.declarations(of: viewModel, path: "FeedViewModel.swift")
        let result = SpecImporter.importFile(protocols, path: "FeedViewModelType.swift", context: context)
        XCTAssertEqual(result.diagnostics.filter { !$0.message.contains("is imported as a constant") }.map(\.formatted), [
            "FeedViewModelType.swift:2:1: note: the class of these protocols, 'FeedViewModel', is in 'FeedViewModel.swift':"
                + " its initializer gives the dependencies",
            "FeedViewModel.swift:9:15: note: 'init()' of 'FeedViewModel' stays the class's own: declare it in an extension"
                + " of 'FeedViewModel' in a file of your own ('extension FeedViewModel { ... }'), where call sites reach it"
                + " unchanged (it delegates to the generated 'init(token:pageSize:)')",
        ])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("""
            /// The feed.
            viewmodel FeedViewModel:
              protocols: FeedViewModelTypeInputs, FeedViewModelTypeOutputs, FeedViewModelType
              dependencies:
                - token: String
                - pageSize: Int = 20
            """), spec)
        // The class is not final, in its file: the spec keeps it open.
        XCTAssertTrue(spec.contains("  final: false\n"), spec)
        XCTAssertEqual(SpecImporter.importFile(viewModel, path: "FeedViewModel.swift", context: context).diagnostics.map(\.formatted), [
            "FeedViewModel.swift:3:1: note: 'FeedViewModel' is imported with its protocols, into the spec of 'FeedViewModelType.swift'",
        ])
        // Alone, the protocols' file names the view model after them (not after the type protocol, which would clash).
        XCTAssertTrue(try XCTUnwrap(SpecImporter.importFile(protocols, path: "F.swift").specText).contains("viewmodel FeedViewModel:\n"))
    }

    /// Across files, the class's file gives what it gives in one file (its modules, its base class, a warning for each
    /// member outside the protocols, where it stands); two conforming classes are a warning naming the one taken; a
    /// class conforming to the inputs alone, or owning a triplet of its own file, is not taken.
    func testTheClassesFileGivesItsModulesBaseClassAndWarningsAndAmbiguityIsSaid() throws {
        let protocols = """
            import ReactiveSwift
            protocol FeedViewModelInputs { var refresh: Action<Void, Void, Error> { get } }
            protocol FeedViewModelOutputs { var isLoading: Property<Bool> { get } }
            protocol FeedViewModelType { var inputs: FeedViewModelInputs { get }; var outputs: FeedViewModelOutputs { get } }
            """
        let viewModel = """
            import ReactiveSwift
            import KsApi
            final class FeedViewModel: BaseViewModel, FeedViewModelType, FeedViewModelInputs, FeedViewModelOutputs {
              let refresh: Action<Void, Void, Error>
              let isLoading: Property<Bool>
              func extra() {}
              override init(service: Service) { fatalError() }
            }
            """
        let others = """
            final class InputsOnly: FeedViewModelInputs { init(a: Int) {} }
            protocol DetailViewModelInputs { func tap() }
            protocol DetailViewModelOutputs { var title: Signal<String, Never> { get } }
            protocol DetailViewModelType { var inputs: DetailViewModelInputs { get }; var outputs: DetailViewModelOutputs { get } }
            final class DetailViewModel: DetailViewModelType, FeedViewModelType { init() {} }
            """
        func imported(_ files: [(String, String)]) -> SpecImporter.Result {
            let context = files.flatMap { SpecImporter.declarations(of: $0.1, path: $0.0) }
            return SpecImporter.importFile(protocols, path: "FeedViewModelType.swift", context: context)
        }
        let result = imported([("FeedViewModelType.swift", protocols), ("FeedViewModel.swift", viewModel), ("Others.swift", others)])
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [])
        XCTAssertEqual(result.diagnostics.filter { $0.message.contains(" stays the class's own: ") }.map(\.formatted), [
            "FeedViewModel.swift:6:3: note: 'func extra()' of 'FeedViewModel' stays the class's own: declare it in an"
                + " extension of 'FeedViewModel' in a file of your own ('extension FeedViewModel { ... }'), where call sites"
                + " reach it unchanged (it uses nothing the generated class keeps private)",
        ])
        let spec = try XCTUnwrap(result.specText)
        for line in ["  superclass: BaseViewModel\n", "  imports: KsApi\n", "viewmodel FeedViewModel:\n", "    - service: Service\n"] {
            XCTAssertTrue(spec.contains(line), line + spec)
        }
        // `--check` compares the class where it stands: its initializer and base class as generated, `extra()` not.
        let context = [("FeedViewModelType.swift", protocols), ("FeedViewModel.swift", viewModel)]
            .flatMap { SpecImporter.declarations(of: $0.1, path: $0.0) }
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: protocols, path: "FeedViewModelType.swift", spec: SpecSource(path: "F.vmspec", bytes: Array(spec.utf8)),
            context: context).map(\.formatted), [
                "FeedViewModel.swift:6:3: error: 'func extra()' of 'FeedViewModel', declared outside its protocols, moves to"
                    + " an extension: declare it in an extension of 'FeedViewModel' in a file of your own, where"
                    + " call sites reach it unchanged",
            ])
        let renamed = spec.replacingOccurrences(of: "    - service: Service\n", with: "    - api: Service\n")
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: protocols, path: "FeedViewModelType.swift", spec: SpecSource(path: "F.vmspec", bytes: Array(renamed.utf8)),
            context: context).map { String($0.formatted.prefix { $0 != ":" }) }, ["FeedViewModel.swift", "FeedViewModel.swift"])
        let second = viewModel.replacingOccurrences(of: "class FeedViewModel", with: "class OtherFeedViewModel")
        let ambiguous = imported([("FeedViewModelType.swift", protocols), ("A.swift", viewModel), ("B.swift", second)])
        XCTAssertEqual(ambiguous.diagnostics.filter { $0.message.hasPrefix("classes of other files") }.map(\.formatted), [
            "FeedViewModelType.swift:2:1: warning: classes of other files conform to these protocols: 'FeedViewModel' in"
                + " 'A.swift', 'OtherFeedViewModel' in 'B.swift'; vmgen takes 'FeedViewModel'",
        ])
        // Neither the inputs' class nor another triplet's is taken: named after the protocols, without dependencies.
        let alone = try XCTUnwrap(imported([("FeedViewModelType.swift", protocols), ("Others.swift", others)]).specText)
        XCTAssertTrue(alone.contains("viewmodel FeedViewModel:\n  inputs:\n"), alone)
    }
}
