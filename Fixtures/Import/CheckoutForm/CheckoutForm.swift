// An RxSwift transform view model with relays and subjects on both sides, by hand: the view accepts into relays
// it owns, the total is a BehaviorSubject with a current value, the confirmation a PublishSubject.
import RxRelay
import RxSwift

/// Collects a card and pays for the basket.
final class CheckoutViewModel {
    struct Input {
        let cardNumber: PublishRelay<String>
        let tapPay: PublishSubject<Void>
        let applyCoupon: Observable<String>
    }

    struct Output {
        /// The amount to pay, in cents.
        let total: BehaviorSubject<Int>
        let canPay: Observable<Bool>
        let paymentConfirmed: PublishSubject<String>
        let couponMessage: BehaviorRelay<String?>
    }

    private let payments: PaymentService

    init(payments: PaymentService) {
        self.payments = payments
    }

    func transform(input: Input) -> Output {
        fatalError("the logic")
    }
}
