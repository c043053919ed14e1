// How the app's wallet screen uses the view model: it hands its `Input`, drives the table from the `Output`, and its
// data source asks the view model for the count and the rows.
import Foundation
import RxCocoa
import RxSwift

final class GiftCardListScreen {
    let disposeBag = DisposeBag()
    var titles: [String] = []

    func bind(_ viewModel: GiftCardListViewModel, appear: Observable<Void>, refresh: Observable<Void>) {
        let output = viewModel.transform(input: GiftCardListViewModel.Input(viewWillAppear: appear, refresh: refresh))
        output.giftCards
            .drive(onNext: { [weak self] _ in self?.reload(viewModel) })
            .disposed(by: disposeBag)
        output.isLoading
            .drive(onNext: { print($0 ? "loading" : "loaded") })
            .disposed(by: disposeBag)
    }

    func reload(_ viewModel: GiftCardListViewModel) {
        titles = (0..<viewModel.giftCardCount).map { row in
            let card = viewModel.giftCard(at: row)
            return card.brand + (viewModel.isExpiringSoon(at: row) ? " (expires soon)" : "")
        }
    }
}

/// The sort menu's action.
func sortTapped(_ viewModel: GiftCardListViewModel) {
    viewModel.sortByExpiry()
}
