import VMGenCore
import XCTest

/// Functions in a triplet's outputs protocol that answer the view (pull-style) import as function outputs, and one
/// returning nothing as an input the outputs protocol declares; the ones vmgen cannot generate are warned about where
/// they stand.
final class ImportFunctionOutputTests: XCTestCase {
    func testFunctionsThatAnswerImportAndOthersAreWarned() throws {
        let source = """
            import ReactiveSwift
            protocol SettingsViewModelInputs {
              func viewDidLoad()
            }
            protocol SettingsViewModelOutputs {
              var title: Signal<String, Never> { get }
              /// Whether a row can be selected.
              func shouldSelectRow(for cellType: CellType, in section: Int) -> Bool
              func selectedReward() -> Reward?
              func reload()
              func load() async -> Int
            }
            protocol SettingsViewModelType {
              var inputs: SettingsViewModelInputs { get }
              var outputs: SettingsViewModelOutputs { get }
            }
            final class SettingsViewModel: SettingsViewModelType, SettingsViewModelInputs, SettingsViewModelOutputs {}
            """
        let result = SpecImporter.importFile(source, path: "Settings.swift")
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            // One returning nothing is a method the view calls, declared in the outputs protocol (`DeclaredInputTests`).
            "Settings.swift:10:3: note: 'func reload()' is imported as an input the outputs protocol declares ('@in(outputs)'):"
                + " the generated class takes each call as that input's stream, so move its body into the logic",
            "Settings.swift:11:3: warning: 'load() async -> Int' is not imported: it is 'async', and a function output answers"
                + " at once from what the logic last sent, never waiting or throwing: callers that await its answer or catch"
                + " what it throws would change, so the method stays hand-written",
        ])
        let spec = try XCTUnwrap(result.specText)
        for line in [
            "    /// Whether a row can be selected.", "    - shouldSelectRow(`for` cellType: CellType, `in` section: Int) -> Bool",
            "    - selectedReward() -> Reward?", "    - @in(outputs) reload\n",
        ] {
            XCTAssertTrue(spec.contains(line), "\(line) in\n\(spec)")
        }
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "Settings.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.location.line), [11], "\(differences.map(\.formatted))")
    }
}
