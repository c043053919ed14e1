import Foundation
import VMGenCore
import XCTest

/// `vmgen import` of the transform style: a base class and shared protocols carried over, `Input` and `Output`
/// found in an extension, a struct whose `transform` stands in an extension, and the variants warned.
extension ImportTests {
    /// A base class, known by an `override init`, becomes `superclass:`; the protocols after it `conforms:`; and the
    /// spec regenerates the same surface, inheritance included.
    func testABaseClassAndSharedProtocolsAreCarriedOver() throws {
        let source = """
            final class BranchesViewModel: BaseViewModel, ViewModelType {
                struct Input { let load: Observable<Void> }
                struct Output { let names: Observable<[String]> }
                override init() { super.init() }
                func transform(input: Input) -> Output { fatalError() }
            }
            """
        let result = SpecImporter.importFile(source, path: "Branches.swift")
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("  superclass: BaseViewModel\n  conforms: ViewModelType\n"), spec)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "Branches.swift", spec: SpecSource(path: "b.vmspec", bytes: Array(spec.utf8))
        ).map(\.formatted), [])
    }

    /// `Input` and `Output` declared in an extension of the view model, as CleanArchitectureRxSwift does.
    func testInputAndOutputDeclaredInAnExtensionAreFound() throws {
        let source = """
            final class CreatePostViewModel: ViewModelType {
                init(useCase: PostsUseCase) {}
                func transform(input: Input) -> Output { fatalError() }
            }
            extension CreatePostViewModel {
                struct Input {
                    let saveTrigger: Driver<Void>
                    let title: Driver<String>
                }
                struct Output {
                    let saveEnabled: Driver<Bool>
                }
            }
            """
        let result = SpecImporter.importFile(source, path: "CreatePost.swift")
        XCTAssertEqual(result.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        for line in ["  framework: rxcocoa", "    - @driver saveTrigger", "    - @driver title(_ value: String)",
                     "    - saveEnabled: Bool", "    - useCase: PostsUseCase"] {
            XCTAssertTrue(spec.contains(line + "\n"), "\(line) in\n\(spec)")
        }
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "CreatePost.swift", spec: SpecSource(path: "c.vmspec", bytes: Array(spec.utf8))
        ).map(\.formatted), [])
    }

    /// A struct view model as the Clean Architecture templates write it: stored dependencies taken by its memberwise
    /// initializer, and the contract and `transform` in an extension; `@Published` values typed by their literals.
    func testAStructWithItsTransformInAnExtensionIsFound() throws {
        let source = """
            struct ReposViewModel {
                let navigator: ReposNavigatorType
                let useCase: ReposUseCaseType
                var pageSize: Int = 20
                static let shared = 1
            }
            extension ReposViewModel: ViewModel {
                struct Input {
                    let loadTrigger: AnyPublisher<Void, Never>
                }
                final class Output: ObservableObject {
                    @Published var repos = [Repo]()
                    @Published var alert = AlertMessage()
                    @Published var isEmpty = false
                }
                func transform(_ input: Input, cancellables: inout Set<AnyCancellable>) -> Output { fatalError() }
            }
            """
        let result = SpecImporter.importFile(source, path: "Repos.swift")
        // Its stored members are read by call sites (`let`, `var`: readable dependencies); the static one moves.
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            "Repos.swift:5:12: note: 'let shared' of 'ReposViewModel' stays the class's own: declare it in an extension of"
                + " 'ReposViewModel' in a file of your own ('extension ReposViewModel { ... }'), where call sites reach it"
                + " unchanged (it uses nothing the generated class keeps private)",
        ])
        let spec = try XCTUnwrap(result.specText)
        for line in [
            "  declaration: struct", "    - let navigator: ReposNavigatorType", "    - let useCase: ReposUseCaseType",
            "    - var pageSize: Int = 20", "    - @value repos: [Repo] = [Repo]()", "    - @value alert: AlertMessage = AlertMessage()",
            "    - @value isEmpty: Bool = false", "    - loadTrigger",
        ] {
            XCTAssertTrue(spec.contains(line + "\n"), "\(line) in\n\(spec)")
        }
        XCTAssertFalse(spec.contains("shared"), spec)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "Repos.swift", spec: SpecSource(path: "r.vmspec", bytes: Array(spec.utf8))
        ).map(\.formatted), [
            "Repos.swift:5:12: error: 'let shared' of 'ReposViewModel', declared besides its 'transform', moves to an"
                + " extension: declare it in an extension of 'ReposViewModel' in a file of your own, where call sites reach"
                + " it unchanged",
        ])
    }

    func testAHandWrittenTransformViewModelImportsWithItsVariantsWarned() {
        let source = """
            final class SearchViewModel: ViewModelType {
                struct Input {
                    /// What the user typed.
                    let query: Observable<String>
                    let refresh: Observable<Void>
                    let select: Observable<(row: Int, section: Int)>
                    let trigger: Driver<Void>
                    let pair: Observable<(String, Int)>
                }
                struct Output {
                    let results: Driver<[Item]>
                    let error: Signal<String>
                }
                init(api: SearchAPI = .live) {}
                func transform(input: Input) -> Output { fatalError() }
            }
            """
        let result = SpecImporter.importFile(source, path: "Search.swift")
        // A tuple without labels is one value of the tuple's type.
        XCTAssertEqual(result.diagnostics.map(\.formatted), [])
        let spec = result.specText ?? ""
        for line in ["    - pair(_ value: (String, Int))","  framework: rxcocoa", "  styles: transform", "  conforms: ViewModelType", "    - api: SearchAPI = .live",
                     "    /// What the user typed.", "    - query(_ value: String)", "    - refresh",
                     "    - select(row: Int, section: Int)", "    - @driver trigger",
                     "    - results: [Item]", "    - @signal error: String"] {
            XCTAssertTrue(spec.contains(line + "\n"), "\(line) in\n\(spec)")
        }
    }
}
