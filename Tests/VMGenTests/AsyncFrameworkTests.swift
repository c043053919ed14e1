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
        // Each reader's lines in order; which reader hears first is Swift's choice (docs/swift6-and-swiftui.md, "Order").
        XCTAssertEqual(BehaviorTests.byOutput(lines), [
            "first": ["first: 3", "first: 7", "first: 12", "first: 13", "first: ended"],
            "second": ["second: 3", "second: 7", "second: 12", "second: 13", "second: ended"],
            "late": ["late: 7", "late: 12", "late: 13", "late: ended"],
            "event": ["event: 12", "event: 13", "event: ended"],
            "lateEvent": ["lateEvent: 13", "lateEvent: ended"],
            "logic": ["logic: ended"],
        ], run.output)
    }

    /// `sendable: true` makes every struct of the contract `Sendable` (public structs are not otherwise), which the
    /// compiler checks in every style; a member type that is not Sendable is caught, and what cannot be Sendable is
    /// refused where it stands.
    func testSendableContractsCompileInSwift6AndWhatCannotBeIsRefused() throws {
        let spec = """
            options:
              framework: async
              sendable: true
              access: public
              styles: all, observable, published
            viewmodel Profile:
              dependencies:
                - store: Store
              inputs:
                - @latest rename(_ name: String)
                - select(item: Item)
              outputs:
                - title: String = ""
                - @signal saved: Item
                - @constant header: Header
            """
        let support = "public struct Item: Sendable {}\npublic struct Header: Sendable {}\npublic final class Store {}\n"
        try assertCompiles(spec, support: support, swiftVersion: "6")
        let transform = TestSupport.render(spec, style: .transform)
        XCTAssertTrue(transform.contains("public struct Input: Sendable {"), transform)
        XCTAssertTrue(transform.contains("public struct Output: Sendable {"), transform)

        // The check is real: a header that is a class of mutable state is not Sendable.
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        let generated = folder.appendingPathComponent("Profile.swift")
        try TestSupport.render(spec, style: .triplet).write(to: generated, atomically: true, encoding: .utf8)
        let logic = folder.appendingPathComponent("Logic.swift")
        let source = SpecSource(path: "t.vmspec", bytes: Array(spec.utf8))
        let viewModels = try XCTUnwrap(Generator.resolve(source).resolved).viewModels.map(\.viewModel)
        try (support.replacingOccurrences(of: "public struct Header: Sendable {}", with: "public final class Header { var x = 0 }")
            + StubLogic.file(for: viewModels, framework: .async)).write(to: logic, atomically: true, encoding: .utf8)
        let refused = compiler.check([generated.path, logic.path], swiftVersion: "6")
        XCTAssertTrue(refused?.contains("'Header' does not conform to the 'Sendable' protocol") ?? false, refused ?? "compiled")

        XCTAssertEqual(
            TestSupport.diagnostics("options:\n  framework: combine\n  sendable: true\nviewmodel V:\n"),
            ["t.vmspec:3:13: error: 'sendable' makes the contract's structs Sendable, and the streams of 'combine' are not\n"
                + "t.vmspec:3:13: note: Swift concurrency's AsyncStreams of Sendable values are: 'framework: async'"])
        XCTAssertEqual(
            TestSupport.diagnostics("options:\n  framework: async\n  sendable: yes\nviewmodel V:\n"),
            ["t.vmspec:3:13: error: invalid sendable 'yes'; use 'true' or 'false'"])
        let function = TestSupport.diagnostics(
            "options:\n  framework: async\n  sendable: true\nviewmodel V:\n  outputs:\n    - canSave() -> Bool\n")
        XCTAssertEqual(function.first?.prefix { $0 != "\n" },
            "t.vmspec:6:7: error: a function output is a closure the logic gives, which a Sendable contract ('sendable:"
                + " true') cannot hold")
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
