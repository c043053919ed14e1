// The hand-written logic of the CheckoutForm fixture (Fixtures/Import/CheckoutForm): the total starts at 1000 cents,
// a coupon "TEN" takes 10% off, a card of 16 digits can pay, and paying confirms with the card's last four digits.
import RxSwift

extension CheckoutViewModelLogic {
    static func transform(_ input: Input, payments: PaymentService) -> Output {
        let discount = input.applyCoupon.map { $0 == "TEN" ? 10 : 0 }.startWith(0).share(replay: 1)
        let card = input.cardNumber.share(replay: 1)
        return Output(
            total: discount.map { 1000 - 1000 * $0 / 100 },
            canPay: card.map { $0.count == 16 }.startWith(false),
            paymentConfirmed: input.tapPay.withLatestFrom(card).map { "paid with \($0.suffix(4))" },
            couponMessage: input.applyCoupon.map { $0 == "TEN" ? "10% off" : "unknown coupon \($0)" }
        )
    }
}
