import Foundation
import VMGenCore
import XCTest

/// `groups: one`: the triplet as one protocol, the type protocol, that declares the view model's inputs and outputs
/// itself, with no inputs and outputs protocols (`protocol BirthViewModelType { var sexButtonTapped: AnyObserver<Void>
/// { get }; var isButtonEnabled: Driver<Bool> { get } }`), as Kickstarter-like apps write it (#32, the fifteenth set's
/// PLUB-iOS). Rendered once in the triplet renderer, its fake and probe conforming to the one protocol.
final class OneProtocolTripletTests: XCTestCase {
    static func spec(_ framework: Framework, observers: Bool = true, extra: String = "") -> String {
        let observer = observers ? "@observer " : ""
        return """
            options:
              framework: \(framework.name)
            viewmodel BirthViewModel:
              groups: one
            \(extra)  inputs:
                - \(observer)sexButtonTapped
                - \(observer)birthDateSelected(_ date: String)
                - reload(page: Int)
              outputs:
                - isButtonEnabled: Bool
                - title: String
            """
    }

    func testTheTypeProtocolDeclaresEveryMemberAndCompilesWithACallSiteAndTestSupportInEveryFramework() throws {
        let code = TestSupport.render(Self.spec(.rxcocoa))
        XCTAssertTrue(code.contains("""
            protocol BirthViewModelType {
                var sexButtonTapped: AnyObserver<Void> { get }
                var birthDateSelected: AnyObserver<String> { get }
                func reload(page: Int)
                var isButtonEnabled: Driver<Bool> { get }
                var title: Driver<String> { get }
            }
            """), code)
        XCTAssertTrue(code.contains("final class BirthViewModel: BirthViewModelType {\n"), code)
        XCTAssertFalse(code.contains("BirthViewModelInputs"), code)
        XCTAssertFalse(code.contains("BirthViewModelOutputs"), code)
        XCTAssertFalse(code.contains("var inputs"), code)
        let support = TestSupport.render(Self.spec(.rxcocoa), overrides: OptionOverrides(testSupport: true))
        XCTAssertTrue(support.contains("final class BirthViewModelFake: BirthViewModelType {"), support)
        XCTAssertTrue(support.contains("var inputs: any BirthViewModelType { viewModel }"), support)
        // The view holds the one protocol and reaches every member through it.
        func callSite(sending: String) -> String {
            """
            @MainActor func show(_ viewModel: any BirthViewModelType) {
                \(sending)
                viewModel.reload(page: 2)
                _ = viewModel.isButtonEnabled
                _ = viewModel.title
            }

            """
        }
        let sends: [Framework: String] = [
            .rxswift: "viewModel.sexButtonTapped.onNext(())", .rxcocoa: "viewModel.birthDateSelected.onNext(\"1990\")",
            .reactiveswift: "viewModel.sexButtonTapped.send(value: ())", .combine: "_ = viewModel.birthDateSelected.receive(\"1990\")",
            .async: "viewModel.sexButtonTapped.yield(())",
        ]
        for (framework, send) in sends.sorted(by: { $0.key.name < $1.key.name }) {
            try assertCompiles(Self.spec(framework), support: callSite(sending: send))
        }
        // Named in full when its name ends otherwise than `Type`: the first two names declare nothing.
        let named = TestSupport.render(Self.spec(.rxcocoa, extra: "  protocols: BirthInputs, BirthOutputs, BirthViewModelProtocol\n"))
        XCTAssertTrue(named.contains("protocol BirthViewModelProtocol {\n"), named)
        XCTAssertTrue(named.contains("final class BirthViewModel: BirthViewModelProtocol {\n"), named)
        XCTAssertFalse(named.contains("BirthInputs") || named.contains("BirthOutputs"), named)
        // Without a framework there is no observer: the inputs are methods, the outputs closures the view sets.
        let closures = TestSupport.render(Self.spec(.closures, observers: false))
        XCTAssertTrue(closures.contains("protocol BirthViewModelType: AnyObject {"), closures)
        try assertCompiles(Self.spec(.closures, observers: false), support: """
            func show(_ viewModel: any BirthViewModelType) {
                viewModel.sexButtonTapped()
                viewModel.reload(page: 2)
                viewModel.isButtonEnabled = { _ in }
            }

            """)
    }

    func testWhatOnlyTheGroupsProtocolsSayIsAnErrorWhereItStands() {
        let tail = ", and with 'groups: one' the type protocol declares every member itself, with no protocol of inputs,"
            + " outputs or errors\nt.vmspec:4:3: note: 'groups: one' is here"
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(.rxswift, extra: "  type-refines: inputs, outputs\n")), [
            "t.vmspec:5:3: error: 'type-refines:' makes the type protocol refine the groups' protocols" + tail,
        ])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(.rxswift, extra: "  class-bound: type, outputs\n")), [
            "t.vmspec:5:22: error: 'class-bound: outputs' makes the outputs' protocol refine 'AnyObject'" + tail,
        ])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(.rxswift) + "\n  errors:\n    - failed: String\n"), [
            "t.vmspec:13:7: error: 'failed' is an error, which the errors' protocol declares" + tail,
        ])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(.rxswift, extra: "  inputs-refine: Screen\n")), [
            "t.vmspec:5:3: error: 'inputs-refine:' makes the inputs' protocol refine the app's" + tail,
        ])
        let typealiased = Self.spec(.rxswift).replacingOccurrences(of: "  inputs:\n", with: "  inputs:\n    - typealias Day = String\n")
        XCTAssertEqual(TestSupport.diagnostics(typealiased), [
            "t.vmspec:6:7: error: 'typealias Day' under 'inputs:' is declared in the inputs' protocol" + tail,
        ])
        let declaredIn = Self.spec(.rxswift).replacingOccurrences(of: "- reload(", with: "- @in(type) reload(")
        XCTAssertEqual(TestSupport.diagnostics(declaredIn).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:8:11: error: 'reload(page:)' is '@in(type)', declared in another protocol than the inputs', and with"
                + " 'groups: one' the type protocol declares every member itself, with no protocol of inputs, outputs or errors",
        ])
        // The one protocol may be class-bound, and refine the app's protocols.
        let shaped = Self.spec(.rxswift, extra: "  class-bound: type\n  type-refine: Screen\n  type-requires: init\n")
            + "\n  dependencies:\n    - typealias Day = String\n    - service: String\n"
        XCTAssertEqual(TestSupport.diagnostics(shaped), [])
        let code = TestSupport.render(shaped)
        XCTAssertTrue(code.contains("protocol BirthViewModelType: AnyObject, Screen {\n    typealias Day = String\n"), code)
        XCTAssertTrue(code.contains("    var title: Observable<String> { get }\n    init(service: String)\n}"), code)
    }

    /// `protocol BirthViewModelType: BirthViewModel`: the one protocol bound to the view model's class, as some apps
    /// write it; the fake, no subclass of the class, cannot conform, so test support is refused where the line stands.
    func testTheTypeProtocolMayRefineTheViewModelsClassWithoutTestSupport() throws {
        let spec = Self.spec(.async, extra: "  type-refine: BirthViewModel\n")
        let code = TestSupport.render(spec)
        XCTAssertTrue(code.contains("protocol BirthViewModelType: BirthViewModel {"), code)
        try assertCompiles(spec, support: "@MainActor func show(_ viewModel: any BirthViewModelType) { viewModel.reload(page: 1) }\n")
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(.rxswift, extra: "  type-refine: BirthViewModel\n"),
                                                   overrides: OptionOverrides(testSupport: true)), [
            "t.vmspec:5:16: error: 'type-refine: BirthViewModel' binds the type protocol to the view model's class, and the"
                + " fake (--tests), which is no subclass of it, cannot conform to it"
                + "\nt.vmspec:5:16: note: generate the test support of this view model without 'type-refine: BirthViewModel'",
        ])
    }

    /// On OpenCombine: a screen holding the one protocol sends into its observer and calls its method, and sees the
    /// logic's outputs; the probe reaches the inputs through the one protocol, and the fake stands in for it.
    func testTheOneProtocolBehavesAsTheScreenExpectsOnOpenCombine() throws {
        let spec = """
            options:
              framework: combine
            viewmodel GreetingViewModel:
              groups: one
              inputs:
                - @observer nameChanged(_ name: String)
                - reload
              outputs:
                - greeting: String
            """
        let logic = """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif

            var logicSubscriptions = Set<AnyCancellable>()

            extension GreetingViewModelLogic {
                static func transform(_ input: Input) -> Output {
                    let greeting = PassthroughSubject<String, Never>()
                    var name = ""
                    input.nameChanged.sink { name = $0; greeting.send("hello, \\(name)") }.store(in: &logicSubscriptions)
                    input.reload.sink { greeting.send("hello again, \\(name)") }.store(in: &logicSubscriptions)
                    return Output(greeting: greeting.eraseToAnyPublisher())
                }
            }
            """
        let main = """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif

            final class Screen {
                let viewModel: any GreetingViewModelType
                var seen: [String] = []
                var subscription: AnyCancellable?
                init(_ viewModel: any GreetingViewModelType) {
                    self.viewModel = viewModel
                    subscription = viewModel.greeting.sink { [unowned self] in self.seen.append($0) }
                }
            }

            let screen = Screen(GreetingViewModel())
            _ = screen.viewModel.nameChanged.receive("Ann")
            screen.viewModel.reload()
            expect(screen.seen, ["hello, Ann", "hello again, Ann"], "what the screen saw")

            let probe = GreetingViewModelProbe()
            _ = probe.inputs.nameChanged.receive("Bo")
            expect(probe.greeting.values, ["hello, Bo"], "what the probe recorded")

            let fake = GreetingViewModelFake()
            let faked = Screen(fake)
            _ = faked.viewModel.nameChanged.receive("Cy")
            faked.viewModel.reload()
            fake.send(greeting: "shown")
            expect(fake.calls, [.nameChanged("Cy"), .reload], "what the fake recorded")
            expect(faked.seen, ["shown"], "what the screen saw of the fake")
            finishProbeTests()
            """
        let source = SpecSource(path: "Greeting.vmspec", bytes: Array(spec.utf8))
        let generated = Generator.generate([source])
        let tests = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual((generated.diagnostics + tests.diagnostics).map(\.formatted), [])
        let folder = try TestSupport.temporaryFolder(self)
        try CombineProgram.run((generated.files + tests.files).map { ($0.relativePath, $0.contents) } + [("Logic.swift", logic)],
                               main: main, in: folder, failure: "the one protocol does not behave")
    }
}
