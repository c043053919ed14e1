// The protocol the coffee order screen holds its view model by, with the transform's two structs beside it at the top
// level, as the app declares them for each screen in the protocol's file; and the app's menu service.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

struct CoffeeOrderViewModelInput {
    let sizeTap: AnyPublisher<Int, Never>
    let orderTap: AnyPublisher<Void, Never>
}

struct CoffeeOrderViewModelOutput {
    let price: AnyPublisher<String, Never>
    let confirmation: AnyPublisher<String, Never>
}

protocol CoffeeOrderViewModel {
    func transform(input: CoffeeOrderViewModelInput) -> CoffeeOrderViewModelOutput
}

final class MenuService {
    private let prices: [Int]

    init(prices: [Int]) {
        self.prices = prices
    }

    func price(ofSize size: Int) -> Int {
        prices.indices.contains(size) ? prices[size] : 0
    }
}
