// How the app's recipe screen uses the view model: it sends the search field's text into `input`, binds `output`,
// titles itself with the keyword, asks the view model for the count and the rows, and retries.
import Foundation
import RxSwift

final class RecipeFinderScreen {
    let viewModel: RecipeFinderViewModel
    let disposeBag = DisposeBag()
    var rows: [String] = []

    init(viewModel: RecipeFinderViewModel) {
        self.viewModel = viewModel
    }

    func bind(searchText: Observable<String>) {
        searchText.bind(to: viewModel.input.search).disposed(by: disposeBag)
        viewModel.output.recipes
            .subscribe(onNext: { [weak self] _ in self?.reload() })
            .disposed(by: disposeBag)
        viewModel.output.isLoading
            .subscribe(onNext: { print($0 ? "loading" : "loaded") })
            .disposed(by: disposeBag)
    }

    func reload() {
        print("Recipes for " + viewModel.currentKeyword)
        rows = (0..<viewModel.recipeCount).map { viewModel.recipe(at: $0).title }
    }

    func retryTapped() {
        viewModel.retry()
    }
}
