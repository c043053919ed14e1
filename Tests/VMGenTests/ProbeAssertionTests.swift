import Foundation
import VMGenCore
import XCTest

/// The probe's assertions (`assertValues`, `assertLastValue`, `assertValueCount`, `assertDidEmitValue`,
/// `assertDidNotEmitValue`), run by XCTest itself: a test program built from the SayHello example's view model, its
/// logic and its test support passes what holds and fails what does not, each failure at the line of the test that
/// asserted, not inside the generated file.
final class ProbeAssertionTests: XCTestCase {
    static let tests = """
        import XCTest

        final class SayHelloProbeTests: XCTestCase {
            func testWhatHoldsPasses() {
                let probe = SayHelloViewModelProbe()
                // The greeting starts empty (`= ""`), and the probe sees it, as a view that binds does.
                probe.greeting.assertValues([""])
                probe.greeting.assertDidEmitValue()
                probe.inputs.name("Ann")
                probe.inputs.validate()
                probe.greeting.assertValues(["", "Hello Ann"])
                probe.greeting.assertLastValue("Hello Ann")
                probe.greeting.assertValueCount(2)
            }

            func testWhatDoesNotHoldFailsWhereItIsAsserted() {
                let probe = SayHelloViewModelProbe()
                probe.greeting.assertDidNotEmitValue()
                probe.inputs.name("Ann")
                probe.inputs.validate()
                probe.greeting.assertValues(["Hello Bo"])
                probe.greeting.assertLastValue("Hello Bo", "the latest greeting")
                probe.greeting.assertValueCount(3)
            }
        }

        XCTMain([testCase([
            ("testWhatHoldsPasses", SayHelloProbeTests.testWhatHoldsPasses),
            ("testWhatDoesNotHoldFailsWhereItIsAsserted", SayHelloProbeTests.testWhatDoesNotHoldFailsWhereItIsAsserted),
        ])])

        """

    func testTheProbesAssertionsFailTheTestAtTheLineThatAsserts() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let fixture = TestSupport.Fixture(name: "SayHello")
        let main = folder.appendingPathComponent("main.swift")
        try Self.tests.write(to: main, atomically: true, encoding: .utf8)
        let files = fixture.goldens(
            of: fixture.goldenFolder(.closures).appendingPathComponent("SayHelloViewModel.triplet.swift"), style: .triplet
        ) + [
            fixture.testSupportFolder(.closures).appendingPathComponent("SayHelloViewModel.triplet.testing.swift"),
        ] + fixture.handWritten(.closures, style: .triplet)
        let program = folder.appendingPathComponent("probe-tests")
        let build = Compiler.swiftc(["-module-name", "ProbeTests", "-o", program.path, main.path] + files.map(\.path))
        XCTAssertEqual(build.status, 0, build.output)
        let run = Compiler.run(program, [])
        XCTAssertNotEqual(run.status, 0, "a failing assertion must fail the run:\n\(run.output)")
        XCTAssertTrue(run.output.contains("Test Case 'SayHelloProbeTests.testWhatHoldsPasses' passed"), run.output)
        XCTAssertTrue(run.output.contains("Executed 2 tests, with 4 failures"), run.output)
        // Each failure is reported at the line of main.swift that asserted, with what was sent.
        let lines = Self.tests.components(separatedBy: "\n")
        func line(of text: String) -> Int { (lines.lastIndex { $0.contains(text) } ?? -1) + 1 }
        for (assertion, detail) in [
            ("probe.greeting.assertDidNotEmitValue()", "sent [\"\"]"),
            ("probe.greeting.assertValues([\"Hello Bo\"])", "(\"[\"\", \"Hello Ann\"]\") is not equal to (\"[\"Hello Bo\"]\")"),
            ("probe.greeting.assertLastValue(\"Hello Bo\"", "the latest greeting"),
            ("probe.greeting.assertValueCount(3)", "(\"2\") is not equal to (\"3\")"),
        ] {
            let reported = run.output.components(separatedBy: "\n").first { $0.contains("main.swift:\(line(of: assertion)): error:") }
            XCTAssertNotNil(reported, "\(assertion) is not reported at main.swift:\(line(of: assertion)):\n\(run.output)")
            XCTAssertTrue(reported?.contains(detail) == true, "\(assertion): \(reported ?? "")")
        }
    }
}
