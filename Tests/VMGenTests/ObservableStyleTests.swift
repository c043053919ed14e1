import Foundation
import VMGenCore
import XCTest

/// The observable and published styles (SwiftUI): what each kind of output becomes, where it is isolated, what it refuses, and that
/// every shape compiles in every framework in Swift 5 and Swift 6 without a warning. Its behaviour, observed as SwiftUI
/// observes it, is `BehaviorTests` (`BehaviorTests+Observable.swift`).
final class ObservableStyleTests: XCTestCase {
    private let spec = """
        viewmodel Profile:
          dependencies:
            - store: Store = Store()
          inputs:
            - select(tab: Int)
            - refresh
          outputs:
            - isLoading: Bool = false
            - name: String
            - nickname: String?
            - @constant title: String
            - saved: Void
            - @signal failed: String

        """

    private func observable(_ framework: Framework, style: Style = .observable, isolation: String?? = nil) -> String {
        var overrides = OptionOverrides()
        overrides.framework = framework
        if let isolation { overrides.isolation = isolation }
        let text = framework == .closures ? spec.replacingOccurrences(of: "    - @constant title: String\n", with: "") : spec
        return TestSupport.render(text, style: style, overrides: overrides)
    }

    func testOutputsAreStoredValuesEventsStayStreamsAndConstantsAreLets() {
        let combine = observable(.combine)
        for line in [
            "@MainActor @Observable", "final class Profile {",
            // A starting value from the spec; optional (nil) without one; an optional type as it is.
            "    private(set) var isLoading: Bool = false", "    private(set) var name: String? = nil",
            "    private(set) var nickname: String? = nil", "    let title: String",
            // Events have no current value: the framework's stream.
            "    let saved: AnyPublisher<Void, Never>", "    let failed: AnyPublisher<String, Never>",
            // Storage is not state the view reads.
            "    @ObservationIgnored private var subscriptions = Set<AnyCancellable>()",
            "        output.isLoading.sink(receiveValue: { [weak self] in self?.isLoading = $0 }).store(in: &subscriptions)",
            "    func select(tab: Int) {", "    func refresh() {",
        ] {
            XCTAssertTrue(combine.contains(line + "\n"), "missing '\(line)' in:\n\(combine)")
        }
        XCTAssertTrue(combine.contains("\nimport Observation\n"))
        let closures = observable(.closures)
        for line in [
            "    private(set) var isLoading: Bool = false", "    @ObservationIgnored var saved: (() -> Void)?",
            "    @ObservationIgnored var failed: ((String) -> Void)?", "            isLoading: { [weak self] in self?.isLoading = $0 },",
            "            saved: { [weak self] in self?.saved?() },", "    @ObservationIgnored private lazy var handlers: ProfileLogic.Input = ProfileLogic.handle(",
        ] {
            XCTAssertTrue(closures.contains(line + "\n"), "missing '\(line)' in:\n\(closures)")
        }
        XCTAssertTrue(observable(.rxcocoa).contains(".drive(onNext: { [weak self] in self?.isLoading = $0 })"))
        XCTAssertTrue(observable(.reactiveswift).contains("private let subscriptions = ScopedDisposable(CompositeDisposable())"))
    }

    func testThePublishedStyleIsAnObservableObjectInEveryFramework() {
        let rxswift = observable(.rxswift, style: .published)
        for line in [
            "import RxSwift", "#if canImport(Combine)", "import OpenCombine",
            "@MainActor final class Profile: ObservableObject {", "    @Published private(set) var isLoading: Bool = false",
            "    @Published private(set) var name: String? = nil", "    let saved: Observable<Void>",
            "    private let subscriptions = DisposeBag()",
        ] {
            XCTAssertTrue(rxswift.contains(line + "\n"), "missing '\(line)' in:\n\(rxswift)")
        }
        XCTAssertFalse(rxswift.contains("Observation"))
        let closures = observable(.closures, style: .published)
        XCTAssertTrue(closures.contains("    var saved: (() -> Void)?\n"))
        XCTAssertTrue(closures.contains("    private lazy var handlers: ProfileLogic.Input"))
        // A keyword is fine for a property wrapper's property.
        let keyword = "options:\n  styles: published\nviewmodel A:\n  outputs:\n    - `default`: Int = 0\n"
        XCTAssertEqual(TestSupport.diagnostics(keyword), [])
    }

    func testTheClassIsOnTheMainActorUnlessTheViewModelNamesAnotherActor() {
        XCTAssertTrue(observable(.combine).contains("\nenum ProfileLogic {"), "the logic stays as the other styles have it")
        let isolated = observable(.combine, isolation: .some("DatabaseActor"))
        XCTAssertTrue(isolated.contains("@DatabaseActor @Observable\nfinal class Profile {"))
        XCTAssertTrue(isolated.contains("@DatabaseActor enum ProfileLogic {"))
    }

    func testItHasTestSupportAndRefusesWhatHasNoCurrentValue() {
        var overrides = OptionOverrides()
        overrides.testSupport = true
        overrides.framework = .combine
        overrides.styles = StyleSelection(styles: [.triplet, .observable])
        let output = Generator.generate([SpecSource(path: "t.vmspec", bytes: Array(spec.utf8))], overrides: overrides)
        XCTAssertEqual(output.files.map(\.relativePath), ["Profile.triplet.testing.swift", "Profile.observable.testing.swift"])

        let failing = "options:\n  framework: combine\n  styles: observable\nviewmodel A:\n  outputs:\n"
            + "    - @failure(E) x: Int\n    - @signal @failure(E) y: Int\n"
        XCTAssertEqual(TestSupport.diagnostics(failing).map { $0.prefix { $0 != "\n" } }, [
            "t.vmspec:6:7: error: '@failure' applies to a stream, and in the observable style this output is a stored value",
        ])
        let hidden = "options:\n  styles: observable\nviewmodel A:\n  dependencies:\n    - subscriptions: Int\n  outputs:\n    - x: Int\n"
        XCTAssertEqual(TestSupport.diagnostics(hidden).first?.hasPrefix(
            "t.vmspec:5:7: error: dependency 'subscriptions' collides with the subscriptions that keep the values"), true,
            TestSupport.diagnostics(hidden).joined(separator: "\n"))
        let keyword = "options:\n  styles: observable\nviewmodel A:\n  outputs:\n    - `default`: Int = 0\n    - @signal `in`: Int\n"
        XCTAssertEqual(TestSupport.diagnostics(keyword), ["t.vmspec:5:7: error: the observable style stores output"
            + " 'default' in a property, and Swift's @Observable macro cannot expand one whose name needs backticks\n"
            + "t.vmspec:5:7: note: rename the output, or make it an event ('@signal'), which stays a stream"])
        let function = "options:\n  styles: observable\nviewmodel A:\n  outputs:\n    - selected() -> Int\n"
        XCTAssertEqual(TestSupport.diagnostics(function).first?.contains("a function output is a method of the triplet's"), true)
    }

    /// Every shape above, in every framework and both styles, with a logic that uses it, compiles in Swift 5 and Swift 6 (complete
    /// concurrency checking) without a warning in the generated file.
    func testEveryShapeCompilesInEveryFrameworkWithoutWarnings() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        let streams = "Output(isLoading: input.refresh.map { _ in false }.\(0), name: input.select.map { _ in \"\" }.\(0),"
            + " nickname: input.select.map { _ in nil }.\(0), title: \"Me\", saved: input.refresh.\(0),"
            + " failed: input.refresh.map { _ in \"no\" }.\(0))"
        func logic(_ erase: String) -> String {
            "static func transform(_ input: Input, store: Store) -> Output { \(streams.replacingOccurrences(of: ".0", with: "." + erase)) }"
        }
        let frameworks: [(Framework, imports: String, logic: String)] = [
            (.rxswift, "import RxSwift", logic("asObservable()")),
            (.rxcocoa, "import RxSwift", logic("asObservable()")),
            (.reactiveswift, "import ReactiveSwift", logic("map { $0 }")),
            (.combine, "#if canImport(Combine)\nimport Combine\n#else\nimport OpenCombine\n#endif", logic("eraseToAnyPublisher()")),
            (.closures, "", "static func handle(_ output: Output, store: Store) -> Input {"
                + " Input(select: { _ in output.name(\"\") }, refresh: { output.isLoading(false); output.saved() }) }"),
        ]
        var jobs: [CompileTests.Job] = []
        for (framework, imports, logic) in frameworks {
            for style in [Style.observable, .published] {
                let name = "\(framework.name)-\(style.name)"
                let generated = folder.appendingPathComponent("\(name).swift")
                let handWritten = folder.appendingPathComponent("\(name)+Logic.swift")
                try observable(framework, style: style).write(to: generated, atomically: true, encoding: .utf8)
                try "\(imports)\nfinal class Store {}\nextension ProfileLogic { \(logic) }\n"
                    .write(to: handWritten, atomically: true, encoding: .utf8)
                for version in ["5", "6"] {
                    jobs.append(CompileTests.Job(
                        label: "\(name) (Swift \(version))", files: [generated.path, handWritten.path], swiftVersion: version,
                        combine: framework == .combine || style == .published, strict: [generated.path]))
                }
            }
        }
        XCTAssertEqual(jobs.count, 5 * 2 * 2)
        for (label, output) in CompileTests.run(jobs, compiler) { XCTFail("\(label) does not compile:\n\(output)") }
    }
}
