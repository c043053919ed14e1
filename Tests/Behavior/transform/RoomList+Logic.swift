// The hand-written logic of the RoomList fixture (Fixtures/Import/RoomList): what the hand-written class's private
// functions set, as streams of the values the class keeps (`rooms`, `isLoggedIn`), and the cases their observers sent,
// sent from the same streams.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

extension RoomListViewModelLogic {
    static func transform(
        _ input: Input, fetchRoomsUseCase: FetchRoomsUseCase, checkLoginUseCase: CheckLoginUseCase
    ) -> Output {
        let fetched = [input.viewDidLoad, input.refresh].publisher.flatMap { $0 }
            .flatMap { fetchRoomsUseCase.execute().map { Result<[Room], RoomError>.success($0) }.catch { Just(.failure($0)) } }
            .share()
        let rooms = fetched.compactMap { try? $0.get() }.map { $0.sorted { $0.updatedAt > $1.updatedAt } }.share()
        let isLoggedIn = input.viewDidLoad.flatMap { checkLoginUseCase.execute() }.share()
        return Output(
            reloadRooms: rooms.map { _ in () }.eraseToAnyPublisher(),
            showLogin: isLoggedIn.map { !$0 }.eraseToAnyPublisher(),
            showError: fetched.compactMap { result -> String? in
                if case let .failure(error) = result { return error.message }
                return nil
            }.eraseToAnyPublisher(),
            rooms: rooms.eraseToAnyPublisher(),
            isLoggedIn: isLoggedIn.eraseToAnyPublisher()
        )
    }
}
