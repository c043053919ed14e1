// How the app's chores screen uses the view model: it hands the add and done taps in `Input`, shows the list and the
// count left, titles itself with the household's name, clears the list from its menu and offers the suggestions.
import Foundation
import RxCocoa
import RxSwift

final class ChoreListScreen {
    let viewModel = ChoreListViewModel()
    let disposeBag = DisposeBag()

    func bind(add: Observable<String>, done: Observable<Int>) {
        let output = viewModel.transform(input: ChoreListViewModel.Input(addTap: add, doneTap: done))
        output.choreList
            .subscribe(onNext: { print($0.map(\.title)) })
            .disposed(by: disposeBag)
        output.remaining
            .drive(onNext: { print("\($0) left") })
            .disposed(by: disposeBag)
        print(viewModel.household.value.name)
    }

    func clearTapped() {
        viewModel.chores = []
        viewModel.choreList.onNext([])
    }

    func suggest(_ chores: [Chore]) {
        viewModel.suggestions.accept(chores)
        viewModel.household.accept(Household(name: "Flat", members: chores.count))
    }
}
