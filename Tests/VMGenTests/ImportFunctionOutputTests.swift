import VMGenCore
import XCTest

/// Functions in a triplet's outputs protocol that answer the view (pull-style) import as function outputs; the ones
/// vmgen cannot generate are warned about where they stand.
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
            "Settings.swift:10:3: warning: 'reload()' is not imported: a function output answers the view with a value, and"
                + " this one returns none",
            "Settings.swift:11:3: warning: 'load() -> Int' is not imported: a function output cannot be async, throw or have"
                + " default arguments",
        ])
        let spec = try XCTUnwrap(result.specText)
        for line in [
            "    /// Whether a row can be selected.", "    - shouldSelectRow(`for` cellType: CellType, `in` section: Int) -> Bool",
            "    - selectedReward() -> Reward?", "    # not imported: reload(): a function output answers",
        ] {
            XCTAssertTrue(spec.contains(line), "\(line) in\n\(spec)")
        }
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "Settings.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.location.line), [10, 11], "\(differences.map(\.formatted))")
    }
}
