// How the app's feed screen uses the view model: it makes the trigger with its first value so the feed loads at once,
// binds the walks, and accepts into the trigger again to reload.
import Foundation
import RxCocoa
import RxSwift

final class WalkFeedScreen {
    let loadTrigger = BehaviorRelay<Void>(value: ())
    let viewModel: WalkFeedViewModel
    let disposeBag = DisposeBag()

    init(viewModel: WalkFeedViewModel) {
        self.viewModel = viewModel
    }

    func bind(selected: Observable<Int>) {
        let input = WalkFeedViewModel.Input(loadTrigger: loadTrigger, walkSelected: selected)
        let output = viewModel.transform(input: input)
        output.walks.subscribe(onNext: { print($0.count) }).disposed(by: disposeBag)
        // The failures live as long as the view model: disposed with its bag.
        output.loadFailure.subscribe(onNext: { print($0) }).disposed(by: viewModel.disposeBag)
        let (first, last) = output.shownRange.value
        print(first ?? 0, last ?? 0)
    }

    func pullToRefresh() {
        loadTrigger.accept(())
    }

    func another(selected: Observable<Int>) -> WalkFeedViewModel.Output {
        viewModel.transform(input: .init(loadTrigger: .init(value: ()), walkSelected: selected))
    }
}
