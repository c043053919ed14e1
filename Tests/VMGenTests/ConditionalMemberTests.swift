import Foundation
import VMGenCore
import XCTest

/// Members that exist only in some builds (`- @if(DEBUG) debugMenuTapped()`), as hand-written triplets declare them
/// inside `#if`: every line that names one stands inside `#if`, and the code that names every member in one call is
/// written once for each combination of conditions.
final class ConditionalMemberTests: XCTestCase {
    /// A triplet with conditional members of every kind the framework has, and the SwiftUI styles' stored values and
    /// events, compiled with their test support in every framework, with the condition set and without it.
    func testMembersUnderIfCompileInEveryFrameworkWithAndWithoutTheirCondition() throws {
        for framework in Framework.allCases {
            let streams = framework != .closures
            let triplet = """
                options:
                  framework: \(framework.name)
                  styles: triplet
                  access: \(framework == .combine || framework == .async ? "public" : "internal")
                viewmodel SettingsViewModel:
                  dependencies:
                    - store: Int = 1
                  inputs:
                    - viewDidLoad
                    /// Shows the debug menu.
                    - @if(DEBUG) debugMenuTapped()
                    - @if(os(Linux) || DEBUG) rename(to name: String)
                \(streams ? "    - @if(DEBUG) noteShouldChange(to text: String) -> Bool\n" : "")\
                  outputs:
                    - title: String = ""
                    - @if(DEBUG) debugText: String
                \(streams ? "    - @if(DEBUG) isStaging() -> Bool\n    - @if(!DEBUG) @constant releaseName: String\n" : "")\
                  errors:
                    - @if(DEBUG) debugFailure: String
                """
            let swiftUI = """
                options:
                  framework: \(framework.name)
                  styles: observable, published
                viewmodel SettingsScreenViewModel:
                  inputs:
                    - @if(DEBUG) debugMenuTapped()
                    - refresh
                  outputs:
                    - @if(DEBUG) debugText: String = ""
                    - @if(DEBUG) @signal debugShown: Void
                    - title: String?
                """
            for defines in [[], ["DEBUG"]] {
                try assertCompiles(triplet, defines: defines)
            }
            // The SwiftUI styles share the triplet's init and input methods: with the condition set is enough.
            try assertCompiles(swiftUI, defines: ["DEBUG"])
        }
    }

    func testTheCodeThatNamesEveryMemberIsWrittenOnceForEachBuild() throws {
        let text = try XCTUnwrap(TestSupport.render("""
            options:
              framework: combine
            viewmodel SettingsViewModel:
              inputs:
                - viewDidLoad
                - @if(DEBUG) debugMenuTapped()
              outputs:
                - title: String
                - @if(DEBUG && !targetEnvironment(simulator)) debugText: String
            """, style: .triplet))
        XCTAssertTrue(text.contains("""
            protocol SettingsViewModelInputs {
                func viewDidLoad()
                #if DEBUG
                func debugMenuTapped()
                #endif
            }
            """), text)
        XCTAssertTrue(text.contains("""
                    #if DEBUG
                    let output = SettingsViewModelLogic.transform(
                        SettingsViewModelLogic.Input(
                            viewDidLoad: viewDidLoadSubject.eraseToAnyPublisher(),
                            debugMenuTapped: debugMenuTappedSubject.eraseToAnyPublisher()
                        )
                    )
                    #else
                    let output = SettingsViewModelLogic.transform(
                        SettingsViewModelLogic.Input(viewDidLoad: viewDidLoadSubject.eraseToAnyPublisher())
                    )
                    #endif
                    title = output.title.share().eraseToAnyPublisher()
                    #if DEBUG && !targetEnvironment(simulator)
                    debugText = output.debugText.share().eraseToAnyPublisher()
                    #endif
            """), text)
    }

    func testEachCombinationOfConditionsIsOneBranch() {
        XCTAssertEqual(CompileCondition.branches([]).map(\.directive), [""])
        XCTAssertEqual(CompileCondition.branches(["DEBUG"]).map(\.directive), ["#if DEBUG", "#else"])
        XCTAssertEqual(
            CompileCondition.branches(["DEBUG", "os(iOS) || os(tvOS)"]).map(\.directive),
            ["#if DEBUG && (os(iOS) || os(tvOS))", "#elseif !DEBUG && (os(iOS) || os(tvOS))",
             "#elseif DEBUG && !(os(iOS) || os(tvOS))", "#else"])
        XCTAssertEqual(CompileCondition.branches(["A", "B", "C"]).count, 8)
        // No build has DEBUG and not DEBUG: 3 branches, not 8.
        XCTAssertEqual(
            CompileCondition.branches(["DEBUG", "!DEBUG", "DEBUG && os(iOS)"]).map(\.directive),
            ["#if DEBUG && (DEBUG && os(iOS))", "#elseif !DEBUG && !(DEBUG && os(iOS))", "#else"])
        XCTAssertEqual(CompileCondition.branchCount(["DEBUG", "!DEBUG", "DEBUG && os(iOS)"]), 3)
        XCTAssertEqual(CompileCondition.branches(["A", "B"])[1].holds, ["B"])
        XCTAssertEqual(CompileCondition.negated("!DEBUG"), "DEBUG")
        XCTAssertEqual(CompileCondition.negated("(A || B)"), "!(A || B)")
        XCTAssertEqual(CompileCondition.negated("(A) || (B)"), "!((A) || (B))")
        XCTAssertEqual(CompileCondition.normalized("  os( iOS )   &&  DEBUG "), "os(iOS) && DEBUG")
    }

    func testEveryProblemWithIfIsLocatedInOneRun() {
        XCTAssertEqual(TestSupport.diagnostics("""
            viewmodel A:
              inputs:
                - @if(DEBUG") tap
                - @if(DEBUG)) tap2
                - @if DEBUG tap3
                - @if(DEBUG) @if(BETA) tap4
                - @if() tap5
            viewmodel B:
              inputs:
                - @if(A) a
                - @if(B) b
                - @if(C) c
                - @if(D) d
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:3:16: error: '\"' cannot stand in an #if condition of '@if'",
            "t.vmspec:4:17: error: expected an input name, found ')'",
            "t.vmspec:5:11: error: expected '(' and a condition after '@if', as in '@if(DEBUG)'",
            "t.vmspec:6:18: error: a member takes one '@if'; join the conditions with '&&'",
            "t.vmspec:7:11: error: expected a condition, such as 'DEBUG' of '@if'",
            "t.vmspec:13:7: error: the '@if' conditions of view model 'B' make more than 8 different builds; vmgen writes the call that builds its contract once for each",
        ])
        XCTAssertEqual(TestSupport.diagnostics("""
            options:
              styles: triplet, transform
            viewmodel A:
              outputs:
                - @if(DEBUG) debugText: String
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:7: error: a member under '@if' is for the triplet, observable and published styles, and this spec also renders the 'transform' style",
        ])
    }

    /// A condition must be one Swift reads: what it would refuse (spacing around operators, a bare number, an empty or
    /// versionless call, `!!`) is refused where it stands, not written into code that does not compile.
    func testAConditionSwiftWouldRefuseIsRefusedWhereItStands() {
        for condition in ["! DEBUG", "A &&B", "A B", "A &&", "A, B", "1", "A.B", "os()", "swift(5.9)", "!!A", "A = B", "()"] {
            let diagnostics = TestSupport.diagnostics("viewmodel V:\n  inputs:\n    - @if(\(condition)) tap\n")
            XCTAssertEqual(diagnostics.count, 1, condition)
            XCTAssertTrue(diagnostics.first?.hasPrefix("t.vmspec:3:11: error: '\(condition)' is no condition Swift reads") == true,
                          "\(condition): \(diagnostics)")
        }
        for condition in ["DEBUG", "!DEBUG", "A&&B", "A && !B", "swift(>=5.9)", "compiler(<6.0) || os(iOS)",
                          "(A || B) && canImport(UIKit)", "targetEnvironment(simulator)", "true"] {
            XCTAssertEqual(TestSupport.diagnostics("viewmodel V:\n  inputs:\n    - @if(\(condition)) tap\n"), [], condition)
        }
    }

    /// Which builds a view model's conditions make is found by trying each value of the names they are made of once:
    /// twelve correlated conditions over ten names are quick, and make the builds they make.
    func testCorrelatedConditionsOverManyNamesAreCountedByTheirNames() {
        let all = "(A0 && A1 && A2 && A3 && A4 && A5 && A6 && A7 && A8 && A9)"
        let any = "(A0 || A1 || A2 || A3 || A4 || A5 || A6 || A7 || A8 || A9)"
        let first = "(A0 && !A9)"
        let conditions = [all, any, first, "\(all) && \(any)", "\(all) || \(first)", "\(any) && \(first)",
                          "!\(all) && \(any)", "\(all) || \(any) || \(first)", "!\(any) || \(first)", "\(all) && !\(first)",
                          "\(any) || !\(first)", "!(\(all) || \(first))"]
        // Every name true; A0 alone; none; another one alone: four builds, whatever the other names say.
        XCTAssertEqual(CompileCondition.branchCount(conditions), 4)
        let spec = "options:\n  framework: closures\nviewmodel V:\n  inputs:\n"
            + conditions.enumerated().map { "    - @if(\($1)) tap\($0)\n" }.joined()
        XCTAssertEqual(TestSupport.diagnostics(spec), [])
    }

    /// `vmgen import` carries members inside `#if` (`#elseif`, `#else` and nested blocks included) into the spec under
    /// `@if`, and what it generates has the same surface.
    func testImportCarriesMembersInsideIfAndTheSurfaceIsTheSame() throws {
        let source = """
            import RxSwift

            protocol SettingsViewModelInputs {
                func viewDidLoad()
                #if DEBUG
                /// Shows the debug menu.
                func debugMenuTapped()
                #if os(iOS)
                func shakeDetected()
                #endif
                #elseif BETA
                func feedbackTapped()
                #else
                func rateAppTapped()
                #endif
            }

            protocol SettingsViewModelOutputs {
                var title: Observable<String> { get }
                #if DEBUG || BETA
                var buildNumber: Observable<String> { get }
                #endif
            }

            protocol SettingsViewModelType {
                var inputs: SettingsViewModelInputs { get }
                var outputs: SettingsViewModelOutputs { get }
            }

            final class SettingsViewModel: SettingsViewModelType, SettingsViewModelInputs, SettingsViewModelOutputs {
                var inputs: SettingsViewModelInputs { self }
                var outputs: SettingsViewModelOutputs { self }
                init() { fatalError() }
                func viewDidLoad() {}
                #if DEBUG
                func debugMenuTapped() {}
                #if os(iOS)
                func shakeDetected() {}
                #endif
                #elseif BETA
                func feedbackTapped() {}
                #else
                func rateAppTapped() {}
                #endif
                let title: Observable<String>
                #if DEBUG || BETA
                let buildNumber: Observable<String>
                #endif
            }
            """
        let imported = SpecImporter.importFile(source, path: "Settings.swift")
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("""
              inputs:
                - viewDidLoad
                /// Shows the debug menu.
                - @if(DEBUG) debugMenuTapped
                - @if(DEBUG && os(iOS)) shakeDetected
                - @if(!DEBUG && BETA) feedbackTapped
                - @if(!DEBUG && !BETA) rateAppTapped
              outputs:
                - title: String
                - @if(DEBUG || BETA) buildNumber: String
            """), spec)
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "Settings.swift", spec: SpecSource(path: "Settings.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.formatted), [])
        // A member in other builds is another surface.
        let unconditional = spec.replacingOccurrences(of: "@if(DEBUG) debugMenuTapped", with: "debugMenuTapped")
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "Settings.swift",
            spec: SpecSource(path: "Settings.vmspec", bytes: Array(unconditional.utf8))
        ).map { String($0.formatted.prefix { $0 != "\n" }) }, [
            "Settings.swift:7:5: error: '#if DEBUG func debugMenuTapped()' of 'SettingsViewModelInputs' is not in the generated code",
            "Settings.swift:3:1: error: the generated 'SettingsViewModelInputs' adds 'func debugMenuTapped()'",
        ])
        try assertCompiles(spec, defines: ["DEBUG"])
        try assertCompiles(spec, defines: ["BETA"])
    }

    /// A triplet protocol declared inside `#if` (or once in each branch) is read where it first stands, with a warning,
    /// and `--check` says the generated one is in every build.
    func testAProtocolInsideIfIsAWarningAndADifference() throws {
        let source = """
            import RxSwift
            #if DEBUG
            protocol FeedViewModelInputs { func tap(); func debugTap() }
            #else
            protocol FeedViewModelInputs { func tap() }
            #endif
            protocol FeedViewModelOutputs { var items: Observable<[String]> { get } }
            protocol FeedViewModelType {
                var inputs: FeedViewModelInputs { get }
                var outputs: FeedViewModelOutputs { get }
            }
            """
        let imported = SpecImporter.importFile(source, path: "Feed.swift")
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [
            "Feed.swift:3:1: warning: 'FeedViewModelInputs' stands inside '#if DEBUG': vmgen reads this declaration of it, and"
                + " the generated protocol is in every build",
        ])
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "Feed.swift",
            spec: SpecSource(path: "F.vmspec", bytes: Array(try XCTUnwrap(imported.specText).utf8))
        ).map(\.formatted), [
            "Feed.swift:3:1: error: protocol 'FeedViewModelInputs' stands inside '#if DEBUG' here and in every build in the"
                + " generated code",
        ])
    }

    /// What import cannot write under `@if` it says, where it stands: a member declared once in each branch (a spec
    /// names each member once), and a condition with what no `@if` takes.
    func testImportSaysWhatItCannotCarryFromIf() throws {
        let source = """
            import RxSwift
            protocol PlayerViewModelInputs {
                #if os(iOS)
                func play(at rate: Float)
                #else
                func play(at rate: Float)
                #endif
                #if compiler(>=5.9) && "x"
                func stop()
                #endif
            }
            protocol PlayerViewModelOutputs {
                var isPlaying: Observable<Bool> { get }
            }
            protocol PlayerViewModelType {
                var inputs: PlayerViewModelInputs { get }
                var outputs: PlayerViewModelOutputs { get }
            }
            final class PlayerViewModel: PlayerViewModelType, PlayerViewModelInputs, PlayerViewModelOutputs {
                var inputs: PlayerViewModelInputs { self }
                var outputs: PlayerViewModelOutputs { self }
                let isPlaying: Observable<Bool>
                init() { fatalError() }
                func play(at rate: Float) {}
                func stop() {}
            }
            """
        let imported = SpecImporter.importFile(source, path: "Player.swift")
        XCTAssertEqual(imported.diagnostics.map { String($0.formatted.prefix { $0 != "\n" }) }, [
            "Player.swift:6:5: warning: 'play(at rate: Float)' is not imported: 'play(at:)' is declared again, in another"
                + " branch of an #if; a spec names each member once",
            "Player.swift:9:5: warning: 'stop()' is not imported: it stands inside '#if compiler(>=5.9) && \"x\"', and '\"'"
                + " cannot stand in an #if condition",
        ])
        XCTAssertTrue(try XCTUnwrap(imported.specText).contains("- @if(os(iOS)) play(at rate: Float)"))
    }
}
