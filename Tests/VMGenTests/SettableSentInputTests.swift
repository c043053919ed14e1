import Foundation
import VMGenCore
import XCTest

/// `@settable` on a relay or subject the view sends into (`- @settable @subject save`), as triplets whose inputs
/// protocol declares every property `{ get set }` write it (`var save: PublishSubject<Void> { get set }`, issue #32):
/// the protocol says `{ get set }`, the class keeps its storage in a `var` its property sets, the fake declares a `var`,
/// and the logic reads the relay or subject the class made, as the hand-written class, subscribing once, does.
final class SettableSentInputTests: XCTestCase {
    static func spec(_ framework: Framework, styles: String = "triplet") -> String {
        """
        options:
          framework: \(framework.name)
          styles: \(styles)
        viewmodel TagViewModel:
          inputs:
            - @settable @subject save
            - @settable @\(framework == .combine ? "subject" : "relay") name(_ value: String) = ""
            - refresh
          outputs:
            - title: String
        """
    }

    func testTheProtocolDeclaresItSettableAndTheClassAndTheFakeKeepAVar() throws {
        let code = TestSupport.render(Self.spec(.rxswift))
        XCTAssertTrue(code.contains("    var save: PublishSubject<Void> { get set }\n"), code)
        XCTAssertTrue(code.contains("    var name: BehaviorRelay<String> { get set }\n"), code)
        XCTAssertTrue(code.contains("    private var saveSubject = PublishSubject<Void>()\n"), code)
        XCTAssertTrue(code.contains("    var save: PublishSubject<Void> { get { saveSubject } set { saveSubject = newValue } }\n"), code)
        XCTAssertTrue(code.contains("    var name: BehaviorRelay<String> { get { nameRelay } set { nameRelay = newValue } }\n"), code)
        let callSite = """
            import RxRelay

            func bind(_ viewModel: TagViewModel, _ fake: TagViewModelFake, _ save: PublishSubject<Void>) {
                viewModel.save = save
                var inputs: any TagViewModelInputs = viewModel
                inputs.name = BehaviorRelay(value: "set through the protocol")
                inputs.save.onNext(())
                fake.save = save
            }

            """
        try assertCompiles(Self.spec(.rxswift), support: callSite)
        try assertCompiles(Self.spec(.rxcocoa), support: callSite)
        try assertCompiles(Self.spec(.combine), support: """
            func bind(_ viewModel: TagViewModel, _ fake: TagViewModelFake, _ save: PassthroughSubject<Void, Never>) {
                viewModel.save = save
                var inputs: any TagViewModelInputs = viewModel
                inputs.name = CurrentValueSubject("set through the protocol")
                inputs.save.send(())
                fake.save = save
            }

            """)
    }

    static let logic = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif

        extension TagViewModelLogic {
            static func transform(_ input: Input) -> Output {
                Output(title: input.save.map { "saved" }.eraseToAnyPublisher())
            }
        }

        """

    static let program = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif

        let viewModel = TagViewModel()
        var titles: [String] = []
        let subscription = viewModel.outputs.title.sink { titles.append($0) }
        viewModel.inputs.save.send(())
        expect(titles, ["saved"], "the logic reads what the view sends into the class's subject")
        let count = titles.count
        let made = viewModel.save
        let replacement = PassthroughSubject<Void, Never>()
        var inputs: any TagViewModelInputs = viewModel
        inputs.save = replacement
        expect(viewModel.save === replacement, true, "the view reads back the subject it set")
        replacement.send(())
        expect(titles.count, count, "the logic reads the subject the class made, not the one the view set")
        made.send(())
        expect(titles, ["saved", "saved"], "the subject the class made still reaches the logic")
        _ = subscription
        finishProbeTests()
        """

    func testTheLogicReadsTheSubjectTheClassMadeAndTheViewReadsBackTheOneItSet() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let generated = Generator.generate([SpecSource(path: "Tag.vmspec", bytes: Array(Self.spec(.combine).utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        try CombineProgram.run(generated.files.map { ($0.relativePath, $0.contents) } + [("Logic.swift", Self.logic)],
                               main: Self.program, in: folder, failure: "a settable subject input")
    }

    func testWhereItCannotApplyItIsAnErrorWhereItStands() {
        let spec = Self.spec(.rxswift)
        XCTAssertEqual(TestSupport.diagnostics(spec.replacingOccurrences(of: "    - refresh\n", with: "    - @settable refresh\n"
            + "    - @settable @observer tap\n    - @settable @unwrapped @subject close\n")), [
            "t.vmspec:8:7: error: '@settable' does not apply here: it makes the relay or subject the view sends into settable"
                + " ('@relay' or '@subject'), and this input is a method",
            "t.vmspec:9:7: error: '@settable' does not apply here: it makes the relay or subject the view sends into settable"
                + " ('@relay' or '@subject'), and an '@observer' input is an observer the class makes from its storage, which a"
                + " view cannot replace",
            "t.vmspec:10:7: error: '@settable' is not written with '@unwrapped': the generated property is one or the other",
        ])
        XCTAssertTrue(TestSupport.diagnostics(Self.spec(.rxswift, styles: "triplet, subject")).contains(
            "t.vmspec:6:7: error: '@settable' does not apply here: it marks the property the triplet's inputs protocol"
                + " declares, and this spec also renders the 'subject' style"))
    }

    /// The import reads a relay or subject declared `{ get set }` in the inputs protocol as `@settable`, and `--check`
    /// finds it the same; an observer declared so stays a warning and a difference.
    func testImportReadsSettableRelaysAndSubjectsAndCheckFindsThemTheSame() throws {
        let source = """
            import RxSwift
            import RxCocoa
            protocol TagViewModelInputs {
                var save: PublishSubject<Void> { get set }
                var tagName: BehaviorRelay<String> { get set }
                var selected: PublishRelay<Int> { get set }
                var tap: AnyObserver<Void> { get set }
            }
            protocol TagViewModelOutputs {
                var title: Observable<String> { get }
            }
            protocol TagViewModelType {
                var inputs: TagViewModelInputs { get }
                var outputs: TagViewModelOutputs { get }
            }
            final class TagViewModel: TagViewModelType, TagViewModelInputs, TagViewModelOutputs {
                var inputs: TagViewModelInputs { self }
                var outputs: TagViewModelOutputs { self }
                var save = PublishSubject<Void>()
                var tagName = BehaviorRelay<String>(value: "")
                var selected = PublishRelay<Int>()
                var tap: AnyObserver<Void> { tapSubject.asObserver() }
                private let tapSubject = PublishSubject<Void>()
                let title: Observable<String>
                init() {
                    title = save.withLatestFrom(tagName)
                }
            }
            """
        let result = SpecImporter.importFile(source, path: "T.swift")
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("    - @settable @subject save\n"), spec)
        XCTAssertTrue(spec.contains("    - @settable @relay tagName(_ value: String) = \"\"\n"), spec)
        XCTAssertTrue(spec.contains("    - @settable @relay selected(_ value: Int)\n"), spec)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [
            "T.swift:7:5: warning: 'tap: AnyObserver<Void>' is not imported: it is settable ({ get set }), and the generated"
                + " observer the view sends into is read-only ({ get }), made from the class's storage; only a relay or"
                + " subject the view sends into is settable ('@settable')",
        ])
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "T.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(spec.utf8)))
            .map(\.formatted).filter { !$0.contains("declared outside its protocols") }, [
            "T.swift:7:5: error: 'var tap:AnyObserver<Void>{get set}' of 'TagViewModelInputs' is not in the generated code",
        ])
    }
}
