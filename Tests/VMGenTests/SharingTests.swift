import Foundation
import VMGenCore
import XCTest

/// A second subscriber to an output never runs the logic's chain again: a program built on the real OpenCombine (and
/// the real RxSwift, where it resolves) subscribes twice to an output whose logic counts its side effects, in every
/// style, and the count must be one per input event.
final class SharingTests: XCTestCase {
    private let spec = """
        options:
          framework: combine
          styles: all
        viewmodel CounterViewModel:
          inputs:
            - tap
          outputs:
            - count: Int
        """

    private let logic = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif

        var sideEffects = 0

        extension CounterViewModelLogic {
            static func transform(_ input: Input) -> Output {
                Output(count: input.tap.map { _ -> Int in sideEffects += 1; return sideEffects }.eraseToAnyPublisher())
            }
        }
        """

    private let scenario = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif

        var seen: [String] = []
        var subscriptions: [AnyCancellable] = []
        #if STYLE_TRIPLET
        let viewModel = CounterViewModel()
        let count = viewModel.outputs.count
        let tap = { viewModel.inputs.tap() }
        #elseif STYLE_SUBJECT
        let viewModel = CounterViewModel()
        let count = viewModel.output.count
        let tap = { _ = viewModel.input.tap.receive(()) }
        #else
        let taps = PassthroughSubject<Void, Never>()
        let tap = { taps.send(()) }
        #if STYLE_TRANSFORM
        let count = CounterViewModel().transform(input: .init(tap: taps.eraseToAnyPublisher())).count
        #else
        let count = counterViewModel(tap: taps.eraseToAnyPublisher())
        #endif
        #endif
        subscriptions.append(count.sink { seen.append("view: \\($0)") })
        subscriptions.append(count.sink { seen.append("analytics: \\($0)") })
        tap()
        tap()
        print(seen.sorted().joined(separator: "\\n"))
        print("side effects: \\(sideEffects)")
        """

    private let rxLogic = """
        import RxSwift

        var sideEffects = 0

        extension CounterViewModelLogic {
            static func transform(_ input: Input) -> Output {
                Output(count: input.tap.map { _ -> Int in sideEffects += 1; return sideEffects })
            }
        }
        """

    private let rxScenario = """
        import RxSwift

        var seen: [String] = []
        let bag = DisposeBag()
        #if STYLE_TRIPLET
        let viewModel = CounterViewModel()
        let count = viewModel.outputs.count
        let tap = { viewModel.inputs.tap() }
        #elseif STYLE_SUBJECT
        let viewModel = CounterViewModel()
        let count = viewModel.output.count
        let tap = { viewModel.input.tap.onNext(()) }
        #else
        let taps = PublishSubject<Void>()
        let tap = { taps.onNext(()) }
        #if STYLE_TRANSFORM
        let count = CounterViewModel().transform(input: .init(tap: taps.asObservable())).count
        #else
        let count = counterViewModel(tap: taps.asObservable())
        #endif
        #endif
        count.subscribe(onNext: { seen.append("view: \\($0)") }).disposed(by: bag)
        count.subscribe(onNext: { seen.append("analytics: \\($0)") }).disposed(by: bag)
        tap()
        tap()
        print(seen.sorted().joined(separator: "\\n"))
        print("side effects: \\(sideEffects)")
        """

    func testASecondSubscriberDoesNotRunTheLogicAgainInAnyStyle() throws {
        try check(framework: .combine, logic: logic, scenario: scenario, flags: {
            let runtime = try CombineRuntime.shared.get()
            return runtime.compilerFlags + runtime.linkerFlags
        })
    }

    func testASecondSubscriberDoesNotRunTheRxSwiftLogicAgain() throws {
        guard case .success(let runtime) = RxRuntime.shared else {
            throw XCTSkip("RxSwift cannot be resolved here; set a SwiftPM mirror for Tests/RxRuntime to run this")
        }
        try check(framework: .rxswift, logic: rxLogic, scenario: rxScenario) { runtime.compilerFlags + runtime.linkerFlags }
    }

    private func check(framework: Framework, logic: String, scenario: String, flags: () throws -> [String]) throws {
        let folder = try TestSupport.temporaryFolder(self)
        let linkFlags = try flags()
        let source = SpecSource(
            path: "Counter.vmspec", bytes: Array(spec.replacingOccurrences(of: "combine", with: framework.name).utf8))
        for style in Style.inputsOutputsStyles {
            let generated = Generator.generate([source], overrides: OptionOverrides(styles: StyleSelection(styles: [style])))
            XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
            let styleFolder = folder.appendingPathComponent(style.name)
            try FileManager.default.createDirectory(at: styleFolder, withIntermediateDirectories: true)
            var files: [String] = []
            for (name, text) in [("Generated.swift", try XCTUnwrap(generated.files.first).contents),
                                 ("Logic.swift", logic), ("main.swift", scenario)] {
                let url = styleFolder.appendingPathComponent(name)
                try text.write(to: url, atomically: true, encoding: .utf8)
                files.append(url.path)
            }
            let executable = styleFolder.appendingPathComponent("program")
            let build = Compiler.swiftc(files + ["-D", "STYLE_\(style.name.uppercased())", "-module-name", "Counter"]
                + linkFlags + ["-o", executable.path])
            XCTAssertEqual(build.status, 0, "\(style): \(build.output)")
            guard build.status == 0 else { continue }
            let run = Compiler.run(executable, [])
            XCTAssertEqual(run.output, """
                analytics: 1
                analytics: 2
                view: 1
                view: 2
                side effects: 2

                """, "\(style): both subscribers see each value, and the logic ran once per tap")
        }
    }
}
