import XCTest
@testable import VMGenCore

/// Two transform-style shapes no spec says are warned about where the class stands, naming the shape, instead of
/// "finds no contract" (`UnimportedTransformShapes`); neither is imported, and a nested `Input` keeps the shapes that
/// are imported as they were.
final class UnimportedTransformShapesTests: XCTestCase {
    static let interface = """
        public protocol ViewModel {
            associatedtype Action
            associatedtype Input
            associatedtype Output
            var action: Action { get }
            func transform(input: Input) -> Output
        }

        public struct JournalAction {
            public let close: () -> Void
        }

        public struct JournalInput {
            public let refresh: PassthroughSubject<Void, Never>
        }

        public struct JournalOutput {
            public let entries: AnyPublisher<[String], Never>
        }

        public protocol JournalViewModel: ViewModel
            where Action == JournalAction, Input == JournalInput, Output == JournalOutput { }
        """

    static let viewModel = """
        import Combine

        public final class DefaultJournalViewModel: JournalViewModel {
            public let action: JournalAction

            public init(action: JournalAction) {
                self.action = action
            }

            public func transform(input: JournalInput) -> JournalOutput {
                JournalOutput(entries: Just([]).eraseToAnyPublisher())
            }
        }
        """

    /// The structs at the top level of the interface's file, named by the binding protocol's `where` clause.
    func testStructsABindingProtocolsClauseNamesInAnotherFileAreWarnedAbout() {
        let context = SpecImporter.declarations(of: Self.interface, path: "Interfaces/JournalViewModel.swift")
        let imported = SpecImporter.importFile(Self.viewModel, path: "DefaultJournalViewModel.swift", context: context)
        XCTAssertNil(imported.specText)
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [
            "DefaultJournalViewModel.swift:3:14: warning: 'DefaultJournalViewModel' is not imported: its 'transform' takes"
                + " 'JournalInput' and returns 'JournalOutput', structs declared at the top level of 'JournalViewModel.swift'"
                + " that its binding protocol 'JournalViewModel' names in its 'where' clause (Input == JournalInput, Output =="
                + " JournalOutput): the transform style's generated class declares its own nested 'Input' and 'Output',"
                + " which that clause does not accept, so no spec says this shape",
        ])
        // Without the clause, the structs at the top level of another file are the app's own, which the generated
        // class uses (`app-types:`, `TopLevelTransformTypes.elsewhere`).
        let plain = Self.interface.replacingOccurrences(
            of: "where Action == JournalAction, Input == JournalInput, Output == JournalOutput", with: "")
        let without = SpecImporter.importFile(Self.viewModel, path: "DefaultJournalViewModel.swift",
                                              context: SpecImporter.declarations(of: plain, path: "JournalViewModel.swift"))
        XCTAssertTrue(without.specText?.contains("  app-types: JournalInput, JournalOutput\n") == true, without.specText ?? "")
    }

    /// A subclass of a view model of the files read whose `transform` overrides the base's and takes its `Input`.
    func testASubclassOverridingItsBaseViewModelsTransformIsWarnedAbout() throws {
        let base = """
            import RxSwift

            class TagViewModel: ViewModel {
                struct Input {
                    let tagSelected: Observable<Int>
                }

                struct Output {
                    let reload: Observable<Void>
                }

                var disposeBag = DisposeBag()

                func transform(input: Input) -> Output {
                    Output(reload: input.tagSelected.map { _ in })
                }
            }
            """
        let subclass = """
            import RxSwift

            final class TagEditViewModel: TagViewModel {
                let finish = PublishSubject<Void>()

                override func transform(input: Input) -> Output {
                    super.transform(input: input)
                }
            }
            """
        let context = SpecImporter.declarations(of: base, path: "TagViewModel.swift")
        let imported = SpecImporter.importFile(subclass, path: "TagEditViewModel.swift", context: context)
        XCTAssertNil(imported.specText)
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [
            "TagEditViewModel.swift:3:7: warning: 'TagEditViewModel' is not imported: its 'transform' overrides that of"
                + " its base class 'TagViewModel' ('override func transform'), whose 'Input' and 'Output' it takes: a"
                + " generated view model is a final class that declares its own 'Input' and 'Output' and a 'transform' of"
                + " them, so no spec says a subclass of one",
        ])
        // The base itself is imported as before.
        XCTAssertNotNil(SpecImporter.importFile(base, path: "TagViewModel.swift").specText)
    }
}
