// The screen of the RoomList fixture, as the app writes it: its table's data source reads the rooms the view model
// keeps, row by row, when the view model sends `.reloadRooms`; its write button reads whether the user is logged in.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class RoomListScreen {
    private let viewModel: RoomListViewModel
    private let inputSubject = PassthroughSubject<RoomListViewModel.Input, Never>()
    private var subscriptions: Set<AnyCancellable> = []
    private(set) var shownTitles: [String] = []
    private(set) var log: [String] = []

    init(viewModel: RoomListViewModel) {
        self.viewModel = viewModel
        viewModel.transform(input: inputSubject.eraseToAnyPublisher()).sink { [weak self] output in
            switch output {
            case .reloadRooms: self?.reloadData()
            case let .showLogin(shows): self?.log.append("login button \(shows)")
            case let .showError(message): self?.log.append("error \(message)")
            }
        }.store(in: &subscriptions)
        inputSubject.send(.viewDidLoad)
    }

    func numberOfRows() -> Int {
        viewModel.rooms.count
    }

    func title(at row: Int) -> String {
        viewModel.rooms[row].title
    }

    private func reloadData() {
        shownTitles = (0..<numberOfRows()).map(title(at:))
    }

    func writeButtonTapped() -> String {
        viewModel.isLoggedIn ? "compose" : "login"
    }

    func pulledToRefresh() {
        inputSubject.send(.refresh)
    }
}
