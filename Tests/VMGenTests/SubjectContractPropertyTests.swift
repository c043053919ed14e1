@testable import VMGenCore
import XCTest

/// A subject-bridged view model whose `input` and `output` are typed through typealiases of its own, for an app's
/// protocol of associated types named otherwise (`typealias InputType = Input`, `public lazy var input: InputType =
/// Input()`): they are `Input` and `Output` to call sites and to `--check`. Where that protocol requires one settable
/// (`var input: InputType { set get }`), which the generated `let input: Input` does not satisfy, and where the type is
/// neither, the import warns where it stands and `--check` reports it there; it used to be silent.
final class SubjectContractPropertyTests: XCTestCase {
    static let appProtocol = """
        protocol ReactiveViewModel {
            associatedtype InputType
            associatedtype OutputType

            var input: InputType { get }
            var output: OutputType { get }
        }
        """

    static let source = """
        import RxRelay
        import RxSwift

        final class InviteViewModel: ReactiveViewModel {
            typealias InputType = Input
            typealias OutputType = Output

            struct Input {
                let inviteTapped = PublishRelay<Void>()
            }

            struct Output {
                let invited: Observable<Bool>
            }

            lazy var input: InputType = Input()
            lazy var output: OutputType = Output(invited: input.inviteTapped.map { true })
        }
        """

    private func importAndCheck(_ source: String, appProtocol: String = appProtocol)
        throws -> (warnings: [String], spec: String, differences: [Diagnostic]) {
        let context = SpecImporter.declarations(of: appProtocol, path: "ReactiveViewModel.swift")
        let imported = SpecImporter.importFile(source, path: "InviteViewModel.swift", context: context)
        let spec = try XCTUnwrap(imported.specText, "\(imported.diagnostics.map(\.formatted))")
        let specSource = SpecSource(path: "Invite.vmspec", bytes: Array(spec.utf8))
        XCTAssertEqual(Generator.generate([specSource]).diagnostics.map(\.formatted), [], spec)
        let differences = SurfaceComparison.differences(handWritten: source, path: "InviteViewModel.swift", spec: specSource,
                                                        context: context)
        return (imported.diagnostics.filter { $0.severity == .warning }.map(\.formatted), spec, differences)
    }

    func testTypesThroughTheClasssOwnTypealiasesAreInputAndOutput() throws {
        let (warnings, spec, differences) = try importAndCheck(Self.source)
        XCTAssertEqual(warnings, [])
        XCTAssertTrue(spec.contains("  styles: subject\n"), spec)
        XCTAssertTrue(spec.contains("  conforms: ReactiveViewModel\n"), spec)
        XCTAssertEqual(differences.map(\.formatted), [])
    }

    func testASettableRequirementIsAWarningAndADifference() throws {
        let appProtocol = Self.appProtocol.replacingOccurrences(of: "var input: InputType { get }", with: "var input: InputType { set get }")
        let (warnings, _, differences) = try importAndCheck(Self.source, appProtocol: appProtocol)
        XCTAssertEqual(warnings, [
            "InviteViewModel.swift:16:10: warning: 'ReactiveViewModel', the app's protocol 'InviteViewModel' conforms to,"
                + " requires 'input' settable ('{ get set }'), and the generated class declares 'let input: Input', which"
                + " does not satisfy it: declare the requirement '{ get }' in 'ReactiveViewModel' if no call site sets 'input'",
        ])
        XCTAssertEqual(differences.map(\.location.line), [16], "\(differences.map(\.formatted))")
    }

    func testAnotherTypeIsAWarningAndADifference() throws {
        let source = Self.source.replacingOccurrences(of: "typealias InputType = Input", with: "typealias InputType = [Input]")
        let (warnings, _, differences) = try importAndCheck(source)
        XCTAssertEqual(warnings, [
            "InviteViewModel.swift:16:10: warning: 'input: InputType' of 'InviteViewModel' is not 'Input': the generated class"
                + " declares 'let input: Input', so call sites that use it as 'InputType' change",
        ])
        XCTAssertEqual(differences.map(\.location.line), [16], "\(differences.map(\.formatted))")
    }
}
