import Foundation
import VMGenCore
import XCTest

/// A mistake in a spec's text (a misspelt type, a default value naming what does not exist) is reported by the
/// compiler at the spec's line, `Specs/Login.vmspec:9:`, not in the generated file that says DO NOT EDIT: the
/// generated lines that carry such text stand inside `#sourceLocation` directives naming the spec from the project's
/// root, in every style of every framework and in test support.
final class SourceLocationTests: XCTestCase {
    static let spec = """
        viewmodel LoginViewModel:
          dependencies:
            - retries: Int = defaultRetries
          inputs:
            - select(item: Itme)
          outputs:
            - isLoading: bool = false
            - title: String = ""

        """
    /// Each mistake, and the spec's line it is on.
    static let mistakes = [("defaultRetries", 3), ("Itme", 5), ("bool", 7)]

    func testTheCompilerReportsTheSpecsMistakesAtTheSpecsLines() throws {
        let folder = try project(Self.spec)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [(label: String, files: [String], combine: Bool)] = []
        for framework in Framework.allCases {
            let styles = framework.supportedStyles.filter { framework == .rxswift || framework == .closures || $0 == .triplet }
            for style in styles {
                for tests in framework.hasTestSupport && style.hasTestSupport ? [false, true] : [false] {
                    let output = "Generated/\(framework.rawValue)-\(style.name)\(tests ? "-tests" : "")"
                    let run = try Executable.run(
                        ["generate", "Specs", "--output", output, "--framework", framework.rawValue, "--style", style.name,
                         "--quiet", "--no-cache"] + (tests ? ["--tests"] : []), in: folder)
                    XCTAssertEqual(run.status, 0, run.err)
                    let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(output).path)
                        .filter { $0.hasSuffix(".swift") }.map { folder.appendingPathComponent(output + "/" + $0).path }
                    // Test support beside its view model, as a test target sees it.
                    let viewModel = tests ? [folder.appendingPathComponent("Generated/\(framework.rawValue)-\(style.name)/LoginViewModel.\(style.name).swift").path] : []
                    jobs.append(("\(framework.rawValue) \(style.name)\(tests ? " tests" : "")", files + viewModel,
                                 framework == .combine || style == .published))
                }
            }
        }
        var results = [String](repeating: "", count: jobs.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let job = jobs[index]
            var flags = ["-I", compiler.modules.path]
            if job.combine, case .success(let runtime) = CombineRuntime.shared { flags += runtime.compilerFlags }
            let result = Compiler.swiftc(["-parse-as-library", "-typecheck", "-module-name", "App"] + flags + job.files)
            lock.lock()
            results[index] = result.output
            lock.unlock()
        }
        for (job, output) in zip(jobs, results) {
            let errors = output.split(separator: "\n").filter { $0.contains(": error: ") && !$0.hasPrefix(" ") }
            for (name, line) in Self.mistakes {
                let about = errors.filter { $0.contains("'\(name)'") }
                // Never at another line of the spec.
                for error in about where error.hasPrefix("Specs/") && !error.hasPrefix("Specs/Login.vmspec:\(line):") {
                    XCTFail("\(job.label): '\(name)' reported at another line of the spec: \(error)")
                }
                // At its line of the spec, in the view model's file (which error of a module the compiler reports first
                // depends on its files' order, so test support is held to the rule above). Elsewhere only where Swift
                // takes no directive: inside a wrapped parameter list, and in the `@Observable` macro's expansion. A
                // dependency's default value stands only in a parameter list in the constructor and function styles.
                let onlyInAParameterList = name == "defaultRetries" && (job.label.contains("constructor") || job.label.contains("function"))
                guard !job.label.hasSuffix("tests"), !onlyInAParameterList else { continue }
                XCTAssertTrue(
                    about.contains { $0.hasPrefix("Specs/Login.vmspec:\(line):") },
                    "\(job.label): '\(name)' is not reported at the spec's line \(line):\n\(about.joined(separator: "\n"))")
            }
            XCTAssertFalse(output.contains("#sourceLocation directive"), "\(job.label): a directive where Swift takes none:\n\(output)")
        }
    }

    /// A line ending in an optional type (`weak var coordinator: ProfileCoordinatr?`, `private let session: Sesion?`)
    /// ends its statement, as does the line after it: the compiler reports a misspelt type on either at the spec's
    /// line, in every style that stores them.
    func testTheCompilerReportsAMistakeOnALineEndingInAnOptionalTypeAtTheSpecsLine() throws {
        let folder = try project("""
            viewmodel ProfileViewModel:
              dependencies:
                - session: Sesion?
              properties:
                - weak var coordinator: ProfileCoordinatr?
                - var user: Usr?
                - var count: Cuont = 1
              inputs:
                - viewDidLoad
              outputs:
                - avatar: Imag?

            """)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        let styles = ["triplet", "subject", "transform", "observable", "published"]
        var results = [String](repeating: "", count: styles.count)
        for style in styles {
            let run = try Executable.run(
                ["generate", "Specs", "--output", "Generated/\(style)", "--style", style, "--quiet", "--no-cache"], in: folder)
            XCTAssertEqual(run.status, 0, run.err)
        }
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: styles.count) { index in
            let style = styles[index]
            var flags = ["-I", compiler.modules.path]
            if style == "published", case .success(let runtime) = CombineRuntime.shared { flags += runtime.compilerFlags }
            let generated = folder.appendingPathComponent("Generated/\(style)/ProfileViewModel.\(style).swift").path
            let result = Compiler.swiftc(["-parse-as-library", "-typecheck", "-module-name", "App"] + flags + [generated])
            lock.lock()
            results[index] = result.output
            lock.unlock()
        }
        for (style, output) in zip(styles, results) {
            let errors = output.split(separator: "\n").filter { $0.contains(": error: ") && !$0.hasPrefix(" ") }
            for (name, line) in [("Sesion", 3), ("ProfileCoordinatr", 5), ("Usr", 6), ("Cuont", 7), ("Imag", 11)] {
                let about = errors.filter { $0.contains("'\(name)'") }
                XCTAssertFalse(about.isEmpty, "\(style): no error about '\(name)':\n\(output)")
                // Anywhere but the spec's line only in the `@Observable` macro's expansion, which takes no directive.
                for error in about where !error.hasPrefix("Specs/Login.vmspec:\(line):") && !error.hasPrefix("macro expansion") {
                    XCTFail("\(style): '\(name)' is not reported at the spec's line \(line): \(error)")
                }
            }
            XCTAssertFalse(output.contains("#sourceLocation directive"), "\(style): a directive where Swift takes none:\n\(output)")
        }
    }

    func testTheyCanBeTurnedOffAndNameTheSpecFromTheProjectsRoot() throws {
        let folder = try project(Self.spec)
        XCTAssertEqual(try Executable.run(["generate", "Specs", "-o", "Generated", "--quiet"], in: folder).status, 0)
        let generated = try String(contentsOf: folder.appendingPathComponent("Generated/LoginViewModel.triplet.swift"), encoding: .utf8)
        XCTAssertTrue(generated.contains("#sourceLocation(file: \"Specs/Login.vmspec\", line: 7)\n    var isLoading: Observable<bool> { get }\n#sourceLocation()\n"), generated)
        // Lines of the standard library's names alone stay as they are.
        XCTAssertFalse(generated.contains("line: 8)"), generated)
        // The same bytes from another working folder: the path is the project's, not the run's.
        let nested = folder.appendingPathComponent("Generated")
        XCTAssertEqual(try Executable.run(["generate", "../Specs", "-o", ".", "--check"], in: nested).status, 0)
        // Off for the project: no directive at all.
        try "options:\n  source-locations: false\n".write(to: folder.appendingPathComponent("vmgen.options"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Executable.run(["generate", "Specs", "-o", "Generated", "--quiet"], in: folder).status, 0)
        let off = try String(contentsOf: folder.appendingPathComponent("Generated/LoginViewModel.triplet.swift"), encoding: .utf8)
        XCTAssertFalse(off.contains("#sourceLocation"), off)
        let invalid = try Executable.run(["generate", "Specs", "--stdout", "--options", "bad.options"], in: try {
            try "options:\n  source-locations: maybe\n".write(to: folder.appendingPathComponent("bad.options"), atomically: true, encoding: .utf8)
            return folder
        }())
        XCTAssertTrue(invalid.err.contains("bad.options:2:21: error: invalid source-locations 'maybe'; use 'true' or 'false'"), invalid.err)
    }

    private func project(_ spec: String) throws -> URL {
        let folder = try TestSupport.temporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try spec.write(to: folder.appendingPathComponent("Specs/Login.vmspec"), atomically: true, encoding: .utf8)
        return folder
    }
}
