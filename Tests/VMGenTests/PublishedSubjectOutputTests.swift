import Foundation
@testable import VMGenCore
import XCTest

/// The subject style's `@Published var output = Output()` (s20's FilmRoad and EzyBook, SwiftUI view models whose
/// `Output` is a struct of values the view reads): each value an output `@value`, the generated class's `output` a
/// `@Published var` of a struct of values it keeps set from the logic's streams (`Fixtures/Import/BookmarkShelf`, whose
/// screen runs in `TransformFixtureBehaviorTests`); a member computed from the values stays the `Output`'s own.
final class PublishedSubjectOutputTests: XCTestCase {
    static func spec(
        _ options: String = "", framework: String = "combine", outputs: String = "    - @value isLoading: Bool = false"
    ) -> String {
        """
        options:
          framework: \(framework)
          styles: subject
        \(options)
        viewmodel ShelfViewModel:
          inputs:
            - @subject appeared
          outputs:
        \(outputs)
        """
    }

    static func generate(_ text: String, testSupport: Bool = false) -> Generator.Result {
        Generator.generate([SpecSource(path: "s.vmspec", bytes: Array(text.utf8))], overrides: OptionOverrides(testSupport: testSupport))
    }

    func testValuesMakeThePublishedOutputAndTheClassObservable() throws {
        let generated = Self.generate(Self.spec(outputs: "    - @value isLoading: Bool = false\n    - title: String"))
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        let code = try XCTUnwrap(generated.files.first?.contents)
        XCTAssertTrue(code.contains("final class ShelfViewModel: ObservableObject {"), code)
        XCTAssertTrue(code.contains("        var isLoading: Bool = false\n        let title: AnyPublisher<String, Never>\n"), code)
        XCTAssertTrue(code.contains("    @Published var output: Output\n"), code)
        XCTAssertTrue(code.contains("        self.output = Output(title: output.title.share().eraseToAnyPublisher())\n"), code)
        XCTAssertTrue(code.contains("Self.assign(output.isLoading, to: \\.output.isLoading, on: self, in: &outputBindings)"), code)
        // Without a value, `output` stays the `let` of streams it was.
        let streams = try XCTUnwrap(Self.generate(Self.spec(outputs: "    - title: String")).files.first?.contents)
        XCTAssertTrue(streams.contains("    let output: Output\n"), streams)
        XCTAssertFalse(streams.contains("@Published"), streams)
    }

    /// `ObservableObject` once, where the spec conforms to it already.
    func testAConformanceToObservableObjectIsNotRepeated() throws {
        let code = try XCTUnwrap(Self.generate(Self.spec("  conforms: ObservableObject\n")).files.first?.contents)
        XCTAssertTrue(code.contains("final class ShelfViewModel: ObservableObject {"), code)
    }

    func testWhatCannotPublishTheOutputIsALocatedError() {
        let cases: [(options: String, framework: String, tests: Bool, reason: String)] = [
            ("", "rxswift", false, "which is Combine's, and the framework is 'rxswift'"),
            ("  declaration: struct\n", "combine", false, "which a struct view model cannot publish"),
            ("  subject-contract: given\n", "combine", false, "'subject-contract: given' hands the class the 'Output' it keeps"),
            ("", "combine", true, "which '--tests' writes no probe or fake of yet"),
        ]
        for (options, framework, tests, reason) in cases {
            let errors = Self.generate(Self.spec(options, framework: framework), testSupport: tests).diagnostics
                .filter { $0.severity == .error }
            let line = options.isEmpty ? 9 : 10
            XCTAssertTrue(errors.contains {
                $0.formatted.hasPrefix("s.vmspec:\(line):7: error: '@value' makes the subject style's 'output' a '@Published var'")
                    && $0.message.contains(reason)
            }, "\(options) \(framework): \(errors.map(\.formatted))")
        }
    }

    /// `--check` takes the generated `ObservableObject` as the hand-written class's where an app protocol it conforms
    /// to refines it (EzyBook's `protocol ViewModelType: ObservableObject`), and as an addition where none does.
    func testObservableObjectRestatedThroughAnAppProtocolIsNoDifference() throws {
        let name = "BookmarkShelf"
        let root = TestSupport.root.appendingPathComponent("Fixtures/Import")
        let source = try String(contentsOf: root.appendingPathComponent("\(name)/\(name).swift"), encoding: .utf8)
            .replacingOccurrences(of: "BookmarkShelfViewModel: ObservableObject", with: "BookmarkShelfViewModel: ScreenModel")
        let support = try ImportFixtureTests.context(name, root: root)
        for (refines, differs) in [(": ObservableObject", false), ("", true)] {
            let context = support + SpecImporter.declarations(of: "protocol ScreenModel\(refines) {}\n", path: "Screen.swift")
            let imported = SpecImporter.importFile(source, path: "\(name).swift", context: context)
            let spec = SpecSource(path: "\(name).vmspec", bytes: Array(try XCTUnwrap(imported.specText).utf8))
            let differences = SurfaceComparison.differences(handWritten: source, path: "\(name).swift", spec: spec, context: context)
                .map(\.message)
            XCTAssertEqual(differences.contains("the generated 'BookmarkShelfViewModel' adds conformance to 'ObservableObject'"),
                           differs, "\(refines): \(differences)")
        }
    }

    /// A member computed from the values is a note and a move, never an output; a stream beside the values stays one.
    func testTheImportReadsValuesAndLeavesComputedMembersToTheTeamsExtension() throws {
        let source = """
            import Combine

            final class ShelfViewModel: ObservableObject {
                var input = Input()
                @Published var output = Output()
            }

            extension ShelfViewModel {
                struct Input {
                    let appeared = PassthroughSubject<Void, Never>()
                }

                struct Output {
                    var titles: [String] = []
                    var error: String?
                    var isShowingError: Bool { error != nil }
                }
            }
            """
        let imported = SpecImporter.importFile(source, path: "Shelf.swift")
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("  outputs:\n    - @value titles: [String] = []\n    - @value error: String?\n"), spec)
        XCTAssertEqual(imported.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [])
        XCTAssertEqual(imported.diagnostics.filter { $0.message.contains("stays the Output's own") }.map(\.location.line), [16])
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "Shelf.swift", spec: SpecSource(path: "Shelf.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.formatted), [
            "Shelf.swift:16:9: error: 'var isShowingError:Bool{set}' of 'ShelfViewModel.Output', declared besides its values,"
                + " moves to an extension: declare it in an extension of 'ShelfViewModel.Output' in a file of your own, where call"
                + " sites reach it unchanged (it is computed from the values the generated 'ShelfViewModel.Output' holds)",
        ])
    }
}
