// An RxSwift view model of the subject-bridged style as a recipe app writes it: its `Input` and `Output` structs make
// their relays themselves, its initializer binds them, and the screen, its table's data source and the detail screen
// ask the view model for what the outputs hold: the keyword searched last, the number of rows, a row's recipe. The
// retry button sends the last keyword again through `retry()`.
import Foundation
import RxCocoa
import RxSwift

final class RecipeFinderViewModel {
    struct Input {
        let search = PublishRelay<String>()
    }

    struct Output {
        let keyword = BehaviorRelay<String>(value: "")
        let recipes = BehaviorRelay<[Recipe]>(value: [])
        let isLoading = BehaviorRelay<Bool>(value: false)
    }

    let input: Input
    let output: Output
    private let disposeBag = DisposeBag()

    init(service: RecipeService) {
        let input = Input()
        let output = Output()
        input.search
            .do(onNext: { keyword in
                output.keyword.accept(keyword)
                output.isLoading.accept(true)
            })
            .flatMapLatest { service.recipes(matching: $0) }
            .subscribe(onNext: { recipes in
                output.isLoading.accept(false)
                output.recipes.accept(recipes)
            })
            .disposed(by: disposeBag)
        self.input = input
        self.output = output
    }

    /// The keyword searched last, for the screen's title.
    var currentKeyword: String {
        output.keyword.value
    }

    /// The number of rows of the table.
    var recipeCount: Int { output.recipes.value.count }

    /// The recipe of a row, for the table's data source and the detail screen.
    func recipe(at row: Int) -> Recipe {
        output.recipes.value[row]
    }

    /// The retry button: searches the last keyword again.
    func retry() {
        input.search.accept(output.keyword.value)
    }
}
