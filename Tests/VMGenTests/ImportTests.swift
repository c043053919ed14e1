import Foundation
import VMGenCore
import XCTest

/// `vmgen import`: Swift read by vmgen's own tokenizer and declaration reader, hand-written triplet view models turned
/// into specs, and specs that generate the same protocols as the code they came from.
final class ImportTests: XCTestCase {
    private func tokens(_ source: String) -> [SwiftToken] {
        SwiftTokenizer.tokenize(source, path: "t.swift").tokens
    }

    func testTheTokenizerKnowsCommentsStringsAndDocs() {
        let source = #"""
            /* a /* nested */ comment with "quotes" */ let a = "x\(f("}", g(")"))) y" // ) } {
            /// Doc one.
            /** Doc two.
             * Doc three.
             */
            let b = #"raw "\(not)" string"# + """
              multi "line" \(1 + (2))
              """
            @MainActor func `default`(_ x: Int) -> [String: Int]? {}
            """#
        let found = tokens(source)
        XCTAssertEqual(found.filter { $0.kind == .string }.count, 3)
        XCTAssertEqual(found.filter { $0.kind == .documentation }.map(\.text), ["Doc one.", "Doc two.", "Doc three."])
        XCTAssertEqual(found.first { $0.isWord("b") }?.location, SourceLocation(line: 6, column: 5))
        XCTAssertTrue(found.contains { $0.kind == .attribute && $0.text == "MainActor" })
        XCTAssertTrue(found.contains { $0.isWord("default") }, "backticks are not part of the name")
        XCTAssertEqual(found.filter { $0.isPunctuation("{") }.count, 1, "braces in strings and comments are not tokens")

        for (broken, message) in [("let a = \"open", "unterminated string literal"), ("/* never closed", "unterminated comment")] {
            let diagnostics = SwiftTokenizer.tokenize(broken, path: "t.swift").diagnostics.map(\.formatted)
            XCTAssertEqual(diagnostics, ["t.swift:1:\(broken.hasPrefix("let") ? 9 : 1): error: \(message)"])
        }
    }

    func testTheReaderFindsProtocolsMembersAndInitializers() {
        let source = """
            public protocol AInputs {
              /// Configures.
              func configure(with model: Model,
                             at index: Int)
              #if DEBUG
              func debug()
              #endif
            }
            final class A: AType { // a comment
              private(set) var x = [1, 2].map { $0 > 1 }
              init(service: Service = Service(name: "a, b"), _ clock: Clock) { body(); if x < y { } }
            }
            """
        let declarations = SwiftDeclarationReader.read(tokens(source))
        XCTAssertEqual(declarations.map(\.name), ["AInputs", "A"])
        let configure = declarations[0].members[0]
        XCTAssertEqual(configure.docs, ["Configures."])
        XCTAssertEqual(configure.parameters.map { [$0.label ?? "-", $0.name, $0.type] }, [["with", "model", "Model"], ["at", "index", "Int"]])
        XCTAssertTrue(declarations[0].members[1].isConditional)
        XCTAssertEqual(declarations[0].access, "public")
        XCTAssertEqual(declarations[1].inheritance, ["AType"])
        let initializer = declarations[1].members.first { $0.kind == .`init` }
        XCTAssertEqual(initializer?.parameters.map(\.defaultValue), ["Service(name: \"a, b\")", nil])
        XCTAssertEqual(initializer?.parameters.map(\.label), [nil, "_"])
    }

    /// Every generated view model of the four Inputs/Outputs styles (each alone, with its logic contract in its file) is
    /// hand-written code as far as import knows: importing it
    /// and generating the spec again gives the same surface, member for member, in every framework.
    func testEveryTripletAndTransformGoldenRoundTripsThroughImport() throws {
        var checked = 0
        for fixture in TestSupport.fixtures {
            for framework in TestSupport.frameworks(of: fixture) {
              for style in [Style.triplet, .transform, .subject, .function] {
                // The style alone, as a team that writes it by hand has it: one file, named as the view model.
                guard (try? FileManager.default.contentsOfDirectory(atPath: fixture.goldenFolder(framework).path))?
                    .contains(where: { $0.hasSuffix(".\(style.name).swift") }) == true else { continue }
                var overrides = fixture.overrides(framework)
                overrides.styles = StyleSelection(styles: [style])
                let alone = Generator.generate([try fixture.source()], overrides: overrides)
                let generated = try XCTUnwrap(alone.files.first, "\(fixture.name) \(framework) \(style)")
                let golden = URL(fileURLWithPath: generated.relativePath)
                let code = generated.contents
                let imported = SpecImporter.importFile(code, path: golden.lastPathComponent)
                XCTAssertEqual(imported.diagnostics.map(\.formatted), [], "\(fixture.name) \(framework)")
                let spec = try XCTUnwrap(imported.specText, "\(fixture.name) \(framework)")
                XCTAssertTrue(spec.contains("framework: \(framework.name)"), "\(framework) recognised from the types:\n\(spec)")
                XCTAssertTrue(spec.contains("styles: \(style.name)"), spec)
                let differences = SurfaceComparison.differences(
                    handWritten: code, path: golden.lastPathComponent,
                    spec: SpecSource(path: "imported.vmspec", bytes: Array(spec.utf8)))
                XCTAssertEqual(differences.map(\.formatted), [], "\(fixture.name) \(framework) \(style):\n\(spec)")
                checked += 1
              }
            }
        }
        XCTAssertEqual(checked, 5 * 6 + 3 * 5 * 5, "every example's triplet in every framework, its other Inputs/Outputs"
                       + " styles in the five with streams")
    }

    func testWhatCannotBeCarriedOverIsAWarningAndACommentWhereItStood() {
        let source = """
            protocol ScreenViewModelInputs {
              func viewDidLoad()
              func shouldChange(text: String) async -> Bool
            }
            protocol ScreenViewModelOutputs {
              var title: Signal<String, Never> { get }
              var selectedTab: Tab { get }
              var items: Observable<[Item]> { get }
            }
            protocol ScreenViewModelType {
              var inputs: ScreenViewModelInputs { get }
              var outputs: ScreenViewModelOutputs { get }
            }
            final class ScreenViewModel: ScreenViewModelType {
              init(api: API, scheduler when: Scheduler) {}
            }
            """
        let result = SpecImporter.importFile(source, path: "Screen.swift")
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            "Screen.swift:3:3: warning: 'shouldChange(text: String) async -> Bool' is not imported: it is 'async', and an input"
                + " of every style is a method that sends the call into the logic and returns at once, never waiting for the"
                + " work or throwing: callers that await its work or catch what it throws would change, so the method stays"
                + " hand-written",
            "Screen.swift:7:3: note: 'selectedTab: Tab' is imported as a constant ('@constant'), which the logic computes"
                + " once when the view model is made; if it changes while the view model lives, make it a stream",
            "Screen.swift:8:3: warning: 'items: Observable<[Item]>' is not imported: it is a rxswift stream in a view model of reactiveswift streams",
        ])
        XCTAssertEqual(result.specText, """
            # Imported by vmgen from Screen.swift.
            # Lines starting with '# not imported' name what vmgen could not carry over: see the warnings.
            options:
              framework: reactiveswift
              styles: triplet

            viewmodel ScreenViewModel:
              dependencies:
                - api: API
                - scheduler when: Scheduler
              inputs:
                - viewDidLoad
                # not imported: shouldChange(text: String) async -> Bool: it is 'async', and an input of every style is a method that sends the call into the logic and returns at once, never waiting for the work or throwing: callers that await its work or catch what it throws would change, so the method stays hand-written
              outputs:
                - title: String
                - @constant selectedTab: Tab
                # not imported: items: Observable<[Item]>: it is a rxswift stream in a view model of reactiveswift streams

            """)
    }

    /// Kickstarter's older view models (ReactiveSwift 5 with Result) spell outputs `Signal<T, NoError>`: imported as
    /// `@failure(NoError)`, and `()` as `()`, so the generated protocols keep the team's spelling and `--check` finds
    /// them the same.
    func testResultsNoErrorIsKeptAsTheTeamSpellsIt() throws {
        let source = """
            public protocol ChangePasswordViewModelInputs {
              func saveButtonTapped()
            }
            public protocol ChangePasswordViewModelOutputs {
              var saveButtonIsEnabled: Signal<Bool, NoError> { get }
              var dismissKeyboard: Signal<(), NoError> { get }
            }
            public protocol ChangePasswordViewModelType {
              var inputs: ChangePasswordViewModelInputs { get }
              var outputs: ChangePasswordViewModelOutputs { get }
            }
            """
        let result = SpecImporter.importFile(source, path: "ChangePassword.swift")
        XCTAssertEqual(result.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("framework: reactiveswift"), spec)
        XCTAssertTrue(spec.contains("- @failure(NoError) saveButtonIsEnabled: Bool"), spec)
        XCTAssertTrue(spec.contains("- @failure(NoError) dismissKeyboard: ()\n"), spec)
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "ChangePassword.swift", spec: SpecSource(path: "C.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.formatted), [])
    }

    /// Protocols named otherwise than their class (a typo call sites depend on) keep both names: `protocols:`.
    func testProtocolsNamedOtherwiseThanTheClassKeepBothNames() throws {
        let source = """
            protocol ActitiviesViewModelInputs { func refresh() }
            protocol ActitiviesViewModelOutputs { var count: Signal<Int, Never> { get } }
            protocol ActitiviesViewModelType {
                var inputs: ActitiviesViewModelInputs { get }
                var outputs: ActitiviesViewModelOutputs { get }
            }
            final class ActivitiesViewModel: ActitiviesViewModelType, ActitiviesViewModelInputs, ActitiviesViewModelOutputs {
                var inputs: ActitiviesViewModelInputs { self }
                var outputs: ActitiviesViewModelOutputs { self }
                let count: Signal<Int, Never>
                func refresh() {}
            }
            """
        let result = SpecImporter.importFile(source, path: "Activities.swift")
        XCTAssertEqual(result.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("viewmodel ActivitiesViewModel:\n  protocols: ActitiviesViewModel\n"), spec)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "Activities.swift", spec: SpecSource(path: "a.vmspec", bytes: Array(spec.utf8))
        ).map(\.formatted), [])
    }

    /// Protocols that share no one prefix (the cell's `Inputs` and `Outputs` without `ViewModel`, its `Type` with it,
    /// its errors' named otherwise) are found through the `Type` protocol's members, and each is named in full.
    func testProtocolsFoundThroughTheTypeProtocolAreNamedInFull() throws {
        let source = """
            public protocol ActivityCellInputs { func configure(with value: Int) }
            public protocol ActivityCellOutputs { var title: Signal<String, Never> { get } }
            public protocol ActivityCellFailures { var failed: Signal<String, Never> { get } }
            public protocol ActivityCellViewModelType {
                var inputs: ActivityCellInputs { get }
                var outputs: any ActivityCellOutputs { get }
                var errors: ActivityCellFailures { get }
            }
            public final class ActivityCellViewModel: ActivityCellViewModelType, ActivityCellInputs, ActivityCellOutputs,
                ActivityCellFailures {
                public init() {}
            }
            """
        let result = SpecImporter.importFile(source, path: "ActivityCell.swift")
        XCTAssertEqual(result.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("""
            viewmodel ActivityCellViewModel:
              protocols: ActivityCellInputs, ActivityCellOutputs, ActivityCellViewModelType, ActivityCellFailures

            """), spec)
        XCTAssertTrue(spec.contains("  errors:\n    - failed: String\n"), spec)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "ActivityCell.swift", spec: SpecSource(path: "a.vmspec", bytes: Array(spec.utf8))
        ).map(\.formatted), [])
        // The errors' protocol is compared too: a member it lacks is a difference.
        let edited = spec.replacingOccurrences(of: "  errors:\n    - failed: String\n", with: "  errors:\n    - lost: String\n")
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "ActivityCell.swift", spec: SpecSource(path: "a.vmspec", bytes: Array(edited.utf8))
        ).map { String($0.formatted.prefix { $0 != "\n" }) }, [
            "ActivityCell.swift:3:40: error: 'var failed:Signal<String,Never>{get}' of 'ActivityCellFailures' is not in the generated code",
            "ActivityCell.swift:3:8: error: the generated 'ActivityCellFailures' adds 'var lost:Signal<String,Never>{get}'",
        ])
    }

    /// Overloaded inputs (a convenience `configureWith` beside the full one, as real view models declare) would share
    /// a stream name: the later one is named after all its labels, and the spec regenerates both methods.
    func testOverloadedInputsGetStreamNamesOfTheirOwn() throws {
        let source = """
            protocol PageViewModelInputs {
                func configureWith(project: Int, refTag: String?)
                func configureWith(project: Int, refTag: String?, token: String?)
                func configureWith(project: Int, refTag: String?, secret: String?)
            }
            protocol PageViewModelOutputs { var title: Signal<String, Never> { get } }
            protocol PageViewModelType {
                var inputs: PageViewModelInputs { get }
                var outputs: PageViewModelOutputs { get }
            }
            final class PageViewModel: PageViewModelType, PageViewModelInputs, PageViewModelOutputs {}
            """
        let result = SpecImporter.importFile(source, path: "Page.swift")
        XCTAssertEqual(result.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("""
                - configureWith(project: Int, refTag: String?)
                - configureWith(project: Int, refTag: String?, token: String?) as configureWithProjectRefTagToken
                - configureWith(project: Int, refTag: String?, secret: String?) as configureWithProjectRefTagSecret

            """), spec)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "Page.swift", spec: SpecSource(path: "a.vmspec", bytes: Array(spec.utf8))
        ).map(\.formatted), [])
    }
}
