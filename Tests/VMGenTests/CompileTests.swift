import Foundation
import VMGenCore
import XCTest

/// A golden that does not compile is a bug the golden test cannot see: every golden is compiled together with
/// its example's hand-written logic and its test support (probe and fake) against the stand-ins, in Swift 5 and
/// Swift 6 language modes with complete concurrency checking, and the generated files without a warning.
final class CompileTests: XCTestCase {
    func testEveryGoldenCompilesWithItsLogic() throws {
        let compiler = try Compiler(folder: try TestSupport.temporaryFolder(self))
        var jobs: [Job] = []
        for fixture in TestSupport.fixtures {
            for framework in TestSupport.frameworks(of: fixture) {
                let goldens = try FileManager.default.contentsOfDirectory(
                    at: fixture.goldenFolder(framework), includingPropertiesForKeys: nil
                ).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
                for golden in goldens where !golden.lastPathComponent.hasSuffix(".logic.swift") {
                    // `LoginViewModel.triplet.swift`
                    let style = try XCTUnwrap(Style(rawValue: golden.deletingPathExtension().pathExtension))
                    // With its test support (`--tests`), which the test target compiles against the same code; the
                    // observable and published styles have none (a test reads their properties).
                    let testSupport = fixture.testSupportFolder(framework)
                        .appendingPathComponent(Generator.fileName(
                            golden.deletingPathExtension().deletingPathExtension().lastPathComponent, style, testSupport: true))
                    let hasTestSupport = style.hasTestSupport && framework.hasTestSupport
                    XCTAssertEqual(FileManager.default.fileExists(atPath: testSupport.path), hasTestSupport, testSupport.path)
                    let generated = fixture.goldens(of: golden, style: style).map(\.path) + (hasTestSupport ? [testSupport.path] : [])
                    let files = generated + fixture.handWritten(framework, style: style).map(\.path)
                    // Teams compile in either language mode; Swift 6 adds strict concurrency checking.
                    for version in ["5", "6"] {
                        jobs.append(Job(
                            label: "\(golden.path) (Swift \(version))", files: files, swiftVersion: version,
                            combine: framework == .combine || style == .published, strict: generated))
                    }
                }
            }
        }
        // Five examples in four styles for each of six frameworks (one style without a framework), the cell in the
        // constructor style for each framework with streams, and every example in the observable and published styles
        // in each framework.
        XCTAssertEqual(jobs.count, 2 * (5 * 4 * 5 + 5 + 5 + 2 * 5 * 6))
        let failures = Self.run(jobs, compiler)
        for (label, output) in failures { XCTFail("\(label) does not compile:\n\(output)") }
    }

    /// Every example in all its styles, with all their test support and its one logic file (the constructor style's
    /// contract beside the streams'), compiles in one module per framework, in Swift 5 with complete concurrency
    /// checking and in Swift 6: a screen moving between styles keeps both view models in its app target.
    func testEveryExampleInAllItsStylesCompilesInOneModule() throws {
        let compiler = try Compiler(folder: try TestSupport.temporaryFolder(self))
        var jobs: [Job] = []
        for fixture in TestSupport.fixtures {
            for framework in TestSupport.frameworks(of: fixture) {
                func swiftFiles(_ folder: URL) -> [String] {
                    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                        .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
                }
                let generated = swiftFiles(fixture.goldenFolder(framework))
                    + (framework.hasTestSupport ? swiftFiles(fixture.testSupportFolder(framework)) : [])
                XCTAssertGreaterThan(generated.count, 2, "\(fixture.name) \(framework)")
                for version in ["5", "6"] {
                    jobs.append(Job(
                        label: "\(fixture.name) with \(framework) in one module (Swift \(version))",
                        files: generated + fixture.allHandWritten(framework).map(\.path), swiftVersion: version,
                        combine: true, strict: generated))
                }
            }
        }
        XCTAssertEqual(jobs.count, 2 * (5 * 5 + 5))
        for (label, output) in Self.run(jobs, compiler) { XCTFail("\(label) does not compile:\n\(output)") }
    }

    /// The check is real: a logic file that forgets an output, and generated code that reads a property before
    /// `init` assigns it, both fail.
    func testCompilerCatchesMissingOutputsAndInitOrder() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder)
        let fixture = TestSupport.fixtures.first { $0.name == "SayHello" }!
        let golden = fixture.goldenFolder(.rxswift).appendingPathComponent("SayHelloViewModel.triplet.swift").path
        let contract = fixture.goldenFolder(.rxswift).appendingPathComponent("SayHelloViewModel.logic.swift").path
        let forgetful = folder.appendingPathComponent("Forgetful.swift")
        try """
            import RxSwift
            extension SayHelloViewModelLogic {
                static func transform(_ input: Input) -> Output { Output() }
            }
            """.write(to: forgetful, atomically: true, encoding: .utf8)
        let output = compiler.check([contract, golden, forgetful.path] + fixture.handWritten(.rxswift, style: .triplet)
            .map(\.path).filter { !$0.hasSuffix("+Logic.swift") })
        XCTAssertTrue(output?.contains("missing argument for parameter 'greeting'") ?? false, output ?? "compiled")

        let initOrder = folder.appendingPathComponent("InitOrder.swift")
        try "final class C { let a: Int; let b: Int; init() { a = b; b = 1 } }"
            .write(to: initOrder, atomically: true, encoding: .utf8)
        XCTAssertNotNil(compiler.check([initOrder.path]))
    }

    /// One compilation: a label for failures, the files, and whether they need OpenCombine.
    struct Job {
        var label: String
        var files: [String]
        var swiftVersion = "5"
        var combine = false
        /// The files that must compile without a warning: the generated ones.
        var strict: [String] = []
        /// Compilation conditions set with `-D` (`DEBUG`), for members under `@if`.
        var defines: [String] = []
    }

    static func run(_ jobs: [(label: String, files: [String])], _ compiler: Compiler) -> [(String, String)] {
        run(jobs.map { Job(label: $0.label, files: $0.files) }, compiler)
    }

    /// Runs the jobs two at a time (the machines have two cores) and returns the failures in job order.
    static func run(_ jobs: [Job], _ compiler: Compiler) -> [(String, String)] {
        var results = [String?](repeating: nil, count: jobs.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let job = jobs[index]
            let output = compiler.check(
                job.files, swiftVersion: job.swiftVersion, combine: job.combine, strict: job.strict, defines: job.defines)
            lock.lock()
            results[index] = output
            lock.unlock()
        }
        return zip(jobs, results).compactMap { job, output in output.map { (job.label, $0) } }
    }
}
