// A SwiftUI screen's struct view model: its Output, an ObservableObject, has its values set by subscriptions that
// `transform` keeps in the bag the screen hands it (`.store(in: cancelBag)`), so they last as long as the screen.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

struct RedeemVoucherViewModel {
    let navigator: VoucherNavigatorType
    let useCase: VoucherUseCaseType
}

extension RedeemVoucherViewModel: ViewModel {
    struct Input {
        let codeTrigger: Driver<String>
        let redeemTrigger: Driver<Void>
        let walletTrigger: Driver<Void>
    }

    final class Output: ObservableObject {
        @Published var code = ""
        @Published var isRedeemEnabled = false
        @Published var voucher: Voucher?
    }

    func transform(_ input: Input, cancelBag: CancelBag) -> Output {
        let output = Output()

        input.codeTrigger
            .assign(to: \.code, on: output)
            .store(in: cancelBag)

        input.codeTrigger
            .map { $0.count == 8 }
            .assign(to: \.isRedeemEnabled, on: output)
            .store(in: cancelBag)

        input.redeemTrigger
            .map { useCase.redeem(code: output.code).map(Optional.some).replaceError(with: nil) }
            .switchToLatest()
            .assign(to: \.voucher, on: output)
            .store(in: cancelBag)

        input.walletTrigger
            .sink { navigator.showWallet() }
            .store(in: cancelBag)

        return output
    }
}
