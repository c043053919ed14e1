import Foundation
import VMGenCore
import XCTest

/// An audit of `- weak var coordinator: PostCoordinator?` (#32): the line as a hostile input writes it, a type Swift
/// cannot hold weakly, and every problem of a line reported at once, where it stands.
final class WeakPropertyAuditTests: XCTestCase {
    /// The first line of each diagnostic.
    private func errors(_ properties: String) -> [String] {
        TestSupport.diagnostics("viewmodel A:\n  properties:\n" + properties + "  inputs:\n    - go\n")
            .map { String($0.prefix { $0 != "\n" }) }
    }

    /// The words before `var`, in an order the grammar does not take, are errors at the word out of place.
    func testAMisplacedWordIsAnErrorWhereItStands() {
        XCTAssertEqual(errors("""
                - weak
                - weak weak var a: B?
                - weak private(set) var b: B?
                - weak lazy var c: B? = nil
                - weak\tvar d: B?
                - weak  var e: B?
                - weak var café: B?
                - weak var `f`: B?
                - weak var weak: B?

            """), [
            "t.vmspec:3:11: error: expected 'var' after 'weak' ('- weak var coordinator: Coordinator?')",
            "t.vmspec:4:12: error: 'weak' is written twice",
            "t.vmspec:5:12: error: 'private(set)' comes before 'weak' ('- private(set) weak var b: B?')",
            "t.vmspec:6:12: error: a lazy property is held strongly; 'lazy' and 'weak' do not go together",
        ])
    }

    /// `weak let l: B` breaks two rules: both are reported, each where it stands, and each note writes the whole line
    /// as it would compile; `lazy weak` without a value is the conflict, not a missing value.
    func testEveryProblemOfALineIsReportedAtOnce() {
        let diagnostics = TestSupport.diagnostics("""
            viewmodel A:
              properties:
                - weak let a: B
                - private(set) weak var b: B = B()
                - lazy weak var c: B?
              inputs:
                - go
            """)
        XCTAssertEqual(diagnostics.map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:3:7: error: 'weak' is set to nil when what it names goes away, so it makes a 'var'; 'weak let' is"
                + " not a spec property",
            "t.vmspec:3:16: error: 'weak let a: B' becomes nil when what it names goes away, so its type is optional",
            "t.vmspec:4:29: error: 'weak var b: B' becomes nil when what it names goes away, so its type is optional",
            "t.vmspec:4:29: error: 'weak var b' starts nil (a new object held weakly would go away at once); it takes no"
                + " value but 'nil'",
            "t.vmspec:5:12: error: a lazy property is held strongly; 'lazy' and 'weak' do not go together",
        ])
        for diagnostic in diagnostics.prefix(2) {
            XCTAssertTrue(diagnostic.contains("note: write '- weak var a: B?'"), diagnostic)
        }
        for diagnostic in diagnostics.dropFirst(2).prefix(2) {
            XCTAssertTrue(diagnostic.contains("note: write '- private(set) weak var b: B?'"), diagnostic)
        }
        XCTAssertTrue(diagnostics.last?.contains("note: write '- weak var c: B?'") ?? false, "\(diagnostics)")
    }

    /// `Optional<Coordinator>` is optional, as Swift reads it: declared as written.
    func testOptionalWrittenOutIsOptional() {
        let text = TestSupport.render("""
            viewmodel A:
              properties:
                - weak var coordinator: Optional<Coordinator>
                - weak var other: Swift.Optional<Coordinator> = nil
              inputs:
                - go
            """)
        XCTAssertTrue(text.contains("    weak var coordinator: Optional<Coordinator>\n"
            + "    weak var other: Swift.Optional<Coordinator> = nil\n"), text)
    }

    /// Swift holds weakly only a class or a class-bound protocol: a type vmgen knows is neither is an error at the type
    /// (the app's own types it cannot know: the compiler says so, at the spec's line).
    func testATypeSwiftCannotHoldWeaklyIsAnErrorAtTheType() {
        XCTAssertEqual(errors("""
                - weak var a: String?
                - weak var b: Swift.Int?
                - weak var c: [B]?
                - weak var d: [String: B]?
                - weak var e: (B, B)?
                - weak var f: (() -> Void)?
                - weak var g: B??
                - weak var h: B.Type?
                - weak var i: Any?
                - weak var j: Error?
                - weak var k: (any Error)?
                - weak var l: Result<B, Error>?
                - weak var m: Optional<Date>
                - weak var n: AnyObject?
                - weak var o: (any B)?
                - weak var p: (B & AnyObject)?
                - weak var q: Foundation.NSObject?

            """), [
            "t.vmspec:3:19: error: 'weak' holds a class or a class-bound protocol, and 'String' is a value type",
            "t.vmspec:4:19: error: 'weak' holds a class or a class-bound protocol, and 'Swift.Int' is a value type",
            "t.vmspec:5:19: error: 'weak' holds a class or a class-bound protocol, and '[B]' is an array",
            "t.vmspec:6:19: error: 'weak' holds a class or a class-bound protocol, and '[String: B]' is a dictionary",
            "t.vmspec:7:19: error: 'weak' holds a class or a class-bound protocol, and '(B, B)' is a tuple",
            "t.vmspec:8:19: error: 'weak' holds a class or a class-bound protocol, and '() -> Void' is a function type",
            "t.vmspec:9:19: error: 'weak' holds a class or a class-bound protocol, and 'B?' is an optional",
            "t.vmspec:10:19: error: 'weak' holds a class or a class-bound protocol, and 'B.Type' is a metatype",
            "t.vmspec:11:19: error: 'weak' holds a class or a class-bound protocol, and 'Any' is any value",
            "t.vmspec:12:19: error: 'weak' holds a class or a class-bound protocol, and 'Error' is a protocol that is not"
                + " class-bound",
            "t.vmspec:13:19: error: 'weak' holds a class or a class-bound protocol, and 'any Error' is a protocol that is"
                + " not class-bound",
            "t.vmspec:14:19: error: 'weak' holds a class or a class-bound protocol, and 'Result<B, Error>' is a value type",
            "t.vmspec:15:19: error: 'weak' holds a class or a class-bound protocol, and 'Date' is a value type",
        ])
        // Each with a note: the property held strongly, or a class-bound protocol.
        let note = TestSupport.diagnostics("viewmodel A:\n  properties:\n    - weak var a: String?\n  inputs:\n    - go\n")
        XCTAssertTrue(note.first?.contains("note: write '- var a: String?', held strongly") ?? false, "\(note)")
        let twice = TestSupport.diagnostics("viewmodel A:\n  properties:\n    - weak var a: B??\n  inputs:\n    - go\n")
        XCTAssertTrue(twice.first?.hasSuffix("note: write '- weak var a: B?'") ?? false, "\(twice)")
    }

    /// A weak property named like an input, an output or a dependency is a located error, as another property is; the
    /// project's options that render a style without a class report the property where the spec declares it.
    func testAWeakPropertysNameAndTheProjectsStylesAreCheckedWhereItStands() {
        let spec = """
            viewmodel A:
              dependencies:
                - service: Service
              properties:
                - weak var service: B?
                - weak var go: B?
                - weak var title: B?
              inputs:
                - go
              outputs:
                - title: String
            """
        XCTAssertEqual(TestSupport.diagnostics(spec).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:16: error: property 'service' is named like a dependency; a dependency call sites read is written"
                + " '- let service: ...' under 'dependencies:'",
        ])
        XCTAssertEqual(TestSupport.diagnostics(spec.replacingOccurrences(of: "    - weak var service: B?\n", with: ""))
            .map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:16: error: property 'go' collides with input 'go()' in the triplet style: both are named 'go'",
            "t.vmspec:6:16: error: property 'title' collides with output 'title' in the triplet style: both are named"
                + " 'title'",
        ])
        XCTAssertEqual(
            TestSupport.diagnostics("viewmodel A:\n  properties:\n    - weak var coordinator: B?\n  inputs:\n    - go\n",
                                    overrides: OptionOverrides(styles: StyleSelection(styles: [.constructor])))
                .map { String($0.prefix { $0 != "\n" }) },
            ["t.vmspec:3:7: error: the constructor style's view model is a struct of values made once, which has no stored"
                + " state of its own, and this spec renders it"])
    }

    /// A name Swift gives a fixed meaning as a member (`Type`, `_`, `self`) cannot name a property, weak or not, as it
    /// cannot name an input, an output or a dependency: the generated class would not compile (`Type`, `_`) or call
    /// sites could not reach it (`viewModel.self` is the view model).
    func testANameSwiftGivesAFixedMeaningCannotNameAProperty() {
        XCTAssertEqual(errors("""
                - weak var Type: B?
                - weak var _: B?
                - weak var self: B?
                - var Protocol: Int = 0
                - let init: Int = 0

            """), [
            "t.vmspec:3:16: error: 'Type' cannot name a property; Swift gives it a fixed meaning",
            "t.vmspec:4:16: error: '_' cannot name a property; Swift gives it a fixed meaning",
            "t.vmspec:5:16: error: 'self' cannot name a property; Swift gives it a fixed meaning",
            "t.vmspec:6:11: error: 'Protocol' cannot name a property; Swift gives it a fixed meaning",
            "t.vmspec:7:11: error: 'init' cannot name a property; Swift gives it a fixed meaning",
        ])
    }

    /// The one-stream event transform keeps a `@value` output in a property of the class named after it: a property of
    /// that name, weak or not, or a dependency (which the class stores), collides with it where it stands (before: the
    /// class declared both and did not compile).
    func testAPropertyNamedLikeAnEventTransformsValueCollides() {
        let spec = """
            options:
              framework: combine
              styles: transform
              transform: transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>
            viewmodel A:
              properties:
                - weak var title: Coordinating?
                - var count: Int = 0
              inputs:
                - go
              outputs:
                - @value title: String = ""
                - @value count: Int = 0
                - shown: Bool
            """
        XCTAssertEqual(TestSupport.diagnostics(spec).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:7:16: error: property 'title' collides with '@value' output 'title' in the transform style: both are"
                + " named 'title'",
            "t.vmspec:8:11: error: property 'count' collides with '@value' output 'count' in the transform style: both are"
                + " named 'count'",
        ])
        // A dependency the class stores, likewise.
        let dependency = spec.replacingOccurrences(of: "  properties:\n    - weak var title: Coordinating?\n    - var count: Int = 0\n",
                                                   with: "  dependencies:\n    - title: Int\n")
        XCTAssertEqual(TestSupport.diagnostics(dependency).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:7:7: error: dependency 'title' collides with '@value' output 'title' in the transform style: both are"
                + " named 'title'",
        ])
    }

    /// The weak line cut at every byte, with each byte dropped, and with a tab, a byte beyond ASCII or a second `weak`
    /// put at every place: never a crash, and every error located on the line, within it, or a clean run.
    func testTheLineCutAndMangledAnywhereIsLocatedOrClean() {
        let line = "- private(set) weak var coordinator: PostCoordinator? = nil"
        let characters = Array(line)
        var variants: [String] = []
        for index in 0...characters.count {
            variants.append(String(characters[..<index]))
            if index < characters.count {
                variants.append(String(characters[..<index] + characters[(index + 1)...]))
            }
            for insert in ["\t", "é", " weak ", "?", "!"] {
                variants.append(String(characters[..<index]) + insert + String(characters[index...]))
            }
        }
        for variant in variants {
            let spec = "viewmodel A:\n  properties:\n    \(variant)\n  inputs:\n    - go\n"
            let diagnostics = Generator.resolve(SpecSource(path: "t.vmspec", bytes: Array(spec.utf8))).diagnostics
            for diagnostic in diagnostics where diagnostic.severity == .error {
                let first = String(diagnostic.formatted.prefix { $0 != "\n" })
                XCTAssertTrue(first.hasPrefix("t.vmspec:3:"), "\(variant): \(first)")
                let column = first.split(separator: ":").dropFirst(2).first.flatMap { Int($0) } ?? 0
                XCTAssertTrue((1...(variant.count + 6)).contains(column), "\(variant): \(first)")
            }
        }
    }
}
