import Foundation
import XCTest
@testable import VMGenCore

/// `@kept(relay)` and `@kept(relay) @outside` in the triplet and the subject-bridged style (#32), as they mean in the
/// transform style: the class stores the relay or subject (`properties:`), keeps it set to the logic's stream from its
/// `init` (the subscriptions in its `outputBindings`), and hands the view the output made of it (the outputs
/// protocol's property, the subject style's `output`); with `@outside` the view's contract does not hold it and the
/// team's extension offers it, as coordinator-driven triplets write `var shouldOpenLesson: Driver<Lesson> {
/// _shouldOpenLesson.asDriver(onErrorJustReturn: .placeholder) }`.
final class KeptOutputStyleTests: XCTestCase {
    static func spec(_ framework: String, styles: String, keeper: String, routeKeeper: String) -> String {
        """
        options:
          framework: \(framework)
          styles: \(styles)

        viewmodel LessonPickerViewModel:
          inputs:
            - viewDidLoad
          outputs:
            - @kept(lessonsRelay) lessons: [String]
            - @kept(_shouldOpenLesson) @outside shouldOpenLesson: String
          properties:
            - let lessonsRelay: \(keeper)
            - let _shouldOpenLesson: \(routeKeeper)

        """
    }

    /// The generated classes, each with the team's extension reading the relays, compile in each framework that has
    /// relays or subjects, with their test support.
    func testTheTripletAndSubjectClassesCompileWithTheTeamsReadersInEachFramework() throws {
        for (framework, keeper, routeKeeper, read, offer) in [
            ("rxcocoa", "BehaviorRelay<[String]> = .init(value: [])", "PublishRelay<String> = .init()",
             "lessonsRelay.value.count", "Signal<String> { _shouldOpenLesson.asSignal() }"),
            ("rxswift", "BehaviorSubject<[String]> = .init(value: [])", "PublishSubject<String> = .init()",
             "((try? lessonsRelay.value()) ?? []).count", "Observable<String> { _shouldOpenLesson.asObservable() }"),
            ("combine", "CurrentValueSubject<[String], Never> = .init([])", "PassthroughSubject<String, Never> = .init()",
             "lessonsRelay.value.count", "AnyPublisher<String, Never> { _shouldOpenLesson.eraseToAnyPublisher() }"),
        ] {
            let imports = framework == "combine" ? "#if canImport(Combine)\nimport Combine\n#else\nimport OpenCombine\n#endif"
                : "import RxCocoa\nimport RxSwift"
            try assertCompiles(Self.spec(framework, styles: "triplet, subject", keeper: keeper, routeKeeper: routeKeeper), support: """
                \(imports)

                extension LessonPickerViewModel {
                    var lessonCount: Int { \(read) }
                    var shouldOpenLesson: \(offer)
                }

                """)
        }
    }

    /// What each style writes: the triplet's outputs protocol and the subject style's `Output` hold the kept output made
    /// of the relay, and neither holds the one offered outside; `init` keeps both relays set.
    func testTheOutputIsMadeOfTheRelayAndTheOutsideOneIsNotInTheContract() throws {
        let spec = Self.spec("rxcocoa", styles: "triplet, subject", keeper: "BehaviorRelay<[String]> = .init(value: [])",
                             routeKeeper: "PublishRelay<String> = .init()")
        for (style, made) in [("triplet", "lessons = lessonsRelay.asDriver()"), ("subject", "lessons: lessonsRelay.asDriver()")] {
            let source = SpecSource(path: "t.vmspec", bytes: Array(spec.utf8))
            let result = Generator.generate([source], overrides: OptionOverrides(styles: StyleSelection(styles: [Style(rawValue: style)!])))
            XCTAssertEqual(result.diagnostics.map(\.formatted), [])
            let code = String(decoding: try XCTUnwrap(result.files.first).contents.utf8, as: UTF8.self)
            XCTAssertTrue(code.contains(made), code)
            XCTAssertTrue(code.contains("private let outputBindings = DisposeBag()"), code)
            XCTAssertTrue(code.contains("output.lessons.subscribe(onNext: { [weak self] in self?.lessonsRelay.accept($0) })"
                + ".disposed(by: outputBindings)"), code)
            XCTAssertTrue(code.contains("self?._shouldOpenLesson.accept($0)"), code)
            // The logic's `Output` holds it; the class, its protocols and the view's `Output` do not.
            let contract = code.components(separatedBy: "\n}\n").dropFirst().joined(separator: "\n}\n")
            XCTAssertFalse(contract.contains(" shouldOpenLesson:") || contract.contains("(shouldOpenLesson:")
                || contract.contains("var shouldOpenLesson") || contract.contains("let shouldOpenLesson"), contract)
            XCTAssertTrue(contract.contains("let _shouldOpenLesson: PublishRelay<String> = .init()"), contract)
        }
    }

    /// On OpenCombine, each style: the view sees the kept output start with the subject's value and then the logic's,
    /// a member of the team's extension reads the subject, and the coordinator sees the outside stream.
    func testTheKeptSubjectsHoldWhatTheLogicSendsInEachStyleOnOpenCombine() throws {
        let spec = Self.spec("combine", styles: "triplet", keeper: "CurrentValueSubject<[String], Never> = .init([\"Start\"])",
                             routeKeeper: "PassthroughSubject<String, Never> = .init()")
        for style in ["triplet", "subject"] {
            let logic = """
                #if canImport(Combine)
                import Combine
                #else
                import OpenCombine
                #endif

                extension LessonPickerViewModelLogic {
                    static func transform(_ input: Input) -> Output {
                        Output(
                            lessons: input.viewDidLoad.map { ["Verbs", "Nouns"] }.eraseToAnyPublisher(),
                            shouldOpenLesson: input.viewDidLoad.map { "Verbs" }.eraseToAnyPublisher())
                    }
                }

                extension LessonPickerViewModel {
                    var lessonCount: Int { lessonsRelay.value.count }
                    var shouldOpenLesson: AnyPublisher<String, Never> { _shouldOpenLesson.eraseToAnyPublisher() }
                }
                """
            let (lessons, load) = style == "triplet"
                ? ("viewModel.outputs.lessons", "viewModel.inputs.viewDidLoad()")
                : ("viewModel.output.lessons", "_ = viewModel.input.viewDidLoad.receive(())")
            let program = """
                #if canImport(Combine)
                import Combine
                #else
                import OpenCombine
                #endif

                let viewModel = LessonPickerViewModel()
                var seen: [[String]] = []
                var opened: [String] = []
                let coordinator = viewModel.shouldOpenLesson.sink { opened.append($0) }
                let view = \(lessons).sink { seen.append($0) }
                expect(seen, [["Start"]], "the view's output starts with the subject's value")
                expect(viewModel.lessonCount, 1, "a member of the team's extension reads the subject")
                \(load)
                expect(seen, [["Start"], ["Verbs", "Nouns"]], "what the logic sends reaches the view through the subject")
                expect(viewModel.lessonCount, 2, "and the member reads it")
                expect(opened, ["Verbs"], "the coordinator sees the logic's stream through the class's subject")
                view.cancel()
                \(load)
                expect(opened, ["Verbs", "Verbs"], "the class keeps the subjects set while the view is gone")
                coordinator.cancel()
                finishProbeTests()
                """
            let source = SpecSource(path: "LessonPicker.vmspec", bytes: Array(spec.replacingOccurrences(
                of: "styles: triplet", with: "styles: \(style)").utf8))
            let generated = Generator.generate([source])
            let tests = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
            XCTAssertEqual((generated.diagnostics + tests.diagnostics).map(\.formatted), [])
            try CombineProgram.run((generated.files + tests.files).map { ($0.relativePath, $0.contents) } + [("Logic.swift", logic)],
                                   main: program, in: try TestSupport.temporaryFolder(self), failure: "the \(style) style's kept subjects")
        }
    }

    /// Where a style or framework cannot keep an output: a located error.
    func testWhereAStyleCannotKeepAnOutputItIsALocatedError() {
        func errors(_ framework: String, _ styles: String, extra: String = "") -> [String] {
            let spec = Self.spec(framework, styles: styles, keeper: "BehaviorRelay<[String]> = .init(value: [])",
                                 routeKeeper: "PublishRelay<String> = .init()").replacingOccurrences(
                of: "  styles: \(styles)\n", with: "  styles: \(styles)\n\(extra)")
            return Generator.generate([SpecSource(path: "g.vmspec", bytes: Array(spec.utf8))]).diagnostics
                .filter { $0.severity == .error }.map(\.formatted)
        }
        XCTAssertEqual(errors("rxcocoa", "triplet"), [])
        XCTAssertEqual(errors("rxcocoa", "subject"), [])
        XCTAssertEqual(errors("rxcocoa", "observable").first?.hasPrefix(
            "g.vmspec:9:7: error: '@kept' is for the transform style of 'Input' and 'Output' structs, the triplet and the"
                + " subject-bridged style"), true)
        for framework in ["closures", "reactiveswift", "async"] {
            XCTAssertEqual(errors(framework, "triplet").first?.hasPrefix(
                "g.vmspec:9:7: error: '@kept' keeps the output in a relay or subject, which framework '\(framework)' has none of"),
                true, framework)
        }
        let given = errors("rxcocoa", "subject", extra: "  subject-contract: given\n")
        XCTAssertTrue(given.contains { $0.hasPrefix(
            "g.vmspec:10:7: error: '@kept' keeps the output in the class's relay, and the subject style's 'output' is here") },
            "\(given)")
    }

    /// A `@value` output makes the subject style's `output` Combine's `@Published var` struct of values, which keeps
    /// no relay: a kept output beside one is a located error naming both, never a class that drops the relay's keeping.
    func testAKeptOutputBesideAPublishedValueIsALocatedError() {
        let spec = Self.spec("combine", styles: "subject", keeper: "CurrentValueSubject<[String], Never> = .init([])",
                             routeKeeper: "PassthroughSubject<String, Never> = .init()")
            .replacingOccurrences(of: "    - @kept(_shouldOpenLesson)", with: "    - @value isLoading: Bool = false\n    - @kept(_shouldOpenLesson)")
        let diagnostics = Generator.generate([SpecSource(path: "g.vmspec", bytes: Array(spec.utf8))]).diagnostics
            .filter { $0.severity == .error }
        XCTAssertEqual(diagnostics.first?.formatted.components(separatedBy: "\n").first, "g.vmspec:9:7: error: '@kept' keeps the output in the subject"
            + " style's 'Output' of streams, and a '@value' output makes that 'output' a '@Published var' struct of values")
        XCTAssertEqual(diagnostics.count, 2, "\(diagnostics.map(\.formatted))")
        XCTAssertEqual(diagnostics.first?.notes.first?.location?.line, 10)
    }
}
