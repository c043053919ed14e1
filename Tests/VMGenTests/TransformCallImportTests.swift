import Foundation
import VMGenCore
import XCTest

/// The methods a transform-style view model (its `Input` and `Output` structs) keeps beside `transform` for the view
/// to call, whose bodies send into the private subjects its outputs are made of, directly or through its private
/// functions (`TransformCallInputs`): each is a `@call` input, which the generated class declares, so call sites do
/// not change and `--check` finds the surface equal; what cannot be one is a warning naming why; a helper that sends
/// into a stream call sites reach still moves to an extension (#32).
final class TransformCallImportTests: XCTestCase {
    static let source = """
        import Combine

        protocol StoreService {
            var defaultId: String { get }
            func name(of id: String) -> String
        }

        final class StoreManagementViewModel {
            struct Input {
                let viewDidLoad: AnyPublisher<Void, Never>
            }

            struct Output {
                let store: AnyPublisher<String?, Never>
                let isLoading: AnyPublisher<Bool, Never>
            }

            let navigation = PassthroughSubject<String, Never>()
            private let service: StoreService
            private let storeSubject = CurrentValueSubject<String?, Never>(nil)
            private let isLoadingSubject = CurrentValueSubject<Bool, Never>(false)
            private var cancellables = Set<AnyCancellable>()

            init(service: StoreService) {
                self.service = service
            }

            func transform(input: Input) -> Output {
                input.viewDidLoad
                    .sink { [weak self] in self?.fetchStore() }
                    .store(in: &cancellables)
                return Output(store: storeSubject.eraseToAnyPublisher(), isLoading: isLoadingSubject.eraseToAnyPublisher())
            }

            /// Reloads the store the split view shows.
            func reloadStore() {
                fetchStore()
            }

            func select(storeId: String) {
                isLoadingSubject.send(true)
                loadDetail(storeId)
            }

            func currentStore() -> String? {
                storeSubject.value
            }

            func retry() async {
                fetchStore()
            }

            func openDetail() {
                navigation.send("detail")
            }
        }

        private extension StoreManagementViewModel {
            func fetchStore() {
                loadDetail(service.defaultId)
            }

            func loadDetail(_ id: String) {
                storeSubject.send(service.name(of: id))
                isLoadingSubject.send(false)
            }
        }

        """

    /// The two methods that feed the logic are `@call` inputs with their parameters and docs, each with a note saying
    /// to move its body into the logic; one that returns a value or is `async` is a warning naming why; the helper
    /// that sends into the public `navigation` moves to an extension.
    func testTheMethodsTheViewCallsAreCallInputsAndWhatCannotBeIsAWarning() throws {
        let imported = SpecImporter.importFile(Self.source, path: "S.swift")
        let spec = try XCTUnwrap(imported.specText, imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        for line in ["    /// Reloads the store the split view shows.\n    - @call reloadStore\n", "- @call select(storeId: String)\n"] {
            XCTAssertTrue(spec.contains(line), "\(line)\n\(spec)")
        }
        let diagnostics = imported.diagnostics.map(\.formatted)
        XCTAssertTrue(diagnostics.contains {
            $0.contains(":36:5: note: 'func reloadStore()' of 'StoreManagementViewModel' is imported as '@call reloadStore':"
                + " the generated class declares the method, which sends each call into the logic's input 'reloadStore'")
        }, diagnostics.joined(separator: "\n"))
        // A reader of the subject the output `store` is made of as it is moves: the output is kept in it (`KeptOutputTests`).
        XCTAssertTrue(diagnostics.contains {
            $0.contains(":45:5: note: 'func currentStore()' of 'StoreManagementViewModel' stays the class's own")
                && $0.contains("(the generated class declares 'storeSubject' for it, not 'private')")
        }, diagnostics.joined(separator: "\n"))
        XCTAssertTrue(spec.contains("    - @kept(storeSubject) store: String?\n"), spec)
        XCTAssertTrue(diagnostics.contains {
            $0.contains(":49:5: warning: 'func retry()' of 'StoreManagementViewModel' is not imported: it uses 'fetchStore'")
                && $0.contains("async")
        }, diagnostics.joined(separator: "\n"))
        XCTAssertTrue(diagnostics.contains {
            $0.contains(":53:5: note: 'func openDetail()' of 'StoreManagementViewModel'") && $0.contains("extension")
        }, diagnostics.joined(separator: "\n"))
        XCTAssertFalse(spec.contains("@call openDetail") || spec.contains("@call currentStore") || spec.contains("@call retry"), spec)
    }

    /// `--check` finds the generated methods the same surface: the members the import warned about and the one that
    /// moves are the only differences; the generated code compiles with call sites that call the methods and the
    /// team's extension holding the helper.
    func testCheckFindsTheCallsTheSameAndTheCallSitesCompile() throws {
        let imported = SpecImporter.importFile(Self.source, path: "S.swift")
        let spec = try XCTUnwrap(imported.specText)
        let source = SpecSource(path: "S.vmspec", bytes: Array(spec.utf8))
        let differences = SurfaceComparison.differences(handWritten: Self.source, path: "S.swift", spec: source)
            .filter { $0.severity == .error }
        // `protocol StoreService` (line 3) moves to a file of the team's own; `openDetail()` (53) to an extension.
        XCTAssertEqual(differences.map { "\($0.location.line)" }.sorted(), ["3", "45", "49", "53"],
                       differences.map(\.formatted).joined(separator: "\n"))
        try assertCompiles(spec, support: """
            protocol StoreService {
                var defaultId: String { get }
                func name(of id: String) -> String
            }
            extension StoreManagementViewModel {
                func openDetail() {
                    navigation.send("detail")
                }
            }
            func callSites(_ viewModel: StoreManagementViewModel) {
                viewModel.reloadStore()
                viewModel.select(storeId: "s-1")
                viewModel.openDetail()
            }

            """)
    }

    /// A class whose only streams call sites reach has no `@call` input: its helpers move as before.
    func testNoPrivateStreamNoCall() throws {
        let source = Self.source
            .replacingOccurrences(of: "private let storeSubject", with: "let storeSubject")
            .replacingOccurrences(of: "private let isLoadingSubject", with: "let isLoadingSubject")
        let imported = SpecImporter.importFile(source, path: "S.swift")
        let spec = try XCTUnwrap(imported.specText, imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertFalse(spec.contains("@call"), spec)
    }

    /// A method that takes the view model's `Input` (`func bindRefresh(input: Input)`, which `transform` calls to bind
    /// the view's streams; a corpus run of s09's Mogakco found three) sends into the private streams too, but the view
    /// never calls it: no `@call` input, whose parameter would name the generated `Input` and refuse the whole view
    /// model, but the warning of what it uses, the rest of the view model imported.
    func testAMethodTakingTheInputStructIsNoCallInput() throws {
        let source = Self.source.replacingOccurrences(of: """
                func openDetail() {
            """, with: """
                func bindReload(input: Input) {
                    input.viewDidLoad.sink { [weak self] in self?.isLoadingSubject.send(true) }.store(in: &cancellables)
                }

                func openDetail() {
            """)
        let imported = SpecImporter.importFile(source, path: "S.swift")
        let spec = try XCTUnwrap(imported.specText, imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertFalse(spec.contains("bindReload"), spec)
        XCTAssertTrue(spec.contains("- @call reloadStore\n"), spec)
        let diagnostics = imported.diagnostics.map(\.formatted)
        XCTAssertTrue(diagnostics.contains {
            $0.contains(":53:5: warning: 'func bindReload(input:)' of 'StoreManagementViewModel' is not imported")
        }, diagnostics.joined(separator: "\n"))
        XCTAssertEqual(diagnostics.filter { $0.contains(": error: ") }, [])
    }
}
