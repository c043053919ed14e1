// The screen of the StudyTimer fixture, as the app writes it: it binds the view model once, handing `transform` the
// subject the view model holds, and sends each tap into that subject.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class StudyTimerScreen {
    private let viewModel: StudyTimerViewModel
    private var cancellables = Set<AnyCancellable>()
    private(set) var rows: [String] = []
    private(set) var status = "idle"

    init(viewModel: StudyTimerViewModel) {
        self.viewModel = viewModel
        bind()
        viewModel.input.send(.viewDidLoad)
    }

    private func bind() {
        let output = viewModel.transform(input: viewModel.input.eraseToAnyPublisher())
        output.sink { [weak self] event in
            switch event {
            case let .showSessions(sessions):
                self?.rows = sessions.map { "\($0.subject) \($0.minutes)m" }
            case let .started(endsAt):
                self?.status = "until \(endsAt)"
            case .stopped:
                self?.status = "idle"
            case let .failed(errorMessage):
                self?.status = "error: \(errorMessage)"
            }
        }.store(in: &cancellables)
    }

    func startButtonTapped(minutes: Int) {
        viewModel.input.send(.startTapped(minutes: minutes))
    }

    func stopButtonTapped() {
        viewModel.input.send(.stopTapped)
    }
}
