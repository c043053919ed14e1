import Foundation
import XCTest

/// `Scripts/roundtrip-corpus` reads an app's stream alias with each file imported even where the alias's file is in a
/// view model's folder (s16's ic-survey-ios keeps `typealias Driver<T> = AnyPublisher<T, Never>` in `Driver.swift`
/// beside its `ViewModel` protocol and a view model): each file of a folder is imported alone, so the other folders'
/// view models used to read `Driver` as RxCocoa's and their Combine members as another framework's.
final class RoundtripCorpusAliasFolderTests: XCTestCase {
    func testAnAliasInAViewModelsFolderIsReadWithTheOtherFolders() throws {
        let apps = FileManager.default.temporaryDirectory.appendingPathComponent("roundtrip-corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: apps) }
        let fixture = TestSupport.root.appendingPathComponent("Fixtures/Import/AccountSettings")
        let feature = apps.appendingPathComponent("Shop/Features/Account")
        let core = apps.appendingPathComponent("Shop/Core")
        for folder in [feature, core] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        for name in ["AccountSettings.swift", "Calls.swift"] {
            try FileManager.default.copyItem(at: fixture.appendingPathComponent(name), to: feature.appendingPathComponent(name))
        }
        // The alias, in a folder that holds a view model too.
        try FileManager.default.copyItem(
            at: fixture.appendingPathComponent("Support.swift"), to: core.appendingPathComponent("Support.swift"))
        try """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif

            final class PingViewModel {
                struct Input { let ping: AnyPublisher<Void, Never> }
                struct Output { let pong: AnyPublisher<Void, Never> }

                func transform(input: Input) -> Output { Output(pong: input.ping) }
            }

            """.write(to: core.appendingPathComponent("PingViewModel.swift"), atomically: true, encoding: .utf8)
        let list = apps.appendingPathComponent("list.txt")
        try "example/Shop 0000000 transform\n".write(to: list, atomically: true, encoding: .utf8)
        let run = try Executable.run(
            [TestSupport.root.appendingPathComponent("Scripts/roundtrip-corpus").path, apps.path, "--list", list.path,
             "--vmgen", Executable.binary.path],
            executable: URL(fileURLWithPath: "/usr/bin/env"), timeout: 120)
        XCTAssertEqual(run.status, 0, run.err)
        let row = run.out.split(separator: "\n").first { $0.hasPrefix("| example/Shop |") }.map(String.init) ?? run.out
        // Two folders; both contracts come back equal, their call sites unchanged: the account's `Driver` is the app's.
        XCTAssertTrue(row.hasPrefix("| example/Shop | transform | 2 | 4 | 2 | 0 | 2 | 2 | 2 |"), row)
    }
}
