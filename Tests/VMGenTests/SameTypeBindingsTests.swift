import XCTest
@testable import VMGenCore

/// A view model conforming, in an extension, to the app's binding protocol, whose `where` clause fixes the associated
/// types of the app's shared protocol (`protocol SettingViewModelable: ViewModelable where Input == SettingInput, State
/// == SettingState, Output == AnyPublisher<State, Never> { }`), its `transform(_ input: Input) -> Output` naming
/// them: read through the clause, as Swift reads it (`SameTypeBindings`); its struct and enum at the top level of the
/// scene's other file are the app's own (`app-types:`), which the generated file uses.
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
    /// the app's own (`app-types:`), which the generated file uses and declares neither: no warning where they stand,
    /// and `--check` reports only the protocol that moves, until the spec's outputs differ from the app's enum.
    func testTheTransformIsReadThroughTheClauseAndTheOtherFilesTypesAreTheApps() throws {
        let imported = SpecImporter.importFile(Self.viewModel, path: "SettingViewModel.swift", context: Self.context())
        let spec = try XCTUnwrap(imported.specText, imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertTrue(spec.contains("""
              framework: combine
              styles: transform
              transform: transform(_ input: SettingInput) -> AnyPublisher<SettingState, Never>
              app-types: SettingInput, SettingState
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
        XCTAssertEqual(imported.diagnostics.filter { $0.path == "SettingAction.swift" }.map(\.formatted), [])
        let differences = SurfaceComparison.differences(
            handWritten: Self.viewModel, path: "SettingViewModel.swift",
            spec: SpecSource(path: "SettingViewModel.vmspec", bytes: Array(spec.utf8)), context: Self.context())
        XCTAssertEqual(differences.map { "\($0.path):\($0.location.line)" }, ["SettingViewModel.swift:3"],
                       differences.map(\.formatted).joined(separator: "\n"))
        XCTAssertTrue(differences.allSatisfy { $0.message.contains(ImportFixtureTests.movesToAFile) },
                      differences.map(\.formatted).joined(separator: "\n"))
        // The spec's outputs and inputs are compared with the app's enum and struct, which the generated code uses.
        let edited = spec.replacingOccurrences(of: "- showLogin: Void", with: "- showSignIn: Void")
            .replacingOccurrences(of: "- @subject logOut", with: "- @subject signOut")
        let mismatched = SurfaceComparison.differences(
            handWritten: Self.viewModel, path: "SettingViewModel.swift",
            spec: SpecSource(path: "SettingViewModel.vmspec", bytes: Array(edited.utf8)), context: Self.context())
        for expected in ["'case showLogin' of 'SettingViewModel.Output' is not in the generated code",
                         "the generated 'SettingViewModel.Output' adds 'case showSignIn'",
                         "the generated 'SettingViewModel.Input' adds 'var signOut:PassthroughSubject<Void,Never>{}'"] {
            XCTAssertTrue(mismatched.contains { $0.message == expected }, mismatched.map(\.formatted).joined(separator: "\n"))
        }
    }

    /// Another file's types are the app's whether the clause names them or not (`protocol SplashViewModelable` of
    /// a transform that names `SplashState` itself): `app-types:` for both, no warning, and no difference of where they
    /// stand.
    func testAnotherFilesTypesAreTheAppsWhetherTheClauseNamesThemOrNot() throws {
        let source = Self.viewModel
            .replacingOccurrences(of: "where Input == SettingInput,\n  State == SettingState,\n  Output == AnyPublisher<State, Never>",
                                  with: "where Input == SettingInput")
            .replacingOccurrences(of: "-> Output {", with: "-> AnyPublisher<SettingState, Never> {")
        XCTAssertFalse(source.contains("State == SettingState"), source)
        let imported = SpecImporter.importFile(source, path: "SettingViewModel.swift", context: Self.context())
        let spec = try XCTUnwrap(imported.specText, imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertTrue(spec.contains("""
              transform: transform(_ input: SettingInput) -> AnyPublisher<SettingState, Never>
              app-types: SettingInput, SettingState
              conforms: SettingViewModelable
            """), spec)
        XCTAssertEqual(imported.diagnostics.filter { $0.path == "SettingAction.swift" }.map(\.formatted), [])
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "SettingViewModel.swift",
            spec: SpecSource(path: "SettingViewModel.vmspec", bytes: Array(spec.utf8)), context: Self.context())
        XCTAssertEqual(differences.map { "\($0.path):\($0.location.line)" }, ["SettingViewModel.swift:3"],
                       differences.map(\.formatted).joined(separator: "\n"))
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
    /// class is not imported, and the warning says so (`TransformTypesElsewhereTests`), where it said no contract was
    /// found.
    func testWithoutTheClauseNothingIsBound() throws {
        let unbound = Self.viewModel.replacingOccurrences(of: """
            where Input == SettingInput,
              State == SettingState,
              Output == AnyPublisher<State, Never> { }
            """, with: "{ }")
        let imported = SpecImporter.importFile(unbound, path: "SettingViewModel.swift", context: Self.context())
        XCTAssertNil(imported.specText)
        XCTAssertTrue(imported.diagnostics.contains {
            $0.message.contains("its 'transform' takes 'Input' and returns 'Output', which neither the class nor the files read declare")
        },
                      imported.diagnostics.map(\.formatted).joined(separator: "\n"))
    }
}
