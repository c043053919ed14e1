// How the app's release list uses the view model: it picks a platform, titles itself with the one picked last, and
// lists the releases.
import RxCocoa
import RxSwift

final class ReleaseListScreen {
    var title = ""

    func bind(_ viewModel: ReleaseFilterViewModelType, disposeBag: DisposeBag) {
        viewModel.inputs.platform("macOS")
        title = viewModel.outputs.platformRelay.value
        viewModel.outputs.releases.drive(onNext: { print($0.map(\.version)) }).disposed(by: disposeBag)
        viewModel.inputs.refresh()
    }
}

func showReleases(disposeBag: DisposeBag) {
    ReleaseListScreen().bind(ReleaseFilterViewModel(store: ReleaseStore()), disposeBag: disposeBag)
}
