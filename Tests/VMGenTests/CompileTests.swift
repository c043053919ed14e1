import Foundation
import VMGenCore
import XCTest

/// A golden that does not compile is a bug the golden test cannot see: every golden is compiled together with
/// its example's hand-written logic against the stand-ins.
final class CompileTests: XCTestCase {
    func testEveryGoldenCompilesWithItsLogic() throws {
        let compiler = try Compiler(folder: try TestSupport.temporaryFolder(self))
        var jobs: [(label: String, files: [String])] = []
        for fixture in TestSupport.fixtures {
            for framework in TestSupport.frameworks(of: fixture) {
                let goldens = try FileManager.default.contentsOfDirectory(
                    at: fixture.goldenFolder(framework), includingPropertiesForKeys: nil
                ).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
                for golden in goldens {
                    jobs.append((golden.path, [golden.path] + fixture.handWritten(framework).map(\.path)))
                }
            }
        }
        XCTAssertGreaterThanOrEqual(jobs.count, 20)
        let failures = Self.run(jobs, compiler)
        for (label, output) in failures { XCTFail("\(label) does not compile:\n\(output)") }
    }

    /// The check is real: a logic file that forgets an output, and generated code that reads a property before
    /// `init` assigns it, both fail.
    func testCompilerCatchesMissingOutputsAndInitOrder() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder)
        let fixture = TestSupport.fixtures.first { $0.name == "SayHello" }!
        let golden = fixture.goldenFolder(.rxswift).appendingPathComponent("SayHelloViewModel.triplet.swift").path
        let forgetful = folder.appendingPathComponent("Forgetful.swift")
        try """
            import RxSwift
            extension SayHelloViewModelLogic {
                static func transform(_ input: Input) -> Output { Output() }
            }
            """.write(to: forgetful, atomically: true, encoding: .utf8)
        let output = compiler.check([golden, forgetful.path])
        XCTAssertTrue(output?.contains("missing argument for parameter 'greeting'") ?? false, output ?? "compiled")

        let initOrder = folder.appendingPathComponent("InitOrder.swift")
        try "final class C { let a: Int; let b: Int; init() { a = b; b = 1 } }"
            .write(to: initOrder, atomically: true, encoding: .utf8)
        XCTAssertNotNil(compiler.check([initOrder.path]))
    }

    /// Runs the jobs two at a time (the machines have two cores) and returns the failures in job order.
    static func run(_ jobs: [(label: String, files: [String])], _ compiler: Compiler) -> [(String, String)] {
        var results = [String?](repeating: nil, count: jobs.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let output = compiler.check(jobs[index].files)
            lock.lock()
            results[index] = output
            lock.unlock()
        }
        return zip(jobs, results).compactMap { job, output in output.map { (job.label, $0) } }
    }
}
