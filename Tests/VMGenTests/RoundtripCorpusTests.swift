import Foundation
import XCTest

/// `Scripts/roundtrip-corpus` reads with every import the files of an app that give its view models' stream types
/// their meaning (`typealias Driver<T> = AnyPublisher<T, Never>` in a core module of a Combine app), as a team's
/// `vmgen import` of its sources does, through `Scripts/roundtrip --with` (#32: SOPT-iOS kept its alias so).
final class RoundtripCorpusTests: XCTestCase {
    func testAnAppsStreamAliasInAnotherFolderIsReadWithItsViewModels() throws {
        let apps = FileManager.default.temporaryDirectory.appendingPathComponent("roundtrip-corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: apps) }
        let fixture = TestSupport.root.appendingPathComponent("Fixtures/Import/AccountSettings")
        let feature = apps.appendingPathComponent("Shop/Features/Account")
        let core = apps.appendingPathComponent("Shop/Core")
        for folder in [feature, core] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        for name in ["AccountSettings.swift", "Calls.swift"] {
            try FileManager.default.copyItem(at: fixture.appendingPathComponent(name), to: feature.appendingPathComponent(name))
        }
        // The alias, in a folder with no view model.
        try FileManager.default.copyItem(
            at: fixture.appendingPathComponent("Support.swift"), to: core.appendingPathComponent("Support.swift"))
        let list = apps.appendingPathComponent("list.txt")
        try "example/Shop 0000000 transform\n".write(to: list, atomically: true, encoding: .utf8)

        func row(_ script: String, _ arguments: [String]) throws -> String {
            let run = try Executable.run(
                [TestSupport.root.appendingPathComponent("Scripts/\(script)").path] + arguments + ["--vmgen", Executable.binary.path],
                executable: URL(fileURLWithPath: "/usr/bin/env"), timeout: 120)
            XCTAssertEqual(run.status, 0, run.err)
            return run.out.split(separator: "\n").first { $0.hasPrefix("| example/Shop |") || $0.contains("/Account |") }
                .map(String.init) ?? ""
        }
        // Read with the alias: the contract comes back equal, its call sites unchanged.
        XCTAssertEqual(
            try row("roundtrip-corpus", [apps.path, "--list", list.path]),
            "| example/Shop | transform | 1 | 2 | 1 | 0 | 1 | 1 | 1 | 8/8 (100.0%) | 1/1 (100%) |")
        // Read alone, `Driver` is RxCocoa's, and the two Combine members among it are a warning each.
        let alone = try row("roundtrip", [feature.path])
        XCTAssertTrue(alone.hasPrefix("| \(feature.path) | 2 | 1 | 0 |"), alone)
        let with = try row("roundtrip", [feature.path, "--with", core.appendingPathComponent("Support.swift").path])
        XCTAssertTrue(with.hasPrefix("| \(feature.path) | 2 | 1 | 1 |"), with)
    }

    /// The view models the measure used to pass over without a word (#32, the twelfth held-out set): the transform
    /// style's method under another name (`func convert(input: Input, disposeBag: DisposeBag) -> Output`), which the
    /// import reads, and a class whose base class is generic over the `Input` and `Output` of an enum beside it
    /// (`BaseViewModel<SettingViewModelContract.Input, SettingViewModelContract.Output>`), which the import finds no
    /// contract of and says so where it stands: the finder finds both, and the second is counted as not imported.
    func testAMethodNamedOtherwiseAndAContractEnumsBaseAreFoundAndCounted() throws {
        let apps = FileManager.default.temporaryDirectory.appendingPathComponent("roundtrip-corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: apps) }
        let fixture = TestSupport.root.appendingPathComponent("Fixtures/Import/ParcelTracker")
        let tracker = apps.appendingPathComponent("Post/Scenes/Tracker")
        let setting = apps.appendingPathComponent("Post/Scenes/Setting")
        for folder in [tracker, setting] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        for name in ["ParcelTracker.swift", "Support.swift", "Calls.swift"] {
            try FileManager.default.copyItem(at: fixture.appendingPathComponent(name), to: tracker.appendingPathComponent(name))
        }
        try """
            import RxCocoa
            import RxSwift

            enum SettingViewModelContract {
                struct Input { let viewWillAppear: PublishRelay<Void> }
                struct Output { let rows: Driver<[String]> }
            }

            final class SettingViewModel: BaseViewModel<SettingViewModelContract.Input, SettingViewModelContract.Output> {
                func rowCount() -> Int { 2 }
            }

            """.write(to: setting.appendingPathComponent("SettingViewModel.swift"), atomically: true, encoding: .utf8)
        let list = apps.appendingPathComponent("list.txt")
        try "example/Post 0000000 mixed\n".write(to: list, atomically: true, encoding: .utf8)
        let run = try Executable.run(
            [TestSupport.root.appendingPathComponent("Scripts/roundtrip-corpus").path, apps.path, "--list", list.path,
             "--vmgen", Executable.binary.path],
            executable: URL(fileURLWithPath: "/usr/bin/env"), timeout: 120)
        XCTAssertEqual(run.status, 0, run.err)
        let row = run.out.split(separator: "\n").first { $0.hasPrefix("| example/Post |") }.map(String.init) ?? run.out
        // Two folders, four files (the app's protocol and its screen beside the view model); one contract, equal, its
        // call sites unchanged; one view model not imported, with the import's warning among the reasons.
        XCTAssertEqual(row, "| example/Post | mixed | 2 | 4 | 1 | 1 | 1 | 1 | 1 | 7/7 (100.0%) | - |")
    }

    /// The method named otherwise that also takes a closure (`func convert(input: Input, onRoute: @escaping (Route) ->
    /// Void) -> Output`), on a protocol of the app's name that says nothing of view models: the finder finds it too,
    /// and the import reads it, its call sites unchanged (before, the parentheses of the closure's type hid it).
    func testAMethodNamedOtherwiseThatTakesAClosureIsFound() throws {
        let apps = FileManager.default.temporaryDirectory.appendingPathComponent("roundtrip-corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: apps) }
        let ledger = apps.appendingPathComponent("Books/Scenes/Ledger")
        try FileManager.default.createDirectory(at: ledger, withIntermediateDirectories: true)
        try """
            import RxCocoa
            import RxSwift

            final class LedgerViewModel: Convertible {
                struct Input {
                    let refreshTap: Observable<Void>
                }

                struct Output {
                    let total: Driver<Int>
                }

                func convert(input: Input, onRoute: @escaping (Route) -> Void) -> Output {
                    Output(total: input.refreshTap.map { 0 }.asDriver(onErrorJustReturn: 0))
                }
            }

            """.write(to: ledger.appendingPathComponent("LedgerViewModel.swift"), atomically: true, encoding: .utf8)
        try """
            protocol Convertible {
                associatedtype Input
                associatedtype Output
                func convert(input: Input, onRoute: @escaping (Route) -> Void) -> Output
            }

            enum Route {
                case detail
            }

            """.write(to: apps.appendingPathComponent("Books/Convertible.swift"), atomically: true, encoding: .utf8)
        try """
            import RxSwift

            func show(_ viewModel: LedgerViewModel, refresh: Observable<Void>) {
                let output = viewModel.convert(input: .init(refreshTap: refresh), onRoute: { _ in })
                _ = output.total
            }

            """.write(to: apps.appendingPathComponent("Books/Scenes/LedgerScreen.swift"), atomically: true, encoding: .utf8)
        let list = apps.appendingPathComponent("list.txt")
        try "example/Books 0000000 transform\n".write(to: list, atomically: true, encoding: .utf8)
        let run = try Executable.run(
            [TestSupport.root.appendingPathComponent("Scripts/roundtrip-corpus").path, apps.path, "--list", list.path,
             "--vmgen", Executable.binary.path],
            executable: URL(fileURLWithPath: "/usr/bin/env"), timeout: 120)
        XCTAssertEqual(run.status, 0, run.err)
        let row = run.out.split(separator: "\n").first { $0.hasPrefix("| example/Books |") }.map(String.init) ?? run.out
        // Two folders (the protocol's, which declares the method, and the view model's), their two files; one contract,
        // equal, its call sites unchanged (before: no folder at all).
        XCTAssertEqual(row, "| example/Books | transform | 2 | 2 | 1 | 0 | 1 | 1 | 1 | 3/3 (100.0%) | - |")
    }

    /// View models whose folder the finder finds by a protocol named as a triplet's (`protocol
    /// CommentsViewModelType: CommentsListing`, `protocol WelcomeViewModelInput`) and whose contract the import refuses where the class
    /// stands (`OneProtocolContractTests`): counted as not imported, where the measure used to count them nowhere (#32,
    /// the fourteenth set's 21st-iOS-Team-2-iOS, RxSwiftCommunity-example-application, MVVM-RxSwift-sample-app).
    func testOneProtocolContractsAreCountedAsNotImported() throws {
        let apps = FileManager.default.temporaryDirectory.appendingPathComponent("roundtrip-corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: apps) }
        let scenes = apps.appendingPathComponent("Feed/Scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try OneProtocolContractTests.inputsAlone.write(
            to: scenes.appendingPathComponent("WelcomeViewModel.swift"), atomically: true, encoding: .utf8)
        // One protocol that declares the members through the app's protocol it refines, a member of which the class
        // gets from its base class (one it declares itself, or whose app's protocols' members the class implements, is
        // read as `groups: one`).
        try """
            import RxCocoa

            protocol CommentsListing {
                var comments: Driver<[String]> { get }
            }

            protocol CommentsViewModelType: CommentsListing {}

            class CommentsViewModel: ListViewModel, CommentsViewModelType {
            }

            """.write(to: scenes.appendingPathComponent("CommentsViewModel.swift"), atomically: true, encoding: .utf8)
        let list = apps.appendingPathComponent("list.txt")
        try "example/Feed 0000000 triplet\n".write(to: list, atomically: true, encoding: .utf8)
        let run = try Executable.run(
            [TestSupport.root.appendingPathComponent("Scripts/roundtrip-corpus").path, apps.path, "--list", list.path,
             "--vmgen", Executable.binary.path, "--reasons"],
            executable: URL(fileURLWithPath: "/usr/bin/env"), timeout: 120)
        XCTAssertEqual(run.status, 0, run.err)
        let row = run.out.split(separator: "\n").first { $0.hasPrefix("| example/Feed |") }.map(String.init) ?? run.out
        // One folder, two files, no contract, two view models not imported.
        XCTAssertEqual(row, "| example/Feed | triplet | 1 | 2 | 0 | 2 | 0 | 0 | 0 | - | - |")
        XCTAssertTrue(run.out.contains("its contract is one protocol, "), run.out)
        XCTAssertTrue(run.out.contains("its protocols declare their own group property, "), run.out)
    }

    /// One protocol refining the app's protocols declared in another folder (`protocol TopBarViewModelType:
    /// CloserViewModel {}`, the app's shared `ViewModelsTypes.swift` declaring `CloserViewModel`, #32's s14
    /// RxSwiftCommunity-example-application): that file is read with the view model's, as a team's import of its
    /// sources reads it, and the view model is imported (`groups: one`, `type-refine:`) with its call sites unchanged.
    func testTheAppsProtocolsAOneProtocolRefinesAreReadWithIt() throws {
        let apps = FileManager.default.temporaryDirectory.appendingPathComponent("roundtrip-corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: apps) }
        let bar = apps.appendingPathComponent("Bar/Components/TopBar")
        let shared = apps.appendingPathComponent("Bar/Scenes/Protocols")
        for folder in [bar, shared] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try """
            import RxCocoa
            import RxSwift

            protocol CloserViewModel {
                var close: PublishRelay<Void> { get }
            }

            protocol ClosableViewModel {
                var onClose: Signal<Void> { get }
            }

            extension CloserViewModel {
                func bind(on closable: ClosableViewModel) -> Disposable {
                    closable.onClose.emit(to: close)
                }
            }

            """.write(to: shared.appendingPathComponent("ViewModelsTypes.swift"), atomically: true, encoding: .utf8)
        try """
            import RxCocoa
            import RxSwift

            protocol TopBarViewModelType: CloserViewModel, ClosableViewModel {}

            final class TopBarViewModel: TopBarViewModelType {
                let close: PublishRelay<Void>
                let onClose: Signal<Void>

                init() {
                    close = PublishRelay()
                    onClose = close.asSignal()
                }
            }

            """.write(to: bar.appendingPathComponent("TopBarViewModel.swift"), atomically: true, encoding: .utf8)
        try """
            import RxSwift

            final class TopBarView {
                let disposeBag = DisposeBag()

                func bind(_ viewModel: TopBarViewModelType, to other: TopBarViewModelType) {
                    viewModel.bind(on: other).disposed(by: disposeBag)
                    viewModel.close.accept(())
                }
            }

            """.write(to: bar.appendingPathComponent("TopBarView.swift"), atomically: true, encoding: .utf8)
        let list = apps.appendingPathComponent("list.txt")
        try "example/Bar 0000000 triplet\n".write(to: list, atomically: true, encoding: .utf8)
        let run = try Executable.run(
            [TestSupport.root.appendingPathComponent("Scripts/roundtrip-corpus").path, apps.path, "--list", list.path,
             "--vmgen", Executable.binary.path],
            executable: URL(fileURLWithPath: "/usr/bin/env"), timeout: 120)
        XCTAssertEqual(run.status, 0, run.err)
        let row = run.out.split(separator: "\n").first { $0.hasPrefix("| example/Bar |") }.map(String.init) ?? run.out
        // One folder, two files, one contract imported, its protocols, surface and call sites the same, 2 of 2 members.
        XCTAssertEqual(row, "| example/Bar | triplet | 1 | 2 | 1 | 0 | 1 | 1 | 1 | 2/2 (100.0%) | - |")
    }

    /// A view model made of the app's own value box (`class Bindable<T>` in another folder, #32's s15): the box's file
    /// is read with it, and the view model the import refuses where it stands is counted as not imported.
    func testAViewModelOfTheAppsValueBoxIsCountedAsNotImported() throws {
        let apps = FileManager.default.temporaryDirectory.appendingPathComponent("roundtrip-corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: apps) }
        let feature = apps.appendingPathComponent("Nick/Features/Nickname")
        let core = apps.appendingPathComponent("Nick/Core")
        for folder in [feature, core] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        // Named otherwise than RxSwift's type, the box is known from its file alone.
        let bindable = { (text: String) in text.replacingOccurrences(of: "Observable", with: "Bindable") }
        try bindable(AppValueBoxImportTests.box).write(
            to: core.appendingPathComponent("Bindable.swift"), atomically: true, encoding: .utf8)
        try bindable(AppValueBoxImportTests.screen).write(
            to: feature.appendingPathComponent("NicknameViewModel.swift"), atomically: true, encoding: .utf8)
        let list = apps.appendingPathComponent("list.txt")
        try "example/Nick 0000000 subject\n".write(to: list, atomically: true, encoding: .utf8)
        let run = try Executable.run(
            [TestSupport.root.appendingPathComponent("Scripts/roundtrip-corpus").path, apps.path, "--list", list.path,
             "--vmgen", Executable.binary.path, "--reasons"],
            executable: URL(fileURLWithPath: "/usr/bin/env"), timeout: 120)
        XCTAssertEqual(run.status, 0, run.err)
        let row = run.out.split(separator: "\n").first { $0.hasPrefix("| example/Nick |") }.map(String.init) ?? run.out
        // One folder, one file, no contract, one view model not imported.
        XCTAssertEqual(row, "| example/Nick | subject | 1 | 1 | 0 | 1 | 0 | 0 | 0 | - | - |")
        XCTAssertTrue(run.out.contains("generate no such box, and read as streams every call site would change"), run.out)
    }

    /// Two files of one name in different folders (a course's `AgeViewModel.swift` of each week, as junil1030/SeSAC
    /// keeps them): each is imported alone into a folder of its own, so the second import never finds the first's spec
    /// and calls it edited (#32, the fifteenth set: seven view models counted as not imported, their reason "differs
    /// from what this import gives (edited since it was imported?)"). Both are counted, equal.
    func testFilesOfOneNameInTwoFoldersAreEachImportedAndCounted() throws {
        let apps = FileManager.default.temporaryDirectory.appendingPathComponent("roundtrip-corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: apps) }
        for (week, extra) in [("Week1", ""), ("Week2", "\n        let reset: Observable<Void>")] {
            let folder = apps.appendingPathComponent("Course/\(week)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try """
                import RxCocoa
                import RxSwift

                final class AgeViewModel {
                    struct Input {
                        let age: Observable<String>\(extra)
                    }

                    struct Output {
                        let message: Driver<String>
                    }

                    func transform(input: Input) -> Output {
                        Output(message: input.age.map { "\\($0) years" }.asDriver(onErrorJustReturn: ""))
                    }
                }

                """.write(to: folder.appendingPathComponent("AgeViewModel.swift"), atomically: true, encoding: .utf8)
        }
        let list = apps.appendingPathComponent("list.txt")
        try "example/Course 0000000 transform\n".write(to: list, atomically: true, encoding: .utf8)
        let run = try Executable.run(
            [TestSupport.root.appendingPathComponent("Scripts/roundtrip-corpus").path, apps.path, "--list", list.path,
             "--vmgen", Executable.binary.path, "--reasons"],
            executable: URL(fileURLWithPath: "/usr/bin/env"), timeout: 120)
        XCTAssertEqual(run.status, 0, run.err)
        let row = run.out.split(separator: "\n").first { $0.hasPrefix("| example/Course |") }.map(String.init) ?? run.out
        // Two folders, two files, two contracts, both equal (before: one, and one not imported).
        XCTAssertEqual(row, "| example/Course | transform | 2 | 2 | 2 | 0 | 2 | 2 | 2 | 7/7 (100.0%) | 2/2 (100%) |")
        XCTAssertFalse(run.out.contains("edited since it was imported"), run.out)
    }

    /// A type named like a view model in a file of no stream, `Input`, `Output` or `transform` (a SwiftUI
    /// `ObservableObject` of `@Published` values beside the folder's view model, as junil1030/SeSAC's `CoinViewModel`):
    /// the import still says it finds no contract of it, and the measure counts that apart, on a line of its own, never
    /// among the reasons a view model was not carried over, nor, beside an empty protocol named as a triplet's, among
    /// the files not imported (#32, the fifteenth set: seven such warnings in five apps).
    func testATypeNamedLikeAViewModelOfNoStreamIsCountedApart() throws {
        let apps = FileManager.default.temporaryDirectory.appendingPathComponent("roundtrip-corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: apps) }
        let folder = apps.appendingPathComponent("Coins/Scenes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            import RxCocoa
            import RxSwift

            final class MarketViewModel {
                struct Input {
                    let refresh: Observable<Void>
                }

                struct Output {
                    let names: Driver<[String]>
                }

                func transform(input: Input) -> Output {
                    Output(names: input.refresh.map { ["BTC"] }.asDriver(onErrorJustReturn: []))
                }
            }

            """.write(to: folder.appendingPathComponent("MarketViewModel.swift"), atomically: true, encoding: .utf8)
        try """
            import Combine

            final class CoinViewModel: ObservableObject {
                @Published var names: [String] = []

                func fetch() {
                    names = ["BTC"]
                }
            }

            """.write(to: folder.appendingPathComponent("CoinViewModel.swift"), atomically: true, encoding: .utf8)
        // A screen not written yet (PLUB-iOS's NotificationViewModel): an empty protocol named as a triplet's, an empty
        // class. Found by that protocol's name, it is no view model not imported either.
        try """
            import RxSwift

            protocol NoticeViewModelType {
            }

            final class NoticeViewModel: NoticeViewModelType {
                private let disposeBag = DisposeBag()
            }

            """.write(to: folder.appendingPathComponent("NoticeViewModel.swift"), atomically: true, encoding: .utf8)
        let list = apps.appendingPathComponent("list.txt")
        try "example/Coins 0000000 transform\n".write(to: list, atomically: true, encoding: .utf8)
        let run = try Executable.run(
            [TestSupport.root.appendingPathComponent("Scripts/roundtrip-corpus").path, apps.path, "--list", list.path,
             "--vmgen", Executable.binary.path, "--reasons"],
            executable: URL(fileURLWithPath: "/usr/bin/env"), timeout: 120)
        XCTAssertEqual(run.status, 0, run.err)
        let row = run.out.split(separator: "\n").first { $0.hasPrefix("| example/Coins |") }.map(String.init) ?? run.out
        XCTAssertEqual(row, "| example/Coins | transform | 1 | 3 | 1 | 0 | 1 | 1 | 1 | 3/3 (100.0%) | 1/1 (100%) |")
        XCTAssertFalse(run.out.contains("finds no contract"), run.out)
        XCTAssertTrue(run.out.contains(
            "Types named like view models in files of no stream, 'Input', 'Output' or 'transform' (not counted): 2"), run.out)
    }
}
