// The screen of the CouponWallet fixture, as the app writes it: it makes the view model's `Input` of its own subjects
// and switches over the states `transform` returns; another screen depends on the app's protocol.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class CouponWalletScreen {
    private let viewModel: CouponWalletViewModelRepresentable
    private let viewDidLoad = PassthroughSubject<Void, Never>()
    private let redeemTapped = PassthroughSubject<String, Never>()
    private var subscriptions: Set<AnyCancellable> = []
    private(set) var rows: [String] = []
    private(set) var banner: String?

    init(viewModel: CouponWalletViewModelRepresentable) {
        self.viewModel = viewModel
        bind()
        viewDidLoad.send(())
    }

    private func bind() {
        let input = CouponWalletViewModel.Input(
            viewDidLoad: viewDidLoad.eraseToAnyPublisher(),
            redeemTapped: redeemTapped.eraseToAnyPublisher()
        )
        let output: CouponWalletViewModelOutput = viewModel.transform(input: input)
        output.sink { [weak self] state in self?.render(state) }.store(in: &subscriptions)
    }

    private func render(_ state: CouponWalletViewModel.State) {
        switch state {
        case .idle: banner = nil
        case let .loaded(coupons): rows = coupons.map(\.code)
        case let .redeemed(code, points): banner = "\(code): +\(points)"
        case let .failed(reason): banner = reason
        }
    }

    func redeem(_ code: String) {
        redeemTapped.send(code)
    }
}

func makeCouponWallet(service: CouponServicing) -> CouponWalletScreen {
    CouponWalletScreen(viewModel: CouponWalletViewModel(couponService: service))
}
