import Foundation
import VMGenCore
import XCTest

/// `transform-output: given`: the transform style's class keeps the `Output` its initializer is handed (`init(output:
/// Output)`), a struct of relays or subjects, some made by the struct (`@made`), the others made by whoever makes the
/// view model with their starting values; `transform` binds the logic's streams into them and returns that very one,
/// as apps whose coordinator builds each screen's `Output` write it (poporazzi) (#32).
final class GivenOutputTests: XCTestCase {
    static func spec(_ framework: Framework, extra: String = "") -> String {
        let kind = framework == .combine ? "@subject" : "@relay"
        return """
            options:
              framework: \(framework.name)
              styles: transform
              transform: transform(_ input: Input) -> Output
              transform-output: given\(extra)
            viewmodel FinishViewModel:
              dependencies:
                - store: Store
              inputs:
                - pick(_ option: Int)
              outputs:
                - \(kind) record: String
                - \(kind) endDate: Int?
                - @made \(kind) saveOption: Int = 0
                - @made \(kind) toast: String
            """
    }

    /// A call site that builds the `Output` as the app's coordinator does, and the store the view model is made with.
    static func callSites(_ framework: Framework) -> String {
        let relay = framework == .combine ? "CurrentValueSubject" : "BehaviorRelay"
        let start = framework == .combine ? "(\"draft\")" : "(value: \"draft\")"
        let end = framework == .combine ? "(nil)" : "(value: nil)"
        return (framework == .combine ? "" : "import RxRelay\n") + """
            public final class Store {}
            func makeFinish(store: Store) -> FinishViewModel {
                FinishViewModel(output: .init(record: \(relay)\(start), endDate: .init\(end)), store: store)
            }

            """
    }

    func testTheClassKeepsTheHandedOutputAndReturnsIt() throws {
        let code = TestSupport.render(Self.spec(.rxcocoa), style: .transform)
        for line in [
            "        let record: BehaviorRelay<String>\n",
            "        let endDate: BehaviorRelay<Int?>\n",
            "        let saveOption = BehaviorRelay<Int>(value: 0)\n",
            "        let toast = PublishRelay<String>()\n",
            "    let output: Output\n",
            "    init(output: Output, store: Store) {\n        self.output = output\n        self.store = store\n",
            "        let output = FinishViewModelLogic.transform(input, store: store)\n",
            "        _ = Self.bind(output.record, to: self.output.record, in: outputBindings)\n",
            "        _ = Self.bind(output.toast, to: self.output.toast, in: outputBindings)\n",
            "        return self.output\n",
        ] {
            XCTAssertTrue(code.contains(line), "\(line) in\n\(code)")
        }
        let combine = TestSupport.render(Self.spec(.combine), style: .transform)
        XCTAssertTrue(combine.contains("        let record: CurrentValueSubject<String, Never>\n"), combine)
        XCTAssertTrue(combine.contains("        let toast = PassthroughSubject<String, Never>()\n"), combine)
    }

    /// The probe and the fake are handed the `Output` too: the probe makes the view model with it, the fake returns it
    /// and shows the view values through its relays.
    func testTheProbeAndTheFakeAreHandedTheOutput() throws {
        let source = SpecSource(path: "a.vmspec", bytes: Array(Self.spec(.rxcocoa).utf8))
        let tests = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual(tests.diagnostics.map(\.formatted), [])
        let code = try XCTUnwrap(tests.files.first?.contents)
        for line in [
            "    init(output: FinishViewModel.Output, store: Store) {\n        viewModel = FinishViewModel(output: output, store: store)\n",
            "    private let output: FinishViewModel.Output\n",
            "    init(output: FinishViewModel.Output) {\n        self.output = output\n    }\n",
            "        self.output.record.accept(value)\n",
            "        self.output.toast.accept(value)\n",
        ] {
            XCTAssertTrue(code.contains(line), "\(line) in\n\(code)")
        }
        XCTAssertFalse(code.contains("shownOutputs"), code)
        // The test skeleton builds the probe with it too, first, as the probe's `init` takes it.
        let resolved = try XCTUnwrap(Generator.resolve(source).resolved)
        let skeleton = TestSkeleton.render(resolved.viewModels.map(\.viewModel), options: resolved.options, style: .transform)
        XCTAssertTrue(skeleton.contains("let probe = FinishViewModelProbe(output: <#FinishViewModel.Output(...)#>, store: <#Store#>)"), skeleton)
    }

    func testItCompilesInEachFrameworkWithRelaysOrSubjects() throws {
        for framework in [Framework.rxswift, .rxcocoa, .combine] {
            try assertCompiles(Self.spec(framework), support: Self.callSites(framework))
            try assertCompiles(Self.spec(framework), support: Self.callSites(framework), swiftVersion: "6")
        }
        for framework in [Framework.rxswift, .combine] {
            try assertCompiles(Self.spec(framework, extra: "\n  access: public"), support: Self.callSites(framework))
        }
        // Without outputs, the `Output` handed in is empty, and kept all the same.
        try assertCompiles("options:\n  framework: rxswift\n  styles: transform\n  transform-output: given\nviewmodel A:\n  inputs:\n    - tap\n")
    }

    /// On OpenCombine: `transform` returns the very `Output` the caller built; the view sees the caller's starting
    /// value, then what the logic sends, through the handed subjects and the ones the struct makes.
    func testTheViewSeesTheHandedStartThenTheLogicThroughTheReturnedOutput() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let generated = Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(Self.spec(.combine).utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        let header = "#if canImport(Combine)\nimport Combine\n#else\nimport OpenCombine\n#endif\n"
        let logic = header + """
            final class Store { var saved: [Int] = [] }
            extension FinishViewModelLogic {
                static func transform(_ input: Input, store: Store) -> Output {
                    Output(
                        record: input.pick.map { "option \\($0)" }.eraseToAnyPublisher(),
                        endDate: input.pick.map { $0 == 2 ? nil : $0 * 10 }.eraseToAnyPublisher(),
                        saveOption: input.pick.eraseToAnyPublisher(),
                        toast: input.pick.filter { $0 == 2 }.map { _ in "saved" }.eraseToAnyPublisher())
                }
            }
            """
        let main = header + """
            let handed = FinishViewModel.Output(record: CurrentValueSubject("draft"), endDate: .init(7))
            let viewModel = FinishViewModel(output: handed, store: Store())
            let pick = PassthroughSubject<Int, Never>()
            let output = viewModel.transform(.init(pick: pick.eraseToAnyPublisher()))
            expect(output.record === handed.record && output.saveOption === handed.saveOption, true,
                   "transform returns the very Output it was handed")
            var records: [String] = []
            var ends: [Int?] = []
            var options: [Int] = []
            var toasts: [String] = []
            var subscriptions = Set<AnyCancellable>()
            output.record.sink { records.append($0) }.store(in: &subscriptions)
            output.endDate.sink { ends.append($0) }.store(in: &subscriptions)
            output.saveOption.sink { options.append($0) }.store(in: &subscriptions)
            output.toast.sink { toasts.append($0) }.store(in: &subscriptions)
            pick.send(1)
            pick.send(2)
            expect(records, ["draft", "option 1", "option 2"], "the caller's starting value, then the logic's")
            expect(ends, [7, 10, nil], "an optional handed value, then the logic's")
            expect(options, [0, 1, 2], "the struct's own starting value, then the logic's")
            expect(toasts, ["saved"], "a subject the struct makes carries what the logic sends")
            expect(handed.record.value, "option 2", "the caller's subject holds the latest value")
            finishProbeTests()
            """
        try CombineProgram.run(generated.files.map { ($0.relativePath, $0.contents) } + [("Logic.swift", logic)],
                               main: main, in: folder, failure: "the view did not see the handed output")
    }

    func testWhatCannotBeHandedIsALocatedError() {
        let base = "options:\n  framework: rxswift\n  styles: transform\n"
        for (options, outputs, message) in [
            ("  transform-output: made\n", "    - @relay a: Int\n",
             "a.vmspec:4:21: error: unknown 'transform-output: made'; the one value is 'given'"),
            ("  transform-output: given\n", "    - a: Int\n",
             "a.vmspec:9:7: error: 'transform-output: given' hands the view model an 'Output' of relays or subjects, and 'a' is a stream"),
            ("  transform-output: given\n", "    - @relay a: Int = 0\n",
             "a.vmspec:9:14: error: 'a' is made by whoever makes the view model, with its starting value; '= value' starts a"
                + " relay or subject the 'Output' makes itself"),
            ("  transform: transform(_ input: Input) -> Observable<Output>\n  transform-output: given\n", "    - @relay a: Int\n",
             "a.vmspec:5:21: error: 'transform-output: given' keeps a struct of relays or subjects, and this 'transform' returns one stream"),
        ] {
            let spec = base + options + "viewmodel A:\n  inputs:\n    - tap\n  outputs:\n" + outputs
            let diagnostics = Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(spec.utf8))]).diagnostics.map(\.formatted)
            XCTAssertTrue(diagnostics.contains { $0.hasPrefix(message) }, "\(message)\n\(diagnostics)")
        }
        for (framework, styles, message) in [
            ("reactiveswift", "transform", "a.vmspec:4:21: error: 'transform-output: given' keeps an 'Output' of relays or subjects, which 'reactiveswift' has none of"),
            ("rxswift", "transform, triplet", "a.vmspec:4:21: error: 'transform-output: given' is the transform style's"),
        ] {
            let spec = "options:\n  framework: \(framework)\n  styles: \(styles)\n  transform-output: given\nviewmodel A:\n  inputs:\n    - tap\n"
            let diagnostics = Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(spec.utf8))]).diagnostics.map(\.formatted)
            XCTAssertTrue(diagnostics.contains { $0.hasPrefix(message) }, "\(message)\n\(diagnostics)")
        }
    }
}
