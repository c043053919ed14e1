@testable import VMGenCore
import XCTest

/// The class's own bag (`let disposeBag = DisposeBag()`, which its initializer subscribes into and call sites subscribe
/// into through the view model, `Fixtures/Import/DockFinder` with its call sites): no generated class declares a member
/// of that name, so a spec property takes it (`- let disposeBag: DisposeBag = .init()`) and the import carries it as
/// written, where it used to be a warning and a difference; a private one a member that moves uses is made readable as
/// any other private state. The names the generated API does take (`output`) stay a warning.
final class ReservedOwnNameImportTests: XCTestCase {
    static let source = """
        import RxSwift

        protocol ListViewModelInputs {
            var refresh: PublishSubject<Void> { get }
        }

        protocol ListViewModelOutputs {
            var count: PublishSubject<Int> { get }
        }

        protocol ListViewModelType {
            var inputs: ListViewModelInputs { get }
            var outputs: ListViewModelOutputs { get }
        }

        final class ListViewModel: ListViewModelType, ListViewModelInputs, ListViewModelOutputs {
            var inputs: ListViewModelInputs { return self }
            var outputs: ListViewModelOutputs { return self }

            let disposeBag = DisposeBag()
            let refresh = PublishSubject<Void>()
            let count = PublishSubject<Int>()
        }
        """

    func testTheBagIsCarriedAsWrittenAndCheckFindsTheSurfacesEqual() throws {
        let imported = SpecImporter.importFile(Self.source, path: "ListViewModel.swift")
        XCTAssertEqual(imported.diagnostics.filter { $0.severity != .note }.map(\.formatted), [])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("  properties:\n    - let disposeBag: DisposeBag = .init()\n"), spec)
        XCTAssertEqual(Generator.generate([SpecSource(path: "List.vmspec", bytes: Array(spec.utf8))]).diagnostics.map(\.formatted), [])
        let differences = SurfaceComparison.differences(handWritten: Self.source, path: "ListViewModel.swift",
                                                        spec: SpecSource(path: "List.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.formatted), [])
        // A `var` bag, which a screen may replace to drop what it subscribed, stays a `var`.
        let settable = SpecImporter.importFile(
            Self.source.replacingOccurrences(of: "let disposeBag", with: "var disposeBag"), path: "ListViewModel.swift")
        XCTAssertTrue(try XCTUnwrap(settable.specText).contains("    - var disposeBag: DisposeBag = .init()\n"),
                      settable.specText ?? "")
    }

    /// A private bag that a helper the coordinator calls subscribes into (`func autoSignIn()`, as splash screens write
    /// it): the helper moves to an extension, and the bag is declared for it, readable.
    func testAPrivateBagAHelperUsesIsReadableSoTheHelperMoves() throws {
        let source = Self.source
            .replacingOccurrences(of: "    let disposeBag = DisposeBag()", with: "    private let disposeBag = DisposeBag()")
            .replacingOccurrences(of: "    let count = PublishSubject<Int>()\n", with: """
                    let count = PublishSubject<Int>()

                    func start() {
                        Observable.just(1).subscribe(onNext: { print($0) }).disposed(by: disposeBag)
                    }

                """)
        let imported = SpecImporter.importFile(source, path: "ListViewModel.swift")
        XCTAssertEqual(imported.diagnostics.map { String($0.formatted.prefix { $0 != "\n" }) }.filter { !$0.contains("@constant") }, [
            "ListViewModel.swift:20:13: warning: 'let disposeBag' of 'ListViewModel' is readable: the generated class"
                + " declares it 'let disposeBag: DisposeBag = .init()' (internal), not 'private', so the extension of"
                + " 'ListViewModel' that takes 'func start()' reaches it",
            "ListViewModel.swift:24:5: note: 'func start()' of 'ListViewModel' stays the class's own: declare it in an"
                + " extension of 'ListViewModel' in a file of your own ('extension ListViewModel { ... }'), where call sites"
                + " reach it unchanged (the generated class declares 'disposeBag' for it, not 'private')",
        ])
        XCTAssertTrue(try XCTUnwrap(imported.specText).contains("    - let disposeBag: DisposeBag = .init()\n"),
                      imported.specText ?? "")
    }

    func testAnotherNameIsStillAProperty() throws {
        let source = Self.source.replacingOccurrences(of: "let disposeBag = DisposeBag()", with: "let bag = DisposeBag()")
        let imported = SpecImporter.importFile(source, path: "ListViewModel.swift")
        XCTAssertEqual(imported.diagnostics.filter { $0.severity != .note }.map(\.formatted), [])
        XCTAssertTrue(try XCTUnwrap(imported.specText).contains("- let bag: DisposeBag = .init()"), imported.specText ?? "")
    }

    /// A spec property may be named `disposeBag`; an input, output or dependency may not.
    func testOnlyAPropertyMayBeNamedDisposeBag() {
        let spec = { (section: String, line: String) in """
            options:
              framework: rxswift
            viewmodel A:
              \(section):
                - \(line)
              inputs:
                - refresh
            """ }
        XCTAssertEqual(TestSupport.diagnostics(spec("properties", "let disposeBag: DisposeBag = .init()")), [])
        XCTAssertEqual(TestSupport.diagnostics(spec("dependencies", "disposeBag: DisposeBag")).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:7: error: 'disposeBag' cannot name a dependency; vmgen generates a member with that name",
        ])
        XCTAssertEqual(TestSupport.diagnostics(spec("properties", "let output: Int = 0")).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:11: error: 'output' is a name vmgen keeps for itself and cannot name a property",
        ])
    }

    /// The bag declared by the generated class, in each style of a class RxSwift has, beside a transform that takes a
    /// bag of its own (`transform(_ input: Input, disposeBag: DisposeBag)`, whose parameter the bindings use): call
    /// sites subscribe into `viewModel.disposeBag` and the logic's bindings still run.
    func testTheBagCompilesInEveryStyleOfAClass() throws {
        for (styles, transform, output) in [
            ("triplet", "", "count: Int"), ("subject", "", "count: Int"),
            ("transform", "  transform: transform(_ input: Input, disposeBag: DisposeBag) -> Output\n", "@relay count: Int = 0"),
        ] {
            try assertCompiles("""
                options:
                  framework: rxswift
                  styles: \(styles)
                \(transform)viewmodel ListViewModel:
                  properties:
                    - let disposeBag: DisposeBag = .init()
                  inputs:
                    - refresh
                  outputs:
                    - \(output)
                """, support: """
                import RxSwift
                func watch(_ viewModel: ListViewModel) {
                    Observable.just(1).subscribe(onNext: { print($0) }).disposed(by: viewModel.disposeBag)
                }

                """)
        }
    }
}
