import Foundation
import XCTest

/// The declaration-only stand-ins must not drift from the frameworks they stand for: one file of the API uses the
/// fixtures and the generated code rely on compiles against the stand-in, and against the real framework where
/// SwiftPM can build it (elsewhere that half is skipped with one line).
final class StandInDriftTests: XCTestCase {
    func testReactiveSwiftUsesCompileAgainstTheStandInAndTheRealFramework() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let uses = TestSupport.root.appendingPathComponent("Tests/StandInDrift/ReactiveSwiftUses.swift").path
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        XCTAssertNil(compiler.check([uses]), "against the stand-in")
        guard case .success(let runtime) = ReactiveSwiftRuntime.shared else {
            throw XCTSkip("ReactiveSwift cannot be resolved here; set a SwiftPM mirror for Tests/ReactiveSwiftRuntime to run this")
        }
        let real = Compiler.swiftc(["-typecheck", "-parse-as-library", "-warnings-as-errors"] + runtime.compilerFlags + [uses])
        XCTAssertEqual(real.status, 0, "against the real ReactiveSwift:\n\(real.output)")
    }

    func testRxSwiftUsesCompileAgainstTheStandInsAndTheRealFramework() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let uses = TestSupport.root.appendingPathComponent("Tests/StandInDrift/RxSwiftUses.swift").path
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        XCTAssertNil(compiler.check([uses]), "against the stand-ins")
        guard case .success(let runtime) = RxRuntime.shared else {
            throw XCTSkip("RxSwift cannot be resolved here; set a SwiftPM mirror for Tests/RxRuntime to run this")
        }
        let real = Compiler.swiftc(["-typecheck", "-parse-as-library", "-warnings-as-errors"] + runtime.compilerFlags + [uses])
        XCTAssertEqual(real.status, 0, "against the real RxSwift:\n\(real.output)")
    }
}
