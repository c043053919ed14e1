// A rowing workout screen, as fitness apps write it: `transform` counts the strokes and closes each split into private
// relays, the `Output` hands the view what it shows while rowing, and the summary screen and the splits table read the
// relays' current values through read-only properties of the view model.
import Foundation
import RxCocoa
import RxSwift

final class RowingSessionViewModel {
    struct Input {
        let start: Observable<Void>
        let stroke: Observable<Void>
        let stop: Observable<Void>
    }

    struct Output {
        let strokeText: Driver<String>
        let isRowing: Driver<Bool>
    }

    private let clock: SessionClock
    private let strokeCountRelay = BehaviorRelay<Int>(value: 0)
    private let splitsRelay = BehaviorRelay<[RowingSplit]>(value: [])
    private let disposeBag = DisposeBag()

    /// The strokes rowed so far, which the summary screen shows.
    var strokeCount: Int { strokeCountRelay.value }

    /// The splits rowed, the rows of the splits table.
    var splits: [RowingSplit] {
        return splitsRelay.value
    }

    init(clock: SessionClock) {
        self.clock = clock
    }

    func transform(input: Input) -> Output {
        input.start
            .map { 0 }
            .bind(to: strokeCountRelay)
            .disposed(by: disposeBag)
        input.stroke
            .withLatestFrom(strokeCountRelay) { _, count in count + 1 }
            .bind(to: strokeCountRelay)
            .disposed(by: disposeBag)
        input.stop
            .subscribe(onNext: { [weak self] in
                guard let self = self else { return }
                let split = RowingSplit(strokes: self.strokeCountRelay.value, seconds: self.clock.elapsed())
                self.splitsRelay.accept(self.splitsRelay.value + [split])
            })
            .disposed(by: disposeBag)
        let isRowing = Observable.merge(input.start.map { true }, input.stop.map { false })
        return Output(
            strokeText: strokeCountRelay.map { "\($0) strokes" }.asDriver(onErrorJustReturn: ""),
            isRowing: isRowing.asDriver(onErrorJustReturn: false)
        )
    }
}
