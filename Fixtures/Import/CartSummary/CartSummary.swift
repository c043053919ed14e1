// A public RxSwift transform view model of a shopping module, whose structs declare their initializers: `Output`'s
// takes each member in order, as the generated one does; `Input`'s gives the coupon a default, which its call sites
// leave out. The generated `Input` is made with each member: a warning where the initializer stands, and a
// difference in `--check`.
import RxSwift

public final class CartSummaryViewModel {
    public struct Input {
        public let viewDidLoad: Observable<Void>
        public let checkout: Observable<Void>
        /// The coupon code the user typed.
        public let coupon: Observable<String>

        public init(viewDidLoad: Observable<Void>, checkout: Observable<Void>, coupon: Observable<String> = .never()) {
            self.viewDidLoad = viewDidLoad
            self.checkout = checkout
            self.coupon = coupon
        }
    }

    public struct Output {
        public let total: Observable<String>
        public let isCheckoutEnabled: Observable<Bool>

        public init(total: Observable<String>, isCheckoutEnabled: Observable<Bool>) {
            self.total = total
            self.isCheckoutEnabled = isCheckoutEnabled
        }
    }

    private let cart: CartService

    public init(cart: CartService) {
        self.cart = cart
    }

    public func transform(input: Input) -> Output {
        fatalError("the logic")
    }
}
