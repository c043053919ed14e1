import Foundation
import VMGenCore
import XCTest

/// Shapes of real triplets' contracts beside their members: a `typealias` in a protocol (`typealias ResourcesType =
/// (...)` in the outputs protocol, a closure's name in the type protocol), dependencies an initializer takes as
/// `ThemeService!` or `@escaping OnLoginClosure`.
final class ContractShapeTests: XCTestCase {
    static func cardSpec(_ framework: Framework, styles: String = "triplet") -> String {
        """
        options:
          framework: \(framework.name)
          styles: \(styles)
          access: \(framework == .combine || framework == .async ? "public" : "internal")
        viewmodel CardViewModel:
          dependencies:
            /// What the view model calls once the user is logged in.
            - typealias OnLoginClosure = (_ token: String) -> Void
            - onLogin: @escaping OnLoginClosure
            - themeService: ThemeService!
            - retry: @escaping () -> Void = {}
          inputs:
            - typealias Amount = Int
            - pay(_ amount: Amount)
          outputs:
            /// The card's texts and image.
            - typealias ResourcesType = (title: String, imageName: String?)
            - resources: ResourcesType
            - @if(DEBUG) debugResources: ResourcesType
          errors:
            - typealias Failure = String
            - payFailed: Failure
        """
    }

    static let themeService = "public final class ThemeService {}\n"

    func testTypeAliasesAndDependencyFormsCompileInEveryFramework() throws {
        for framework in Framework.allCases {
            try assertCompiles(Self.cardSpec(framework), support: Self.themeService, defines: ["DEBUG"])
        }
        try assertCompiles(Self.cardSpec(.combine, styles: "observable, published"), support: Self.themeService)
    }

    func testEachTypeAliasStandsInItsSectionsProtocol() throws {
        let text = try XCTUnwrap(TestSupport.render(Self.cardSpec(.rxswift), style: .triplet))
        for expected in [
            "protocol CardViewModelInputs {\n    typealias Amount = Int\n",
            "protocol CardViewModelOutputs {\n    /// The card's texts and image.\n    typealias ResourcesType = (title: String, imageName: String?)\n",
            "protocol CardViewModelErrors {\n    typealias Failure = String\n",
            "protocol CardViewModelType {\n    /// What the view model calls once the user is logged in.\n    typealias OnLoginClosure = (String) -> Void\n",
            "enum CardViewModelLogic {\n    typealias OnLoginClosure = (String) -> Void\n    typealias Amount = Int\n",
            "init(onLogin: @escaping OnLoginClosure, themeService: ThemeService!, retry: @escaping () -> Void = {})",
        ] {
            XCTAssertTrue(text.contains(expected), expected + "\n---\n" + text)
        }
    }

    func testTypeAliasesAreCheckedWhereTheyStand() {
        XCTAssertEqual(TestSupport.diagnostics("""
            options:
              styles: triplet, transform
            viewmodel A:
              outputs:
                - typealias R = Int
                - r: R
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:7: error: a typealias is declared in the triplet's protocols (the observable and published styles' class), and this spec also renders"
                + " the 'transform' style, which declares none",
        ])
        XCTAssertEqual(TestSupport.diagnostics("""
            viewmodel A:
              inputs:
                - typealias R = Int
                - typealias R = String
                - typealias tap = Int
                - tap
              errors:
                - typealias E = Error
              outputs:
                - typealias = Int
                - typealias Q Int
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:4:17: error: typealias 'R' is declared twice",
            "t.vmspec:5:17: error: 'tap' names both a typealias and a member of 'A'",
            "t.vmspec:8:17: error: typealias 'E' stands under 'errors:', which has no member: the errors' protocol is not"
                + " declared",
            "t.vmspec:10:17: error: expected the typealias's name after 'typealias'",
            "t.vmspec:11:19: error: expected '=' and a type after 'typealias Q'",
        ])
        XCTAssertEqual(TestSupport.diagnostics("""
            viewmodel A:
              dependencies:
                - a: Int!?
                - b: [Int!]
                - c: @escaping Int! = nil
              inputs:
                - tap
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:3:14: error: unexpected '?' after type 'Int!'",
            "t.vmspec:4:14: error: an implicitly unwrapped optional cannot be a member's type; write 'Int?'",
            "t.vmspec:5:7: error: '@escaping' applies to a closure, and 'Int!' is optional: an optional closure escapes"
                + " already; write 'c: Int!'",
        ])
    }

    /// Relays and subjects of the inputs protocol that start with a value (`var query: BehaviorRelay<String> { get }`),
    /// and outputs protocols that refine an app's base protocol whose members the base class gives.
    func testStartedRelayInputsAndRefinedGroupsCompileWithTheirTestSupport() throws {
        for framework in [Framework.rxswift, .rxcocoa, .combine] {
            let relay = framework == .combine ? "" : "    - @relay userName(_ name: String) = \"\"\n    - @relay refresh\n"
            let errorType = framework == .combine ? "AnyPublisher<String, Never>" : "Observable<String>"
            try assertCompiles("""
                options:
                  framework: \(framework.name)
                  superclass: BaseViewModel
                viewmodel ExploreViewModel:
                  outputs-refine: BaseViewModelOutputs, Screen
                  inputs:
                \(relay)    - @subject selectedIndex(_ index: Int) = 0
                    - @subject filter(_ filter: String?) = nil
                  outputs:
                    - users: [String]
                """, support: """
                protocol BaseViewModelOutputs: AnyObject {
                    var errorMessage: \(errorType) { get }
                }
                protocol Screen {}
                class BaseViewModel {
                    init() {}
                    var errorMessage: \(errorType) { fatalError() }
                }
                // What a team's test target adds to the fake: the base protocol's members.
                extension ExploreViewModelFake: Screen {
                    var errorMessage: \(errorType) { fatalError() }
                }

                """)
        }
        let text = try XCTUnwrap(TestSupport.render("""
            options:
              framework: rxswift
            viewmodel ExploreViewModel:
              class-bound: outputs
              outputs-refine: BaseViewModelOutputs
              inputs:
                - @relay userName(_ name: String) = ""
                - @subject selectedIndex(_ index: Int) = 0
              outputs:
                - users: [String]
            """, style: .triplet))
        for expected in [
            "protocol ExploreViewModelOutputs: AnyObject, BaseViewModelOutputs {",
            "    var userName: BehaviorRelay<String> { get }\n    var selectedIndex: BehaviorSubject<Int> { get }",
            "private let userNameRelay = BehaviorRelay<String>(value: \"\")",
            "private let selectedIndexSubject = BehaviorSubject<Int>(value: 0)",
        ] {
            XCTAssertTrue(text.contains(expected), expected + "\n---\n" + text)
        }
        XCTAssertEqual(TestSupport.diagnostics("""
            options:
              styles: triplet, transform
            viewmodel A:
              outputs-refine: Base
              inputs:
                - @relay query(_ text: String) = ""
                - tap = 1
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:4:3: error: what a group's protocol refines is the triplet's, and this spec also renders the 'transform'"
                + " style, which declares no protocols",
            "t.vmspec:7:11: error: '= value' starts a relay or subject input ('@relay', '@subject'), and 'tap' is a method:"
                + " nothing keeps a value",
        ])
        XCTAssertEqual(TestSupport.diagnostics("""
            viewmodel A:
              outputs-refine: AInputs
              errors-refine: Base
              inputs-refine: AnyObject
              inputs:
                - tap
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:2:19: error: 'AInputs' is one of the triplet's own protocols; 'outputs-refine:' names the app's",
            "t.vmspec:3:3: error: 'A' has no 'errors:', so no errors' protocol to refine",
            "t.vmspec:4:18: error: write 'class-bound: inputs' to make the inputs' protocol refine 'AnyObject'",
        ])
    }

    /// A type protocol that names its groups `input` and `output` and requires the initializer (`init(router:)`), as
    /// apps that make their view models through the protocol write it: generated, with its test support, and imported.
    func testTheTypeProtocolsGroupNamesAndInitializer() throws {
        for framework in [Framework.rxswift, .combine, .closures] {
            try assertCompiles("""
                options:
                  framework: \(framework.name)
                viewmodel SettingViewModel:
                  protocols: SettingViewModelInput, SettingViewModelOutput, SettingViewModelType, SettingViewModelError
                  class-bound: type
                  groups: input, output, error
                  type-requires: init
                  dependencies:
                    - router: SettingRoutable
                    - _ item: Int = 0
                  inputs:
                    - tap
                  outputs:
                    - title: String
                  errors:
                    - failed: String
                """, support: "protocol SettingRoutable {}\n")
        }
        // Made through the protocol, as the app does: `T.init(router:)`.
        try assertCompiles("""
            options:
              framework: rxswift
            viewmodel PlayViewModel:
              type-requires: init
              inputs:
                - play
              outputs:
                - title: String
            """, support: "func make<T: PlayViewModelType>(_ type: T.Type) -> T { T() }\nlet made = make(PlayViewModel.self)\n")
        XCTAssertEqual(TestSupport.diagnostics("""
            viewmodel A:
              groups: input, output, errors
              type-requires: deinit
              inputs:
                - tap
            viewmodel B:
              groups: input, tap
              inputs:
                - tap
            viewmodel C:
              type-requires: init
              outputs:
                - @constant title: String
            """, overrides: OptionOverrides(testSupport: true)).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:2:3: error: 'groups:' names the inputs' and the outputs' properties (2 names); this line names 3",
            "t.vmspec:3:18: error: unknown requirement 'deinit'; 'A' has no dependency 'deinit', and the type protocol may"
                + " require 'init' and the dependencies the class stores as they are given ('- let' or '- var' under"
                + " 'dependencies:')",
            "t.vmspec:7:18: error: 'tap' names a group and a member of 'B' or one vmgen derives for its class or fake",
            "t.vmspec:11:3: error: the fake (--tests) is made with the constants and answers the test gives it ('title'),"
                + " which the initializer 'type-requires: init' declares does not take",
        ])
        let source = """
            import RxSwift
            import RxRelay
            protocol SettingViewModelInput { var tap: PublishRelay<Void> { get } }
            protocol SettingViewModelOutput { var title: Observable<String> { get } }
            protocol SettingViewModelType: AnyObject {
                var input: SettingViewModelInput { get }
                var output: SettingViewModelOutput { get }
                init(router: SettingRoutable)
            }
            final class SettingViewModel: SettingViewModelType, SettingViewModelInput, SettingViewModelOutput {
                var input: SettingViewModelInput { return self }
                var output: SettingViewModelOutput { return self }
                let tap = PublishRelay<Void>()
                let title: Observable<String>
                init(router: SettingRoutable) { fatalError() }
            }
            """
        let result = SpecImporter.importFile(source, path: "V.swift")
        XCTAssertEqual(result.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("  groups: input, output\n  type-requires: init\n  class-bound: type\n"), spec)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "V.swift", spec: SpecSource(path: "V.vmspec", bytes: Array(spec.utf8))
        ).map(\.formatted), [])
        // An initializer of the protocol that the class's does not match is a difference.
        let other = source.replacingOccurrences(of: "    init(router: SettingRoutable)\n}", with: "    init(router: Router)\n}")
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: other, path: "V.swift", spec: SpecSource(path: "V.vmspec", bytes: Array(spec.utf8))
        ).map { String($0.formatted.prefix { $0 != "\n" }) }, [
            "V.swift:8:5: error: 'init(router:Router)' of 'SettingViewModelType' is not in the generated code",
            "V.swift:5:1: error: the generated 'SettingViewModelType' adds 'init(router:SettingRoutable)'",
        ])
    }

    /// What an adversarial audit of these shapes found: each is a located error rather than code that does not compile.
    func testWhatWouldNotCompileIsALocatedError() throws {
        XCTAssertEqual(TestSupport.diagnostics("""
            viewmodel A:
              dependencies:
                - typealias Handler = (Int) -> Void
                - onDone: @escaping Handler
                - start: String
              inputs:
                - typealias Amount = Int
                - pay(_ amount: Amount)
                - typealias Callback = (Int) -> Void
                - call(_ c: Callback)
                - @relay query(_ text: String) = start.lowercased()
              outputs:
                - total: Amount
                - done: Handler
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:10:7: error: 'call' has the type 'Callback', a function type named by a typealias; write the function"
                + " type, which vmgen makes '@escaping' where it must",
            "t.vmspec:11:36: error: the starting value of 'query' names dependency 'start', which the view model does not have"
                + " yet when it makes the relay; write a value",
            "t.vmspec:13:7: error: 'total' uses typealias 'Amount' of 'AInputs', which 'AOutputs' does not see",
            "t.vmspec:14:7: error: 'done' uses typealias 'Handler' of 'AType', which 'AOutputs' does not see",
        ])
        XCTAssertEqual(TestSupport.diagnostics("""
            viewmodel A:
              inputs-refine: A, Core.Base
              inputs:
                - typealias Input = Int
                - typealias A = Int
                - typealias Recorder = Int
                - typealias P = [Q]
                - typealias Q = [P]
                - typealias R = R?
                - tap
            viewmodel B:
              groups: self, output
            viewmodel C:
              groups: tapRelay, output
              inputs:
                - tap
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:2:18: error: 'A' is a type vmgen declares for 'A', not a protocol of the app's",
            "t.vmspec:4:17: error: typealias 'Input' would hide a type of that name that vmgen's code for 'A' declares or"
                + " uses; rename it",
            "t.vmspec:5:17: error: typealias 'A' would hide a type of that name that vmgen's code for 'A' declares or uses;"
                + " rename it",
            "t.vmspec:6:17: error: typealias 'Recorder' would hide a type of that name that vmgen's code for 'A' declares or"
                + " uses; rename it",
            "t.vmspec:7:17: error: typealias 'P' names itself through its type",
            "t.vmspec:8:17: error: typealias 'Q' names itself through its type",
            "t.vmspec:9:17: error: typealias 'R' names itself through its type",
            "t.vmspec:12:11: error: 'self' cannot name a group's property",
            "t.vmspec:14:11: error: 'tapRelay' names a group and a member of 'C' or one vmgen derives for its class or fake",
        ])
        // Keywords name groups in backticks, as they name members.
        try assertCompiles("""
            options:
              framework: rxswift
            viewmodel KeywordViewModel:
              groups: default, class
              outputs-refine: Swift.Sendable
              inputs:
                - tap
              outputs:
                - title: String
            """)
    }

}

