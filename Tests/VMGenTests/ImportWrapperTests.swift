import VMGenCore
import XCTest

/// Values in an app's own property wrapper (MGArchitecture's `@Property`, a `BehaviorRelay` it projects) import as
/// RxSwift value outputs with `wrapper:`; what vmgen assumes of the wrapper is said unless the file shows it.
final class ImportWrapperTests: XCTestCase {
    private func source(imports: String, wrapper: String = "Property", second: String = "Property") -> String {
        """
        \(imports)
        struct ReposViewModel {
            let useCase: ReposUseCaseType
        }
        extension ReposViewModel: ViewModel {
            struct Input {
                let load: Driver<Void>
            }
            struct Output {
                @\(wrapper) var isLoading = false
                @\(second) var error: Error?
                @\(wrapper) var order = SortOrder.stars
                let title: Driver<String>
            }
            func transform(_ input: Input, disposeBag: DisposeBag) -> Output { fatalError() }
        }
        """
    }

    func testMGArchitecturePropertyValuesImportAsValueOutputsWithTheWrapper() throws {
        let code = source(imports: "import MGArchitecture\nimport RxCocoa")
        let result = SpecImporter.importFile(code, path: "Repos.swift")
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            "Repos.swift:13:19: note: the type of 'order' is not written: the spec reads 'SortOrder.stars' as a 'SortOrder'",
        ])
        let spec = try XCTUnwrap(result.specText)
        for line in [
            "  framework: rxcocoa", "  declaration: struct", "  wrapper: Property", "  conforms: ViewModel",
            "    - @value isLoading: Bool = false", "    - @value error: Error?", "    - @value order: SortOrder = SortOrder.stars",
            "    - title: String",
        ] {
            XCTAssertTrue(spec.contains(line + "\n"), "\(line) in\n\(spec)")
        }
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: code, path: "Repos.swift", spec: SpecSource(path: "r.vmspec", bytes: Array(spec.utf8))
        ).map(\.formatted), [])
    }

    func testAWrapperTheFileDoesNotShowIsANoteAndOneSpecKeepsOneWrapper() throws {
        let result = SpecImporter.importFile(source(imports: "import RxCocoa", second: "Stored"), path: "Repos.swift")
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            "Repos.swift:10:19: note: '@Property' is read as the app's property wrapper of value outputs ('wrapper: Property'):"
                + " the generated code gives it init(wrappedValue:) and binds the BehaviorRelay it projects, as"
                + " MGArchitecture's @Property does",
            "Repos.swift:11:17: warning: '@Stored var error' is not imported: one spec keeps its value outputs in one property"
                + " wrapper, and this file's first is @Property",
            "Repos.swift:12:19: note: the type of 'order' is not written: the spec reads 'SortOrder.stars' as a 'SortOrder'",
        ])
        XCTAssertTrue(try XCTUnwrap(result.specText).contains("# not imported: @Stored var error"))
        // Declared in the file as vmgen uses it: nothing to say.
        let declared = source(imports: "import RxCocoa") + """

            @propertyWrapper
            struct Property<Value> {
                var wrappedValue: Value
                var projectedValue: BehaviorRelay<Value> { fatalError() }
            }
            """
        XCTAssertEqual(SpecImporter.importFile(declared, path: "Repos.swift").diagnostics.besidesDeclarationsBeside
            .filter { $0.severity != .note }.count, 0)
        XCTAssertFalse(SpecImporter.importFile(declared, path: "Repos.swift").diagnostics.contains { $0.message.contains("read as the app's") })
    }

    func testAWrapperInCombineIsNotAValueOutput() throws {
        let code = source(imports: "import Combine").replacingOccurrences(of: "Driver<Void>", with: "AnyPublisher<Void, Never>")
            .replacingOccurrences(of: "Driver<String>", with: "AnyPublisher<String, Never>")
        let result = SpecImporter.importFile(code, path: "Repos.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [
            "Repos.swift:10:19: warning: '@Property var isLoading' is not imported: a value in the property wrapper @Property of"
                + " the app is a value output of RxSwift only (Combine's are @Published)",
            "Repos.swift:11:19: warning: '@Property var error' is not imported: a value in the property wrapper @Property of the"
                + " app is a value output of RxSwift only (Combine's are @Published)",
            "Repos.swift:12:19: warning: '@Property var order' is not imported: a value in the property wrapper @Property of the"
                + " app is a value output of RxSwift only (Combine's are @Published)",
        ])
        XCTAssertFalse(try XCTUnwrap(result.specText).contains("wrapper:"))
    }
}
