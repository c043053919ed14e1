import Foundation
@testable import VMGenCore
import XCTest

/// `transform-bag:`: the transform style's method keeps the subscriptions that set its `Output` object's values (and
/// feed its relays and subjects) in the bag its caller hands it, as the tuan188 SwiftUI template's struct view models
/// do (`transform(_ input: Input, cancelBag: CancelBag) -> Output`, `CancelBag` the app's class that
/// `AnyCancellable.store(in:)` takes: s17's AkfaSmart), so a struct view model has value outputs in Combine; the import
/// writes it for such a struct (`Fixtures/Import/VoucherRedeem` with its call sites). Each refusal is located.
final class TransformBagTests: XCTestCase {
    static func spec(framework: String = "combine", styles: String = "transform", bag: String = "cancelBag",
                     transform: String = "transform(_ input: Input, cancelBag: CancelBag) -> Output",
                     outputs: String = "    - @value count: Int = 0\n    - @subject total: Int = 0") -> String {
        """
        options:
          framework: \(framework)
          styles: \(styles)
          transform: \(transform)
          transform-bag: \(bag)
          declaration: struct

        viewmodel CounterViewModel:
          dependencies:
            - let step: Int
          inputs:
            - tap
          outputs:
        \(outputs)
        """
    }

    /// The logic, and the app's bag as the template declares it: a class keeping a set, which `store(in:)` takes.
    static let logic = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif

        final class CancelBag {
            var subscriptions = Set<AnyCancellable>()

            func cancel() {
                subscriptions.forEach { $0.cancel() }
                subscriptions.removeAll()
            }
        }

        extension AnyCancellable {
            func store(in cancelBag: CancelBag) {
                cancelBag.subscriptions.insert(self)
            }
        }

        extension CounterViewModelLogic {
            static func transform(_ input: Input, step: Int) -> Output {
                let count = input.tap.scan(0) { total, _ in total + step }.eraseToAnyPublisher()
                return Output(count: count, total: count.map { $0 * 10 }.eraseToAnyPublisher())
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
        let cancelBag = CancelBag()
        let output = viewModel.transform(.init(tap: tap.eraseToAnyPublisher()), cancelBag: cancelBag)
        expect(cancelBag.subscriptions.count, 2, "the caller's bag keeps the subscriptions of the value and the subject")
        var totals: [Int] = []
        let seen = output.total.sink { totals.append($0) }
        tap.send(())
        tap.send(())
        expect(output.count, 4, "the value is set from the logic's stream")
        expect(totals, [0, 20, 40], "the subject is fed from the logic's stream")
        cancelBag.cancel()
        tap.send(())
        expect(output.count, 4, "the subscriptions last as long as the caller's bag keeps them")
        seen.cancel()

        // Test support: the probe makes a bag of its own and keeps it with the output.
        let probe = CounterViewModelProbe(step: 3)
        probe.inputs.tap()
        expect(probe.count.values.last, 3, "the probe's bag keeps the value's subscription")
        finishProbeTests()
        """

    func testTheCallersBagKeepsTheSubscriptionsAndValuesAreSetOnOpenCombine() throws {
        let source = SpecSource(path: "Counter.vmspec", bytes: Array(Self.spec().utf8))
        let generated = Generator.generate([source])
        let tests = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual((generated.diagnostics + tests.diagnostics).map(\.formatted), [])
        let code = try XCTUnwrap(generated.files.first?.contents)
        XCTAssertTrue(code.contains("        Self.assign(output.count, to: \\.count, on: viewOutput, in: cancelBag)\n"), code)
        XCTAssertTrue(code.contains("        in bag: CancelBag\n"), code)
        XCTAssertTrue(code.contains(".store(in: bag)\n"), code)
        XCTAssertFalse(code.contains("outputBindings"), code)
        let support = tests.files.map(\.contents).joined()
        XCTAssertTrue(support.contains("cancelBag: CancelBag = CancelBag()"), support)
        try CombineProgram.run((generated.files + tests.files).map { ($0.relativePath, $0.contents) } + [("Logic.swift", Self.logic)],
                               main: Self.program, in: try TestSupport.temporaryFolder(self), failure: "the caller's bag")
    }

    /// A set the method is handed `inout` is named too, and stored into with `&`, as without the option.
    func testASetHandedInoutIsStoredIntoWithAnAmpersand() throws {
        let spec = Self.spec(bag: "cancellables", transform: "transform(_ input: Input, cancellables: inout Set<AnyCancellable>) -> Output")
        let generated = Generator.generate([SpecSource(path: "c.vmspec", bytes: Array(spec.utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        let code = try XCTUnwrap(generated.files.first?.contents)
        XCTAssertTrue(code.contains("on: viewOutput, in: &cancellables)\n"), code)
        XCTAssertTrue(code.contains("in subscriptions: inout Set<AnyCancellable>"), code)
    }

    func testEachRefusalIsLocated() {
        func errors(_ spec: String) -> [String] {
            Generator.generate([SpecSource(path: "c.vmspec", bytes: Array(spec.utf8))]).diagnostics.map(\.formatted)
        }
        func refuses(_ spec: String, _ prefix: String, line: UInt = #line) {
            let found = errors(spec)
            XCTAssertTrue(found.contains { $0.hasPrefix("c.vmspec:5:18: error: " + prefix) }, "\(found)", line: line)
        }
        refuses(Self.spec(bag: "cancel bag"), "'transform-bag:' names the parameter of 'transform' that keeps")
        refuses(Self.spec(bag: "bag"), "'transform-bag: bag' names no parameter of 'transform'; its parameters besides the input: 'cancelBag'")
        refuses(Self.spec(framework: "rxswift"), "'transform-bag:' keeps Combine's subscriptions")
        refuses(Self.spec(styles: "triplet"), "'transform-bag:' names a parameter of the transform style's method")
        refuses(Self.spec(transform: "transform(_ input: Input, cancelBag: Set<AnyCancellable>) -> Output"),
                "'transform-bag: cancelBag' names a parameter of type 'Set<AnyCancellable>', which cannot keep")
        refuses(Self.spec(transform: "transform(_ input: Input, cancelBag: (Output) -> Void) -> Output"),
                "'transform-bag: cancelBag' names a parameter of type '(Output) -> Void'")
        refuses(Self.spec().replacingOccurrences(of: "  declaration: struct\n", with: "  declaration: struct\n  output-bag: cancelBag\n"),
                "'transform-bag:' keeps the subscriptions in the caller's bag, and 'output-bag:' keeps them in the 'Output' object")
        // Without it, the struct keeps no subscription: the error says what to write.
        let without = Generator.generate([SpecSource(path: "c.vmspec", bytes: Array(
            Self.spec().replacingOccurrences(of: "  transform-bag: cancelBag\n", with: "").utf8))]).diagnostics
        XCTAssertEqual(without.first?.message, "a struct view model cannot keep the subscriptions of a value output in Combine")
        XCTAssertTrue(without.first?.notes.contains { $0.message.contains("('transform-bag: cancelBag')") } == true)
    }

    /// In a project's `vmgen.options` it goes with the file's `transform:`, which it needs beside it
    /// (docs/spec-reference.md: the options that change the method `transform:` declares).
    func testAProjectsOptionsCarryItWithTheirTransform() {
        let alone = OptionResolver.projectDefaults(SpecSource(path: "vmgen.options", bytes: Array(
            "options:\n  framework: combine\n  styles: transform\n  transform-bag: cancelBag\n".utf8)))
        XCTAssertEqual(alone.diagnostics.filter { $0.severity == .error }.map(\.formatted), [
            "vmgen.options:4:3: error: 'transform-bag:' changes the method 'transform:' declares, and this options file"
                + " gives no 'transform:' for it to change"
                + "\nvmgen.options:4:3: note: give 'transform:' beside it here, or both in the view model's spec",
        ])
        let beside = OptionResolver.projectDefaults(SpecSource(path: "vmgen.options", bytes: Array((
            "options:\n  framework: combine\n  styles: transform\n  declaration: struct\n"
                + "  transform: transform(_ input: Input, cancelBag: CancelBag) -> Output\n  transform-bag: cancelBag\n").utf8)))
        XCTAssertEqual(beside.diagnostics.map(\.formatted), [])
        XCTAssertEqual(beside.defaults.transform?.bagParameter, "cancelBag", "carried with the method")
    }

    /// Written for a Combine struct whose method names the bag it takes (or takes the template's `CancelBag`, a note
    /// says), where an output is bound; not for a class, which keeps them itself.
    func testTheImportWritesItForAStructWithBoundOutputsOnly() throws {
        let root = TestSupport.root.appendingPathComponent("Fixtures/Import/VoucherRedeem")
        let source = try String(contentsOf: root.appendingPathComponent("VoucherRedeem.swift"), encoding: .utf8)
        let support = try String(contentsOf: root.appendingPathComponent("Support.swift"), encoding: .utf8)
        func spec(_ source: String) -> String {
            SpecImporter.importFile(source, path: "VoucherRedeem.swift",
                                    context: SpecImporter.declarations(of: support, path: "Support.swift")).specText ?? ""
        }
        XCTAssertTrue(spec(source).contains("  transform-bag: cancelBag\n  declaration: struct\n"), spec(source))
        let asClass = source.replacingOccurrences(of: "struct RedeemVoucherViewModel {", with: "final class RedeemVoucherViewModel {")
            .replacingOccurrences(of: "    let useCase: VoucherUseCaseType\n}",
                                  with: "    let useCase: VoucherUseCaseType\n\n    init(navigator: VoucherNavigatorType, useCase: VoucherUseCaseType) {\n        self.navigator = navigator\n        self.useCase = useCase\n    }\n}")
        XCTAssertFalse(spec(asClass).contains("transform-bag:"), spec(asClass))
        XCTAssertTrue(spec(asClass).contains("@value code: String"), spec(asClass))
        // A method that keeps no subscription (its values constants) and takes the template's `CancelBag`: read as the
        // bag, and a note says so where the parameter stands; a parameter of another type it never names is no bag.
        let unnamed = source.replacingOccurrences(of: ".store(in: cancelBag)", with: "")
        let imported = SpecImporter.importFile(unnamed, path: "VoucherRedeem.swift",
                                               context: SpecImporter.declarations(of: support, path: "Support.swift"))
        XCTAssertTrue(imported.specText?.contains("  transform-bag: cancelBag\n") == true, imported.specText ?? "")
        XCTAssertTrue(imported.diagnostics.contains {
            $0.severity == .note && $0.formatted.hasPrefix("VoucherRedeem.swift:27:36: note: 'cancelBag: CancelBag' of"
                + " 'RedeemVoucherViewModel' is read as the bag")
        }, imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        let otherType = unnamed.replacingOccurrences(of: "cancelBag: CancelBag", with: "cancelBag: Disposer")
        XCTAssertFalse(spec(otherType).contains("transform-bag:"), spec(otherType))
    }
}
