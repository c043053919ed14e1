import Foundation
import VMGenCore
import XCTest

/// The transform of states run on OpenCombine (#32 audit): the order in which the view sees the states, what happens
/// to what is sent before it subscribes or by a second subscriber, and whether the stream it holds keeps the view model
/// alive. The generated view model, with a hand-written logic and a program that plays the view.
final class StateTransformBehaviorTests: XCTestCase {
    static let spec = """
        options:
          framework: combine
          styles: transform
          transform: transform(input: Input) -> AnyPublisher<State, Never>

        viewmodel WalletViewModel:
          inputs:
            - viewDidLoad
            - @call reload
            - redeem(_ code: String)
          outputs:
            - idle: Void
            - loaded: [String]
            - redeemed: (code: String, points: Int)
        """

    static let logic = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif

        var loads = 0

        extension WalletViewModelLogic {
            static func transform(_ input: Input) -> Output {
                Output(
                    idle: Just(()).eraseToAnyPublisher(),
                    loaded: [input.viewDidLoad, input.reload].publisher.flatMap { $0 }.map { _ -> [String] in
                        loads += 1
                        return ["WELCOME"]
                    }.eraseToAnyPublisher(),
                    redeemed: input.redeem.map { (code: $0, points: 50) }.eraseToAnyPublisher()
                )
            }
        }
        """

    static let program = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif

        func describe(_ state: WalletViewModel.State) -> String {
            switch state {
            case .idle: return "idle"
            case let .loaded(codes): return "loaded " + codes.joined(separator: ",")
            case let .redeemed(code, points): return "redeemed \\(code) \\(points)"
            }
        }

        var subscriptions = Set<AnyCancellable>()
        let viewDidLoad = PassthroughSubject<Void, Never>()
        let redeem = PassthroughSubject<String, Never>()
        var viewModel: WalletViewModel? = WalletViewModel()
        weak var released = viewModel
        let states = viewModel!.transform(input: WalletViewModel.Input(
            viewDidLoad: viewDidLoad.eraseToAnyPublisher(), redeem: redeem.eraseToAnyPublisher()))

        // Sent before the view subscribes: the logic's streams are subscribed when the view subscribes, so it is not seen.
        viewDidLoad.send(())
        var shown: [String] = []
        states.sink { shown.append(describe($0)) }.store(in: &subscriptions)
        expect(shown, ["idle"], "a state the logic sends at once reaches the view when it subscribes")
        expect(loads, 0, "what the view sent before it subscribed reached no logic")

        // In the order the logic sends them, each input's state as soon as it is sent; a called input reaches it too.
        redeem.send("NEW")
        viewDidLoad.send(())
        viewModel!.reload()
        expect(shown, ["idle", "redeemed NEW 50", "loaded WELCOME", "loaded WELCOME"], "each state in the order sent")

        // A second subscriber: the logic's streams are subscribed again for it, not shared (as `Publishers.Merge` of
        // the logic's streams would be); each sees its own states, and each input reaches the logic once per subscriber.
        var second: [String] = []
        states.sink { second.append(describe($0)) }.store(in: &subscriptions)
        viewDidLoad.send(())
        expect(second, ["idle", "loaded WELCOME"], "a second subscriber sees the states from when it subscribes")
        expect(shown.suffix(1), ["loaded WELCOME"], "the first still sees each state")
        expect(loads, 4, "the logic's stream ran for each subscriber")

        // The stream the view holds keeps no view model alive: the class is released when the view lets it go, and
        // its states still reach the view from what the view sends.
        viewModel = nil
        expect(released == nil, true, "the view model is released while the view holds its stream of states")
        redeem.send("LAST")
        expect(shown.last, "redeemed LAST 50", "the states still flow from the view's own streams")
        finishProbeTests()
        """

    /// The merge each framework writes in `transform`: Combine's and RxSwift's subscribe the logic's streams when the
    /// view subscribes; ReactiveSwift's `Signal.merge` observes the logic's signals when `transform` runs.
    func testEachFrameworkMergesTheLogicsStreamsInTheMethod() {
        for (framework, result, merge) in [
            ("combine", "AnyPublisher<State, Never>", "].publisher.flatMap { $0 }.eraseToAnyPublisher()"),
            ("rxswift", "Observable<State>", "return Observable.merge("),
            ("reactiveswift", "Signal<State, Never>", "return Signal.merge("),
        ] {
            let spec = Self.spec.replacingOccurrences(of: "framework: combine", with: "framework: \(framework)")
                .replacingOccurrences(of: "AnyPublisher<State, Never>", with: result)
            let text = TestSupport.render(spec, style: .transform)
            let method = text.components(separatedBy: "func transform(input: Input)").last ?? ""
            XCTAssertTrue(method.contains(merge), "\(framework)\n\(text)")
            XCTAssertTrue(method.contains("let output = WalletViewModelLogic.transform("), framework)
        }
    }

    /// Outputs of every kind of type (optional, tuple with an optional, generic, a labelled tuple as one value), the
    /// inputs the struct takes (`@call`, `@optional`), a superclass, `@MainActor` and a dependency, with probe and fake,
    /// in each framework with streams, Swift 5 and 6.
    func testOutputsOfEveryTypeWithASuperclassAndIsolationCompileInEachFramework() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        for (framework, result) in [
            ("combine", "AnyPublisher<State, Never>"), ("rxswift", "Observable<State>"), ("rxcocoa", "Observable<State>"),
            ("reactiveswift", "Signal<State, Never>"),
        ] {
            let spec = """
                options:
                  framework: \(framework)
                  styles: transform
                  transform: transform(input: Input) -> \(result)
                  superclass: BaseViewModel
                  isolation: MainActor

                viewmodel WalletViewModel:
                  dependencies:
                    - couponService: CouponServicing
                  inputs:
                    - viewDidLoad
                    - @call reload
                    - @optional refresh
                    - redeemTapped(_ code: String)
                  outputs:
                    - idle: Void
                    - loaded: [String]?
                    - pair: (String, Int?)
                    - generic: Result<[Int], CouponError>
                    - @label(_) tuple: (a: Int, b: Int)
                """
            let generated = try GeneratedCase(spec, into: folder, name: framework)
            XCTAssertEqual(generated.formattedDiagnostics, [], framework)
            let app = """

                protocol CouponServicing: Sendable {}
                struct CouponError: Error {}
                @MainActor class BaseViewModel { init() {} }

                @MainActor func show(_ state: WalletViewModel.State) -> String {
                    switch state {
                    case .idle: return "idle"
                    case let .loaded(codes): return codes?.joined() ?? "none"
                    case let .pair(name, count): return name + "\\(count ?? 0)"
                    case let .generic(result): return "\\((try? result.get())?.count ?? 0)"
                    case let .tuple(pair): return "\\(pair.a + pair.b)"
                    }
                }

                """
            let logic = try generated.write("Logic.swift", generated.stubLogic(style: .transform) + app)
            jobs += generated.jobs(framework, adding: [logic])
        }
        for (label, output) in CompileTests.run(jobs, compiler) { XCTFail("\(label) does not compile:\n\(output)") }
    }

    func testTheViewSeesTheStatesInOrderFromWhenItSubscribesAndTheStreamKeepsNoViewModel() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let generated = Generator.generate([SpecSource(path: "Wallet.vmspec", bytes: Array(Self.spec.utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        try CombineProgram.run(generated.files.map { ($0.relativePath, $0.contents) } + [("Logic.swift", Self.logic)],
                               main: Self.program, in: folder, failure: "the view saw something else")
    }
}
