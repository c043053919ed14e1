import Foundation
import VMGenCore
import XCTest

/// `- var dependency: Dependency!` under `properties:`: state a hand-written view model declares implicitly unwrapped,
/// set after it is made or by its initializer (`var dependency: CoinsViewModel.Dependency!` with `self.dependency =
/// Dependency()`, `var recordZip: RecordZip!` a screen sets, as minter-ios-wallet's and moeum's view models keep it),
/// declared so in every style that declares a class: it starts `nil`, and call sites read through it without
/// unwrapping (#32). The import used to warn ("a spec property starts with a value").
final class ImplicitlyUnwrappedPropertyTests: XCTestCase {
    static func spec(_ framework: Framework, styles: String) -> String {
        """
        options:
          framework: \(framework.name)
          styles: \(styles)
        viewmodel WalletViewModel:
          dependencies:
            - service: WalletService
          properties:
            - var record: Record!
            - init var session: Session! = service.session()
            - private(set) var onClose: (() -> Void)!
          inputs:
            - viewDidLoad
          outputs:
            - balance: String
        """
    }

    /// What call sites do with them: read through them unwrapped, set them, compare them with nil.
    static let callSites = """
        public struct Record { public var title = "coffee" }
        public final class Session { public let user = "ana" }
        public final class WalletService { public init() {}; public func session() -> Session { Session() } }
        @MainActor func useState(_ viewModel: WalletViewModel) -> String {
            let before = viewModel.record == nil
            viewModel.record = Record()
            return "\\(before) \\(viewModel.record.title) \\(viewModel.session.user) \\(viewModel.onClose == nil)"
        }
        @MainActor func make() -> WalletViewModel { WalletViewModel(service: WalletService()) }

        """

    func testTheyAreDeclaredImplicitlyUnwrapped() throws {
        let generated = Generator.generate([SpecSource(path: "w.vmspec", bytes: Array(Self.spec(.combine, styles: "subject").utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        let code = try XCTUnwrap(generated.files.first?.contents)
        for line in ["    var record: Record!\n", "    var session: Session!\n", "    private(set) var onClose: (() -> Void)!\n",
                     "        self.session = service.session()\n"] {
            XCTAssertTrue(code.contains(line), "\(line) in\n\(code)")
        }
    }

    func testTheyCompileInEveryStyleThatDeclaresAClass() throws {
        try assertCompilesInEveryClassStyle(Self.spec, support: Self.callSites)
    }

    /// On OpenCombine: one starts nil and holds what a call site sets; the one the initializer sets holds its value.
    func testItStartsNilAndHoldsWhatIsSet() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try CombineProgram.run(
            spec: Self.spec(.combine, styles: "subject"), path: "Wallet.vmspec", style: .subject, main: """
                struct Record { var title = "coffee" }
                final class Session { let user = "ana" }
                final class WalletService { func session() -> Session { Session() } }
                let viewModel = WalletViewModel(service: WalletService())
                expect(viewModel.record == nil, true, "it starts nil")
                viewModel.record = Record(title: "tea")
                expect(viewModel.record.title, "tea", "it reads what was set, unwrapped")
                expect(viewModel.session.user, "ana", "the initializer set it from the dependency")
                expect(viewModel.onClose == nil, true, "a closure starts nil too")
                finishProbeTests()
                """, in: folder, failure: "the implicitly unwrapped properties")
    }

    /// A `let` without a value is a dependency, as before, and a word after `!` is a located error.
    func testWhatCannotBeDeclaredIsALocatedError() {
        for (line, message) in [
            ("- let record: Record!", "w.vmspec:7:7: error: 'let record' has no value, so the initializer would set it"),
            ("- var record: Record! x", "w.vmspec:7:27: error: unexpected 'x' after type 'Record!'"),
        ] {
            let spec = "options:\n  framework: combine\nviewmodel WalletViewModel:\n  inputs:\n    - viewDidLoad\n  properties:\n    \(line)\n"
            let diagnostics = Generator.generate([SpecSource(path: "w.vmspec", bytes: Array(spec.utf8))]).diagnostics.map(\.formatted)
            XCTAssertTrue(diagnostics.contains { $0.hasPrefix(message) }, "\(diagnostics)")
        }
    }

    /// The import carries one without a value as written, and one its initializer sets as `init var`; `--check` finds
    /// them the same.
    func testTheImportCarriesThemAndCheckFindsThemTheSame() throws {
        let source = """
            import RxSwift
            final class PINViewModel: BaseViewModel {
                struct Dependency {}
                struct Input { let digit: AnyObserver<String> }
                struct Output { let code: Observable<String> }
                var input: PINViewModel.Input!
                var output: PINViewModel.Output!
                var dependency: PINViewModel.Dependency!
                var recordZip: RecordZip!
                private let digit = PublishSubject<String>()
                override init() {
                    super.init()
                    input = Input(digit: digit.asObserver())
                    output = Output(code: digit.asObservable())
                    dependency = Dependency()
                }
            }
            """
        let result = SpecImporter.importFile(source, path: "P.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("""
              properties:
                - init var dependency: PINViewModel.Dependency! = Dependency()
                - var recordZip: RecordZip!

            """), spec)
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "P.swift", spec: SpecSource(path: "p.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.filter { [8, 9].contains($0.location.line) }.map(\.formatted), [])
    }
}
