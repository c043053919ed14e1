import Foundation
@testable import VMGenCLI
import VMGenCore
import XCTest

/// Work that grows with one long line grows linearly: each shape is timed at 1× and 10× its size, and 10× must
/// cost well under 100× (what a quadratic would cost); the bound is a ratio, not a wall-clock time. The best of
/// three runs is taken, so a busy machine can only make the ratio look worse, never better.
final class ComplexityTests: XCTestCase {
    private func seconds(_ work: () -> Void) -> Double {
        (0..<3).map { _ in
            let start = DispatchTime.now().uptimeNanoseconds
            work()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }.min()!
    }

    private func assertLinear(_ shape: String, base: Int, _ run: (Int) -> Void, file: StaticString = #filePath, line: UInt = #line) {
        let small = seconds { run(base) }
        let large = seconds { run(base * 10) }
        XCTAssertLessThan(large / max(small, 1e-4), 30, "\(shape): 1× took \(small) s, 10× took \(large) s", file: file, line: line)
    }

    private func generate(_ text: String) {
        _ = Generator.generate([SpecSource(path: "t.vmspec", bytes: Array(text.utf8))])
    }

    func testLongLinesWithManyNamesCostLinearTime() {
        assertLinear("a tuple type with many labelled fields", base: 600) { count in
            generate("viewmodel A:\n  outputs:\n    - a: (" + (0..<count).map { "f\($0): Int" }.joined(separator: ", ") + ")\n")
        }
        assertLinear("an input with many parameters, with non-ASCII names", base: 400) { count in
            generate("viewmodel A:\n  inputs:\n    - é(" + (0..<count).map { "é\($0): Int" }.joined(separator: ", ") + ")\n")
        }
        assertLinear("many attributes", base: 800) { count in
            generate("viewmodel A:\n  inputs:\n    - " + String(repeating: "@latest ", count: count) + "tap\n")
        }
        assertLinear("a long default value", base: 2_000) { count in
            generate("viewmodel A:\n  dependencies:\n    - d: [Int] = [" + (0..<count).map(String.init).joined(separator: ", ")
                + "]\n  outputs:\n    - a: Int\n")
        }
    }

    func testXcodeFileListsCostLinearTime() {
        assertLinear("an unterminated build setting", base: 1_000) { count in
            _ = FileList.read(Array(String(repeating: "$(", count: count).utf8), path: "l", environment: { _ in nil }, base: "/")
        }
        assertLinear("many entries", base: 1_000) { count in
            _ = FileList.read(Array(String(repeating: "$(SRCROOT)/a.vmspec\r\n", count: count).utf8), path: "l",
                              environment: { _ in "/x" }, base: "/")
        }
    }

    func testAControlCharacterInAPathOrMessageIsEscapedNotPrinted() {
        let diagnostic = Diagnostic(.error, path: "list\u{0}.xcfilelist", at: SourceLocation(line: 1, column: 1), "'a\nb' is odd")
        XCTAssertEqual(diagnostic.formatted, "list\\u{0}.xcfilelist:1:1: error: 'a\\u{a}b' is odd")
    }
}

/// Beyond its limits a spec is a located error, never unbounded time or memory.
final class SpecLimitTests: XCTestCase {
    func testSpecsBeyondTheLimitsAreLocatedErrors() {
        let huge = "viewmodel A:\n  outputs:\n" + String(repeating: "    - a: Int\n", count: SpecLimits.fileSize / 12 + 1)
        XCTAssertTrue(TestSupport.diagnostics(huge).first?.hasPrefix("t.vmspec:1:1: error: the spec is ") == true)
        let many = (0...SpecLimits.viewModelsPerSpec).map { "viewmodel V\($0):\n  outputs:\n    - a: Int\n" }.joined()
        XCTAssertEqual(TestSupport.diagnostics(many).first,
                       "t.vmspec:3001:11: error: the spec declares 1001 view models; a spec may declare at most 1000 (split it into several files)")
        let wide = "viewmodel W:\n  outputs:\n" + (0...SpecLimits.membersPerViewModel).map { "    - o\($0): Int\n" }.joined()
        XCTAssertEqual(TestSupport.diagnostics(wide).first,
                       "t.vmspec:1:11: error: view model 'W' has 2001 inputs, outputs and dependencies; a view model may have at most 2000")
    }
}
