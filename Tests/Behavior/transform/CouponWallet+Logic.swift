// The hand-written logic of the CouponWallet fixture (Fixtures/Import/CouponWallet), over the streams every style's
// logic has: a stream per input, one per output. The service's canned answers stand for the network.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

extension CouponWalletViewModelLogic {
    static func transform(_ input: Input, couponService: CouponServicing) -> Output {
        let redeemed = input.redeemTapped
            .flatMap { code in
                couponService.redeem(code).map { Result<(code: String, points: Int), RedeemError>.success((code, $0)) }
                    .catch { Just(.failure($0)) }
            }
            .share()
        return Output(
            idle: Just(()).eraseToAnyPublisher(),
            loaded: input.viewDidLoad.flatMap { couponService.coupons() }.eraseToAnyPublisher(),
            redeemed: redeemed.compactMap { try? $0.get() }.eraseToAnyPublisher(),
            failed: redeemed.compactMap { result -> String? in
                if case let .failure(error) = result { return error.reason }
                return nil
            }.eraseToAnyPublisher()
        )
    }
}
