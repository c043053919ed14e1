// A one-stream event transform as Combine tutorials teach it, by hand: the class holds the subject its screen sends
// each event into (`let input`), and the screen hands that same subject to `transform` once, as
// `viewModel.input.eraseToAnyPublisher()`. The outputs go out through a private subject the class's functions send to.
import Foundation
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class StudyTimerViewModel: ViewModelType {
    enum Input {
        case viewDidLoad
        case startTapped(minutes: Int)
        case stopTapped
    }

    enum Output {
        case showSessions([StudySession])
        case started(endsAt: Int)
        case stopped
        case failed(errorMessage: String)
    }

    private let sessionUseCase: StudySessionUseCase
    private var isRunning = false

    let input = PassthroughSubject<Input, Never>()
    private let output = PassthroughSubject<Output, Never>()
    private var cancellables = Set<AnyCancellable>()

    init(sessionUseCase: StudySessionUseCase) {
        self.sessionUseCase = sessionUseCase
    }

    func transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never> {
        input.sink { [weak self] event in
            switch event {
            case .viewDidLoad:
                self?.loadSessions()
            case let .startTapped(minutes):
                self?.start(minutes: minutes)
            case .stopTapped:
                self?.stop()
            }
        }.store(in: &cancellables)
        return output.eraseToAnyPublisher()
    }

    private func loadSessions() {
        sessionUseCase.sessions().sink { [weak self] completion in
            if case let .failure(error) = completion {
                self?.output.send(.failed(errorMessage: error.message))
            }
        } receiveValue: { [weak self] sessions in
            self?.output.send(.showSessions(sessions))
        }.store(in: &cancellables)
    }

    private func start(minutes: Int) {
        guard !isRunning else { return }
        isRunning = true
        output.send(.started(endsAt: sessionUseCase.now() + minutes * 60))
    }

    private func stop() {
        guard isRunning else { return }
        isRunning = false
        output.send(.stopped)
    }
}
