import Foundation
import XCTest
@testable import VMGenCore

/// The read-only face of a private relay (#32): `private let countRelay = BehaviorRelay<Int>(value: 0)` with `var count:
/// Int { countRelay.value }` (or `return countRelay.value`), which the view reads, as workout, ticketing and
/// menu screens of the corpus write it. The import says it as a stream offered outside the view's `Output`, `- @kept(countRelay)
/// @outside count: Int`, the relay a `properties:` line: the generated class keeps the relay set to the logic's stream
/// of that name and the property moves to the team's extension unchanged, so call sites read the same `var count: Int`.
/// It used to stay behind ("it uses 'countRelay', which the generated class does not declare for the app").
final class ValueReaderOutputTests: XCTestCase {
    /// A jump-rope screen as such apps write it, in RxCocoa: the finish screen reads `count` and `records`.
    static let handWritten = """
        import RxCocoa
        import RxSwift

        final class JumpViewModel {
            struct Input {
                let jump: Observable<Void>
            }

            struct Output {
                let countText: Driver<String>
            }

            private let countRelay = BehaviorRelay<Int>(value: 0)
            private let recordsRelay = BehaviorRelay<[Int]>(value: [])
            private let disposeBag = DisposeBag()

            var count: Int { countRelay.value }
            var records: [Int] {
                return self.recordsRelay.value
            }

            func transform(input: Input) -> Output {
                input.jump.withLatestFrom(countRelay) { $1 + 1 }.bind(to: countRelay).disposed(by: disposeBag)
                return Output(countText: countRelay.map { "\\($0)" }.asDriver(onErrorJustReturn: ""))
            }
        }
        """

    func testTheImportKeepsTheValueOutsideTheOutputAndTheReaderMoves() throws {
        let imported = SpecImporter.importFile(Self.handWritten, path: "Jump.swift")
        let spec = try XCTUnwrap(imported.specText, "\(imported.diagnostics.map(\.formatted))")
        XCTAssertTrue(spec.contains("""
              outputs:
                - countText: String
                - @kept(countRelay) @outside count: Int
                - @kept(recordsRelay) @outside records: [Int]
              properties:
                - let countRelay: BehaviorRelay<Int> = .init(value: 0)
                - let recordsRelay: BehaviorRelay<[Int]> = .init(value: [])
            """), spec)
        let formatted = imported.diagnostics.map(\.formatted)
        XCTAssertTrue(formatted.contains { $0.hasPrefix("Jump.swift:17:5: note: 'var count' of 'JumpViewModel' stays the class's own") },
                      "\(formatted)")
        XCTAssertTrue(formatted.contains { $0.hasPrefix("Jump.swift:18:5: note: 'var records' of 'JumpViewModel' stays the class's own") },
                      "\(formatted)")
        XCTAssertFalse(formatted.contains { $0.contains("which the generated class does not declare") }, "\(formatted)")
        let source = SpecSource(path: "Jump.vmspec", bytes: Array(spec.utf8))
        XCTAssertEqual(Generator.generate([source]).diagnostics.map(\.formatted), [])
        let differences = SurfaceComparison.differences(handWritten: Self.handWritten, path: "Jump.swift", spec: source)
        // Only the two readers differ, and they move: the view's `Output` is the same.
        XCTAssertEqual(differences.count, 2, "\(differences.map(\.formatted))")
        XCTAssertTrue(differences.allSatisfy { $0.message.contains(ImportFixtureTests.move) }, "\(differences.map(\.formatted))")
    }

    /// Combine's `CurrentValueSubject` has a `.value` too; an `Output` of RxCocoa's traits beside RxSwift's subjects keeps
    /// in the same relays.
    func testCombinesSubjectAndAnOutputOfBothRxModulesKeepItToo() throws {
        let combine = """
            import Combine

            final class JumpViewModel {
                struct Input { let jump: AnyPublisher<Void, Never> }
                struct Output { let countText: AnyPublisher<String, Never> }
                private let countSubject = CurrentValueSubject<Int, Never>(0)
                var count: Int { countSubject.value }
                func transform(input: Input) -> Output {
                    Output(countText: countSubject.map { "\\($0)" }.eraseToAnyPublisher())
                }
            }
            """
        let spec = try XCTUnwrap(SpecImporter.importFile(combine, path: "Jump.swift").specText)
        XCTAssertTrue(spec.contains("- @kept(countSubject) @outside count: Int"), spec)
        XCTAssertTrue(spec.contains("- let countSubject: CurrentValueSubject<Int, Never> = .init(0)"), spec)
        let mixed = Self.handWritten.replacingOccurrences(
            of: "let countText: Driver<String>", with: "let countText: Driver<String>\n        let done: PublishSubject<Void>")
            .replacingOccurrences(of: "asDriver(onErrorJustReturn: \"\"))", with: "asDriver(onErrorJustReturn: \"\"), done: .init())")
        let mixedSpec = try XCTUnwrap(SpecImporter.importFile(mixed, path: "Jump.swift").specText)
        XCTAssertTrue(mixedSpec.contains("- @kept(countRelay) @outside count: Int"), mixedSpec)
    }

    /// A reader that makes something else of the value, a keeper without a `.value` property (RxSwift's
    /// `BehaviorSubject`, whose `value()` throws), or a `PublishRelay` keeps nothing: the reader stays behind as before.
    func testAReaderThatIsNotTheValueAsItIsKeepsNothing() throws {
        for (from, to) in [
            ("var count: Int { countRelay.value }", "var count: Int { Int(countRelay.value) }"),
            ("var count: Int { countRelay.value }", "var count: Int { countRelay.value + 1 }"),
            ("private let countRelay = BehaviorRelay<Int>(value: 0)", "private let countRelay = BehaviorSubject<Int>(value: 0)"),
        ] {
            let source = Self.handWritten.replacingOccurrences(of: from, with: to)
            let imported = SpecImporter.importFile(source, path: "Jump.swift")
            let spec = try XCTUnwrap(imported.specText)
            XCTAssertFalse(spec.contains("@kept(countRelay)"), spec)
            XCTAssertTrue(imported.diagnostics.contains { $0.formatted.hasPrefix("Jump.swift:17:5: warning: 'var count'") },
                          "\(imported.diagnostics.map(\.formatted))")
        }
        XCTAssertEqual(KeptOutputImport.valueReadStream(in: SwiftTokenizer.tokenize("return self.countRelay.value", path: "t").tokens[...]), "countRelay")
        XCTAssertNil(KeptOutputImport.valueReadStream(in: SwiftTokenizer.tokenize("countRelay.value.count", path: "t").tokens[...]))
    }

    /// A jump screen's spec in `framework` (with the lines after it, `imports:`) whose `count` is kept outside the view's
    /// `Output` in `countRelay`, of `keeper` (its type and value).
    static func spec(_ framework: String, keeper: String) -> String {
        """
        options:
          framework: \(framework)
          styles: transform

        viewmodel JumpViewModel:
          inputs:
            - jump
          outputs:
            - countText: String
            - @kept(countRelay) @outside count: Int
          properties:
            - let countRelay: \(keeper)

        """
    }

    /// The generated class with the team's extension reading the keeper's value compiles in each framework with
    /// relays or subjects that have one, test support too.
    func testItCompilesWithTheMovedReaderInEachFramework() throws {
        let combine = "#if canImport(Combine)\nimport Combine\n#else\nimport OpenCombine\n#endif"
        // RxSwift's generated code imports RxRelay for the relay where the spec says so, as the import writes it.
        for (framework, keeper, imports, modules) in [
            ("rxcocoa", "BehaviorRelay<Int> = .init(value: 0)", "import RxCocoa", ""),
            ("rxswift", "BehaviorRelay<Int> = .init(value: 0)", "import RxRelay", "\n  imports: RxRelay"),
            ("combine", "CurrentValueSubject<Int, Never> = .init(0)", combine, ""),
        ] {
            try assertCompiles(Self.spec(framework + modules, keeper: keeper), support: """
                \(imports)

                extension JumpViewModel {
                    var count: Int { countRelay.value }
                }

                func finish(_ viewModel: JumpViewModel) -> String { "\\(viewModel.count) jumps" }

                """)
        }
    }

    /// On OpenCombine: the property the view reads is the subject's starting value, then what the logic's stream sent
    /// last, whether or not the view still holds its `Output`.
    func testTheViewReadsWhatTheLogicSentLastOnOpenCombine() throws {
        let spec = Self.spec("combine", keeper: "CurrentValueSubject<Int, Never> = .init(0)")
        let combine = "#if canImport(Combine)\nimport Combine\n#else\nimport OpenCombine\n#endif\n"
        let logic = combine + """

            extension JumpViewModelLogic {
                static func transform(_ input: Input) -> Output {
                    let count = input.jump.scan(0) { total, _ in total + 1 }.share()
                    return Output(countText: count.map { "\\($0) jumps" }.eraseToAnyPublisher(), count: count.eraseToAnyPublisher())
                }
            }

            extension JumpViewModel {
                var count: Int { countRelay.value }
            }
            """
        let program = combine + """

            let viewModel = JumpViewModel()
            expect([viewModel.count], [0], "the view reads the subject's starting value")
            let jump = PassthroughSubject<Void, Never>()
            var texts: [String] = []
            let output = viewModel.transform(input: .init(jump: jump.eraseToAnyPublisher()))
            let view = output.countText.sink { texts.append($0) }
            jump.send(())
            jump.send(())
            expect([viewModel.count], [2], "the view reads what the logic sent last")
            expect(texts, ["1 jumps", "2 jumps"], "the view sees its output")
            view.cancel()
            jump.send(())
            expect([viewModel.count], [3], "the class keeps the subject set while the view's output is gone")
            finishProbeTests()
            """
        let source = SpecSource(path: "Jump.vmspec", bytes: Array(spec.utf8))
        let generated = Generator.generate([source])
        let tests = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual((generated.diagnostics + tests.diagnostics).map(\.formatted), [])
        try CombineProgram.run((generated.files + tests.files).map { ($0.relativePath, $0.contents) } + [("Logic.swift", logic)],
                               main: program, in: try TestSupport.temporaryFolder(self), failure: "the value reader")
    }
}
