// How the app uses the view model: the flow makes it with what the screen is about and hears of the paid order; the
// screen calls the inputs and drives its total label from the outputs.
import Foundation
import RxCocoa
import RxSwift

final class TicketFlowController {
    var paid: [TicketOrder] = []

    func showCheckout(eventName: String, seats: Int) -> TicketCheckoutViewModelType {
        let viewModel = TicketCheckoutViewModel(input: .init(eventName: eventName, seats: seats, pricePerSeat: 40))
        viewModel.outputs.onPaid = { [weak self] order in self?.paid.append(order) }
        return viewModel
    }
}

final class TicketCheckoutScreen {
    let disposeBag = DisposeBag()
    var totalText = ""

    func bind(_ viewModel: TicketCheckoutViewModelType) {
        viewModel.outputs.total
            .drive(onNext: { [weak self] text in self?.totalText = text })
            .disposed(by: disposeBag)
        viewModel.inputs.viewDidLoad()
    }

    func payTapped(_ viewModel: TicketCheckoutViewModelType) {
        viewModel.inputs.didTapPay()
    }
}
