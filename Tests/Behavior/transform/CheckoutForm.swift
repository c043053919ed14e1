// Plays the view of the CheckoutForm fixture against its generated transform view model (RxSwift): the view owns a
// relay and a subject it sends into, reads a BehaviorSubject's and a BehaviorRelay's current values, and binds a
// PublishSubject. Then the generated probe and fake, as a team's tests use them.
import RxRelay
import RxSwift

let cardNumber = PublishRelay<String>()
let tapPay = PublishSubject<Void>()
let coupon = PublishSubject<String>()
let viewModel = CheckoutViewModel(payments: PaymentService())
let output = viewModel.transform(
    input: .init(cardNumber: cardNumber, tapPay: tapPay, applyCoupon: coupon.asObservable()))
let bag = DisposeBag()
var canPay: [Bool] = []
var confirmations: [String] = []
output.canPay.subscribe(onNext: { canPay.append($0) }).disposed(by: bag)
output.paymentConfirmed.subscribe(onNext: { confirmations.append($0) }).disposed(by: bag)
expect(try output.total.value(), 1000, "the total before any coupon")
expect(output.couponMessage.value, nil, "no coupon message at first")
coupon.onNext("TEN")
expect(try output.total.value(), 900, "the coupon takes 10% off the current total")
expect(output.couponMessage.value, "10% off", "the relay holds the latest message")
cardNumber.accept("4242424242424242")
tapPay.onNext(())
expect(canPay, [false, true], "a card of 16 digits can pay")
expect(confirmations, ["paid with 4242"], "paying confirms with the card's last digits")

// A logic test with the generated probe.
let probe = CheckoutViewModelProbe(payments: PaymentService())
probe.inputs.cardNumber("1234")
probe.inputs.applyCoupon("NOPE")
expect(probe.canPay.values, [false, false], "a short card cannot pay")
expect(probe.total.values, [1000, 1000], "an unknown coupon changes nothing")
expect(probe.couponMessage.values, [nil, "unknown coupon NOPE"], "the relay's starting value, then the message")

// A view test with the generated fake.
let fake = CheckoutViewModelFake()
let fakeOutput = fake.transform(input: .init(cardNumber: cardNumber, tapPay: tapPay, applyCoupon: .never()))
cardNumber.accept("1")
tapPay.onNext(())
expect(fake.calls, [.cardNumber("1"), .tapPay], "the fake records what the view sends")
fake.send(total: 5)
expect(try fakeOutput.total.value(), 5, "the view reads what the fake sends")
finishProbeTests()
