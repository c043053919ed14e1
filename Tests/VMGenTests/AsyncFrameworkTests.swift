import Foundation
import VMGenCore
import XCTest

/// Swift concurrency as a framework (`framework: async`): how its view models share one-reader `AsyncStream`s, end
/// everything when they go away, and sit on an actor. The examples' behaviour is `BehaviorTests`'.
final class AsyncFrameworkTests: XCTestCase {
    static let counter = """
        options:
          framework: async

        viewmodel CounterViewModel:
          inputs:
            - add(_ amount: Int)
          outputs:
            - total: Int = 0
            - @signal reached: Int
        """

    /// The logic adds what it is given; it never finishes its output streams, so that only the view model's going
    /// away can end its readers.
    static let logic = """
        @MainActor var log: [String] = []

        extension CounterViewModelLogic {
            static func transform(_ input: Input) -> Output {
                let total = AsyncStream.makeStream(of: Int.self)
                let reached = AsyncStream.makeStream(of: Int.self)
                Task {
                    var sum = 0
                    for await amount in input.add {
                        sum += amount
                        total.continuation.yield(sum)
                        if sum >= 10 { reached.continuation.yield(sum) }
                    }
                    log.append("logic: ended")
                }
                return Output(total: total.stream, reached: reached.stream)
            }
        }

        /// A view reading an output in a task of its own, as SwiftUI's `.task { for await ... }` does.
        @MainActor func read<Value>(_ name: String, _ stream: AsyncStream<Value>) {
            Task {
                for await value in stream { log.append("\\(name): \\(value)") }
                log.append("\\(name): ended")
            }
        }

        @MainActor func settle() async {
            for _ in 0..<10 { try? await Task.sleep(nanoseconds: 2_000_000) }
        }
        """

    static let scenario = """
        @MainActor func run() async {
            var viewModel: CounterViewModel? = CounterViewModel()
            read("first", viewModel!.outputs.total)
            read("second", viewModel!.outputs.total)
            read("event", viewModel!.outputs.reached)
            viewModel!.inputs.add(3)
            await settle()
            viewModel!.inputs.add(4)
            await settle()
            read("late", viewModel!.outputs.total)
            viewModel!.inputs.add(5)
            await settle()
            read("lateEvent", viewModel!.outputs.reached)
            viewModel!.inputs.add(1)
            await settle()
            viewModel = nil
            await settle()
            print(log.joined(separator: "\\n"))
        }
        await run()
        """

    /// Two readers of one output each see every value; a late reader of a value starts with its latest, a late
    /// reader of an event sees only what comes after; when the view model goes away, the logic's loop over its input
    /// ends and every reader's stream finishes.
    func testEveryReaderSeesTheOutputAndEverythingEndsWithTheViewModel() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let generated = TestSupport.render(Self.counter, style: .triplet)
        let files = [("CounterViewModel.swift", generated), ("Logic.swift", Self.logic), ("main.swift", Self.scenario)]
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let executable = folder.appendingPathComponent("counter")
        let build = Compiler.swiftc(
            files.map { folder.appendingPathComponent($0.0).path } + ["-swift-version", "6", "-o", executable.path])
        XCTAssertEqual(build.status, 0, build.output)
        guard build.status == 0 else { return }
        let run = Compiler.run(executable, [])
        XCTAssertEqual(run.status, 0, run.output)
        let lines = run.output.split(separator: "\n").map(String.init)
        // Each reader's lines in order; which reader hears first is Swift's choice (README, "Order").
        XCTAssertEqual(BehaviorTests.byOutput(lines), [
            "first": ["first: 3", "first: 7", "first: 12", "first: 13", "first: ended"],
            "second": ["second: 3", "second: 7", "second: 12", "second: 13", "second: ended"],
            "late": ["late: 7", "late: 12", "late: 13", "late: ended"],
            "event": ["event: 12", "event: 13", "event: ended"],
            "lateEvent": ["lateEvent: 13", "lateEvent: ended"],
            "logic": ["logic: ended"],
        ], run.output)
    }

    /// The view model, its protocols and its logic are on the main actor unless another actor is named; a view model
    /// that asks for none is refused, as is test support, which is not built for this framework yet.
    func testTheViewModelIsOnAnActorAndWhatDoesNotApplyIsRefused() {
        let triplet = TestSupport.render(Self.counter, style: .triplet)
        XCTAssertTrue(triplet.contains("@MainActor enum CounterViewModelLogic"), triplet)
        XCTAssertTrue(triplet.contains("@MainActor final class CounterViewModel:"), triplet)
        let named = TestSupport.render(Self.counter.replacingOccurrences(of: "  inputs:", with: "  isolation: Store\n  inputs:"))
        XCTAssertTrue(named.contains("@Store final class CounterViewModel:"), named)

        XCTAssertEqual(
            TestSupport.diagnostics(Self.counter.replacingOccurrences(of: "  inputs:", with: "  isolation: none\n  inputs:")),
            ["t.vmspec:5:3: error: the 'async' framework's view models run on an actor; 'isolation: none' does not apply\n"
                + "t.vmspec:5:3: note: drop the line for the main actor, or name a global actor"])
        XCTAssertEqual(
            TestSupport.diagnostics(Self.counter, overrides: OptionOverrides(testSupport: true)),
            ["t.vmspec:2:14: error: '--tests' writes no test support for the 'async' framework yet\n"
                + "t.vmspec:2:14: note: a test sends the view model's inputs and reads its output streams with 'for await'"])
        // Relays and typed failures are other frameworks'.
        let relay = TestSupport.diagnostics(Self.counter.replacingOccurrences(of: "- @signal reached", with: "- @relay reached"))
        XCTAssertTrue(relay.first?.contains("which framework 'async' does not have") ?? false, "\(relay)")
        let failure = TestSupport.diagnostics(
            Self.counter.replacingOccurrences(of: "- @signal reached", with: "- @failure(E) reached"))
        XCTAssertTrue(failure.first?.contains("typed error, which framework 'async' does not have") ?? false, "\(failure)")
    }
}
