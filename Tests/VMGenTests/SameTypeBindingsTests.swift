import XCTest
@testable import VMGenCore

/// A view model conforming, in an extension, to the app's binding protocol, whose `where` clause fixes the associated
/// types of the app's shared protocol (`protocol SettingViewModelable: ViewModelable where Input == SettingInput, State
/// == SettingState, Output == AnyPublisher<State, Never> { }`), its `transform(_ input: Input) -> Output` naming
/// them: read through the clause, as Swift reads it (`SameTypeBindings`); its struct and enum at the top level of the
/// scene's other file are `top-level:`, warned about where they stand (`ElsewhereTopLevelTypes`).
final class SameTypeBindingsTests: XCTestCase {
    static let shared = """
        import Combine

        protocol ViewModelable {
            associatedtype Input
            associatedtype State
            associatedtype Output
            func transform(_ input: Input) -> Output
        }
        """

    static let types = """
        import Combine

        struct SettingInput {
            let viewDidLoad: PassthroughSubject<Void, Never>
            let logOut: PassthroughSubject<Void, Never>
        }

        enum SettingState {
            case reload(_ items: [String])
            case showLogin
        }
        """

    static let viewModel = """
        import Combine

        protocol SettingViewModelable: ViewModelable
        where Input == SettingInput,
          State == SettingState,
          Output == AnyPublisher<State, Never> { }

        final class SettingViewModel {
            private let account: AccountService

            init(account: AccountService) {
                self.account = account
            }
        }

        extension SettingViewModel: SettingViewModelable {
            func transform(_ input: Input) -> Output {
                Empty().eraseToAnyPublisher()
            }
        }
        """

    static func context(types: String = types) -> [SwiftDeclaration] {
        SpecImporter.declarations(of: shared, path: "ViewModelable.swift")
            + SpecImporter.declarations(of: types, path: "SettingAction.swift")
    }

    func testAWhereClauseBindsPlainNamesInOrder() {
        let bindings = SameTypeBindings.constraints("Input == SettingInput, Self.State == SettingState, Output: Sendable,"
            + " Output == AnyPublisher<State, Never>, Input.Element == Int")
        XCTAssertEqual(bindings.map(\.0), ["Input", "State", "Output"])
        XCTAssertEqual(bindings.map(\.1), ["SettingInput", "SettingState", "AnyPublisher<State, Never>"])
        let resolved = SameTypeBindings.resolved("Output", Dictionary(uniqueKeysWithValues: bindings))
        XCTAssertEqual(resolved, "AnyPublisher<SettingState, Never>")
        XCTAssertEqual(SameTypeBindings.resolved("Screen.Input", ["Input": "SettingInput"]), "Screen.Input",
                       "a member of another type is no bound name")
    }

    /// The reader keeps a protocol's `where` clause, over lines, and nothing else of what follows its inheritance.
    func testTheReaderKeepsAProtocolsWhereClause() throws {
        let protocols = SpecImporter.declarations(of: Self.viewModel, path: "SettingViewModel.swift").filter { $0.kind == .protocol }
        let clause = try XCTUnwrap(protocols.first?.whereClause)
        XCTAssertEqual(SameTypeBindings.constraints(clause).map(\.1), ["SettingInput", "SettingState", "AnyPublisher<State, Never>"])
        XCTAssertEqual(protocols.first?.inheritance, ["ViewModelable"])
    }

    /// Imported as the transform of states through the clause: the struct and the enum of the scene's other file are
    /// `top-level:`, a warning where each stands, and `--check` reports exactly those and the protocol that moves.
    func testTheTransformIsReadThroughTheClauseAndTheOtherFilesTypesAreTopLevel() throws {
        let imported = SpecImporter.importFile(Self.viewModel, path: "SettingViewModel.swift", context: Self.context())
        let spec = try XCTUnwrap(imported.specText, imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertTrue(spec.contains("""
              framework: combine
              styles: transform
              transform: transform(_ input: SettingInput) -> AnyPublisher<SettingState, Never>
              top-level: SettingInput, SettingState
              conforms: SettingViewModelable

            viewmodel SettingViewModel:
              dependencies:
                - account: AccountService
              inputs:
                - @subject viewDidLoad
                - @subject logOut
              outputs:
                - reload: [String]
                - showLogin: Void
            """), spec)
        let warnings = imported.diagnostics.filter { $0.severity == .warning }.map(\.formatted)
        XCTAssertEqual(warnings.filter { $0.hasPrefix("SettingAction.swift:") }, [
            "SettingAction.swift:3:1: warning: 'struct SettingInput', declared at the top level of this file, is the"
                + " transform of states' input struct of 'SettingViewModel' (in 'SettingViewModel.swift'): the generated"
                + " file, " + ElsewhereTopLevelTypes.reason,
            "SettingAction.swift:8:1: warning: 'enum SettingState', declared at the top level of this file, is the"
                + " transform of states' enum of 'SettingViewModel' (in 'SettingViewModel.swift'): the generated file, "
                + ElsewhereTopLevelTypes.reason,
        ])
        let differences = SurfaceComparison.differences(
            handWritten: Self.viewModel, path: "SettingViewModel.swift",
            spec: SpecSource(path: "SettingViewModel.vmspec", bytes: Array(spec.utf8)), context: Self.context())
        XCTAssertEqual(differences.map { "\($0.path):\($0.location.line)" }.sorted(),
                       ["SettingAction.swift:3", "SettingAction.swift:8", "SettingViewModel.swift:3"],
                       differences.map(\.formatted).joined(separator: "\n"))
        XCTAssertTrue(differences.allSatisfy {
            $0.message.contains(ElsewhereTopLevelTypes.reason) || $0.message.contains(ImportFixtureTests.movesToAFile)
        }, differences.map(\.formatted).joined(separator: "\n"))
    }

    /// Only a type the clause names is `top-level:`: the enum of another file that no clause names is nested in the
    /// generated class, as for any transform of states (`StateStreamTransformTests`), no warning that it goes, and
    /// `--check` reports it where it stands, as call sites would name it through the class.
    func testOnlyATypeTheClauseNamesIsTopLevel() throws {
        let source = Self.viewModel
            .replacingOccurrences(of: "where Input == SettingInput,\n  State == SettingState,\n  Output == AnyPublisher<State, Never>",
                                  with: "where Input == SettingInput")
            .replacingOccurrences(of: "-> Output {", with: "-> AnyPublisher<SettingState, Never> {")
        XCTAssertFalse(source.contains("State == SettingState"), source)
        let imported = SpecImporter.importFile(source, path: "SettingViewModel.swift", context: Self.context())
        let spec = try XCTUnwrap(imported.specText, imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertTrue(spec.contains("""
              transform: transform(_ input: SettingInput) -> AnyPublisher<SettingState, Never>
              top-level: SettingInput
              conforms: SettingViewModelable
            """), spec)
        XCTAssertEqual(imported.diagnostics.filter { $0.path == "SettingAction.swift" }.map(\.location.line), [3],
                       imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "SettingViewModel.swift",
            spec: SpecSource(path: "SettingViewModel.vmspec", bytes: Array(spec.utf8)), context: Self.context())
        XCTAssertTrue(differences.contains {
            $0.path == "SettingAction.swift" && $0.location.line == 8
                && $0.message.contains("'SettingState' is top-level here and nested in 'SettingViewModel'")
        }, differences.map(\.formatted).joined(separator: "\n"))
    }

    /// A name the class declares itself is its own: its nested `Input` is the one `transform` takes, whatever the
    /// protocol binds, and the import reads the struct style as before.
    func testANameTheClassDeclaresStaysItsOwn() throws {
        let source = """
            import Combine

            protocol SearchViewModelable: ViewModelable where Input == SettingInput, State == Int, Output == Int { }

            final class SearchViewModel: SearchViewModelable {
                struct Input {
                    let query: AnyPublisher<String, Never>
                }
                struct Output {
                    let results: AnyPublisher<[String], Never>
                }
                func transform(_ input: Input) -> Output { fatalError() }
            }
            """
        let imported = SpecImporter.importFile(source, path: "Search.swift", context: Self.context())
        let spec = try XCTUnwrap(imported.specText, imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertTrue(spec.contains("transform: transform(_ input: Input) -> Output"), spec)
        XCTAssertTrue(spec.contains("- query(_ value: String)"), spec)
    }

    /// Without the clause (a protocol that binds nothing), `Input` and `Output` name nothing the files declare: the
    /// class is not imported, and the warning says no contract is found, as before.
    func testWithoutTheClauseNothingIsBound() throws {
        let unbound = Self.viewModel.replacingOccurrences(of: """
            where Input == SettingInput,
              State == SettingState,
              Output == AnyPublisher<State, Never> { }
            """, with: "{ }")
        let imported = SpecImporter.importFile(unbound, path: "SettingViewModel.swift", context: Self.context())
        XCTAssertNil(imported.specText)
        XCTAssertTrue(imported.diagnostics.contains { $0.message.contains("finds no contract of it") },
                      imported.diagnostics.map(\.formatted).joined(separator: "\n"))
    }
}
