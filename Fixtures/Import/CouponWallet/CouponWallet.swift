// A transform of states as Combine apps write it: the view hands a struct of streams, the view model returns one
// stream of the screen's states, an enum the view switches over. The result is named by the app's typealias
// (`CouponWalletViewModelOutput`, in Support.swift), and `transform` is declared in an extension conforming to the
// app's protocol of it.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// Lists the user's coupons and redeems one for points.
final class CouponWalletViewModel {
    struct Input {
        let viewDidLoad: AnyPublisher<Void, Never>
        /// The user tapped "Redeem" on a coupon.
        let redeemTapped: AnyPublisher<String, Never>
    }

    enum State {
        case idle
        case loaded([Coupon])
        /// A coupon was redeemed for points.
        case redeemed(code: String, points: Int)
        case failed(String)
    }

    private var subscriptions: Set<AnyCancellable> = []
    private let couponService: CouponServicing

    init(couponService: CouponServicing) {
        self.couponService = couponService
    }
}

extension CouponWalletViewModel: CouponWalletViewModelRepresentable {
    func transform(input: Input) -> CouponWalletViewModelOutput {
        let loaded = input.viewDidLoad
            .flatMap { [couponService] in couponService.coupons() }
            .map(State.loaded)
        let redeemed = input.redeemTapped
            .flatMap { [couponService] code in
                couponService.redeem(code)
                    .map { State.redeemed(code: code, points: $0) }
                    .catch { Just(State.failed($0.reason)) }
            }
        let idle: CouponWalletViewModelOutput = Just(.idle).eraseToAnyPublisher()
        return [idle, loaded.eraseToAnyPublisher(), redeemed.eraseToAnyPublisher()].publisher
            .flatMap { $0 }
            .eraseToAnyPublisher()
    }
}
