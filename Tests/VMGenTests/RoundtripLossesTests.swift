import Foundation
import XCTest

/// `Scripts/roundtrip --losses` (and `Scripts/roundtrip-corpus --losses`, which passes it through) says, per view model
/// not counted as call sites unchanged, what cost it them: the import's reason for the member another file names, or
/// its refusal of the view model where it stands (#32: the long tail of 1-4 view models in each of ~90 apps). The
/// default output stays as it was.
final class RoundtripLossesTests: XCTestCase {
    /// A tiny app: `FeedViewModel`'s `profile` has no written type, which its value (`Profile.guest`) does not say (not imported) and its screen reads
    /// `viewModel.profile`; `SignInViewModel`'s `input` and `output` are its base class's (refused where it stands);
    /// `AboutViewModel` comes back equal, its call sites unchanged, and has no line.
    func testEachLostViewModelHasOneLineWithItsCause() throws {
        let apps = FileManager.default.temporaryDirectory.appendingPathComponent("roundtrip-losses-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: apps) }
        let scenes = apps.appendingPathComponent("Reader/Scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try """
            import RxCocoa
            import RxSwift

            final class FeedViewModel {
                struct Input {
                    let refresh: Observable<Void>
                }

                struct Output {
                    let titles: Driver<[String]>
                }

                let profile = BehaviorSubject(value: Profile.guest)

                func transform(input: Input) -> Output {
                    Output(titles: input.refresh.map { [] }.asDriver(onErrorJustReturn: []))
                }
            }

            """.write(to: scenes.appendingPathComponent("FeedViewModel.swift"), atomically: true, encoding: .utf8)
        try """
            import RxCocoa
            import RxSwift

            final class AboutViewModel {
                struct Input {
                    let appear: Observable<Void>
                }

                struct Output {
                    let version: Driver<String>
                }

                func transform(input: Input) -> Output {
                    Output(version: input.appear.map { "1.0" }.asDriver(onErrorJustReturn: ""))
                }
            }

            """.write(to: scenes.appendingPathComponent("AboutViewModel.swift"), atomically: true, encoding: .utf8)
        try """
            import RxSwift

            class BaseViewModel<Input, Output> {
                var input: Input!
                var output: Output!
            }

            final class SignInViewModel: BaseViewModel<SignInViewModel.Input, SignInViewModel.Output> {
                struct Input {
                    let tap = PublishSubject<Void>()
                }

                struct Output {
                    let done = PublishSubject<Bool>()
                }
            }

            """.write(to: scenes.appendingPathComponent("SignInViewModel.swift"), atomically: true, encoding: .utf8)
        try """
            import RxSwift

            struct Profile {
                static let guest = Profile(name: "")
                let name: String
            }

            func show(_ viewModel: FeedViewModel, about: AboutViewModel, refresh: Observable<Void>) {
                _ = viewModel.transform(input: .init(refresh: refresh)).titles
                _ = about.transform(input: .init(appear: refresh)).version
                print((try? viewModel.profile.value())?.name ?? "")
            }

            """.write(to: apps.appendingPathComponent("Reader/FeedScreen.swift"), atomically: true, encoding: .utf8)
        let list = apps.appendingPathComponent("list.txt")
        try "example/Reader 0000000 mixed\n".write(to: list, atomically: true, encoding: .utf8)

        func corpus(_ extra: [String]) throws -> String {
            let run = try Executable.run(
                [TestSupport.root.appendingPathComponent("Scripts/roundtrip-corpus").path, apps.path, "--list", list.path,
                 "--vmgen", Executable.binary.path] + extra,
                executable: URL(fileURLWithPath: "/usr/bin/env"), timeout: 180)
            XCTAssertEqual(run.status, 0, run.err)
            return run.out
        }
        let plain = try corpus([])
        let withLosses = try corpus(["--losses"])
        // Without the flag, nothing of it; with it, the same tables, then the lines.
        XCTAssertFalse(plain.contains("loss\t"), plain)
        XCTAssertTrue(withLosses.hasPrefix(plain), withLosses)
        XCTAssertTrue(plain.contains("| example/Reader | mixed | 1 | 3 | 2 | 1 | 2 | 1 | 1 |"), plain)
        let lines = withLosses.split(separator: "\n").filter { $0.hasPrefix("loss\t") }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        XCTAssertEqual(lines.count, 2, withLosses)
        let feed = lines.first { $0[3] == "FeedViewModel" } ?? []
        XCTAssertEqual(Array(feed.prefix(6)), [
            "loss", "example/Reader", "Scenes/FeedViewModel.swift", "FeedViewModel", "call sites change",
            "a stored property without a written type, which its value does not say: Swift infers the element of '…' from '…',"
                + " which names no type; write it ('…') (the spec writes every type)",
        ])
        // The detail: the member, the import's reason, the difference, and the file that names it.
        XCTAssertTrue(feed.last?.hasPrefix("let profile: ") ?? false, withLosses)
        XCTAssertTrue(feed.last?.hasSuffix(" (named in FeedScreen.swift)") ?? false, withLosses)
        let signIn = lines.first { $0[3] == "SignInViewModel" } ?? []
        XCTAssertEqual(Array(signIn.prefix(5)), [
            "loss", "example/Reader", "Scenes/SignInViewModel.swift", "SignInViewModel", "not imported",
        ])
        XCTAssertTrue(signIn.count == 7 && signIn[5].hasPrefix("its '…' and '…' are its base class's, '…', made of its own '…' and '…'"), withLosses)
        XCTAssertFalse(lines.contains { $0[3] == "AboutViewModel" }, withLosses)
        // Then the causes, ranked by apps: one app, one view model each.
        XCTAssertTrue(withLosses.contains("""

            Causes by the apps they cost a view model (apps, view models, stage, cause):
                 1     1  call sites change: a stored property without a written type, which its value does not say: Swift infers the element of '…' from '…', which names no type; write it ('…') (the spec writes every type)
            """), withLosses)
    }

    /// A protocol's requirement the import does not carry (`var book: BehaviorSubject<Book> { get }`, which the class
    /// starts with a value it is given) is a difference of the protocols, with no `of 'X'` in the import's warning
    /// (`'book: BehaviorSubject<Book>' is not imported: ...`): its cause is that warning's reason, not the difference.
    func testAProtocolsRequirementTheImportRefusedHasItsReason() throws {
        let apps = FileManager.default.temporaryDirectory.appendingPathComponent("roundtrip-losses-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: apps) }
        let cells = apps.appendingPathComponent("Shop/Cells")
        try FileManager.default.createDirectory(at: cells, withIntermediateDirectories: true)
        try """
            import RxCocoa
            import RxSwift

            protocol BookCellViewModelInputs {
                var book: BehaviorSubject<Book> { get }
            }

            protocol BookCellViewModelOutputs {
                var title: Observable<String> { get }
            }

            protocol BookCellViewModelType {
                var inputs: BookCellViewModelInputs { get }
                var outputs: BookCellViewModelOutputs { get }
            }

            final class BookCellViewModel: BookCellViewModelType, BookCellViewModelInputs, BookCellViewModelOutputs {
                var inputs: BookCellViewModelInputs { return self }
                var outputs: BookCellViewModelOutputs { return self }

                let book: BehaviorSubject<Book>
                let title: Observable<String>

                init(book: Book) {
                    self.book = BehaviorSubject(value: book)
                    self.title = self.book.map { $0.title }
                }
            }

            """.write(to: cells.appendingPathComponent("BookCellViewModel.swift"), atomically: true, encoding: .utf8)
        try """
            struct Book {
                let title: String
            }

            func configure(_ viewModel: BookCellViewModel) {
                _ = viewModel.outputs.title
            }

            """.write(to: apps.appendingPathComponent("Shop/BookCell.swift"), atomically: true, encoding: .utf8)
        let run = try Executable.run(
            [TestSupport.root.appendingPathComponent("Scripts/roundtrip").path, apps.appendingPathComponent("Shop").path, "--apps", apps.path,
             "--vmgen", Executable.binary.path, "--losses"],
            executable: URL(fileURLWithPath: "/usr/bin/env"), timeout: 180)
        XCTAssertEqual(run.status, 0, run.err)
        let lines = run.out.split(separator: "\n").filter { $0.hasPrefix("loss\t") }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        XCTAssertEqual(lines.count, 1, run.out)
        let line = lines.first ?? []
        XCTAssertEqual(Array(line.prefix(5)), [
            "loss", apps.appendingPathComponent("Shop").path, "Cells/BookCellViewModel.swift", "BookCellViewModel", "protocols differ",
        ])
        XCTAssertTrue(line.count == 7 && line[5].hasPrefix("the view model starts it with '…', a value it is given"), run.out)
        XCTAssertTrue(line.last?.hasPrefix("var book:BehaviorSubject<Book>{get}: the view model starts it") ?? false, run.out)
    }
}
