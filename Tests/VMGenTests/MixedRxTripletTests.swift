import VMGenCore
import XCTest

/// A triplet whose outputs mix RxSwift's `Observable` with RxCocoa's traits, the screen's `Driver`s beside the
/// coordinator's `Observable`s (`Fixtures/Import/JournalFeed` with its call sites): the view model is RxCocoa's
/// whichever kind is more frequent, each `Observable` is `@observable`, and `--check` finds the surfaces equal. It used
/// to take the more frequent framework and leave each output of the other out with a warning. And a relay of the
/// inputs protocol that the class of another file makes where it declares it starts as written there.
final class MixedRxTripletTests: XCTestCase {
    static func source(outputs: String) -> String {
        """
        import RxCocoa
        import RxSwift
        protocol MemoViewModelOutput {
        \(outputs)
        }
        protocol MemoViewModelInput {
            var saveTap: PublishRelay<Void> { get }
        }
        protocol MemoViewModelType {
            var outputs: MemoViewModelOutput { get }
            var inputs: MemoViewModelInput { get }
        }
        """
    }

    private func imported(_ source: String, context: [SwiftDeclaration] = []) throws -> (warnings: [String], spec: String, differences: [String]) {
        let result = SpecImporter.importFile(source, path: "MemoViewModelType.swift", context: context)
        let spec = try XCTUnwrap(result.specText, "\(result.diagnostics.map(\.formatted))")
        let specSource = SpecSource(path: "Memo.vmspec", bytes: Array(spec.utf8))
        XCTAssertEqual(Generator.generate([specSource]).diagnostics.map(\.formatted), [], spec)
        let differences = SurfaceComparison.differences(handWritten: source, path: "MemoViewModelType.swift", spec: specSource,
                                                        context: context)
        return (result.diagnostics.filter { $0.severity == .warning }.map(\.formatted), spec, differences.map(\.formatted))
    }

    func testObservablesAmongMoreFrequentDriversAreObservable() throws {
        let (warnings, spec, differences) = try imported(Self.source(outputs: """
                var title: Driver<String> { get }
                var isSaving: Driver<Bool> { get }
                var closeRequest: Observable<Void> { get }
            """))
        XCTAssertEqual(warnings, [])
        XCTAssertTrue(spec.contains("  framework: rxcocoa\n"), spec)
        XCTAssertTrue(spec.contains("    - title: String\n    - isSaving: Bool\n    - @observable closeRequest: Void\n"), spec)
        XCTAssertEqual(differences, [])
    }

    func testADriverAmongMoreFrequentObservablesMakesTheViewModelRxCocoas() throws {
        let (warnings, spec, differences) = try imported(Self.source(outputs: """
                var title: Driver<String> { get }
                var closeRequest: Observable<Void> { get }
                var shareRequest: Observable<String> { get }
            """))
        XCTAssertEqual(warnings, [])
        XCTAssertTrue(spec.contains("  framework: rxcocoa\n"), spec)
        XCTAssertTrue(spec.contains("    - title: String\n    - @observable closeRequest: Void\n    - @observable shareRequest: String\n"), spec)
        XCTAssertEqual(differences, [])
        // Without a trait, the view model is RxSwift's and its outputs are `Observable`s without a word.
        let plain = try imported(Self.source(outputs: "    var closeRequest: Observable<Void> { get }"))
        XCTAssertTrue(plain.spec.contains("  framework: rxswift\n"), plain.spec)
        XCTAssertTrue(plain.spec.contains("    - closeRequest: Void\n"), plain.spec)
    }

    /// Another framework's stream among RxSwift's is still left out with a warning: no attribute says it.
    func testAnotherFrameworksStreamIsStillLeftOut() throws {
        let (warnings, spec, _) = try imported(Self.source(outputs: """
                var closeRequest: Observable<Void> { get }
                var shareRequest: Observable<String> { get }
                var title: AnyPublisher<String, Never> { get }
            """))
        XCTAssertTrue(spec.contains("  framework: rxswift\n"), spec)
        XCTAssertEqual(warnings, [
            "MemoViewModelType.swift:6:5: warning: 'title: AnyPublisher<String, Never>' is not imported: it is a combine"
                + " stream in a view model of rxswift streams",
        ])
    }

    /// The protocols in one file, the class in another that makes the relay where it declares it: read together, the
    /// relay starts as the class starts it.
    func testARelayTheClassOfAnotherFileStartsWhereItDeclaresItStartsAsWritten() throws {
        let protocols = Self.source(outputs: "    var title: Driver<String> { get }")
            .replacingOccurrences(of: "var saveTap: PublishRelay<Void> { get }",
                                  with: "var saveTap: PublishRelay<Void> { get }\n    var pickedDate: BehaviorRelay<Date> { get }")
        let viewModel = """
            import RxCocoa
            import RxSwift
            final class MemoViewModel: MemoViewModelType, MemoViewModelOutput, MemoViewModelInput {
                var outputs: MemoViewModelOutput { self }
                var inputs: MemoViewModelInput { self }
                let title: Driver<String>
                let saveTap = PublishRelay<Void>()
                var pickedDate = BehaviorRelay<Date>(value: Date())
                init() {
                    title = pickedDate.map { "\\($0)" }.asDriver(onErrorJustReturn: "")
                }
            }
            """
        let context = SpecImporter.declarations(of: protocols, path: "MemoViewModelType.swift")
            + SpecImporter.declarations(of: viewModel, path: "MemoViewModel.swift")
        let (warnings, spec, differences) = try imported(protocols, context: context)
        XCTAssertEqual(warnings, [])
        XCTAssertTrue(spec.contains("    - @relay pickedDate(_ value: Date) = Date()\n"), spec)
        XCTAssertEqual(differences, [])
    }
}
