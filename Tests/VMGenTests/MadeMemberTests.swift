import Foundation
import VMGenCore
import XCTest

/// `@made` (docs/transform-variants.md, "The member types real transform code uses"): a relay or subject the transform style's
/// `Input` or `Output` struct makes itself, with its starting value, so that the view makes `Input(...)` without it
/// and sends into the struct's own, and `transform` makes `Output(...)` and binds the logic's stream into it.
final class MadeMemberTests: XCTestCase {
    /// Made members beside the view's relays and streams, in each framework with relays or subjects: with the
    /// transform's bag or cancellables and without, public and `members: var`, value outputs beside them.
    static let specs: [(label: String, spec: String, support: String)] = [
        ("rxswift public", """
            options:
              framework: rxswift
              styles: transform
              access: public
              transform: transform(from input: Input, disposeBag: DisposeBag) -> Output
            viewmodel Intro:
              dependencies:
                - service: Int = 0
              inputs:
                - @made @subject fetchAppCheck
                - @made @relay activate(_ on: Bool) = false
                - @made @relay pick(row: Int, section: Int)
                - @relay tap
                - refresh
              outputs:
                - @made @subject confirmed: Bool?
                - @made @relay items: [String] = []
                - @made @relay ended: Void
                - @relay error: String
                - title: String
            """, ""),
        ("rxswift var with values", """
            options:
              framework: rxswift
              styles: transform
              members: var
              wrapper: Property
              declaration: struct
            viewmodel Chart:
              inputs:
                - @made @subject selectedIndex(_ value: Int)
                - @made @subject refreshAll
              outputs:
                - @made @subject showToast: String
                - @made @relay page: Int = 1
                - @value isLoading: Bool = false
                - total: Int
            """, MemberKindRenderTests.propertyWrapper),
        ("rxcocoa", """
            options:
              framework: rxcocoa
              styles: transform
            viewmodel Search:
              inputs:
                - @driver trigger
                - @made @relay query(_ text: String) = ""
                - @relay page(_ value: Int) = 0
              outputs:
                - @made @subject results: [String]
                - count: Int
            """, ""),
        ("combine with cancellables", """
            options:
              framework: combine
              styles: transform
              access: public
              transform: transform(input: Input, cancellables: inout Set<AnyCancellable>) -> Output
            viewmodel Board:
              inputs:
                - @made @subject appear
                - @made @subject filter(_ text: String?) = nil
                - @subject email(_ value: String?) = nil
                - select(_ row: Int)
              outputs:
                - @made @subject items: [String] = []
                - @made @subject @failure(E) detail: String
                - @made @subject done: Void
                - title: String
            """, "public struct E: Error, Equatable {}\n"),
        ("rxswift public var", """
            options:
              framework: rxswift
              styles: transform
              access: public
              members: var
            viewmodel Question:
              inputs:
                - @made @subject selectedIndex(_ value: Int)
                - @made @relay mailSource(_ value: Int) = 0
                - tap
              outputs:
                - @made @subject goToFaq: Void
                - @made @relay mails: [String] = []
            """, ""),
        ("combine kept by the view model", """
            options:
              framework: combine
              styles: transform
            viewmodel Counter:
              inputs:
                - @made @subject tap
              outputs:
                - @made @subject count: Int = 0
                - @value label: String = ""
            """, ""),
    ]

    func testMadeMembersCompileInSwift5StrictAndSwift6WithTestSupport() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        for (index, (label, text, support)) in Self.specs.enumerated() {
            let generated = try GeneratedCase(text, path: "t\(index).vmspec", into: folder, name: "\(index)")
            XCTAssertEqual(generated.formattedDiagnostics, [], label)
            XCTAssertEqual(generated.files.count, 2, "\(label): the view model and its test support")
            let logic = try generated.write("Logic.swift", support + generated.stubLogic(style: .transform))
            jobs += generated.jobs(label, adding: [logic], strictInSwift6: false)
        }
        for (label, output) in CompileTests.run(jobs, compiler) {
            XCTFail("\(label) does not compile:\n\(output)")
        }
    }

    /// The struct declares each made member with what it starts as, and takes the others; `transform` makes the
    /// view's `Output` with the others and binds the logic's streams into the made ones. The probe sends into its
    /// `Input`'s own subjects; the fake shows the view values through the made relays of each `Output` it handed.
    func testTheStructsMakeTheirMembersAndTheTransformBindsIntoThem() throws {
        let view = TestSupport.render(Self.specs[0].spec, style: .transform)
        for line in [
            "        public let fetchAppCheck = PublishSubject<Void>()",
            "        public let activate = BehaviorRelay<Bool>(value: false)",
            "        public let pick = PublishRelay<(row: Int, section: Int)>()",
            "        public let tap: PublishRelay<Void>",
            "        public init(tap: PublishRelay<Void>, refresh: Observable<Void>) {",
            "        public let items = BehaviorRelay<[String]>(value: [])",
            "        public init(error: PublishRelay<String>, title: Observable<String>) {",
            "        _ = Self.bind(output.confirmed, to: viewOutput.confirmed, in: disposeBag)",
            "        _ = Self.bind(output.items, to: viewOutput.items, in: disposeBag)",
            "        return viewOutput",
        ] {
            XCTAssertTrue(view.contains(line + "\n"), "\(line) in\n\(view)")
        }
        // `members: var`: Swift's memberwise initializer takes a made `var` with what it starts as by default.
        let chart = TestSupport.render(Self.specs[1].spec, style: .transform)
        XCTAssertTrue(chart.contains("        var selectedIndex = PublishSubject<Int>()\n"), chart)
        XCTAssertTrue(chart.contains("        let viewOutput = Output(total: output.total.share())\n"), chart)
        let tests = try XCTUnwrap(Generator.generate(
            [SpecSource(path: "t.vmspec", bytes: Array(Self.specs[0].spec.utf8))],
            overrides: OptionOverrides(testSupport: true)).files.first { $0.relativePath.hasSuffix(".testing.swift") }?.contents)
        for line in [
            "        private(set) lazy var streams = Intro.Input(tap: tapRelay, refresh: refreshRelay.asObservable())",
            "            streams.fetchAppCheck.onNext(())",
            "            streams.activate.accept(on)",
            "        input.activate.skip(1)",
            "        for output in shownOutputs { output.items.accept(value) }",
        ] {
            XCTAssertTrue(tests.contains(line + "\n"), "\(line) in\n\(tests)")
        }
        XCTAssertFalse(tests.contains("fetchAppCheckSubject"), "the probe sends into the Input's own subject")
        // Public: the explicit initializer takes a made `var` with what it starts as by default, as Swift's would.
        let publicChart = TestSupport.render(
            Self.specs[1].spec.replacingOccurrences(of: "  members: var\n", with: "  members: var\n  access: public\n"),
            style: .transform)
        XCTAssertTrue(publicChart.contains("selectedIndex: PublishSubject<Int> = PublishSubject<Int>()"), publicChart)
        XCTAssertTrue(publicChart.contains("self.selectedIndex = selectedIndex\n"), publicChart)
        // Without `@made`, a subject with `= value` is the view's, handed in with its current value; the probe makes
        // its own with the value.
        let board = Generator.generate(
            [SpecSource(path: "t.vmspec", bytes: Array(Self.specs[3].spec.utf8))], overrides: OptionOverrides(testSupport: true)
        ).files.first?.contents ?? ""
        let boardView = TestSupport.render(Self.specs[3].spec, style: .transform)
        XCTAssertTrue(boardView.contains("        public let email: CurrentValueSubject<String?, Never>\n"), boardView)
        XCTAssertTrue(board.contains("        private let emailSubject = CurrentValueSubject<String?, Never>(nil)\n"), board)
    }

    /// The import reads the ways apps make a relay or subject where they declare it, and `--check` finds the generated
    /// surface the same; another `Input` member that starts with a value is still a warning and a difference, as
    /// call sites may leave it out and the generated `Input` takes it.
    func testTheImportReadsMadeMembersAndWarnsOfOtherStartedInputs() throws {
        let source = """
            import RxRelay
            import RxSwift

            final class IntroViewModel {
                struct Input {
                    let fetch: PublishSubject<Void> = PublishSubject()
                    let tap = PublishRelay<Void>()
                    let pick: PublishSubject<Int> = .init()
                    let page: BehaviorRelay<Int> = .init(value: 1)
                    let refresh: Observable<Void> = .never()
                }

                struct Output {
                    let shown: PublishRelay<String> = PublishRelay<String>.init()
                    let count = BehaviorSubject<Int>(value: 0)
                    let made: PublishSubject<Int> = makeSubject()
                }

                func transform(input: Input) -> Output {
                    fatalError("the logic")
                }
            }
            """
        let path = "IntroViewModel.swift"
        let imported = SpecImporter.importFile(source, path: path)
        let spec = try XCTUnwrap(imported.specText)
        for line in [
            "- @made @subject fetch", "- @made @relay tap", "- @made @subject pick(_ value: Int)",
            "- @made @relay page(_ value: Int) = 1", "- refresh", "- @made @relay shown: String",
            "- @made @subject count: Int = 0", "- @subject made: Int",
        ] {
            XCTAssertTrue(spec.contains("    " + line + "\n"), "\(line) in\n\(spec)")
        }
        XCTAssertEqual(imported.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [
            "\(path):10:9: warning: 'refresh' of 'IntroViewModel.Input' starts as '.never()', so call sites may make 'Input'"
                + " without it; the generated 'Input' takes it as an argument",
        ])
        let check = SurfaceComparison.differences(
            handWritten: source, path: path, spec: SpecSource(path: "t.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(check.map(\.location.line), [10], check.map(\.formatted).joined(separator: "\n"))
    }

    /// Refused where written: on a member that is not a relay or subject, in a spec that renders another style, and in
    /// a framework without relays or subjects.
    func testMadeIsRefusedWhereItCannotBe() {
        func errors(_ text: String) -> [String] {
            TestSupport.diagnostics(text).map { String($0.prefix { $0 != "\n" }) }
        }
        XCTAssertEqual(errors("""
            options:
              framework: rxswift
              styles: transform
            viewmodel V:
              inputs:
                - @made tap
              outputs:
                - @made count: Int
                - @made @value shown: Bool = false
            """), [
            "t.vmspec:6:7: error: '@made' makes the Input struct make the member itself, and only a relay or a subject is"
                + " made; this one is a stream the view hands",
            "t.vmspec:8:7: error: '@made' makes the Output struct make the member itself, and only a relay or a subject is"
                + " made; this one is a stream the logic gives",
            "t.vmspec:9:7: error: '@made' makes the Output struct make the member itself, and only a relay or a subject is"
                + " made; this one is '@value'",
            "t.vmspec:9:13: error: a value output in RxSwift is kept by the app's property wrapper, which the spec does not"
                + " name",
        ])
        XCTAssertEqual(errors("""
            options:
              framework: rxswift
              styles: transform, function
            viewmodel V:
              inputs:
                - @made @relay tap(_ value: Int) = 1
            """).filter { $0.contains("@made") }, [
            "t.vmspec:6:7: error: '@made' members belong to the transform style (its Input struct makes them), and this"
                + " spec also renders the 'function' style",
        ])
        XCTAssertEqual(errors("""
            options:
              framework: closures
              styles: transform
            viewmodel V:
              outputs:
                - @made @subject count: Int
            """), [
            "t.vmspec:3:11: error: the transform style cannot be rendered with 'closures'",
            "t.vmspec:6:13: error: '@subject' makes an output a subject, which framework 'closures' does not have",
        ])
    }
}
