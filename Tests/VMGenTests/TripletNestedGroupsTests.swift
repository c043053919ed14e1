import VMGenCore
import XCTest

/// A triplet's class that keeps its groups in structs of its own (`let input: XInputsType`, set in `init` to a nested
/// `Input` of its private subjects; issue #32, `Fixtures/Import/MeterReading`, whose call sites compile against the
/// generated code in `ImportCallSiteTests`): `--check` compares its protocols, and the nested structs as the class's own
/// API to move, never as a subject-style contract the spec does not generate.
final class TripletNestedGroupsTests: XCTestCase {
    static let source = """
        import RxSwift

        protocol GaugeViewModelInputsType {
            var refresh: AnyObserver<Void> { get }
        }

        protocol GaugeViewModelOutputsType {
            var level: Observable<Int> { get }
        }

        protocol GaugeViewModelType {
            var input: GaugeViewModelInputsType { get }
            var output: GaugeViewModelOutputsType { get }
        }

        class GaugeViewModel: GaugeViewModelType {
            let input: GaugeViewModelInputsType
            let output: GaugeViewModelOutputsType
            private let refresh = PublishSubject<Void>()

            init() {
                input = Input(refresh: refresh.asObserver())
                output = Output(level: refresh.map { 1 })
            }
        }

        extension GaugeViewModel {
            struct Input: GaugeViewModelInputsType {
                let refresh: AnyObserver<Void>
            }
            struct Output: GaugeViewModelOutputsType {
                let level: Observable<Int>
            }
        }

        """

    func testTheNestedStructsAreTheClassesOwnAndNoSubjectStyleContract() throws {
        let imported = SpecImporter.importFile(Self.source, path: "GaugeViewModel.swift")
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("  styles: triplet"), spec)
        let differences = SurfaceComparison.differences(
            handWritten: Self.source, path: "GaugeViewModel.swift", spec: SpecSource(path: "Gauge.vmspec", bytes: Array(spec.utf8)))
            .map(\.message)
        XCTAssertFalse(differences.contains { $0.contains("does not generate protocol") }, "\(differences)")
        XCTAssertEqual(differences.count, 2, "\(differences)")
        XCTAssertTrue(differences.allSatisfy { $0.contains("moves to an extension") }, "\(differences)")
    }

    func testAClassWhoseGroupsAreItsOwnStructsIsStillComparedAsTheSubjectStyle() throws {
        // `let input: Input` typed as the nested struct itself: the subject style's contract, compared as it is.
        let source = Self.source
            .replacingOccurrences(of: "let input: GaugeViewModelInputsType", with: "let input: Input")
            .replacingOccurrences(of: "let output: GaugeViewModelOutputsType", with: "let output: Output")
        let spec = """
            options:
              framework: rxswift
              styles: triplet

            viewmodel GaugeViewModel:
              protocols: GaugeViewModelInputsType, GaugeViewModelOutputsType, GaugeViewModelType
              groups: input, output
              inputs:
                - @observer refresh
              outputs:
                - level: Int

            """
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "GaugeViewModel.swift", spec: SpecSource(path: "Gauge.vmspec", bytes: Array(spec.utf8)))
            .map(\.message)
        XCTAssertTrue(differences.contains { $0.contains("does not generate protocol 'GaugeViewModel.subject'") }, "\(differences)")
    }
}
