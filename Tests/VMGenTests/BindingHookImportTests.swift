import Foundation
import VMGenCore
import XCTest

/// A subject-bridged view model that overrides its base class's hook to set up its bindings (`override func bind()`,
/// which `BaseViewModel.init()` calls, as 3dollars-in-my-pocket's, sgs-smooth's and OnePoint's view models are written;
/// `BindingHooks`): its body is the logic's, which the generated class sets up when it is made, and the generated class
/// inherits the hook from the base class. It used to be refused as a `@call` input, 135 members of three apps (#32).
final class BindingHookImportTests: XCTestCase {
    static let root = TestSupport.root.appendingPathComponent("Fixtures/Import/StampCard")

    static func text(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
    }

    static func lines(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { String($0.formatted.prefix { $0 != "\n" }) }
    }

    /// The fixture with its base class read: a note where the hook stands, no warning, no `bind` in the spec, and
    /// `--check` finds the class the same.
    func testTheHookTheBaseClassCallsIsTheLogicsAndCheckFindsTheClassTheSame() throws {
        let source = try Self.text("StampCard.swift")
        let context = SpecImporter.declarations(of: try Self.text("Support.swift"), path: "Support.swift")
        let result = SpecImporter.importFile(source, path: "StampCard.swift", context: context)
        XCTAssertEqual(Self.lines(result.diagnostics), [
            "StampCard.swift:33:14: note: 'override func bind()' of 'StampCardViewModel' is the hook the initializer of"
                + " 'BaseViewModel' calls to set up the bindings: its body, which uses 'input', 'output', moves into the"
                + " logic with the rest; the generated class sets up its logic when it is made, before the initializer of"
                + " 'BaseViewModel' runs, and inherits 'bind()' from it without overriding it, so call sites that name it"
                + " compile unchanged",
        ])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertFalse(spec.contains("bind"), spec)
        XCTAssertTrue(spec.contains("superclass: BaseViewModel"), spec)
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "StampCard.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(spec.utf8)),
            context: context)
        XCTAssertEqual(differences.map(\.formatted), [])
    }

    /// Read alone, without its base class, the note says how vmgen reads it and what to do to have it checked; the
    /// import and `--check` still agree.
    func testWithoutItsBaseClassTheNoteSaysHowItIsRead() throws {
        let source = try Self.text("StampCard.swift")
        let result = SpecImporter.importFile(source, path: "StampCard.swift")
        let lines = Self.lines(result.diagnostics)
        XCTAssertEqual(lines.count, 1, "\(lines)")
        XCTAssertTrue(lines[0].hasPrefix("StampCard.swift:33:14: note: 'override func bind()' of 'StampCardViewModel' is"
            + " read as the hook the initializer of its base class 'BaseViewModel' calls to set up the bindings ('init() {"
            + " bind() }'), as 'BaseViewModel' is not read with it: its body"), lines[0])
        XCTAssertTrue(lines[0].hasSuffix("where anything else calls it to start the bindings, they start when the view model"
            + " is made instead: import the file of 'BaseViewModel' with it to have vmgen check"), lines[0])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "StampCard.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(spec.utf8))).map(\.formatted), [])
    }

    /// A base class read with it that calls the method from no initializer (the screen calls `viewModel.bind()`
    /// itself), a grandparent's included, and an override that takes a parameter, are no hook: each stays the warning
    /// it was, where it stands, and `--check` reports it there.
    func testAnOverrideTheBaseClassDoesNotCallStaysAWarningAndADifference() throws {
        let source = try Self.text("StampCard.swift").replacingOccurrences(
            of: "    private func logRedemption() {",
            with: "    override func reload(_ force: Bool) { input.viewDidLoad.send(()) }\n\n    private func logRedemption() {")
        for support in [
            "class BaseViewModel { var cancellables = Set<AnyCancellable>(); func bind() {}; func reload(_ force: Bool) {} }",
            "class Root { func bind() {} }\nclass BaseViewModel: Root { var cancellables = Set<AnyCancellable>()\n"
                + " override func bind() {}; func reload(_ force: Bool) {} }",
        ] {
            let context = SpecImporter.declarations(of: "import Combine\n" + support, path: "Support.swift")
            let result = SpecImporter.importFile(source, path: "StampCard.swift", context: context)
            let warnings = result.diagnostics.filter { $0.severity == .warning }
            XCTAssertEqual(warnings.map(\.location.line), [33, 48], support)
            XCTAssertTrue(warnings.allSatisfy { $0.message.contains("is static, generic, attributed or an override") },
                          "\(Self.lines(warnings))")
            XCTAssertFalse(result.diagnostics.contains { $0.message.contains("hook") }, support)
            let spec = try XCTUnwrap(result.specText)
            let differences = SurfaceComparison.differences(
                handWritten: source, path: "StampCard.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(spec.utf8)),
                context: context)
            XCTAssertEqual(differences.map(\.location.line), [33, 48], "\(differences.map(\.formatted))")
        }
    }

    /// The logic the team writes for the fixture, the hook's body moved into it.
    static let logic = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif

        var logicBag = Set<AnyCancellable>()

        extension StampCardViewModelLogic {
            static func transform(_ input: Input, stampService: StampService) -> Output {
                let output = Output(stamps: CurrentValueSubject(0), route: PassthroughSubject())
                input.viewDidLoad.map { stampService.stampCount() }.sink { output.stamps.send($0) }.store(in: &logicBag)
                input.didTapRedeem
                    .sink {
                        stampService.log("redeem")
                        output.route.send(.freeDrink(stamps: output.stamps.value))
                    }
                    .store(in: &logicBag)
                return output
            }
        }
        """

    /// What the screen does, and what it sees: the same of the hand-written class and of the generated one.
    static let program = """
        let service = StampService()
        let viewModel = StampCardViewModel(stampService: service)
        var counts: [Int] = []
        var routes: [StampRoute] = []
        let stamps = viewModel.output.stamps.sink { counts.append($0) }
        let route = viewModel.output.route.sink { routes.append($0) }
        viewModel.input.viewDidLoad.send(())
        viewModel.input.didTapRedeem.send(())
        expect(counts, [0, 7], "the stamps the service counts, once the screen appears")
        expect(routes, [.freeDrink(stamps: 7)], "the free drink, once, when the customer redeems")
        expect(service.logged, ["redeem"], "the redemption logged once")
        withExtendedLifetime((stamps, route)) {}
        finishProbeTests()
        """

    /// The hand-written class, whose base class calls its `bind()`, and the generated one, whose logic the team wrote
    /// from that body, behave the same on OpenCombine: the bindings are set up once, when the view model is made.
    func testTheGeneratedClassBehavesAsTheHandWrittenOne() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let original = folder.appendingPathComponent("original")
        try FileManager.default.createDirectory(at: original, withIntermediateDirectories: true)
        try CombineProgram.run([("StampCard.swift", try Self.text("StampCard.swift")), ("Support.swift", try Self.text("Support.swift"))],
                               main: Self.program, in: original, failure: "the hand-written view model")
        let generatedFolder = folder.appendingPathComponent("generated")
        try FileManager.default.createDirectory(at: generatedFolder, withIntermediateDirectories: true)
        let spec = try Self.text("StampCard.vmspec")
        let generated = Generator.generate([SpecSource(path: "StampCard.vmspec", bytes: Array(spec.utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        try CombineProgram.run(
            generated.files.map { ($0.relativePath, $0.contents) }
                + [("Support.swift", try Self.text("Support.swift")), ("Logic.swift", Self.logic)],
            main: Self.program, in: generatedFolder, failure: "the generated view model")
    }
}
