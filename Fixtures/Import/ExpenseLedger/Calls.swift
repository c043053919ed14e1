// How the app's expense list uses the view model: it shows what `output`'s relays hold, reloads on pull, switches the
// category (reading the one chosen first, the relay's starting value) and opens an expense.
import RxCocoa
import RxSwift

func bindExpenseList(_ viewModel: ExpenseListViewModel, bag: DisposeBag) {
    viewModel.output.expenses.subscribe(onNext: { print($0.map(\.title)) }).disposed(by: bag)
    viewModel.output.isLoading.subscribe(onNext: { print($0) }).disposed(by: bag)
    viewModel.input.reload.accept(())
    if viewModel.input.category.value == .all {
        viewModel.input.category.accept(.food)
    }
    viewModel.input.expenseTapped.onNext(0)
}

func makeExpenseList() -> ExpenseListViewModel {
    ExpenseListViewModel(ledger: Ledger(entries: [Expense(title: "Lunch", amount: 12, category: .food)]))
}
