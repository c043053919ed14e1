import Foundation
import VMGenCore
import XCTest

/// A program built from generated files, a logic and a `main.swift` against OpenCombine (Tests/CombineRuntime), with
/// the probes' `Expect.swift`, and run: what the view sees, asserted by the program itself (it exits non-zero when an
/// expectation fails).
enum CombineProgram {
    /// Writes `files` (name, contents) into `folder`, compiles them with `main` and runs the program; fails the test
    /// with `failure` and the program's output when it does not compile or does not exit 0.
    static func run(
        _ files: [(String, String)], main: String, in folder: URL, failure: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        var paths: [String] = []
        for (name, text) in files + [("main.swift", main)] {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let runtime = try CombineRuntime.shared.get()
        let expect = TestSupport.root.appendingPathComponent("Tests/Behavior/probes/Expect.swift").path
        let executable = folder.appendingPathComponent("program")
        let build = Compiler.swiftc(paths + [expect, "-module-name", "Scenario", "-swift-version", "5"]
            + runtime.compilerFlags + runtime.linkerFlags + ["-o", executable.path])
        XCTAssertEqual(build.status, 0, build.output, file: file, line: line)
        guard build.status == 0 else { return }
        let run = Compiler.run(executable, [])
        XCTAssertEqual(run.status, 0, "\(failure):\n\(run.output)", file: file, line: line)
    }

    /// Generates `spec` (at `path`, in `style` when given; with its test support when `testSupport`), asserts it
    /// generates without a diagnostic, and runs what it generates with a stub logic (`StubLogic`) and `main`, as
    /// `run(_:main:in:failure:)` does.
    static func run(
        spec: String, path: String, style: Style = .triplet, testSupport: Bool = false, main: String, in folder: URL,
        failure: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let source = SpecSource(path: path, bytes: Array(spec.utf8))
        let generated = Generator.generate([source])
        let tests = testSupport ? Generator.generate([source], overrides: OptionOverrides(testSupport: true)) : nil
        XCTAssertEqual((generated.diagnostics + (tests?.diagnostics ?? [])).map(\.formatted), [], file: file, line: line)
        let resolved = try XCTUnwrap(Generator.resolve(source).resolved, file: file, line: line)
        let logic = StubLogic.file(for: resolved.viewModels.map(\.viewModel), framework: .combine, style: style)
        try run((generated.files + (tests?.files ?? [])).map { ($0.relativePath, $0.contents) } + [("Logic.swift", logic)],
                main: main, in: folder, failure: failure, file: file, line: line)
    }
}
