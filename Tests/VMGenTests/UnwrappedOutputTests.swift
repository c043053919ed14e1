import Foundation
import VMGenCore
import XCTest

/// `@unwrapped`: an output the triplet declares implicitly unwrapped, `var isRefreshing: Observable<Bool>! { get }`, as
/// classes that make the stream in their initializer once `self` is ready declare it; call sites that unwrap it
/// (`output.isRefreshing?.subscribe`) and stand-ins declaring it so compile unchanged (issue #32).
final class UnwrappedOutputTests: XCTestCase {
    static func spec(_ framework: Framework, kind: String = "", styles: String = "triplet") -> String {
        """
        options:
          framework: \(framework.name)
          styles: \(styles)
        viewmodel FollowerListViewModel:
          inputs:
            - refresh
          outputs:
            - @unwrapped \(kind)isRefreshing: Bool
            - count: Int
        """
    }

    func testTheProtocolTheClassAndTheFakeDeclareItUnwrappedAndCallSitesThatUnwrapItCompile() throws {
        let code = TestSupport.render(Self.spec(.rxswift))
        XCTAssertTrue(code.contains("    var isRefreshing: Observable<Bool>! { get }\n"), code)
        XCTAssertTrue(code.contains("    var count: Observable<Int> { get }\n"), code)
        XCTAssertTrue(code.contains("let isRefreshing: Observable<Bool>!\n"), code)
        let unwrapping: [Framework: String] = [
            .rxswift: "_ = viewModel.outputs.isRefreshing?.subscribe(onNext: { print($0) })",
            .rxcocoa: "_ = viewModel.outputs.isRefreshing?.drive(onNext: { print($0) })",
            .combine: "_ = viewModel.outputs.isRefreshing?.sink { print($0) }",
            .reactiveswift: "viewModel.outputs.isRefreshing?.observeValues { print($0) }",
            .async: "_ = viewModel.outputs.isRefreshing?.makeAsyncIterator()",
        ]
        for (framework, call) in unwrapping {
            let isolated = framework == .async ? "@MainActor " : ""
            try assertCompiles(Self.spec(framework), support: """
                \(isolated)func bind(_ viewModel: any FollowerListViewModelType) {
                    \(call)
                    if viewModel.outputs.isRefreshing == nil { print("not made yet") }
                    let count = viewModel.outputs.count
                    _ = count
                }

                """)
        }
    }

    /// An input the view sends into, declared so (`var searchTrigger: AnyObserver<Int>! { get }`): the protocol, the
    /// class and the fake say the same `!`, and a call site that unwraps it compiles.
    func testAnInputTheViewSendsIntoMayBeUnwrappedToo() throws {
        let code = TestSupport.render(Self.spec(.rxswift).replacingOccurrences(
            of: "    - refresh\n", with: "    - @unwrapped @observer searchTrigger(_ page: Int)\n    - @unwrapped @relay query(_ text: String)\n"))
        XCTAssertTrue(code.contains("    var searchTrigger: AnyObserver<Int>! { get }\n"), code)
        XCTAssertTrue(code.contains("    var searchTrigger: AnyObserver<Int>! { searchTriggerSubject.asObserver() }\n"), code)
        let inputs: [Framework: (String, String)] = [
            .rxswift: ("@observer", "viewModel.inputs.searchTrigger?.onNext(2)"),
            .rxcocoa: ("@relay", "viewModel.inputs.searchTrigger?.accept(2)"),
            .combine: ("@subject", "viewModel.inputs.searchTrigger?.send(2)"),
            .reactiveswift: ("@observer", "viewModel.inputs.searchTrigger?.send(value: 2)"),
        ]
        for (framework, (kind, call)) in inputs {
            try assertCompiles(Self.spec(framework).replacingOccurrences(
                of: "    - refresh\n", with: "    - @unwrapped \(kind) searchTrigger(_ page: Int)\n"), support: """
                func bind(_ viewModel: any FollowerListViewModelType) {
                    \(call)
                }

                """)
        }
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(.rxswift).replacingOccurrences(of: "- refresh", with: "- @unwrapped refresh")), [
            "t.vmspec:6:7: error: '@unwrapped' does not apply here: it marks the property of an input the view sends into"
                + " ('@observer', '@relay' or '@subject'), and this input is a method",
        ])
    }

    func testWhereItCannotApplyItIsAnErrorWhereItStands() {
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(.closures)), [
            "t.vmspec:8:7: error: '@unwrapped' does not apply here: the closures framework's outputs are optional closures already",
        ])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(.rxswift, kind: "@constant ")), [
            "t.vmspec:8:7: error: '@unwrapped' does not apply here: it marks a stream's property, and a '@constant' output is a value",
        ])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(.rxswift).replacingOccurrences(
            of: "isRefreshing: Bool", with: "isRefreshing(at index: Int) -> Bool")), [
            "t.vmspec:8:7: error: '@unwrapped' is for streams and values; a function output is a method",
        ])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(.rxswift, styles: "triplet, transform")).first?.prefix(120),
            "t.vmspec:8:7: error: '@unwrapped' does not apply here: it marks the stream property the triplet's protocol declares, and")
    }

    static let handWritten = """
        import RxSwift
        protocol CollectionsViewModelInputs {
            func refresh()
            var searchTrigger: AnyObserver<Int>! { get }
            var page: Int! { get }
        }
        protocol CollectionsViewModelOutputs {
            var isRefreshing: Observable<Bool>! { get }
            var title: String! { get }
        }
        protocol CollectionsViewModelType {
            var inputs: CollectionsViewModelInputs { get }
            var outputs: CollectionsViewModelOutputs { get }
        }
        """

    /// The import reads an output stream declared `T!` as `@unwrapped`, and `--check` finds it the same; an input the
    /// view sends into declared so, and a value, are warnings naming what to write.
    func testImportReadsAnUnwrappedStreamAndWarnsAboutWhatItCannotSay() throws {
        let result = SpecImporter.importFile(Self.handWritten, path: "C.swift")
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("    - @unwrapped isRefreshing: Bool\n"), spec)
        XCTAssertTrue(spec.contains("    - @unwrapped @observer searchTrigger(_ value: Int)\n"), spec)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [
            "C.swift:5:5: warning: 'page: Int!' is not imported: it is implicitly unwrapped ('Int!'), which only an input the"
                + " view sends into can say ('@unwrapped'); declare it 'Int' in the protocol and the class, then import it again",
            "C.swift:9:5: warning: 'title: String!' is not imported: it is implicitly unwrapped ('String!'), which only a"
                + " stream or an input the view sends into can say ('@unwrapped'); declare it 'String' in the protocol and the"
                + " class, then import it again",
        ])
        let differences = SurfaceComparison.differences(
            handWritten: Self.handWritten, path: "C.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.formatted), [
            "C.swift:5:5: error: 'var page:Int!{get}' of 'CollectionsViewModelInputs' is not in the generated code",
            "C.swift:9:5: error: 'var title:String!{get}' of 'CollectionsViewModelOutputs' is not in the generated code",
        ])
        // Without `@unwrapped`, the plain stream is a difference `--check` reports.
        let plain = spec.replacingOccurrences(of: "@unwrapped ", with: "")
        XCTAssertTrue(SurfaceComparison.differences(
            handWritten: Self.handWritten, path: "C.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(plain.utf8)))
            .map(\.formatted).contains("C.swift:8:5: error: 'var isRefreshing:Observable<Bool>!{get}' of 'CollectionsViewModelOutputs'"
                + " is not in the generated code"))
    }

    /// An output stream declared settable (`{ get set }`), which the generated read-only output is not, is a warning
    /// where it stands and a difference, never imported silently as read-only (a value declared so is a `@settable`
    /// constant: `SettableConstantTests`).
    func testASettableOutputIsAWarningAndADifference() throws {
        let source = """
            import RxSwift
            protocol ListViewModelInputs {
                func refresh()
            }
            protocol ListViewModelOutputs {
                var items: Observable<[Int]> { get set }
                var count: Observable<Int> { get }
            }
            protocol ListViewModelType {
                var inputs: ListViewModelInputs { get }
                var outputs: ListViewModelOutputs { get }
            }
            """
        let result = SpecImporter.importFile(source, path: "L.swift")
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            "L.swift:6:5: warning: 'items: Observable<[Int]>' is not imported: it is settable ({ get set }), and the generated"
                + " output is read-only ({ get }): a view that assigns it changes; declare it '{ get }' where only the class sets"
                + " it, or make what the view assigns an input",
        ])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "L.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(spec.utf8))).map(\.formatted), [
            "L.swift:6:5: error: 'var items:Observable<[Int]>{get set}' of 'ListViewModelOutputs' is not in the generated code",
        ])
    }
}
