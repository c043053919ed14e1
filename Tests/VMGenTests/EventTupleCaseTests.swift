import Foundation
@testable import VMGenCore
import XCTest

/// An `Output` case of the one-stream event transform whose one value is a tuple (`case showFilterSheet((Bool,
/// Bool))`, as hand-written view models send a tuple they hold), or a labelled tuple (`case applyFilter(filter:
/// (soldOut: Bool, photos: Bool))`): `@label(_)` and `@label(filter)` keep the tuple the case's one value, where a
/// tuple type is otherwise the case's values (`case showRange(Int, Int)`); `Void` too (`case added(Void)`, `@label(_)
/// added: Void`), which is otherwise no value. `Fixtures/Import/CafeteriaMenu` runs on
/// OpenCombine (`TransformFixtureBehaviorTests`).
final class EventTupleCaseTests: XCTestCase {
    static let source = """
        import Combine

        final class WeekViewModel {
            enum Input {
                case viewDidLoad
                case pick((Int, Int))
            }

            enum Output {
                case showSheet((Bool, Bool))
                case showWeek(days: ([String], [Int]))
                case showRange(Int, Int)
                case showPair((Int, Int)?)
                case run((Int) -> Void)
                case added(Void)
            }

            private let outputSubject = PassthroughSubject<Output, Never>()

            func transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never> {
                outputSubject.eraseToAnyPublisher()
            }
        }

        """

    func testTheImportKeepsATupleTheCasesOneValueAndCheckFindsTheSameCases() throws {
        let imported = SpecImporter.importFile(Self.source, path: "W.swift")
        let spec = try XCTUnwrap(imported.specText, imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        for line in [
            "    - pick(_ value: (Int, Int))\n", "    - @label(_) showSheet: (Bool, Bool)\n",
            "    - @label(days) showWeek: ([String], [Int])\n", "    - showRange: (Int, Int)\n",
            "    - showPair: (Int, Int)?\n", "    - run: (Int) -> Void\n", "    - @label(_) added: Void\n",
        ] {
            XCTAssertTrue(spec.contains(line), line + spec)
        }
        XCTAssertEqual(imported.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [])
        let differences = SurfaceComparison.differences(
            handWritten: Self.source, path: "W.swift", spec: SpecSource(path: "W.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.formatted), [])
        // Without `@label(_)` the tuple is two values, a case call sites match otherwise: `--check` says so.
        let flattened = spec.replacingOccurrences(of: "@label(_) showSheet", with: "showSheet")
        let flat = SurfaceComparison.differences(
            handWritten: Self.source, path: "W.swift", spec: SpecSource(path: "W.vmspec", bytes: Array(flattened.utf8)))
        XCTAssertEqual(flat.map { "\($0.location.line)" }, ["10"], flat.map(\.formatted).joined(separator: "\n"))
    }

    func testATupleOfSeveralIsToldFromAParenthesisedOrFunctionType() {
        XCTAssertTrue(EventTransformShape.isTupleOfSeveral("(Bool, Bool)"))
        XCTAssertTrue(EventTransformShape.isTupleOfSeveral(" (title: String, [Int: (A, B)]) "))
        XCTAssertTrue(EventTransformShape.isTupleOfSeveral("((Int) -> Void, Int)"))
        XCTAssertFalse(EventTransformShape.isTupleOfSeveral("(Bool)"))
        XCTAssertFalse(EventTransformShape.isTupleOfSeveral("(Int, Int)?"))
        XCTAssertFalse(EventTransformShape.isTupleOfSeveral("(Int, Int) -> Void"))
        XCTAssertFalse(EventTransformShape.isTupleOfSeveral("[(Int, Int)]"))
        XCTAssertFalse(EventTransformShape.isTupleOfSeveral("Dictionary<Int, Int>"))
    }

    static func spec(framework: String, signature: String) -> String {
        """
        options:
          framework: \(framework)
          styles: transform
          transform: \(signature)

        viewmodel WeekViewModel:
          inputs:
            - viewDidLoad
          outputs:
            - @label(_) showSheet: (Bool, Bool)
            - @label(filter) applyFilter: (soldOut: Bool, photos: Bool)
            - showRange: (Int, Int)
            - @label(_) added: Void
            - @label(done) finished: Void

        """
    }

    func testTheCasesOneValueIsTheTupleInEachFramework() throws {
        let text = TestSupport.render(
            Self.spec(framework: "combine", signature: "transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>"),
            style: .transform)
        for line in [
            "case showSheet((Bool, Bool))", "case applyFilter(filter: (soldOut: Bool, photos: Bool))", "case showRange(Int, Int)",
            "output.showSheet.map { Output.showSheet($0) }", "output.applyFilter.map { Output.applyFilter(filter: $0) }",
            "output.showRange.map { Output.showRange($0.0, $0.1) }", "case added(Void)", "case finished(done: Void)",
            "output.added.map { Output.added($0) }",
        ] {
            XCTAssertTrue(text.contains(line), "\(line)\n\(text)")
        }
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        let signatures = [
            ("combine", "transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>"),
            ("rxswift", "transform(input: Observable<Input>) -> Observable<Output>"),
            ("rxcocoa", "transform(input: Observable<Input>) -> Observable<Output>"),
            ("reactiveswift", "transform(with input: Signal<Input, Never>) -> Signal<Output, Never>"),
        ]
        var jobs: [CompileTests.Job] = []
        for (framework, signature) in signatures {
            let generated = try GeneratedCase(Self.spec(framework: framework, signature: signature), into: folder, name: framework)
            XCTAssertEqual(generated.formattedDiagnostics, [], framework)
            // A view that matches the tuple whole and by its elements, and makes the cases as a view model does.
            let view = try generated.write("View.swift", """
                func show(_ output: WeekViewModel.Output) -> String {
                    switch output {
                    case let .showSheet((soldOut, photos)): return "\\(soldOut) \\(photos)"
                    case let .applyFilter(filter): return "\\(filter.soldOut)"
                    case let .showRange(low, high): return "\\(low)-\\(high)"
                    case .added(()): return "added"
                    case .finished(done: ()): return "finished"
                    }
                }
                let pair = (true, false)
                let shown = [show(.showSheet(pair)), show(.applyFilter(filter: (soldOut: true, photos: false))), show(.added(()))]

                """)
            let logic = try generated.write("Logic.swift", generated.stubLogic(style: .transform))
            jobs += generated.jobs(framework, adding: [logic, view])
        }
        for (label, output) in CompileTests.run(jobs, compiler) { XCTFail("\(label) does not compile:\n\(output)") }
    }
}
