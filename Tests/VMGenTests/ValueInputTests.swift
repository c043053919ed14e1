import Foundation
import VMGenCore
import XCTest

/// `- @value email: String` under `inputs:` (docs/spec-reference.md): a plain value the view hands in the transform
/// style's `Input` struct beside its streams (`struct Input { let email: String; let tap: Observable<Void> }`), which
/// `transform` hands the logic as it is.
final class ValueInputTests: XCTestCase {
    /// A value input beside streams in each framework of the transform style, with a call site that hands it.
    static let specs: [(label: String, spec: String, calls: String)] = [
        ("rxswift public", """
            options:
              framework: rxswift
              styles: transform
              access: public
            viewmodel Login:
              inputs:
                - @value email: String
                - tap
              outputs:
                - isValid: Bool
            """, """
            func loginCalls(_ viewModel: Login, tap: Observable<Void>) {
                _ = viewModel.transform(input: Login.Input(email: "a@b.c", tap: tap))
            }
            """),
        ("rxcocoa", """
            options:
              framework: rxcocoa
              styles: transform
            viewmodel Register:
              inputs:
                - @driver next
                - @value info: [String: Int]
              outputs:
                - title: String
            """, """
            import RxCocoa

            func registerCalls(_ viewModel: Register, next: Driver<Void>) {
                _ = viewModel.transform(input: .init(next: next, info: ["a": 1]))
            }
            """),
        ("combine", """
            options:
              framework: combine
              styles: transform
            viewmodel Receive:
              inputs:
                - appear
                - @value height: Double
              outputs:
                - size: Double
            """, """
            func receiveCalls(_ viewModel: Receive) {
                _ = viewModel.transform(input: .init(appear: Just(()).eraseToAnyPublisher(), height: 120))
            }
            """),
        ("reactiveswift", """
            options:
              framework: reactiveswift
              styles: transform
            viewmodel Cart:
              inputs:
                - @value id: Int
                - remove(_ id: Int)
              outputs:
                - total: Int
            """, """
            func cartCalls(_ viewModel: Cart, remove: Signal<Int, Never>) {
                _ = viewModel.transform(input: Cart.Input(id: 3, remove: remove))
            }
            """),
    ]

    func testValueInputsCompileWithTestSupportAndCallSitesThatHandTheValue() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        for (index, (label, text, calls)) in Self.specs.enumerated() {
            let generated = try GeneratedCase(text, path: "t\(index).vmspec", into: folder, name: "\(index)")
            XCTAssertEqual(generated.formattedDiagnostics, [], label)
            XCTAssertEqual(generated.files.count, 2, "\(label): the view model and its test support")
            let logic = try generated.write("Logic.swift", generated.stubLogic(style: .transform) + "\n" + calls + "\n")
            jobs += generated.jobs(label, adding: [logic], strictInSwift6: false)
        }
        for (label, output) in CompileTests.run(jobs, compiler) {
            XCTFail("\(label) does not compile:\n\(output)")
        }
    }

    /// The view's `Input` and the logic's declare the value where it stands among the streams; `transform` hands it on.
    func testTheInputsDeclareThePlainValueAndTransformHandsItOn() {
        let login = TestSupport.render(Self.specs[0].spec, style: .transform)
        XCTAssertTrue(login.contains("        public let email: String\n        public let tap: Observable<Void>\n"), login)
        XCTAssertFalse(login.contains("import RxRelay"), login)
        let register = TestSupport.render(Self.specs[1].spec, style: .transform)
        XCTAssertTrue(register.contains("        let next: Driver<Void>\n        let info: [String: Int]\n"), register)
        XCTAssertTrue(register.contains("RegisterLogic.Input(next: input.next.asObservable(), info: input.info)"), register)
    }

    func testValueInputsAreRefusedWhereTheyMeanNothing() {
        func errors(_ text: String) -> [String] {
            TestSupport.diagnostics(text).map { String($0.prefix { $0 != "\n" }) }.filter { $0.contains("error") }
        }
        XCTAssertEqual(errors("""
            options:
              framework: rxswift
              styles: transform, triplet
            viewmodel V:
              inputs:
                - @value email: String
            """), ["t.vmspec:6:7: error: '@value' members belong to the transform style (the Input struct carries the value"
                + " the view hands), and this spec also renders the 'triplet' style"])
        XCTAssertEqual(errors("""
            options:
              framework: combine
              styles: transform
              transform: transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>
            viewmodel V:
              inputs:
                - @value email: String
            """), ["t.vmspec:7:7: error: '@value' makes the input a plain value of the transform style's Input struct, and"
                + " the one-stream event transform's Input is an enum of events"])
        XCTAssertEqual(errors("""
            options:
              framework: rxswift
              styles: transform
            viewmodel V:
              inputs:
                - @value email: String = ""
                - @made @value name: String
                - @optional @value age: Int
                - @latest @value city: String
                - @value pair(a: Int, b: Int)
            """), [
            "t.vmspec:6:28: error: '= value' starts a relay or subject input ('@relay', '@subject'), and 'email' is a value"
                + " input: nothing keeps a value",
            "t.vmspec:7:7: error: '@made' makes the Input struct make the member itself, and only a relay or a subject is"
                + " made; this one is '@value'",
            "t.vmspec:8:7: error: '@optional' makes the Input struct's member optional, for call sites that hand nil;"
                + " '@value' is no stream the view hands",
            "t.vmspec:9:7: error: '@latest' does not apply to a value input: the view hands the value once, in its Input",
            "t.vmspec:10:14: error: a value input is one value the view hands, written '- @value pair: Type'",
        ])
    }

    /// On OpenCombine: the logic sees the value the view handed, and the probe hands the test's.
    func testTheLogicSeesTheValueTheViewHanded() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let generated = Generator.generate(
            [SpecSource(path: "t.vmspec", bytes: Array(Self.specs[2].spec.utf8))], overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        let view = Generator.generate([SpecSource(path: "t.vmspec", bytes: Array(Self.specs[2].spec.utf8))])
        let logic = """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif
            extension ReceiveLogic {
                static func transform(_ input: Input) -> Output {
                    let height = input.height
                    return Output(size: input.appear.map { height * 2 }.eraseToAnyPublisher())
                }
            }
            """
        let main = """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif
            let appear = PassthroughSubject<Void, Never>()
            var sizes: [Double] = []
            var subscriptions = Set<AnyCancellable>()
            let output = Receive().transform(input: .init(appear: appear.eraseToAnyPublisher(), height: 21))
            output.size.sink { sizes.append($0) }.store(in: &subscriptions)
            appear.send(())
            expect(sizes, [42], "the logic reads the value the view handed")
            let probe = ReceiveProbe(height: 5)
            probe.inputs.appear()
            expect(probe.size.values, [10], "the probe hands the test's value")
            let fake = ReceiveFake()
            _ = fake.transform(input: .init(appear: Empty().eraseToAnyPublisher(), height: 7))
            expect(fake.calls, [.height(7)], "the fake records the value the view handed")
            finishProbeTests()
            """
        // The test skeleton builds the probe so too, the value left to the test.
        let resolved = try XCTUnwrap(Generator.resolve(SpecSource(path: "t.vmspec", bytes: Array(Self.specs[2].spec.utf8))).resolved)
        let skeleton = TestSkeleton.render(resolved.viewModels.map(\.viewModel), options: resolved.options, style: .transform)
        XCTAssertTrue(skeleton.contains("let probe = ReceiveProbe(height: <#Double#>)"), skeleton)
        try CombineProgram.run(
            (view.files + generated.files).map { ($0.relativePath, $0.contents) } + [("Logic.swift", logic)],
            main: main, in: folder, failure: "the logic did not see the value")
    }
}

/// `vmgen import` of a plain value in the transform style's `Input`, and `--check` on it.
final class ValueInputImportTests: XCTestCase {
    func testTheImportReadsAPlainLetAsAValueInputAndWarnsOfTheRest() throws {
        let source = """
            import RxSwift

            final class LoginViewModel {
                struct Input {
                    /// What the user typed on the previous screen.
                    let email: String
                    let tap: Observable<Void>
                    var note: String
                    let retries: Int = 3
                    let token: String!
                }
                struct Output {
                    let isValid: Observable<Bool>
                }
                func transform(input: Input) -> Output { fatalError() }
            }
            """
        let imported = SpecImporter.importFile(source, path: "Login.swift")
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains(
            "  inputs:\n    /// What the user typed on the previous screen.\n    - @value email: String\n    - tap\n"
                + "    - @value note: String\n"), spec)
        // A `var` member makes every member of the structs `var`, as call sites that set one need.
        XCTAssertTrue(spec.contains("  members: var\n"), spec)
        XCTAssertTrue(spec.contains("# not imported: retries: Int: a plain value of the transform style's Input is read as"
            + " '@value name: Type'"), spec)
        XCTAssertTrue(spec.contains("this one has a value of its own"), spec)
        XCTAssertTrue(spec.contains("this one is implicitly unwrapped"), spec)
        XCTAssertEqual(imported.diagnostics.filter { $0.severity == .warning }.map(\.location.line), [9, 10])
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "Login.swift", spec: SpecSource(path: "Login.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(Set(differences.map(\.location.line)), [9, 10], "\(differences.map(\.formatted))")
        let generated = Generator.generate([SpecSource(path: "Login.vmspec", bytes: Array(spec.utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        // Without the value input, `--check` finds the generated Input's surface the hand-written one's.
        let plain = source.replacingOccurrences(of: "        var note: String\n        let retries: Int = 3\n        let token: String!\n", with: "")
        let plainSpec = try XCTUnwrap(SpecImporter.importFile(plain, path: "Login.swift").specText)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: plain, path: "Login.swift", spec: SpecSource(path: "Login.vmspec", bytes: Array(plainSpec.utf8))
        ).map(\.formatted), [])
    }
}
