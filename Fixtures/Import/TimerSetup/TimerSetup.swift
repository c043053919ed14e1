// A RxSwift view model of the subject-bridged style whose `Output` builds itself, as a study timer app writes each of
// its screens: the class makes its `Input` of relays the view accepts into and hands it, with the store it is given,
// to the `Output`'s own initializer, which works out each output and keeps its subscriptions in a bag of its own.
import RxSwift
import RxRelay

/// Sets up a study session: its length, and the button that starts it.
final class TimerSetupViewModel {
    private(set) var input: Input
    private(set) var output: Output

    let disposeBag = DisposeBag()

    init(store: TimerStore) {
        self.input = .init()
        self.output = .init(input: input, store: store)
    }
}

extension TimerSetupViewModel {
    struct Input {
        /// The user tapped "+5".
        let addMinutes = PublishRelay<Void>()
        let start = PublishRelay<Void>()
    }

    struct Output {
        private let disposeBag = DisposeBag()

        let minutes: BehaviorRelay<Int> = .init(value: 25)
        let started: Observable<TimerSession>

        init(input: Input, store: TimerStore) {
            let minutes = self.minutes
            input.addMinutes
                .map { _ in minutes.value + 5 }
                .bind(to: minutes)
                .disposed(by: disposeBag)

            started = input.start
                .map { _ in store.begin(minutes: minutes.value) }
        }
    }
}
