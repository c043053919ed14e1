@testable import VMGenCore
import XCTest

/// A type protocol whose group properties are named otherwise than `inputs` and `outputs` (or `input` and `output`):
/// `var outpust: LoginViewModelOutputs { get }`, a misspelling the app's screens repeat, or `var actions`, `var states`
/// (`Fixtures/Import/TrendingRepos`, whose `inputs` and `output` mix the two conventions, with its call sites). The
/// import finds the groups by the protocols the properties are typed as and writes `groups:` with the names as written,
/// so the generated type protocol declares the same properties and `--check` finds the surfaces equal.
final class GroupPropertiesByTypeTests: XCTestCase {
    static let source = """
        import RxSwift

        protocol LoginViewModelInputs {
            var loginTap: PublishSubject<Void> { get }
            func idChanged(_ id: String)
        }

        protocol LoginViewModelOutputs {
            var isLoading: Observable<Bool> { get }
        }

        protocol LoginViewModelType {
            var inputs: LoginViewModelInputs { get }
            var outpust: LoginViewModelOutputs { get }
        }

        final class LoginViewModel: LoginViewModelInputs, LoginViewModelOutputs {
            let loginTap = PublishSubject<Void>()
            let isLoading: Observable<Bool>
            private let ids = PublishSubject<String>()

            init() {
                isLoading = loginTap.map { true }
            }

            func idChanged(_ id: String) {
                ids.onNext(id)
            }
        }

        extension LoginViewModel: LoginViewModelType {
            var inputs: LoginViewModelInputs { return self }
            var outpust: LoginViewModelOutputs { return self }
        }
        """

    /// The import's warnings and errors, its spec, and what `--check` finds against the source.
    private func imported(_ source: String) throws -> (problems: [String], spec: String, differences: [String]) {
        let imported = SpecImporter.importFile(source, path: "LoginViewModel.swift")
        let spec = try XCTUnwrap(imported.specText, "\(imported.diagnostics.map(\.formatted))")
        let specSource = SpecSource(path: "Login.vmspec", bytes: Array(spec.utf8))
        XCTAssertEqual(Generator.generate([specSource]).diagnostics.map(\.formatted), [], spec)
        let differences = SurfaceComparison.differences(handWritten: source, path: "LoginViewModel.swift", spec: specSource)
        return (imported.diagnostics.filter { $0.severity != .note }.map(\.formatted), spec, differences.map(\.formatted))
    }

    func testTheGroupsAreFoundByTypeAndNamedAsWritten() throws {
        let (problems, spec, differences) = try imported(Self.source)
        XCTAssertEqual(problems, [])
        XCTAssertTrue(spec.contains("viewmodel LoginViewModel:\n  groups: inputs, outpust\n"), spec)
        XCTAssertTrue(spec.contains("- @subject loginTap\n"), spec)
        XCTAssertTrue(spec.contains("- idChanged(_ id: String)\n"), spec)
        XCTAssertTrue(spec.contains("- isLoading: Bool\n"), spec)
        XCTAssertEqual(differences, [])
        let generated = Generator.generate([SpecSource(path: "Login.vmspec", bytes: Array(spec.utf8))]).files
            .map(\.contents).joined()
        XCTAssertTrue(generated.contains("var outpust: any LoginViewModelOutputs { get }"), generated)
    }

    func testNamesOfNoConventionTakeTheErrorsToo() throws {
        let source = """
            import RxSwift

            protocol CellViewModelInputs {
                func configure(title: String)
            }

            protocol CellViewModelOutputs {
                var title: Observable<String> { get }
            }

            protocol CellViewModelErrors {
                var failure: Observable<String> { get }
            }

            protocol CellViewModelType {
                var actions: CellViewModelInputs { get }
                var states: CellViewModelOutputs { get }
                var problems: CellViewModelErrors { get }
            }

            final class CellViewModel: CellViewModelType, CellViewModelInputs, CellViewModelOutputs, CellViewModelErrors {
                var actions: CellViewModelInputs { self }
                var states: CellViewModelOutputs { self }
                var problems: CellViewModelErrors { self }
                let title: Observable<String> = .never()
                let failure: Observable<String> = .never()
                func configure(title: String) {}
            }
            """
        let (problems, spec, differences) = try imported(source)
        XCTAssertEqual(problems, [])
        XCTAssertTrue(spec.contains("  groups: actions, states, problems\n"), spec)
        XCTAssertTrue(spec.contains("  errors:\n    - failure: String\n"), spec)
        XCTAssertEqual(differences, [])
    }

    /// Two properties typed as the inputs' protocol: which is the group is not the import's to guess. Each is a warning
    /// where it stands, and `--check` reports both, as before.
    func testTwoPropertiesOfOneGroupStayAWarningAndADifference() throws {
        let source = Self.source.replacingOccurrences(
            of: "    var outpust: LoginViewModelOutputs { get }\n}",
            with: "    var outpust: LoginViewModelOutputs { get }\n    var more: LoginViewModelInputs { get }\n}")
        let (problems, spec, differences) = try imported(source)
        XCTAssertFalse(spec.contains("groups:"), spec)
        XCTAssertEqual(problems.filter { $0.contains("'var outpust' of 'LoginViewModelType' is not imported") }.count, 1, "\(problems)")
        XCTAssertEqual(problems.filter { $0.contains("'var more' of 'LoginViewModelType' is not imported") }.count, 1, "\(problems)")
        XCTAssertTrue(differences.contains { $0.contains("'var outpust:LoginViewModelOutputs{get}' of 'LoginViewModelType' is not in") },
                      "\(differences)")
        XCTAssertTrue(differences.contains { $0.contains("'var more:LoginViewModelInputs{get}' of 'LoginViewModelType' is not in") },
                      "\(differences)")
    }

    /// A protocol not named after the groups that holds them (a screen's `var viewModelInputs`) is none of the
    /// triplet's: the groups pair by their names, and the type protocol that names them by its properties stays theirs.
    func testAProtocolNamedOtherwiseIsNotTheTypeProtocol() throws {
        let source = Self.source + """

            protocol LoginScreen {
                var viewModelInputs: LoginViewModelInputs { get }
                var viewModelOutputs: LoginViewModelOutputs { get }
            }
            """
        let (_, spec, _) = try imported(source)
        XCTAssertEqual(spec.components(separatedBy: "viewmodel ").count, 2, spec)
        XCTAssertTrue(spec.contains("  groups: inputs, outpust\n"), spec)
    }

    /// A class that conforms to the type protocol and the groups in extensions alone (`extension ScreenViewModelImpl:
    /// ScreenViewModel`) is the owner, as `--check` finds it by its name: what it declares besides its protocols is
    /// imported or warned about where it stands, the import and `--check` agreeing.
    func testAClassConformingInExtensionsIsTheOwner() throws {
        let source = """
            import RxSwift

            protocol ScreenViewModel {
                var baseInput: ScreenViewModelInput { get }
                var baseOutput: ScreenViewModelOutput { get }
            }

            protocol ScreenViewModelInput {
                var onAppear: AnyObserver<Void> { get }
            }

            protocol ScreenViewModelOutput {
                var isLoading: Observable<Bool> { get }
            }

            class ScreenViewModelImpl {
                let appearSubject = PublishSubject<Void>()
                func reloadAll() {}
            }

            extension ScreenViewModelImpl: ScreenViewModel {
                var baseInput: ScreenViewModelInput { self }
                var baseOutput: ScreenViewModelOutput { self }
            }

            extension ScreenViewModelImpl: ScreenViewModelInput {
                var onAppear: AnyObserver<Void> { appearSubject.asObserver() }
            }

            extension ScreenViewModelImpl: ScreenViewModelOutput {
                var isLoading: Observable<Bool> { appearSubject.map { true } }
            }
            """
        let imported = SpecImporter.importFile(source, path: "LoginViewModel.swift")
        let spec = try XCTUnwrap(imported.specText, "\(imported.diagnostics.map(\.formatted))")
        XCTAssertTrue(spec.contains("viewmodel ScreenViewModelImpl:\n"), spec)
        XCTAssertTrue(spec.contains("  groups: baseInput, baseOutput\n"), spec)
        XCTAssertTrue(spec.contains("  final: false\n"), spec)
        // The class's own members: a note where the function moves, the stored subject carried or warned about.
        XCTAssertTrue(imported.diagnostics.contains { $0.location.line == 18 && $0.message.contains("'func reloadAll()'") },
                      "\(imported.diagnostics.map(\.formatted))")
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "LoginViewModel.swift", spec: SpecSource(path: "S.vmspec", bytes: Array(spec.utf8)))
        let warned = Set(imported.diagnostics.filter { $0.severity != .note || $0.message.contains("stays the class's own") }
            .map(\.location.line))
        XCTAssertEqual(Set(differences.map(\.location.line)), warned,
                       "\(differences.map(\.formatted)) against \(imported.diagnostics.map(\.formatted))")
    }
}
