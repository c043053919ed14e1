import Foundation
import VMGenCore
import XCTest

/// A stored property with a value that the class's initializer sets again (`var count = 5` with `self.count = 0` in
/// `init`, `InitSetProperties`): the class starts with the initializer's value, never the declaration's. It used to be
/// imported with the declaration's value, silently, so the generated class started at 5; it is now the initializer's
/// `- init var count: Int = 0` where the generated initializer can write that value, and a warning where it stands
/// otherwise; `--check` agrees with both (#32).
final class InitResetPropertyImportTests: XCTestCase {
    static func source(_ stored: String, _ initializer: String, helper: String = "") -> String {
        """
        import Combine
        final class CounterViewModel {
            struct Input { let tap: AnyPublisher<Void, Never> }
            struct Output { let total: AnyPublisher<Int, Never> }
        \(stored)
            private let store: CounterStore
        \(initializer)
            func transform(input: Input) -> Output {
                Output(total: input.tap.map { 1 }.eraseToAnyPublisher())
            }
        \(helper)
        }
        """
    }

    static let stored = """
            var count = 5
            var title: String = "Draft"
            private var page = 1
            var rows = [10, 20]
        """

    static let initializer = """
            init(store: CounterStore) {
                self.store = store
                self.count = 0
                title = store.defaultTitle()
                page = 0
            }
        """

    /// `- init var count: Int = 0`: the value the initializer sets, with the type the declaration's value says; a
    /// private one a helper that moves reads is made readable with it; one the initializer leaves keeps its value.
    func testTheInitializersValueIsTheOneTheClassStartsWith() throws {
        let source = Self.source(Self.stored, Self.initializer, helper: "    func nextPage() -> Int { page + 1 }")
        let result = SpecImporter.importFile(source, path: "C.swift")
        let spec = try XCTUnwrap(result.specText, result.diagnostics.map(\.formatted).joined(separator: "\n"))
        for line in [
            "- init var count: Int = 0", "- init var title: String = store.defaultTitle()",
            "- private(set) init var page: Int = 0", "- var rows: [Int] = [10, 20]",
        ] {
            XCTAssertTrue(spec.contains(line), "\(line)\n\(spec)")
        }
        XCTAssertFalse(spec.contains("= 5") || spec.contains("\"Draft\"") || spec.contains("= 1\n"), spec)
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "C.swift", spec: SpecSource(path: "c.vmspec", bytes: Array(spec.utf8)))
            .filter { $0.severity == .error }.map(\.formatted)
        XCTAssertEqual(differences.count, 1, differences.joined(separator: "\n"))
        XCTAssertTrue(differences.first?.contains("'func nextPage()' of 'CounterViewModel'") == true
            && differences.first?.contains("moves to an extension") == true, differences.joined(separator: "\n"))

        // The generated class starts with the initializer's values, as the hand-written one did.
        let folder = try TestSupport.temporaryFolder(self)
        try CombineProgram.run(spec: spec, path: "C.vmspec", style: .transform, main: """
            final class CounterStore {
                func defaultTitle() -> String { "Untitled" }
            }
            extension CounterViewModel {
                func nextPage() -> Int { page + 1 }
            }
            let viewModel = CounterViewModel(store: CounterStore())
            expect(viewModel.count, 0, "the count the initializer sets, not the declaration's 5")
            expect(viewModel.title, "Untitled", "the title the store gives")
            expect(viewModel.nextPage(), 1, "the page the initializer sets, read by the helper that moves")
            expect(viewModel.rows, [10, 20], "the rows it leaves as declared")
            viewModel.count += 1
            expect(viewModel.count, 1, "a var call sites set")
            finishProbeTests()
            """, in: folder, failure: "the imported counter")
    }

    /// Set again to what the generated initializer cannot write (a member of the class, `self`, a name of its own),
    /// or by one of several initializers: a warning where it stands naming the value it would start with, never the
    /// declaration's value silently; `--check` reports the property missing. A binding that sets it later (in a
    /// closure) is no reset: it starts with its value there too.
    func testWhatTheGeneratedInitializerCannotWriteIsAWarning() throws {
        for (initializer, why) in [
            ("self.count = self.store.start()", "'self'"),
            ("self.count = makeStart()", "a method of the class"),
            // A constant of its own read once is written in its stead (`InitLocalConstantImportTests`); read twice, not.
            ("let start = store.start()\n        self.count = start\n        print(start)", "a local of its own read twice"),
            ("self.count = store.start()\n    }\n    convenience init() {\n        self.init(store: CounterStore())\n        self.count = 3",
             "two initializers"),
            // Set as it runs, but to no one value the generated initializer could write once.
            ("if store.isEmpty { self.count = 0 }", "a branch"),
            ("guard store.isReady else { count = 0; return }", "a guard's else"),
            ("self.count = 0\n        if store.isEmpty { count = 1 }", "a literal, then again in a branch"),
            ("count += 1", "an operator on the declaration's value"),
        ] {
            let source = Self.source("    var count = 5", """
                    init(store: CounterStore) {
                        self.store = store
                        \(initializer)
                    }
                """, helper: "    private func makeStart() -> Int { 2 }")
            let result = SpecImporter.importFile(source, path: "C.swift")
            let lines = result.diagnostics.map(\.formatted)
            XCTAssertTrue(lines.contains {
                $0.hasPrefix("C.swift:5:5: warning: 'var count' of 'CounterViewModel' is not imported: ")
                    && $0.contains("sets it again") && $0.contains("would start with the declaration's value, '5'")
            }, "\(why): \(lines.joined(separator: "\n"))")
            let spec = result.specText ?? ""
            XCTAssertFalse(spec.contains("var count"), "\(why): \(spec)")
            if !spec.isEmpty {
                let differences = SurfaceComparison.differences(
                    handWritten: source, path: "C.swift", spec: SpecSource(path: "c.vmspec", bytes: Array(spec.utf8)))
                XCTAssertTrue(differences.contains { $0.message.contains("'var count' of 'CounterViewModel'") },
                              "\(why): \(differences.map(\.formatted))")
            }
        }
        // Set by a binding the initializer sets up, which runs later: the class starts with its value, as imported.
        let later = Self.source("    var count = 5", """
                init(store: CounterStore) {
                    self.store = store
                    store.changes.sink { [weak self] in self?.count = $0 }.store(in: &bag)
                }
            """, helper: "    var bag = Set<AnyCancellable>()")
        let result = SpecImporter.importFile(later, path: "C.swift")
        XCTAssertTrue(result.specText?.contains("- var count: Int = 5") == true,
                      result.diagnostics.map(\.formatted).joined(separator: "\n"))
        // A subject started again from a parameter is no such state: its own readers say what it is (as before).
        let relay = SpecImporter.importFile(Self.source("    var selection = CurrentValueSubject<Int, Never>(0)", """
                init(store: CounterStore, selection: Int) {
                    self.store = store
                    self.selection = CurrentValueSubject<Int, Never>(selection)
                }
            """), path: "C.swift")
        XCTAssertFalse(relay.diagnostics.contains { $0.message.contains("sets it again") }, relay.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertFalse(relay.specText?.contains("init var selection") ?? false, relay.specText ?? "")
        // Nor is the bag it passes `inout` to keep the subscription.
        XCTAssertTrue(result.specText?.contains("- var bag: Set<AnyCancellable> = .init()") == true, result.specText ?? "")
        XCTAssertFalse(result.diagnostics.contains { $0.severity == .warning }, result.diagnostics.map(\.formatted).joined(separator: "\n"))
    }
}
