import VMGenCore
import XCTest

/// What each member kind is checked against: the framework, the style and the direction that take it (docs/transform-variants.md,
/// "The member types real transform code uses"), each refusal located where the attribute stands.
final class MemberKindValidationTests: XCTestCase {
    /// An input's stream kind is RxCocoa's, and one at a time.
    func testInputStreamKindsAreRxCocoasAndOneAtATime() {
        XCTAssertEqual(
            TestSupport.diagnostics("options:\n  framework: combine\nviewmodel V:\n  inputs:\n    - @driver tap\n").map {
                String($0.prefix { $0 != "\n" })
            },
            ["t.vmspec:5:7: error: '@driver' makes an input RxCocoa's 'Driver', which framework 'combine' does not have"])
        XCTAssertEqual(
            TestSupport.diagnostics("options:\n  framework: rxcocoa\nviewmodel V:\n  inputs:\n    - @driver @signal tap\n"),
            ["t.vmspec:5:15: error: '@signal' contradicts '@driver'"])
        XCTAssertEqual(TestSupport.diagnostics(
            "options:\n  framework: rxcocoa\nviewmodel V:\n  inputs:\n    - @latest @controlProperty q(_ t: String)\n"), [])
    }

    /// Relays, subjects and typed failures: where a framework, a style and a direction take them, and a located
    /// reason where they do not.
    func testMemberKindsAreCheckedAgainstFrameworkStyleAndDirection() {
        func errors(_ framework: String, _ styles: String, _ members: String) -> [String] {
            TestSupport.diagnostics("options:\n  framework: \(framework)\n  styles: \(styles)\nviewmodel V:\n" + members)
                .map { String($0.prefix { $0 != "\n" }) }
        }
        let accepted = """
              inputs:
                - @relay refresh
                - @subject select(_ row: Int)
              outputs:
                - @relay items: [String] = []
                - @subject error: String
                - @observable isLoading: Bool

            """
        XCTAssertEqual(errors("rxcocoa", "transform", accepted), [])
        XCTAssertEqual(errors("rxswift", "transform", accepted), [])
        XCTAssertEqual(errors("combine", "transform", accepted), [
            "t.vmspec:6:7: error: '@relay' makes an input a relay, which framework 'combine' does not have",
            "t.vmspec:9:7: error: '@relay' makes an output a relay, which framework 'combine' does not have",
        ])
        XCTAssertEqual(errors("rxswift", "transform, triplet", "  outputs:\n    - @subject e: Int\n"), [
            "t.vmspec:6:7: error: '@subject' members belong to the transform style (the Output struct holds the subject"
                + " the view binds to), and this spec also renders the 'triplet' style",
        ])
        XCTAssertEqual(errors("combine", "transform", "  inputs:\n    - @latest @subject q(_ t: String)\n"), [
            "t.vmspec:6:7: error: '@latest' does not apply to a subject input: the view makes the subject and sends into it",
        ])
        XCTAssertEqual(errors("rxcocoa", "transform", "  outputs:\n    - @controlEvent e: Int\n    - @relay @async f: Int\n"), [
            "t.vmspec:6:7: error: '@controlEvent' does not apply to an output",
            "t.vmspec:7:14: error: '@async' does not apply to a relay output",
        ])
        // Typed failures: Combine and ReactiveSwift, on streams.
        let failing = "  outputs:\n    - @failure(NetworkError) user: User\n"
        XCTAssertEqual(errors("combine", "all", failing), [])
        XCTAssertEqual(errors("reactiveswift", "all", failing), [])
        XCTAssertEqual(errors("rxswift", "all", failing), [
            "t.vmspec:6:7: error: '@failure' gives the output a typed error, which framework 'rxswift' does not have",
        ])
        XCTAssertEqual(errors("combine", "constructor", failing), [
            "t.vmspec:6:7: error: '@failure' applies to a stream, and in the constructor style this output is a value",
        ])
        XCTAssertEqual(errors("combine", "constructor", "  outputs:\n    - @async @failure(E) user: User\n"), [])
        XCTAssertEqual(errors("combine", "all", "  outputs:\n    - @failure user: User\n    - @failure(Never) b: Int\n"), [
            "t.vmspec:6:7: error: '@failure' needs the error type: '@failure(NetworkError)'",
            "t.vmspec:7:16: error: '@failure(Never)' is what an output is without '@failure'",
        ])
        XCTAssertEqual(errors("combine", "all", "  inputs:\n    - @latest(Int) a\n  outputs:\n    - @async(Int) b: Int\n"), [
            "t.vmspec:6:15: error: '@latest' takes no type on an input",
            "t.vmspec:8:14: error: '@async' takes no type",
        ])
        // Value outputs: Combine's `@Published`, in the transform style, with a starting value.
        XCTAssertEqual(errors("combine", "transform", "  outputs:\n    - @value a: Bool = false\n    - @value b: Int?\n"), [])
        XCTAssertEqual(errors("combine", "transform", "  outputs:\n    - @value a: Bool\n    - @value @failure(E) b: Int?\n"), [
            "t.vmspec:6:7: error: a value output needs a starting value: '- a: Bool = ...'",
            "t.vmspec:7:14: error: a value output cannot fail: '@failure' is for streams",
        ])
        // In RxSwift, the app's property wrapper over a BehaviorRelay holds it (MGArchitecture's `@Property`).
        XCTAssertEqual(errors("rxswift", "transform", "  outputs:\n    - @value a: Bool = false\n"), [
            "t.vmspec:6:7: error: a value output in RxSwift is kept by the app's property wrapper, which the spec does not"
                + " name",
        ])
        XCTAssertEqual(TestSupport.diagnostics(
            "options:\n  framework: rxcocoa\n  styles: transform\n  wrapper: Property\nviewmodel V:\n  outputs:\n"
                + "    - @value a: Bool = false\n"), [])
        XCTAssertEqual(TestSupport.diagnostics(
            "options:\n  framework: combine\n  wrapper: Property, Other\nviewmodel V:\n  outputs:\n    - a: Int\n"
        ).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:3:12: error: value outputs are kept by one property wrapper",
            "t.vmspec:3:12: error: 'wrapper:' names the property wrapper of RxSwift's value outputs, and this spec renders"
                + " 'combine'",
        ])
        XCTAssertEqual(errors("reactiveswift", "transform", "  outputs:\n    - @value a: Bool = false\n"), [
            "t.vmspec:6:7: error: '@value' makes an output a value, which framework 'reactiveswift' does not have",
        ])
        // Constants: a value in every framework with streams, never a stream's attributes.
        XCTAssertEqual(errors("reactiveswift", "all, constructor", "  outputs:\n    - @constant t: String\n"), [])
        XCTAssertEqual(errors("combine", "all", "  outputs:\n    - @constant @async t: String\n    - @constant @relay u: Int\n"), [
            "t.vmspec:6:17: error: '@async' is for streams, and a constant output is a value",
            "t.vmspec:7:17: error: '@relay' contradicts '@constant'",
        ])
        XCTAssertEqual(errors("closures", "triplet", "  outputs:\n    - @constant t: String\n"), [
            "t.vmspec:6:7: error: '@constant' makes an output a constant, which framework 'closures' does not have",
        ])
        // `declaration: struct`: the transform and subject styles', without a superclass; Combine keeps bindings in a parameter.
        func declared(_ options: String, _ members: String = "") -> [String] {
            TestSupport.diagnostics("options:\n" + options + "viewmodel V:\n" + members).map { String($0.prefix { $0 != "\n" }) }
        }
        XCTAssertEqual(declared("  styles: transform, constructor\n  declaration: struct\n"), [])
        XCTAssertEqual(declared("  styles: transform, triplet\n  declaration: struct\n  superclass: Base\n"), [
            "t.vmspec:3:16: error: 'declaration: struct' is for the transform and subject styles, and this spec also renders"
                + " the 'triplet' style",
            "t.vmspec:3:16: error: a struct has no superclass; drop 'superclass:' or 'declaration: struct'",
        ])
        XCTAssertEqual(declared("  styles: transform\n  declaration: strukt\n"), [
            "t.vmspec:3:16: error: invalid declaration 'strukt'; use 'class' or 'struct'",
        ])
        XCTAssertEqual(declared("  framework: combine\n  styles: transform\n  declaration: struct\n", "  outputs:\n    - @value a: Int = 0\n"), [
            "t.vmspec:7:7: error: a struct view model cannot keep the subscriptions of a value output in Combine",
        ])
        XCTAssertEqual(errors("combine", "all", "  outputs:\n    - @failure(E b: Int\n"), [
            "t.vmspec:6:18: error: unexpected 'b' after type 'E'",
        ])
    }
}
