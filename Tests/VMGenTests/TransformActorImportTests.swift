import Foundation
import VMGenCore
import XCTest

/// What `transform: @MainActor transform(...)` refuses, each where it stands and all in one run, and how `vmgen import`
/// reads `@MainActor func transform` (SeulMae's view models) into it, `--check` agreeing (#32).
final class TransformActorImportTests: XCTestCase {
    func testWhatIsNoGlobalActorOrConflictsIsALocatedError() {
        let base = "options:\n  framework: combine\n  styles: transform\n"
        let viewModel = "viewmodel A:\n  inputs:\n    - tap\n  outputs:\n    - done: Bool\n"
        for (options, lines, expected) in [
            ("  transform: @IBAction transform(input: Input) -> Output\n", "",
             ["a.vmspec:4:14: error: '@IBAction' is not an attribute the 'transform:' option takes; it takes"
                + " '@discardableResult' and one global actor ('@MainActor')"]),
            ("  transform: @nonisolated transform(input: Input) -> Output\n", "",
             ["a.vmspec:4:14: error: '@nonisolated' is not an attribute the 'transform:' option takes",
              "a.vmspec:4:14: note: a nonisolated method is the default: drop the attribute"]),
            // Two actors, and a repeated attribute, in one run.
            ("  transform: @MainActor @DatabaseActor @discardableResult @discardableResult transform(input: Input) -> Output\n", "",
             ["a.vmspec:4:25: error: 'transform' is isolated to one global actor, and '@MainActor' already isolates it",
              "a.vmspec:4:14: note: '@MainActor' written here",
              "a.vmspec:4:59: error: '@discardableResult' is written twice"]),
            // Another actor than the spec's isolation, the view model's own, or the async framework's main actor.
            ("  isolation: DatabaseActor\n  transform: @MainActor transform(input: Input) -> Output\n", "",
             ["a.vmspec:5:14: error: 'transform' is isolated to '@MainActor' and its view model to 'DatabaseActor':"
                + " 'isolation: DatabaseActor' isolates the view model, its logic and the method with it, so the method"
                + " cannot be on another actor",
              "a.vmspec:4:14: note: the view model's isolation is written here"]),
            ("  transform: @MainActor transform(input: Input) -> Output\n", "  isolation: DatabaseActor\n",
             ["a.vmspec:6:3: error: 'transform' is isolated to '@MainActor' and its view model to 'DatabaseActor'"]),
        ] {
            let spec = base + options + "viewmodel A:\n" + lines + String(viewModel.dropFirst("viewmodel A:\n".count))
            let diagnostics = Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(spec.utf8))]).diagnostics
                .flatMap { $0.formatted.split(separator: "\n").map(String.init) }
            for line in expected {
                XCTAssertTrue(diagnostics.contains { $0.hasPrefix(line) }, "\(line)\n\(diagnostics.joined(separator: "\n"))")
            }
        }
        let async = "options:\n  framework: async\n  styles: transform\n  transform: @DatabaseActor transform(input: Input) -> Output\n"
            + viewModel
        XCTAssertTrue(Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(async.utf8))]).diagnostics.map(\.formatted)
            .contains { $0.hasPrefix("a.vmspec:4:14: error: 'transform' is isolated to '@DatabaseActor' and its view model to"
                + " 'MainActor': the 'async' framework's view models are on the main actor") })
        // The same actor as the view model's is taken: the attribute repeats the class's, as Swift allows.
        let same = base + "  isolation: MainActor\n  transform: @MainActor transform(input: Input) -> Output\n" + viewModel
        XCTAssertEqual(Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(same.utf8))]).diagnostics.map(\.formatted), [])
    }

    /// A view model's own `isolation:` line is its actor, whatever the options say: the method's actor meets it, and
    /// the options' isolation (or the async framework's main actor) only where a view model takes it. The same actor on
    /// the line as the method's is taken under options of another or of none; another is refused where the line stands.
    func testAViewModelsOwnIsolationIsWhatTheMethodsActorMeets() throws {
        let viewModel = "  inputs:\n    - tap\n  outputs:\n    - done: Bool\n"
        func diagnostics(_ framework: String, _ options: String, _ lines: String, second: Bool = false) -> [String] {
            let spec = "options:\n  framework: \(framework)\n  styles: transform\n" + options + "viewmodel A:\n" + lines + viewModel
                + (second ? "viewmodel B:\n" + viewModel : "")
            return Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(spec.utf8))]).diagnostics.map {
                String($0.formatted.prefix { $0 != "\n" })
            }
        }
        let method = "  transform: @DatabaseActor transform(input: Input) -> Output\n"
        for (framework, options) in [("combine", "  isolation: MainActor\n" + method), ("combine", method + "  isolation: MainActor\n"),
                                     ("async", method)] {
            XCTAssertEqual(diagnostics(framework, options, "  isolation: DatabaseActor\n"), [], "\(framework): \(options)")
        }
        // Taken, it is generated on the actor and compiles in Swift 6, with its test support.
        try assertCompiles("options:\n  framework: combine\n  styles: transform\n  isolation: MainActor\n" + method
                           + "viewmodel A:\n  isolation: DatabaseActor\n" + viewModel,
                           support: "@globalActor actor DatabaseActor {\n    static let shared = DatabaseActor()\n}\n", swiftVersion: "6")
        // `isolation: none` on the line: the view model is on no actor, and the method on its own (not with async).
        XCTAssertEqual(diagnostics("combine", "  isolation: MainActor\n" + method, "  isolation: none\n"), [])
        // A view model without a line of its own beside it takes the options' isolation: refused where the options say it.
        XCTAssertEqual(diagnostics("combine", "  isolation: MainActor\n" + method, "  isolation: DatabaseActor\n", second: true), [
            "a.vmspec:5:14: error: 'transform' is isolated to '@DatabaseActor' and its view model to 'MainActor': 'isolation:"
                + " MainActor' isolates the view model, its logic and the method with it, so the method cannot be on another actor",
        ])
        // The reverse: the options' isolation the method's actor, the view model's own another: refused on its line.
        XCTAssertEqual(diagnostics("combine", "  isolation: DatabaseActor\n" + method, "  isolation: MainActor\n"), [
            "a.vmspec:7:3: error: 'transform' is isolated to '@DatabaseActor' and its view model to 'MainActor': 'isolation:"
                + " MainActor' isolates the view model, its logic and the method with it, so the method cannot be on another actor",
        ])
    }

    static let source = """
        import RxSwift

        final class SigninViewModel {
            struct Input {
                let tap: Observable<Void>
            }

            struct Output {
                let isLoading: Observable<Bool>
            }

            ATTRIBUTES func transform(_ input: Input) -> Output {
                Output(isLoading: input.tap.map { true })
            }
        }

        """

    private func imported(_ attributes: String, path: String = "Signin.swift") throws
        -> (spec: String?, warnings: [String], check: [String]) {
        let source = Self.source.replacingOccurrences(of: "ATTRIBUTES", with: attributes)
        let result = SpecImporter.importFile(source, path: path)
        guard let spec = result.specText else { return (nil, result.diagnostics.map(\.formatted), []) }
        let specSource = SpecSource(path: "a.vmspec", bytes: Array(spec.utf8))
        XCTAssertEqual(Generator.generate([specSource]).diagnostics.map(\.formatted), [], spec)
        let check = SurfaceComparison.differences(handWritten: source, path: path, spec: specSource)
        return (spec, result.diagnostics.map(\.formatted), check.map(\.formatted))
    }

    /// Written before `func` or on the line above, with `@discardableResult`, or an actor of the app's: carried exactly,
    /// and `--check` finds the surfaces equal.
    func testAGlobalActorOnTransformIsImportedAndCheckAgrees() throws {
        for (attributes, option) in [
            ("@MainActor", "@MainActor transform(_ input: Input) -> Output"),
            ("@MainActor\n    ", "@MainActor transform(_ input: Input) -> Output"),
            ("@discardableResult @MainActor", "@MainActor @discardableResult transform(_ input: Input) -> Output"),
            ("@DatabaseActor", "@DatabaseActor transform(_ input: Input) -> Output"),
        ] {
            let (spec, warnings, check) = try imported(attributes)
            XCTAssertEqual(warnings, [], attributes)
            XCTAssertTrue(spec?.contains("  transform: \(option)\n") == true, "\(attributes): \(spec ?? "")")
            XCTAssertEqual(check, [], attributes)
        }
        // On a class isolated to the same actor too: `isolation: MainActor` beside it.
        let (spec, warnings, check) = try imported("@MainActor", path: "S.swift")
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(check, [])
        _ = spec
        let isolated = Self.source.replacingOccurrences(of: "ATTRIBUTES", with: "@MainActor")
            .replacingOccurrences(of: "final class", with: "@MainActor final class")
        let result = SpecImporter.importFile(isolated, path: "S.swift")
        XCTAssertEqual(result.diagnostics.map(\.formatted), [])
        let text = try XCTUnwrap(result.specText)
        XCTAssertTrue(text.contains("  transform: @MainActor transform(_ input: Input) -> Output\n"), text)
        XCTAssertTrue(text.contains("  isolation: MainActor\n"), text)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: isolated, path: "S.swift", spec: SpecSource(path: "a.vmspec", bytes: Array(text.utf8))).map(\.formatted), [])
    }

    /// `@MainActor override func transform` of a class with a base class: the option writes the actor before `override`,
    /// as Swift does, and the generated method overrides on the main actor.
    func testAGlobalActorOnAnOverridingTransformIsWrittenBeforeOverride() throws {
        let source = Self.source.replacingOccurrences(of: "ATTRIBUTES", with: "@MainActor override")
            .replacingOccurrences(
                of: "final class SigninViewModel {",
                with: "final class SigninViewModel: BaseViewModel {\n    override init() {\n        super.init()\n    }\n")
        let result = SpecImporter.importFile(source, path: "Signin.swift")
        XCTAssertFalse(result.diagnostics.contains { $0.formatted.contains("transform") }, "\(result.diagnostics.map(\.formatted))")
        let text = try XCTUnwrap(result.specText)
        XCTAssertTrue(text.contains("  transform: @MainActor override func transform(_ input: Input) -> Output\n"), text)
        let generated = Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(text.utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        let code = generated.files.map(\.contents).joined()
        XCTAssertTrue(code.contains("    @MainActor\n    override func transform(_ input: Input) -> Output {"), code)
    }

    /// An `override func transform` of a class without an initializer of its own: the method says the first type it
    /// inherits is a base class, so the spec keeps it as `superclass:` and the method `override`.
    func testAnOverridingTransformAloneSaysTheClassHasABase() throws {
        let source = Self.source.replacingOccurrences(of: "ATTRIBUTES", with: "override")
            .replacingOccurrences(of: "final class SigninViewModel {", with: "final class SigninViewModel: BaseViewModel {")
        let result = SpecImporter.importFile(source, path: "Signin.swift")
        let text = try XCTUnwrap(result.specText)
        XCTAssertTrue(text.contains("  transform: override func transform(_ input: Input) -> Output\n"), text)
        XCTAssertTrue(text.contains("  superclass: BaseViewModel\n"), text)
        XCTAssertFalse(text.contains("conforms: BaseViewModel"), text)
    }

    /// Another attribute, a `nonisolated` method of an isolated class, or an actor other than the class's: a warning naming it where the
    /// method stands, and a difference in `--check` there.
    func testWhatTheOptionCannotCarryIsAWarningWhereTheMethodStands() throws {
        for (attributes, warning) in [
            ("@available(iOS 15, *)", "Signin.swift:12:27: warning: '@available' on 'SigninViewModel.transform' is not imported: the"
                + " generated 'transform' takes '@discardableResult' and one global actor ('transform:'), which the spec"
                + " cannot give another attribute"),
        ] {
            let (_, warnings, check) = try imported(attributes)
            XCTAssertEqual(warnings, [warning], attributes)
            XCTAssertTrue(check.contains { $0.hasPrefix("Signin.swift:12:") }, "\(attributes): \(check)")
        }
        // `nonisolated` on a class isolated to a global actor (on a nonisolated one it is what the generated method is).
        let nonisolated = Self.source.replacingOccurrences(of: "ATTRIBUTES", with: "nonisolated")
            .replacingOccurrences(of: "final class", with: "@MainActor final class")
        let read = SpecImporter.importFile(nonisolated, path: "Signin.swift")
        XCTAssertEqual(read.diagnostics.map(\.formatted), [
            "Signin.swift:12:17: warning: 'nonisolated' on 'SigninViewModel.transform' is not imported: the generated"
                + " 'transform' is on the class's actor, or on the global actor 'transform:' names",
        ])
        XCTAssertTrue(SurfaceComparison.differences(
            handWritten: nonisolated, path: "Signin.swift", spec: SpecSource(path: "a.vmspec", bytes: Array(try XCTUnwrap(read.specText).utf8)))
            .contains { $0.formatted.hasPrefix("Signin.swift:12:") })
        XCTAssertEqual(try imported("nonisolated").warnings, [])
        // An actor other than the class's: the class's is the spec's isolation, the method's is not carried.
        let other = Self.source.replacingOccurrences(of: "ATTRIBUTES", with: "@DatabaseActor")
            .replacingOccurrences(of: "final class", with: "@MainActor final class")
        let result = SpecImporter.importFile(other, path: "Signin.swift")
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            "Signin.swift:12:20: warning: '@DatabaseActor' on 'SigninViewModel.transform' is not imported: 'SigninViewModel'"
                + " is '@MainActor', and the generated method is on the class's actor",
        ])
        let text = try XCTUnwrap(result.specText)
        XCTAssertFalse(text.contains("@DatabaseActor"), text)
        XCTAssertTrue(SurfaceComparison.differences(
            handWritten: other, path: "Signin.swift", spec: SpecSource(path: "a.vmspec", bytes: Array(text.utf8)))
            .contains { $0.formatted.hasPrefix("Signin.swift:12:") })
    }
}
