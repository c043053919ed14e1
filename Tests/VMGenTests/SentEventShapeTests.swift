import Foundation
import VMGenCore
import XCTest

/// A view model to which the view sends its events one by one (`func send(_ input: Input)` over an enum of them) and
/// whose answers it observes as one stream (`var output: AnyPublisher<Output, Never>`), as Project-Qriz's sign-up
/// screens (s07) write eleven of them: no spec says this shape, and the import names it where the class stands, where
/// it used to say it found no contract at all. `Scripts/roundtrip-corpus` finds their folders and `Scripts/roundtrip`
/// counts them as view models not imported, where the measure passed over them without a word; and the warning that
/// the class of a triplet split in two files has no contract alone is no reason when the folder's import reads it
/// with its protocols (cozy-diary's 18, photomap's 8).
final class SentEventShapeTests: XCTestCase {
    static func source(send: String = "func send(_ input: Input) {", output: String = "AnyPublisher<Output, Never>") -> String {
        """
        import Combine

        @MainActor
        final class NameStepViewModel {
            private let outputSubject = PassthroughSubject<Output, Never>()
            private var name = ""

            var output: \(output) {
                outputSubject.eraseToAnyPublisher()
            }

            \(send)
                switch input {
                case .nameChanged(let text):
                    name = text
                    outputSubject.send(.nextEnabled(!text.isEmpty))
                case .nextTapped:
                    outputSubject.send(.showNextStep(name))
                }
            }
        }

        extension NameStepViewModel {
            enum Input {
                case nameChanged(String)
                case nextTapped
            }

            enum Output: Equatable {
                case nextEnabled(Bool)
                case showNextStep(String)
            }
        }

        """
    }

    func testTheWarningNamesTheMethodAndTheStreamWhereTheClassStands() {
        let imported = SpecImporter.importFile(Self.source(), path: "NameStepViewModel.swift")
        XCTAssertNil(imported.specText)
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [
            "NameStepViewModel.swift:4:7: warning: 'NameStepViewModel' is not imported: the view sends its events one by"
                + " one to 'func send(_ input: Input)' and observes the answers as 'var output: AnyPublisher<Output,"
                + " Never>': the one-stream event transform vmgen generates takes the events as one stream, the argument"
                + " of its 'transform', and returns the answers' stream from it, so call sites that send and subscribe"
                + " would change, and no spec says this shape",
        ])
    }

    func testAMethodWithALabelOrAResultOrAnOutputOfNoStreamIsStillNoContract() {
        for source in [Self.source(send: "func send(input: Input) {"), Self.source(send: "func send(_ input: Input) -> Bool {"),
                       Self.source(output: "[Output]")] {
            let imported = SpecImporter.importFile(source, path: "NameStepViewModel.swift")
            XCTAssertEqual(imported.diagnostics.map { String($0.formatted.prefix(104)) }, [
                "NameStepViewModel.swift:4:7: warning: 'NameStepViewModel' is not imported: vmgen finds no contract of it",
            ], source)
        }
    }

    func testTheMeasureCountsThemAsNotImportedAndASplitTripletsClassIsNoReason() throws {
        let apps = FileManager.default.temporaryDirectory.appendingPathComponent("roundtrip-corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: apps) }
        let name = apps.appendingPathComponent("Steps/SignUp/Name")
        let feed = apps.appendingPathComponent("Steps/Feed")
        for folder in [name, feed] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try Self.source().write(to: name.appendingPathComponent("NameStepViewModel.swift"), atomically: true, encoding: .utf8)
        try """
            import RxSwift

            protocol FeedViewModelInputs {
                func refresh()
            }

            protocol FeedViewModelOutputs {
                var titles: Observable<[String]> { get }
            }

            protocol FeedViewModelType {
                var inputs: FeedViewModelInputs { get }
                var outputs: FeedViewModelOutputs { get }
            }

            """.write(to: feed.appendingPathComponent("FeedViewModelType.swift"), atomically: true, encoding: .utf8)
        try """
            import RxSwift

            final class FeedViewModel: FeedViewModelType, FeedViewModelInputs, FeedViewModelOutputs {
                var inputs: FeedViewModelInputs { self }
                var outputs: FeedViewModelOutputs { self }

                private let refreshSubject = PublishSubject<Void>()
                let titles: Observable<[String]>

                init() {
                    titles = refreshSubject.map { ["Today"] }
                }

                func refresh() {
                    refreshSubject.onNext(())
                }
            }

            """.write(to: feed.appendingPathComponent("FeedViewModel.swift"), atomically: true, encoding: .utf8)
        let list = apps.appendingPathComponent("list.txt")
        try "example/Steps 0000000 mixed\n".write(to: list, atomically: true, encoding: .utf8)
        let run = try Executable.run(
            [TestSupport.root.appendingPathComponent("Scripts/roundtrip-corpus").path, apps.path, "--list", list.path,
             "--vmgen", Executable.binary.path, "--reasons"],
            executable: URL(fileURLWithPath: "/usr/bin/env"), timeout: 120)
        XCTAssertEqual(run.status, 0, run.err)
        let row = run.out.split(separator: "\n").first { $0.hasPrefix("| example/Steps |") }.map(String.init) ?? run.out
        // Two folders, three files: the triplet's contract, and the view model not imported (its folder used to
        // be found by nothing, and the view model counted nowhere).
        XCTAssertEqual(row, "| example/Steps | mixed | 2 | 3 | 1 | 1 | 1 | 1 | 1 | 4/4 (100.0%) | - |")
        XCTAssertTrue(run.out.contains("     1  the view sends its events one by one to '…' and observes"), run.out)
        // The triplet's class alone has no contract, but the folder's import reads it with its protocols.
        XCTAssertFalse(run.out.contains("finds no contract"), run.out)
    }
}
