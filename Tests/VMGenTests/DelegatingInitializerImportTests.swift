import Foundation
import VMGenCore
import XCTest

/// The import of an initializer that delegates to the one the dependencies come from (`DelegatingInitializers`): a
/// `convenience init` of a class (any delegating `init` of a struct) moves to the team's extension of the generated view
/// model, a `note:` where it stands, when the generated initializer has the labels it calls; `--check` reports it as
/// moving; otherwise a warning says why.
final class DelegatingInitializerImportTests: XCTestCase {
    /// A one-stream event transform as Combine apps write it, with `extra` among its members.
    static func eventTransform(_ extra: String, kind: String = "final class") -> String {
        """
        import Combine
        protocol ViewModelProtocol {
            associatedtype Input
            associatedtype Output
            func transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>
        }
        \(kind) ReviewListViewModel: ViewModelProtocol {
            enum Input { case viewDidLoad }
            enum Output { case show(String) }
            private let fetchUseCase: FetchUseCase
            private let shopId: Int
            private static let pageSize = 20
            init(fetchUseCase: FetchUseCase, shopId: Int, shopName: String = "") {
                self.fetchUseCase = fetchUseCase
                self.shopId = shopId
            }
        \(extra)
            func transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never> {
                Empty().eraseToAnyPublisher()
            }
        }
        """
    }

    static func lines(_ result: SpecImporter.Result) -> [String] {
        result.diagnostics.map { String($0.formatted.prefix { $0 != "\n" }) }
    }

    static func differences(_ source: String, spec: String) -> [String] {
        SurfaceComparison.differences(handWritten: source, path: "V.swift", spec: SpecSource(path: "v.vmspec", bytes: Array(spec.utf8)))
            .map { String($0.formatted.prefix { $0 != "\n" }) }
    }

    func testAConvenienceInitThatDelegatesByTheDependenciesLabelsMovesToAnExtension() throws {
        let source = Self.eventTransform("""
                convenience init(shopId: Int) {
                    let repository = DefaultShopRepository(service: DefaultShopService())
                    self.init(fetchUseCase: DefaultFetchUseCase(repository: repository), shopId: shopId)
                }
            """)
        let result = SpecImporter.importFile(source, path: "V.swift")
        XCTAssertEqual(Self.lines(result), [
            "V.swift:17:17: note: 'init(shopId:)' of 'ReviewListViewModel' stays the class's own: declare it in an extension"
                + " of 'ReviewListViewModel' in a file of your own ('extension ReviewListViewModel { ... }'), where call sites"
                + " reach it unchanged (it delegates to the generated 'init(fetchUseCase:shopId:shopName:)')",
        ])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("  dependencies:\n    - fetchUseCase: FetchUseCase\n    - shopId: Int\n"
            + "    - shopName: String = \"\"\n"), spec)
        XCTAssertEqual(Self.differences(source, spec: spec), [
            "V.swift:17:17: error: 'init(shopId:)' of 'ReviewListViewModel' moves to an extension: declare it in an extension"
                + " of 'ReviewListViewModel' in a file of your own, where call sites reach it unchanged",
        ])
        // A spec whose initializer has other labels: the call no longer reaches it, so it is missing, not moving.
        let renamed = spec.replacingOccurrences(of: "    - shopId: Int\n", with: "    - id: Int\n")
        let renamedDifferences = Self.differences(source, spec: renamed)
        XCTAssertTrue(renamedDifferences.contains(
            "V.swift:17:17: error: 'init(shopId:)' of 'ReviewListViewModel' is not in the generated code"),
            renamedDifferences.joined(separator: "\n"))
    }

    func testADelegationTheGeneratedInitializerCannotTakeOrThatUsesPrivateStateStaysAWarning() throws {
        let source = Self.eventTransform("""
                convenience init(id: Int) {
                    self.init(useCase: DefaultFetchUseCase(), shopId: id)
                }
                convenience init(page: Int) {
                    self.init(fetchUseCase: DefaultFetchUseCase(size: Self.pageSize), shopId: page)
                }
                required convenience init(other: Int) {
                    self.init(fetchUseCase: DefaultFetchUseCase(), shopId: other)
                }
                init(service: Service) {
                    self.fetchUseCase = DefaultFetchUseCase(service: service)
                    self.shopId = 0
                }
            """, kind: "class")
        let result = SpecImporter.importFile(source, path: "V.swift")
        XCTAssertEqual(Self.lines(result), [
            "V.swift:17:17: warning: 'init(id:)' of 'ReviewListViewModel' is not imported: it delegates to"
                + " 'self.init(useCase:shopId:)', and the generated initializer is 'init(fetchUseCase:shopId:shopName:)'",
            "V.swift:20:17: warning: 'init(page:)' of 'ReviewListViewModel' is not imported: it uses 'pageSize', private in"
                + " 'ReviewListViewModel', which an extension in another file cannot reach",
            "V.swift:23:26: warning: 'init(other:)' of 'ReviewListViewModel' is not imported: it is 'required', which Swift"
                + " declares in the class itself, not in an extension",
            "V.swift:26:5: warning: 'init(service:)' of 'ReviewListViewModel' is not imported: the generated view model has"
                + " one initializer, of its dependencies",
        ])
    }

    func testAStructsInitThatDelegatesMovesToo() throws {
        let source = Self.eventTransform("""
                init(shopId: Int) {
                    self.init(fetchUseCase: DefaultFetchUseCase(), shopId: shopId, shopName: "")
                }
            """, kind: "struct")
        let lines = Self.lines(SpecImporter.importFile(source, path: "V.swift"))
        XCTAssertTrue(lines.contains { $0.hasPrefix("V.swift:17:5: note: 'init(shopId:)' of 'ReviewListViewModel' stays the"
            + " class's own") }, lines.joined(separator: "\n"))
    }

    func testATripletsConvenienceInitMovesToo() throws {
        let source = """
            import RxSwift
            protocol ListViewModelInputs { func refresh() }
            protocol ListViewModelOutputs { var items: Observable<[String]> { get } }
            protocol ListViewModelType {
                var inputs: ListViewModelInputs { get }
                var outputs: ListViewModelOutputs { get }
            }
            final class ListViewModel: ListViewModelType, ListViewModelInputs, ListViewModelOutputs {
                var inputs: ListViewModelInputs { self }
                var outputs: ListViewModelOutputs { self }
                let items: Observable<[String]>
                init(service: ListService, _ limit: Int) {
                    items = .just([])
                }
                convenience init() {
                    self.init(service: DefaultListService(), 20)
                }
                func refresh() {}
            }
            """
        let result = SpecImporter.importFile(source, path: "L.swift")
        XCTAssertEqual(Self.lines(result), [
            "L.swift:15:17: note: 'init()' of 'ListViewModel' stays the class's own: declare it in an extension of"
                + " 'ListViewModel' in a file of your own ('extension ListViewModel { ... }'), where call sites reach it"
                + " unchanged (it delegates to the generated 'init(service:_:)')",
        ])
        let spec = try XCTUnwrap(result.specText)
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "L.swift", spec: SpecSource(path: "l.vmspec", bytes: Array(spec.utf8)))
            .map { String($0.formatted.prefix { $0 != "\n" }) }
        XCTAssertEqual(differences, [
            "L.swift:15:17: error: 'init()' of 'ListViewModel' moves to an extension: declare it in an extension of"
                + " 'ListViewModel' in a file of your own, where call sites reach it unchanged",
        ])
    }

    func testTheReaderKeepsTheLabelsOfTheSelfInitCall() {
        let declarations = SwiftDeclarationReader.read(SwiftTokenizer.tokenize("""
            class A {
                convenience init(x: Int) {
                    let y = [x: 1]
                    self.init(_: y, b: x > 0 ? x : 1, c: f(d: x), { $0 })
                }
                init(z: Int) { super.init(); print(z) }
            }
            """, path: "A.swift").tokens)
        let inits = declarations[0].members
        XCTAssertEqual(inits[0].delegatedLabels, ["_", "b", "c", "_"])
        XCTAssertNil(inits[1].delegatedLabels)
    }
}
