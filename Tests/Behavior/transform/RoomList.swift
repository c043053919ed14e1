// Plays the screen of the RoomList fixture against its generated one-stream event transform (Combine): the screen's
// data source reads the rooms the view model keeps when it is told to reload, and its button reads the login state.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The network: two rooms, the newer second; then a third; or an error. The user is logged in.
final class CannedRooms: FetchRoomsUseCase {
    var answers: [Result<[Room], RoomError>]
    init(_ answers: [Result<[Room], RoomError>]) { self.answers = answers }
    func execute() -> AnyPublisher<[Room], RoomError> {
        guard !answers.isEmpty else { return Empty().eraseToAnyPublisher() }
        switch answers.removeFirst() {
        case let .success(rooms): return Just(rooms).setFailureType(to: RoomError.self).eraseToAnyPublisher()
        case let .failure(error): return Fail(error: error).eraseToAnyPublisher()
        }
    }
}

struct CannedLogin: CheckLoginUseCase {
    var isLoggedIn: Bool
    func execute() -> AnyPublisher<Bool, Never> { Just(isLoggedIn).eraseToAnyPublisher() }
}

let viewModel = RoomListViewModel(
    fetchRoomsUseCase: CannedRooms([
        .success([Room(title: "old", updatedAt: 1), Room(title: "new", updatedAt: 2)]),
        .success([Room(title: "third", updatedAt: 3)]),
        .failure(RoomError(message: "Offline")),
    ]),
    checkLoginUseCase: CannedLogin(isLoggedIn: true))
expect(viewModel.rooms, [], "the rooms start as the hand-written class started them")
expect(viewModel.isLoggedIn, false, "and so does the login state")

let events = PassthroughSubject<RoomListViewModel.Input, Never>()
var subscriptions = Set<AnyCancellable>()
var shown: [String] = []
viewModel.transform(input: events.eraseToAnyPublisher()).sink { output in
    switch output {
    case .reloadRooms: shown.append("reload")
    case let .showLogin(shows): shown.append("login \(shows)")
    case let .showError(message): shown.append("error \(message)")
    }
}.store(in: &subscriptions)

events.send(.viewDidLoad)
// The cases the observers sent come from the logic's streams; which of a case and the value sent from one event comes
// first is not set (Combine's shared streams reach their subscribers in no set order).
expect(Set(shown), ["reload", "login false"], "the cases the hand-written observers sent")
expect(viewModel.rooms.map(\.title), ["new", "old"], "the view reads the rooms the logic keeps")
expect(viewModel.isLoggedIn, true, "and the login state")
events.send(.refresh)
expect(viewModel.rooms.map(\.title), ["third"], "each new value")
events.send(.refresh)
expect(shown.filter { $0 != "login false" }, ["reload", "reload", "error Offline"], "an error is a case")
expect(viewModel.rooms.map(\.title), ["third"], "and leaves the rooms as they were")

// A logic test with the generated probe: each case recorded in its output's recorder, and the values the view model
// keeps read on `probe.viewModel`, kept while the probe subscribes to the cases.
let probe = RoomListViewModelProbe(
    fetchRoomsUseCase: CannedRooms([.success([Room(title: "only", updatedAt: 1)])]),
    checkLoginUseCase: CannedLogin(isLoggedIn: false))
expect(probe.viewModel.rooms, [], "the probe's view model starts as the class does")
probe.inputs.viewDidLoad()
expect(probe.viewModel.rooms.map(\.title), ["only"], "the probe's view model keeps the rooms")
expect(probe.viewModel.isLoggedIn, false, "and the login state")
expect(probe.reloadRooms.count, 1, "the probe records the case the logic sends from the rooms")
expect(probe.showLogin.values, [true], "and each case's value")
expect(probe.showError.count, 0, "no error case")

// A view test with the generated fake: the view reads the values the test sets on it, as it reads the view model's,
// and sees the cases the test sends; the fake records the cases the view sends.
let fake = RoomListViewModelFake()
let fakeEvents = PassthroughSubject<RoomListViewModel.Input, Never>()
var fakeShown: [String] = []
fake.transform(input: fakeEvents.eraseToAnyPublisher()).sink { output in
    if case .reloadRooms = output { fakeShown.append(fake.rooms.map(\.title).joined(separator: ",")) }
}.store(in: &subscriptions)
expect(fake.rooms, [], "the fake's rooms start as the view model's")
fakeEvents.send(.refresh)
fake.send(rooms: [Room(title: "shown", updatedAt: 9)])
fake.send(isLoggedIn: true)
fake.send(reloadRooms: ())
expect(fake.calls, [.refresh], "the fake records each case the view sends")
expect(fakeShown, ["shown"], "the view reads the rooms the test set when the case it sent reaches it")
expect(fake.isLoggedIn, true, "and the login state")
finishProbeTests()
