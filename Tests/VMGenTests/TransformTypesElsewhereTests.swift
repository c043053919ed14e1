import Foundation
import VMGenCore
import XCTest

/// A transform-style view model whose `transform` takes `Input` and returns `Output` that its protocol names by
/// typealiases in another file (`typealias Input = StatusViewModelInput` in `StatusViewModelType.swift`, as the
/// corpus's `uikit-combine-mvvm` writes each screen): imported alone, the warning where the class stands says to read it
/// with that file, where it used to say vmgen found no contract of it; read with it, it is imported.
final class TransformTypesElsewhereTests: XCTestCase {
    static let viewModel = """
        import Combine

        final class StatusViewModel: StatusViewModelType {
            var disposeBag = Set<AnyCancellable>()
        }

        extension StatusViewModel {
            func transform(input: Input) -> Output {
                Output(emoji: input.pickTapped.map { _ in "🙂" }.eraseToAnyPublisher())
            }
        }

        """

    static let protocolFile = """
        import Combine

        struct StatusViewModelInput {
            let pickTapped: AnyPublisher<Void, Never>
        }

        struct StatusViewModelOutput {
            let emoji: AnyPublisher<String, Never>
        }

        protocol StatusViewModelType {
            typealias Input = StatusViewModelInput
            typealias Output = StatusViewModelOutput

            func transform(input: Input) -> Output
        }

        """

    func testAloneTheWarningSaysToReadItWithTheFileThatDeclaresThem() {
        let alone = SpecImporter.importFile(Self.viewModel, path: "StatusViewModel.swift")
        XCTAssertNil(alone.specText)
        XCTAssertEqual(alone.diagnostics.map(\.formatted), [
            "StatusViewModel.swift:3:7: warning: 'StatusViewModel' is not imported: its 'transform' takes 'Input' and returns"
                + " 'Output', which neither the class nor the files read declare: read it with the file that does"
                + " ('StatusViewModelType', which it conforms to), as 'vmgen import <folder>' reads every file of the folder",
        ])
    }

    func testReadWithItTheViewModelIsImported() throws {
        let context = SpecImporter.declarations(of: Self.protocolFile, path: "StatusViewModelType.swift")
        let read = SpecImporter.importFile(Self.viewModel, path: "StatusViewModel.swift", context: context)
        let spec = try XCTUnwrap(read.specText, "\(read.diagnostics.map(\.formatted))")
        XCTAssertTrue(spec.contains("    - pickTapped\n"), spec)
        XCTAssertFalse(read.diagnostics.contains { $0.message.contains("is not imported") })
        // A class that declares them, or a file that does, is no such view model.
        let declared = Self.viewModel.replacingOccurrences(
            of: "final class StatusViewModel: StatusViewModelType {",
            with: "final class StatusViewModel: StatusViewModelType {\n    struct Input {}\n    struct Output {}")
        XCTAssertFalse(SpecImporter.importFile(declared, path: "StatusViewModel.swift").diagnostics
            .contains { $0.message.contains("neither the class nor the files read declare") })
    }
}
