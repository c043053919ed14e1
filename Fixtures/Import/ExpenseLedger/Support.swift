// The app's types the ExpenseLedger view model uses, and its protocol of associated types every view model conforms
// to.
protocol ViewModelType {
    associatedtype Input
    associatedtype Output

    var input: Input { get }
    var output: Output { get }
}

enum ExpenseCategory {
    case all
    case food
    case travel
}

struct Expense {
    var title: String
    var amount: Double
    var category: ExpenseCategory
}

final class Ledger {
    var entries: [Expense]

    init(entries: [Expense]) {
        self.entries = entries
    }

    func expenses(in category: ExpenseCategory) -> [Expense] {
        category == .all ? entries : entries.filter { $0.category == category }
    }
}
