import Foundation
import VMGenCore
import XCTest

/// `declaration: struct` in the subject style: a view model declared as a struct, as apps write their cells' (`struct
/// LogoutCellViewModel { struct Input { ... }; let input: Input; let output: Output }`), its subjects and relays, which
/// every copy of the struct shares, behind its inputs; `vmgen import` writes it for such a struct (#32).
final class SubjectStructTests: XCTestCase {
    static func spec(_ framework: Framework, options: String = "", outputs: String = "") -> String {
        """
        options:
          framework: \(framework.name)
          styles: subject
          declaration: struct
        \(options)viewmodel LogoutCellViewModel:
          dependencies:
            - let account: String
            - weak var coordinator: AccountCoordinating
            - service: Int
          inputs:
            - logoutTap
            - @call reload
            - @call var isEditing: Bool = false
          outputs:
            - title: String
        \(outputs)  properties:
            - let limit: Int = 20
            - var note: String?

        """
    }

    /// Call sites as a table's data source writes them: each row's view model made, copied into the cell, its own
    /// state set through a `var`, its method called.
    static let callSites = """
        protocol AccountCoordinating: AnyObject {}
        final class AccountCoordinator: AccountCoordinating {}
        func makeRows(_ coordinator: AccountCoordinator) -> [LogoutCellViewModel] {
            var row = LogoutCellViewModel(account: "me", coordinator: coordinator, service: 1)
            row.note = "last row"
            row.isEditing = true
            row.reload()
            let copy = row
            _ = copy.input.logoutTap
            _ = copy.output.title
            _ = copy.limit + (copy.coordinator == nil ? 0 : 1)
            return [row, copy]
        }

        """

    func testTheViewModelIsAStructAndOnlyTheTransformAndSubjectStylesTakeIt() {
        let code = TestSupport.render(Self.spec(.rxswift), style: .subject)
        XCTAssertTrue(code.contains("\nstruct LogoutCellViewModel {\n    /// The inputs of `LogoutCellViewModel`"), code)
        XCTAssertFalse(code.contains("class LogoutCellViewModel"), code)
        // The subjects and relays behind its inputs, which every copy shares, and its own state, as a class keeps them.
        for line in ["    private let logoutTapSubject = PublishSubject<Void>()\n", "    weak var coordinator: AccountCoordinating?\n",
                     "    var note: String?\n", "    func reload() {\n"] {
            XCTAssertTrue(code.contains(line), "\(line) in\n\(code)")
        }
        XCTAssertTrue(TestSupport.render(Self.spec(.rxswift, options: "  subject-contract: given\n").replacingOccurrences(
            of: "    - logoutTap\n", with: "    - @subject logoutTap\n").replacingOccurrences(
            of: "    - title: String\n", with: "    - @subject title: String\n"), style: .subject)
            .contains("\nstruct LogoutCellViewModel {\n"))
        func errors(_ options: String) -> [String] {
            TestSupport.diagnostics("options:\n" + options + "viewmodel V:\n  inputs:\n    - tap\n").map { String($0.prefix { $0 != "\n" }) }
        }
        XCTAssertEqual(errors("  styles: subject, transform\n  declaration: struct\n"), [])
        XCTAssertEqual(errors("  styles: subject, observable\n  declaration: struct\n"), [
            "t.vmspec:3:16: error: 'declaration: struct' is for the transform and subject styles, and this spec also renders"
                + " the 'observable' style",
        ])
        XCTAssertEqual(errors("  styles: subject\n  declaration: struct\n  superclass: BaseViewModel\n"), [
            "t.vmspec:3:16: error: a struct has no superclass; drop 'superclass:' or 'declaration: struct'",
        ])
        XCTAssertEqual(errors("  framework: reactiveswift\n  styles: subject\n  declaration: struct\n"), [
            "t.vmspec:4:16: error: 'declaration: struct' in the subject style keeps a 'Signal.pipe()' behind each input, a"
                + " pair of members a struct cannot declare in one 'let' as a class does",
        ])
        // The transform style's struct too, where a method the view calls sends into such a pipe.
        XCTAssertEqual(TestSupport.diagnostics(
            "options:\n  framework: reactiveswift\n  styles: transform\n  declaration: struct\nviewmodel V:\n  inputs:\n    - @call tap\n"
        ).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:7:7: error: '@call' sends into a 'Signal.pipe()' the view model declares in one 'let', which a struct"
                + " view model cannot",
        ])
        XCTAssertEqual(errors("  styles: subject\n  declaration: struct\n  final: false\n"), [
            "t.vmspec:4:10: error: 'final: false' opens the view model's class to subclasses, and this spec declares no class:"
                + " 'declaration: struct' makes the subject style's view model a struct",
        ])
    }

    /// With its dependencies kept and handed to the logic, a weak coordinator, `@call` inputs and its own state, in each
    /// framework of the subject style but ReactiveSwift (refused above), with its test support, in Swift 6 but RxSwift's
    /// (Swift 5), with the call sites.
    func testTheStructCompilesWithItsTestSupportAndCallSitesInEveryFrameworkOfTheStyle() throws {
        try assertCompiles(Self.spec(.rxswift), support: Self.callSites)
        for framework in [Framework.rxcocoa, .combine] {
            try assertCompiles(Self.spec(framework), support: Self.callSites, swiftVersion: "6")
        }
        // Handed its `Input` and `Output`, each making its relays and subjects (`subject-contract: given`), the
        // subscriptions that bind the logic's streams into them kept in its own bag (in Combine, a set it makes in `init`).
        for framework in [Framework.rxswift, .combine] {
            let given = Self.spec(framework, options: "  subject-contract: given\n", outputs: framework == .combine
                ? "    - @subject toast: String\n" : "    - @relay days: [Int] = []\n    - @subject toast: String\n")
                .replacingOccurrences(of: "    - logoutTap\n", with: "    - @subject logoutTap\n")
                .replacingOccurrences(of: "    - title: String\n", with: "    - @subject title: String\n")
            try assertCompiles(given, support: Self.callSites, swiftVersion: framework == .combine ? "6" : "5")
        }
    }

    /// A cell's view model written as a struct, its subjects behind `input` and `output` (RxCocoa).
    static let source = """
        import RxCocoa
        import RxSwift

        struct OutageCellViewModel {
            struct Input {
                let dismissTapObserver: AnyObserver<Void>
            }

            struct Output {
                let messageDriver: Driver<String>
                let dismissedObservable: Observable<Void>
            }

            let input: Input
            let output: Output

            private let dismissSubject = PublishSubject<Void>()

            init(outage: Outage) {
                input = Input(dismissTapObserver: dismissSubject.asObserver())
                output = Output(
                    messageDriver: .just(outage.message),
                    dismissedObservable: dismissSubject.asObservable()
                )
            }
        }

        """

    func testTheImportCarriesTheStructAndCheckFindsTheSurfacesEqual() throws {
        let result = SpecImporter.importFile(Self.source, path: "OutageCellViewModel.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("  styles: subject\n  declaration: struct\n"), spec)
        let differences = SurfaceComparison.differences(
            handWritten: Self.source, path: "OutageCellViewModel.swift", spec: SpecSource(path: "a.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.formatted), [])
        // Read as a class, the struct was a warning and a difference.
        let asClass = spec.replacingOccurrences(of: "  declaration: struct\n", with: "")
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: Self.source, path: "OutageCellViewModel.swift", spec: SpecSource(path: "a.vmspec", bytes: Array(asClass.utf8))
        ).map(\.formatted), ["OutageCellViewModel.swift:4:1: error: 'OutageCellViewModel' is a struct here and a class in the generated code"])
    }

    /// The option is the file's: beside a class, each struct is a warning where it stands and the generated view models
    /// are classes; in ReactiveSwift, whose pipes a struct cannot declare, a class too.
    func testBesideAClassOrInReactiveSwiftTheStructIsAWarningWhereItStands() throws {
        let beside = Self.source + """
            final class OutageListViewModel {
                struct Input {
                    let refreshObserver: AnyObserver<Void>
                }
                struct Output {
                    let countDriver: Driver<Int>
                }
                let input: Input
                let output: Output
                private let refreshSubject = PublishSubject<Void>()
                init() {
                    input = Input(refreshObserver: refreshSubject.asObserver())
                    output = Output(countDriver: refreshSubject.map { 0 }.asDriver(onErrorJustReturn: 0))
                }
            }
            """
        let result = SpecImporter.importFile(beside, path: "Outage.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [
            "Outage.swift:4:1: warning: 'OutageCellViewModel' is a struct, and the generated view model of the subject style"
                + " is a class, as 'OutageListViewModel' of the same file is: a spec's 'declaration:' is its file's; import the"
                + " struct from a file of its own",
        ])
        XCTAssertFalse(try XCTUnwrap(result.specText).contains("declaration:"))
        let reactive = """
            import ReactiveSwift

            struct OutageCellViewModel {
                struct Input {
                    let dismissTap: Signal<Void, Never>.Observer
                }
                struct Output {
                    let message: Property<String>
                }
                let input: Input
                let output: Output
                private let (dismissSignal, dismissObserver) = Signal<Void, Never>.pipe()
                init(outage: Outage) {
                    input = Input(dismissTap: dismissObserver)
                    output = Output(message: Property(value: outage.message))
                }
            }
            """
        let read = SpecImporter.importFile(reactive, path: "OutageCellViewModel.swift")
        XCTAssertEqual(read.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [
            "OutageCellViewModel.swift:3:1: warning: 'OutageCellViewModel' is a struct, and the generated view model of the"
                + " subject style is a class in ReactiveSwift, whose 'Signal.pipe()' behind each input a struct cannot declare",
        ])
        XCTAssertFalse(try XCTUnwrap(read.specText).contains("declaration:"))
    }
}
