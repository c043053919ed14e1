import Foundation
import VMGenCore
import XCTest

/// A one-stream event transform whose class keeps the subject `transform` returns without `private` (`let output =
/// PassthroughSubject<Output, Never>()`, as some teams leave it): it is the output stream, not state a spec property
/// carries (and `output` is a name vmgen keeps), so the import warns where it stands, naming what to write by hand,
/// imports the rest, and the methods the view calls that send into it are `@call` inputs as with a private one.
final class ExposedOutputSubjectTests: XCTestCase {
    static let source = """
        import Combine

        protocol JoinUseCase {
            func execute(phone: String) -> AnyPublisher<Void, Never>
        }

        final class JoinEventViewModel {
            enum Input {
                case join(String)
            }

            enum Output {
                case joined
                case failed(String)
            }

            let output = PassthroughSubject<Output, Never>()
            let eventId: Int
            var cancellables: Set<AnyCancellable> = []
            private let joinUseCase: JoinUseCase

            init(eventId: Int, joinUseCase: JoinUseCase) {
                self.eventId = eventId
                self.joinUseCase = joinUseCase
            }

            func transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never> {
                input.sink { [weak self] event in
                    if case let .join(phone) = event { self?.join(phone: phone) }
                }.store(in: &cancellables)
                return output.eraseToAnyPublisher()
            }

            func retry() {
                output.send(.failed("retrying"))
            }

            private func join(phone: String) {
                joinUseCase.execute(phone: phone).sink { [weak self] _ in self?.output.send(.joined) }.store(in: &cancellables)
            }
        }

        """

    func testTheSubjectIsAWarningWhereItStandsAndTheRestIsImported() throws {
        let imported = SpecImporter.importFile(Self.source, path: "J.swift")
        let spec = try XCTUnwrap(imported.specText, imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertEqual(imported.diagnostics.besidesDeclarationsBeside.filter { $0.severity != .note }.map(\.formatted), [
            "J.swift:17:5: warning: 'let output' of 'JoinEventViewModel' is not imported: it is the subject 'transform'"
                + " returns, which the generated class does not declare (its 'transform' returns the logic's outputs as"
                + " cases); make it 'private' here, or change the call sites that send into it or subscribe to it to use"
                + " the cases 'transform' returns",
        ])
        for line in [
            "    - let eventId: Int\n", "    - joinUseCase: JoinUseCase\n", "    - var cancellables: Set<AnyCancellable> = []\n",
            "    - @call retry\n",
        ] {
            XCTAssertTrue(spec.contains(line), line + spec)
        }
        XCTAssertFalse(spec.contains("output: PassthroughSubject"), spec)
        let source = SpecSource(path: "J.vmspec", bytes: Array(spec.utf8))
        XCTAssertEqual(Generator.generate([source]).diagnostics.map(\.formatted), [])
        // `--check`: the subject alone differs, where the warning stands.
        let differences = SurfaceComparison.differences(handWritten: Self.source, path: "J.swift", spec: source).besidesDeclarationsBeside
        XCTAssertEqual(differences.map(\.formatted), [
            "J.swift:17:5: error: 'let output' of 'JoinEventViewModel', declared besides its 'transform', is not in the"
                + " generated code",
        ])
    }

    /// A method that sends into the exposed subject and cannot be a `@call` input (`async`) stays behind, a warning
    /// saying why and what to write (`CallRefusals`); `--check` does not count it as moving to an extension.
    func testAMethodThatCannotBeACallStaysBehindNamingTheSubject() throws {
        let source = Self.source.replacingOccurrences(of: "func retry() {", with: "func retry() async {")
        let imported = SpecImporter.importFile(source, path: "J.swift")
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertFalse(spec.contains("retry"), spec)
        XCTAssertTrue(imported.diagnostics.contains {
            $0.severity == .warning && $0.location.line == 34 && $0.message.contains("'func retry()' of 'JoinEventViewModel'"
                + " is not imported: it uses the subject 'transform' returns, which the generated class does not keep,"
                + " and is 'async', which a '@call' input (a method that sends the call into the logic and returns at once)"
                + " is not: callers that wait for its work or catch what it throws change; make it 'private' if only the"
                + " class calls it")
        }, imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "J.swift", spec: SpecSource(path: "J.vmspec", bytes: Array(spec.utf8))).besidesDeclarationsBeside
        XCTAssertEqual(differences.map { "\($0.location.line)" }, ["17", "34"])
        XCTAssertTrue(differences.allSatisfy { $0.message.hasSuffix("is not in the generated code") },
                      differences.map(\.formatted).joined(separator: "\n"))
    }

    /// Each member that uses the subject and is no `@call` input says why, and what to write by hand (`CallRefusals`).
    func testEachMemberThatCannotBeACallSaysWhatToWrite() throws {
        let source = Self.source
            .replacingOccurrences(of: "let output = PassthroughSubject", with: "private let output = PassthroughSubject")
            .replacingOccurrences(of: "    func retry() {\n        output.send(.failed(\"retrying\"))\n    }", with: """
                    var outputPublisher: AnyPublisher<Output, Never> { output.eraseToAnyPublisher() }
                    func retry() throws { output.send(.failed("retrying")) }
                    func count() -> Int { output.send(.joined); return 1 }
                    func reload(force: Bool = false) { output.send(.joined) }
                """)
        let imported = SpecImporter.importFile(source, path: "J.swift")
        let warnings = imported.diagnostics.filter { $0.severity == .warning }.map(\.message)
        let reasons = [
            "'var outputPublisher' of 'JoinEventViewModel' is not imported: it uses the subject 'transform' returns, which"
                + " the generated class does not keep, and is a computed property, which no '@call' input is",
            "'func retry()' of 'JoinEventViewModel' is not imported: it uses the subject 'transform' returns, which the"
                + " generated class does not keep, and is 'throws'",
            "'func count()' of 'JoinEventViewModel' is not imported: it uses the subject 'transform' returns, which the"
                + " generated class does not keep, and returns 'Int'",
            "'func reload(force:)' of 'JoinEventViewModel' is not imported: it uses the subject 'transform' returns, which"
                + " the generated class does not keep, and takes a default, 'inout' or variadic parameter",
        ]
        for reason in reasons {
            XCTAssertTrue(warnings.contains { $0.hasPrefix(reason) }, reason + "\n" + warnings.joined(separator: "\n"))
        }
        XCTAssertEqual(warnings.filter { $0.contains("write it as a method the view calls and the logic answers with cases") }.count,
                       3, warnings.joined(separator: "\n"))
    }
}
