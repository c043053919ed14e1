#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The app's name of the stream every screen's `transform` returns, and the protocol a screen depends on.
typealias CouponWalletViewModelOutput = AnyPublisher<CouponWalletViewModel.State, Never>

protocol CouponWalletViewModelRepresentable {
    func transform(input: CouponWalletViewModel.Input) -> CouponWalletViewModelOutput
}

struct Coupon: Equatable {
    var code: String
    var points: Int
}

struct RedeemError: Error, Equatable {
    var reason: String
}

protocol CouponServicing {
    func coupons() -> AnyPublisher<[Coupon], Never>
    func redeem(_ code: String) -> AnyPublisher<Int, RedeemError>
}
