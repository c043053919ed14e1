import Foundation
import VMGenCore
import XCTest

/// The import is fuzzed like the spec parser: mutated Swift never crashes or hangs it, and every diagnostic is located
/// inside the file.
final class ImportFuzzTests: XCTestCase {
    /// Mutated Swift (the goldens, cut, spliced, with stray brackets, quotes and comment markers): the import never
    /// crashes or hangs, and every diagnostic points inside the file.
    func testMutatedSwiftNeverCrashesTheImport() throws {
        var seeds: [[UInt8]] = []
        for fixture in TestSupport.fixtures {
            for framework in TestSupport.frameworks(of: fixture) {
                let folder = fixture.goldenFolder(framework)
                for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".swift") {
                    seeds.append(Array(try Data(contentsOf: folder.appendingPathComponent(name))))
                }
            }
        }
        // The hand-written import fixtures: relays, subjects, typed failures, base classes, renamed structs.
        for name in ImportFixtureTests.names {
            seeds.append(Array(try Data(contentsOf: TestSupport.root.appendingPathComponent("Fixtures/Import/\(name)/\(name).swift"))))
        }
        let fragments = ["{", "}", "(", ")", "\"", "\"\"\"", "#\"", "\\(", "/*", "*/", "//", "///", "#if X", "#endif",
                         "protocol", "func", "var", "init", "<", ">", "->", ":", ",", "=", "@", "`", "\n", "\u{0}", "é",
                         ": AnyObject", "extension", "override init() {}", "Type: ", "\n#if DEBUG\n", "\n#else\n",
                         "\n#elseif os(iOS) && !BETA\n", "\n#endif\n", "#if !(A || B) && swift(>=5.9)\n", "#elseif\n",
                         "typealias R = (Int, inout String?) -> Void\n", " = BehaviorRelay<Int>(value: ", "CurrentValueSubject<",
                         "init(router: Routable)\n", "var input: XInput { get }\n", "!", "(_: A, _: B)", ": BaseOutputs",
                         "var refresh: Action<Void, Void, Error> { get }\n", "MutableProperty<Bool> { get set }",
                         // Swift's lexical corner cases: nested comments, regex and raw string literals, lone CR, Unicode.
                         "/*/", "*/*", "/* a /* b */* c */", "#/\"\"\"/#", "##/a/#\"/##", "/\"/", " /[{(]/ ", "\r", "\r\n",
                         "/** a\rviewmodel B:\r */", "`a b`", "##\"a\"#\"##", "#\"\"\"\n\\#(x)\n\"\"\"#", "🎉", "e\u{301}",
                         // Declaration shapes: actors, generic methods, effects, modifiers, nested protocols, subclasses.
                         "actor ", "@MainActor ", "<T: Hashable>", " async throws", " rethrows", "nonisolated ", "static ",
                         "mutating ", "enum Login {", " where T: Equatable", "class Sub: LoginViewModel {}\n",
                         // Issue #32's shapes: unwrapped and settable requirements, a typealias of the groups, optional
                         // streams, one-value cases, the enums' aliases, state the class keeps and properties it observes.
                         "! { get }", "{ get set }", "typealias LoginViewModelType = LoginViewModelInput & LoginViewModelOutput\n",
                         "Observable<Void>?", "AnyPublisher<Void, Never>?", "case saved(Void)\n", "case picked(([String], Int))\n",
                         "typealias Input = MenuViewModelInput\n", "typealias Output = MenuViewModelOutput\n",
                         "private(set) var chatList: [Room] = [] { didSet { outputSubject.send(.reload) } }\n",
                         "var isCompleted: Bool = false { didSet { outputSubject.send(.x) } }\n", "didSet", "willSet",
                         "BehaviorSubject(value: false)", "var input: MenuViewModel.Input\n",
                         "func transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never> {",
                         "func observeBadge(onChange: @escaping (String) -> Void)\n"]
        var random = SeededGenerator(seed: 0x1A9_0127)
        for iteration in 0..<1500 {
            var bytes = seeds[iteration % seeds.count]
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let position = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes.insert(contentsOf: Array(fragments.randomElement(using: &random)!.utf8), at: position)
                case 1: bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...80, using: &random)))
                default: bytes.replaceSubrange(position..<position, with: bytes[..<min(bytes.count, 200)])
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let started = Date()
            let result = SpecImporter.importFile(text, path: "fuzz.swift")
            XCTAssertLessThan(Date().timeIntervalSince(started), 2, "iteration \(iteration) took too long")
            let lineCount = Self.lineCount(text)
            var diagnostics = result.diagnostics
            // `--check` of the mutated code against the spec imported from it: differences, never a crash.
            if iteration % 4 == 0, let spec = result.specText {
                diagnostics += SurfaceComparison.differences(
                    handWritten: text, path: "fuzz.swift", spec: SpecSource(path: "fuzz.vmspec", bytes: Array(spec.utf8)))
                    .filter { $0.path == "fuzz.swift" }
            }
            for diagnostic in diagnostics {
                XCTAssertTrue((1...max(1, lineCount)).contains(diagnostic.location.line), "iteration \(iteration): \(diagnostic.formatted)")
            }
            // Read with another file (a triplet's class or protocols elsewhere): each diagnostic inside its own file.
            if iteration % 5 == 0 {
                let other = String(decoding: seeds[(iteration * 7 + 3) % seeds.count], as: UTF8.self)
                let context = SpecImporter.declarations(of: text, path: "fuzz.swift")
                    + SpecImporter.declarations(of: other, path: "other.swift")
                let lines = ["fuzz.swift": lineCount, "other.swift": Self.lineCount(other)]
                for path in ["fuzz.swift", "other.swift"] {
                    for diagnostic in SpecImporter.importFile(path == "fuzz.swift" ? text : other, path: path, context: context).diagnostics {
                        XCTAssertTrue((1...max(1, lines[diagnostic.path] ?? 0)).contains(diagnostic.location.line),
                                      "iteration \(iteration), with context: \(diagnostic.formatted)")
                    }
                }
            }
        }
        // Pathological shapes: deep nesting of types, strings in interpolations, brackets.
        for text in [String(repeating: "struct A {", count: 10_000), String(repeating: "\"\\(", count: 10_000),
                     String(repeating: "(", count: 100_000), String(repeating: "/*", count: 10_000)] {
            _ = SpecImporter.importFile(text, path: "deep.swift")
        }
    }

    /// Lines as Swift counts them: a lone CR ends one too, as CRLF and LF do (a mutation that splices in a `\r` moves
    /// the declarations after it down a line, and the import locates them so).
    static func lineCount(_ text: String) -> Int {
        var count = 1
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x0D || (byte == 0x0A && previous != 0x0D) { count += 1 }
            previous = byte
        }
        return count
    }
}
