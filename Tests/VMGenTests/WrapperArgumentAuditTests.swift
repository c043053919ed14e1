import Foundation
import VMGenCore
import XCTest

/// An audit of last session's property wrappers with arguments (`- @Injected(SearchUseCase.self) var useCase:
/// SearchUseCase`) and the class's own `disposeBag` (#32): what Swift refuses is an error where the spec breaks it.
final class WrapperArgumentAuditTests: XCTestCase {
    /// A wrapper on a `let` is Swift's error, with a value or without one (before: without one, "'let j' has no value,
    /// so the initializer would set it: that is a dependency", and for `@Published` "'var k: Int' has no value").
    func testAWrapperOnALetIsSwiftsErrorWithOrWithoutAValue() {
        let diagnostics = TestSupport.diagnostics("""
            options:
              framework: combine
              styles: triplet
            viewmodel V:
              properties:
                - @Injected(X.self) let a: B = B()
                - @Injected(X.self) let b: B
                - @Published let c: Int
                - @Published(x) let d: Int
                - @Injected(")") var e: B
                - @Injected(X.self)(Y) var f: B
                - @Injected(X.self var g: B
                - let disposeBag: DisposeBag = .init()
                - var disposeBag: DisposeBag = DisposeBag()
              inputs:
                - go
            """).map { String($0.prefix { $0 != "\n" }) }
        XCTAssertEqual(diagnostics, [
            "t.vmspec:6:25: error: a property wrapper ('@Injected(X.self)') wraps a 'var'",
            "t.vmspec:7:25: error: a property wrapper ('@Injected(X.self)') wraps a 'var'",
            "t.vmspec:8:18: error: a property wrapper ('@Published') wraps a 'var'",
            "t.vmspec:9:7: error: '@Published' takes no arguments here: its starting value is the property's ('= ...')",
            "t.vmspec:9:21: error: a property wrapper ('@Published(x)') wraps a 'var'",
            "t.vmspec:11:7: error: expected 'var' or 'let' and a stored property ('- var tempName: String?', '- let limit: Int = 20')",
            "t.vmspec:12:16: error: expected ')' to close the arguments of '@Injected'",
            "t.vmspec:14:11: error: duplicate property 'disposeBag'",
        ])
    }
}
