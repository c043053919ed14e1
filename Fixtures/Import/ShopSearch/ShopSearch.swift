// An RxSwift view model of the transform style as a print-shop finder writes it: its `Input` and `Output` structs make
// their relays and subjects themselves, some declared `let` and some `var` side by side, and the screen replaces a
// `var` one (a fresh page relay when the query changes) while the `let` ones stay as they were made.
import Foundation
import RxCocoa
import RxSwift

public final class ShopSearchViewModel {
    let disposeBag = DisposeBag()

    public struct Input {
        let query: BehaviorRelay<String> = BehaviorRelay(value: "")
        var page: PublishRelay<Int> = .init()
        var loadMore: PublishSubject<Void> = .init()
    }

    public struct Output {
        let shops: BehaviorRelay<[Shop]> = .init(value: [])
        var canLoadMore: BehaviorRelay<Bool> = .init(value: true)
        let failed: PublishSubject<String> = .init()
    }

    public func transform(input: Input) -> Output {
        let output = Output()
        input.loadMore
            .withLatestFrom(input.page)
            .map { $0 + 1 }
            .bind(to: input.page)
            .disposed(by: disposeBag)
        Observable.combineLatest(input.query.distinctUntilChanged(), input.page)
            .map { query, page in (0..<page).map { Shop(name: "\(query) \($0)") } }
            .subscribe(onNext: { shops in
                output.shops.accept(shops)
                output.canLoadMore.accept(!shops.isEmpty)
            })
            .disposed(by: disposeBag)
        return output
    }
}
