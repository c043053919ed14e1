import Foundation
import VMGenCore
import XCTest

/// The mistakes a newcomer makes first each get one error that says what was expected and where, not a cascade or a
/// message about a character.
final class DiagnosticGuidanceTests: XCTestCase {
    func testASwiftKeywordBeforeAMemberSaysHowTheSpecWritesIt() {
        XCTAssertEqual(TestSupport.diagnostics("viewmodel A:\n  inputs:\n    - func viewDidLoad()\n"), [
            "t.vmspec:3:7: error: an input is written as its method, without 'func': '- viewDidLoad()'",
        ])
        XCTAssertEqual(TestSupport.diagnostics("viewmodel A:\n  outputs:\n    - var title: String = \"\"\n"), [
            "t.vmspec:3:7: error: an output is written as its name and type, without 'var': '- title: String = \"\"'",
        ])
        XCTAssertEqual(TestSupport.diagnostics("viewmodel A:\n  dependencies:\n    - private let service: Service\n"), [
            "t.vmspec:3:7: error: a dependency is written without 'private': '- service: Service' is kept private to the"
                + " view model, '- let service: Service' is stored where call sites read it",
        ])
        // `let` alone is a dependency call sites read (`StoredPropertyTests`).
        XCTAssertEqual(TestSupport.diagnostics("viewmodel A:\n  dependencies:\n    - let service: Service\n"), [])
        // A keyword alone is a name as any other (written in backticks in Swift), and '_ service' a label.
        XCTAssertEqual(TestSupport.diagnostics("viewmodel A:\n  inputs:\n    - func\n  dependencies:\n    - _ service: S\n"), [])
    }

    func testUnexpectedIndentationSaysWhatWasExpected() {
        XCTAssertEqual(TestSupport.diagnostics("viewmodel A:\n  inputs:\n    - tap\n     - other\n"), [
            "t.vmspec:4:6: error: unexpected indentation: expected 4 columns, as on line 3, found 5;"
                + " the line above takes no lines below it",
        ])
    }

    func testAMisindentedLineIsOneErrorNotACascade() {
        // Three columns where the section's items have four: one error, and none for the lines below it.
        XCTAssertEqual(TestSupport.diagnostics("viewmodel A:\n  inputs:\n    - tap\n   outputs:\n    - title: String\n"), [
            "t.vmspec:4:1: error: indentation does not match the lines above it (expected 4 columns, found 3)",
        ])
        // A section header indented as an item of the section above it.
        XCTAssertEqual(TestSupport.diagnostics("viewmodel A:\n  inputs:\n    - tap\n    outputs:\n      - title: String\n"), [
            "t.vmspec:4:5: error: 'outputs:' is indented as an item of 'inputs'; write it at 2 columns, as 'inputs:' on line 2",
        ])
    }

    func testASpecWithoutAViewModelIsAWarning() throws {
        for text in ["", "# nothing yet\n", "options:\n  framework: combine\n"] {
            let result = Generator.resolve(SpecSource(path: "t.vmspec", bytes: Array(text.utf8)))
            XCTAssertEqual(result.diagnostics.map(\.formatted), [
                "t.vmspec:1:1: warning: the spec declares no view model, so nothing is generated from it\n"
                    + "t.vmspec:1:1: note: a view model starts with 'viewmodel <Name>:' at the beginning of a line",
            ], "\(text.debugDescription)")
        }
        // The project's options file holds no view model by design: no warning there.
        let options = OptionResolver.projectDefaults(SpecSource(path: "vmgen.options", bytes: Array("options:\n  framework: combine\n".utf8)))
        XCTAssertEqual(options.diagnostics.map(\.formatted), [])
        // Through the executable: printed, and the run still succeeds.
        let folder = try TestSupport.temporaryFolder(self)
        try "".write(to: folder.appendingPathComponent("Empty.vmspec"), atomically: true, encoding: .utf8)
        let outcome = try Executable.run(["generate", "Empty.vmspec", "--output", "Generated"], in: folder)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertTrue(outcome.err.contains("Empty.vmspec:1:1: warning: the spec declares no view model"), outcome.err)
    }
}

extension DiagnosticGuidanceTests {
    func testAnAttributeOfTheOtherKindOfMemberSaysWhatItIsFor() {
        XCTAssertEqual(TestSupport.diagnostics("viewmodel A:\n  outputs:\n    - @latest title: String\n"), [
            "t.vmspec:3:7: error: '@latest' applies to an input, not to an output\n"
                + "t.vmspec:3:7: note: it replays an input's latest value to the logic; a view reads an output's current value"
                + " from a '@value' output, a Driver (RxCocoa) or the observable and published styles",
        ])
        XCTAssertEqual(TestSupport.diagnostics("viewmodel A:\n  inputs:\n    - @failure(E) tap\n"), [
            "t.vmspec:3:7: error: '@failure' applies to an output, not to an input\n"
                + "t.vmspec:3:7: note: it types the error an output's stream fails with",
        ])
        // An unknown attribute's note lists only what the member takes: no input's attribute among an output's.
        let unknown = TestSupport.diagnostics("viewmodel A:\n  outputs:\n    - @foo title: String\n").joined()
        XCTAssertTrue(unknown.contains("note: an output takes '@async', '@failure', '@if', '@driver', '@signal',"), unknown)
        for inputOnly in ["@latest", "@event", "@controlEvent", "@controlProperty", "@observer"] {
            XCTAssertFalse(unknown.contains("'\(inputOnly)'"), "\(inputOnly) listed among an output's attributes: \(unknown)")
        }
    }
}

extension DiagnosticGuidanceTests {
    /// The same mistakes through the executable, as a newcomer meets them: one located error each, exit 1.
    func testTheExecutablePrintsEachMistakeOnceWhereItStands() throws {
        for (spec, expected) in [
            ("viewmodel A:\n  outputs:\n    - @latest title: String\n",
             "A.vmspec:3:7: error: '@latest' applies to an input, not to an output"),
            ("viewmodel A:\n  inputs:\n    - func viewDidLoad()\n",
             "A.vmspec:3:7: error: an input is written as its method, without 'func': '- viewDidLoad()'"),
            ("viewmodel A:\n  inputs:\n    - tap\n     - other\n",
             "A.vmspec:4:6: error: unexpected indentation: expected 4 columns, as on line 3, found 5; the line above takes no lines below it"),
            ("viewmodel A:\n  inputs:\n    - tap\n    outputs:\n      - title: String\n",
             "A.vmspec:4:5: error: 'outputs:' is indented as an item of 'inputs'; write it at 2 columns, as 'inputs:' on line 2"),
        ] {
            let folder = try TestSupport.temporaryFolder(self)
            try spec.write(to: folder.appendingPathComponent("A.vmspec"), atomically: true, encoding: .utf8)
            let run = try Executable.run(["generate", "A.vmspec", "--output", "Generated"], in: folder)
            XCTAssertEqual(run.status, 1)
            XCTAssertEqual(run.err.split(separator: "\n").filter { $0.contains(": error: ") }, [Substring(expected)], run.err)
        }
    }

    /// An attribute written with empty parentheses says what goes in them; an unknown attribute with an argument is
    /// one error, not a second for its argument; an arrow after a value is refused where it stands, and a closure
    /// with one is not.
    func testAttributeArgumentsAndValuesSayWhatWasMeant() {
        func errors(_ members: String) -> [String] {
            TestSupport.diagnostics("options:\n  framework: rxswift\n  styles: transform\nviewmodel V:\n" + members)
        }
        XCTAssertEqual(errors("  inputs:\n    - @in() tap\n"), [
            "t.vmspec:6:11: error: '@in()' names nothing in its parentheses\n"
                + "t.vmspec:6:11: note: write the protocol that declares the input: '@in(outputs)' or '@in(type)'",
        ])
        XCTAssertEqual(errors("  outputs:\n    - @label() picked: Int\n"), [
            "t.vmspec:6:14: error: '@label()' names nothing in its parentheses\n"
                + "t.vmspec:6:14: note: write the case value's label, '@label(filter)', or '@label(_)' for none",
        ])
        XCTAssertEqual(errors("  outputs:\n    - @async() picked: Int\n").map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:6:14: error: '@async()' names nothing in its parentheses",
        ])
        for (members, member) in [("  inputs:\n    - @foo(Bar) tap\n", "input"), ("  outputs:\n    - @foo(Bar) title: String\n", "output")] {
            XCTAssertEqual(errors(members).map { String($0.prefix { $0 != "\n" }) }, [
                "t.vmspec:6:7: error: unknown attribute '@foo' on an \(member)",
            ])
        }
        XCTAssertEqual(errors("  inputs:\n    - @call var isOn: Bool = false -> Bool\n"), [
            "t.vmspec:6:36: error: '->' outside brackets is not part of an expression in the default value of 'isOn'\n"
                + "t.vmspec:6:36: note: a default value is one expression; a member's type comes before its '= value'",
        ])
        XCTAssertEqual(errors("  outputs:\n    - count: Int = { (x: Int) -> Int in x + 1 }(1)\n"), [])
    }

    func testEventAliasesWithoutACommaSayToSeparateThem() {
        let spec = "options:\n  framework: combine\n  styles: transform\n"
            + "  transform: transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>\n"
            + "  event-aliases: Input Output\nviewmodel V:\n  inputs:\n    - tap\n"
        XCTAssertEqual(TestSupport.diagnostics(spec), [
            "t.vmspec:5:18: error: 'event-aliases:' separates its two names with a comma\n"
                + "t.vmspec:5:18: note: write 'event-aliases: Input, Output'",
        ])
    }
}
