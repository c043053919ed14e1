import Foundation
import VMGenCore
import XCTest

/// Generated triplets, their members and declarations drawn from the shapes the import must not change silently
/// (generic methods, effects, modifiers, attributes, raw identifiers, actors, classes that are not final (carried as
/// `final: false`), global actors), each also written with Swift's lexical corner cases around it (nested comments with `/*/`, regex and raw
/// string literals, `\r\n` and lone `\r` line ends, Unicode): every member is carried over exactly or warned about
/// where it stands, `--check` reports a difference exactly where the import warned, and the corner cases change
/// nothing. `VMGEN_FUZZ_EXHAUSTIVE=1` runs ten times as many cases.
final class ImportShapeFuzzTests: XCTestCase {
    /// Input requirements: (the line, whether the import carries it over).
    static let inputs: [(String, Bool)] = [
        ("func tap()", true), ("func configure(with value: Int, at index: Int)", true), ("func answer() -> Bool", true),
        ("var tapObserver: AnyObserver<Int> { get }", true), ("func select<Item: Hashable>(_ item: Item)", false),
        ("static func make()", false), ("mutating func bump()", false), ("nonisolated func free()", false),
        ("@MainActor func isolated()", false), ("func load() async throws", false), ("func save() throws -> Bool", false),
        ("func `tap twice`()", false), ("static var shared: Int { get }", false), ("@discardableResult func go() -> Int", false),
        ("func sorted<T>(_ items: [T]) -> [T] where T: Comparable", false),
    ]
    /// Output requirements.
    static let outputs: [(String, Bool)] = [
        ("var title: Observable<String> { get }", true), ("var count: Observable<Int> { get }", true),
        ("func shouldSelect(_ row: Int) -> Bool", true), ("@MainActor var later: Observable<Int> { get }", false),
        ("func choose<T>(_ x: T) -> Bool", false), ("nonisolated var free: Observable<Int> { get }", false),
        ("var `the title`: Observable<String> { get }", false),
    ]
    /// The class's declaration, and whether it is carried over.
    static let classes: [(String, Bool)] = [
        ("final class", true), ("class", true), ("actor", false), ("public final class", true),
    ]

    /// Text Swift ignores, put at the end of a line (line and column numbers stay).
    static let lineEnds = [
        " /* a /* b */* c */", " /* x /*/ y */ */", " // } { \" /* `", " /* é 🎉 e\u{301} */", " /*/ */",
    ]

    struct Case {
        var source: String
        var carried: [String]
    }

    static func makeCase(_ random: inout SeededGenerator) -> Case {
        let inputs = Array(Self.inputs.shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random)))
        let outputs = Array(Self.outputs.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)))
        let (classLine, _) = Self.classes.randomElement(using: &random)!
        let isolatedProtocols = Bool.random(using: &random)
        let isolatedClass = Bool.random(using: &random)
        let subclassed = classLine == "class" && Bool.random(using: &random)
        let prefix = isolatedProtocols ? "@MainActor " : ""
        let source = """
            import RxSwift
            \(prefix)protocol LoginViewModelInputs {
            \(inputs.map { "    " + $0.0 }.joined(separator: "\n"))
            }
            \(prefix)protocol LoginViewModelOutputs {
            \(outputs.map { "    " + $0.0 }.joined(separator: "\n"))
            }
            \(prefix)protocol LoginViewModelType {
                var inputs: LoginViewModelInputs { get }
                var outputs: LoginViewModelOutputs { get }
            }
            \(isolatedClass ? "@MainActor " : "")\(classLine) LoginViewModel: LoginViewModelType, LoginViewModelInputs, LoginViewModelOutputs {
                var inputs: LoginViewModelInputs { self }
                var outputs: LoginViewModelOutputs { self }
                init(service: Int) {}
            }
            \(subclassed ? "final class SpecialLoginViewModel: LoginViewModel {}" : "")

            """
        return Case(source: source, carried: (inputs + outputs).filter(\.1).map(\.0))
    }

    /// The same file with Swift's lexical corner cases at the ends of its lines and `\r\n` or lone `\r` line ends.
    static func decorated(_ source: String, _ random: inout SeededGenerator) -> String {
        let lineEnd = ["\n", "\r\n", "\r"].randomElement(using: &random)!
        return source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            // A regex literal Swift 5 and 6 read alike, and raw strings, after the import line.
            if index == 0 { return line + "; let pattern = #/\"\"\"/#; let raw = ##\"a\"#\"##" }
            return line.isEmpty ? String(line) : line + lineEnds.randomElement(using: &random)!
        }.joined(separator: lineEnd)
    }

    func testEveryMemberIsCarriedExactlyOrWarnedAndCheckAgrees() throws {
        let count = ProcessInfo.processInfo.environment["VMGEN_FUZZ_EXHAUSTIVE"] == nil ? 150 : 1_500
        var random = SeededGenerator(seed: 0x5EED_1A9)
        for iteration in 0..<count {
            let generated = Self.makeCase(&random)
            let source = generated.source
            let result = SpecImporter.importFile(source, path: "Login.swift")
            XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.formatted), [], "\(iteration):\n\(source)")
            let spec = try XCTUnwrap(result.specText, "\(iteration):\n\(source)")
            let specSource = SpecSource(path: "Login.vmspec", bytes: Array(spec.utf8))
            // The subclass the shapes declare beside the view model is a difference of its own, which the import warns
            // about where it stands too (`DeclaredBesideViewModelImportTests`).
            let differences = SurfaceComparison.differences(handWritten: source, path: "Login.swift", spec: specSource)
            // Warned exactly where `--check` finds a difference: nothing changed without a word, nothing warned in vain.
            let warned = Set(result.diagnostics.filter { $0.severity == .warning }.map(\.location.line))
            XCTAssertEqual(Set(differences.map(\.location.line)), warned,
                           "\(iteration):\n\(source)\n\(differences.map(\.formatted))\n\(result.diagnostics.map(\.formatted))")
            // What is carried over is in the generated code as written.
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            for member in generated.carried {
                let line = try XCTUnwrap(lines.firstIndex { $0.hasSuffix(member) }) + 1
                XCTAssertFalse(warned.contains(line), "\(iteration): '\(member)' is warned about")
            }
            // The lexical corner cases change nothing: the same spec, the same diagnostics.
            let decorated = Self.decorated(source, &random)
            let again = SpecImporter.importFile(decorated, path: "Login.swift")
            XCTAssertEqual(again.specText, spec, "\(iteration):\n\(decorated)")
            XCTAssertEqual(again.diagnostics.map(\.formatted), result.diagnostics.map(\.formatted), "\(iteration):\n\(decorated)")
        }
    }
}
