import VMGenCore
import XCTest

/// Semantic checks: option values, duplicates, reserved and unusable names, derived names and their collisions.
final class ValidatorTests: XCTestCase {
    func testOptionValues() {
        XCTAssertEqual(TestSupport.diagnostics("""
            options:
              framework: rx
              styles: [triplet, subjet, triplet]
              access: open
              indent: 9
              imports: UIKit, 2D
              access: public
            viewmodel V:
              outputs:
                - a: Int
            """), [
            "t.vmspec:2:14: error: unknown framework 'rx'\nt.vmspec:2:14: note: expected one of 'rxswift', 'rxcocoa',"
                + " 'reactiveswift', 'combine', 'closures', 'async'",
            "t.vmspec:3:21: error: unknown style 'subjet'\nt.vmspec:3:21: note: did you mean 'subject'?",
            "t.vmspec:3:29: error: style 'triplet' is listed twice",
            "t.vmspec:4:11: error: unknown access level 'open'\n"
                + "t.vmspec:4:11: note: expected one of 'internal', 'public', 'package'",
            "t.vmspec:5:11: error: invalid indent '9'; use a number of spaces from 1 to 8, or 'tab'",
            "t.vmspec:6:19: error: '2D' is not a module name",
            "t.vmspec:7:3: error: duplicate option 'access'\nt.vmspec:4:3: note: previously set here",
        ])
    }

    func testDuplicates() {
        XCTAssertEqual(TestSupport.diagnostics("""
            viewmodel V:
              inputs:
                - type(email: String)
                - type(email: Int)
                - pick(a: Int, a: Int)
              outputs:
                - title: String
                - title: Int
              dependencies:
                - api: API
                - api: API
              outputs:
                - other: Int
            viewmodel V:
              outputs:
                - a: Int
            """), [
            "t.vmspec:4:7: error: duplicate input 'type(email:)'\nt.vmspec:3:7: note: previously declared here",
            "t.vmspec:5:20: error: duplicate parameter name 'a' in input 'pick(a:a:)'\n"
                + "t.vmspec:5:12: note: previously used here",
            "t.vmspec:8:7: error: duplicate output 'title'\nt.vmspec:7:7: note: previously declared here",
            "t.vmspec:11:7: error: duplicate dependency 'api'\nt.vmspec:10:7: note: previously declared here",
            "t.vmspec:12:3: error: duplicate 'outputs' section in view model 'V'\n"
                + "t.vmspec:6:3: note: previous 'outputs' section is here",
            "t.vmspec:14:11: error: duplicate view model 'V'\nt.vmspec:1:11: note: previously declared here",
        ])
    }

    func testReservedAndUnusableNames() {
        let reserved = "t.vmspec:4:7: note: reserved names are 'disposeBag', 'input', 'inputs', 'output', 'outputs', 'transform'"
        XCTAssertEqual(TestSupport.diagnostics("""
            viewmodel V:
              inputs:
                - self
                - transform
              outputs:
                - outputs: Int
                - Type: Int
              dependencies:
                - disposeBag: DisposeBag
            viewmodel class:
              outputs:
                - a: Int
            """), [
            "t.vmspec:3:7: error: 'self' cannot name an input; Swift gives it a fixed meaning",
            "t.vmspec:4:7: error: 'transform' cannot name an input; vmgen generates a member with that name\n" + reserved,
            "t.vmspec:6:7: error: 'outputs' cannot name an output; vmgen generates a member with that name\n"
                + reserved.replacingOccurrences(of: "4:7", with: "6:7"),
            "t.vmspec:7:7: error: 'Type' cannot name an output; Swift gives it a fixed meaning",
            "t.vmspec:9:7: error: 'disposeBag' cannot name a dependency; vmgen generates a member with that name\n"
                + reserved.replacingOccurrences(of: "4:7", with: "9:7"),
            "t.vmspec:10:11: error: 'class' is a Swift keyword and cannot name a view model type",
        ])
    }

    /// Each problem of a `transform:` signature is one located error.
    func testTransformSignatureProblemsAreLocated() {
        let cases: [(String, String)] = [
            ("transform(input: [Input]) -> Output", "2:24: error: the first parameter is the input struct vmgen generates:"
                + " give it a plain type name, as 'input: Input'"),
            ("transform() -> Output", "2:25: error: 'transform' needs the input as its first parameter, as 'input: Input'"),
            ("transform(input: Input) -> Input", "2:41: error: the input and output structs need different names; both"
                + " are 'Input'"),
            ("transform(input: Input, input: Int) -> Output", "2:38: error: duplicate parameter 'input'"),
            ("transform(input: Input)", "2:37: error: expected '-> Output' after the parameters"),
            ("transform(input: Input) -> Output extra", "2:48: error: unexpected 'e' after the signature"),
            ("transform(input: Input, bag: inout) -> Output", "2:48: error: expected a type, found ')'"),
            ("transform(input: Input, bag: inout Bag -> Output", "2:53: error: unexpected '-' after type 'Bag'"),
        ]
        for (signature, expected) in cases {
            let diagnostics = TestSupport.diagnostics("options:\n  transform: \(signature)\nviewmodel V:\n")
            XCTAssertEqual(diagnostics.map { String($0.prefix { $0 != "\n" }) }, ["t.vmspec:" + expected], signature)
        }
        XCTAssertEqual(TestSupport.diagnostics(
            "options:\n  transform: run(_ i: In, bag: DisposeBag, c: inout Set<AnyCancellable>) -> Out\nviewmodel V:\n"), [])
    }

    /// `protocols: Name` names the triplet's protocols; every problem with the line is located.
    func testAProtocolsLineIsCheckedWhereItStands() {
        XCTAssertEqual(TestSupport.diagnostics("viewmodel V:\n  protocols:\n  protocols: A B\n").map {
            String($0.prefix { $0 != "\n" })
        }, [
            "t.vmspec:2:13: error: expected 'protocols: Name', the name the triplet's protocols start with, or"
                + " 'protocols: Inputs, Outputs, Type', each protocol's name",
            "t.vmspec:3:16: error: unexpected 'B' after the protocols' name",
        ])
        // Each name in full: three, or four when there are errors; every one distinct and an identifier.
        func first(_ text: String) -> String? { TestSupport.diagnostics(text).first.map { String($0.prefix { $0 != "\n" }) } }
        XCTAssertEqual(first("viewmodel V:\n  protocols: A, B\n"),
                       "t.vmspec:2:14: error: 'protocols:' names one prefix, or the inputs', outputs' and type's protocols"
                        + " (and the errors' fourth); this line names 2")
        XCTAssertEqual(first("viewmodel V:\n  protocols: A, B,\n"), "t.vmspec:2:19: error: expected a protocol's name after ','")
        XCTAssertEqual(first("viewmodel V:\n  protocols: A, B, A\n"), "t.vmspec:2:20: error: 'A' names two of the protocols")
        XCTAssertEqual(first("viewmodel V:\n  protocols: A, B, C\n  errors:\n    - failed: String\n"),
                       "t.vmspec:2:14: error: 'V' has errors, so 'protocols:' names a fourth protocol, the errors'")
        XCTAssertEqual(first("viewmodel V:\n  protocols: A, B, C, D\n  outputs:\n    - a: Int\n"),
                       "t.vmspec:2:14: error: 'protocols:' names an errors protocol, 'D', and 'V' has no 'errors:'")
        XCTAssertEqual(TestSupport.diagnostics("viewmodel V:\n  protocols: CellInputs, CellOutputs, CellViewModelType\n"), [])
        XCTAssertEqual(TestSupport.diagnostics("viewmodel V:\n  protocols: A\n  protocols: B\n").first?.prefix { $0 != "\n" },
                       "t.vmspec:3:3: error: duplicate 'protocols' line")
        XCTAssertEqual(TestSupport.diagnostics("viewmodel V:\n  protocols: Legacy\n  inputs:\n    - tap\n"), [])
    }

    /// A keyword is never a type (`inout`, `class`): a located error, not generated code that cannot compile.
    func testKeywordsAreNotTypes() {
        XCTAssertEqual(
            TestSupport.diagnostics("viewmodel V:\n  inputs:\n    - tap(x: inout Int)\n  outputs:\n    - a: class\n"),
            ["t.vmspec:3:14: error: 'inout' is a keyword, not a type", "t.vmspec:5:10: error: 'class' is a keyword, not a type"])
        XCTAssertEqual(TestSupport.diagnostics("viewmodel V:\n  outputs:\n    - a: Any\n    - b: [String: Any]\n"), [])
    }

    /// A contract with neither inputs nor outputs is real (a splash screen that only routes): it is accepted, with
    /// dependencies or without (`RenderTests` compiles both in every style of every framework).
    func testEmptyViewModelsAreAccepted() {
        XCTAssertEqual(TestSupport.diagnostics("viewmodel V:\n  dependencies:\n    - a: Int\n"), [])
        XCTAssertEqual(TestSupport.diagnostics("viewmodel V:\nviewmodel W:\n  inputs:\n  outputs:\n"), [])
    }

    func testInputsSharingABaseNameGetDistinctStreams() throws {
        let source = SpecSource(path: "t.vmspec", bytes: Array("""
            viewmodel V:
              inputs:
                - type(email: String)
                - type(password: String)
                - select(row: Int)
                - select(item: String)
                - refresh
                - refresh(force: Bool) as forcedRefresh
              outputs:
                - a: Int
            """.utf8))
        let resolved = try XCTUnwrap(Generator.resolve(source).resolved)
        XCTAssertEqual(
            resolved.viewModels[0].viewModel.inputs.map(\.streamName),
            ["typeEmail", "typePassword", "selectRow", "selectItem", "refresh", "forcedRefresh"])
    }

    func testRealStreamNameConflictsSayHowToResolveThem() {
        XCTAssertEqual(TestSupport.diagnostics("""
            viewmodel V:
              inputs:
                - type(email: String)
                - type(email e: Int, other: Int)
                - save as typeEmail
              outputs:
                - a: Int
            """), [
            "t.vmspec:4:7: error: inputs 'type(email:)' and 'type(email:other:)' both get the stream name 'typeEmail'\n"
                + "t.vmspec:3:7: note: 'type(email:)' is here\n"
                + "t.vmspec:4:7: note: name this input's stream explicitly: '- type(...) as typeEmail2'",
            "t.vmspec:5:7: error: inputs 'type(email:)' and 'save()' both get the stream name 'typeEmail'\n"
                + "t.vmspec:3:7: note: 'type(email:)' is here\n"
                + "t.vmspec:5:7: note: name this input's stream explicitly: '- save(...) as typeEmail2'",
        ])
    }

    func testNamesCollidingWithDerivedNames() {
        XCTAssertEqual(TestSupport.diagnostics("""
            options:
              styles: all
            viewmodel V:
              dependencies:
                - query: String
              inputs:
                - query(_ text: String)
                - search
              outputs:
                - searchRelay: Int
                - search: Bool
            """), [
            "t.vmspec:5:7: error: dependency 'query' collides with the stream of input 'query(_:)' in the function style:"
                + " both are named 'query'\nt.vmspec:7:7: note: the stream of input 'query(_:)' is here\n"
                + "t.vmspec:5:7: note: rename one of them",
            "t.vmspec:10:7: error: output 'searchRelay' collides with the storage vmgen derives for input 'search()'"
                + " in the triplet style: both are named 'searchRelay'\nt.vmspec:8:7: note: the storage vmgen derives for"
                + " input 'search()' is here\nt.vmspec:10:7: note: rename one of them",
            "t.vmspec:11:7: error: output 'search' collides with input 'search()' in the triplet style: both are named"
                + " 'search'\nt.vmspec:8:7: note: input 'search()' is here\nt.vmspec:11:7: note: rename one of them",
        ])
        // Only the requested styles are checked: the function style alone has no class to collide in.
        XCTAssertEqual(TestSupport.diagnostics("""
            options:
              styles: function
            viewmodel V:
              inputs:
                - search
              outputs:
                - searchRelay: Int
            """), [])
    }

    func testCommandLineOverridesFileOptions() throws {
        let text = "options:\n  styles: triplet\n  access: public\nviewmodel V:\n  outputs:\n    - a: Int\n"
        let source = SpecSource(path: "t.vmspec", bytes: Array(text.utf8))
        let resolved = try XCTUnwrap(Generator.resolve(source, overrides: OptionOverrides(styles: StyleSelection(styles: [.function]))).resolved)
        XCTAssertEqual(resolved.options.styles, [.function])
        XCTAssertEqual(resolved.options.access, .public)
    }

    func testViewModelsAcrossSpecsMustNotGenerateTheSameNames() {
        let a = SpecSource(path: "a.vmspec", bytes: Array("viewmodel Login:\n  outputs:\n    - a: Int\n".utf8))
        let b = SpecSource(path: "b.vmspec", bytes: Array("viewmodel LoginLogic:\n  outputs:\n    - a: Int\n".utf8))
        let c = SpecSource(path: "c.vmspec", bytes: Array("viewmodel login:\n  outputs:\n    - a: Int\n".utf8))
        let result = Generator.generate([a, b, c])
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            "b.vmspec:1:11: error: view model 'LoginLogic' generates 'LoginLogic', which view model 'Login' at"
                + " a.vmspec:1:11 also generates; rename one of them",
            "c.vmspec:1:11: error: view model 'login' would write 'login.triplet.swift', which differs only in case from"
                + " the file of 'Login' at a.vmspec:1:11",
        ])
        XCTAssertEqual(result.files, [])
    }

    func testAttributes() {
        XCTAssertEqual(TestSupport.diagnostics("""
            viewmodel V:
              inputs:
                - @lates configureWith(model: Int)
                - @latest @event name(_ name: String)
                - @latest @latest other(_ value: Int)
              outputs:
                - @asnc thumbnail: Int
                - @signal @driver title: String
            """), [
            "t.vmspec:3:7: error: unknown attribute '@lates' on an input\nt.vmspec:3:7: note: did you mean '@latest'?",
            "t.vmspec:4:15: error: '@event' contradicts '@latest'",
            "t.vmspec:5:15: error: '@latest' is written twice",
            "t.vmspec:7:7: error: unknown attribute '@asnc' on an output\nt.vmspec:7:7: note: did you mean '@async'?",
            "t.vmspec:8:15: error: '@driver' contradicts '@signal'",
        ])
    }

    func testStylesAFrameworkCannotRender() {
        XCTAssertEqual(TestSupport.diagnostics("""
            options:
              framework: closures
              styles: triplet, subject, function
            viewmodel V:
              inputs:
                - tap
              outputs:
                - a: Int
            """), [
            "t.vmspec:3:11: error: the subject style cannot be rendered with 'closures'\n"
                + "t.vmspec:3:11: note: its inputs are observers of streams, which need a reactive framework; use 'triplet'",
            "t.vmspec:3:11: error: the function style cannot be rendered with 'closures'\n"
                + "t.vmspec:3:11: note: it maps input streams to output streams, which need a reactive framework;"
                + " use 'triplet'",
        ])
        // `all` means the styles the framework supports.
        let source = SpecSource(path: "t.vmspec", bytes: Array("viewmodel V:\n  outputs:\n    - a: Int\n".utf8))
        let overrides = OptionOverrides(framework: .closures, styles: .all)
        XCTAssertEqual(Generator.resolve(source, overrides: overrides).resolved?.options.styles, [.triplet])
    }

    func testTheConstructorStyleNeedsValuesForEveryInput() {
        XCTAssertEqual(TestSupport.diagnostics("""
            options:
              styles: constructor
            viewmodel V:
              dependencies:
                - model: Int
              inputs:
                - viewDidLoad
                - configureWith(model: Int)
              outputs:
                - @async a: Int
            """), [
            "t.vmspec:5:7: error: dependency 'model' collides with parameter 'model' of input 'configureWith(model:)' in"
                + " the constructor style: both are named 'model'\nt.vmspec:8:21: note: parameter 'model' of input"
                + " 'configureWith(model:)' is here\nt.vmspec:5:7: note: rename one of them",
            "t.vmspec:7:7: error: the constructor style passes every input's values to 'init', and input 'viewDidLoad()'"
                + " carries none\nt.vmspec:7:7: note: the constructor style suits view models configured once; use another"
                + " style for this one",
        ])
    }
}

/// The audit's classes of wrong code reported as success: each is now a located error (or, where Swift allows it,
/// code that compiles: `HostileNameTests`).
final class AuditedInputTests: XCTestCase {
    func testTypesThatNeverCompileAreRefusedWithWhatToWrite() {
        for (type, message) in [
            ("some View", "3:14: error: an opaque 'some' type cannot be stored or passed between a view model and its logic"),
            ("Int!", "3:17: error: an implicitly unwrapped optional cannot be a member's type; write 'Int?'"),
            ("Self", "3:14: error: 'Self' means nothing in a view model's members; write the type's name"),
            ("Model.Self", "3:20: error: 'Self' means nothing in a view model's members; write the type's name"),
            ("@autoclosure () -> Int", "3:14: error: '@autoclosure' applies only to a function's own parameters"),
            ("any any Error", "3:18: error: 'any' applies once, to a protocol"),
            ("@Sendable Int", "3:14: error: attributes apply only to a function type"),
            ("Int" + String(repeating: "?", count: 50_000), "3:81: error: type is nested more than 64 levels deep"),
            ("Int" + String(repeating: ".Type", count: 100_000), "3:337: error: type is nested more than 64 levels deep"),
        ] {
            let diagnostics = TestSupport.diagnostics("viewmodel V:\n  outputs:\n    - value: \(type)\n")
            XCTAssertTrue(diagnostics.first?.hasPrefix("t.vmspec:" + message) == true, "\(type.prefix(30)): \(diagnostics)")
        }
    }

    func testDefaultValuesAreOneExpression() {
        let code = TestSupport.render("viewmodel V:\n  dependencies:\n    - s: Service = Service(\"a, b // c\") // the live one\n  outputs:\n    - a: Int\n")
        XCTAssertTrue(code.contains("init(s: Service = Service(\"a, b // c\")) {"), code)
        for (value, message) in [
            ("Service() /* ( */ )", "3:30: error: a block comment is not allowed in the default value of 's'"),
            ("0, evil: Int = 1", "3:21: error: ',' outside brackets would end the expression in the default value of 's'"),
            ("0; func evil() {}", "3:21: error: ';' would end the expression in the default value of 's'"),
            ("f(\"\\(g(\")\"))\")", nil),
            ("\"open", "3:20: error: unterminated string literal in the default value of 's'"),
        ] {
            let diagnostics = TestSupport.diagnostics("viewmodel V:\n  dependencies:\n    - s: Service = \(value)\n  outputs:\n    - a: Int\n")
            if let message {
                XCTAssertTrue(diagnostics.first?.hasPrefix("t.vmspec:" + message) == true, "\(value): \(diagnostics)")
            } else {
                XCTAssertEqual(diagnostics, [], value)
            }
        }
    }

    func testNamesThatWouldChangeWhatATypeMeansAreRefused() {
        let cases: [(String, String)] = [
            ("viewmodel V:\n  outputs:\n    - a: Input\n", "3:7: error: the type 'Input' of output 'a' would mean the generated 'Input' struct, not yours"),
            ("viewmodel V:\n  outputs:\n    - a: [String: Output?]\n", "3:7: error: the type 'Output' of output 'a'"),
            ("viewmodel Observable:\n  outputs:\n    - a: Int\n", "1:11: error: view model 'Observable' would declare 'Observable', a type the generated rxswift code uses"),
            ("viewmodel User:\n  outputs:\n    - me: UserLogic\n", "1:11: error: view model 'User' would declare 'UserLogic', the type of one of its members"),
            ("options:\n  styles: triplet, subject\nviewmodel User:\n  outputs:\n    - me: User\n",
             "3:11: error: view model 'User' names itself in the type of one of its members, which means its generated type, and"
                + " this spec renders 2 styles, each a type of its own"),
            ("viewmodel V:\n  dependencies:\n    - Input: Int\n  outputs:\n    - a: Int\n", "3:7: error: dependency 'Input' would hide the type 'Input'"),
            ("options:\n  framework: reactiveswift\nviewmodel V:\n  outputs:\n    - Signal: Int\n", "5:7: error: output 'Signal' would hide the type 'Signal'"),
            ("viewmodel V:\n  inputs:\n    - ReplayRelay(x: Int)\n  outputs:\n    - a: Int\n", "3:7: error: input 'ReplayRelay(x:)' would hide the type 'ReplayRelay'"),
        ]
        for (spec, message) in cases {
            let diagnostics = TestSupport.diagnostics(spec)
            XCTAssertTrue(diagnostics.contains { $0.hasPrefix("t.vmspec:" + message) }, "\(spec)\n\(diagnostics)")
        }
        // Qualified, the app's own type is fine.
        XCTAssertEqual(TestSupport.diagnostics("viewmodel V:\n  outputs:\n    - a: MyApp.Input\n"), [])
    }
}
