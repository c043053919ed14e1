// How the app's voucher screen uses the view model: it keeps a bag for the screen's life, makes the Input of its
// triggers, hands both to `transform` and reads the values of the Output it observes.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class RedeemVoucherScreen {
    let cancelBag = CancelBag()
    let output: RedeemVoucherViewModel.Output

    init(viewModel: RedeemVoucherViewModel, code: PassthroughSubject<String, Never>, redeem: PassthroughSubject<Void, Never>) {
        let input = RedeemVoucherViewModel.Input(
            codeTrigger: code.eraseToAnyPublisher(),
            redeemTrigger: redeem.eraseToAnyPublisher(),
            walletTrigger: Empty().eraseToAnyPublisher())
        output = viewModel.transform(input, cancelBag: cancelBag)
        output.$voucher.sink { print($0?.amount ?? 0) }.store(in: cancelBag)
        let enabled: Bool = output.isRedeemEnabled
        print(output.code, enabled)
    }
}
