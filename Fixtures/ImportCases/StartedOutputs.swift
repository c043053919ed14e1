import RxSwift
import RxCocoa

enum ShelfLoadState {
    case idle
    case loading
}

struct ShelfFilter: Equatable {
    var onlyUnread: Bool
}

/// A bookshelf whose outputs are relays made where they are declared, each with its starting value.
final class ShelfViewModel {
    struct Input {
        let reload: Observable<Void>
        let page: BehaviorRelay<Int>
    }

    struct Output {
        let canLoadMore: BehaviorRelay<Bool> = BehaviorRelay(value: true)
        let pageSize: BehaviorRelay<Int> = .init(value: 20)
        let shown = BehaviorRelay<Int>(value: 2)
        let state: BehaviorRelay<ShelfLoadState> = BehaviorRelay(value: .idle)
        let filter: BehaviorRelay<ShelfFilter> = BehaviorRelay(value: ShelfFilter(onlyUnread: false))
        let selected: BehaviorRelay<Set<String>> = BehaviorRelay(value: Set())
        let pair: BehaviorRelay<(Int, Int)> = BehaviorRelay(value: (0, 1))
        let range = BehaviorRelay<(Int?, Int?)>(value: (nil, nil))
        let books: Driver<[String]>
    }

    func transform(input: Input) -> Output {
        Output(books: input.reload.map { [] }.asDriver(onErrorJustReturn: []))
    }
}
