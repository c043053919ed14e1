// The screen of the MoodDiary fixture, as the app writes it: it names the events by the class's aliases of the
// enums, and matches the save that finished with its value of `Void`.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class MoodDiaryScreen {
    private let input = PassthroughSubject<MoodDiaryViewModel.Input, Never>()
    private var cancellables = Set<AnyCancellable>()
    private(set) var log: [String] = []

    init(viewModel: MoodDiaryViewModel) {
        viewModel.transform(input: input.eraseToAnyPublisher()).sink { [weak self] output in
            switch output {
            case let .moods(moods): self?.log.append("\(moods.count) moods")
            case .saved(_): self?.log.append("saved")
            case let .streak(streak): self?.log.append("\(streak.days) days")
            }
        }.store(in: &cancellables)
        input.send(.viewDidLoad)
    }

    func picked(_ emoji: String, on day: Int) {
        input.send(MoodDiaryViewModel.Input.pick(day: day, emoji: emoji))
    }
}

/// A screen that takes any view model of the app's protocol.
func observe<ViewModel: EventViewModel>(_ viewModel: ViewModel, events: AnyPublisher<ViewModel.Input, Never>)
    -> AnyPublisher<ViewModel.Output, Never> {
    viewModel.transform(input: events)
}

func didSave(_ output: MoodDiaryViewModel.Output) -> Bool {
    if case .saved(()) = output { return true }
    return false
}
