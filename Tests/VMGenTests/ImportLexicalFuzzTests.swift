import Foundation
import VMGenCore
import XCTest

/// The import's tokenizer fuzzed against Swift's own lexer: snippets made of Swift's lexical corner cases (nested
/// comments with `/*/` and `*/*`, regex literals with and without `#`, raw and multi-line strings, interpolations
/// holding comments, `\r\n` and lone `\r`, Unicode), some cut by a character, stand before a triplet; `swiftc -parse`
/// in the Swift 5 and Swift 6 language modes says which are Swift. For each that is, the import reads the triplet as it reads it alone: no error, the same
/// spec, a warning only where a snippet stands. `VMGEN_FUZZ_EXHAUSTIVE=1` runs ten times as many snippets.
final class ImportLexicalFuzzTests: XCTestCase {
    static let pieces = [
        "/* a /* b */* c */", "/* x /*/ y */ */", "/*/ */", "/* /*/ protocol HiddenInputs { func hidden() } */ */",
        "// } { \" /* `", "/** doc\r * line */", "let a = #/\"\"\"/#", "let b = ##/a/#\"/##", "let c = #/\n  x \" /\n/#",
        "let d = #\"raw \"\\(x)\" \"#", "let e = ##\"a\"#\"##", "let f = \"\"\"\n  \\(1 // ) \"\n  )\n  \"\"\"",
        "let g = \"x\\(a /* ) \" */ + 1)y\"", "let h = a / b / c", "let i = f(x)/2/y", "let j = [1].map { $0 /* } */ }",
        "let k = \"é 🎉 e\u{301}\"", "let `raw name` = 1", "let l = \"\\u{1F389}\\\"\"", "let m = #\"\"\"\n  \"\"\" \"#\n  \"\"\"#",
        "/// doc", "let n = \"a\" + /* \" */ \"b\"",
        // Bare regex literals, which Swift 6 reads and Swift 5 does not.
        "let o = /\"/", "let p = /[{(]/", "let q = /a\\/b/", "let r = e /2/ 1",
    ]
    static let separators = ["\n", "\r\n", "\r", " ", "; "]

    static let triplet = """
        protocol LoginViewModelInputs {
            /** Taps.\r * Twice. */
            func tap()
        }
        protocol LoginViewModelOutputs {
            var title: Observable<String> { get }
        }
        protocol LoginViewModelType {
            var inputs: LoginViewModelInputs { get }
            var outputs: LoginViewModelOutputs { get }
        }
        final class LoginViewModel: LoginViewModelType, LoginViewModelInputs, LoginViewModelOutputs {
            var inputs: LoginViewModelInputs { self }
            var outputs: LoginViewModelOutputs { self }
            init(service: Int) {}
            func tap() {}
            var title: Observable<String> { fatalError() }
        }

        """

    func testWhatSwiftParsesTheImportReadsAsSwiftDoes() throws {
        let count = ProcessInfo.processInfo.environment["VMGEN_FUZZ_EXHAUSTIVE"] == nil ? 80 : 800
        let folder = try TestSupport.temporaryFolder(self)
        var random = SeededGenerator(seed: 0x1E_C5)
        var snippets: [String] = []
        for _ in 0..<count {
            var text = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                Self.pieces.randomElement(using: &random)!
            }.joined(separator: Self.separators.randomElement(using: &random)!)
            // Cut by one character, now and then: Swift decides whether it still is Swift.
            if Bool.random(using: &random), !text.isEmpty {
                var scalars = Array(text.unicodeScalars)
                scalars.remove(at: Int.random(in: 0..<scalars.count, using: &random))
                text = String(String.UnicodeScalarView(scalars))
            }
            snippets.append(text)
        }
        let plain = SpecImporter.importFile("import RxSwift\n" + Self.triplet, path: "Login.swift")
        let plainSpec = try XCTUnwrap(plain.specText)
        var paths: [String] = []
        for (index, snippet) in snippets.enumerated() {
            let url = folder.appendingPathComponent("S\(index).swift")
            try ("import RxSwift\n" + snippet + "\n" + Self.triplet).write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        // One run of Swift's parser over every file in each language mode; a file it reports an error in in both is
        // not Swift (bare regex literals are Swift 6's).
        func rejected(_ output: String) -> Set<String> {
            Set(output.split(separator: "\n").filter { $0.contains(": error: ") }.compactMap { line in
                paths.first { line.hasPrefix($0 + ":") }
            })
        }
        let parsed = Compiler.swiftc(["-parse"] + paths)
        let invalid = rejected(parsed.output).intersection(rejected(Compiler.swiftc(["-parse", "-swift-version", "6"] + paths).output))
        var valid = 0
        for (index, snippet) in snippets.enumerated() where !invalid.contains(paths[index]) {
            valid += 1
            let text = "import RxSwift\n" + snippet + "\n" + Self.triplet
            let result = SpecImporter.importFile(text, path: "Login.swift")
            XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.formatted), [], "\(index): \(snippet.debugDescription)")
            XCTAssertEqual(result.specText, plainSpec, "\(index): \(snippet.debugDescription)")
            // Lines are counted as Swift counts them: `\n`, `\r\n` and a lone `\r` each end one.
            var snippetLines = 1
            var previous: Unicode.Scalar?
            for scalar in snippet.unicodeScalars {
                if scalar == "\r" || (scalar == "\n" && previous != "\r") { snippetLines += 1 }
                previous = scalar
            }
            for diagnostic in result.diagnostics where diagnostic.severity == .warning {
                XCTAssertTrue((2...(1 + snippetLines)).contains(diagnostic.location.line),
                              "\(index): \(snippet.debugDescription): \(diagnostic.formatted)")
            }
            let shifted = result.diagnostics.filter { $0.severity != .warning }.map { $0.location.line - snippetLines }
            XCTAssertEqual(shifted, plain.diagnostics.filter { $0.severity != .warning }.map(\.location.line),
                           "\(index): \(snippet.debugDescription)")
        }
        XCTAssertGreaterThan(valid, count / 4, "too few snippets are Swift for the test to say much:\n\(parsed.output.prefix(2000))")
    }
}
