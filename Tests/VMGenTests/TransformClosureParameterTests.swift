import Foundation
import VMGenCore
import XCTest

/// A `transform` that takes a closure besides its input. The closure of its output (`action: (Output) -> Void`, which
/// the hand-written method calls once with the output it returns, where the screen binds it, as MaeumGaGym's base
/// protocol asks of its 29 view models) is carried: the generated method calls it the same way (`action(viewOutput)`,
/// then `return viewOutput`), declared `@escaping` only where written so. Another closure, or that one called otherwise,
/// is a warning where the parameter stands, and a `--check` difference, never a silent change.
final class TransformClosureParameterTests: XCTestCase {
    static func source(_ parameter: String, body: String = "action(output)\n        return output") -> String {
        """
        import RxSwift
        import RxCocoa

        final class AgreeViewModel {
            struct Input {
                let nextTap: Signal<Void>
            }
            struct Output {
                let isDone: Driver<Bool>
            }

            func transform(_ input: Input, \(parameter)) -> Output {
                let output = Output(isDone: input.nextTap.map { true }.asDriver(onErrorJustReturn: false))
                \(body)
            }
        }
        """
    }

    func testTheClosureOfTheOutputCalledWithWhatTransformReturnsIsCarried() throws {
        for (parameter, body) in [
            ("action: (Output) -> Void", "action(output)\n        return output"),
            ("action: @escaping (Output) -> Void", "action(output)\n        return output"),
            ("action: @escaping @Sendable (Output) -> Void", "action(output)\n        return output"),
            // Bindings may stand between the call and the return, as MaeumGaGym's do.
            ("action: (Output) -> Void", "action(output)\n        _ = input.nextTap.emit()\n        return output"),
        ] {
            let (spec, warnings, differences) = ImportAuditTests.importAndCheck(
                Self.source(parameter, body: body), path: "Agree.swift")
            let text = try XCTUnwrap(spec)
            XCTAssertTrue(text.contains("transform: transform(_ input: Input, \(parameter)) -> Output"), text)
            XCTAssertEqual(warnings.filter { $0.contains("closure") }, [], parameter)
            XCTAssertEqual(differences, [], parameter)
            let code = TestSupport.render(text, style: .transform)
            XCTAssertTrue(code.contains("func transform(_ input: Input, \(parameter)) -> Output {"), code)
            XCTAssertTrue(code.contains("        action(viewOutput)\n        return viewOutput\n"), code)
        }
    }

    func testAnotherClosureOrOneCalledOtherwiseIsAWarningWhereItStands() throws {
        let ignored = { (parameter: String) in
            "Agree.swift:12:36: warning: '\(parameter)' of 'AgreeViewModel.transform' is a closure the hand-written"
                + " method may call; the generated 'transform' takes it so that call sites compile unchanged, and never"
                + " calls it: what call sites pass in it (bindings of the output, say) no longer runs; call it in code of"
                + " your own, or pass it nothing"
        }
        let calledOtherwise = { (parameter: String) in
            "Agree.swift:12:36: warning: '\(parameter)' of 'AgreeViewModel.transform' is a closure of its output; the"
                + " generated 'transform' calls it once with the output it returns, and the hand-written one does not (it"
                + " calls it otherwise, or never): what call sites pass in it runs where it did not"
        }
        for (parameter, body, warning, difference) in [
            // An optional closure, which the generated method never calls.
            ("action: ((Output) -> Void)?", "action?(output)\n        return output", ignored,
             "a call of 'action: ((Output) -> Void)?', the closure 'AgreeViewModel.transform' takes, is not in the generated code"),
            ("completion: @escaping () -> Void", "completion()\n        return output", ignored,
             "a call of 'completion: @escaping () -> Void', the closure 'AgreeViewModel.transform' takes, is not in the generated code"),
            // The closure of the output, never called, called twice, or called later in a subscription.
            ("action: (Output) -> Void", "return output", calledOtherwise,
             "the generated 'AgreeViewModel.transform' calls 'action: (Output) -> Void' once with the output it returns,"
                + " which the hand-written one does otherwise"),
            ("action: (Output) -> Void", "action(output)\n        action(output)\n        return output", calledOtherwise,
             "the generated 'AgreeViewModel.transform' calls 'action: (Output) -> Void' once with the output it returns,"
                + " which the hand-written one does otherwise"),
            ("action: @escaping (Output) -> Void", "_ = input.nextTap.emit(onNext: { action(output) })\n        return output",
             calledOtherwise,
             "the generated 'AgreeViewModel.transform' calls 'action: @escaping (Output) -> Void' once with the output it"
                + " returns, which the hand-written one does otherwise"),
        ] {
            let (spec, warnings, differences) = ImportAuditTests.importAndCheck(
                Self.source(parameter, body: body), path: "Agree.swift")
            XCTAssertTrue(try XCTUnwrap(spec).contains("transform: transform(_ input: Input, \(parameter)) -> Output"), spec ?? "")
            XCTAssertEqual(warnings.filter { $0.contains("closure") }, [warning(parameter)], "\(parameter): \(body)")
            // `--check` agrees: a difference where the parameter stands.
            XCTAssertTrue(differences.contains("Agree.swift:12:36: error: " + difference), "\(parameter): \(differences)")
        }
    }

    func testAParameterThatIsNoClosureIsNoSuchWarning() {
        for parameter in ["disposeBag: DisposeBag", "handlers: Observable<() -> Void>", "pair: (Int, String)"] {
            let (_, warnings, differences) = ImportAuditTests.importAndCheck(Self.source(parameter, body: "return output"), path: "Agree.swift")
            XCTAssertFalse(warnings.contains { $0.contains("closure") }, "\(parameter): \(warnings)")
            XCTAssertFalse(differences.contains { $0.contains("a call of") }, "\(parameter): \(differences)")
        }
    }

    static func spec(_ framework: Framework, parameter: String = "action: (Output) -> Void", value: Bool = false) -> String {
        """
        options:
          framework: \(framework.name)
          styles: transform
          transform: transform(_ input: Input, \(parameter)) -> Output
          conforms: BaseViewModel
        viewmodel AgreeViewModel:
          dependencies:
            - terms: Int
          inputs:
            - nextTap
          outputs:
            - isDone: Bool\(value ? "\n    - @value title: String = \"\"" : "")

        """
    }

    /// The app's base protocol asks for the closure as written (not escaping): the generated class conforms, and a
    /// screen binds in it, in each framework of the transform style, Swift 5 and 6.
    func testItConformsToTheAppsProtocolAndCompilesWithTheScreensCallSite() throws {
        let support = """
            protocol BaseViewModel {
                associatedtype Input
                associatedtype Output
                func transform(_ input: Input, action: (Output) -> Void) -> Output
            }
            func bind(_ viewModel: AgreeViewModel, _ input: AgreeViewModel.Input) {
                var bound = 0
                _ = viewModel.transform(input, action: { output in
                    bound += 1
                    _ = output.isDone
                })
                print(bound)
            }

            """
        for framework in [Framework.rxswift, .rxcocoa, .reactiveswift, .combine] {
            try assertCompiles(Self.spec(framework), support: support)
            try assertCompiles(Self.spec(framework), support: support, swiftVersion: "6")
        }
        // With a value output, the view's `Output` is an object the method sets before handing it.
        try assertCompiles(Self.spec(.combine, value: true), support: support)
    }

    /// On OpenCombine: the closure gets the very output `transform` returns, once, before it returns, and what the
    /// screen binds in it sees the logic's streams.
    func testTheScreenBindsTheOutputInTheClosure() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let spec = Self.spec(.combine, parameter: "action: @escaping (Output) -> Void", value: true)
            .replacingOccurrences(of: "  conforms: BaseViewModel\n", with: "")
        let source = SpecSource(path: "Agree.vmspec", bytes: Array(spec.utf8))
        let generated = Generator.generate([source])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        let logic = """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif
            extension AgreeViewModelLogic {
                static func transform(_ input: Input, terms: Int) -> Output {
                    Output(
                        isDone: input.nextTap.map { true }.eraseToAnyPublisher(),
                        title: input.nextTap.map { "terms \\(terms)" }.eraseToAnyPublisher())
                }
            }

            """
        try CombineProgram.run(generated.files.map { ($0.relativePath, $0.contents) } + [("Logic.swift", logic)], main: """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif
            let viewModel = AgreeViewModel(terms: 3)
            let next = PassthroughSubject<Void, Never>()
            var handed: [AgreeViewModel.Output] = []
            var done: [Bool] = []
            var bindings = Set<AnyCancellable>()
            let output = viewModel.transform(AgreeViewModel.Input(nextTap: next.eraseToAnyPublisher()), action: { output in
                handed.append(output)
                output.isDone.sink { done.append($0) }.store(in: &bindings)
            })
            expect(handed.count, 1, "transform hands its output to the closure once")
            expect(handed.first === output, true, "the closure gets the output transform returns")
            next.send(())
            expect(done, [true], "what the screen binds in the closure sees the logic's stream")
            expect(output.title, "terms 3", "the values the method sets are on the output it handed")
            finishProbeTests()
            """, in: folder, failure: "the transform's closure of its output")
    }
}
