import Foundation
import VMGenCore
import XCTest

/// An audit of `- weak var coordinator: PostCoordinator` under `dependencies:` (#32): what Swift cannot hold weakly and
/// words out of place are errors where they stand, every problem at once; the fake of `--tests` holds it too, for an
/// app's protocol of `conforms:` that asks for it; the observable style ignores it as it ignores a weak property.
final class WeakDependencyAuditTests: XCTestCase {
    private func errors(_ text: String, overrides: OptionOverrides = .init()) -> [String] {
        TestSupport.diagnostics(text, overrides: overrides).map { String($0.prefix { $0 != "\n" }) }
            .filter { $0.contains(": error: ") }
    }

    /// A type vmgen knows Swift cannot hold weakly, optional or not, is an error at the type, with the weak property's
    /// words (before: the class declared `weak var s: String?`, which does not compile).
    func testATypeSwiftCannotHoldWeaklyIsAnErrorAtTheType() {
        XCTAssertEqual(errors("""
            viewmodel A:
              dependencies:
                - weak var s: String
                - weak var i: Int?
                - weak var a: [B]
                - weak var n: Any
                - weak var o: B??
                - weak var e: Error
                - weak var k: Foundation.Date
                - weak var fine: B
                - weak var alsoFine: B?
                - weak var f: Optional<B>
              inputs:
                - load
            """), [
            "t.vmspec:3:19: error: 'weak' holds a class or a class-bound protocol, and 'String' is a value type",
            "t.vmspec:4:19: error: 'weak' holds a class or a class-bound protocol, and 'Int' is a value type",
            "t.vmspec:5:19: error: 'weak' holds a class or a class-bound protocol, and '[B]' is an array",
            "t.vmspec:6:19: error: 'weak' holds a class or a class-bound protocol, and 'Any' is any value",
            "t.vmspec:7:19: error: 'weak' holds a class or a class-bound protocol, and 'B?' is an optional",
            "t.vmspec:8:19: error: 'weak' holds a class or a class-bound protocol, and 'Error' is a protocol that is not"
                + " class-bound",
            "t.vmspec:9:19: error: 'weak' holds a class or a class-bound protocol, and 'Foundation.Date' is a value type",
        ])
        let notes = TestSupport.diagnostics("viewmodel A:\n  dependencies:\n    - weak var s: String\n    - weak var o: B??\n"
            + "  inputs:\n    - load\n")
        XCTAssertEqual(notes.count, 2, "\(notes)")
        guard notes.count == 2 else { return }
        XCTAssertTrue(notes[0].contains("note: write '- var s: String', held strongly, or name a class or a protocol that refines"
            + " 'AnyObject'"), "\(notes)")
        XCTAssertTrue(notes[1].contains("note: write '- weak var o: B?'"), "\(notes)")
        // `Optional<B>` is optional, as in Swift: stored as written (before: `Optional<B>?`, an optional of an optional).
        let optional = TestSupport.render("viewmodel A:\n  dependencies:\n    - weak var f: Optional<B>\n  inputs:\n    - load\n")
        XCTAssertTrue(optional.contains("    weak var f: Optional<B>\n"), optional)
        XCTAssertTrue(optional.contains("init(f: Optional<B>) {"), optional)
        // `@escaping` marks a closure, which a weak dependency is not.
        XCTAssertEqual(errors("viewmodel A:\n  dependencies:\n    - weak var e: @escaping OnDone\n  inputs:\n    - load\n"), [
            "t.vmspec:3:7: error: 'weak var e' holds a class instance weakly; '@escaping OnDone' is a closure, stored"
                + " strongly",
        ])
    }

    /// A word out of place is an error where it stands, as for a weak property (before: `weak weak var w: B` was
    /// "expected ':' and a type after dependency 'weak'" at `var`, `weak var` alone one after a dependency 'var').
    func testAMisplacedWordIsAnErrorWhereItStands() {
        XCTAssertEqual(errors("""
            viewmodel A:
              dependencies:
                - weak weak var w: B
                - weak lazy var l: B
                - weak private var p: B
                - weak unowned var u: B
                - weak var
                - weak let
                - weak coordinator: B
                - weak: B
              inputs:
                - load
            """), [
            "t.vmspec:3:12: error: 'weak' is written twice",
            "t.vmspec:4:12: error: a dependency is written without 'lazy': '- weak var l: B' is stored weakly where call"
                + " sites read it",
            "t.vmspec:5:12: error: a dependency is written without 'private': '- weak var p: B' is stored weakly where call"
                + " sites read it",
            "t.vmspec:6:12: error: a dependency is written without 'unowned': '- weak var u: B' is stored weakly where call"
                + " sites read it",
            "t.vmspec:7:15: error: expected the dependency's name after 'weak var', found end of line",
            "t.vmspec:8:15: error: expected the dependency's name after 'weak let', found end of line",
        ])
    }

    /// The function and constructor styles store nothing: the error stands at `weak`, and its note drops both words.
    func testAClasslessStyleNamesBothWords() {
        for (style, what) in [("function", "a function"), ("constructor", "a struct of values made once")] {
            let diagnostics = TestSupport.diagnostics("options:\n  framework: combine\n  styles: \(style)\nviewmodel A:\n"
                + "  dependencies:\n    - weak var coordinator: B\n  inputs:\n    - load\n")
            XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
            guard let first = diagnostics.first else { continue }
            XCTAssertTrue(first.hasPrefix("t.vmspec:6:7: error: 'weak var' stores dependency 'coordinator' where call"
                + " sites read it, and the \(style) style's view model is \(what), which stores none"), first)
            XCTAssertTrue(first.contains("note: write '- coordinator: ...' without 'weak var'"), first)
        }
    }

    /// The line cut at every byte, with each byte dropped, and with a tab, a byte beyond ASCII or a second `weak` put
    /// at every place: never a crash, and every error located on the line, within it, or a clean run.
    func testTheLineCutAndMangledAnywhereIsLocatedOrClean() {
        let line = "- weak var coordinator: PostCoordinator"
        let characters = Array(line)
        var variants: [String] = []
        for index in 0...characters.count {
            variants.append(String(characters[..<index]))
            if index < characters.count { variants.append(String(characters[..<index] + characters[(index + 1)...])) }
            for insert in ["\t", "é", " weak ", "?", "!", " = x", "@escaping "] {
                variants.append(String(characters[..<index]) + insert + String(characters[index...]))
            }
        }
        for variant in variants {
            let spec = "viewmodel A:\n  dependencies:\n    \(variant)\n  inputs:\n    - go\n"
            let diagnostics = Generator.resolve(SpecSource(path: "t.vmspec", bytes: Array(spec.utf8))).diagnostics
            for diagnostic in diagnostics where diagnostic.severity == .error {
                let first = String(diagnostic.formatted.prefix { $0 != "\n" })
                XCTAssertTrue(first.hasPrefix("t.vmspec:3:"), "\(variant): \(first)")
                let column = first.split(separator: ":").dropFirst(2).first.flatMap { Int($0) } ?? 0
                XCTAssertTrue((1...(variant.count + 6)).contains(column), "\(variant): \(first)")
            }
        }
    }

    /// The observable style's class declares it `@ObservationIgnored`, as it declares a weak property: a reference that
    /// goes away is set nil by no setter, so Observation would not tell a view of it.
    func testTheObservableStyleIgnoresIt() {
        let text = TestSupport.render(WeakDependencyTests.spec(.combine, styles: "observable"), style: .observable)
        XCTAssertTrue(text.contains("    @ObservationIgnored weak var coordinator: PostCoordinator?\n"), text)
    }

    /// What MVVM-C apps write: the class conforms to an app's protocol that asks for the coordinator, which the fake of
    /// `--tests` conforms to as well (`conforms:`), and which the initializer takes.
    static func coordinatedSpec(_ framework: Framework, styles: String, transform: String? = nil) -> String {
        """
        options:
          framework: \(framework.name)
          styles: \(styles)
          conforms: Coordinated
        \(transform.map { "  transform: \($0)\n" } ?? "")viewmodel PostViewModel:
          dependencies:
            - service: PostService
            /// The coordinator that made the view model, and holds it.
            - weak var coordinator: PostCoordinator
          inputs:
            - viewDidLoad
          outputs:
            - title: String
        """
    }

    static func coordinatedSupport(mainActor: Bool) -> String {
        """
        public final class PostService { public init() {} }
        public protocol PostCoordinator: AnyObject {}
        \(mainActor ? "@MainActor " : "")protocol Coordinated: AnyObject {
            var coordinator: PostCoordinator? { get set }
        }

        """
    }

    /// The fake declares the weak dependency, weakly, as the view model does (before: a protocol of `conforms:` that
    /// asks for it was met by the view model and not by its fake, which did not compile), in every style that declares
    /// a class in each framework, Swift 6, and the triplet, subject and transform styles of the frameworks with streams
    /// in Swift 5 too; Swift concurrency's (no test support) with its view models.
    func testTheFakeHoldsAWeakDependencyAConformsProtocolAsksFor() throws {
        for framework in [Framework.rxswift, .rxcocoa, .reactiveswift, .combine] {
            for version in ["5", "6"] {
                try assertCompiles(Self.coordinatedSpec(framework, styles: "triplet, subject, transform"),
                                   support: Self.coordinatedSupport(mainActor: false), swiftVersion: version)
            }
        }
        try assertCompiles(Self.coordinatedSpec(.closures, styles: "triplet"), support: Self.coordinatedSupport(mainActor: false),
                           swiftVersion: "6")
        for framework in [Framework.rxswift, .rxcocoa, .reactiveswift, .combine, .closures] {
            try assertCompiles(Self.coordinatedSpec(framework, styles: "observable, published"),
                               support: Self.coordinatedSupport(mainActor: true), swiftVersion: "6")
        }
        try assertCompiles(Self.coordinatedSpec(.async, styles: "triplet, subject, transform, observable, published"),
                           support: Self.coordinatedSupport(mainActor: true), swiftVersion: "6")
        try assertCompiles(Self.coordinatedSpec(.combine, styles: "transform",
                                                transform: "transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>"),
                           support: Self.coordinatedSupport(mainActor: false), swiftVersion: "6")
        let fake = try XCTUnwrap(Generator.generate(
            [SpecSource(path: "t.vmspec", bytes: Array(Self.coordinatedSpec(.combine, styles: "observable").utf8))],
            overrides: OptionOverrides(testSupport: true)).files.first?.contents)
        XCTAssertTrue(fake.contains("    /// The coordinator that made the view model, and holds it.\n"
            + "    @ObservationIgnored weak var coordinator: PostCoordinator?\n"), fake)
    }

    /// A view test's coordinator set on the fake goes away when the test drops it (OpenCombine).
    func testTheFakeKeepsNoCoordinatorAlive() throws {
        try CombineProgram.run(
            spec: Self.coordinatedSpec(.combine, styles: "subject"), path: "Post.vmspec", style: .subject, testSupport: true,
            main: Self.coordinatedSupport(mainActor: false) + """
                final class AppCoordinator: PostCoordinator {}

                let fake = PostViewModelFake()
                let coordinated: Coordinated = fake
                expect(coordinated.coordinator == nil, true, "the fake's coordinator starts nil")
                var coordinator: AppCoordinator? = AppCoordinator()
                coordinated.coordinator = coordinator
                expect(fake.coordinator === coordinator, true, "the fake reads the coordinator set through the protocol")
                weak var released = coordinator
                coordinator = nil
                expect(released == nil, true, "the fake keeps no coordinator alive")
                expect(fake.coordinator == nil, true, "it reads nil once the coordinator is gone")
                finishProbeTests()
                """, in: try TestSupport.temporaryFolder(self), failure: "the fake kept the coordinator")
    }

    /// With `--tests`, a weak dependency the fake declares beside its own members is an error where it stands when it
    /// would collide there.
    func testAWeakDependencyCollidingInTheFakeIsALocatedError() {
        let spec = """
            options:
              framework: combine
              styles: subject
            viewmodel A:
              dependencies:
                - weak var calls: B
                - weak var send: B
                - weak var coordinator: B
              inputs:
                - go
              outputs:
                - title: String
            """
        XCTAssertEqual(errors(spec, overrides: OptionOverrides(testSupport: true)), [
            "t.vmspec:6:16: error: weak dependency 'calls' collides with 'calls' of the generated AFake (--tests)",
            "t.vmspec:7:16: error: weak dependency 'send' collides with 'send' of the generated AFake (--tests)",
        ])
        XCTAssertEqual(errors(spec), [])
    }
}
