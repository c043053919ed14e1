// A one-stream event transform as apps built on a protocol of associated types write it: the enums carry the view
// model's name (`MoodDiaryViewModelInput`), the class names them `Input` and `Output` for the protocol
// (`event-aliases: Input, Output`), its `transform` names them by those aliases, a case tells the screen a save
// finished with a value of `Void` (`case saved(Void)`, `@label(_)`), which the screen matches as `.saved(_)`, and one
// carries one value of a tuple (`case streak((days: Int, best: Int))`, `@label(_)` too).
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class MoodDiaryViewModel: EventViewModel {
    typealias Input = MoodDiaryViewModelInput
    typealias Output = MoodDiaryViewModelOutput

    enum MoodDiaryViewModelInput {
        case viewDidLoad
        /// The user picked a mood for a day.
        case pick(day: Int, emoji: String)
    }

    enum MoodDiaryViewModelOutput {
        case moods([Mood])
        case saved(Void)
        case streak((days: Int, best: Int))
    }

    private let store: MoodStore
    private let output = PassthroughSubject<Output, Never>()
    private var cancellables = Set<AnyCancellable>()

    init(store: MoodStore) {
        self.store = store
    }

    func transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never> {
        input.sink { [weak self] event in
            guard let self = self else { return }
            switch event {
            case .viewDidLoad:
                self.output.send(.moods(self.store.moods))
            case let .pick(day, emoji):
                self.store.save(Mood(day: day, emoji: emoji))
                self.output.send(.saved(()))
                self.output.send(.moods(self.store.moods))
                self.output.send(.streak((days: self.store.moods.count, best: self.store.moods.count)))
            }
        }.store(in: &cancellables)
        return output.eraseToAnyPublisher()
    }
}
