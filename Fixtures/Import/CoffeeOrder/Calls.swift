// How the app uses the view model: the screen holds it by its protocol, makes the app's Input from its buttons'
// streams and binds the app's Output.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

final class CoffeeOrderScreen {
    var cancellables = Set<AnyCancellable>()
    let sizeTap = PassthroughSubject<Int, Never>()
    let orderTap = PassthroughSubject<Void, Never>()
    private(set) var priceText = ""
    private(set) var confirmations: [String] = []

    func bind(_ viewModel: CoffeeOrderViewModel) {
        let input = CoffeeOrderViewModelInput(
            sizeTap: sizeTap.eraseToAnyPublisher(), orderTap: orderTap.eraseToAnyPublisher())
        let output: CoffeeOrderViewModelOutput = viewModel.transform(input: input)
        output.price.sink { [weak self] in self?.priceText = $0 }.store(in: &cancellables)
        output.confirmation.sink { [weak self] in self?.confirmations.append($0) }.store(in: &cancellables)
    }
}

func makeCoffeeOrderScreen() -> CoffeeOrderScreen {
    let screen = CoffeeOrderScreen()
    screen.bind(DefaultCoffeeOrderViewModel(menu: MenuService(prices: [250, 320, 390])))
    return screen
}
