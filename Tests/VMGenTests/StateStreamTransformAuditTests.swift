import XCTest
@testable import VMGenCore

/// The import of the transform of states read as hostile input would write it (#32 audit): an enum the class nests
/// beside a top-level one of the same name, a typealias of the result through another, truncated files.
final class StateStreamTransformAuditTests: XCTestCase {
    /// `typealias LoginViewModelOutput = AnyPublisher<LoginState, Never>` at the top level names the top-level
    /// `LoginState`, whatever the class nests of that name: the cases the view sees are the top-level enum's. Before,
    /// the class's own `enum LoginState { case other(Int) }` was read, and `--check` said "4 of 4 members the same" of a
    /// spec whose `other` state no call site (`case .idle`) knows.
    func testAResultTypealiasAtTheTopLevelNamesTheTopLevelEnum() throws {
        let source = StateStreamTransformTests.source.replacingOccurrences(
            of: "final class LoginViewModel {\n", with: "final class LoginViewModel {\n    enum LoginState { case other(Int) }\n")
        let imported = SpecImporter.importFile(source, path: "Login.swift")
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("""
              outputs:
                - idle: Void
                - failed: String
            """), spec)
        // Written in the class, the result names the class's enum, as Swift reads it there.
        let written = source.replacingOccurrences(
            of: "func transform(input: LoginViewModelInput) -> LoginViewModelOutput { fatalError() }",
            with: "func transform(input: LoginViewModelInput) -> AnyPublisher<LoginState, Never> { fatalError() }")
        let nested = try XCTUnwrap(SpecImporter.importFile(written, path: "Login.swift").specText)
        XCTAssertTrue(nested.contains("  outputs:\n    - other: Int\n"), nested)
    }

    /// A typealias of the result through another (`LoginViewModelOutput = States`, `States = AnyPublisher<...>`) is
    /// read through both (before, "vmgen finds no contract of it"); one that names itself is no stream, and the import
    /// ends.
    func testATypealiasChainIsReadThroughAndALoopEnds() throws {
        func source(_ aliases: String) -> String {
            """
            import Combine

            struct LoginViewModelInput {
                let appear: AnyPublisher<Void, Never>
            }

            enum LoginState {
                case idle
                case failed(String)
            }

            \(aliases)

            final class LoginViewModel {
                func transform(input: LoginViewModelInput) -> LoginViewModelOutput { fatalError() }
            }
            """
        }
        let chained = source("typealias LoginViewModelOutput = States\ntypealias States = AnyPublisher<LoginState, Never>")
        let spec = try XCTUnwrap(SpecImporter.importFile(chained, path: "Login.swift").specText)
        XCTAssertTrue(spec.contains("transform: transform(input: LoginViewModelInput) -> AnyPublisher<LoginState, Never>"), spec)
        XCTAssertTrue(spec.contains("  outputs:\n    - idle: Void\n    - failed: String"), spec)
        let refused = SpecImporter.importFile(
            source("typealias LoginViewModelOutput = States\ntypealias States = LoginViewModelOutput"), path: "Login.swift")
        XCTAssertFalse((refused.specText ?? "").contains("viewmodel LoginViewModel"), refused.specText ?? "")
    }

    /// What the hand-written enum of states has besides its cases, which the generated one has not: a conformance
    /// (`enum LoginState: Equatable`, for call sites that compare states) and a member (`var isIdle`): `--check` says
    /// so where each stands, where it said "the same" before, of call sites that would not compile.
    func testCheckReportsTheEnumsConformancesAndMembersTheGeneratedEnumLacks() throws {
        let source = StateStreamTransformTests.source
            .replacingOccurrences(of: "enum LoginState {", with: "enum LoginState: Equatable, Sendable {")
            .replacingOccurrences(of: "    case failed(String)\n", with: "    case failed(String)\n\n    var isIdle: Bool { self == .idle }\n")
        let imported = SpecImporter.importFile(source, path: "Login.swift")
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "Login.swift", spec: SpecSource(path: "Login.vmspec", bytes: Array(spec.utf8))
        ).besidesDeclarationsBeside.map(\.formatted), [
            "Login.swift:9:1: error: 'LoginState' conforms to 'Equatable', 'Sendable' here, and the enum the generated"
                + " 'LoginViewModel' declares conforms to none of them",
            "Login.swift:13:5: error: 'var isIdle' of 'LoginState' is not in the enum the generated 'LoginViewModel'"
                + " declares: declare it in an extension of 'LoginState' in a file of your own",
        ])
        // Without them, the same.
        let plain = try XCTUnwrap(SpecImporter.importFile(StateStreamTransformTests.source, path: "Login.swift").specText)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: StateStreamTransformTests.source, path: "Login.swift",
            spec: SpecSource(path: "Login.vmspec", bytes: Array(plain.utf8))
        ).besidesDeclarationsBeside.map(\.formatted), [])
    }

    /// The file cut anywhere is read without a crash or a hang; a spec it writes of the view model generates, or
    /// the import says why not with an error.
    func testATruncatedFileIsReadAtEveryCut() {
        let source = Array(StateStreamTransformTests.source.utf8)
        for end in stride(from: 0, through: source.count, by: 5) {
            let text = String(decoding: source[..<end], as: UTF8.self)
            let imported = SpecImporter.importFile(text, path: "Login.swift")
            guard let spec = imported.specText, spec.contains("viewmodel LoginViewModel"),
                  !imported.diagnostics.contains(where: { $0.severity == .error }) else { continue }
            let generated = Generator.generate([SpecSource(path: "Login.vmspec", bytes: Array(spec.utf8))])
            XCTAssertEqual(generated.diagnostics.filter { $0.severity == .error }.map(\.formatted), [], "cut at \(end)")
        }
    }
}
