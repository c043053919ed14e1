import Foundation
import VMGenCore
import XCTest

/// A property the initializer sets from a constant it works out first (`let shelf = store.shelf(for: kind)` then
/// `self.title = shelf.name`, `InitLocalConstants`): the generated initializer declares no constant, so the import
/// writes the constant's value in its stead, `- init let title: String = store.shelf(for: kind).name`, where it was the
/// warning "its initializer sets it from other than one of its parameters" (#32). A constant read more than once stays
/// that warning: written in each reader's stead, it would be worked out twice.
final class InitLocalConstantImportTests: XCTestCase {
    static func source(_ stored: String, _ initializer: String) -> String {
        """
        import Combine
        final class ShelfViewModel {
            struct Input { let refresh: AnyPublisher<Void, Never> }
            struct Output { let count: AnyPublisher<Int, Never> }
        \(stored)
            private let store: ShelfStore
        \(initializer)
            func transform(input: Input) -> Output {
                Output(count: input.refresh.map { 1 }.eraseToAnyPublisher())
            }
        }
        """
    }

    static func lines(_ result: SpecImporter.Result) -> [String] {
        result.diagnostics.map { String($0.formatted.prefix { $0 != "\n" }) }
    }

    /// Each constant read once is written in its reader's stead, a constant another reads in turn too, in parentheses
    /// where an operator would bind otherwise; the generated class, run on OpenCombine, starts with the same values and
    /// asks the store once each, as the hand-written one did.
    func testAConstantReadOnceIsWrittenInItsStead() throws {
        let source = Self.source("""
                let title: String
                let firstPage: Int
                let names: [String]
            """, """
                init(store: ShelfStore, kind: String) {
                    self.store = store
                    let shelf = store.shelf(
                        for: kind
                    )
                    self.title = shelf.name
                    let saved = store.savedPage(for: kind)
                    let page = saved ?? 1
                    firstPage = page + 1
                    let names = Array<String>(store.names().reversed())
                    self.names = names
                }
            """)
        let result = SpecImporter.importFile(source, path: "S.swift")
        XCTAssertEqual(Self.lines(result).filter { !$0.contains(": note: ") }, [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("""
              properties:
                - init let title: String = store.shelf(for: kind).name
                - init let firstPage: Int = (store.savedPage(for: kind) ?? 1) + 1
                - init let names: [String] = Array<String>(store.names().reversed())

            """), spec)
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "S.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.formatted), [])

        let folder = try TestSupport.temporaryFolder(self)
        try CombineProgram.run(spec: spec, path: "S.vmspec", style: .transform, main: """
            struct Shelf { let name: String }
            final class ShelfStore {
                var asked: [String] = []
                func shelf(for kind: String) -> Shelf { asked.append("shelf"); return Shelf(name: "Fiction") }
                func savedPage(for kind: String) -> Int? { asked.append("page"); return kind == "saved" ? 4 : nil }
                func names() -> [String] { ["a", "b"] }
            }
            let store = ShelfStore()
            let viewModel = ShelfViewModel(store: store, kind: "saved")
            expect(viewModel.title, "Fiction", "the shelf's name")
            expect(viewModel.firstPage, 5, "the saved page after the one read")
            expect(ShelfViewModel(store: ShelfStore(), kind: "new").firstPage, 2, "the page after 1, none saved")
            expect(store.asked.sorted(), ["page", "shelf"], "the store asked once each")
            expect(viewModel.names, ["b", "a"], "the names reversed")
            finishProbeTests()
            """, in: folder, failure: "the imported shelf")
    }

    /// A constant two properties read (`let subject = PassthroughSubject<Int, Never>()` whose two faces the class keeps),
    /// or a property and a binding, a variable, one with a written type (which may say what its value's type is), one
    /// that shadows a parameter it reads, or that is worked out with `try`: the warning where the property stands.
    func testWhatWouldBeWorkedOutTwiceOrOtherwiseStaysAWarning() throws {
        let warning = "its initializer sets it from other than one of its parameters, and a spec property starts with a value"
        for (initializer, why) in [
            ("let subject = PassthroughSubject<Int, Never>()\n        self.title = subject.description\n"
                + "        self.other = subject.description", "two properties read it"),
            ("let name = store.name()\n        self.title = name\n        store.log(name)", "the initializer reads it again"),
            ("var name = store.name()\n        name += \"!\"\n        self.title = name", "a variable"),
            ("let name: String = store.name()\n        self.title = name", "a written type"),
            ("let store = store.fallback\n        self.title = store.name()", "it shadows the parameter it reads"),
            ("let name = try store.loadName()\n        self.title = name", "'try'"),
        ] {
            let source = Self.source("    let title: String\n    let other: String = \"\"", """
                    init(store: ShelfStore) {
                        self.store = store
                        \(initializer)
                    }
                """)
            let result = SpecImporter.importFile(source, path: "S.swift")
            XCTAssertTrue(Self.lines(result).contains { $0.contains("'let title'") && $0.hasSuffix(warning) },
                          "\(why): \(Self.lines(result))")
            XCTAssertFalse(result.specText?.contains("init let title") ?? true, why)
        }
    }
}
