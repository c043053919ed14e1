import Foundation
import VMGenCore
import XCTest

/// The names the transform of states declares besides its class (#32 audit): its struct and its enum, nested in the
/// class, and the `top-level:` typealiases, declared in the module. A name the generated code or the module could not
/// take (a type the class uses, one a member names, one another spec declares too) is a located error and nothing is
/// written; specs of every transform flavor and the triplet, two of them with `top-level:`, compile in one module.
final class StateTransformNameTests: XCTestCase {
    static func spec(
        _ name: String = "WalletViewModel", transform: String = "transform(input: Input) -> AnyPublisher<State, Never>",
        topLevel: String? = nil, inputs: String = "    - viewDidLoad\n", outputs: String = "    - loaded: [Coupon]\n"
    ) -> String {
        """
        options:
          framework: combine
          styles: transform
          transform: \(transform)
        \(topLevel.map { "  top-level: \($0)\n" } ?? "")
        viewmodel \(name):
          dependencies:
            - couponService: CouponServicing
          inputs:
        \(inputs)  outputs:
            - idle: Void
        \(outputs)
        """
    }

    static func errors(_ text: String, path: String = "t.vmspec") -> [String] {
        TestSupport.diagnostics(text, path: path).filter { $0.contains(": error: ") }.map { String($0.prefix { $0 != "\n" }) }
    }

    /// The enum or the struct named as a type the class's code uses would hide it there: `WalletViewModelLogic`
    /// (the logic it calls), `Never` (the stream's failure), `AnyPublisher`, or a type a member names (`loaded: State`
    /// would make the enum's case hold the enum itself). Each compiled with a "recursive enum", "is not a member type"
    /// or "does not conform to 'Error'" error before.
    func testAStructOrEnumNamedAsATypeTheClassUsesIsALocatedError() {
        let at = "t.vmspec:6:11: error: "
        XCTAssertEqual(Self.errors(Self.spec(transform: "transform(input: Input) -> AnyPublisher<WalletViewModelLogic, Never>")), [
            at + "the enum of states 'WalletViewModelLogic' of the transform of states, nested in 'WalletViewModel', is named"
                + " as a type the generated code of 'WalletViewModel' declares, which its class would then not find",
        ])
        XCTAssertEqual(Self.errors(Self.spec(transform: "transform(input: Input) -> AnyPublisher<Never, Never>")), [
            at + "the enum of states 'Never' of the transform of states, nested in 'WalletViewModel', is named as a type of"
                + " Swift or combine that the generated class uses",
        ])
        XCTAssertEqual(Self.errors(Self.spec(transform: "transform(input: AnyPublisher) -> AnyPublisher<State, Never>")), [
            at + "the input struct 'AnyPublisher' of the transform of states, nested in 'WalletViewModel', is named as a type"
                + " of Swift or combine that the generated class uses",
        ])
        XCTAssertEqual(Self.errors(Self.spec(outputs: "    - loaded: State\n")), [
            "t.vmspec:13:7: error: the type 'State' here would mean the enum of states of the transform of states, which"
                + " 'WalletViewModel' nests, not yours",
        ])
        XCTAssertEqual(Self.errors(Self.spec(inputs: "    - select(_ state: Input)\n")), [
            "t.vmspec:10:16: error: the type 'Input' of parameter 'state' would mean the generated 'Input' struct, not yours",
        ], "said once, by TypeNameConflicts")
        XCTAssertEqual(Self.errors(Self.spec(transform: "transform(input: CouponServicing) -> AnyPublisher<State, Never>")), [
            "t.vmspec:8:7: error: the type 'CouponServicing' here would mean the input struct of the transform of states,"
                + " which 'WalletViewModel' nests, not yours",
        ])
        // The names apps give them stay fine.
        XCTAssertEqual(Self.errors(Self.spec()), [])
        XCTAssertEqual(Self.errors(Self.spec(transform: "transform(input: WalletInput) -> AnyPublisher<WalletState, Never>",
                                             topLevel: "WalletInput, WalletState, WalletViewModelOutput")), [])
    }

    /// A `top-level:` name the module would declare twice (the class's own name, its logic's, its probe's, a type the
    /// app declares for a member) or that would hide the stream's own types (`Never`): each did not compile.
    func testATopLevelNameTheModuleWouldDeclareTwiceIsALocatedError() {
        let at = "t.vmspec:7:11: error: 'top-level:' would declare '"
        for (name, problem) in [
            ("WalletViewModel", "a type the generated code of 'WalletViewModel' declares there too"),
            ("WalletViewModelLogic", "a type the generated code of 'WalletViewModel' declares there too"),
            ("WalletViewModelProbe", "a type the generated code of 'WalletViewModel' declares there too"),
            ("Coupon", "a type a member of 'WalletViewModel' names, which the app declares"),
            ("CouponServicing", "a type a member of 'WalletViewModel' names, which the app declares"),
            ("Never", "a type of Swift or combine that the generated code uses, which it would hide"),
            ("AnyPublisher", "a type of Swift or combine that the generated code uses, which it would hide"),
        ] {
            XCTAssertEqual(Self.errors(Self.spec(topLevel: "Input, State, \(name)")), [
                at + "\(name)' at the top level of the module, \(problem)",
            ], name)
        }
        XCTAssertEqual(Self.errors(Self.spec(topLevel: "Input, State, WalletViewModelOutput")), [])
        // The protocol `transform-protocol:` declares, and a protocol or class the view model inherits, by the option's
        // name (the class would conform to the stream's typealias).
        for (option, name) in [("transform-protocol", "WalletViewModelling"), ("conforms", "WalletRepresentable"),
                               ("superclass", "BaseViewModel")] {
            let spec = Self.spec(topLevel: "Input, State, \(name)")
                .replacingOccurrences(of: "  top-level:", with: "  \(option): \(name)\n  top-level:")
            XCTAssertEqual(Self.errors(spec), [
                "t.vmspec:8:11: error: 'top-level:' would declare '\(name)' at the top level of the module, the name"
                    + " '\(option):' gives a type the generated code of 'WalletViewModel' declares or inherits",
            ], option)
        }
    }

    /// Two specs of one module whose `top-level:` names meet: each name is declared twice at the top level, which
    /// `vmgen generate` reports across the specs and writes nothing for (it wrote both files before, which did not
    /// compile together: "invalid redeclaration of 'State'"). A top-level name another spec's view model takes is
    /// reported too.
    func testTopLevelNamesTwoSpecsBothDeclareAreReportedAcrossSpecs() {
        let wallet = SpecSource(path: "Wallet.vmspec", bytes: Array(Self.spec(topLevel: "Input, State").utf8))
        let coupons = SpecSource(path: "Coupons.vmspec", bytes: Array(
            Self.spec("CouponsViewModel", topLevel: "Input, State, CouponsOutput").utf8))
        let both = Generator.generate([wallet, coupons])
        XCTAssertEqual(both.diagnostics.map(\.formatted), [
            "Coupons.vmspec:7:11: error: view model 'CouponsViewModel' generates 'Input', which view model 'WalletViewModel'"
                + " at Wallet.vmspec:7:11 also generates; rename one of them",
        ])
        XCTAssertEqual(both.files.count, 0)
        let named = SpecSource(path: "State.vmspec", bytes: Array(
            "options:\n  framework: combine\n  styles: triplet\nviewmodel State:\n  inputs:\n    - tap\n".utf8))
        XCTAssertEqual(Generator.generate([wallet, named]).diagnostics.map(\.formatted), [
            "State.vmspec:4:11: error: view model 'State' generates 'State', which view model 'WalletViewModel' at"
                + " Wallet.vmspec:7:11 also generates; rename one of them",
        ])
        // Test support declares the view models' names beside its own: the same check there.
        XCTAssertEqual(Generator.generate([wallet, coupons], overrides: OptionOverrides(testSupport: true)).diagnostics.count, 1)
        // Names of their own each, and a spec without `top-level:`, go together.
        let other = SpecSource(path: "Coupons.vmspec", bytes: Array(
            Self.spec("CouponsViewModel", transform: "transform(input: CouponsInput) -> AnyPublisher<CouponsState, Never>",
                      topLevel: "CouponsInput, CouponsState").utf8))
        XCTAssertEqual(Generator.generate([wallet, other]).diagnostics.map(\.formatted), [])
    }

    /// `top-level:` in a project's `vmgen.options`, which every spec would inherit, names one view model's types: an
    /// error that says to give it in that spec (before: "which this spec does not render", of a spec that does).
    func testTopLevelInTheProjectsOptionsIsALocatedError() {
        let project = OptionResolver.projectDefaults(SpecSource(
            path: "vmgen.options", bytes: Array("options:\n  framework: combine\n  top-level: Input, State\n".utf8)))
        XCTAssertEqual(project.diagnostics.filter { $0.severity == .error }.map(\.formatted), [
            "vmgen.options:3:3: error: 'top-level:' names the types one view model's transform (of structs or of states)"
                + " declares at the top level of the module, which every spec of the project would declare: give it in that"
                + " view model's spec",
        ])
        XCTAssertEqual(project.defaults.framework, .combine, "the other options stand")
    }

    /// One module: two transforms of states, one naming `Input` and `State` at the top level and one nesting its own
    /// of those names, the one-stream event transform, the transform style of structs and the triplet, with their probes and
    /// fakes, all compile together in Swift 5 and 6 (no name of one hides or redeclares another's).
    func testEveryTransformFlavorAndTheTripletCompileInOneModule() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        func spec(_ name: String, style: String, transform: String?, topLevel: String? = nil) -> String {
            """
            options:
              framework: combine
              styles: \(style)
            \(transform.map { "  transform: \($0)\n" } ?? "")\(topLevel.map { "  top-level: \($0)\n" } ?? "")
            viewmodel \(name):
              dependencies:
                - couponService: CouponServicing
              inputs:
                - viewDidLoad
                - redeem(_ code: String)
              outputs:
                - idle: Void
                - loaded: [Coupon]
            """
        }
        let specs = [
            // `Input` and `State` at the top level of the module, beside the classes that nest their own of those names.
            spec("WalletViewModel", style: "transform", transform: "transform(input: Input) -> AnyPublisher<State, Never>",
                 topLevel: "Input, State, WalletViewModelOutput"),
            spec("SleepViewModel", style: "transform", transform: "transform(input: Input) -> AnyPublisher<State, Never>"),
            spec("MenuViewModel", style: "transform",
                 transform: "transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>"),
            spec("CartViewModel", style: "transform", transform: nil),
            spec("ProfileViewModel", style: "triplet", transform: nil),
        ]
        let sources = specs.enumerated().map { SpecSource(path: "\($0.offset).vmspec", bytes: Array($0.element.utf8)) }
        var files: [String] = []
        for testSupport in [false, true] {
            let generated = Generator.generate(sources, overrides: OptionOverrides(testSupport: testSupport))
            XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
            for (index, file) in generated.files.enumerated() {
                let url = folder.appendingPathComponent("\(testSupport)-\(index)-" + file.relativePath)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
                files.append(url.path)
            }
        }
        // A stub logic per spec, each in a file of its own, and the app's code, which names the top-level types and
        // the nested ones, each by the name it means.
        var extra: [String] = []
        for (index, text) in specs.enumerated() {
            let resolved = try XCTUnwrap(Generator.resolve(SpecSource(path: "\(index).vmspec", bytes: Array(text.utf8))).resolved)
            let style: Style = text.contains("styles: triplet") ? .triplet : .transform
            let url = folder.appendingPathComponent("Logic\(index).swift")
            try StubLogic.file(for: resolved.viewModels.map(\.viewModel), framework: .combine, style: style)
                .write(to: url, atomically: true, encoding: .utf8)
            extra.append(url.path)
        }
        let app = folder.appendingPathComponent("App.swift")
        try """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif

            protocol CouponServicing: Sendable {}
            struct Coupon: Equatable, Sendable {}

            func show(_ state: State, _ sleep: SleepViewModel.State, _ menu: MenuViewModel.Output) -> Bool {
                if case .idle = state, case .loaded = sleep, case .idle = menu { return true }
                return false
            }
            @MainActor func start(_ wallet: WalletViewModel, _ input: Input) -> WalletViewModelOutput {
                wallet.transform(input: input)
            }

            """.write(to: app, atomically: true, encoding: .utf8)
        extra.append(app.path)
        let jobs = ["5", "6"].map {
            CompileTests.Job(label: "one module (Swift \($0))", files: files + extra, swiftVersion: $0, combine: true, strict: files)
        }
        for (label, output) in CompileTests.run(jobs, compiler) { XCTFail("\(label) does not compile:\n\(output)") }
    }
}
