import XCTest
@testable import VMGenCore

/// A view model whose `transform` takes a struct of streams and returns one stream of the screen's states (`func
/// transform(input: LoginViewModelInput) -> LoginViewModelOutput` over `typealias LoginViewModelOutput =
/// AnyPublisher<LoginState, Never>`): imported as the transform of states; one whose stream is of no enum the files
/// read declare is refused by its shape, with a warning that says so rather than that no contract is found.
final class StateStreamTransformTests: XCTestCase {
    static let source = """
        import Combine

        struct LoginViewModelInput {
            let loginTapped: AnyPublisher<Void, Never>
        }

        typealias LoginViewModelOutput = AnyPublisher<LoginState, Never>

        enum LoginState {
            case idle
            case failed(String)
        }

        final class LoginViewModel {
            init(service: LoginService) {}
        }

        extension LoginViewModel: LoginViewModelRepresentable {
            func transform(input: LoginViewModelInput) -> LoginViewModelOutput { fatalError() }
        }

        protocol LoginViewModelRepresentable {
            func transform(input: LoginViewModelInput) -> LoginViewModelOutput
        }
        """

    /// Imported as the transform of states: the struct's members the inputs, the enum's cases the outputs, the result
    /// read through the app's typealias and written out in the `transform:` option; the struct, the enum and the
    /// typealias, top-level in the file, are `top-level:`, which the generated file declares there too, and `--check`
    /// finds the same surface.
    func testTheShapeIsImportedThroughTheAppsTypealias() throws {
        let imported = SpecImporter.importFile(Self.source, path: "Login.swift")
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("""
              framework: combine
              styles: transform
              transform: transform(input: LoginViewModelInput) -> AnyPublisher<LoginState, Never>
              top-level: LoginViewModelInput, LoginState, LoginViewModelOutput
              conforms: LoginViewModelRepresentable

            viewmodel LoginViewModel:
              dependencies:
                - service: LoginService
              inputs:
                - loginTapped
              outputs:
                - idle: Void
                - failed: String
            """), spec)
        XCTAssertEqual(imported.diagnostics.besidesDeclarationsBeside.map(\.formatted), [])
        let generated = Generator.generate([SpecSource(path: "Login.vmspec", bytes: Array(spec.utf8))])
        XCTAssertTrue(generated.files[0].contents.hasSuffix("""
            typealias LoginViewModelInput = LoginViewModel.LoginViewModelInput
            typealias LoginState = LoginViewModel.LoginState
            typealias LoginViewModelOutput = AnyPublisher<LoginViewModel.LoginState, Never>

            """), generated.files[0].contents)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: Self.source, path: "Login.swift", spec: SpecSource(path: "Login.vmspec", bytes: Array(spec.utf8))
        ).besidesDeclarationsBeside.map(\.formatted), [])
        // Without `top-level:`, `--check` says that the struct and the enum, top-level here, are nested in the generated
        // class, where call sites that name them change.
        let nestedOnly = spec.replacingOccurrences(of: "  top-level: LoginViewModelInput, LoginState, LoginViewModelOutput\n", with: "")
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: Self.source, path: "Login.swift", spec: SpecSource(path: "Login.vmspec", bytes: Array(nestedOnly.utf8))
        ).besidesDeclarationsBeside.map(\.formatted), [
            "Login.swift:3:1: error: 'LoginViewModelInput' is top-level here and nested in 'LoginViewModel' in the"
                + " generated code, where call sites name it 'LoginViewModel.LoginViewModelInput'",
            "Login.swift:9:1: error: 'LoginState' is top-level here and nested in 'LoginViewModel' in the generated code,"
                + " where call sites name it 'LoginViewModel.LoginState'",
        ])
        // Nested in the class, as the generated code declares them: no `top-level:`, the same surface.
        let nested = Self.source
            .replacingOccurrences(of: "final class LoginViewModel {\n", with: """
                final class LoginViewModel {
                    struct Input { let loginTapped: AnyPublisher<Void, Never> }
                    enum State { case idle; case failed(String) }

                """)
            .replacingOccurrences(of: "func transform(input: LoginViewModelInput) -> LoginViewModelOutput {",
                                  with: "func transform(input: Input) -> AnyPublisher<State, Never> {")
        let nestedSpec = try XCTUnwrap(SpecImporter.importFile(nested, path: "Login.swift").specText)
        XCTAssertTrue(nestedSpec.contains("transform: transform(input: Input) -> AnyPublisher<State, Never>\n"), nestedSpec)
        XCTAssertFalse(nestedSpec.contains("top-level:"), nestedSpec)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: nested, path: "Login.swift", spec: SpecSource(path: "Login.vmspec", bytes: Array(nestedSpec.utf8))
        ).besidesDeclarationsBeside.map(\.formatted), [])
    }

    /// Two such view models in one file: one spec, whose `top-level:` would name one view model's types, names none;
    /// each typealias of a result the file declares is a note, and `--check` names each top-level struct and enum
    /// (and the second `transform`, spelled otherwise than the spec's one option, is a warning and a difference).
    func testTwoViewModelsOfAFileNameNoneAtTheTopLevel() throws {
        let second = Self.source.components(separatedBy: "\n").filter { !$0.hasPrefix("import") }.joined(separator: "\n")
            .replacingOccurrences(of: "Login", with: "Logout")
        let source = Self.source + "\n" + second
        let imported = SpecImporter.importFile(source, path: "Login.swift")
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertFalse(spec.contains("top-level:"), spec)
        XCTAssertEqual(imported.diagnostics.besidesDeclarationsBeside.map { "\($0.location.line) \($0.severity)" }, ["7 note", "30 note", "42 warning"],
                       imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertTrue(imported.diagnostics.besidesDeclarationsBeside[0].message.hasPrefix("'typealias LoginViewModelOutput' is the app's name of the"
            + " stream 'transform' returns"), imported.diagnostics.besidesDeclarationsBeside[0].message)
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "Login.swift", spec: SpecSource(path: "Login.vmspec", bytes: Array(spec.utf8))).besidesDeclarationsBeside
        XCTAssertEqual(differences.filter { $0.message.contains(" is top-level here ") }.map(\.location.line), [3, 9, 26, 32],
                       differences.map(\.formatted).joined(separator: "\n"))
    }

    /// The struct in the app's other file, the stream written in the class: RxSwift's `Observable` of an enum the
    /// other file declares is imported, both the app's own (`app-types:`); of a type that is no enum declared, refused
    /// where the class stands, by its shape.
    func testTheStructMayStandInAnotherFileAndTheStreamBeWrittenOut() throws {
        let source = """
            import RxSwift

            final class FeedViewModel {
                func transform(input: FeedInput) -> Observable<FeedState> { fatalError() }
            }
            """
        let context = SpecImporter.declarations(of: "struct FeedInput { let refresh: Observable<Void> }\n", path: "Support.swift")
        let imported = SpecImporter.importFile(source, path: "Feed.swift", context: context)
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [
            "Feed.swift:3:7: warning: 'FeedViewModel' is not imported: its 'transform' takes the struct 'FeedInput' and"
                + " returns one stream of 'FeedState', 'Observable<FeedState>', which the transform of states makes a"
                + " stream of an enum's cases, and no enum 'FeedState' is declared in the files read, or the stream is"
                + " none it returns (AnyPublisher<_, Never>, Observable, Signal<_, Never>)",
        ])
        let withEnum = SpecImporter.declarations(
            of: "struct FeedInput { let refresh: Observable<Void> }\nenum FeedState { case loading; case shown([String]) }\n",
            path: "Support.swift")
        let spec = try XCTUnwrap(SpecImporter.importFile(source, path: "Feed.swift", context: withEnum).specText)
        XCTAssertTrue(spec.contains("""
              framework: rxswift
              styles: transform
              transform: transform(input: FeedInput) -> Observable<FeedState>
              app-types: FeedInput, FeedState

            viewmodel FeedViewModel:
              inputs:
                - refresh
              outputs:
                - loading: Void
                - shown: [String]
            """), spec)
    }

    /// A class without such a `transform` keeps the warning that no contract is found.
    func testAnotherClassKeepsTheWarningThatNoContractIsFound() {
        let source = Self.source.replacingOccurrences(of: "-> LoginViewModelOutput", with: "-> LoginState")
        let imported = SpecImporter.importFile(source, path: "Login.swift")
        XCTAssertEqual(imported.diagnostics.count, 1)
        XCTAssertTrue(imported.diagnostics[0].formatted.contains("vmgen finds no contract of it in this file"), imported.diagnostics[0].formatted)
    }
}

extension StateStreamTransformTests {
    /// `transform(input _: Input) -> Output`: the input unnamed inside, which call sites do not see, is the generated
    /// method's `input: Input`, in the transform style too: no `transform:` option, and `--check` finds the same.
    func testAnUnnamedInputIsTheMethodsInputByItsLabel() throws {
        let source = """
            import RxSwift

            final class FeedViewModel {
                struct Input { let refresh: Observable<Void> }
                struct Output { let titles: Observable<[String]> }
                func transform(input _: Input) -> Output { fatalError() }
            }
            """
        let imported = SpecImporter.importFile(source, path: "Feed.swift")
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertFalse(spec.contains("transform:"), spec)
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [])
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "Feed.swift", spec: SpecSource(path: "Feed.vmspec", bytes: Array(spec.utf8))
        ).besidesDeclarationsBeside.map(\.formatted), [])
    }
}
