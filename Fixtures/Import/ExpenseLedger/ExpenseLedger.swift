// An RxSwift view model of the subject-bridged style as a budgeting app's screens write it: the class makes its
// `input` and `output` where it declares them, writing each relay's starting value in the call that makes the struct
// (`Input(reload: BehaviorRelay<Void>(value: ()), ...)`), the struct's members declared without one, so the list loads
// as soon as the screen subscribes, with no event of its own. Its `Output` holds the relays it accepts into.
import RxCocoa
import RxSwift

/// The month's expenses, reloaded on pull and filtered by category.
final class ExpenseListViewModel: ViewModelType {
    struct Input {
        /// Starts with a value: the first load needs no pull.
        let reload: BehaviorRelay<Void>
        let category: BehaviorRelay<ExpenseCategory>
        let expenseTapped: PublishSubject<Int>
    }

    struct Output {
        let expenses: BehaviorRelay<[Expense]>
        let isLoading: BehaviorRelay<Bool>
    }

    let input = Input(reload: BehaviorRelay<Void>(value: ()),
                      category: BehaviorRelay<ExpenseCategory>(value: .all),
                      expenseTapped: PublishSubject<Int>())
    let output = Output(expenses: BehaviorRelay<[Expense]>(value: []),
                        isLoading: BehaviorRelay<Bool>(value: false))

    private let ledger: Ledger
    private let disposeBag = DisposeBag()

    init(ledger: Ledger) {
        self.ledger = ledger
        Observable.combineLatest(input.reload, input.category)
            .map { [ledger] _, category in ledger.expenses(in: category) }
            .bind(to: output.expenses)
            .disposed(by: disposeBag)
    }
}
