import Foundation
import XCTest

/// The view models `Scripts/roundtrip-corpus` used to find and count nowhere (#32, the eighteenth set's WhatToWatch and
/// RxMvvmWeatherApp, counted 0 of 0, and SpotIM's `…ViewModelingInputs`): a loss nobody saw. Each is now counted among
/// the view models not imported, found, or said on a line of its own.
final class RoundtripUncountedTests: XCTestCase {
    private func corpus(_ name: String, _ files: [String: String]) throws -> (apps: URL, out: String) {
        let apps = FileManager.default.temporaryDirectory.appendingPathComponent("roundtrip-uncounted-\(UUID().uuidString)")
        for (path, text) in files {
            let file = apps.appendingPathComponent("\(name)/\(path)")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let list = apps.appendingPathComponent("list.txt")
        try "example/\(name) 0000000 mixed\n".write(to: list, atomically: true, encoding: .utf8)
        let run = try Executable.run(
            [TestSupport.root.appendingPathComponent("Scripts/roundtrip-corpus").path, apps.path, "--list", list.path,
             "--vmgen", Executable.binary.path, "--losses"],
            executable: URL(fileURLWithPath: "/usr/bin/env"), timeout: 180)
        XCTAssertEqual(run.status, 0, run.err)
        return (apps, run.out)
    }

    private func row(_ out: String, _ name: String) -> String {
        out.split(separator: "\n").first { $0.hasPrefix("| example/\(name) |") }.map(String.init) ?? out
    }

    /// A view model the import refuses by its name in a file of streams is a view model not imported, whatever its
    /// shape: a cell's view model of streams of its own, grouped by nothing (SwiftHub's nine cells), and a class
    /// conforming, in extensions, to protocols named `SearchInput` and `SearchOutput` that files beside it declare,
    /// and to the app's `ViewModel` through `var input: SearchInput { self }` (WhatToWatch's three screens). Both used
    /// to be counted nowhere, only a reason among the others.
    func testAViewModelTheImportRefusesInAFileOfStreamsIsCountedAsNotImported() throws {
        let (apps, out) = try corpus("Quotes", [
            "Scenes/MarketViewModel.swift": """
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

                """,
            "Scenes/PriceCellViewModel.swift": """
                import RxCocoa
                import RxSwift

                final class PriceCellViewModel {
                    let title: Driver<String>
                    let favoriteTapped = PublishRelay<Void>()

                    init(name: String) {
                        title = Driver.just(name)
                    }
                }

                """,
            "Scenes/SearchInput.swift": """
                import Foundation

                protocol SearchInput {
                    func didSearch(query: String)
                }

                """,
            "Scenes/SearchOutput.swift": """
                import RxCocoa

                protocol SearchOutput {
                    var results: Driver<[String]> { get }
                }

                """,
            "Scenes/SearchViewModel.swift": """
                import RxCocoa
                import RxSwift

                final class SearchViewModel {
                    private let query = BehaviorRelay<String>(value: "")
                }

                extension SearchViewModel: SearchInput {
                    func didSearch(query: String) {
                        self.query.accept(query)
                    }
                }

                extension SearchViewModel: SearchOutput {
                    var results: Driver<[String]> {
                        query.map { [$0] }.asDriver(onErrorJustReturn: [])
                    }
                }

                extension SearchViewModel: ViewModel {
                    var input: SearchInput { self }
                    var output: SearchOutput { self }
                }

                """,
        ])
        defer { try? FileManager.default.removeItem(at: apps) }
        // One folder, five files, one contract imported and equal, two view models not imported (none before).
        XCTAssertEqual(row(out, "Quotes"), "| example/Quotes | mixed | 1 | 5 | 1 | 2 | 1 | 1 | 1 | 3/3 (100.0%) | 1/1 (100%) |")
        let losses = out.split(separator: "\n").filter { $0.hasPrefix("loss\t") }.map { $0.split(separator: "\t").map(String.init) }
        XCTAssertEqual(losses.map { [$0[2], $0[3], $0[4]] }, [
            ["Scenes/PriceCellViewModel.swift", "PriceCellViewModel", "not imported"],
            ["Scenes/SearchViewModel.swift", "SearchViewModel", "not imported"],
        ], out)
        XCTAssertTrue(losses[0][5].hasPrefix("its inputs and outputs are streams of its own"), losses[0][5])
        XCTAssertTrue(losses[1][5].hasPrefix("vmgen finds no contract of it in this file"), losses[1][5])
    }

    /// A triplet named `…ViewModelingInputs`, `…ViewModelingOutputs` and `…ViewModeling` (SpotIM's), which the import
    /// reads, is found and measured; a view model's protocol whose class is in a folder no view model's file is in
    /// (RxMvvmWeatherApp's `ViewModel/VIewModelType/`, beside its classes' `ViewModel/`) is said on a line of its own.
    func testAViewModelingTripletIsFoundAndAProtocolWhoseClassIsNotMeasuredIsSaid() throws {
        let (apps, out) = try corpus("Comments", [
            "Comments/CommentViewModel.swift": """
                import RxSwift

                protocol CommentViewModelingInputs {
                    var likeTap: PublishSubject<Void> { get }
                }

                protocol CommentViewModelingOutputs {
                    var likes: Observable<Int> { get }
                }

                protocol CommentViewModeling {
                    var inputs: CommentViewModelingInputs { get }
                    var outputs: CommentViewModelingOutputs { get }
                }

                final class CommentViewModel: CommentViewModeling, CommentViewModelingInputs, CommentViewModelingOutputs {
                    var inputs: CommentViewModelingInputs { return self }
                    var outputs: CommentViewModelingOutputs { return self }

                    let likeTap = PublishSubject<Void>()
                    let likes: Observable<Int>

                    init() {
                        likes = likeTap.scan(0) { count, _ in count + 1 }
                    }
                }

                """,
            "ViewModel/Types/ForecastViewModelType.swift": """
                import RxSwift

                protocol ForecastViewModelType {
                    var refresh: PublishSubject<Void> { get }
                    var days: Observable<[String]> { get }
                }

                """,
            "ViewModel/ForecastViewModel.swift": """
                import RxSwift

                final class ForecastViewModel: ForecastViewModelType {
                    let refresh = PublishSubject<Void>()
                    var days: Observable<[String]> { refresh.map { ["Monday"] } }
                }

                """,
        ])
        defer { try? FileManager.default.removeItem(at: apps) }
        // Two folders found (`Comments`, `ViewModel/Types`), two files, the triplet imported with its surface equal.
        XCTAssertEqual(row(out, "Comments"), "| example/Comments | mixed | 2 | 2 | 1 | 0 | 1 | 1 | 1 | 4/4 (100.0%) | - |")
        XCTAssertTrue(out.contains(
            "View models' protocols whose class is in no folder measured (not counted): 1, in example/Comments (1)."), out)
    }

    static let subfolderFiles: [String: String] = [
        "Common/EntryStore.swift": """
            final class EntryStore {
                private var texts: [String] = []

                func save(_ text: String) -> Bool {
                    texts.append(text)
                    return true
                }
            }

            """,
        "Scenes/Entry/ViewModel/EntryViewModel.swift": """
            import Foundation
            import RxSwift

            final class EntryViewModel: EntryViewModelable {
                private let store: EntryStore

                init(store: EntryStore) {
                    self.store = store
                }

                func transform(input: Input) -> Output {
                    let title = input.viewDidLoad.map { "New entry" }
                    let didSave = input.saveTapped.map { [store] text in store.save(text) }
                    return Output(title: title, didSave: didSave)
                }
            }

            """,
        "Scenes/Entry/ViewModel/Interface/EntryViewModelable.swift": """
            import Foundation
            import RxSwift

            struct EntryViewModelableInput {
                var viewDidLoad: Observable<Void>
                var saveTapped: Observable<String>
            }

            struct EntryViewModelableOutput {
                var title: Observable<String>
                var didSave: Observable<Bool>
            }

            protocol EntryViewModelable {
                typealias Input = EntryViewModelableInput
                typealias Output = EntryViewModelableOutput
            }

            """,
    ]

    /// `Scripts/roundtrip-corpus` copies a view model's folder with the files of its subfolders that declare a protocol
    /// a file of the folder names, as `vmgen import` of that folder reads them (#32: Planus-iOS keeps in
    /// `ViewModel/Interface/` the protocols whose typealiases name its classes' `Input` and `Output`, and its ten view
    /// models were counted as not imported, their contract in no file read).
    func testAViewModelsContractInASubfolderOfItsFolderIsReadWithIt() throws {
        let (apps, out) = try corpus("Diary", Self.subfolderFiles)
        defer { try? FileManager.default.removeItem(at: apps) }
        // One folder found (`ViewModel`), two files read (its view model and the subfolder's protocol), the contract
        // imported with its `Input` and `Output`, equal, its call sites unchanged; nothing not imported.
        XCTAssertEqual(row(out, "Diary"), "| example/Diary | mixed | 1 | 2 | 1 | 0 | 1 | 1 | 1 | 5/5 (100.0%) | 1/1 (100%) |")
        XCTAssertFalse(out.contains("loss\t"), out)
    }
}
