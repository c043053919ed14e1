// The assertions a team writes with XCTest, for a test program: each failure is printed, and the program fails.
import Foundation

private var failures = 0

/// `XCTAssertEqual`, as a program can run it.
func expect<Value: Equatable>(_ actual: Value, _ expected: Value, _ what: String, line: Int = #line) {
    guard actual != expected else { return }
    failures += 1
    FileHandle.standardError.write(Data("line \(line): \(what): got \(actual), expected \(expected)\n".utf8))
}

/// Ends the program with a failure if any expectation failed.
func finishProbeTests() {
    if failures > 0 { exit(1) }
}
