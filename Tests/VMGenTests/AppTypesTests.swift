import Foundation
import VMGenCore
import XCTest

/// `app-types: SettingInput, SettingState` (#32): the transform of states' input struct and enum the app declares at the
/// top level of a file of its own. The generated file declares neither and uses the app's: it compiles against them in
/// each framework of the transform of states, Swift 5 and 6, with the probe and fake, which name them by themselves,
/// and runs on OpenCombine; what it cannot carry is a located error.
final class AppTypesTests: XCTestCase {
    static func spec(framework: String, result: String, inputs: String = "    - viewDidLoad\n    - toggle(_ on: Bool)\n",
                     options: String = "  app-types: SettingInput, SettingState\n") -> String {
        """
        options:
          framework: \(framework)
          styles: transform
          transform: transform(_ input: SettingInput) -> \(result)
        \(options)
        viewmodel SettingViewModel:
          dependencies:
            - store: SettingStore
          inputs:
        \(inputs)  outputs:
            - loaded: [String]
            - saved: Void
        """
    }

    /// The app's file: its struct of what the view hands (`members`), its enum of states, and its protocols.
    static func appFile(_ framework: String, members: [String]) -> String {
        """
        \(framework == "combine" ? "#if canImport(Combine)\nimport Combine\n#else\nimport OpenCombine\n#endif"
            : framework == "rxswift" ? "import RxSwift" : "import ReactiveSwift")

        protocol SettingStore: Sendable {}

        struct SettingInput {
        \(members.map { "    let " + $0 }.joined(separator: "\n"))
        }

        enum SettingState {
            case loaded(_ names: [String])
            case saved
        }

        """
    }

    /// No struct or enum of those names in the generated file: the method takes and makes the app's.
    func testTheGeneratedFileDeclaresNeitherAndUsesTheApps() {
        let text = TestSupport.render(Self.spec(framework: "combine", result: "AnyPublisher<SettingState, Never>"), style: .transform)
        for line in [
            "func transform(_ input: SettingInput) -> AnyPublisher<SettingState, Never> {",
            "let streams = SettingViewModelLogic.Input(viewDidLoad: input.viewDidLoad, toggle: input.toggle)",
            "output.loaded.map { SettingState.loaded($0) }.eraseToAnyPublisher(),",
        ] {
            XCTAssertTrue(text.contains(line), "\(line)\n\(text)")
        }
        for declaration in ["struct SettingInput", "enum SettingState", "typealias SettingInput", "typealias SettingState"] {
            XCTAssertFalse(text.contains(declaration), "\(declaration)\n\(text)")
        }
        // Only the enum the app's: the struct is the generated class's, as without the option.
        let enumOnly = TestSupport.render(Self.spec(framework: "combine", result: "AnyPublisher<SettingState, Never>",
                                                    options: "  app-types: SettingState\n"), style: .transform)
        XCTAssertTrue(enumOnly.contains("typealias SettingInput = SettingViewModelLogic.Input"), enumOnly)
        XCTAssertFalse(enumOnly.contains("enum SettingState"), enumOnly)
    }

    /// Combine with the subjects the view sends into (the app's `PassthroughSubject`s), RxSwift and ReactiveSwift with
    /// streams: the generated view model, a stub logic and the app's own file compile in Swift 5 and 6.
    func testEachFrameworkOfTheTransformOfStatesCompilesAgainstTheAppsTypes() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        let appTypes = "  app-types: SettingInput, SettingState\n"
        for (framework, result, inputs, members, options) in [
            // As OpenList writes every screen: the app's binding protocol binds the shared one's associated types.
            ("combine", "AnyPublisher<SettingState, Never>", "    - @subject viewDidLoad\n    - @subject toggle(_ on: Bool)\n",
             ["viewDidLoad: PassthroughSubject<Void, Never>", "toggle: PassthroughSubject<Bool, Never>"],
             appTypes + "  conforms: SettingViewModelable\n"),
            ("rxswift", "Observable<SettingState>", "    - viewDidLoad\n    - toggle(_ on: Bool)\n",
             ["viewDidLoad: Observable<Void>", "toggle: Observable<Bool>"], appTypes + "  transform-protocol: SettingViewModelling\n"),
            ("reactiveswift", "Signal<SettingState, Never>", "    - viewDidLoad\n    - toggle(_ on: Bool)\n",
             ["viewDidLoad: Signal<Void, Never>", "toggle: Signal<Bool, Never>"], appTypes),
        ] {
            let generated = try GeneratedCase(
                Self.spec(framework: framework, result: result, inputs: inputs, options: options), into: folder, name: framework)
            XCTAssertEqual(generated.formattedDiagnostics, [], framework)
            // The probe and the fake name the app's types by themselves.
            XCTAssertEqual(generated.supportFiles.count, 1, framework)
            for declaration in ["struct SettingInput", "enum SettingState", "SettingViewModel.Setting"] {
                XCTAssertFalse(generated.code.contains(declaration), "\(framework): \(declaration)\n\(generated.code)")
            }
            let binding = options.contains("conforms:") ? """
                protocol ViewModelable {
                    associatedtype Input
                    associatedtype State
                    associatedtype Output
                    func transform(_ input: Input) -> Output
                }

                protocol SettingViewModelable: ViewModelable
                where Input == SettingInput, State == SettingState, Output == AnyPublisher<State, Never> { }

                func states(_ viewModel: some SettingViewModelable, _ input: SettingInput) -> AnyPublisher<SettingState, Never> {
                    viewModel.transform(input)
                }

                """ : ""
            let app = try generated.write("App.swift", Self.appFile(framework, members: members) + binding)
            let logic = try generated.write("Logic.swift", generated.stubLogic(style: .transform))
            jobs += generated.jobs(framework, adding: [app, logic])
        }
        for (label, output) in CompileTests.run(jobs, compiler) { XCTFail("\(label) does not compile:\n\(output)") }
    }

    /// On OpenCombine: what the view sends into the app's struct reaches the logic, and the view sees the app's states.
    func testTheViewSeesTheAppsStatesFromWhatItSendsIntoTheAppsStruct() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let spec = Self.spec(framework: "combine", result: "AnyPublisher<SettingState, Never>",
                             inputs: "    - @subject viewDidLoad\n    - @subject toggle(_ on: Bool)\n")
        let generated = Generator.generate([SpecSource(path: "Setting.vmspec", bytes: Array(spec.utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        let logic = """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif

            extension SettingViewModelLogic {
                static func transform(_ input: Input, store: SettingStore) -> Output {
                    Output(
                        loaded: input.viewDidLoad.map { ["sound", "mail"] }.eraseToAnyPublisher(),
                        saved: input.toggle.filter { $0 }.map { _ in () }.eraseToAnyPublisher()
                    )
                }
            }
            """
        let program = """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif

            struct Store: SettingStore {}
            var subscriptions = Set<AnyCancellable>()
            let input = SettingInput(viewDidLoad: PassthroughSubject(), toggle: PassthroughSubject())
            var shown: [String] = []
            SettingViewModel(store: Store()).transform(input).sink { state in
                switch state {
                case .loaded(let names): shown.append(names.joined(separator: ","))
                case .saved: shown.append("saved")
                }
            }.store(in: &subscriptions)
            input.viewDidLoad.send(())
            input.toggle.send(false)
            input.toggle.send(true)
            expect(shown, ["sound,mail", "saved"], "the app's states, from what the view sent into the app's struct")
            finishProbeTests()
            """
        try CombineProgram.run(
            generated.files.map { ($0.relativePath, $0.contents) }
                + [("App.swift", Self.appFile("combine", members: [
                    "viewDidLoad: PassthroughSubject<Void, Never>", "toggle: PassthroughSubject<Bool, Never>",
                ])), ("Logic.swift", logic)],
            main: program, in: folder, failure: "the view saw something else")
    }

    /// Each misuse, located where the option stands.
    func testWhatTheOptionCannotCarryIsALocatedError() {
        let spec = Self.spec(framework: "combine", result: "AnyPublisher<SettingState, Never>")
        func errors(_ options: String, _ text: String = spec) -> [String] {
            TestSupport.diagnostics(text.replacingOccurrences(of: "  app-types: SettingInput, SettingState\n", with: options))
                .filter { $0.contains("error:") }.map { String($0.prefix { $0 != "\n" }) }
        }
        XCTAssertEqual(errors("  app-types: SettingInput, Other\n"), [
            "t.vmspec:5:14: error: 'app-types:' names 'Other', which is neither the input struct 'SettingInput' nor the"
                + " enum 'SettingState' of 'transform:'",
        ])
        XCTAssertEqual(errors("  app-types: SettingState, SettingState\n"), ["t.vmspec:5:14: error: 'app-types:' names a type twice"])
        XCTAssertEqual(errors("  app-types: SettingInput\n  top-level: SettingState\n"), [
            "t.vmspec:5:14: error: 'app-types:' and 'top-level:' both name the transform of states' types: the app's own,"
                + " or the generated file's",
        ])
        // The ordinary transform's structs are the app's too (`AppTypesStructTransformTests`); a style other than the
        // transform renders neither.
        let plain = spec.replacingOccurrences(of: "transform(_ input: SettingInput) -> AnyPublisher<SettingState, Never>",
                                              with: "transform(input: Input) -> Output")
        XCTAssertEqual(errors("  app-types: Input\n", plain), [])
        XCTAssertEqual(errors("  app-types: Input\n", plain.replacingOccurrences(of: "styles: transform", with: "styles: triplet")), [
            "t.vmspec:5:14: error: 'app-types:' names the types of the ordinary transform ('transform: transform(input: X) ->"
                + " Y') or the transform of states ('transform: transform(input: Input) -> AnyPublisher<State, Never>'), which"
                + " this spec does not render",
        ])
    }

    /// `app-types:` in a project's `vmgen.options` names one view model's types, which every spec would inherit: a
    /// located error, as for `top-level:`, never dropped without a word; the file's other options stand.
    func testAppTypesInTheProjectsOptionsIsALocatedError() {
        let project = OptionResolver.projectDefaults(SpecSource(path: "vmgen.options", bytes: Array(
            "options:\n  framework: combine\n  app-types: SettingInput, SettingState\n  top-level: Input\n".utf8)))
        XCTAssertEqual(project.diagnostics.filter { $0.severity == .error }.map(\.formatted), [
            "vmgen.options:3:3: error: 'app-types:' names the types one view model's transform of states takes from the app,"
                + " which every spec of the project would inherit: give it in that view model's spec",
            "vmgen.options:4:3: error: 'top-level:' names the types one view model's transform (of structs or of states)"
                + " declares at the top level of the module, which every spec of the project would declare: give it in that"
                + " view model's spec",
        ])
        XCTAssertEqual(project.defaults.framework, .combine, "the other options stand")
    }
}
