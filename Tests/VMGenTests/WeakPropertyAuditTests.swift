import Foundation
import VMGenCore
import XCTest

/// An audit of `- weak var coordinator: PostCoordinator?` (#32): the line as a hostile input writes it, a type Swift
/// cannot hold weakly, and every problem of a line reported at once, where it stands.
final class WeakPropertyAuditTests: XCTestCase {
    /// The first line of each diagnostic.
    private func errors(_ properties: String) -> [String] {
        TestSupport.diagnostics("viewmodel A:\n  properties:\n" + properties + "  inputs:\n    - go\n")
            .map { String($0.prefix { $0 != "\n" }) }
    }

    /// The words before `var`, in an order the grammar does not take, are errors at the word out of place.
    func testAMisplacedWordIsAnErrorWhereItStands() {
        XCTAssertEqual(errors("""
                - weak
                - weak weak var a: B?
                - weak private(set) var b: B?
                - weak lazy var c: B? = nil
                - weak\tvar d: B?
                - weak  var e: B?
                - weak var café: B?
                - weak var `f`: B?
                - weak var weak: B?

            """), [
            "t.vmspec:3:11: error: expected 'var' after 'weak' ('- weak var coordinator: Coordinator?')",
            "t.vmspec:4:12: error: 'weak' is written twice",
            "t.vmspec:5:12: error: 'private(set)' comes before 'weak' ('- private(set) weak var b: B?')",
            "t.vmspec:6:12: error: a lazy property is held strongly; 'lazy' and 'weak' do not go together",
        ])
    }

    /// `weak let l: B` breaks two rules: both are reported, each where it stands, and each note writes the whole line
    /// as it would compile; `lazy weak` without a value is the conflict, not a missing value.
    func testEveryProblemOfALineIsReportedAtOnce() {
        let diagnostics = TestSupport.diagnostics("""
            viewmodel A:
              properties:
                - weak let a: B
                - private(set) weak var b: B = B()
                - lazy weak var c: B?
              inputs:
                - go
            """)
        XCTAssertEqual(diagnostics.map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:3:7: error: 'weak' is set to nil when what it names goes away, so it makes a 'var'; 'weak let' is"
                + " not a spec property",
            "t.vmspec:3:16: error: 'weak let a: B' becomes nil when what it names goes away, so its type is optional",
            "t.vmspec:4:29: error: 'weak var b: B' becomes nil when what it names goes away, so its type is optional",
            "t.vmspec:4:29: error: 'weak var b' starts nil (a new object held weakly would go away at once); it takes no"
                + " value but 'nil'",
            "t.vmspec:5:12: error: a lazy property is held strongly; 'lazy' and 'weak' do not go together",
        ])
        for diagnostic in diagnostics.prefix(2) {
            XCTAssertTrue(diagnostic.contains("note: write '- weak var a: B?'"), diagnostic)
        }
        for diagnostic in diagnostics.dropFirst(2).prefix(2) {
            XCTAssertTrue(diagnostic.contains("note: write '- private(set) weak var b: B?'"), diagnostic)
        }
        XCTAssertTrue(diagnostics.last?.contains("note: write '- weak var c: B?'") ?? false, "\(diagnostics)")
    }

    /// `Optional<Coordinator>` is optional, as Swift reads it: declared as written.
    func testOptionalWrittenOutIsOptional() {
        let text = TestSupport.render("""
            viewmodel A:
              properties:
                - weak var coordinator: Optional<Coordinator>
                - weak var other: Swift.Optional<Coordinator> = nil
              inputs:
                - go
            """)
        XCTAssertTrue(text.contains("    weak var coordinator: Optional<Coordinator>\n"
            + "    weak var other: Swift.Optional<Coordinator> = nil\n"), text)
    }

    /// Swift holds weakly only a class or a class-bound protocol: a type vmgen knows is neither is an error at the type
    /// (the app's own types it cannot know: the compiler says so, at the spec's line).
    func testATypeSwiftCannotHoldWeaklyIsAnErrorAtTheType() {
        XCTAssertEqual(errors("""
                - weak var a: String?
                - weak var b: Swift.Int?
                - weak var c: [B]?
                - weak var d: [String: B]?
                - weak var e: (B, B)?
                - weak var f: (() -> Void)?
                - weak var g: B??
                - weak var h: B.Type?
                - weak var i: Any?
                - weak var j: Error?
                - weak var k: (any Error)?
                - weak var l: Result<B, Error>?
                - weak var m: Optional<Date>
                - weak var n: AnyObject?
                - weak var o: (any B)?
                - weak var p: (B & AnyObject)?
                - weak var q: Foundation.NSObject?

            """), [
            "t.vmspec:3:19: error: 'weak' holds a class or a class-bound protocol, and 'String' is a value type",
            "t.vmspec:4:19: error: 'weak' holds a class or a class-bound protocol, and 'Swift.Int' is a value type",
            "t.vmspec:5:19: error: 'weak' holds a class or a class-bound protocol, and '[B]' is an array",
            "t.vmspec:6:19: error: 'weak' holds a class or a class-bound protocol, and '[String: B]' is a dictionary",
            "t.vmspec:7:19: error: 'weak' holds a class or a class-bound protocol, and '(B, B)' is a tuple",
            "t.vmspec:8:19: error: 'weak' holds a class or a class-bound protocol, and '() -> Void' is a function type",
            "t.vmspec:9:19: error: 'weak' holds a class or a class-bound protocol, and 'B?' is an optional",
            "t.vmspec:10:19: error: 'weak' holds a class or a class-bound protocol, and 'B.Type' is a metatype",
            "t.vmspec:11:19: error: 'weak' holds a class or a class-bound protocol, and 'Any' is any value",
            "t.vmspec:12:19: error: 'weak' holds a class or a class-bound protocol, and 'Error' is a protocol that is not"
                + " class-bound",
            "t.vmspec:13:19: error: 'weak' holds a class or a class-bound protocol, and 'any Error' is a protocol that is"
                + " not class-bound",
            "t.vmspec:14:19: error: 'weak' holds a class or a class-bound protocol, and 'Result<B, Error>' is a value type",
            "t.vmspec:15:19: error: 'weak' holds a class or a class-bound protocol, and 'Date' is a value type",
        ])
        // Each with a note: the property held strongly, or a class-bound protocol.
        let note = TestSupport.diagnostics("viewmodel A:\n  properties:\n    - weak var a: String?\n  inputs:\n    - go\n")
        XCTAssertTrue(note.first?.contains("note: write '- var a: String?', held strongly") ?? false, "\(note)")
        let twice = TestSupport.diagnostics("viewmodel A:\n  properties:\n    - weak var a: B??\n  inputs:\n    - go\n")
        XCTAssertTrue(twice.first?.hasSuffix("note: write '- weak var a: B?'") ?? false, "\(twice)")
    }

    /// What MVVM-C apps write (and `vmgen import` carries): the class conforms to an app's protocol that asks for the
    /// coordinator (`var coordinator: SettingCoordinating? { get set }`, with `associatedtype Input` and `Output` for the
    /// transform style), which the fake of `--tests` conforms to as well (`conforms:`).
    static func coordinatedSpec(_ framework: Framework, styles: String, transform: String? = nil) -> String {
        """
        options:
          framework: \(framework.name)
          styles: \(styles)
          conforms: Coordinated
        \(transform.map { "  transform: \($0)\n" } ?? "")viewmodel SettingViewModel:
          dependencies:
            - service: SettingService
          properties:
            /// Set by the coordinator, which holds the view model.
            - weak var coordinator: SettingCoordinating?
            - private(set) weak var owner: SettingCoordinating? = nil
            - var draft: String?
          inputs:
            - viewDidLoad
            - select(row: Int)
          outputs:
            - title: String
        """
    }

    /// The app's protocols: isolated to the main actor as the SwiftUI styles' class is (Swift 6 refuses a main-actor
    /// class's conformance to a protocol that is not), or not, as the other styles' class is not.
    static func coordinatedSupport(mainActor: Bool) -> String {
        """
        public final class SettingService { public init() {} }
        public protocol SettingCoordinating: AnyObject { func close() }
        \(mainActor ? "@MainActor " : "")protocol Coordinated: AnyObject {
            var coordinator: SettingCoordinating? { get set }
        }

        """
    }

    /// The fake holds the view model's weak properties, weakly, as the view model does: the app's protocol that asks
    /// for the coordinator is met by both, in every style that declares a class, each framework, Swift 5 and 6.
    func testTheFakeHoldsTheWeakPropertiesAConformsProtocolAsksFor() throws {
        for (framework, styles) in [(Framework.rxswift, "triplet, subject, transform"), (.rxcocoa, "triplet, transform"),
                                    (.reactiveswift, "triplet, subject"), (.combine, "triplet, subject, transform"),
                                    (.closures, "triplet")] {
            for version in ["5", "6"] {
                try assertCompiles(Self.coordinatedSpec(framework, styles: styles),
                                   support: Self.coordinatedSupport(mainActor: false), swiftVersion: version)
            }
        }
        for framework in [Framework.rxswift, .combine, .closures] {
            for version in ["5", "6"] {
                try assertCompiles(Self.coordinatedSpec(framework, styles: "observable, published"),
                                   support: Self.coordinatedSupport(mainActor: true), swiftVersion: version)
            }
        }
        // The transform style's others: the one-stream event transform, the transform of states, a bag parameter.
        for transform in ["transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>",
                          "transform(input: Input) -> AnyPublisher<State, Never>",
                          "transform(input: Input, cancellables: inout Set<AnyCancellable>) -> Output"] {
            try assertCompiles(Self.coordinatedSpec(.combine, styles: "transform", transform: transform),
                               support: Self.coordinatedSupport(mainActor: false), swiftVersion: "6")
        }
        // The protocol names the transform's Input and Output as associated types, as MVVM-C apps' `ViewModelType` does.
        let associated = """
            public final class SettingService { public init() {} }
            public protocol SettingCoordinating: AnyObject { func close() }
            protocol Coordinated: AnyObject {
                associatedtype Input
                associatedtype Output
                var coordinator: SettingCoordinating? { get set }
            }

            """
        for framework in [Framework.rxswift, .rxcocoa, .combine] {
            try assertCompiles(Self.coordinatedSpec(framework, styles: "transform"), support: associated)
        }
        let fake = try XCTUnwrap(Generator.generate(
            [SpecSource(path: "t.vmspec", bytes: Array(Self.coordinatedSpec(.combine, styles: "observable").utf8))],
            overrides: OptionOverrides(testSupport: true)).files.first?.contents)
        XCTAssertTrue(fake.contains("    /// Set by the coordinator, which holds the view model.\n"
            + "    @ObservationIgnored weak var coordinator: SettingCoordinating?\n"
            + "    @ObservationIgnored private(set) weak var owner: SettingCoordinating? = nil\n"), fake)
        XCTAssertFalse(fake.contains("draft"), "the fake declares the weak properties alone: \(fake)")
    }

    /// A view test's coordinator set on the fake goes away when the test drops it (OpenCombine).
    func testTheFakeKeepsNoCoordinatorAlive() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let source = SpecSource(path: "Setting.vmspec", bytes: Array(Self.coordinatedSpec(.combine, styles: "triplet").utf8))
        let generated = Generator.generate([source])
        let tests = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual((generated.diagnostics + tests.diagnostics).map(\.formatted), [])
        let resolved = try XCTUnwrap(Generator.resolve(source).resolved)
        let logic = StubLogic.file(for: resolved.viewModels.map(\.viewModel), framework: .combine)
        try CombineProgram.run(
            (generated.files + tests.files).map { ($0.relativePath, $0.contents) } + [("Logic.swift", logic)],
            main: Self.coordinatedSupport(mainActor: false) + """
                final class AppCoordinator: SettingCoordinating { func close() {} }

                let fake = SettingViewModelFake()
                let coordinated: Coordinated = fake
                expect(coordinated.coordinator == nil, true, "the fake's coordinator starts nil")
                var coordinator: AppCoordinator? = AppCoordinator()
                coordinated.coordinator = coordinator
                expect(fake.coordinator === coordinator, true, "the fake reads the coordinator set through the protocol")
                weak var released = coordinator
                coordinator = nil
                expect(released == nil, true, "the fake keeps no coordinator alive")
                expect(fake.coordinator == nil, true, "it reads nil once the coordinator is gone")
                finishProbeTests()
                """, in: folder, failure: "the fake kept the coordinator")
    }
}

extension WeakPropertyAuditTests {
    /// With `--tests`, a weak property the fake declares beside its own members is an error where it stands when it
    /// would collide there; one named like an input or output is the view model's collision, reported once.
    func testAWeakPropertyCollidingInTheFakeIsALocatedError() {
        let spec = """
            options:
              framework: combine
              styles: %@
            viewmodel A:
              properties:
                - weak var calls: B?
                - weak var send: B?
                - weak var subscriptions: B?
                - weak var shownOutputs: B?
                - weak var go: B?
                - weak var coordinator: B?
              inputs:
                - go
              outputs:
                - title: String
            """
        let overrides = OptionOverrides(testSupport: true)
        XCTAssertEqual(TestSupport.diagnostics(spec.replacingOccurrences(of: "%@", with: "transform"), overrides: overrides)
            .map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:6:16: error: weak property 'calls' collides with 'calls' of the generated AFake (--tests)",
            "t.vmspec:7:16: error: weak property 'send' collides with 'send' of the generated AFake (--tests)",
            "t.vmspec:8:16: error: weak property 'subscriptions' collides with 'subscriptions' of the generated AFake"
                + " (--tests)",
            "t.vmspec:9:16: error: weak property 'shownOutputs' collides with the output objects the generated AFake"
                + " hands out (--tests)",
        ])
        XCTAssertEqual(TestSupport.diagnostics(spec.replacingOccurrences(of: "%@", with: "triplet"), overrides: overrides)
            .map { String($0.prefix { $0 != "\n" }) }.filter { $0.contains("'go'") }, [
            "t.vmspec:10:16: error: property 'go' collides with input 'go()' in the triplet style: both are named 'go'",
        ])
        // Without test support, nothing collides in the transform style's view model.
        XCTAssertEqual(TestSupport.diagnostics(spec.replacingOccurrences(of: "%@", with: "transform")), [])
    }
}

extension WeakPropertyAuditTests {
    /// A mistake in a property's type or value is the compiler's error at the spec's line, as one in an output's is
    /// (`#sourceLocation`, docs/command-line.md), in every style that declares a class. A weak property of an app's
    /// protocol that does not refine `AnyObject`, which vmgen cannot see, is the compiler's error too; its line ends
    /// in `?`, which the directives' pass takes for a line that goes on (`a ?` of a ternary), so it is reported at the
    /// generated line, and so is a mistake on the line after it.
    func testTheCompilerReportsAPropertysMistakeAtTheSpecsLine() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let files = FileManager.default
        try files.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try files.createDirectory(at: folder.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try """
            options:
              framework: rxswift
            viewmodel PostViewModel:
              properties:
                - lazy var draft: Draftt = Draftt()
                - let limit: Int = defaultLimit
                - weak var coordinator: PostCoordinating?
                - var count: Cuont = 1
              inputs:
                - viewDidLoad

            """.write(to: folder.appendingPathComponent("Specs/Post.vmspec"), atomically: true, encoding: .utf8)
        let support = folder.appendingPathComponent("Support.swift")
        try "protocol PostCoordinating {}\n".write(to: support, atomically: true, encoding: .utf8)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        for style in ["triplet", "subject", "transform", "observable", "published"] {
            let output = "Generated/\(style)"
            let run = try Executable.run(
                ["generate", "Specs", "--output", output, "--style", style, "--quiet", "--no-cache"], in: folder)
            XCTAssertEqual(run.status, 0, run.err)
            let generated = folder.appendingPathComponent("\(output)/PostViewModel.\(style).swift").path
            let result = Compiler.swiftc(["-parse-as-library", "-typecheck", "-module-name", "App", "-I", compiler.modules.path]
                + (style == "published" ? (try CombineRuntime.shared.get()).compilerFlags : []) + [generated, support.path])
            let errors = result.output.split(separator: "\n").filter { $0.contains(": error: ") && !$0.hasPrefix(" ") }
            for (name, line) in [("Draftt", 5), ("defaultLimit", 6)] {
                XCTAssertTrue(errors.contains { $0.hasPrefix("Specs/Post.vmspec:\(line):") && $0.contains("'\(name)'") },
                              "\(style): \(name)\n\(errors.joined(separator: "\n"))")
            }
            // The weak line ends in `?`, and the line after it follows one that seems to go on: both keep their place.
            for name in ["'weak' must not be applied to non-class-bound 'any PostCoordinating'", "'Cuont'"] {
                XCTAssertTrue(errors.contains { $0.contains("PostViewModel.\(style).swift:") && $0.contains(name) },
                              "\(style): \(name)\n\(errors.joined(separator: "\n"))")
            }
        }
    }
}

extension WeakPropertyAuditTests {
    /// Two specs of a project whose `vmgen.options` sets what the view models share (the main actor, `final: false`,
    /// the app's protocol that asks for the coordinator), each with a weak property of one name: every style that
    /// declares a class compiles with both in one module, test support included, Swift 6.
    func testTwoSpecsWithWeakPropertiesOfOneNameCompileInOneModuleUnderTheProjectsOptions() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let files = FileManager.default
        try files.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try files.createDirectory(at: folder.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try "options:\n  framework: rxswift\n  isolation: MainActor\n  final: false\n  conforms: Coordinated\n"
            .write(to: folder.appendingPathComponent("Specs/vmgen.options"), atomically: true, encoding: .utf8)
        for name in ["Post", "Feed"] {
            try """
                viewmodel \(name)ViewModel:
                  properties:
                    - weak var coordinator: AppCoordinating?
                  inputs:
                    - viewDidLoad
                  outputs:
                    - title: String

                """.write(to: folder.appendingPathComponent("Specs/\(name).vmspec"), atomically: true, encoding: .utf8)
        }
        let support = folder.appendingPathComponent("Support.swift")
        try """
            public protocol AppCoordinating: AnyObject {}
            @MainActor protocol Coordinated: AnyObject { var coordinator: AppCoordinating? { get set } }

            """.write(to: support, atomically: true, encoding: .utf8)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        for style in ["triplet", "subject", "transform", "observable", "published"] {
            var paths = [support.path]
            for tests in [false, true] {
                let output = "Generated/\(style)\(tests ? "-tests" : "")"
                let run = try Executable.run(
                    ["generate", "Specs", "--output", output, "--style", style, "--quiet", "--no-cache"]
                        + (tests ? ["--tests"] : []), in: folder)
                XCTAssertEqual(run.status, 0, run.err)
                paths += try files.contentsOfDirectory(atPath: folder.appendingPathComponent(output).path)
                    .filter { $0.hasSuffix(".swift") }.map { folder.appendingPathComponent(output + "/" + $0).path }
            }
            for name in ["Post", "Feed"] {
                let skeleton = try Executable.run(["skeleton", "Specs/\(name).vmspec", "--style", style], in: folder)
                XCTAssertEqual(skeleton.status, 0, skeleton.err)
                let logic = folder.appendingPathComponent("\(name).\(style).logic.swift")
                try skeleton.out.replacingOccurrences(of: "<#[^#]*#>", with: "{ fatalError() }()", options: .regularExpression)
                    .write(to: logic, atomically: true, encoding: .utf8)
                paths.append(logic.path)
            }
            if let failure = compiler.check(paths, swiftVersion: "6", combine: style == "published") {
                XCTFail("\(style):\n\(failure)")
            }
        }
    }

    /// A weak property named like an input, an output or a dependency is a located error, as another property is; the
    /// project's options that render a style without a class report the property where the spec declares it.
    func testAWeakPropertysNameAndTheProjectsStylesAreCheckedWhereItStands() {
        let spec = """
            viewmodel A:
              dependencies:
                - service: Service
              properties:
                - weak var service: B?
                - weak var go: B?
                - weak var title: B?
              inputs:
                - go
              outputs:
                - title: String
            """
        XCTAssertEqual(TestSupport.diagnostics(spec).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:16: error: property 'service' is named like a dependency; a dependency call sites read is written"
                + " '- let service: ...' under 'dependencies:'",
        ])
        XCTAssertEqual(TestSupport.diagnostics(spec.replacingOccurrences(of: "    - weak var service: B?\n", with: ""))
            .map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:16: error: property 'go' collides with input 'go()' in the triplet style: both are named 'go'",
            "t.vmspec:6:16: error: property 'title' collides with output 'title' in the triplet style: both are named"
                + " 'title'",
        ])
        XCTAssertEqual(
            TestSupport.diagnostics("viewmodel A:\n  properties:\n    - weak var coordinator: B?\n  inputs:\n    - go\n",
                                    overrides: OptionOverrides(styles: StyleSelection(styles: [.constructor])))
                .map { String($0.prefix { $0 != "\n" }) },
            ["t.vmspec:3:7: error: the constructor style's view model is a struct of values made once, which has no stored"
                + " state of its own, and this spec renders it"])
    }
}
