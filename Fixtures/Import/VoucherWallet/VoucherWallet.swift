// An RxSwift triplet whose use cases the class resolves itself through the app's dependency container, a property
// wrapper written without arguments or a value (`@Injected`), as Resolver-style containers have it: its initializer
// neither takes nor sets them. The debug menu swaps the one it reads for canned data; the other is private.
import RxSwift

protocol VoucherWalletViewModelInputs {
    /// Call when the screen appears.
    func viewWillAppear()
}

protocol VoucherWalletViewModelOutputs {
    /// The coupons the user holds.
    var coupons: Observable<[Coupon]> { get }
}

protocol VoucherWalletViewModelType {
    var inputs: VoucherWalletViewModelInputs { get }
    var outputs: VoucherWalletViewModelOutputs { get }
}

final class VoucherWalletViewModel: VoucherWalletViewModelType, VoucherWalletViewModelInputs, VoucherWalletViewModelOutputs {
    var inputs: VoucherWalletViewModelInputs { return self }
    var outputs: VoucherWalletViewModelOutputs { return self }

    /// Fetches the coupons; the debug menu sets one that serves canned ones.
    @Injected var fetchCouponsUseCase: FetchCouponsUseCase
    @Injected private var analytics: Analytics

    var coupons: Observable<[Coupon]> {
        return couponsSubject.asObservable()
    }

    private let couponsSubject = BehaviorSubject<[Coupon]>(value: [])
    private let bag = DisposeBag()

    func viewWillAppear() {
        analytics.track("coupon_wallet")
        fetchCouponsUseCase.execute()
            .subscribe(onNext: { [weak self] in self?.couponsSubject.onNext($0) })
            .disposed(by: bag)
    }
}
