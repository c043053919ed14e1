// Plays the screens of the CouponWallet fixture against its generated transform of states (Combine): the view hands
// the view model a struct of its own subjects and records the states of the one stream `transform` returns, in order;
// then the logic test with the probe and the view test with the fake.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The network: two coupons; "EXPIRED" cannot be redeemed, any other code gives 50 points.
struct CannedCoupons: CouponServicing {
    func coupons() -> AnyPublisher<[Coupon], Never> {
        Just([Coupon(code: "WELCOME", points: 50), Coupon(code: "EXPIRED", points: 10)]).eraseToAnyPublisher()
    }

    func redeem(_ code: String) -> AnyPublisher<Int, RedeemError> {
        code == "EXPIRED" ? Fail(error: RedeemError(reason: "expired")).eraseToAnyPublisher()
            : Just(50).setFailureType(to: RedeemError.self).eraseToAnyPublisher()
    }
}

func describe(_ state: CouponWalletViewModel.State) -> String {
    switch state {
    case .idle: return "idle"
    case let .loaded(coupons): return "loaded " + coupons.map(\.code).joined(separator: ",")
    case let .redeemed(code, points): return "redeemed \(code) \(points)"
    case let .failed(reason): return "failed \(reason)"
    }
}

var subscriptions = Set<AnyCancellable>()
let viewDidLoad = PassthroughSubject<Void, Never>()
let redeemTapped = PassthroughSubject<String, Never>()
var shown: [String] = []
let viewModel = CouponWalletViewModel(couponService: CannedCoupons())
let output: CouponWalletViewModelOutput = viewModel.transform(input: CouponWalletViewModel.Input(
    viewDidLoad: viewDidLoad.eraseToAnyPublisher(), redeemTapped: redeemTapped.eraseToAnyPublisher()))
output.sink { shown.append(describe($0)) }.store(in: &subscriptions)
expect(shown, ["idle"], "the screen starts idle")
viewDidLoad.send(())
redeemTapped.send("EXPIRED")
redeemTapped.send("WELCOME")
expect(shown, ["idle", "loaded WELCOME,EXPIRED", "failed expired", "redeemed WELCOME 50"],
       "each input stream reaches the logic, and each output comes back as its state")

// The screen of the app, through its protocol: the generated view model conforms to it.
let screen = makeCouponWallet(service: CannedCoupons())
screen.redeem("WELCOME")
expect(screen.rows, ["WELCOME", "EXPIRED"], "the screen's rows, from the loaded state")
expect(screen.banner, "WELCOME: +50", "the screen's banner, from the redeemed state")

// A logic test with the generated probe: it sends into the input streams as the view does, and records each
// state's values in its output's recorder.
let probe = CouponWalletViewModelProbe(couponService: CannedCoupons())
probe.inputs.viewDidLoad()
probe.inputs.redeemTapped("EXPIRED")
probe.inputs.redeemTapped("NEW")
expect(probe.idle.count, 1, "a state without values is recorded once per state")
expect(probe.loaded.values, [[Coupon(code: "WELCOME", points: 50), Coupon(code: "EXPIRED", points: 10)]],
       "the probe records each state's value in its recorder")
expect(probe.redeemed.values.map(\.code), ["NEW"], "a state of two values is recorded as a tuple")
expect(probe.failed.values, ["expired"], "a failure the logic catches is its state")
expect(probe.loaded.isCompleted, false, "the stream of states has not ended")

// A view test with the generated fake: it records what the view sends on each stream and shows it the states the
// test sends.
let fake = CouponWalletViewModelFake()
let fakeScreen = CouponWalletScreen(viewModel: fake)
fakeScreen.redeem("WELCOME")
expect(fake.calls, [.viewDidLoad, .redeemTapped("WELCOME")], "the fake records what the view sends")
fake.send(loaded: [Coupon(code: "SPRING", points: 5)])
fake.send(redeemed: (code: "SPRING", points: 5))
expect(fakeScreen.rows, ["SPRING"], "the fake shows the view the states the test sends")
expect(fakeScreen.banner, "SPRING: +5", "a state of two values, as the test sends it")
finishProbeTests()
