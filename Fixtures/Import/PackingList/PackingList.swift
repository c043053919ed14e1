// An RxCocoa transform view model whose team names its dispose bag with an emoji, as Swift allows any name of its
// identifier grammar: `👜` is the bag every binding of the screen is disposed by.
import Foundation
import RxCocoa
import RxSwift

/// The trip's packing list: the user ticks off what is in the bag.
final class PackingListViewModel: ViewModelType {
    struct Input {
        let viewWillAppear: Observable<Void>
        /// The row the user tapped, to pack or unpack it.
        let itemTapped: Observable<Int>
    }

    struct Output {
        let items: Driver<[PackingItem]>
        let packedText: Driver<String>
    }

    var 👜 = DisposeBag()
    private let store: PackingStore

    init(store: PackingStore) {
        self.store = store
    }

    func transform(input: Input) -> Output {
        let items = BehaviorRelay<[PackingItem]>(value: [])
        input.viewWillAppear
            .map { [store] in store.items }
            .bind(to: items)
            .disposed(by: 👜)
        input.itemTapped
            .map { [store] index in store.toggle(at: index) }
            .bind(to: items)
            .disposed(by: 👜)
        let packedText = items
            .map { items in "\(items.filter { $0.isPacked }.count) of \(items.count) packed" }
            .asDriver(onErrorJustReturn: "")
        return Output(items: items.asDriver(), packedText: packedText)
    }
}
