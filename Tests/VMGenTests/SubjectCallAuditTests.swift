import Foundation
import VMGenCore
import XCTest

/// An audit of `@call` inputs in the subject-bridged style (#32), beside a weak dependency: each call reaches the logic
/// once with its arguments (OpenCombine), through the view model, its probe and its fake; a `@call` named like a member
/// of the fake, and what a Swift signature adds, are located errors; bad lines on the command line are all reported and
/// nothing is written; the line mangled anywhere is located or clean. What compiles: `SubjectCallCompileTests`.
final class SubjectCallAuditTests: XCTestCase {
    static let spec = """
        options:
          framework: combine
          styles: subject

        viewmodel SignInViewModel:
          dependencies:
            - auth: AuthService
            - weak var coordinator: SignInCoordinator
          inputs:
            - email(_ value: String)
            - @call signIn(email: String, password: String)
            - @call reload
            - @call var isRemembered: Bool = false
            - @latest @call select(row: Int)
          outputs:
            - attempts: String
        """

    static let logic = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif

        protocol AuthService {}
        protocol SignInCoordinator: AnyObject {}

        extension SignInViewModelLogic {
            static func transform(_ input: Input, auth: AuthService) -> Output {
                // OpenCombine has no `Merge`: the streams in one, as the one-stream event transform merges them.
                Output(attempts: [
                    input.email.map { "email \\($0)" }.eraseToAnyPublisher(),
                    input.signIn.map { "signIn \\($0.email) \\($0.password)" }.eraseToAnyPublisher(),
                    input.reload.map { "reload" }.eraseToAnyPublisher(),
                    input.isRemembered.map { "remembered \\($0)" }.eraseToAnyPublisher(),
                    input.select.map { "select \\($0)" }.eraseToAnyPublisher(),
                ].publisher.flatMap { $0 }.eraseToAnyPublisher())
            }
        }

        """

    static let program = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif

        struct Auth: AuthService {}
        final class AppCoordinator: SignInCoordinator {}

        var coordinator: AppCoordinator? = AppCoordinator()
        let viewModel = SignInViewModel(auth: Auth(), coordinator: coordinator!)
        var seen: [String] = []
        // `@latest`: what the view called before the logic's streams were subscribed, the newest, reaches it.
        viewModel.select(row: 1)
        viewModel.select(row: 2)
        viewModel.reload()
        let subscription = viewModel.output.attempts.sink { seen.append($0) }
        expect(seen, ["select 2"], "the newest call of a @latest input reaches the logic when it subscribes, the others not")
        seen = []
        viewModel.signIn(email: "kim@example.com", password: "secret")
        viewModel.reload()
        viewModel.isRemembered = true
        viewModel.isRemembered = false
        _ = viewModel.input.email.receive("lee@example.com")
        viewModel.signIn(email: "lee@example.com", password: "hunter2")
        expect(seen, ["signIn kim@example.com secret", "reload", "remembered true", "remembered false",
                      "email lee@example.com", "signIn lee@example.com hunter2"],
               "each call reaches the logic once, with its arguments, in order; the starting value is not sent")
        expect(viewModel.isRemembered, false, "the view reads the value it set")
        expect(viewModel.coordinator === coordinator, true, "the view model reads its coordinator")
        weak var released = coordinator
        coordinator = nil
        expect(released == nil, true, "the view model keeps no coordinator alive")
        expect(viewModel.coordinator == nil, true, "it reads nil once the coordinator is gone")
        viewModel.reload()
        expect(seen.last, "reload", "the calls reach the logic without the coordinator")
        expect(seen.count, 7, "once")
        viewModel.select(row: 3)
        expect(seen.last, "select 3", "a @latest call made after reaches the logic once")
        expect(seen.count, 8, "once")

        var probeCoordinator: AppCoordinator? = AppCoordinator()
        let probe = SignInViewModelProbe(auth: Auth(), coordinator: probeCoordinator!)
        expect(probe.viewModel.coordinator === probeCoordinator, true, "the probe's view model reads the coordinator the test keeps")
        weak var probeReleased = probeCoordinator
        probeCoordinator = nil
        expect(probeReleased == nil, true, "the probe keeps no coordinator alive, as the view model keeps none")
        probe.inputs.signIn(email: "a", password: "b")
        probe.inputs.reload()
        probe.inputs.isRemembered(true)
        expect(probe.attempts.values, ["signIn a b", "reload", "remembered true"], "the probe calls them on its view model, once each")
        expect(probe.viewModel.isRemembered, true, "the probe sets the property on its view model")

        let fake = SignInViewModelFake()
        fake.signIn(email: "a", password: "b")
        fake.reload()
        fake.isRemembered = true
        _ = fake.input.email.receive("c")
        expect(fake.calls, [.signIn(email: "a", password: "b"), .reload, .isRemembered(true), .email("c")],
               "the fake records each call once, with its arguments, in order")
        withExtendedLifetime(subscription) {}
        finishProbeTests()
        """

    /// The generated view model, probe and fake with the logic above, on OpenCombine.
    func testEachCallReachesTheLogicOnceWithItsArguments() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let source = SpecSource(path: "SignIn.vmspec", bytes: Array(Self.spec.utf8))
        let generated = Generator.generate([source])
        let tests = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual((generated.diagnostics + tests.diagnostics).map(\.formatted), [])
        try CombineProgram.run(
            (generated.files + tests.files).map { ($0.relativePath, $0.contents) } + [("Logic.swift", Self.logic)],
            main: Self.program, in: folder, failure: "a call did not reach the logic once")
    }

    /// With `--tests`, a `@call` input the fake declares (a method, or `@call var`'s property) named like a member of the
    /// fake is an error where it stands, in the subject and transform styles (before: `@call calls` generated a fake
    /// that declares `calls` twice, which does not compile).
    func testACallNamedLikeAMemberOfTheFakeIsALocatedError() {
        for style in ["subject", "transform"] {
            let spec = """
                options:
                  framework: combine
                  styles: \(style)
                viewmodel A:
                  inputs:
                    - @call calls
                    - @call var send: Int = 0
                    - @call subscriptions(page: Int)
                    - @call reload
                  outputs:
                    - title: String
                """
            XCTAssertEqual(TestSupport.diagnostics(spec, overrides: OptionOverrides(testSupport: true))
                .map { String($0.prefix { $0 != "\n" }) }, [
                "t.vmspec:6:13: error: input 'calls()' collides with 'calls' of the generated AFake (--tests)",
                "t.vmspec:7:17: error: input 'send(_:)' collides with 'send' of the generated AFake (--tests)",
                "t.vmspec:8:13: error: input 'subscriptions(page:)' collides with 'subscriptions' of the generated AFake"
                    + " (--tests)",
            ], style)
            XCTAssertEqual(TestSupport.diagnostics(spec), [], style)
        }
    }

    /// `@call var` in a spec that also renders a style whose inputs are all methods: the note writes the input as one
    /// (before: "drop '@call'", which left `var isOn: Bool = false` under `inputs:`, no input).
    func testACalledPropertyInAStyleOfMethodsSaysWhatToWrite() {
        let diagnostics = TestSupport.diagnostics("options:\n  styles: subject, triplet\nviewmodel V:\n  inputs:\n"
            + "    - @call var isOn: Bool = false\n    - @call reload\n")
        XCTAssertEqual(diagnostics.count, 2, "\(diagnostics)")
        XCTAssertTrue(diagnostics.first?.hasSuffix("note: '@call' is for 'styles: transform' or 'styles: subject'; in the"
            + " triplet style every input is a method already: write '- isOn(_ value: Bool)'") == true, "\(diagnostics)")
        XCTAssertTrue(diagnostics.last?.hasSuffix("every input is a method already: drop '@call'") == true, "\(diagnostics)")
    }

    /// A method's effects, as the app declared it (`func signIn(...) async throws`), are an error at each word, which
    /// names it (before: "found 'a'"); a variadic, `inout` or a default value of a parameter where it stands.
    func testWhatASignatureOfSwiftAddsIsAnErrorWhereItStands() {
        let spec = """
            options:
              framework: combine
              styles: subject
            viewmodel A:
              inputs:
                - @call signIn(email: String) async
                - @call reload throws
                - @call load() async throws
                - @call many(x: Int...)
                - @call change(x: inout Int)
                - @call page(x: Int = 1)
                - @call retry(x: () throws -> Void) rethrows
              outputs:
                - title: String
            """
        XCTAssertEqual(TestSupport.diagnostics(spec).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:6:35: error: an input is a method the view calls and goes on: it neither waits nor throws ('async');"
                + " the logic does the work on the input's stream",
            "t.vmspec:7:20: error: an input is a method the view calls and goes on: it neither waits nor throws ('throws');"
                + " the logic does the work on the input's stream",
            "t.vmspec:8:20: error: an input is a method the view calls and goes on: it neither waits nor throws ('async');"
                + " the logic does the work on the input's stream",
            "t.vmspec:8:26: error: an input is a method the view calls and goes on: it neither waits nor throws ('throws');"
                + " the logic does the work on the input's stream",
            "t.vmspec:9:25: error: expected a type, found '.'",
            "t.vmspec:10:23: error: 'inout' is a keyword, not a type",
            "t.vmspec:11:25: error: unexpected '=' after type 'Int'",
            "t.vmspec:12:41: error: an input is a method the view calls and goes on: it neither waits nor throws"
                + " ('rethrows'); the logic does the work on the input's stream",
        ])
    }

    /// On the command line, a spec of bad weak-dependency and `@call` lines beside a good spec with both: exit 1, every
    /// problem of every line in one run as `path:line:col: error: message` (and its notes), and nothing written, the
    /// good spec's file neither.
    func testTheCommandLineReportsEveryBadLineAndWritesNothing() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try Self.spec.write(to: folder.appendingPathComponent("Specs/SignIn.vmspec"), atomically: true, encoding: .utf8)
        try """
            options:
              framework: combine
              styles: subject
            viewmodel Bad:
              dependencies:
                - weak var s: String
                - weak weak var w: B
                - weak var
              inputs:
                - @call signIn(email: String, email: String) async
                - @call load() throws
                - @call\tpage(x: Int = 1)
                - @call var on: Bool
              outputs:
                - title: String

            """.write(to: folder.appendingPathComponent("Specs/Bad.vmspec"), atomically: true, encoding: .utf8)
        let run = try Executable.run(["generate", "Specs", "--output", "Generated", "--tests"], in: folder)
        XCTAssertEqual(run.status, 1, run.err)
        let errors = run.err.split(separator: "\n").filter { $0.contains(": error: ") }
            .map { String($0).components(separatedBy: ": error: ")[0] }
        XCTAssertEqual(errors.sorted(), ["Specs/Bad.vmspec:6:19", "Specs/Bad.vmspec:7:12", "Specs/Bad.vmspec:8:15",
                                         "Specs/Bad.vmspec:10:35", "Specs/Bad.vmspec:10:50", "Specs/Bad.vmspec:11:20",
                                         "Specs/Bad.vmspec:12:25", "Specs/Bad.vmspec:13:25"].sorted(), run.err)
        XCTAssertTrue(run.err.split(separator: "\n").allSatisfy { $0.hasPrefix("Specs/Bad.vmspec:") || $0.hasPrefix("vmgen:") },
                      run.err)
        let written = (try? FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("Generated").path)) ?? []
        XCTAssertEqual(written.filter { $0.hasSuffix(".swift") }, [], "nothing written")
    }

    /// The line cut at every byte, with each byte dropped, and with a tab, a byte beyond ASCII, a second `@call` or a
    /// word Swift writes in a signature put at every place: never a crash, and every error located on the line,
    /// within it, or a clean run.
    func testTheLineCutAndMangledAnywhereIsLocatedOrClean() {
        for line in ["- @call signIn(email: String, password: String)", "- @call var isRemembered: Bool = false"] {
            let characters = Array(line)
            var variants: [String] = []
            for index in 0...characters.count {
                variants.append(String(characters[..<index]))
                if index < characters.count { variants.append(String(characters[..<index] + characters[(index + 1)...])) }
                for insert in ["\t", "é", " @call ", "...", " async", " throws", "inout ", " = 1", "_ ", ")"] {
                    variants.append(String(characters[..<index]) + insert + String(characters[index...]))
                }
            }
            for variant in variants {
                let spec = "options:\n  framework: combine\n  styles: subject\nviewmodel A:\n  inputs:\n    \(variant)\n"
                    + "  outputs:\n    - title: String\n"
                let diagnostics = Generator.resolve(SpecSource(path: "t.vmspec", bytes: Array(spec.utf8)),
                                                    overrides: OptionOverrides(testSupport: true)).diagnostics
                for diagnostic in diagnostics where diagnostic.severity == .error {
                    let first = String(diagnostic.formatted.prefix { $0 != "\n" })
                    XCTAssertTrue(first.hasPrefix("t.vmspec:6:"), "\(variant): \(first)")
                    let column = first.split(separator: ":").dropFirst(2).first.flatMap { Int($0) } ?? 0
                    XCTAssertTrue((1...(variant.count + 6)).contains(column), "\(variant): \(first)")
                }
            }
        }
    }
}
