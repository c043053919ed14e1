import Foundation
@testable import VMGenCore
import XCTest

/// `input-init:`: the transform style's `Input`, which the team's struct makes with an initializer of its own that takes
/// the members in another order than it declares them (s16's ic-survey-ios `SplashViewModel`), declares that
/// initializer (with its default arguments) beside the one of each member in order, so the app's call sites and the
/// generated code both make it;
/// the import writes the option for such an initializer (`Fixtures/Import/WelcomeScreen` with its call sites) and warns
/// about any other where it stands. Each refusal is located.
final class InputInitOrderTests: XCTestCase {
    static func spec(
        framework: String = "combine", styles: String = "transform", order: String = "loadTrigger, skipTrigger",
        inputs: String = "    - skipTrigger\n    - loadTrigger"
    ) -> String {
        """
        options:
          framework: \(framework)
          styles: \(styles)
          input-init: \(order)

        viewmodel WelcomeViewModel:
          inputs:
        \(inputs)
          outputs:
            - loads: Int
            - skips: Int
        """
    }

    static let logic = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif

        extension WelcomeViewModelLogic {
            static func transform(_ input: Input) -> Output {
                Output(loads: input.loadTrigger.scan(0) { total, _ in total + 1 }.eraseToAnyPublisher(),
                       skips: input.skipTrigger.scan(0) { total, _ in total + 1 }.eraseToAnyPublisher())
            }
        }
        """

    /// The call site hands the triggers in the team's order, the load trigger first, as the hand-written `Input` took them.
    static let program = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif

        let load = PassthroughSubject<Void, Never>()
        let skip = PassthroughSubject<Void, Never>()
        let viewModel = WelcomeViewModel()
        let input = WelcomeViewModel.Input(loadTrigger: load.eraseToAnyPublisher(), skipTrigger: skip.eraseToAnyPublisher())
        var loads: [Int] = []
        var skips: [Int] = []
        let output = viewModel.transform(input: input)
        let subscriptions = [output.loads.sink { loads.append($0) }, output.skips.sink { skips.append($0) }]
        load.send(())
        load.send(())
        skip.send(())
        expect(loads, [1, 2], "the load trigger handed first reaches the logic as the load trigger")
        expect(skips, [1], "the skip trigger handed second reaches the logic as the skip trigger")
        _ = subscriptions
        finishProbeTests()
        """

    func testTheInputIsMadeInTheTeamsOrderAndRunsOnOpenCombine() throws {
        let source = SpecSource(path: "Welcome.vmspec", bytes: Array(Self.spec().utf8))
        let generated = Generator.generate([source])
        let tests = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual((generated.diagnostics + tests.diagnostics).map(\.formatted), [])
        let code = try XCTUnwrap(generated.files.first?.contents)
        XCTAssertTrue(code.contains("init(loadTrigger: AnyPublisher<Void, Never>, skipTrigger: AnyPublisher<Void, Never>) {"), code)
        XCTAssertTrue(code.contains("init(skipTrigger: AnyPublisher<Void, Never>, loadTrigger: AnyPublisher<Void, Never>) {"), code)
        try CombineProgram.run((generated.files + tests.files).map { ($0.relativePath, $0.contents) } + [("Logic.swift", Self.logic)],
                               main: Self.program, in: try TestSupport.temporaryFolder(self), failure: "the Input's own order")
    }

    /// Only a default argument sets the team's initializer apart (members in its order): it stands in the memberwise
    /// one's stead, and a call site that leaves the member out runs.
    func testADefaultArgumentInTheSpecsOrderIsTheOnlyInitializer() throws {
        let spec = Self.spec(order: "skipTrigger, loadTrigger = Just(()).eraseToAnyPublisher()")
        let source = SpecSource(path: "Welcome.vmspec", bytes: Array(spec.utf8))
        let generated = Generator.generate([source])
        let tests = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual((generated.diagnostics + tests.diagnostics).map(\.formatted), [])
        let code = try XCTUnwrap(generated.files.first?.contents)
        XCTAssertTrue(code.contains(
            "            skipTrigger: AnyPublisher<Void, Never>,\n            loadTrigger: AnyPublisher<Void, Never> = Just(()).eraseToAnyPublisher()\n        ) {"), code)
        XCTAssertEqual(code.components(separatedBy: "\n        init(").count, 2, "one initializer in the structs: \(code)")
        let program = Self.program
            .replacingOccurrences(of: "WelcomeViewModel.Input(loadTrigger: load.eraseToAnyPublisher(), skipTrigger: skip.eraseToAnyPublisher())",
                                  with: "WelcomeViewModel.Input(skipTrigger: skip.eraseToAnyPublisher())")
            .replacingOccurrences(of: "load.send(())\n", with: "")
            .replacingOccurrences(of: "expect(loads, [1, 2], \"the load trigger handed first reaches the logic as the load trigger\")",
                                  with: "expect(loads, [1], \"the load trigger left out is the default argument's, which sends once\")")
        XCTAssertNotEqual(program, Self.program)
        try CombineProgram.run((generated.files + tests.files).map { ($0.relativePath, $0.contents) } + [("Logic.swift", Self.logic)],
                               main: program, in: try TestSupport.temporaryFolder(self), failure: "the Input's default argument")
    }

    /// RxCocoa's view `Input` of traits (`@driver`), the struct the view hands, declares it too.
    func testTheViewsStructOfTraitsDeclaresItToo() throws {
        let spec = Self.spec(framework: "rxcocoa", inputs: "    - @driver skipTrigger\n    - @driver loadTrigger")
        let generated = Generator.generate([SpecSource(path: "Welcome.vmspec", bytes: Array(spec.utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        let code = try XCTUnwrap(generated.files.first?.contents)
        XCTAssertTrue(code.contains("init(loadTrigger: Driver<Void>, skipTrigger: Driver<Void>) {"), code)
        XCTAssertTrue(code.contains("init(skipTrigger: Driver<Void>, loadTrigger: Driver<Void>) {"), code)
    }

    func testEachRefusalIsLocated() {
        func errors(_ spec: String) -> [String] {
            Generator.generate([SpecSource(path: "w.vmspec", bytes: Array(spec.utf8))]).diagnostics.map {
                $0.formatted.components(separatedBy: "\n")[0]
            }
        }
        XCTAssertEqual(errors(Self.spec(order: "loadTrigger, tapTrigger")).first,
                       "w.vmspec:4:28: error: 'tapTrigger' in 'input-init:' is not an input of 'WelcomeViewModel'")
        XCTAssertEqual(errors(Self.spec(order: "loadTrigger, skipTrigger = )")).first,
                       "w.vmspec:4:28: error: ')' in 'input-init:' is no default value of 'skipTrigger'")
        XCTAssertEqual(errors(Self.spec(order: "loadTrigger, loadTrigger")).first,
                       "w.vmspec:4:28: error: 'loadTrigger' is named twice in 'input-init:'")
        XCTAssertEqual(errors(Self.spec(order: "loadTrigger")).first,
                       "w.vmspec:4:15: error: 'input-init:' names each stream the view hands the Input once, and leaves out 'skipTrigger'")
        XCTAssertEqual(errors(Self.spec(order: "skipTrigger, loadTrigger")).first,
                       "w.vmspec:4:15: error: 'input-init:' names the inputs in the order the spec declares them, which the Input is made with already")
        XCTAssertEqual(errors(Self.spec(styles: "triplet")).first,
                       "w.vmspec:4:3: error: 'input-init:' orders the transform style's Input initializer, and this spec does not render it")
        let events = Self.spec().replacingOccurrences(
            of: "  input-init:", with: "  transform: transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>\n  input-init:")
        XCTAssertTrue(errors(events).contains(
            "w.vmspec:5:3: error: 'input-init:' orders the members of a struct, and the one-stream event transform's Input is an enum of cases"),
            "\(errors(events))")
        XCTAssertEqual(errors(Self.spec() + "\n\nviewmodel OtherViewModel:\n  inputs:\n    - tap\n").first,
                       "w.vmspec:4:3: error: 'input-init:' orders one view model's Input initializer, and this spec declares 2 view models")
        XCTAssertEqual(errors(Self.spec(inputs: "    - skipTrigger\n    - loadTrigger\n    - @call refresh")).first,
                       "w.vmspec:4:3: error: 'input-init:' orders an Input the view hands every stream of, and input 'refresh' is not handed (@call or @made)")
    }

    /// A project's options file orders no view model's `Input`: an error where it stands.
    func testAProjectsOptionsRefuseIt() {
        let project = OptionResolver.projectDefaults(SpecSource(path: "vmgen.options", bytes: Array(
            "options:\n  styles: transform\n  input-init: loadTrigger, skipTrigger\n".utf8)))
        XCTAssertEqual(project.diagnostics.filter { $0.severity == .error }.map(\.formatted), [
            "vmgen.options:3:3: error: 'input-init:' names the order one view model's call sites hand its Input's streams in,"
                + " which every spec of the project would take: give it in that view model's spec",
        ])
    }

    /// Another initializer of its own (a default value, a parameter of another name) is no order: warned where it
    /// stands, as before.
    func testTheImportWritesTheOrderAndWarnsAboutAnyOtherInitializer() throws {
        let root = TestSupport.root.appendingPathComponent("Fixtures/Import/WelcomeScreen")
        let source = try String(contentsOf: root.appendingPathComponent("WelcomeScreen.swift"), encoding: .utf8)
        let support = try String(contentsOf: root.appendingPathComponent("Support.swift"), encoding: .utf8)
        func imported(_ source: String) -> SpecImporter.Result {
            SpecImporter.importFile(source, path: "WelcomeScreen.swift",
                                    context: SpecImporter.declarations(of: support, path: "Support.swift"))
        }
        let ordered = imported(source)
        XCTAssertTrue(ordered.specText?.contains("  input-init: loadTrigger, skipTrigger\n") == true, ordered.specText ?? "")
        XCTAssertEqual(ordered.diagnostics.map(\.formatted), [])
        // A default argument is carried with the order.
        let defaulted = imported(source.replacingOccurrences(of: "            skipTrigger: AnyPublisher<Void, Never>\n", with: "            skipTrigger: AnyPublisher<Void, Never> = Empty().eraseToAnyPublisher()\n"))
        XCTAssertTrue(defaulted.specText?.contains("  input-init: loadTrigger, skipTrigger = Empty().eraseToAnyPublisher()\n") == true,
                      defaulted.specText ?? "")
        XCTAssertEqual(defaulted.diagnostics.map(\.formatted), [])
        // One the option's list cannot hold (a comma of its own) is warned about where the initializer stands.
        let comma = imported(source.replacingOccurrences(of: "            skipTrigger: AnyPublisher<Void, Never>\n", with: "            skipTrigger: AnyPublisher<Void, Never> = Empty(completeImmediately: false, outputType: Void.self, failureType: Never.self).eraseToAnyPublisher()\n"))
        XCTAssertFalse(comma.specText?.contains("input-init:") == true, comma.specText ?? "")
        XCTAssertTrue(comma.diagnostics.contains {
            $0.formatted.hasPrefix("WelcomeScreen.swift:44:9: warning: 'init(loadTrigger:AnyPublisher<Void,Never>,skipTrigger:AnyPublisher<Void,Never>=…)'")
        }, "\(comma.diagnostics.map(\.formatted))")
        let computed = imported(source.replacingOccurrences(of: "self.skipTrigger = skipTrigger", with: "self.skipTrigger = skipTrigger.share().eraseToAnyPublisher()"))
        XCTAssertFalse(computed.specText?.contains("input-init:") == true, computed.specText ?? "")
        XCTAssertTrue(computed.diagnostics.contains { $0.formatted.contains("is not imported: the generated 'Input' is made with") },
                      "\(computed.diagnostics.map(\.formatted))")
    }
}
