import Foundation
import VMGenCore
import XCTest

/// A view model's weak property in the module an app compiles (#32 audit): what the compiler says of the spec's text,
/// and two specs of a project side by side.
final class WeakPropertyModuleTests: XCTestCase {
    /// A mistake in a property's type or value is the compiler's error at the spec's line, as one in an output's is
    /// (`#sourceLocation`, docs/command-line.md), in every style that declares a class. A weak property of an app's
    /// protocol that does not refine `AnyObject`, which vmgen cannot see, is the compiler's error too, at the spec's
    /// line: its line ends in the `?` of an optional type, which ends a statement (a ternary's `?` has whitespace
    /// before it), and so is a mistake on the line after it.
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
            // The weak line ends in `?` of its optional type, which ends the statement: it and the line after it
            // are reported at the spec's line too, the app's protocol that does not refine `AnyObject` included.
            for (name, line) in [("'Draftt'", 5), ("'defaultLimit'", 6),
                                 ("'weak' must not be applied to non-class-bound 'any PostCoordinating'", 7), ("'Cuont'", 8)] {
                XCTAssertTrue(errors.contains { $0.hasPrefix("Specs/Post.vmspec:\(line):") && $0.contains(name) },
                              "\(style): \(name)\n\(errors.joined(separator: "\n"))")
                XCTAssertFalse(errors.contains { $0.contains("PostViewModel.\(style).swift:") && $0.contains(name) },
                               "\(style): \(name)\n\(errors.joined(separator: "\n"))")
            }
        }
    }

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

    /// `WeakPropertyTests.program` (set, the coordinator dropped, it reads nil) in every style that declares a class,
    /// on OpenCombine: the subject and transform styles, the observable style's `@ObservationIgnored weak var` and the
    /// published style's, each keeping no coordinator alive.
    func testEveryStyleKeepsNoCoordinatorAlive() throws {
        for style in [Style.subject, .transform, .observable, .published] {
            let folder = try TestSupport.temporaryFolder(self).appendingPathComponent(style.name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let spec = WeakPropertyTests.spec.replacingOccurrences(of: "styles: triplet", with: "styles: \(style.name)")
            // The SwiftUI styles' class is the main actor's, where the program runs.
            let lines = WeakPropertyTests.program.split(separator: "\n", omittingEmptySubsequences: false)
            let types = lines.prefix { !$0.hasPrefix("let ") }.joined(separator: "\n")
            let body = lines.drop { !$0.hasPrefix("let ") }.joined(separator: "\n")
            let main = style.isObservable ? types + "\nMainActor.assumeIsolated {\n" + body + "\n}\n" : WeakPropertyTests.program
            try CombineProgram.run(spec: spec, path: "Post.vmspec", style: style, main: main, in: folder,
                                   failure: "the \(style.name) style's view model kept the coordinator")
        }
    }

    /// A weak property beside the rest of a class's own state, as hand-written view models keep them together: a
    /// documented `private(set) weak var`, `@Published`, `lazy var` of a dependency, in the triplet and published
    /// styles of Combine and RxSwift, with test support, Swift 5 and 6; call sites set and read each.
    func testItCompilesBesidePublishedAndLazyState() throws {
        for framework in [Framework.combine, .rxswift] {
            for version in ["5", "6"] {
                try assertCompiles("""
                    options:
                      framework: \(framework.name)
                      styles: triplet, published
                    viewmodel PostViewModel:
                      dependencies:
                        - let postId: Int
                      properties:
                        - @Published var query: String = ""
                        /// The coordinator that shows the post's author.
                        - private(set) weak var coordinator: PostCoordinating?
                        - lazy var title: String = "Post \\(postId)"
                        - weak var delegate: PostCoordinating? = nil
                      inputs:
                        - viewDidLoad
                    """, support: """
                    #if canImport(Combine)
                    import Combine
                    #else
                    import OpenCombine
                    #endif
                    public protocol PostCoordinating: AnyObject {}
                    @MainActor func use(_ viewModel: PostViewModel, _ coordinator: PostCoordinating) -> AnyCancellable {
                        viewModel.delegate = coordinator
                        _ = viewModel.coordinator === viewModel.delegate
                        viewModel.query = viewModel.title
                        return viewModel.$query.sink { _ in }
                    }

                    """, swiftVersion: version)
            }
        }
    }

    /// On the command line, a spec of bad weak lines beside a good spec: exit 1, every problem of both lines in one run
    /// as `path:line:col: error: message` (and its notes), and nothing written, the good spec's file neither.
    func testTheCommandLineReportsEveryBadLineAndWritesNothing() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try "viewmodel Good:\n  properties:\n    - weak var coordinator: C?\n  inputs:\n    - go\n"
            .write(to: folder.appendingPathComponent("Specs/Good.vmspec"), atomically: true, encoding: .utf8)
        try "viewmodel Bad:\n  properties:\n    - weak let a: B\n    - weak weak var b: B?\n    - weak var c: [B]?\n  inputs:\n    - go\n"
            .write(to: folder.appendingPathComponent("Specs/Bad.vmspec"), atomically: true, encoding: .utf8)
        let run = try Executable.run(["generate", "Specs", "--output", "Generated"], in: folder)
        XCTAssertEqual(run.status, 1, run.err)
        let errors = run.err.split(separator: "\n").filter { $0.contains(": error: ") }
            .map { String($0).components(separatedBy: ": error: ")[0] }
        XCTAssertEqual(errors, ["Specs/Bad.vmspec:3:7", "Specs/Bad.vmspec:3:16", "Specs/Bad.vmspec:4:12", "Specs/Bad.vmspec:5:19"],
                       run.err)
        XCTAssertTrue(run.err.split(separator: "\n").allSatisfy { $0.hasPrefix("Specs/Bad.vmspec:") || $0.hasPrefix("vmgen:") },
                      run.err)
        let written = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Generated").path)) ?? []
        XCTAssertEqual(written.filter { $0.hasSuffix(".swift") }, [], "nothing written")
    }
}
