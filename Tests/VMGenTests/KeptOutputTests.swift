import Foundation
import XCTest
@testable import VMGenCore

/// `@kept(itemsRelay)` (#32): a transform view model's private relay its `Output` is made of as it is (`updateGifticons:
/// gifticonModelsRelay.asDriver()`), whose current value members of its own read for the view (`var gifticons:
/// [GifticonModel] { gifticonModelsRelay.value }`, as gift-card, crypto-ranking and florist apps of the corpus write
/// them): the import carries the relay as an internal `properties:` line and the output `@kept` in it, so those members
/// move to an extension unchanged; the generated class keeps the relay set to the logic's stream and hands the view
/// the output made of it.
final class KeptOutputTests: XCTestCase {
    /// A gift-card list as such apps write it, in RxCocoa, with a reader the table's data source calls and a method the
    /// view calls that sends into the relay (which stays the logic's).
    static let handWritten = """
        import RxCocoa
        import RxSwift

        final class GiftListViewModel {
            struct Input {
                let viewWillAppear: Observable<Void>
            }

            struct Output {
                let gifts: Driver<[String]>
                let isLoading: Driver<Bool>
            }

            private let giftsRelay = BehaviorRelay<[String]>(value: [])
            private let loadingRelay = BehaviorRelay<Bool>(value: false)
            private let disposeBag = DisposeBag()

            var giftCount: Int { giftsRelay.value.count }

            func gift(at index: Int) -> String {
                giftsRelay.value[index]
            }

            func clear() {
                giftsRelay.accept([])
            }

            func transform(input: Input) -> Output {
                input.viewWillAppear
                    .map { ["Coffee", "Books"] }
                    .bind(to: giftsRelay)
                    .disposed(by: disposeBag)
                return Output(gifts: giftsRelay.asDriver(), isLoading: loadingRelay.asDriver())
            }
        }
        """

    func testTheImportKeepsTheRelayAReaderReadsAndCheckFindsTheSurfaceTheSame() throws {
        let imported = SpecImporter.importFile(Self.handWritten, path: "GiftList.swift")
        let spec = try XCTUnwrap(imported.specText, "\(imported.diagnostics.map(\.formatted))")
        XCTAssertTrue(spec.contains("""
              outputs:
                - @kept(giftsRelay) gifts: [String]
                - isLoading: Bool
              properties:
                - let giftsRelay: BehaviorRelay<[String]> = .init(value: [])
            """), spec)
        let formatted = imported.diagnostics.map(\.formatted)
        XCTAssertTrue(formatted.contains { $0.hasPrefix("GiftList.swift:14:13: warning: 'let giftsRelay' of 'GiftListViewModel' is readable") },
                      "\(formatted)")
        XCTAssertTrue(formatted.contains { $0.hasPrefix("GiftList.swift:18:5: note: 'var giftCount' of 'GiftListViewModel' stays the class's own") },
                      "\(formatted)")
        XCTAssertTrue(formatted.contains { $0.hasPrefix("GiftList.swift:20:5: note: 'func gift(at:)' of 'GiftListViewModel' stays the class's own") },
                      "\(formatted)")
        // The method that sends into the relay is not moved: the logic keeps it.
        XCTAssertTrue(formatted.contains { $0.hasPrefix("GiftList.swift:24:5:") && !$0.contains("stays the class's own") },
                      "\(formatted)")
        // The relay no reader reads stays private, its output as it was.
        XCTAssertFalse(spec.contains("loadingRelay"), spec)
        let source = SpecSource(path: "GiftList.vmspec", bytes: Array(spec.utf8))
        XCTAssertEqual(Generator.generate([source]).diagnostics.map(\.formatted), [])
        let differences = SurfaceComparison.differences(handWritten: Self.handWritten, path: "GiftList.swift", spec: source)
            .map(\.formatted)
        // The readers are the class's own API to move, as the import's notes say; the output is the same.
        for member in ["'var giftCount'", "'func gift(at:)'"] {
            XCTAssertTrue(differences.contains { $0.contains(member) && $0.contains(ImportFixtureTests.move)
                && $0.contains("(the generated class declares 'giftsRelay' for it)") }, "\(differences)")
        }
        XCTAssertFalse(differences.contains { $0.contains("'gifts'") || $0.contains("giftsRelay' of") }, "\(differences)")
    }

    /// A relay made without its element written (`BehaviorRelay(value: [String]())`, as apps start one with a model's
    /// empty value) is of the element of the output made of it, which Swift infers the same.
    func testARelayWhoseElementSwiftInfersIsOfTheOutputsType() throws {
        let source = Self.handWritten.replacingOccurrences(
            of: "BehaviorRelay<[String]>(value: [])", with: "BehaviorRelay(value: [String]())")
        let spec = try XCTUnwrap(SpecImporter.importFile(source, path: "GiftList.swift").specText)
        XCTAssertTrue(spec.contains("    - @kept(giftsRelay) gifts: [String]\n"), spec)
        XCTAssertTrue(spec.contains("    - let giftsRelay: BehaviorRelay<[String]> = .init(value: [String]())\n"), spec)
    }

    /// Read with an app's `typealias Driver<T> = AnyPublisher<T, Never>`, the `Output` is Combine's, whose spec keeps
    /// no relay: the relay stays private and the readers behind, where the import used to write a spec that would not
    /// generate (the import of the whole fixtures folder, which reads `AccountSettings`'s typealias with it).
    func testARelayOfAnotherFrameworkThanTheOutputsIsNotKept() throws {
        let context = SpecImporter.declarations(
            of: "import Combine\ntypealias Driver<T> = AnyPublisher<T, Never>\n", path: "Driver.swift")
        let imported = SpecImporter.importFile(Self.handWritten, path: "GiftList.swift", context: context)
        XCTAssertFalse(imported.diagnostics.contains { $0.severity == .error }, "\(imported.diagnostics.map(\.formatted))")
        XCTAssertFalse(try XCTUnwrap(imported.specText).contains("@kept"), imported.specText ?? "")
    }

    /// A relay read by no member that moves stays private, and the output is imported as before.
    func testARelayNoMovingMemberReadsIsNotKept() throws {
        let source = Self.handWritten.replacingOccurrences(of: "var giftCount: Int { giftsRelay.value.count }", with: "")
            .replacingOccurrences(of: "giftsRelay.value[index]", with: "\"\\(index)\"")
        let spec = try XCTUnwrap(SpecImporter.importFile(source, path: "GiftList.swift").specText)
        XCTAssertFalse(spec.contains("@kept"), spec)
        XCTAssertTrue(spec.contains("    - gifts: [String]\n"), spec)
    }

    /// The generated class in each framework, with the members that moved in the team's extension: it compiles.
    func testTheGeneratedClassCompilesWithTheMovedReadersInEachFramework() throws {
        for (framework, keeper, value) in [
            ("rxcocoa", "BehaviorRelay<[String]>", ".init(value: [])"),
            ("rxcocoa", "PublishRelay<[String]>", ".init()"),
            ("rxswift", "BehaviorSubject<[String]>", ".init(value: [])"),
            ("combine", "CurrentValueSubject<[String], Never>", ".init([])"),
        ] {
            let read = keeper.hasPrefix("BehaviorSubject") ? "((try? giftsRelay.value()) ?? []).count"
                : keeper.hasPrefix("PublishRelay") ? "0" : "giftsRelay.value.count"
            try assertCompiles("""
                options:
                  framework: \(framework)
                  styles: transform

                viewmodel GiftListViewModel:
                  inputs:
                    - viewWillAppear
                  outputs:
                    - @kept(giftsRelay) gifts: [String]
                    - isLoading: Bool
                  properties:
                    - let giftsRelay: \(keeper) = \(value)

                """, support: """
                extension GiftListViewModel {
                    var giftCount: Int { \(read) }
                }

                """)
        }
    }

    /// On the main actor, in Swift 6 with its concurrency checking, and with the transform's own bag parameter keeping
    /// the subscription: it compiles.
    func testItCompilesOnTheMainActorInSwift6AndWithTheTransformsBag() throws {
        for (framework, keeper, value, transform) in [
            ("rxcocoa", "BehaviorRelay<[String]>", ".init(value: [])", "transform(input: Input, disposeBag: DisposeBag) -> Output"),
            ("combine", "CurrentValueSubject<[String], Never>", ".init([])", "transform(input: Input) -> Output"),
        ] {
            try assertCompiles("""
                options:
                  framework: \(framework)
                  styles: transform
                  isolation: MainActor
                  transform: \(transform)

                viewmodel GiftListViewModel:
                  inputs:
                    - viewWillAppear
                  outputs:
                    - @kept(giftsRelay) gifts: [String]
                  properties:
                    - let giftsRelay: \(keeper) = \(value)

                """, support: """
                extension GiftListViewModel {
                    var giftCount: Int { giftsRelay.value.count }
                }

                """, swiftVersion: "6")
        }
    }

    /// On OpenCombine: the class's subject holds what the logic's stream sent, which a member that moved reads, and
    /// the view's output is made of it, starting with its value.
    func testTheKeptSubjectHoldsWhatTheLogicSendsAndTheViewSeesIt() throws {
        let spec = """
            options:
              framework: combine
              styles: transform

            viewmodel GiftListViewModel:
              inputs:
                - viewWillAppear
              outputs:
                - @kept(giftsSubject) gifts: [String]
              properties:
                - let giftsSubject: CurrentValueSubject<[String], Never> = .init(["Start"])

            """
        let logic = """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif

            extension GiftListViewModelLogic {
                static func transform(_ input: Input) -> Output {
                    Output(gifts: input.viewWillAppear.map { ["Coffee", "Books"] }.eraseToAnyPublisher())
                }
            }

            extension GiftListViewModel {
                var giftCount: Int { giftsSubject.value.count }
            }
            """
        let program = """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif

            let viewModel = GiftListViewModel()
            let appear = PassthroughSubject<Void, Never>()
            var seen: [[String]] = []
            let output = viewModel.transform(input: .init(viewWillAppear: appear.eraseToAnyPublisher()))
            let subscription = output.gifts.sink { seen.append($0) }
            expect(seen, [["Start"]], "the view's output starts with the subject's value")
            expect(viewModel.giftCount, 1, "a member that moved reads the subject")
            appear.send(())
            expect(seen, [["Start"], ["Coffee", "Books"]], "what the logic sends reaches the view through the subject")
            expect(viewModel.giftCount, 2, "and the member that moved reads it")
            subscription.cancel()
            appear.send(())
            expect(viewModel.giftCount, 2, "the class keeps the subject set while the view is gone")
            finishProbeTests()
            """
        let source = SpecSource(path: "GiftList.vmspec", bytes: Array(spec.utf8))
        let generated = Generator.generate([source])
        let tests = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual((generated.diagnostics + tests.diagnostics).map(\.formatted), [])
        try CombineProgram.run((generated.files + tests.files).map { ($0.relativePath, $0.contents) } + [("Logic.swift", logic)],
                               main: program, in: try TestSupport.temporaryFolder(self), failure: "the kept subject")
    }

    /// What `@kept` is not for is a located error.
    func testWhatAKeptOutputCannotBeIsALocatedError() throws {
        func errors(_ framework: String, _ styles: String, _ output: String, _ property: String) -> [String] {
            let spec = """
                options:
                  framework: \(framework)
                  styles: \(styles)

                viewmodel GiftListViewModel:
                  inputs:
                    - viewWillAppear
                  outputs:
                    - \(output)
                  properties:
                    - \(property)

                """
            return Generator.generate([SpecSource(path: "g.vmspec", bytes: Array(spec.utf8))]).diagnostics
                .filter { $0.severity == .error }.map(\.formatted)
        }
        let relay = "let giftsRelay: BehaviorRelay<[String]> = .init(value: [])"
        XCTAssertEqual(errors("rxcocoa", "transform", "@kept(nope) gifts: [String]", relay), [
            "g.vmspec:9:7: error: '@kept(nope)' names no property of the view model\ng.vmspec:9:7: note: declare it under"
                + " 'properties:': '- let nope: BehaviorRelay<[String]> = .init(value: ...)'",
        ])
        XCTAssertEqual(errors("rxcocoa", "transform", "@kept(giftsRelay) gifts: [Int]", relay).first?
            .hasPrefix("g.vmspec:9:7: error: '@kept(giftsRelay)' names a property that is not a relay or subject of the output's type"), true)
        XCTAssertEqual(errors("rxcocoa", "function", "@kept(giftsRelay) gifts: [String]", relay).first?
            .hasPrefix("g.vmspec:9:7: error: '@kept' is for the transform style"), true)
        XCTAssertEqual(errors("reactiveswift", "transform", "@kept(giftsRelay) gifts: [String]", "let giftsRelay: Int = 0").first?
            .hasPrefix("g.vmspec:9:7: error: '@kept' keeps the output in a relay or subject, which framework 'reactiveswift'"), true)
        XCTAssertEqual(errors("rxcocoa", "transform", "@kept(giftsRelay) @relay gifts: [String] = []", relay).first?
            .hasPrefix("g.vmspec:9:7: error: a kept output is a stream the view binds"), true)
        XCTAssertEqual(errors("rxcocoa", "transform", "@kept gifts: [String]", relay),
                       ["g.vmspec:9:7: error: '@kept' names the property of the class that keeps the output: '@kept(itemsRelay)'"])
    }
}
