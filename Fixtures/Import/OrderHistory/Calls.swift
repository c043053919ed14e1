// How the app uses the view model: the screen sets the input the pager makes after building `Input`, and a test
// double replaces the orders the screen shows.
import RxSwift

struct OrderRepositoryDouble: OrderRepository {}

func bindOrderHistory(loaded: Observable<Void>, pages: Observable<Void>, taps: Observable<Int>) -> Observable<[Order]> {
    var input = OrderHistoryViewModel.Input(viewDidLoad: loaded, loadNextPage: .never(), selectOrder: taps, isPaged: .just(true))
    input.loadNextPage = pages
    var output = OrderHistoryViewModel(orders: OrderRepositoryDouble()).transform(input: input)
    output.orders = output.orders.startWith([])
    let _: Observable<Bool> = input.isPaged
    return output.orders
}
