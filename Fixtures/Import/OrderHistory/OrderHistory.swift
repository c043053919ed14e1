// An RxSwift transform view model whose `Input` and `Output` declare their members `var`, as many apps write
// them: the screen builds `Input` and then sets a member, and a test replaces an output's stream. The import carries
// it as `members: var`, so the call sites keep compiling; `isPaged`, a `let` among them, may be `var` for them.
import RxSwift

final class OrderHistoryViewModel {
    struct Input {
        var viewDidLoad: Observable<Void>
        var loadNextPage: Observable<Void>
        /// The order the user picked.
        var selectOrder: Observable<Int>
        let isPaged: Observable<Bool>
    }

    struct Output {
        var orders: Observable<[Order]>
        var isLoading: Observable<Bool>
        var openOrder: Observable<Order>
    }

    private let orders: OrderRepository

    init(orders: OrderRepository) {
        self.orders = orders
    }

    func transform(input: Input) -> Output {
        fatalError("the logic")
    }
}
