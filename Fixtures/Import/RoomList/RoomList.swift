// A one-stream event transform as Combine apps write it, by hand, that keeps state its screen reads beside the cases it
// sends: the rooms a table's data source reads row by row, and whether the user is logged in, which a button reads.
// Each is set by the class's private functions as the screen's events come in, and its observer sends the case that
// tells the screen to read it again.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class RoomListViewModel: ViewModelType {
    enum Input {
        case viewDidLoad
        case refresh
    }

    enum Output {
        case reloadRooms
        case showLogin(Bool)
        case showError(String)
    }

    private let fetchRoomsUseCase: FetchRoomsUseCase
    private let checkLoginUseCase: CheckLoginUseCase
    private let outputSubject = PassthroughSubject<Output, Never>()
    private var subscriptions: Set<AnyCancellable> = []

    /// The rooms the table shows, newest first.
    private(set) var rooms: [Room] = [] {
        didSet {
            outputSubject.send(.reloadRooms)
        }
    }

    private(set) var isLoggedIn: Bool = false {
        didSet { outputSubject.send(.showLogin(!isLoggedIn)) }
    }

    init(fetchRoomsUseCase: FetchRoomsUseCase, checkLoginUseCase: CheckLoginUseCase) {
        self.fetchRoomsUseCase = fetchRoomsUseCase
        self.checkLoginUseCase = checkLoginUseCase
    }

    func transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never> {
        input.sink { [weak self] input in
            switch input {
            case .viewDidLoad:
                self?.checkLogin()
                self?.fetchRooms()
            case .refresh:
                self?.fetchRooms()
            }
        }.store(in: &subscriptions)
        return outputSubject.eraseToAnyPublisher()
    }

    private func checkLogin() {
        checkLoginUseCase.execute().sink { [weak self] isLoggedIn in
            self?.isLoggedIn = isLoggedIn
        }.store(in: &subscriptions)
    }

    private func fetchRooms() {
        fetchRoomsUseCase.execute().sink { [weak self] completion in
            if case let .failure(error) = completion { self?.outputSubject.send(.showError(error.message)) }
        } receiveValue: { [weak self] rooms in
            self?.rooms = rooms.sorted { $0.updatedAt > $1.updatedAt }
        }.store(in: &subscriptions)
    }
}
