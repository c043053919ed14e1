import Foundation
import VMGenCore
import XCTest

/// `@optional` (docs/spec-reference.md): a stream the transform style's `Input` struct declares optional (`let
/// refresh: Observable<Void>?`), as view models declare an input some screens do not have, whose call sites hand
/// `nil`; the logic reads `nil` as a stream that sends nothing. `vmgen import` reads such a member into it.
final class OptionalInputTests: XCTestCase {
    /// Optional inputs beside the others in each framework of the transform style, with call sites that hand `nil`
    /// and call sites that hand a stream (`calls`, appended to the logic file).
    static let specs: [(label: String, spec: String, calls: String)] = [
        ("rxswift public", """
            options:
              framework: rxswift
              styles: transform
              access: public
            viewmodel Feed:
              inputs:
                - @optional refresh
                - @optional @relay retry
                - appear
              outputs:
                - count: Int
            """, """
            import RxRelay

            func feedCalls(_ viewModel: Feed, appear: Observable<Void>) {
                _ = viewModel.transform(input: Feed.Input(refresh: nil, retry: nil, appear: appear))
                _ = viewModel.transform(input: .init(refresh: appear, retry: PublishRelay<Void>(), appear: appear))
            }
            """),
        ("rxcocoa", """
            options:
              framework: rxcocoa
              styles: transform
            viewmodel Search:
              inputs:
                - @optional @driver trigger
                - @optional query(_ text: String)
                - @relay page(_ value: Int) = 0
              outputs:
                - results: [String]
            """, """
            import RxCocoa
            import RxRelay

            func searchCalls(_ viewModel: Search, trigger: Driver<Void>) {
                _ = viewModel.transform(input: Search.Input(trigger: nil, query: nil, page: BehaviorRelay(value: 1)))
                _ = viewModel.transform(input: .init(trigger: trigger, query: .just("a"), page: BehaviorRelay(value: 1)))
            }
            """),
        ("combine with cancellables", """
            options:
              framework: combine
              styles: transform
              transform: transform(input: Input, cancellables: inout Set<AnyCancellable>) -> Output
            viewmodel Board:
              inputs:
                - @optional reload
                - @optional @subject pick(_ row: Int)
              outputs:
                - title: String
            """, """
            func boardCalls(_ viewModel: Board, cancellables: inout Set<AnyCancellable>) {
                _ = viewModel.transform(input: .init(reload: nil, pick: nil), cancellables: &cancellables)
                _ = viewModel.transform(input: .init(reload: Just(()).eraseToAnyPublisher(), pick: PassthroughSubject()),
                                        cancellables: &cancellables)
            }
            """),
        ("reactiveswift", """
            options:
              framework: reactiveswift
              styles: transform
            viewmodel Cart:
              inputs:
                - @optional refresh
                - remove(_ id: Int)
              outputs:
                - total: Int
            """, """
            func cartCalls(_ viewModel: Cart, remove: Signal<Int, Never>) {
                _ = viewModel.transform(input: Cart.Input(refresh: nil, remove: remove))
                _ = viewModel.transform(input: .init(refresh: .empty, remove: remove))
            }
            """),
    ]

    func testOptionalInputsCompileWithTestSupportAndCallSitesThatHandNil() throws {
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

    /// The view's `Input` declares the member optional; `transform` hands the logic an empty stream for `nil`; the
    /// fake records what a stream it was handed sends, through `?.`.
    func testTheViewsInputDeclaresItOptionalAndTheLogicReadsNilAsAnEmptyStream() throws {
        let feed = TestSupport.render(Self.specs[0].spec, style: .transform)
        for line in [
            "        public let refresh: Observable<Void>?",
            "        public let retry: PublishRelay<Void>?",
            "        public init(refresh: Observable<Void>?, retry: PublishRelay<Void>?, appear: Observable<Void>) {",
            "            refresh: input.refresh ?? .empty(),",
            "            retry: input.retry?.asObservable() ?? .empty(),",
            "            appear: input.appear",
        ] {
            XCTAssertTrue(feed.contains(line + "\n"), "\(line) in\n\(feed)")
        }
        // The logic's `Input` holds streams, as for any input.
        XCTAssertTrue(feed.contains("        public let refresh: Observable<Void>\n"), feed)
        let search = TestSupport.render(Self.specs[1].spec, style: .transform)
        XCTAssertTrue(search.contains("        let trigger: Driver<Void>?\n"), search)
        XCTAssertTrue(search.contains("            trigger: input.trigger?.asObservable() ?? .empty(),\n"), search)
        let board = TestSupport.render(Self.specs[2].spec, style: .transform)
        XCTAssertTrue(board.contains("            reload: input.reload ?? Empty().eraseToAnyPublisher(),\n"), board)
        XCTAssertTrue(board.contains("            pick: input.pick?.eraseToAnyPublisher() ?? Empty().eraseToAnyPublisher()\n"), board)
        let cart = TestSupport.render(Self.specs[3].spec, style: .transform)
        XCTAssertTrue(cart.contains("CartLogic.Input(refresh: input.refresh ?? .empty, remove: input.remove)\n"), cart)
        let fake = try XCTUnwrap(Generator.generate(
            [SpecSource(path: "t.vmspec", bytes: Array(Self.specs[2].spec.utf8))], overrides: OptionOverrides(testSupport: true)
        ).files.first?.contents)
        XCTAssertTrue(fake.contains("        input.reload?.sink(receiveValue: { [weak self] _ in self?.calls.append(.reload) })"), fake)
        // Without `@optional`, the same spec's member is a stream the view must hand.
        let plain = TestSupport.render(Self.specs[0].spec.replacingOccurrences(of: "@optional refresh", with: "refresh"),
                                       style: .transform)
        XCTAssertTrue(plain.contains("        public let refresh: Observable<Void>\n"), plain)
    }

    func testOptionalIsRefusedWhereItCannotBe() {
        func errors(_ text: String) -> [String] {
            TestSupport.diagnostics(text).map { String($0.prefix { $0 != "\n" }) }.filter { $0.contains("@optional") }
        }
        let because = "error: '@optional' makes the Input struct's member optional, for call sites that hand nil; "
        XCTAssertEqual(errors("""
            options:
              framework: rxswift
              styles: transform, triplet
            viewmodel V:
              inputs:
                - @optional refresh
            """), ["t.vmspec:6:7: " + because + "this spec also renders the 'triplet' style, whose view hands no Input struct"])
        XCTAssertEqual(errors("""
            options:
              framework: combine
              styles: transform
              transform: transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>
            viewmodel V:
              inputs:
                - @optional refresh
            """), ["t.vmspec:7:7: " + because + "the one-stream event transform's Input is an enum, whose cases are not optional"])
        XCTAssertEqual(errors("""
            options:
              framework: rxswift
              styles: transform
            viewmodel V:
              inputs:
                - @optional @made @relay tap
                - @optional @relay page(_ value: Int) = 1
                - @optional @call revoke
            """), [
            "t.vmspec:6:7: " + because + "'@made' is no stream the view hands",
            "t.vmspec:7:7: " + because + "an input that starts with a value is no stream the view may leave out",
            "t.vmspec:8:7: " + because + "'@call' is no stream the view hands",
        ])
    }

    /// The import reads an optional stream of `Input` as `@optional`, and `--check` finds the generated surface the
    /// same; what `@optional` cannot say (an implicitly unwrapped stream, an optional relay with a current value, an
    /// optional stream of `Output`) stays a warning and a difference.
    func testTheImportReadsOptionalStreamsOfInputAndWarnsOfTheRest() throws {
        let source = """
            import Combine

            final class ListViewModel {
                struct Input {
                    let appear: AnyPublisher<Void, Never>
                    /// Pull to refresh, where the screen has one.
                    let refresh: AnyPublisher<Void, Never>?
                    let pick: PassthroughSubject<Int, Never>?
                    let filter: CurrentValueSubject<String, Never>?
                    let retry: AnyPublisher<Void, Never>!
                }
                struct Output {
                    let rows: AnyPublisher<[String], Never>
                    let banner: AnyPublisher<String, Never>?
                }
                func transform(input: Input) -> Output { fatalError() }
            }
            """
        let imported = SpecImporter.importFile(source, path: "List.swift")
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("""
                - appear
                /// Pull to refresh, where the screen has one.
                - @optional refresh
                - @optional @subject pick(_ value: Int)
                # not imported: filter: CurrentValueSubject<String, Never>?: an optional stream
            """), spec)
        XCTAssertEqual(imported.diagnostics.filter { $0.severity == .warning }.map(\.location.line), [9, 10, 14])
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "List.swift", spec: SpecSource(path: "List.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(Set(differences.map(\.location.line)), [9, 10, 14], "\(differences.map(\.formatted))")
        let generated = Generator.generate([SpecSource(path: "List.vmspec", bytes: Array(spec.utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
    }
}
