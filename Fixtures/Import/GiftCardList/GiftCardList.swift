// A gift-card wallet's list, as such apps write it: `transform` loads the owner's cards into a private relay, the
// `Output` hands the view that relay as a `Driver`, and the table's data source asks the view model for the count and
// each row by reading the relay's current value; the sort menu sends into the relay itself.
import Foundation
import RxCocoa
import RxSwift

final class GiftCardListViewModel {
    struct Input {
        let viewWillAppear: Observable<Void>
        let refresh: Observable<Void>
    }

    struct Output {
        let giftCards: Driver<[GiftCard]>
        let isLoading: Driver<Bool>
    }

    private let service: GiftCardService
    private let giftCardsRelay = BehaviorRelay<[GiftCard]>(value: [])
    private let loadingRelay = BehaviorRelay<Bool>(value: false)
    private let disposeBag = DisposeBag()

    init(service: GiftCardService) {
        self.service = service
    }

    /// The number of rows of the table.
    var giftCardCount: Int { giftCardsRelay.value.count }

    /// The card of a row, for the table's data source and the detail screen.
    func giftCard(at index: Int) -> GiftCard {
        giftCardsRelay.value[index]
    }

    /// Whether a card expires within the week, for the row's badge.
    func isExpiringSoon(at index: Int) -> Bool {
        giftCardsRelay.value[index].expiresIn <= 7
    }

    /// Sorts the cards by how soon they expire, from the sort menu.
    func sortByExpiry() {
        giftCardsRelay.accept(giftCardsRelay.value.sorted { $0.expiresIn < $1.expiresIn })
    }

    func transform(input: Input) -> Output {
        Observable.merge(input.viewWillAppear, input.refresh)
            .do(onNext: { [weak self] in self?.loadingRelay.accept(true) })
            .flatMapLatest { [service] in service.fetchCards() }
            .subscribe(onNext: { [weak self] cards in
                self?.loadingRelay.accept(false)
                self?.giftCardsRelay.accept(cards)
            })
            .disposed(by: disposeBag)
        return Output(
            giftCards: giftCardsRelay.asDriver(),
            isLoading: loadingRelay.asDriver()
        )
    }
}
