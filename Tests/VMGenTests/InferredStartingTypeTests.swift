import Foundation
@testable import VMGenCore
import XCTest

/// A stored property of the class without a written type whose relay or subject starts with a value that says its type
/// (`InferredStartingTypes`): a call of a type's initializer (`BehaviorSubject(value: Profile(name: ""))`,
/// `BehaviorRelay(value: [Todo]())`), or, for a `lazy var`, a stored property of the class whose type is written
/// (`lazy var todoList = BehaviorSubject(value: todos)`). It used to be the warning "a stored property without a written
/// type" that left it out of the generated class, and the call sites that read it changed (#32).
final class InferredStartingTypeTests: XCTestCase {
    /// The view model's file, its app types (`Todo`, `Profile`) declared in another.
    static func source(_ properties: String) -> String {
        """
        import RxSwift
        final class TodoViewModel {
            struct Input { let addTap: Observable<Void> }
            struct Output { let count: Observable<Int> }
        \(properties)
            func transform(input: Input) -> Output {
                Output(count: input.addTap.map { 1 })
            }
        }
        """
    }

    func testACallOfATypesInitializerSaysTheElement() {
        XCTAssertEqual(StructStyleRecognizer.initializerType(#"BehaviorSubject(value: Profile(name: "", photo: ""))"#),
                       "BehaviorSubject<Profile>")
        XCTAssertEqual(StructStyleRecognizer.initializerType("BehaviorRelay(value: [Todo]())"), "BehaviorRelay<[Todo]>")
        XCTAssertEqual(StructStyleRecognizer.initializerType("BehaviorRelay(value: Screen.Row(id: 1))"),
                       "BehaviorRelay<Screen.Row>")
        XCTAssertEqual(StructStyleRecognizer.initializerType("Just(Date(timeIntervalSince1970: 0))"), "Just<Date>")
        // A failable initializer makes an optional, a method or a case no type the text says: still nothing.
        for value in [#"BehaviorRelay(value: URL(string: "https://a.b"))"#, #"BehaviorRelay(value: UIImage(named: "a"))"#,
                      #"BehaviorRelay(value: Int("1"))"#, "BehaviorRelay(value: Filter.bread.title)", "BehaviorRelay(value: profile(1))",
                      "BehaviorRelay(value: [Record(id: 1)])"] {
            XCTAssertNil(StructStyleRecognizer.initializerType(value), value)
        }
    }

    /// The import writes the type Swift infers; `--check` finds the class the same, and call sites that read, send
    /// and set them compile against the generated class.
    func testTheTypeIsWrittenAndCheckFindsTheClassTheSame() throws {
        let source = Self.source("""
                var todos: [Todo] = [Todo(title: "Dishes")]
                lazy var todoList = BehaviorSubject(value: todos)
                lazy var firstTodos = self.todos
                let profile = BehaviorSubject(value: Profile(name: "", photo: ""))
                let drafts = BehaviorSubject(value: [Todo]())
            """)
        let result = SpecImporter.importFile(source, path: "T.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("""
                - var todos: [Todo] = [Todo(title: "Dishes")]
                - lazy var todoList: BehaviorSubject<[Todo]> = BehaviorSubject(value: todos)
                - lazy var firstTodos: [Todo] = self.todos
                - let profile: BehaviorSubject<Profile> = BehaviorSubject(value: Profile(name: "", photo: ""))
                - let drafts: BehaviorSubject<[Todo]> = BehaviorSubject(value: [Todo]())

            """), spec)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "T.swift", spec: SpecSource(path: "t.vmspec", bytes: Array(spec.utf8))).map(\.formatted), [])
        try assertCompiles(spec, support: """
            struct Todo { var title: String }
            struct Profile { var name: String; var photo: String }
            func callSites(_ viewModel: TodoViewModel) throws -> String {
                viewModel.todoList.onNext(viewModel.firstTodos)
                viewModel.drafts.onNext([Todo(title: "Laundry")])
                viewModel.todos = []
                return try viewModel.profile.value().name
            }

            """)
    }

    /// A value that names no type (a member of another type's member, another object's property) stays the warning,
    /// located at the property, which now says what Swift infers the type from and what to write; a `lazy var` started
    /// with such a property is not typed from it.
    func testAValueThatNamesNoTypeIsAWarningSayingWhatToWrite() {
        let result = SpecImporter.importFile(Self.source("""
                let selectedCategory = BehaviorRelay(value: Filter.bread.title)
                let title = Strings.main.title
                var pending = store.pending
                lazy var pendingList = BehaviorSubject(value: pending)
            """), path: "T.swift")
        let warnings = result.diagnostics.filter { $0.severity == .warning }.map(\.formatted)
        XCTAssertTrue(warnings.contains(
            "T.swift:5:5: warning: 'let selectedCategory' of 'TodoViewModel' is not imported: a stored property without a"
                + " written type, which its value does not say: Swift infers the element of 'BehaviorRelay' from"
                + " 'Filter.bread.title', which names no type; write it ('selectedCategory: BehaviorRelay<Element>') (the"
                + " spec writes every type)"), warnings.joined(separator: "\n"))
        XCTAssertTrue(warnings.contains {
            $0.hasPrefix("T.swift:6:5: warning: 'let title' of 'TodoViewModel' is not imported")
                && $0.contains("Swift infers it from 'Strings.main.title', which names no type; write it ('title: Type')")
        }, warnings.joined(separator: "\n"))
        XCTAssertTrue(warnings.contains {
            $0.hasPrefix("T.swift:7:5: warning: 'var pending' of 'TodoViewModel' is not imported")
                && $0.contains("Swift infers it from 'store.pending', which names no type; write it ('pending: Type')")
        }, warnings.joined(separator: "\n"))
        // The `lazy var` started with it is not typed from it: it stays behind with it.
        XCTAssertTrue(warnings.contains {
            $0.hasPrefix("T.swift:8:10: warning: 'var pendingList' of 'TodoViewModel' is not imported") && $0.contains("'pending'")
        }, warnings.joined(separator: "\n"))
    }
}

extension InferredStartingTypeTests {
    /// Generic arguments as Swift reads them name the type whatever their spelling: a function type (whose `->` closes
    /// no angle bracket), optional or not, a tuple, a nested generic, `Type<...>.init(...)` (CosmeticCommunity's `let
    /// outputNotInNetworkTrigger = PublishRelay<(() -> Void)?>()` used to be "names no type").
    func testGenericArgumentsOfAnySpellingNameTheType() {
        for (value, type) in [
            ("PublishRelay<(() -> Void)?>()", "PublishRelay<(() -> Void)?>"),
            ("PublishRelay<(String) -> Void>()", "PublishRelay<(String) -> Void>"),
            ("PassthroughSubject<(Int) -> Bool, Never>()", "PassthroughSubject<(Int) -> Bool, Never>"),
            ("BehaviorRelay<[(String, Int)]>(value: [])", "BehaviorRelay<[(String, Int)]>"),
            ("BehaviorRelay<Set<String>>.init(value: [])", "BehaviorRelay<Set<String>>"),
            ("BehaviorRelay<[String: [Int]]>(value: [:])", "BehaviorRelay<[String: [Int]]>"),
            ("BehaviorRelay<((Int) -> Void)?>(value: nil)", "BehaviorRelay<((Int) -> Void)?>"),
        ] {
            XCTAssertEqual(StructStyleRecognizer.initializerType(value), type, value)
        }
        XCTAssertEqual(StructStyleRecognizer.startingValueArgument("BehaviorRelay<(Int, Int)>(value: (0, 1))"), "(0, 1)")
        // A `-` that is no arrow's is an expression's, no type.
        XCTAssertNil(StructStyleRecognizer.initializerType("Relay<A - B>()"))
    }

    /// The import writes them as Swift infers them, and the generated class compiles with call sites that send a closure.
    func testAClosureRelayIsCarried() throws {
        let result = SpecImporter.importFile(Self.source("""
                let retry = PublishRelay<(() -> Void)?>()
                let tags = BehaviorRelay<Set<String>>.init(value: [])
            """), path: "T.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("""
                - let retry: PublishRelay<(() -> Void)?> = .init()
                - let tags: BehaviorRelay<Set<String>> = BehaviorRelay<Set<String>>.init(value: [])
            """), spec)
        XCTAssertEqual(Generator.generate([SpecSource(path: "T.vmspec", bytes: Array(spec.utf8))]).diagnostics.map(\.formatted), [])
    }
}
