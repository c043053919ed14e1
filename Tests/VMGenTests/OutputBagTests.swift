import Foundation
@testable import VMGenCore
import XCTest

/// `output-bag:`: the transform style's `Output` object keeps the subscriptions that set its values in a member of its
/// own (`var cancelBag = CancelBag()`), as a SwiftUI app's struct view models keep them (s16's ic-survey-ios), so a
/// struct view model has value outputs in Combine; the import reads such a member as the option, not an output
/// (`Fixtures/Import/PollScreen` with its call sites). Each refusal is located.
final class OutputBagTests: XCTestCase {
    static func spec(framework: String = "combine", styles: String = "transform", bag: String = "cancelBag",
                     outputs: String = "    - @value count: Int = 0") -> String {
        """
        options:
          framework: \(framework)
          styles: \(styles)
          declaration: struct
          output-bag: \(bag)

        viewmodel CounterViewModel:
          dependencies:
            - let step: Int
          inputs:
            - tap
          outputs:
        \(outputs)
        """
    }

    static let logic = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif

        extension CounterViewModelLogic {
            static func transform(_ input: Input, step: Int) -> Output {
                Output(count: input.tap.scan(0) { total, _ in total + step }.eraseToAnyPublisher())
            }
        }
        """

    static let program = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif

        let tap = PassthroughSubject<Void, Never>()
        let viewModel = CounterViewModel(step: 2)
        var output: CounterViewModel.Output? = viewModel.transform(input: .init(tap: tap.eraseToAnyPublisher()))
        expect(output?.cancelBag.count, 1, "the Output object keeps the subscription that sets its value")
        tap.send(())
        tap.send(())
        expect(output?.count, 4, "the value is set from the logic's stream")
        weak var released = output
        output = nil
        expect(released == nil, true, "the object's own subscriptions keep it no longer than the view does")
        tap.send(())
        finishProbeTests()
        """

    func testTheObjectKeepsItsSubscriptionsAndItsValuesAreSetOnOpenCombine() throws {
        let source = SpecSource(path: "Counter.vmspec", bytes: Array(Self.spec().utf8))
        let generated = Generator.generate([source])
        let tests = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual((generated.diagnostics + tests.diagnostics).map(\.formatted), [])
        let code = try XCTUnwrap(generated.files.first?.contents)
        XCTAssertTrue(code.contains("        var cancelBag = Set<AnyCancellable>()\n"), code)
        XCTAssertTrue(code.contains("in: &viewOutput.cancelBag)"), code)
        XCTAssertFalse(code.contains("outputBindings"), code)
        try CombineProgram.run((generated.files + tests.files).map { ($0.relativePath, $0.contents) } + [("Logic.swift", Self.logic)],
                               main: Self.program, in: try TestSupport.temporaryFolder(self), failure: "the output bag")
    }

    func testEachRefusalIsLocated() {
        func errors(_ spec: String) -> [String] {
            Generator.generate([SpecSource(path: "c.vmspec", bytes: Array(spec.utf8))]).diagnostics.map(\.formatted)
        }
        XCTAssertEqual(errors(Self.spec(bag: "cancel bag")).first { $0.contains("'output-bag:' names the member") }?
            .hasPrefix("c.vmspec:5:15: error:"), true, "\(errors(Self.spec(bag: "cancel bag")))")
        XCTAssertTrue(errors(Self.spec(framework: "rxswift")).contains {
            $0.hasPrefix("c.vmspec:5:15: error: 'output-bag:' keeps Combine's subscriptions") }, "\(errors(Self.spec(framework: "rxswift")))")
        XCTAssertTrue(errors(Self.spec(styles: "transform, triplet")).contains {
            $0.hasPrefix("c.vmspec:5:15: error: 'output-bag:' is the transform style's") })
        // A subject the object is made with, bound before the object is there to keep its subscription.
        let subject = errors(Self.spec(outputs: "    - @value count: Int = 0\n    - @subject done: Void"))
        XCTAssertTrue(subject.contains { $0.hasPrefix("c.vmspec:14:7: error: 'output-bag:' keeps the subscriptions in the 'Output' object") },
                      "\(subject)")
        XCTAssertEqual(errors(Self.spec(outputs: "    - @value count: Int = 0\n    - @made @subject done: Void")), [])
        // Without it, a struct view model still keeps no subscription: the error says what to write.
        let without = Generator.generate([SpecSource(path: "c.vmspec", bytes: Array(
            Self.spec().replacingOccurrences(of: "  output-bag: cancelBag\n", with: "").utf8))]).diagnostics
        XCTAssertEqual(without.map(\.message), ["a struct view model cannot keep the subscriptions of a value output in Combine"])
        XCTAssertTrue(without.first?.notes.contains { $0.message.contains("('output-bag: cancelBag')") } == true)
    }

    /// The option is read where the `Output` is a class with a `var` made as the app's alias of `Set<AnyCancellable>`
    /// (or that type); a bag of the app's own class (`final class CancelBag`, whose `store(in:)` differs) is read as
    /// before, a constant of the logic's.
    func testTheImportReadsTheBagOfAnAliasAndNotOfAnotherType() throws {
        let root = TestSupport.root.appendingPathComponent("Fixtures/Import/PollScreen")
        let source = try String(contentsOf: root.appendingPathComponent("PollScreen.swift"), encoding: .utf8)
        let support = try String(contentsOf: root.appendingPathComponent("Support.swift"), encoding: .utf8)
        func spec(_ support: String) -> String {
            SpecImporter.importFile(source, path: "PollScreen.swift",
                                    context: SpecImporter.declarations(of: support, path: "Support.swift")).specText ?? ""
        }
        XCTAssertTrue(spec(support).contains("  output-bag: cancelBag: CancelBag\n"), spec(support))
        XCTAssertFalse(spec(support).contains("@constant cancelBag"), spec(support))
        let ownClass = support.replacingOccurrences(
            of: "typealias CancelBag = Set<AnyCancellable>", with: "final class CancelBag { var subscriptions = Set<AnyCancellable>() }")
        XCTAssertFalse(spec(ownClass).contains("output-bag:"), spec(ownClass))
        XCTAssertTrue(spec(ownClass).contains("    - @constant cancelBag: CancelBag\n"), spec(ownClass))
    }
}
