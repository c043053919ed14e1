// How the app uses the view model: the wallet screen shows the coupons, and the debug menu swaps in canned ones.
import RxSwift

final class VoucherWalletScreen {
    func bind(_ viewModel: VoucherWalletViewModelType, disposeBag: DisposeBag) {
        viewModel.outputs.coupons.subscribe(onNext: { print($0.map(\.code)) }).disposed(by: disposeBag)
        viewModel.inputs.viewWillAppear()
    }
}

struct CannedCouponsUseCase: FetchCouponsUseCase {
    func execute() -> Observable<[Coupon]> {
        .just([Coupon(code: "WELCOME")])
    }
}

func showCannedCoupons(disposeBag: DisposeBag) {
    let viewModel = VoucherWalletViewModel()
    viewModel.fetchCouponsUseCase = CannedCouponsUseCase()
    VoucherWalletScreen().bind(viewModel, disposeBag: disposeBag)
}
