import Foundation
import VMGenCore
import XCTest

/// The import audit: Swift's lexical corner cases are read as Swift reads them, and what the import cannot carry over
/// exactly (a member's shape, a declaration's kind, finality, nesting or attributes) is a located warning, which
/// `--check` reports as a difference; never a silent change.
final class ImportAuditTests: XCTestCase {
    /// A triplet whose inputs protocol declares `inputs` (one member a line) and whose class is `classLine`.
    static func triplet(
        inputs: [String], outputs: [String] = ["var title: Observable<String> { get }"], protocolPrefix: String = "",
        classLine: String = "final class LoginViewModel", classPrefix: String = "", after: String = ""
    ) -> String {
        """
        import RxSwift
        \(protocolPrefix)protocol LoginViewModelInputs {
        \(inputs.map { "    " + $0 }.joined(separator: "\n"))
        }
        \(protocolPrefix)protocol LoginViewModelOutputs {
        \(outputs.map { "    " + $0 }.joined(separator: "\n"))
        }
        \(protocolPrefix)protocol LoginViewModelType {
            var inputs: LoginViewModelInputs { get }
            var outputs: LoginViewModelOutputs { get }
        }
        \(classPrefix)\(classLine): LoginViewModelType, LoginViewModelInputs, LoginViewModelOutputs {
            var inputs: LoginViewModelInputs { self }
            var outputs: LoginViewModelOutputs { self }
            init(service: Int) {}
            let title: Observable<String> = .empty()
        }
        \(after)
        """
    }

    /// The import's warnings, and `--check`'s differences against the spec imported.
    static func importAndCheck(_ source: String, path: String = "Login.swift")
        -> (spec: String?, warnings: [String], differences: [String])
    {
        let result = SpecImporter.importFile(source, path: path)
        let differences = result.specText.map {
            SurfaceComparison.differences(handWritten: source, path: path, spec: SpecSource(path: "Login.vmspec", bytes: Array($0.utf8)))
                .besidesDeclarationsBeside
        } ?? []
        return (result.specText, result.diagnostics.besidesDeclarationsBeside.filter { $0.severity != .note }.map(\.formatted),
                differences.map(\.formatted))
    }

    // MARK: The tokenizer

    func testNestedCommentsTakeEachDelimiterWholeAsSwiftDoes() {
        // `*/*` closes the inner comment and leaves `*`; `/*/` opens one: both as Swift's lexer reads them.
        for comment in ["/* a /* b */* c */", "/* x /*/ y */ protocol Hidden { func hidden() } */"] {
            let source = comment + "\n" + Self.triplet(inputs: ["func tap()"])
            let result = SpecImporter.importFile(source, path: "Login.swift")
            XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.formatted), [], comment)
            XCTAssertTrue(result.specText?.contains("    - tap\n") == true, comment)
            XCTAssertFalse(result.specText?.contains("hidden") == true, comment)
        }
    }

    func testRegexLiteralsAreOneTokenAndAnAmbiguousBareOneIsALocatedWarning() {
        // `#/"""/#` and `##/a/#"/##` are regex literals: their quotes start no string.
        let extended = "let a = #/\"\"\"/#\nlet b = ##/a/#\"/##\n" + Self.triplet(inputs: ["func tap()"])
        let result = SpecImporter.importFile(extended, path: "Login.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.formatted), [])
        XCTAssertTrue(result.specText?.contains("    - tap\n") == true)
        // A bare `/"/`: Swift 6 reads a regex, Swift 5 a string; vmgen reads the regex and says so where it stands.
        let bare = "let r = /\"/\n" + Self.triplet(inputs: ["func tap()"])
        let warned = SpecImporter.importFile(bare, path: "Login.swift")
        XCTAssertEqual(warned.diagnostics.filter { $0.severity == .error }.map(\.formatted), [])
        XCTAssertTrue(warned.diagnostics.map(\.formatted).contains { $0.hasPrefix("Login.swift:1:9: warning: '/\"/' is read as a regex literal") },
                      "\(warned.diagnostics.map(\.formatted))")
        // Division is no regex: `a / b / c`, `f(x)/2/y`.
        let tokens = SwiftTokenizer.tokenize("let d = a / b / c\nlet e = f(x)/2/y\nlet g = e /2/ 1", path: "t.swift").tokens
        XCTAssertEqual(tokens.filter { $0.kind == .string }.map(\.text), ["/2/"], "only Swift 6's prefix '/2/' is a regex")
    }

    func testALoneCarriageReturnInADocCommentEndsALineAndInjectsNoSpecLine() throws {
        let source = Self.triplet(inputs: ["/** Taps.\rviewmodel Evil:\r  outputs:\r    - x: Int */", "func tap()"])
        let result = SpecImporter.importFile(source, path: "Login.swift")
        let spec = try XCTUnwrap(result.specText)
        XCTAssertFalse(spec.contains("\r"))
        XCTAssertFalse(spec.split(separator: "\n").contains { $0.hasPrefix("viewmodel Evil") }, spec)
        XCTAssertTrue(spec.contains("    /// viewmodel Evil:\n"), spec)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.formatted), [])
    }

    func testCommentsInAStringsInterpolationAreComments() {
        let source = "let s = \"x\\(a /* ) \" */ + 1)y\"\nlet t = \"\"\"\n  \\(1 // ) \"\n  )\n  \"\"\"\n" + Self.triplet(inputs: ["func tap()"])
        let result = SpecImporter.importFile(source, path: "Login.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.formatted), [])
        XCTAssertTrue(result.specText?.contains("    - tap\n") == true, result.specText ?? "")
    }

    // MARK: Members

    func testARawIdentifierIsAWarningNotACutName() {
        let (spec, warnings, differences) = Self.importAndCheck(Self.triplet(inputs: ["func `tap twice`()", "func tap()"]))
        XCTAssertTrue(warnings.contains("Login.swift:3:5: warning: 'tap twice()' is not imported: 'tap twice' is no name a spec can"
            + " write (a spec's names are Swift identifiers without backticks)"), "\(warnings)")
        XCTAssertFalse(spec?.contains("- tap twice") == true || spec?.contains("    - twice") == true)
        XCTAssertEqual(differences, ["Login.swift:3:5: error: 'func tap twice()' of 'LoginViewModelInputs' is not in the generated code"])
    }

    func testAGenericMethodIsAWarningAndADifferenceNeverADroppedClause() {
        let (spec, warnings, differences) = Self.importAndCheck(Self.triplet(inputs: ["func select<Item: Hashable>(_ item: Item)"]))
        XCTAssertEqual(warnings, ["Login.swift:3:5: warning: 'select<Item: Hashable>(_ item: Item)' is not imported: it is generic"
            + " ('<Item: Hashable>'), and a spec's methods take no generic parameters"])
        XCTAssertFalse(spec?.contains("- select") == true)
        XCTAssertEqual(differences, ["Login.swift:3:5: error: 'func select<Item:Hashable>(_:Item)' of 'LoginViewModelInputs' is not in"
            + " the generated code"])
        // A spec that names the method anyway generates it without the clause: `--check` says so.
        let source = Self.triplet(inputs: ["func select<Item: Hashable>(_ item: Item)"])
        let edited = "viewmodel LoginViewModel:\n  dependencies:\n    - service: Int\n  inputs:\n    - select(_ item: Item)\n  outputs:\n"
            + "    - title: String\n"
        let found = SurfaceComparison.differences(handWritten: source, path: "Login.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(edited.utf8)))
        XCTAssertTrue(found.map(\.message).contains("'func select<Item:Hashable>(_:Item)' of 'LoginViewModelInputs' is not in the generated code"),
                      "\(found.map(\.formatted))")
    }

    func testModifiersAndAttributesOnMethodRequirementsAreWarningsAndDifferences() {
        for (line, word) in [("static func make()", "static"), ("mutating func bump()", "mutating"),
                             ("nonisolated func free()", "nonisolated"), ("@MainActor func isolated()", "@MainActor"),
                             ("@discardableResult func tap() -> Bool", "@discardableResult")] {
            let (_, warnings, differences) = Self.importAndCheck(Self.triplet(inputs: [line]))
            XCTAssertEqual(warnings.count, 1, "\(line): \(warnings)")
            XCTAssertTrue(warnings.first?.contains("is not imported: it is '\(word)', and the generated method is not") == true,
                          "\(line): \(warnings)")
            XCTAssertEqual(differences.count, 1, "\(line): \(differences)")
            XCTAssertTrue(differences.first?.contains("'\(word) func ") == true, "\(line): \(differences)")
        }
    }

    func testAGenericInitializerOrADependencyNamedWithARawIdentifierIsAWarningAndADifference() {
        let source = Self.triplet(inputs: ["func tap()"]).replacingOccurrences(
            of: "init(service: Int) {}", with: "init<S: Sendable>(service: S, `the clock`: Int) {}")
        let (spec, warnings, differences) = Self.importAndCheck(source)
        XCTAssertEqual(warnings, [
            "Login.swift:15:5: warning: 'init(service:the clock:)' of 'LoginViewModel' is generic ('<S: Sendable>'), and the generated"
                + " class's 'init' is not: its parameters are imported as they are written",
            "Login.swift:15:35: warning: 'the clock: Int' is not imported: 'the clock' is no name a spec can write (a spec's names are"
                + " Swift identifiers without backticks)",
        ])
        XCTAssertTrue(spec?.contains("    - service: S\n") == true, spec ?? "")
        XCTAssertEqual(differences, ["Login.swift:15:5: error: 'init<S: Sendable>(service: S, the clock: Int)' of 'LoginViewModel' is"
            + " 'init(service: S)' in the generated code"])
    }

    func testAsyncAndThrowsAreDifferencesInCheck() {
        // The import leaves the method out with a warning; a spec that names it anyway generates a plain method.
        let source = Self.triplet(inputs: ["func load() async throws", "func save() throws -> Bool"])
        let (_, warnings, _) = Self.importAndCheck(source)
        XCTAssertEqual(warnings.count, 2, "\(warnings)")
        let spec = "viewmodel LoginViewModel:\n  dependencies:\n    - service: Int\n  inputs:\n    - load\n    - save() -> Bool\n  outputs:\n"
            + "    - title: String\n"
        let found = SurfaceComparison.differences(handWritten: source, path: "Login.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(spec.utf8)))
            .map(\.formatted)
        XCTAssertTrue(found.contains("Login.swift:3:5: error: 'func load() async throws' of 'LoginViewModelInputs' is not in the generated code"),
                      "\(found)")
        XCTAssertTrue(found.contains("Login.swift:4:5: error: 'func save() throws->Bool' of 'LoginViewModelInputs' is not in the generated code"),
                      "\(found)")
    }

    // MARK: Declarations

    func testAnActorIsAWarningAndADifferenceAndKeepsItsInitializer() throws {
        let source = Self.triplet(inputs: ["func tap()"], classLine: "actor LoginViewModel")
        let (spec, warnings, differences) = Self.importAndCheck(source)
        XCTAssertEqual(warnings, ["Login.swift:12:1: warning: 'LoginViewModel' is an actor, and the generated view model is a final"
            + " class: call sites that 'await' its members or send it across actors change"])
        XCTAssertTrue(try XCTUnwrap(spec).contains("  dependencies:\n    - service: Int\n"), "the actor's initializer gives the dependencies")
        XCTAssertEqual(differences, ["Login.swift:12:1: error: 'LoginViewModel' is an actor here and a class in the generated code"])
    }

    func testAGlobalActorOnTheContractIsItsIsolationAndOneMissingIsAWarning() throws {
        let isolated = Self.triplet(inputs: ["func tap()"], protocolPrefix: "@MainActor ", classPrefix: "@MainActor ")
        let (spec, warnings, differences) = Self.importAndCheck(isolated)
        XCTAssertTrue(try XCTUnwrap(spec).contains("viewmodel LoginViewModel:\n  isolation: MainActor\n"), spec ?? "")
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(differences, [])
        // The protocols isolated, the class not: the spec isolates both, and says so at the class.
        let partly = Self.triplet(inputs: ["func tap()"], protocolPrefix: "@MainActor ")
        let (_, partlyWarnings, partlyDifferences) = Self.importAndCheck(partly)
        XCTAssertEqual(partlyWarnings, ["Login.swift:12:7: warning: 'LoginViewModel' is not '@MainActor', and the spec isolates the"
            + " whole contract to it ('isolation: MainActor'), this class too"])
        XCTAssertEqual(partlyDifferences, ["Login.swift:12:7: error: the generated 'LoginViewModel' is '@MainActor'"])
        // Without the import's `isolation:` line, `--check` says what the spec drops.
        let plain = "viewmodel LoginViewModel:\n  dependencies:\n    - service: Int\n  inputs:\n    - tap\n  outputs:\n    - title: String\n"
        let dropped = SurfaceComparison.differences(handWritten: isolated, path: "Login.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(plain.utf8)))
        XCTAssertEqual(dropped.map(\.message).filter { $0.contains("'@MainActor' here and not in the generated code") }.count, 4,
                       "\(dropped.map(\.formatted))")
    }

    /// A class that is not final is open to the app's subclasses: the spec says `final: false`, and the generated class
    /// is open too (`--check` agrees); in a file whose classes disagree, the final one is a warning and a difference.
    func testAClassThatIsNotFinalIsCarriedAsFinalFalse() throws {
        let source = Self.triplet(inputs: ["func tap()"], classLine: "class LoginViewModel",
                                  after: "final class SpecialLoginViewModel: LoginViewModel {}\n")
        let (spec, warnings, differences) = Self.importAndCheck(source)
        XCTAssertTrue(try XCTUnwrap(spec).contains("options:\n  framework: rxswift\n  styles: triplet\n  final: false\n"), spec ?? "")
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(differences, [])
        // Without the option, `--check` says what the spec closes.
        let closed = try XCTUnwrap(spec).replacingOccurrences(of: "  final: false\n", with: "")
        XCTAssertEqual(SurfaceComparison.differences(handWritten: source, path: "Login.swift",
                                                     spec: SpecSource(path: "s.vmspec", bytes: Array(closed.utf8))).besidesDeclarationsBeside.map(\.formatted),
                       ["Login.swift:12:1: error: 'LoginViewModel' is not final here and final in the generated code"])
        // A final class beside it in the same file: the spec's option is the file's.
        let mixed = source + Self.triplet(inputs: ["func open()"]).replacingOccurrences(of: "Login", with: "Signup")
            .replacingOccurrences(of: "import RxSwift\n", with: "")
        let (mixedSpec, mixedWarnings, mixedDifferences) = Self.importAndCheck(mixed)
        XCTAssertTrue(try XCTUnwrap(mixedSpec).contains("  final: false\n"), mixedSpec ?? "")
        XCTAssertEqual(mixedWarnings, ["Login.swift:29:7: warning: 'SignupViewModel' is final, and the spec's 'final: false' (for"
            + " 'LoginViewModel', which is not) opens the generated class: a spec's options are its file's"])
        XCTAssertEqual(mixedDifferences, ["Login.swift:29:7: error: 'SignupViewModel' is final here and not final in the generated code"])
        // `open`: public is as far as a spec's access goes, which other modules may not subclass.
        let openClass = Self.triplet(inputs: ["func tap()"], protocolPrefix: "public ", classLine: "open class LoginViewModel")
        let (openSpec, openWarnings, openDifferences) = Self.importAndCheck(openClass)
        XCTAssertTrue(try XCTUnwrap(openSpec).contains("  access: public\n  final: false\n"), openSpec ?? "")
        XCTAssertEqual(openWarnings, ["Login.swift:12:6: warning: 'LoginViewModel' is open, and the generated class is public"
            + " ('access: public', 'final: false'): a subclass of it in another module no longer compiles"])
        XCTAssertEqual(openDifferences, ["Login.swift:12:6: error: 'LoginViewModel' is open here and public in the generated code"])
    }

    func testProtocolsNestedInATypeAreWarningsAndDifferences() throws {
        let source = """
            import RxSwift
            enum Login {
                protocol ViewModelInputs { func tap() }
                protocol ViewModelOutputs { var title: Observable<String> { get } }
                protocol ViewModelType {
                    var inputs: ViewModelInputs { get }
                    var outputs: ViewModelOutputs { get }
                }
            }
            final class LoginViewModel: Login.ViewModelType, Login.ViewModelInputs, Login.ViewModelOutputs {
                var inputs: Login.ViewModelInputs { self }
                var outputs: Login.ViewModelOutputs { self }
                init(service: Int) {}
                func tap() {}
                let title: Observable<String> = .empty()
            }
            """
        let (spec, warnings, differences) = Self.importAndCheck(source)
        XCTAssertEqual(warnings, ["ViewModelInputs", "ViewModelOutputs", "ViewModelType"].enumerated().map { line, name in
            "Login.swift:\(line + 3):5: warning: '\(name)' is nested in 'Login', and the generated protocol is top-level: call sites that"
                + " name it 'Login.\(name)' change"
        })
        XCTAssertTrue(try XCTUnwrap(spec).contains("viewmodel LoginViewModel:\n  protocols: ViewModel\n  dependencies:\n    - service: Int\n"),
                      spec ?? "")
        XCTAssertEqual(differences.filter { $0.contains("is nested in 'Login' here and top-level in the generated code") }.count, 3,
                       "\(differences)")
    }

    func testATransformStyleViewModelsKindFinalityAndGlobalActorAreWarnedCarriedAndChecked() throws {
        func transform(_ line: String) -> String {
            """
            import RxSwift
            \(line) LoginViewModel {
                struct Input { let tap: Observable<Void> }
                struct Output { let title: Observable<String> }
                init(service: Int) {}
                func transform(input: Input) -> Output { fatalError() }
            }
            """
        }
        let (isolatedSpec, isolatedWarnings, isolatedDifferences) = Self.importAndCheck(transform("@MainActor final class"))
        XCTAssertTrue(try XCTUnwrap(isolatedSpec).contains("viewmodel LoginViewModel:\n  isolation: MainActor\n"), isolatedSpec ?? "")
        XCTAssertEqual(isolatedWarnings, [])
        XCTAssertEqual(isolatedDifferences, [])
        let (_, actorWarnings, actorDifferences) = Self.importAndCheck(transform("actor"))
        XCTAssertEqual(actorWarnings, ["Login.swift:2:1: warning: 'LoginViewModel' is an actor, and the generated view model is a final"
            + " class: call sites that 'await' its members or send it across actors change"])
        XCTAssertEqual(actorDifferences, ["Login.swift:2:1: error: 'LoginViewModel' is an actor here and a class in the generated code"])
        let (openSpec, openWarnings, openDifferences) = Self.importAndCheck(transform("class"))
        XCTAssertTrue(try XCTUnwrap(openSpec).contains("  styles: transform\n  final: false\n"), openSpec ?? "")
        XCTAssertEqual(openWarnings, [])
        XCTAssertEqual(openDifferences, [])
    }

    // MARK: The spec's text

    func testAPathOrATextWithLineBreaksInjectsNoSpecLine() throws {
        let folder = "a\nviewmodel Evil:\n  outputs:\n    - x: Int\n#/Login.swift"
        let result = SpecImporter.importFile(Self.triplet(inputs: ["func tap()"]), path: folder)
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.hasPrefix("# Imported by vmgen from a\\u{a}viewmodel Evil:\\u{a}  outputs:\\u{a}    - x: Int\\u{a}#/Login.swift.\n"),
                      spec)
        XCTAssertEqual(spec.components(separatedBy: "viewmodel ").count, 3, "the header's one, and the view model's")
        // A multi-line string as a default value: the member is left out, with a warning, and reads no spec line in.
        let multiline = Self.triplet(inputs: ["func tap()"]).replacingOccurrences(
            of: "init(service: Int) {}", with: "init(service: Int, text: String = \"\"\"\nviewmodel Evil:\n\"\"\") {}")
        let defaulted = SpecImporter.importFile(multiline, path: "Login.swift")
        let text = try XCTUnwrap(defaulted.specText)
        XCTAssertFalse(text.split(separator: "\n").contains { $0.hasPrefix("viewmodel Evil") }, text)
        XCTAssertTrue(defaulted.diagnostics.map(\.formatted).contains("Login.swift:15:24: warning: 'text: String = \"\"\" viewmodel Evil:"
            + " \"\"\"' is not imported: it spans several lines (a multi-line string literal), and a spec's member is one line"),
                      "\(defaulted.diagnostics.map(\.formatted))")
    }

    func testWhatTheSpecPipelineRefusesIsAnErrorAtTheMember() {
        let source = Self.triplet(inputs: ["func tap(_ x: inout Int)", "func other(_ y: Int...)"])
        let errors = SpecImporter.importFile(source, path: "Login.swift").diagnostics.filter { $0.severity == .error }.map(\.formatted)
        XCTAssertEqual(errors.map { $0.prefix(while: { $0 != " " }) }, ["Login.swift:3:5:", "Login.swift:4:5:"], "\(errors)")
    }
}
