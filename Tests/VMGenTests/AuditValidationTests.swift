import Foundation
import VMGenCore
import XCTest

/// The audit's accepted specs whose code did not compile: each is now refused where it stands, with the reason.
final class AuditValidationTests: XCTestCase {
    /// The errors of `text`, as `path:line:col: error: message` lines, with test support when `tests`.
    private func errors(_ text: String, tests: Bool = false) -> [String] {
        TestSupport.diagnostics(text, overrides: OptionOverrides(testSupport: tests ? true : nil))
            .filter { $0.contains(": error: ") }
    }

    private func spec(_ framework: Framework, styles: String, options: String = "", _ body: String) -> String {
        "options:\n  framework: \(framework.name)\n  styles: \(styles)\n\(options)viewmodel Login:\n\(body)"
    }

    func testATypealiasMayNotHideATypeOfSwiftOrTheFrameworksOrAMemberVmgenDerives() {
        for framework in Framework.allCases {
            let styles = framework == .closures ? "triplet" : "triplet, observable, published"
            // What the code writes (Bool, Equatable, ...), what it sees (Double: a top-level type hides a protocol's
            // typealias in the class that conforms), and the members vmgen derives.
            for name in ["Bool", "Int", "Equatable", "Sendable", "AnyObject", "MainActor", "Never", "Void", "Optional",
                         "Error", "Double", "Task", "Published", "ObservationRegistrar", "transform"] {
                let text = spec(framework, styles: styles, """
                      inputs:
                        - typealias \(name) = [Swift.String]
                        - tap
                    """)
                let found = errors(text, tests: framework.hasTestSupport)
                XCTAssertEqual(found.count, 1, "\(framework) \(name): \(found)")
                XCTAssertTrue(found.first?.hasPrefix("t.vmspec:6:17: error: typealias '\(name)' ") ?? false, "\(found)")
            }
        }
        // The storage of input `tap`, in each framework that has some.
        for (framework, storage) in [(Framework.rxswift, "tapRelay"), (.combine, "tapSubject"), (.reactiveswift, "tapSignal"),
                                     (.async, "tapInput")] {
            let text = spec(framework, styles: "triplet", "  inputs:\n    - typealias \(storage) = [Swift.String]\n    - tap\n")
            XCTAssertEqual(errors(text), [
                "t.vmspec:6:17: error: typealias '\(storage)' takes the name of a member vmgen's code for 'Login' or its"
                    + " test support declares; rename it",
            ])
        }
        // The framework's own, written by test support only.
        let bag = spec(.rxswift, styles: "triplet", "  inputs:\n    - typealias DisposeBag = [Swift.String]\n    - tap\n")
        XCTAssertEqual(errors(bag).count, 1)
    }

    func testATypealiasMayNotTakeAnotherViewModelsTypeName() {
        for (other, tests) in [("Value", false), ("ValueLogic", false), ("ValueInputs", false), ("ValueProbe", true)] {
            let text = """
                options:
                  framework: rxswift
                  styles: triplet
                viewmodel Login:
                  inputs:
                    - typealias \(other) = [Swift.String]
                    - pick(_ value: \(other))
                viewmodel Value:
                  inputs:
                    - tap
                """
            XCTAssertEqual(errors(text, tests: tests), [
                "t.vmspec:6:17: error: typealias '\(other)' takes the name of a type view model 'Value' declares, which"
                    + " the class of 'Login' would see instead; rename it",
            ])
        }
    }

    func testTheCombineSubjectStylesDependencyMayNotTakeAnInputsSubjectName() {
        let text = spec(.combine, styles: "subject", """
              inputs:
                - tap
              outputs:
                - title: String
              dependencies:
                - tapSubject: Int
            """)
        XCTAssertEqual(errors(text).first?.components(separatedBy: "\n").first,
                       "t.vmspec:10:7: error: dependency 'tapSubject' collides with the storage vmgen derives for input"
                        + " 'tap()' in the subject style: both are named 'tapSubject'")
    }

    func testTheValueWrapperMayNotNameTheGeneratedStructs() {
        for wrapper in ["Output", "Input", "Bool"] {
            let text = spec(.rxswift, styles: "transform", options: "  wrapper: \(wrapper)\n", """
                  inputs:
                    - tap
                  outputs:
                    - @value title: String = ""
                """)
            XCTAssertEqual(errors(text).first?.components(separatedBy: "\n").first,
                           "t.vmspec:4:12: error: 'wrapper: \(wrapper)' names a type the generated code declares or uses,"
                            + " not a property wrapper of yours")
        }
    }

    func testAViewModelMayNotHideItsValueWrapper() {
        let text = "options:\n  framework: rxswift\n  styles: transform\n  wrapper: Property\nviewmodel Property:\n"
            + "  inputs:\n    - tap\n  outputs:\n    - @value title: String = \"\"\n"
        XCTAssertEqual(errors(text), [
            "t.vmspec:5:11: error: view model 'Property' would hide the property wrapper 'Property' of its value outputs"
                + " ('wrapper:'); rename the view model",
        ])
    }

    func testARelaysStartingValueMayNotNameAMember() {
        for start in ["title", "tapRelay", "calls", "title.uppercased()"] {
            let text = spec(.rxswift, styles: "triplet", """
                  inputs:
                    - @relay name(_ name: String) = \(start)
                    - tap
                  outputs:
                    - title: String
                """)
            let named = start.components(separatedBy: ".")[0]
            XCTAssertEqual(errors(text), [
                "t.vmspec:6:35: error: the starting value of 'name' names '\(named)', a member of the generated view"
                    + " model or of its fake, which a stored property's starting value cannot use; write a value",
            ])
        }
    }

    func testADependencyOfTypeNeverIsRefused() {
        for type in ["Never", "Swift.Never"] {
            let text = spec(.rxswift, styles: "all", "  inputs:\n    - tap\n  dependencies:\n    - nothing: \(type)\n")
            XCTAssertEqual(errors(text).first?.components(separatedBy: "\n").first,
                           "t.vmspec:8:7: error: dependency 'nothing' has the type 'Never', which has no value: no view"
                            + " model could be made")
        }
    }

    func testADependencyNamedLikeTheProbesSubscriptionsIsRefusedWithTests() {
        for framework in [Framework.rxswift, .rxcocoa, .reactiveswift, .combine] {
            let text = spec(framework, styles: "triplet, subject, transform, function", """
                  inputs:
                    - tap
                  outputs:
                    - title: String
                  dependencies:
                    - subscriptions: Int
                """)
            XCTAssertTrue(errors(text).isEmpty, "\(framework): \(errors(text))")
            let found = errors(text, tests: true)
            XCTAssertFalse(found.isEmpty, "\(framework)")
            for error in found {
                XCTAssertTrue(error.hasPrefix("t.vmspec:10:7: error: dependency 'subscriptions' would hide the"
                    + " subscriptions of the generated LoginProbe"), error)
            }
        }
    }

    func testTheFunctionStylesFakeTakesNoInputStreamNamedLikeItsStorage() {
        for (framework, input) in [(Framework.rxswift, "subscriptions"), (.rxswift, "titleRelay"), (.combine, "titleSubject"),
                                   (.reactiveswift, "subscriptions")] {
            let text = spec(framework, styles: "function", "  inputs:\n    - \(input)\n  outputs:\n    - title: String\n")
            XCTAssertTrue(errors(text).isEmpty, "\(framework) \(input)")
            XCTAssertEqual(errors(text, tests: true).first?.components(separatedBy: "\n").first?
                .hasPrefix("t.vmspec:6:7: error: the stream of input '\(input)()' is a parameter of the generated"
                    + " LoginFake's callAsFunction"), true, "\(framework) \(input): \(errors(text, tests: true))")
        }
    }

    func testAViewModelNamedLikeAnotherOnesProbeOrFakeIsRefusedWithTests() {
        let login = "options:\n  framework: rxswift\n  styles: all\nviewmodel Login:\n  inputs:\n    - tap\n"
        for other in ["LoginProbe", "LoginFake"] {
            let second = "viewmodel \(other):\n  inputs:\n    - tap\n"
            for testable in ["", "  testable: LoginApp\n"] {
                let header = login.replacingOccurrences(of: "  styles: all\n", with: "  styles: all\n" + testable)
                // In one spec, and in two generated in one run.
                let one = [SpecSource(path: "t.vmspec", bytes: Array((header + second).utf8))]
                let two = [SpecSource(path: "t.vmspec", bytes: Array(header.utf8)),
                           SpecSource(path: "u.vmspec", bytes: Array((header.components(separatedBy: "viewmodel")[0] + second).utf8))]
                for sources in [one, two] {
                    XCTAssertEqual(Generator.generate(sources).diagnostics.map(\.formatted), [])
                    let found = Generator.generate(sources, overrides: OptionOverrides(testSupport: true)).diagnostics
                        .map(\.formatted)
                    XCTAssertEqual(found.count, 1, "\(found)")
                    XCTAssertTrue(found.first?.contains(": error: view model '\(other)' generates '\(other)', which view"
                        + " model 'Login' at t.vmspec:") ?? false, "\(found)")
                }
            }
        }
    }

    func testAViewModelNamedLikeAMemberOfItsProbeOrFakeIsRefusedWithTests() {
        for name in ["calls", "send", "inputs", "onNext", "streams", "output", "subscriptions", "viewModel", "titleRelay"] {
            // Not the function style: its function, named as a view model that starts in lower case, would be
            // declared beside the triplet's class of the same name (below).
            let text = "options:\n  framework: rxswift\n  styles: triplet, subject, transform\nviewmodel \(name):\n"
                + "  inputs:\n    - tap\n  outputs:\n    - title: String\n"
            XCTAssertEqual(errors(text), [], name)
            let withFunction = text.replacingOccurrences(of: "styles: triplet, subject, transform", with: "styles: all")
            XCTAssertEqual(errors(withFunction).first?.components(separatedBy: "\n").first,
                           "t.vmspec:4:11: error: view model '\(name)' would declare '\(name)' twice: its class, its logic's"
                            + " enum, its protocols (and its probe and fake) each need a name of their own")
            XCTAssertEqual(errors(text, tests: true).first?.components(separatedBy: "\n").first,
                           "t.vmspec:4:11: error: view model '\(name)' is named like a member of its generated probe or"
                            + " fake (or a parameter of the fake's 'transform') (--tests), which would hide its type there")
        }
    }

    func testAViewModelNamedLikeATransformParameterIsRefusedWithTests() {
        let text = spec(.rxswift, styles: "transform", options: "  transform: transform(input: Input, Login: Int) -> Output\n",
                        "  inputs:\n    - tap\n  outputs:\n    - title: String\n")
        XCTAssertEqual(errors(text), [])
        XCTAssertEqual(errors(text, tests: true).first?.components(separatedBy: "\n").first,
                       "t.vmspec:5:11: error: view model 'Login' is named like a member of its generated probe or fake (or a"
                        + " parameter of the fake's 'transform') (--tests), which would hide its type there")
    }

    func testATransformParameterNamedSelfIsRefused() {
        let text = spec(.rxswift, styles: "transform", options: "  transform: transform(input: Input, self: Int) -> Output\n",
                        "  inputs:\n    - tap\n  outputs:\n    - title: String\n")
        XCTAssertEqual(errors(text).first?.components(separatedBy: "\n").first,
                       "t.vmspec:4:38: error: a parameter named 'self' would hide the view model inside the 'transform'"
                        + " vmgen writes")
        // And one named like what the fake's `transform` reads, with test support.
        let bag = spec(.rxswift, styles: "transform",
                       options: "  transform: transform(input: Input, subscriptions: DisposeBag) -> Output\n",
                       "  inputs:\n    - tap\n  outputs:\n    - title: String\n")
        XCTAssertEqual(errors(bag), [])
        XCTAssertTrue(errors(bag, tests: true).first?.hasPrefix("t.vmspec:5:11: error: parameter 'subscriptions' of the"
            + " 'transform:' option would hide the subscriptions of the generated LoginFake") ?? false, "\(errors(bag, tests: true))")
    }

    // Found by HostileDerivedNameTests.

    func testAsyncSharedOutputStorageTakesNoInputOrDependencyName() {
        let input = spec(.async, styles: "triplet", "  inputs:\n    - titleOutput\n  outputs:\n    - title: String\n")
        XCTAssertEqual(errors(input).first?.components(separatedBy: "\n").first,
                       "t.vmspec:6:7: error: input 'titleOutput()' collides with the storage vmgen derives for output"
                        + " 'title' in the triplet style: both are named 'titleOutput'")
        let dependency = spec(.async, styles: "triplet", """
              inputs:
                - tap
              outputs:
                - title: String
              dependencies:
                - titleOutput: Int
            """)
        XCTAssertEqual(errors(dependency).first?.components(separatedBy: "\n").first,
                       "t.vmspec:10:7: error: dependency 'titleOutput' collides with the storage vmgen derives for output"
                        + " 'title' in the triplet style: both are named 'titleOutput'")
    }

    func testTestSupportsMembersHideNoTypeItsSubscriptionsAreMadeOf() {
        let text = spec(.rxswift, styles: "triplet", "  inputs:\n    - tap\n  outputs:\n    - DisposeBag: String\n")
        XCTAssertEqual(errors(text), [])
        XCTAssertEqual(errors(text, tests: true).first?.components(separatedBy: "\n").first,
                       "t.vmspec:8:7: error: output 'DisposeBag' collides with 'DisposeBag' of the generated LoginProbe (--tests)")
    }

    func testTheSubjectStylesProbeTakesNoParameterNamedObservers() {
        let text = spec(.rxswift, styles: "subject", "  inputs:\n    - count(_ observers: String)\n")
        XCTAssertEqual(errors(text), [])
        XCTAssertEqual(errors(text, tests: true).first?.components(separatedBy: "\n").first,
                       "t.vmspec:6:15: error: parameter 'observers' of input 'count(_:)' would hide the observers of the"
                        + " generated LoginProbe.Inputs, which its method sends into (--tests)")
    }

    /// What stays accepted compiles, with its test support: the names that collide in one framework only, a helper's
    /// generic parameter as a typealias, an optional `Never`.
    func testNamesThatCollideNowhereStillCompile() throws {
        try assertCompiles("""
            options:
              framework: reactiveswift
              styles: function
            viewmodel Login:
              inputs:
                - titleRelay
                - titleSubject
              outputs:
                - title: String
              dependencies:
                - nothing: Never? = nil
            """)
        try assertCompiles("""
            options:
              framework: combine
              styles: triplet
            viewmodel Login:
              inputs:
                - typealias Failure = [Swift.String]
                - typealias Target = (Swift.Int, Swift.String)
                - pick(_ value: Target)
                - @subject name(_ name: Failure) = Login.start
              outputs:
                - title: String
            """, support: "extension Login { static let start: [String] = [] }\n")
    }
}
