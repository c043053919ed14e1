import Foundation
import VMGenCore
import XCTest

/// A one-stream event transform whose class holds the subject of `Input` cases its screen sends into (`let input =
/// PassthroughSubject<Input, Never>()`), which the screen hands `transform` once (`viewModel.transform(input:
/// viewModel.input.eraseToAnyPublisher())`), as Combine tutorials teach it (s22's team1-iOS): the generated class, whose
/// `transform` takes the view's stream, declares no `input`, so a spec property takes the name, and the import carries
/// it as written where it used to say 'input' is a name vmgen keeps for itself (`Fixtures/Import/StudyTimer`, run on
/// OpenCombine by `TransformFixtureBehaviorTests`). The subject `transform` returns stays vmgen's.
final class EventInputSubjectTests: XCTestCase {
    static let root = TestSupport.root.appendingPathComponent("Fixtures/Import")

    static func source(framework: String = "Combine", input: String, output: String) -> String {
        """
        import \(framework)

        final class TimerViewModel {
            enum Input {
                case startTapped(minutes: Int)
            }

            enum Output {
                case started(Int)
            }

            \(input)
            \(output)

            func transform(input: \(framework == "Combine" ? "AnyPublisher<Input, Never>" : "Observable<Input>"))
                -> \(framework == "Combine" ? "AnyPublisher<Output, Never>" : "Observable<Output>") {
                output.eraseToAnyPublisher()
            }
        }

        """
    }

    func testTheFixtureCarriesTheSubjectAsWrittenAndCheckFindsTheSurfacesEqual() throws {
        let name = "StudyTimer"
        let (spec, diagnostics, differences) = try ImportFixtureTests.importChecked(name, root: Self.root)
        XCTAssertEqual(diagnostics, [])
        XCTAssertTrue(spec.hasSuffix("  properties:\n    - let input: PassthroughSubject<Input, Never> = .init()\n"), spec)
        XCTAssertEqual(differences, [])
        let generated = Generator.generate([SpecSource(path: "\(name).vmspec", bytes: Array(spec.utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        let code = try XCTUnwrap(generated.files.first?.contents)
        XCTAssertTrue(code.contains("    let input: PassthroughSubject<Input, Never> = .init()\n"), code)
        XCTAssertTrue(code.contains("    func transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never> {\n"), code)
    }

    /// RxSwift's event transform the same: its class's `let input = PublishSubject<Input>()` is its state, as written.
    func testRxSwiftsSubjectIsCarriedTheSame() throws {
        let imported = SpecImporter.importFile(Self.source(
            framework: "RxSwift", input: "let input = PublishSubject<Input>()",
            output: "private let output = PublishSubject<Output>()"), path: "Timer.swift")
        XCTAssertEqual(imported.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("  properties:\n    - let input: PublishSubject<Input> = .init()\n"), spec)
        XCTAssertEqual(Generator.generate([SpecSource(path: "Timer.vmspec", bytes: Array(spec.utf8))])
            .diagnostics.filter { $0.severity == .error }.map(\.formatted), [])
    }

    /// The subject `transform` returns, which a class that does not keep it private exposes (`let output`), is no state
    /// the spec declares as written: the generated class sends nothing into it, so it stays a name vmgen keeps.
    func testAnExposedOutputSubjectIsStillNotCarried() throws {
        let imported = SpecImporter.importFile(Self.source(
            input: "let input = PassthroughSubject<Input, Never>()", output: "let output = PassthroughSubject<Output, Never>()"),
            path: "Timer.swift")
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("    - let input: PassthroughSubject<Input, Never> = .init()\n"), spec)
        XCTAssertFalse(spec.contains("- let output"), spec)
        XCTAssertTrue(imported.diagnostics.contains { $0.message.hasPrefix(
            "'let output' of 'TimerViewModel' is not imported: it is the subject 'transform' returns") },
                      "\(imported.diagnostics.map(\.formatted))")
        XCTAssertFalse(imported.diagnostics.contains { $0.message.contains("'input' is a name vmgen keeps") },
                       "\(imported.diagnostics.map(\.formatted))")
    }
}
