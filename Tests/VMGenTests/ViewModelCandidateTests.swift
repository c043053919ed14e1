import Foundation
import VMGenCore
import XCTest

/// Every view model the import meets is imported or warned about where it stands, never passed over (#32): a class
/// named as teams name view models other than `...ViewModel` (`LoginViewModelImpl`, `HomeVm`), one spelled with the
/// app's alias of a stream, and a model of values named like a view model, each of which the import used to pass
/// over without a word or with the warning that it found no contract.
final class ViewModelCandidateTests: XCTestCase {
    /// The app's file of globals, read with the view model as `vmgen import <folder>` reads it.
    static let globals = """
        import Combine

        typealias StreamOf<T> = AnyPublisher<T, Never>
        typealias Bag = Set<AnyCancellable>

        """

    static let eventScreen = """
        import Combine

        final class InboxVm {
            private var bag = Bag()
            private let output = PassthroughSubject<Output, Never>()

            enum Input {
                case refresh
            }

            enum Output {
                case unread(count: Int)
            }

            func transform(input: StreamOf<Input>) -> StreamOf<Output> {
                input.sink { [weak self] _ in self?.output.send(.unread(count: 0)) }.store(in: &bag)
                return output.eraseToAnyPublisher()
            }
        }

        """

    func testAnEventTransformSpelledWithTheAppsAliasIsImportedAsTheTypeTheAliasNames() throws {
        let context = SpecImporter.declarations(of: Self.globals, path: "Globals.swift")
        let result = SpecImporter.importFile(Self.eventScreen, path: "InboxVm.swift", context: context)
        XCTAssertEqual(result.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("  transform: transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>\n"), spec)
        XCTAssertTrue(spec.contains("viewmodel InboxVm:\n  inputs:\n    - refresh\n  outputs:\n    - @label(count) unread: Int\n"), spec)
    }

    func testReadAloneTheAliasedTransformSaysWhichFileToReadWithIt() {
        let result = SpecImporter.importFile(Self.eventScreen, path: "InboxVm.swift")
        XCTAssertNil(result.specText)
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            "InboxVm.swift:3:7: warning: 'InboxVm' is not imported: its 'transform' takes 'StreamOf<Input>' and returns"
                + " 'StreamOf<Output>', which neither the class nor the files read declare: read it with the file that"
                + " does, as 'vmgen import <folder>' reads every file of the folder",
        ])
    }

    static let protocolFile = """
        import Combine

        protocol TicketListViewModel {
            func transform(input: TicketListInput) -> TicketListOutput
        }

        struct TicketListInput {
            let viewDidLoad: PassthroughSubject<Void, Never>
        }

        struct TicketListOutput {
            let tickets: AnyPublisher<[String], Never>
        }

        """

    static let implementation = """
        import Combine

        final class TicketListViewModelImpl: TicketListViewModel {
            private let tickets = CurrentValueSubject<[String], Never>([])

            func transform(input: TicketListInput) -> TicketListOutput {
                TicketListOutput(tickets: tickets.eraseToAnyPublisher())
            }
        }

        """

    /// Read with the file that declares its structs at the top level, the implementation imports with them kept as the
    /// app's (`app-types:`, `AppTypesStructTransformTests`), and `--check` finds the surface the same. (It used to be a
    /// warning: the generated file would have declared the structs a second time.)
    func testAnImplOverTopLevelStructsKeepsThemAsTheAppsOwn() throws {
        let context = SpecImporter.declarations(of: Self.protocolFile, path: "TicketListViewModel.swift")
        let result = SpecImporter.importFile(Self.implementation, path: "TicketListViewModelImpl.swift", context: context)
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .note }.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        for line in ["  transform: transform(input: TicketListInput) -> TicketListOutput\n",
                     "  app-types: TicketListInput, TicketListOutput\n", "    - @subject viewDidLoad\n", "    - tickets: [String]\n"] {
            XCTAssertTrue(spec.contains(line), "\(line) in\n\(spec)")
        }
    }

    func testTheImplReadAloneNamesTheProtocolToReadWithIt() {
        let result = SpecImporter.importFile(Self.implementation, path: "TicketListViewModelImpl.swift")
        XCTAssertNil(result.specText)
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            "TicketListViewModelImpl.swift:3:7: warning: 'TicketListViewModelImpl' is not imported: its 'transform' takes"
                + " 'TicketListInput' and returns 'TicketListOutput', which neither the class nor the files read declare:"
                + " read it with the file that does ('TicketListViewModel', which it conforms to), as 'vmgen import"
                + " <folder>' reads every file of the folder",
        ])
    }

    func testAModelOfValuesNamedLikeAViewModelSaysItIsNoContract() {
        let source = """
            import Combine
            import UIKit

            struct EpisodeViewModel: Hashable {
                let id: Int
                let title: String
                let artwork: AnyPublisher<UIImage?, Never>

                static func == (lhs: EpisodeViewModel, rhs: EpisodeViewModel) -> Bool { lhs.id == rhs.id }

                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }

            """
        let result = SpecImporter.importFile(source, path: "EpisodeViewModel.swift")
        XCTAssertNil(result.specText)
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            "EpisodeViewModel.swift:4:1: warning: 'EpisodeViewModel' is not imported: it holds the values it is made with"
                + " ('id' first) and declares nothing the view sends, no 'transform' and no 'input' and 'output': a model"
                + " of what a view shows (a cell's, say), no Inputs/Outputs contract, which is all a spec says; it stays"
                + " as written",
        ])
    }

    func testAValueTheViewSetsForTheTypeToActOnIsNoModelOfValues() {
        let source = """
            struct SearchViewModel {
                var query: String {
                    didSet { print(query) }
                }
            }

            """
        let result = SpecImporter.importFile(source, path: "SearchViewModel.swift")
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertTrue(result.diagnostics[0].formatted.contains(" vmgen finds no contract of it "), result.diagnostics[0].formatted)
    }

    /// An app's generic helper over any screen's `Input` and `Output`, a view holding a view model's, and another
    /// layer's computed faces of a triplet (a use case's) are no view models, and say nothing.
    func testATypeOfAnotherNameWithAContractsMembersIsWarnedAboutAndOneWithoutIsNot() {
        let source = """
            import Combine

            final class PlayerScreenModel {
                let input = 1
                let output = 2
            }

            final class PlayerCache {
                var items: [String] = []
            }

            final class Store<Input, Output> {
                var input: Input
                var output: Output
            }

            struct PlayerPanel {
                let input: PlayerScreenModel.Input
                let output: PlayerScreenModel.Output
            }

            final class PlaybackUseCase {
                var input: PlaybackUseCase { self }
                var output: PlaybackUseCase { self }
            }

            """
        let result = SpecImporter.importFile(source, path: "Player.swift")
        XCTAssertNil(result.specText)
        XCTAssertEqual(result.diagnostics.map(\.location.line), [3])
        XCTAssertTrue(result.diagnostics[0].formatted.hasPrefix("Player.swift:3:7: warning: 'PlayerScreenModel' is not imported: "),
                      result.diagnostics[0].formatted)
    }

    /// A data aggregator's `transform` is a pure function of values, no contract: tuples it names as `Input` and
    /// `Output`, an array in, a list state out. A type of another name whose `transform` takes a stream of its
    /// `Input` and returns one of its `Output` is still imported or warned about.
    func testAnAggregatorsTransformOfValuesIsNoViewModel() {
        let source = """
            import Combine

            struct AccountsAggregator: DataAggregator {
                typealias Input = (wallets: [String], tokens: [String])
                typealias Output = (primary: [String], secondary: [String])

                func transform(input: Input) -> Output {
                    (input.wallets, input.tokens)
                }
            }

            struct HistoryAggregator {
                func transform(input: [String]) -> ListState<String> {
                    ListState(input)
                }
            }

            """
        let result = SpecImporter.importFile(source, path: "Accounts.swift")
        XCTAssertNil(result.specText)
        XCTAssertEqual(result.diagnostics.map(\.formatted), [])
        let reducer = """
            import Combine

            final class PlayerReducer {
                enum Input { case play }
                enum Output { case playing }

                func transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never> {
                    input.map { _ in .playing }.eraseToAnyPublisher()
                }
            }

            """
        let imported = SpecImporter.importFile(reducer, path: "PlayerReducer.swift")
        XCTAssertTrue(imported.specText?.contains("PlayerReducer") == true
                      || imported.diagnostics.contains { $0.formatted.hasPrefix("PlayerReducer.swift:3:") },
                      imported.diagnostics.map(\.formatted).joined(separator: "\n"))
    }
}

