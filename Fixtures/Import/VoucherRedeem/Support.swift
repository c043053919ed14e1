// The app's types the VoucherRedeem view model uses: its bag of subscriptions, which a screen keeps and hands each
// view model's `transform`, its name for Combine's publishers that never fail, and its view model protocol.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class CancelBag {
    fileprivate(set) var subscriptions = Set<AnyCancellable>()

    init() {}

    func cancel() {
        subscriptions.forEach { $0.cancel() }
        subscriptions.removeAll()
    }
}

extension AnyCancellable {
    func store(in cancelBag: CancelBag) {
        cancelBag.subscriptions.insert(self)
    }
}

typealias Driver<T> = AnyPublisher<T, Never>

protocol ViewModel {
    associatedtype Input
    associatedtype Output

    func transform(_ input: Input, cancelBag: CancelBag) -> Output
}

public struct Voucher: Equatable {
    public var code: String
    public var amount: Int

    public init(code: String, amount: Int) {
        self.code = code
        self.amount = amount
    }
}

public protocol VoucherUseCaseType {
    func redeem(code: String) -> AnyPublisher<Voucher, Error>
}

public protocol VoucherNavigatorType {
    func showWallet()
}
