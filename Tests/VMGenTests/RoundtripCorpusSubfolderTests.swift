import Foundation
import XCTest

/// `Scripts/roundtrip-corpus` copies a view model's folder with the files of its subfolders that declare a protocol a
/// file of the folder names, as `vmgen import` of that folder reads them (#32: Planus-iOS keeps in `ViewModel/Interface/` the protocols whose typealiases name its classes' `Input` and
/// `Output`, and its ten view models were counted as not imported, their contract in no file read).
final class RoundtripCorpusSubfolderTests: XCTestCase {
    static let files: [String: String] = [
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

    func testAViewModelsContractInASubfolderOfItsFolderIsReadWithIt() throws {
        let apps = FileManager.default.temporaryDirectory.appendingPathComponent("roundtrip-subfolder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: apps) }
        for (path, text) in Self.files {
            let file = apps.appendingPathComponent("Diary/\(path)")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let list = apps.appendingPathComponent("list.txt")
        try "example/Diary 0000000 transform\n".write(to: list, atomically: true, encoding: .utf8)
        let run = try Executable.run(
            [TestSupport.root.appendingPathComponent("Scripts/roundtrip-corpus").path, apps.path, "--list", list.path,
             "--vmgen", Executable.binary.path, "--losses"],
            executable: URL(fileURLWithPath: "/usr/bin/env"), timeout: 180)
        XCTAssertEqual(run.status, 0, run.err)
        // One folder found (`ViewModel`), two files read (its view model and the subfolder's protocol), the contract
        // imported with its `Input` and `Output`, equal, its call sites unchanged; nothing not imported.
        XCTAssertEqual(
            run.out.split(separator: "\n").first { $0.hasPrefix("| example/Diary |") }.map(String.init),
        "| example/Diary | transform | 1 | 2 | 1 | 0 | 1 | 1 | 1 | 5/5 (100.0%) | 1/1 (100%) |", run.out)
        XCTAssertFalse(run.out.contains("loss\t"), run.out)
    }
}
