import Foundation
import VMGenCore
import XCTest

/// The fake of `--tests` and a view model's `weak var coordinator: SettingCoordinating?` (#32 audit): what an app's
/// protocol of `conforms:` asks for, held weakly, and what would collide in the fake.
final class WeakPropertyFakeTests: XCTestCase {
    /// What MVVM-C apps write (and `vmgen import` carries): the class conforms to an app's protocol that asks for the
    /// coordinator (`var coordinator: SettingCoordinating? { get set }`, with `associatedtype Input` and `Output` for the
    /// transform style), which the fake of `--tests` conforms to as well (`conforms:`).
    static func coordinatedSpec(_ framework: Framework, styles: String, transform: String? = nil) -> String {
        """
        options:
          framework: \(framework.name)
          styles: \(styles)
          conforms: Coordinated
        \(transform.map { "  transform: \($0)\n" } ?? "")viewmodel SettingViewModel:
          dependencies:
            - service: SettingService
          properties:
            /// Set by the coordinator, which holds the view model.
            - weak var coordinator: SettingCoordinating?
            - private(set) weak var owner: SettingCoordinating? = nil
            - var draft: String?
          inputs:
            - viewDidLoad
            - select(row: Int)
          outputs:
            - title: String
        """
    }

    /// The app's protocols: isolated to the main actor as the SwiftUI styles' class is (Swift 6 refuses a main-actor
    /// class's conformance to a protocol that is not), or not, as the other styles' class is not.
    static func coordinatedSupport(mainActor: Bool) -> String {
        """
        public final class SettingService { public init() {} }
        public protocol SettingCoordinating: AnyObject { func close() }
        \(mainActor ? "@MainActor " : "")protocol Coordinated: AnyObject {
            var coordinator: SettingCoordinating? { get set }
        }

        """
    }

    /// The fake holds the view model's weak properties, weakly, as the view model does: the app's protocol that asks
    /// for the coordinator is met by both, in every style that declares a class, each framework, Swift 5 and 6.
    func testTheFakeHoldsTheWeakPropertiesAConformsProtocolAsksFor() throws {
        for (framework, styles) in [(Framework.rxswift, "triplet, subject, transform"), (.rxcocoa, "triplet, subject, transform"),
                                    (.reactiveswift, "triplet, subject, transform"), (.combine, "triplet, subject, transform"),
                                    (.closures, "triplet")] {
            for version in ["5", "6"] {
                try assertCompiles(Self.coordinatedSpec(framework, styles: styles),
                                   support: Self.coordinatedSupport(mainActor: false), swiftVersion: version)
            }
        }
        for framework in [Framework.rxswift, .rxcocoa, .reactiveswift, .combine, .closures] {
            for version in ["5", "6"] {
                try assertCompiles(Self.coordinatedSpec(framework, styles: "observable, published"),
                                   support: Self.coordinatedSupport(mainActor: true), swiftVersion: version)
            }
        }
        // Swift concurrency, whose view models are the main actor's (it has no test support yet).
        try assertCompiles(Self.coordinatedSpec(.async, styles: "triplet, subject, transform, observable, published"),
                           support: Self.coordinatedSupport(mainActor: true), swiftVersion: "6")
        // The transform of states in the other frameworks.
        try assertCompiles(Self.coordinatedSpec(.rxswift, styles: "transform", transform: "transform(input: Input) -> Observable<State>"),
                           support: Self.coordinatedSupport(mainActor: false), swiftVersion: "6")
        try assertCompiles(
            Self.coordinatedSpec(.reactiveswift, styles: "transform", transform: "transform(input: Input) -> Signal<State, Never>"),
            support: Self.coordinatedSupport(mainActor: false), swiftVersion: "6")
        // The transform style's others: the one-stream event transform, the transform of states, a bag parameter.
        for transform in ["transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>",
                          "transform(input: Input) -> AnyPublisher<State, Never>",
                          "transform(input: Input, cancellables: inout Set<AnyCancellable>) -> Output"] {
            try assertCompiles(Self.coordinatedSpec(.combine, styles: "transform", transform: transform),
                               support: Self.coordinatedSupport(mainActor: false), swiftVersion: "6")
        }
        // The protocol names the transform's Input and Output as associated types, as MVVM-C apps' `ViewModelType` does.
        let associated = """
            public final class SettingService { public init() {} }
            public protocol SettingCoordinating: AnyObject { func close() }
            protocol Coordinated: AnyObject {
                associatedtype Input
                associatedtype Output
                var coordinator: SettingCoordinating? { get set }
            }

            """
        for framework in [Framework.rxswift, .rxcocoa, .combine] {
            try assertCompiles(Self.coordinatedSpec(framework, styles: "transform"), support: associated)
        }
        let fake = try XCTUnwrap(Generator.generate(
            [SpecSource(path: "t.vmspec", bytes: Array(Self.coordinatedSpec(.combine, styles: "observable").utf8))],
            overrides: OptionOverrides(testSupport: true)).files.first?.contents)
        XCTAssertTrue(fake.contains("    /// Set by the coordinator, which holds the view model.\n"
            + "    @ObservationIgnored weak var coordinator: SettingCoordinating?\n"
            + "    @ObservationIgnored private(set) weak var owner: SettingCoordinating? = nil\n"), fake)
        XCTAssertFalse(fake.contains("draft"), "the fake declares the weak properties alone: \(fake)")
    }

    /// A view test's coordinator set on the fake goes away when the test drops it (OpenCombine).
    func testTheFakeKeepsNoCoordinatorAlive() throws {
        try CombineProgram.run(
            spec: Self.coordinatedSpec(.combine, styles: "triplet"), path: "Setting.vmspec", testSupport: true,
            main: Self.coordinatedSupport(mainActor: false) + """
                final class AppCoordinator: SettingCoordinating { func close() {} }

                let fake = SettingViewModelFake()
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

    /// With `--tests`, a weak property the fake declares beside its own members is an error where it stands when it
    /// would collide there; one named like an input or output is the view model's collision, reported once.
    func testAWeakPropertyCollidingInTheFakeIsALocatedError() {
        let spec = """
            options:
              framework: combine
              styles: %@
            viewmodel A:
              properties:
                - weak var calls: B?
                - weak var send: B?
                - weak var subscriptions: B?
                - weak var shownOutputs: B?
                - weak var go: B?
                - weak var coordinator: B?
              inputs:
                - go
              outputs:
                - title: String
            """
        let overrides = OptionOverrides(testSupport: true)
        XCTAssertEqual(TestSupport.diagnostics(spec.replacingOccurrences(of: "%@", with: "transform"), overrides: overrides)
            .map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:6:16: error: weak property 'calls' collides with 'calls' of the generated AFake (--tests)",
            "t.vmspec:7:16: error: weak property 'send' collides with 'send' of the generated AFake (--tests)",
            "t.vmspec:8:16: error: weak property 'subscriptions' collides with 'subscriptions' of the generated AFake"
                + " (--tests)",
            "t.vmspec:9:16: error: weak property 'shownOutputs' collides with the output objects the generated AFake"
                + " hands out (--tests)",
        ])
        XCTAssertEqual(TestSupport.diagnostics(spec.replacingOccurrences(of: "%@", with: "triplet"), overrides: overrides)
            .map { String($0.prefix { $0 != "\n" }) }.filter { $0.contains("'go'") }, [
            "t.vmspec:10:16: error: property 'go' collides with input 'go()' in the triplet style: both are named 'go'",
        ])
        // Without test support, nothing collides in the transform style's view model.
        XCTAssertEqual(TestSupport.diagnostics(spec.replacingOccurrences(of: "%@", with: "transform")), [])
    }
}
