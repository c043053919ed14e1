// The coffee order screen's view model: the class alone in its file, taking and returning the structs the protocol's
// file declares.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

final class DefaultCoffeeOrderViewModel: CoffeeOrderViewModel {
    private let menu: MenuService

    init(menu: MenuService) {
        self.menu = menu
    }

    func transform(input: CoffeeOrderViewModelInput) -> CoffeeOrderViewModelOutput {
        let cents = input.sizeTap
            .map { [menu] size in menu.price(ofSize: size) }
        let price = cents
            .map { String(format: "%d.%02d", $0 / 100, $0 % 100) }
            .eraseToAnyPublisher()
        let confirmation = cents
            .map { cents in input.orderTap.map { cents } }
            .switchToLatest()
            .map { "Ordered for \($0) cents" }
            .eraseToAnyPublisher()
        return CoffeeOrderViewModelOutput(price: price, confirmation: confirmation)
    }
}
