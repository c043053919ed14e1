// How the app's coordinator and screen use the view model: the coordinator sets itself and follows `navigation`; the
// screen binds the outputs, shows the title and sends a tap through the view model's helper.
import Foundation
import RxCocoa
import RxSwift

final class HikeListCoordinator: HikeCoordinating {
    let disposeBag = DisposeBag()

    func start(service: HikeService) -> HikeListViewModel {
        let viewModel = HikeListViewModel(region: "Alps", hikeService: service)
        viewModel.coordinator = self
        viewModel.navigation.subscribe(onNext: { route in
            if case .detail(let id) = route { print(id) }
        }).disposed(by: disposeBag)
        return viewModel
    }

    func finish() {}
}

final class HikeListScreen {
    let viewModel: HikeListViewModel
    let disposeBag = DisposeBag()

    init(viewModel: HikeListViewModel) {
        self.viewModel = viewModel
    }

    func bind(refresh: Observable<Void>) {
        let output = viewModel.transform(input: .init(refresh: refresh))
        output.hikes.drive(onNext: { print($0.count) }).disposed(by: disposeBag)
        print(viewModel.title, viewModel.region)
    }

    func tap(_ id: Int) {
        viewModel.selectedIndex = id
        viewModel.openHike(id)
    }
}
