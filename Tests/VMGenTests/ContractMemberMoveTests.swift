@testable import VMGenCore
import XCTest

/// A helper of a triplet's class that uses a member of its contract the class makes in its initializer (`func reload() {
/// loadTrigger.onNext(()) }`, the input subject the inputs protocol declares, `let loadTrigger: PublishSubject<Void>`):
/// the generated class declares that member internal too, so the helper moves to an extension of it, a note, and
/// `--check` reports it as moving, where both said it used what the generated class does not declare
/// (`Fixtures/Import/LanguagePicker`, whose `Own.swift` holds the helper, with its call sites). State of the class's own
/// that is no member of the contract still keeps it behind.
final class ContractMemberMoveTests: XCTestCase {
    static let source = """
        import RxSwift

        protocol FeedViewModelInputs {
            var loadTrigger: PublishSubject<Void> { get }
        }

        protocol FeedViewModelOutputs {
            var items: Observable<[String]> { get }
        }

        protocol FeedViewModelType {
            var inputs: FeedViewModelInputs { get }
            var outputs: FeedViewModelOutputs { get }
        }

        final class FeedViewModel: FeedViewModelType, FeedViewModelInputs, FeedViewModelOutputs {
            var inputs: FeedViewModelInputs { return self }
            var outputs: FeedViewModelOutputs { return self }

            let loadTrigger: PublishSubject<Void>
            let items: Observable<[String]>
            let cache: PublishSubject<Void>

            init() {
                loadTrigger = PublishSubject<Void>()
                cache = PublishSubject<Void>()
                items = loadTrigger.map { [] }
            }

            func reload() {
                loadTrigger.onNext(())
            }
        }
        """

    private func importAndCheck(_ source: String) throws -> (diagnostics: [Diagnostic], differences: [Diagnostic]) {
        let imported = SpecImporter.importFile(source, path: "FeedViewModel.swift")
        let spec = try XCTUnwrap(imported.specText)
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "FeedViewModel.swift", spec: SpecSource(path: "Feed.vmspec", bytes: Array(spec.utf8)))
        return (imported.diagnostics, differences)
    }

    func testAHelperThatSendsIntoAnInputSubjectMoves() throws {
        let (diagnostics, differences) = try importAndCheck(Self.source)
        XCTAssertFalse(diagnostics.contains { $0.message.contains("func reload()") && $0.severity == .warning },
                       "\(diagnostics.map(\.formatted))")
        XCTAssertTrue(diagnostics.contains { $0.location.line == 30 && $0.severity == .note
            && $0.message.contains("'func reload()' of 'FeedViewModel' stays the class's own") }, "\(diagnostics.map(\.formatted))")
        XCTAssertTrue(differences.contains { $0.location.line == 30 && $0.message.contains(ImportFixtureTests.move) },
                      "\(differences.map(\.formatted))")
    }

    func testStateOutsideTheContractStillKeepsItBehind() throws {
        // `cache` made of a variable of the initializer, which no spec line carries (made of nothing but its type, or of a
        // constant read once, it would be `- init let cache: PublishSubject<Void> = PublishSubject<Void>()`, and `reload()`
        // would move: InitLocalConstantImportTests).
        let source = Self.source.replacingOccurrences(of: "loadTrigger.onNext(())\n    }", with: "cache.onNext(())\n    }")
            .replacingOccurrences(of: "cache = PublishSubject<Void>()", with: "var made = PublishSubject<Void>(); cache = made")
        let (diagnostics, differences) = try importAndCheck(source)
        XCTAssertTrue(diagnostics.contains { $0.location.line == 30 && $0.severity == .warning
            && $0.message.contains("it uses 'cache', which the generated class does not declare") }, "\(diagnostics.map(\.formatted))")
        XCTAssertTrue(differences.contains { $0.location.line == 30 && $0.message.hasSuffix("is not in the generated code") },
                      "\(differences.map(\.formatted))")
    }
}
