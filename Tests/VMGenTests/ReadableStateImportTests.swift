import Foundation
import VMGenCore
import XCTest

/// The import of a class's own members that use its private state (`OwnMembers+Readable.swift`): what a member that
/// moves to an extension of the generated class needs of the hand-written class's private stored state is declared
/// internal in the generated class (a readable dependency, a `properties:` line, `lazy` kept), each a warning naming it
/// and the members that take it; the private functions it calls go with it; streams and what a spec cannot carry stay
/// private and keep the member behind; `--check` agrees. `Fixtures/Import/ShopReviews` compiles such an extension.
final class ReadableStateImportTests: XCTestCase {
    /// A one-stream event transform as Combine apps write it, with helpers its screen calls.
    static func eventTransform(_ members: String) -> String {
        """
        import Combine
        protocol ViewModelProtocol {
            associatedtype Input
            associatedtype Output
            func transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>
        }
        final class ReviewViewModel: ViewModelProtocol {
            enum Input { case viewDidLoad }
            enum Output { case show(String) }
            private let outputSubject = PassthroughSubject<Output, Never>()
            private var subscriptions: Set<AnyCancellable> = []
            private let fetchUseCase: FetchUseCase
            private let shopName: String
            init(fetchUseCase: FetchUseCase, shopName: String) {
                self.fetchUseCase = fetchUseCase
                self.shopName = shopName
            }
            func transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never> {
                outputSubject.eraseToAnyPublisher()
            }
        \(members)
        }
        """
    }

    static func lines(_ result: SpecImporter.Result) -> [String] {
        result.diagnostics.map { String($0.formatted.prefix { $0 != "\n" }) }
    }

    func testAPrivateDependencyAMovingMemberReadsIsReadableAndTheOthersStayPrivate() throws {
        let source = Self.eventTransform("""
                func getShopName() -> String { shopName }
            """)
        let result = SpecImporter.importFile(source, path: "V.swift")
        XCTAssertEqual(Self.lines(result), [
            "V.swift:13:13: warning: 'let shopName' of 'ReviewViewModel' is readable: the generated class declares it 'let"
                + " shopName: String' (internal), not 'private', so the extension of 'ReviewViewModel' that takes 'func"
                + " getShopName()' reaches it",
            "V.swift:21:5: note: 'func getShopName()' of 'ReviewViewModel' stays the class's own: declare it in an extension"
                + " of 'ReviewViewModel' in a file of your own ('extension ReviewViewModel { ... }'), where call sites reach"
                + " it unchanged (the generated class declares 'shopName' for it, not 'private')",
        ])
        let spec = try XCTUnwrap(result.specText)
        // Only what the moving member needs: the use case stays a dependency the class keeps privately, and the
        // subscriptions, which nothing that moves uses, are not declared.
        XCTAssertTrue(spec.contains("  dependencies:\n    - fetchUseCase: FetchUseCase\n    - let shopName: String\n"), spec)
        XCTAssertFalse(spec.contains("properties:"), spec)
    }

    func testPrivateVarsTheSubscriptionsAndALazyUseCaseBecomeProperties() throws {
        let source = Self.eventTransform("""
                private var remainingTime = 0
                private var draftCount = 0
                private lazy var revokeUseCase = DefaultRevokeUseCase(repository: fetchUseCase)
                private(set) var userData: UserDto?
                var currentRemainingTime: Int { remainingTime }
                func fetchUserData() {
                    fetchUseCase.execute().sink { [weak self] in self?.userData = $0 }.store(in: &subscriptions)
                }
                func revoke() { revokeUseCase.execute().sink { _ in }.store(in: &subscriptions) }
            """)
        let result = SpecImporter.importFile(source, path: "V.swift")
        let lines = Self.lines(result)
        for expected in [
            "V.swift:11:13: warning: 'var subscriptions' of 'ReviewViewModel' is readable: the generated class declares it"
                + " 'var subscriptions: Set<AnyCancellable> = []' (internal), not 'private', so the extension of"
                + " 'ReviewViewModel' that takes 'func fetchUserData()', 'func revoke()' reaches it",
            "V.swift:12:13: warning: 'let fetchUseCase' of 'ReviewViewModel' is readable: the generated class declares it"
                + " 'let fetchUseCase: FetchUseCase' (internal), not 'private', so the extension of 'ReviewViewModel' that"
                + " takes 'func fetchUserData()', 'func revoke()' reaches it",
            // Only read by what moves: its setter stays private.
            "V.swift:21:13: warning: 'var remainingTime' of 'ReviewViewModel' is readable: the generated class declares it"
                + " 'private(set) var remainingTime: Int = 0' (internal), not 'private', so the extension of 'ReviewViewModel' that takes"
                + " 'var currentRemainingTime' reaches it",
            // The lazy use case's value uses the private use case it is made of: both readable.
            "V.swift:23:18: warning: 'var revokeUseCase' of 'ReviewViewModel' is readable: the generated class declares it"
                + " 'lazy var revokeUseCase: DefaultRevokeUseCase = .init(repository: fetchUseCase)' (internal), not"
                + " 'private', so the extension of 'ReviewViewModel' that takes 'func revoke()' reaches it",
        ] {
            XCTAssertTrue(lines.contains(expected), expected + "\n---\n" + lines.joined(separator: "\n"))
        }
        XCTAssertFalse(lines.contains { $0.contains("draftCount") || $0.contains(": warning: 'func") }, lines.joined(separator: "\n"))
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("  dependencies:\n    - let fetchUseCase: FetchUseCase\n    - shopName: String\n"), spec)
        XCTAssertTrue(spec.contains("""
              properties:
                - var subscriptions: Set<AnyCancellable> = []
                - private(set) var remainingTime: Int = 0
                - lazy var revokeUseCase: DefaultRevokeUseCase = .init(repository: fetchUseCase)
                - var userData: UserDto?

            """), spec)
        // `--check`: each member moves, naming what the generated class declares for it; the state made readable is no
        // difference (call sites of the hand-written class could not reach it).
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "V.swift", spec: SpecSource(path: "v.vmspec", bytes: Array(spec.utf8))).map(\.formatted)
        XCTAssertEqual(differences.map { String($0.prefix { $0 != "\n" }) }, [
            "V.swift:25:5: error: 'var currentRemainingTime' of 'ReviewViewModel', declared besides its 'transform', moves"
                + " to an extension: declare it in an extension of 'ReviewViewModel' in a file of your own, where call sites"
                + " reach it unchanged (the generated class declares 'remainingTime' for it)",
            "V.swift:26:5: error: 'func fetchUserData()' of 'ReviewViewModel', declared besides its 'transform', moves to an"
                + " extension: declare it in an extension of 'ReviewViewModel' in a file of your own, where call sites reach"
                + " it unchanged (the generated class declares 'fetchUseCase', 'subscriptions' for it)",
            "V.swift:29:5: error: 'func revoke()' of 'ReviewViewModel', declared besides its 'transform', moves to an"
                + " extension: declare it in an extension of 'ReviewViewModel' in a file of your own, where call sites reach"
                + " it unchanged (the generated class declares 'revokeUseCase', 'fetchUseCase', 'subscriptions' for it)",
        ])
        // A spec that keeps the state private (no line for it): the member that needs it does not move.
        let without = spec.replacingOccurrences(of: "    - private(set) var remainingTime: Int = 0\n", with: "")
        let withoutDifferences = SurfaceComparison.differences(
            handWritten: source, path: "V.swift", spec: SpecSource(path: "v.vmspec", bytes: Array(without.utf8))).map(\.formatted)
        XCTAssertTrue(withoutDifferences.contains { $0.hasPrefix("V.swift:25:5: error: 'var currentRemainingTime'")
            && $0.contains("is not in the generated code") }, withoutDifferences.joined(separator: "\n"))
    }

    /// What a member that moves sets (`self?.userData = $0`, `&subscriptions`, `deleteTarget = ...` in a setter)
    /// has an internal setter in the generated class, as an extension in another file cannot set a `private(set)` one;
    /// what it only reads keeps `private(set)`, a `private(set) var` of the hand-written class included.
    func testWhatAMovingMemberSetsHasAnInternalSetterAndWhatItReadsAPrivateOne() throws {
        let source = Self.eventTransform("""
                private(set) var userData: String?
                private(set) var page = 1
                private var deleteTarget: (id: Int, shopId: Int)?
                var deleteParameter: (Int, Int) {
                    get { deleteTarget.map { ($0.id, $0.shopId) } ?? (0, 0) }
                    set { deleteTarget = (newValue.0, newValue.1) }
                }
                func fetchUserData() { userData = shopName + "\\(page)" }
            """)
        let result = SpecImporter.importFile(source, path: "V.swift")
        let lines = Self.lines(result)
        XCTAssertTrue(lines.contains("V.swift:21:18: note: 'var userData' of 'ReviewViewModel': its setter is internal in the"
            + " generated class ('private(set)' here), so the extension of the generated class in the team's own file may"
            + " set it; call sites read it unchanged"), lines.joined(separator: "\n"))
        XCTAssertFalse(lines.contains { $0.contains("'var page'") }, lines.joined(separator: "\n"))
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("""
              properties:
                - var userData: String?
                - private(set) var page: Int = 1
                - var deleteTarget: (id: Int, shopId: Int)?

            """), spec)
        // `--check`: a spec that keeps the setter private, which the extension could not use, is no move.
        let privateSetter = spec.replacingOccurrences(of: "- var userData: String?", with: "- private(set) var userData: String?")
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "V.swift", spec: SpecSource(path: "v.vmspec", bytes: Array(privateSetter.utf8)))
            .map(\.formatted)
        XCTAssertTrue(differences.contains { $0.hasPrefix("V.swift:28:5: error: 'func fetchUserData()'")
            && $0.contains("is not in the generated code") }, differences.joined(separator: "\n"))
        XCTAssertTrue(differences.contains { $0.hasPrefix("V.swift:24:5: error: 'var deleteParameter'")
            && $0.contains(ImportFixtureTests.move) }, differences.joined(separator: "\n"))
    }

    func testThePrivateFunctionsAMovingMemberCallsGoWithIt() throws {
        let source = Self.eventTransform("""
                var title: String { titleText(for: shopName) }
                private func titleText(for name: String) -> String { "\\(name) at \\(Self.place)" }
                private static let place = "Seoul"
            """)
        let result = SpecImporter.importFile(source, path: "V.swift")
        XCTAssertEqual(Self.lines(result).filter { !$0.contains("'let shopName'") }, [
            "V.swift:21:5: note: 'var title' of 'ReviewViewModel' stays the class's own: declare it in an extension of"
                + " 'ReviewViewModel' in a file of your own ('extension ReviewViewModel { ... }'), where call sites reach it"
                + " unchanged (the generated class declares 'shopName' for it, not 'private'; 'titleText', 'place', private,"
                + " go with it)",
            "V.swift:22:13: note: 'func titleText(for:)' of 'ReviewViewModel' goes with 'var title' to the extension of"
                + " 'ReviewViewModel' in a file of your own, private there",
            "V.swift:23:20: note: 'let place' of 'ReviewViewModel' goes with 'var title' to the extension of"
                + " 'ReviewViewModel' in a file of your own, private there",
        ])
    }

    func testStreamsAndWhatASpecCannotCarryStayPrivateAndKeepTheMemberBehind() throws {
        let source = Self.eventTransform("""
                private let reload = PassthroughSubject<Void, Never>()
                private var page = 1 { didSet { outputSubject.send(.show("\\(page)")) } }
                private enum Mode { case all, mine }
                private var mode: Mode = .all
                private lazy var formatter = makeFormatter()
                func checkAuth() { outputSubject.send(.show("auth")) }
                func refresh() { reload.send(()) }
                var currentPage: Int { page }
                var isMine: Bool { mode == .mine }
                var formatted: String { formatter.string }
                private func makeFormatter() -> Formatter { Formatter() }
            """)
        let result = SpecImporter.importFile(source, path: "V.swift")
        let reason = ", which the generated class does not declare for the app, so an extension in another file cannot move it"
        XCTAssertEqual(Self.lines(result), [
            // The output subject `transform` returns stays private: a method that sends into it is a `@call` input.
            "V.swift:26:5: note: 'func checkAuth()' of 'ReviewViewModel' is imported as '@call checkAuth': the generated"
                + " class declares the method, which sends each call into the logic's input 'checkAuth'; move its body (which"
                + " uses 'outputSubject') into the logic, where it reads that input's stream",
            // Another subject: a stream the logic reads.
            "V.swift:27:5: warning: 'func refresh()' of 'ReviewViewModel' is not imported: it uses 'reload'" + reason,
            // An observer, which a spec property does not run.
            "V.swift:28:5: warning: 'var currentPage' of 'ReviewViewModel' is not imported: it uses 'page'" + reason,
            // A property typed by a private type, which an internal property cannot have.
            "V.swift:29:5: warning: 'var isMine' of 'ReviewViewModel' is not imported: it uses 'mode'" + reason,
            // A lazy value made by a private function, which would go to the extension's file, private there.
            "V.swift:30:5: warning: 'var formatted' of 'ReviewViewModel' is not imported: it uses 'formatter'" + reason,
        ])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertFalse(spec.contains("properties:"), spec)
        XCTAssertTrue(spec.contains("    - shopName: String\n"), spec)
    }

    /// A triplet's class in RxSwift: a private `disposeBag` a helper subscribes into, a private dependency and a var a
    /// helper reads become readable (the bag, which no generated class names, as written).
    func testATripletsPrivateStateIsReadableTooItsDisposeBagIncluded() throws {
        let source = """
            import RxSwift
            protocol TimerViewModelInputs { func start() }
            protocol TimerViewModelOutputs { var remaining: Observable<Int> { get } }
            protocol TimerViewModelType {
                var inputs: TimerViewModelInputs { get }
                var outputs: TimerViewModelOutputs { get }
            }
            final class TimerViewModel: TimerViewModelType, TimerViewModelInputs, TimerViewModelOutputs {
                var inputs: TimerViewModelInputs { self }
                var outputs: TimerViewModelOutputs { self }
                let remaining: Observable<Int>
                private let disposeBag = DisposeBag()
                private let limit: Int
                private var startDate: Date?
                init(limit: Int) {
                    self.limit = limit
                    remaining = .just(limit)
                }
                func start() {}
                var hasStarted: Bool { startDate != nil && limit > 0 }
                func log() { Observable.just(limit).subscribe().disposed(by: disposeBag) }
            }
            """
        let result = SpecImporter.importFile(source, path: "T.swift")
        let lines = Self.lines(result)
        XCTAssertTrue(lines.contains("T.swift:12:13: warning: 'let disposeBag' of 'TimerViewModel' is readable: the"
            + " generated class declares it 'let disposeBag: DisposeBag = .init()' (internal), not 'private', so the"
            + " extension of 'TimerViewModel' that takes 'func log()' reaches it"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.hasPrefix("T.swift:21:5: note: 'func log()' of 'TimerViewModel' stays the class's own")
            && $0.hasSuffix("(the generated class declares 'limit', 'disposeBag' for it, not 'private')") },
                      lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.hasPrefix("T.swift:20:5: note: 'var hasStarted' of 'TimerViewModel' stays the class's own")
            && $0.hasSuffix("(the generated class declares 'startDate', 'limit' for it, not 'private')") }, lines.joined(separator: "\n"))
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("  dependencies:\n    - let limit: Int\n"), spec)
        XCTAssertTrue(spec.contains("  properties:\n    - let disposeBag: DisposeBag = .init()\n"
            + "    - private(set) var startDate: Date?\n"), spec)
    }
}
