// How the app's search screen uses the view model: it makes `Input` and `Output` itself, binds the search field into
// the query, gives the input a fresh page relay and the output a fresh flag before it binds, and reads the shops.
import Foundation
import RxCocoa
import RxSwift

final class ShopSearchScreen {
    let viewModel = ShopSearchViewModel()
    var input = ShopSearchViewModel.Input()
    let disposeBag = DisposeBag()

    func bind(searchText: Observable<String>, reachedBottom: Observable<Void>) {
        input.page = PublishRelay<Int>()
        searchText.bind(to: input.query).disposed(by: disposeBag)
        reachedBottom.subscribe(onNext: { [input] _ in input.loadMore.onNext(()) }).disposed(by: disposeBag)
        var output = viewModel.transform(input: input)
        output.canLoadMore = BehaviorRelay(value: false)
        output.shops
            .subscribe(onNext: { print($0.map(\.name)) })
            .disposed(by: disposeBag)
        output.failed
            .subscribe(onNext: { print("failed: " + $0) })
            .disposed(by: disposeBag)
        input.page.accept(1)
        print(input.query.value, output.canLoadMore.value)
    }
}
