import Foundation
import VMGenCore
import XCTest

/// The one-stream event transform (#32): a `transform:` of streams makes the view model's `Input` and `Output` enums,
/// a case per input and per output, over the logic every style runs. The import fixture's generated code is a golden
/// (`Fixtures/ImportGenerated/PhoneVerification`, outside `Fixtures/Import`, whose Swift files are all hand-written;
/// re-record with `VMGEN_RECORD=1`); each framework with streams
/// compiles it against the stand-ins in Swift 5 and 6; what it cannot carry is a located error.
final class EventTransformTests: XCTestCase {
    static let fixture = TestSupport.root.appendingPathComponent("Fixtures/Import/PhoneVerification")

    func testTheFixturesGeneratedCodeIsItsGolden() throws {
        let spec = SpecSource(
            path: "../../Import/PhoneVerification/PhoneVerification.vmspec",
            bytes: Array(try Data(contentsOf: Self.fixture.appendingPathComponent("PhoneVerification.vmspec"))))
        let generated = Generator.generate([spec])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        XCTAssertEqual(generated.files.map(\.relativePath), ["PhoneVerificationViewModel.transform.swift"])
        for file in generated.files {
            let golden = TestSupport.root.appendingPathComponent("Fixtures/ImportGenerated/PhoneVerification/" + file.relativePath)
            if ProcessInfo.processInfo.environment["VMGEN_RECORD"] != nil {
                try FileManager.default.createDirectory(
                    at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: golden, atomically: true, encoding: .utf8)
            }
            XCTAssertEqual(file.contents, try String(contentsOf: golden, encoding: .utf8), "re-record with VMGEN_RECORD=1")
        }
    }

    /// The enums, the method as the option spells it, and the logic's streams per case.
    func testTheEnumsAndTheMethodAreSpelledAsTheOptionSays() {
        let text = TestSupport.render(Self.spec(framework: "rxswift", signature: "transform(_ events: Observable<Event>) -> Observable<Effect>"), style: .transform)
        for line in [
            "enum Event {", "case viewDidLoad", "case verify(String, String)", "case select(item: Int)",
            "enum Effect {", "case showResult(String, Int)", "case codeSent(response: String, at: Int)", "case registered",
            "case showList([String])", "case updateBell(alert: Bool)", "func transform(_ events: Observable<Event>) -> Observable<Effect> {",
            "let sharedEvents = events.share()",
            "if case let .verify(value0, value1) = event { return (phone: value0, code: value1) }",
            "output.codeSent.map { Effect.codeSent(response: $0.0, at: $0.1) },",
            "output.registered.map { _ in Effect.registered },", "output.updateBell.map { Effect.updateBell(alert: $0) }",
        ] {
            XCTAssertTrue(text.contains(line), "\(line)\n\(text)")
        }
        XCTAssertFalse(text.contains("typealias Event"), text)
        let withProtocol = TestSupport.render(
            Self.spec(framework: "rxswift", signature: "transform(_ events: Observable<Event>) -> Observable<Effect>")
                .replacingOccurrences(of: "styles: transform\n", with: "styles: transform\n  transform-protocol: SignUpViewModelling\n"),
            style: .transform)
        XCTAssertTrue(withProtocol.contains(
            "func transform(_ events: Observable<SignUpViewModel.Event>) -> Observable<SignUpViewModel.Effect>"), withProtocol)
    }

    /// Combine, RxSwift, RxCocoa and ReactiveSwift: the view model, its probe and fake, and a stub logic compile in
    /// Swift 5 and 6, without a warning in the generated code.
    func testEachFrameworkWithStreamsCompilesInBothLanguageModes() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        let signatures: [(String, String)] = [
            ("combine", "transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>\n  transform-protocol: SignUpViewModelling\n  conforms: Sendable\n  isolation: MainActor"),
            ("rxswift", "transform(input: Observable<Input>) -> Observable<Output>"),
            ("rxcocoa", "transform(input: Observable<Input>) -> Observable<Output>"),
            ("reactiveswift", "transform(with input: Signal<Input, Never>) -> Signal<Output, Never>"),
        ]
        var jobs: [CompileTests.Job] = []
        for (framework, signature) in signatures {
            // With the probe and the fake (`--tests`), which compile against the same code.
            let generated = try GeneratedCase(Self.spec(framework: framework, signature: signature), into: folder, name: framework)
            XCTAssertEqual(generated.formattedDiagnostics, [], framework)
            XCTAssertEqual(generated.supportFiles.count, 1, framework)
            let app = "protocol AccountService {}\n"
            let logic = try generated.write("Logic.swift", generated.stubLogic(style: .transform) + app)
            jobs += generated.jobs(framework, adding: [logic])
        }
        for (label, output) in CompileTests.run(jobs, compiler) { XCTFail("\(label) does not compile:\n\(output)") }
    }

    func testWhatTheEventTransformCannotCarryIsALocatedError() {
        let head = "options:\n  framework: %@\n  styles: transform\n  transform: %@\nviewmodel V:\n"
        func diagnostics(_ framework: String, _ signature: String, _ members: String) -> [String] {
            TestSupport.diagnostics(String(format: head, framework, signature) + members)
                .map { String($0.prefix { $0 != "\n" }) }
        }
        let combine = "transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>"
        XCTAssertEqual(diagnostics("closures", combine, "  inputs:\n    - tap\n"), [
            "t.vmspec:3:11: error: the transform style cannot be rendered with 'closures'",
            "t.vmspec:4:14: error: a 'transform:' of streams (the one-stream event transform) needs a framework with streams,"
                + " and 'closures' has none to send the view's events in and the outputs' cases out",
        ])
        XCTAssertEqual(diagnostics("async", combine, "  inputs:\n    - tap\n").count, 1)
        XCTAssertEqual(diagnostics("rxswift", combine, "  inputs:\n    - tap\n"), [
            "t.vmspec:4:14: error: the one-stream event transform of 'rxswift' takes and gives 'Observable<Input>' and"
                + " 'Observable<Output>': the parameter is 'AnyPublisher<_, Never>', the result is 'AnyPublisher<_, Never>'",
        ])
        XCTAssertEqual(diagnostics("combine", "transform(with input: AnyPublisher<Input, Never>) -> Output", ""), [
            "t.vmspec:4:67: error: the parameter is a stream of 'Input' (the one-stream event transform), so the result is a"
                + " stream of the output enum, as '-> AnyPublisher<Output, Never>'",
        ])
        XCTAssertEqual(diagnostics("combine", "transform(input: [Input]) -> AnyPublisher<Output, Never>", ""), [
            "t.vmspec:4:43: error: the result is a stream of 'Output', so the parameter is the input struct vmgen generates,"
                + " a plain type name, as 'input: Input' (the transform of states), or a stream of the input enum, as 'with"
                + " input: AnyPublisher<Input, Never>' (the one-stream event transform)",
        ])
        XCTAssertEqual(diagnostics("combine", "transform(with input: AnyPublisher<Input, Never>, bag: Bag) -> AnyPublisher<Output, Never>", ""), [
            "t.vmspec:4:64: error: the one-stream event transform takes the stream of input events alone; the view model"
                + " keeps its subscriptions itself",
        ])
        XCTAssertEqual(diagnostics("combine", combine, "  inputs:\n    - @subject tap\n    - pick(_ a: Int)\n    - pick(b: Int)\n"
            + "  outputs:\n    - @subject loading: Bool = false\n    - @failure(E) items: [Int]\n"), [
            "t.vmspec:7:16: error: the one-stream event transform ('transform: transform(...)' of streams) makes each input a"
                + " case of 'Input', and a '@subject' input is none",
            "t.vmspec:9:7: error: input 'pick(b:)' is the second case named 'pick' of 'Input'",
            "t.vmspec:11:16: error: the one-stream event transform ('transform: transform(...)' of streams) makes each output"
                + " a case of 'Output': a '@subject' output is none",
            "t.vmspec:12:19: error: the one-stream event transform ('transform: transform(...)' of streams) makes each output"
                + " a case of 'Output': a case has no typed failure (the stream of cases fails with 'Never')",
        ])
        XCTAssertEqual(diagnostics("combine", combine, "  outputs:\n    - @label(x) done: Void\n    - @label(_) pair: Int\n"
            + "    - @label(Array<Int>) one: Int\n"), [
            "t.vmspec:8:14: error: '@label(_)' makes a tuple or 'Void' the case's one value, and 'pair' has one value"
                + " already: drop it",
            "t.vmspec:9:14: error: '@label' takes a label, as '@label(alert)', or '_'",
        ])
        XCTAssertEqual(TestSupport.diagnostics("viewmodel V:\n  outputs:\n    - @label(alert) bell: Bool\n").map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:3:14: error: '@label' names the label of an output case's one value, in the one-stream event transform"
                + " ('transform:' of streams) or the transform of states, which this spec does not render",
        ])
        XCTAssertEqual(diagnostics("reactiveswift", "transform(with input: SignalProducer<Input, Never>) -> Signal<Output, Never>", ""), [
            "t.vmspec:4:14: error: vmgen writes ReactiveSwift's one-stream event transform with Signals ('Signal<Input, Never>'"
                + " and 'Signal<Output, Never>'), not with SignalProducers yet",
        ])
    }

    /// A member the spec cannot carry is a warning where it stands, and a difference `--check` reports there; the
    /// class's own state is carried, and a nested type is the class's own API to move, a note.
    func testImportWarnsAtWhatTheSpecCannotCarry() throws {
        let support = try String(contentsOf: Self.fixture.appendingPathComponent("Support.swift"), encoding: .utf8)
        var source = try String(contentsOf: Self.fixture.appendingPathComponent("PhoneVerification.swift"), encoding: .utf8)
        source = source.replacingOccurrences(
            of: "ViewModelProtocol {\n", with: "ViewModelProtocol {\n    var tempName: String?\n    enum Kind { case a, b }\n")
            .replacingOccurrences(of: "    init(service: VerificationService) {\n", with: "    convenience init() { self.init(service: Canned()) }\n"
                + "    init(service: VerificationService) {\n")
            .replacingOccurrences(of: "case changeTerms(agreed: Bool)", with: "case changeTerms(agreed: Bool, String)")
        let context = SpecImporter.declarations(of: support, path: "Support.swift")
        let imported = SpecImporter.importFile(source, path: "P.swift", context: context)
        let warnings = imported.diagnostics.filter { $0.severity == .warning }
        // Its own state is carried (`properties:`); its nested enum and the other initializer, which delegates to the
        // generated one, move to an extension of the generated class, a note each (`DelegatingInitializerImportTests`).
        XCTAssertEqual(warnings.map { "\($0.location.line):\($0.location.column)" }, [],
                       imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertEqual(imported.diagnostics.filter { $0.message.contains(" stays the class's own: ") }
            .map { "\($0.location.line):\($0.location.column)" }, ["13:5", "34:17"])
        XCTAssertTrue(try XCTUnwrap(imported.specText).contains("  properties:\n    - var tempName: String?\n"))
        let spec = SpecSource(path: "P.vmspec", bytes: Array(try XCTUnwrap(imported.specText).utf8))
        let differences = SurfaceComparison.differences(handWritten: source, path: "P.swift", spec: spec, context: context)
        XCTAssertEqual(Set(differences.map(\.location.line)), [13, 34], differences.map(\.formatted).joined(separator: "\n"))
        XCTAssertTrue(differences.contains { $0.location.line == 13 && $0.message.contains(ImportFixtureTests.move) })
        XCTAssertTrue(differences.contains { $0.location.line == 34 && $0.message.contains(ImportFixtureTests.move) })
        XCTAssertTrue(try XCTUnwrap(imported.specText).contains("transform: transform(with input: AnyPublisher<Input, Never>)"
            + " -> AnyPublisher<Output, Never>\n  conforms: ViewModelProtocol\n"))
        XCTAssertTrue(try XCTUnwrap(imported.specText).contains("    - changeTerms(agreed: Bool, _ value1: String)\n"))
        XCTAssertTrue(try XCTUnwrap(imported.specText).contains("    - @label(enabled) enableNext: Bool\n"))
    }

    /// An event transform class the app may subclass is carried as `final: false`, as the other styles' classes are,
    /// and `--check` then finds nothing different.
    func testAnEventTransformClassThatIsNotFinalIsCarriedOpen() throws {
        let support = try String(contentsOf: Self.fixture.appendingPathComponent("Support.swift"), encoding: .utf8)
        let source = try String(contentsOf: Self.fixture.appendingPathComponent("PhoneVerification.swift"), encoding: .utf8)
            .replacingOccurrences(of: "final class PhoneVerificationViewModel", with: "class PhoneVerificationViewModel")
        XCTAssertTrue(source.contains("\nclass PhoneVerificationViewModel"))
        let context = SpecImporter.declarations(of: support, path: "Support.swift")
        let imported = SpecImporter.importFile(source, path: "P.swift", context: context)
        let specText = try XCTUnwrap(imported.specText)
        XCTAssertTrue(specText.contains("\n  final: false\n"), specText)
        let spec = SpecSource(path: "P.vmspec", bytes: Array(specText.utf8))
        let differences = SurfaceComparison.differences(handWritten: source, path: "P.swift", spec: spec, context: context)
        XCTAssertEqual(differences.map(\.formatted), [])
    }

    static func spec(framework: String, signature: String) -> String {
        """
        options:
          framework: \(framework)
          styles: transform
          transform: \(signature)

        viewmodel SignUpViewModel:
          dependencies:
            - accounts: AccountService
          inputs:
            - viewDidLoad
            - verify(_ phone: String, _ code: String)
            - select(item id: Int)
          outputs:
            - showResult: (String, Int)
            - codeSent: (response: String, at: Int)
            - registered: Void
            - showList: [String]
            - @label(alert) updateBell: Bool

        """
    }
}
