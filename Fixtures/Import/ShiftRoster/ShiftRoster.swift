// An RxCocoa transform view model of a part-timer's shift roster, as a small team writes it while moving to Swift
// concurrency: the class stays nonisolated, and `transform` alone is marked `@MainActor`, since the screens that call
// it are view controllers on the main actor.
import Foundation
import RxCocoa
import RxSwift

/// The week's shifts of one workplace, and the button that asks for a swap.
final class ShiftRosterViewModel {
    struct Input {
        let refresh: Observable<Void>
        let swapTapped: Observable<Int>
    }

    struct Output {
        /// The shifts to list, one title each.
        let shifts: Driver<[String]>
        let isLoading: Driver<Bool>
        let swapRequested: Observable<Int>
    }

    private let rosterService: RosterService
    private let disposeBag = DisposeBag()

    init(rosterService: RosterService) {
        self.rosterService = rosterService
    }

    @MainActor func transform(_ input: Input) -> Output {
        let shifts = input.refresh
            .map { [rosterService] in rosterService.shiftTitles() }
            .asDriver(onErrorJustReturn: [])
        return Output(
            shifts: shifts,
            isLoading: input.refresh.map { false }.asDriver(onErrorJustReturn: false),
            swapRequested: input.swapTapped
        )
    }
}
