// How the app uses the view model: the search screen binds `transform`; the map screen reads the recent stops through
// the view model's use case.
import Foundation
import RxSwift

final class StopSearchScreen {
    let viewModel = StopSearchViewModel(coordinator: StopSearchCoordinator())
    let disposeBag = DisposeBag()

    func bind(text: Observable<String>) {
        let output = viewModel.transform(input: StopSearchViewModel.Input(searchText: text))
        output.stops.subscribe(onNext: { print($0.count) }).disposed(by: disposeBag)
    }

    func showRecent() {
        print(viewModel.useCase.recentStops.map(\.name))
    }
}
