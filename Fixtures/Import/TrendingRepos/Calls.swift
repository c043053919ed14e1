// How the app's trending screen uses the view model: it reaches the inputs through 'inputs' and the outputs through
// 'output', as the type protocol names them.
import RxCocoa
import RxSwift

final class TrendingReposScreen {
    var titles: [String] = []

    func bind(_ viewModel: TrendingReposViewModelType, disposeBag: DisposeBag) {
        viewModel.output.repositories.drive(onNext: { [weak self] in self?.titles = $0.map(\.fullName) }).disposed(by: disposeBag)
        viewModel.output.isLoading.drive(onNext: { print($0) }).disposed(by: disposeBag)
        viewModel.output.openRepository.drive(onNext: { print($0.fullName) }).disposed(by: disposeBag)
        viewModel.inputs.loadTrigger.onNext(())
        viewModel.inputs.loadNextTrigger.onNext(())
        viewModel.inputs.repositoryTapped(at: 0)
    }
}

func showTrendingRepos(disposeBag: DisposeBag) {
    TrendingReposScreen().bind(TrendingReposViewModel(api: TrendingAPI()), disposeBag: disposeBag)
}
