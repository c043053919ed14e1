@testable import VMGenCore
import XCTest

/// Inputs overloaded by their parameters' types, labels alike (`configureWith(channel: ListChannel)` beside
/// `configureWith(channel: UserChannel)`, as Kickstarter-style cells configured with either model write them): a spec
/// names each input once by its labels, so the second is a warning saying so where it stands, not one about `#if`,
/// and `--check` reports it there.
final class TypeOverloadedInputTests: XCTestCase {
    static let source = """
        import ReactiveSwift

        protocol ChannelCellViewModelInputs {
            func configureWith(channel: ListChannel)
            func configureWith(channel: UserChannel)
        }

        protocol ChannelCellViewModelOutputs {
            var title: Signal<String, Never> { get }
        }

        protocol ChannelCellViewModelType {
            var inputs: ChannelCellViewModelInputs { get }
            var outputs: ChannelCellViewModelOutputs { get }
        }

        final class ChannelCellViewModel: ChannelCellViewModelType, ChannelCellViewModelInputs, ChannelCellViewModelOutputs {
            var inputs: ChannelCellViewModelInputs { return self }
            var outputs: ChannelCellViewModelOutputs { return self }
            let title: Signal<String, Never> = .never
            func configureWith(channel: ListChannel) {}
            func configureWith(channel: UserChannel) {}
        }
        """

    func testTheSecondIsAWarningAboutItsTypesAndADifference() throws {
        let imported = SpecImporter.importFile(Self.source, path: "ChannelCellViewModel.swift")
        XCTAssertEqual(imported.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [
            "ChannelCellViewModel.swift:5:5: warning: 'configureWith(channel: UserChannel)' is not imported:"
                + " 'configureWith(channel:)' is declared again with other parameter types; a spec names each input once by"
                + " its labels, and the generated protocol declares the first: call sites that call this one change",
        ])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("    - configureWith(channel: ListChannel)\n"), spec)
        let differences = SurfaceComparison.differences(
            handWritten: Self.source, path: "ChannelCellViewModel.swift", spec: SpecSource(path: "C.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.location.line), [5], "\(differences.map(\.formatted))")
    }
}
