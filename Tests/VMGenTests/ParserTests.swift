import VMGenCore
import XCTest

/// The spec grammar: what parses, into what, and the exact diagnostic (line and column) for each syntax error.
final class ParserTests: XCTestCase {
    private func parse(_ text: String) -> SpecFile {
        let (spec, diagnostics) = SpecParser.parse(Array(text.utf8), path: "t.vmspec")
        XCTAssertEqual(diagnostics.map(\.formatted), [])
        return spec
    }

    func testInputSignatures() throws {
        let spec = parse("""
            viewmodel Form:
              inputs:
                - viewDidLoad
                - viewWillAppear()
                - usernameChanged(_ username: String)
                - type(email: String)
                - onePassword(isAvailable available: Bool)
                - configureWith(project: Project, reward: Reward?)
                - select(_ row: Int) as rowSelected
            """)
        let inputs = spec.viewModels[0].inputs
        XCTAssertEqual(inputs.map(\.selector), [
            "viewDidLoad()", "viewWillAppear()", "usernameChanged(_:)", "type(email:)", "onePassword(isAvailable:)",
            "configureWith(project:reward:)", "select(_:)",
        ])
        XCTAssertEqual(inputs[4].parameters[0].label?.value, "isAvailable")
        XCTAssertEqual(inputs[4].parameters[0].name.value, "available")
        XCTAssertNil(inputs[3].parameters[0].label)
        XCTAssertEqual(inputs[5].parameters.map(\.type.description), ["Project", "Reward?"])
        XCTAssertEqual(inputs[6].streamName?.value, "rowSelected")
    }

    func testTypesParseAndPrintCanonically() {
        let cases: [(String, String)] = [
            ("[String:[Int]]", "[String: [Int]]"),
            ("( row : Int,total: Int )", "(row: Int, total: Int)"),
            ("Result<User,APIError>", "Result<User, APIError>"),
            ("(String)->Void", "(String) -> Void"),
            ("KsApi.Project", "KsApi.Project"),
            ("@escaping @Sendable (Int) async throws -> Bool", "@Sendable (Int) async throws -> Bool"),
            ("((Int) -> Void)?", "((Int) -> Void)?"),
            ("[Int]?", "[Int]?"),
            ("any Error & Sendable", "any Error & Sendable"),
            ("Dictionary<String, Set<Int>>.Index", "Dictionary<String, Set<Int>>.Index"),
            ("Int.Type", "Int.Type"),
            ("()", "()"),
            ("(Int)", "Int"),
            ("Café", "Café"),
        ]
        for (written, canonical) in cases {
            let spec = parse("viewmodel V:\n  outputs:\n    - value: \(written)\n")
            XCTAssertEqual(spec.viewModels.first?.outputs.first?.type.description, canonical, written)
        }
    }

    func testDependenciesWithDefaults() {
        let spec = parse("""
            viewmodel Cell:
              dependencies:
                - imageProvider: ImageProviding = ImageProvider()
                - format: (Date) -> String = { "\\($0)" }
                - scheduler: SchedulerType
              outputs:
                - title: String
            """)
        let dependencies = spec.viewModels[0].dependencies
        XCTAssertEqual(dependencies.map(\.defaultValue), ["ImageProvider()", "{ \"\\($0)\" }", nil])
        XCTAssertEqual(dependencies[1].type.description, "(Date) -> String")
    }

    func testDocCommentsAttachToTheNextEntry() {
        let spec = parse("""
            /// The screen.
            /// Second line.
            viewmodel V:
              inputs:
                /// Tapped.
                - tap
              outputs:
                ///
                /// Shown.
                - shown: Bool
            """)
        XCTAssertEqual(spec.viewModels[0].docs, ["The screen.", "Second line."])
        XCTAssertEqual(spec.viewModels[0].inputs[0].docs, ["Tapped."])
        XCTAssertEqual(spec.viewModels[0].outputs[0].docs, ["", "Shown."])
    }

    func testLineEndingsBOMTabsAndComments() {
        let text = "\u{FEFF}# comment\r\nviewmodel V:\r\n\t// another comment\r\n\tinputs:\r\n\t\t- tap\r\n\toutputs:\r  \n\t\t- done: Void   \n"
        let spec = parse(text)
        XCTAssertEqual(spec.viewModels.first?.inputs.first?.name.value, "tap")
        XCTAssertEqual(spec.viewModels.first?.outputs.first?.name.location, SourceLocation(line: 8, column: 5))
    }

    // MARK: - Diagnostics, one per error class, with exact positions

    func testUnknownKeysSuggestTheClosestOne() {
        XCTAssertEqual(TestSupport.diagnostics("""
            options:
              framwork: rxswift
            viewmodle V:
            viewmodel W:
              ouputs:
                - a: Int
              inputs:
                - a
            """), [
            "t.vmspec:2:3: error: unknown option 'framwork'\nt.vmspec:2:3: note: did you mean 'framework'?",
            "t.vmspec:3:1: error: expected 'viewmodel <Name>:' or 'options:', found 'viewmodle'\n"
                + "t.vmspec:3:1: note: did you mean 'viewmodel'?",
            "t.vmspec:5:3: error: unknown section 'ouputs' in view model 'W'\nt.vmspec:5:3: note: did you mean 'outputs'?",
        ])
    }

    func testSyntaxErrors() {
        XCTAssertEqual(TestSupport.diagnostics("""
            viewmodel V
              inputs:
                tap
                -tap
                - tap(
                - select(row Int)
              outputs:
                - done
                - value: [String: Int
                - other: Int)
              dependencies:
                - x: Int = foo(
            """), [
            "t.vmspec:1:12: error: expected ':' after the view model name 'V'",
            "t.vmspec:3:5: error: expected a list item starting with '- '",
            "t.vmspec:4:6: error: expected a space after '-'",
            "t.vmspec:5:11: error: expected a parameter name, found end of line",
            "t.vmspec:6:21: error: expected ':' and a type after parameter 'Int'",
            "t.vmspec:8:11: error: expected ':' and a type after output 'done'\n"
                + "t.vmspec:8:11: note: an output that carries no value is written 'done: Void'",
            "t.vmspec:9:26: error: expected ']' to close '[', found end of line\nt.vmspec:9:14: note: '[' opened here",
            "t.vmspec:10:17: error: unbalanced ')' in type; no '(' opens it",
            "t.vmspec:12:19: error: '(' is never closed in the default value of 'x'",
        ])
    }

    func testInvalidIdentifiers() {
        XCTAssertEqual(TestSupport.diagnostics("""
            viewmodel My-Model:
              outputs:
                - a: Int
            viewmodel V:
              inputs:
                - 2fast
                - user-name(_ x: Int)
              outputs:
                - 😀ok: Int
                - ⌚: Int
            """), [
            "t.vmspec:1:11: error: 'My-Model' is not a valid Swift identifier for a view model name",
            "t.vmspec:6:7: error: '2fast' is not a valid Swift identifier for an input name",
            "t.vmspec:7:7: error: 'user-name' is not a valid Swift identifier for an input name",
            "t.vmspec:10:7: error: '⌚' is not a valid Swift identifier for an output name",
        ])
    }

    func testInconsistentIndentation() {
        XCTAssertEqual(TestSupport.diagnostics("viewmodel T:\n\tinputs:\n\t\t- a\n  outputs:\n \t- b: Int\n"), [
            "t.vmspec:4:1: error: indentation uses spaces here but tabs on line 2; indent with one or the other",
            "t.vmspec:5:1: error: indentation mixes tabs and spaces; indent with one or the other",
        ])
        XCTAssertEqual(TestSupport.diagnostics("viewmodel T:\n    inputs:\n      - a\n  outputs:\n"), [
            "t.vmspec:4:1: error: indentation does not match the lines above it (expected 4 columns, found 2)",
        ])
        XCTAssertEqual(TestSupport.diagnostics("  viewmodel T:\n    outputs:\n      - a: Int\n"), [
            "t.vmspec:1:1: error: unexpected indentation; 'viewmodel' and 'options' start at the beginning of the line",
        ])
    }

    func testColumnsCountCharactersNotBytes() {
        // "é" is two bytes in UTF-8 and "👍🏽" eight; an editor shows each as one column.
        XCTAssertEqual(TestSupport.diagnostics("viewmodel V:\n  outputs:\n    - é: [👍🏽\n"), [
            "t.vmspec:3:12: error: expected ']' to close '[', found end of line\nt.vmspec:3:10: note: '[' opened here",
        ])
        XCTAssertEqual(TestSupport.diagnostics("viewmodel V:\n  outputs:\n    - café: [Int\n"), [
            "t.vmspec:3:17: error: expected ']' to close '[', found end of line\nt.vmspec:3:13: note: '[' opened here",
        ])
    }

    func testInvalidUTF8IsLocated() {
        var bytes = Array("viewmodel V:\n  outputs:\n    - ab".utf8)
        bytes += [0xC3, 0x28]
        let (_, diagnostics) = SpecParser.parse(bytes, path: "t.vmspec")
        XCTAssertEqual(diagnostics.map(\.formatted), ["t.vmspec:3:9: error: the file is not valid UTF-8"])
    }

    func testDocCommentThatDocumentsNothingWarns() {
        XCTAssertEqual(TestSupport.diagnostics("viewmodel V:\n  /// Lost.\n  outputs:\n    - a: Int\n/// Trailing.\n"), [
            "t.vmspec:2:3: warning: doc comment documents nothing; put it before a view model, input, output or dependency",
            "t.vmspec:5:1: warning: doc comment at the end of the file documents nothing",
        ])
    }
}
