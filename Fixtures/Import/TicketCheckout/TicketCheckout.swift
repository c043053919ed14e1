// The checkout screen of a concert-tickets app, as triplets made by a flow controller write it: the flow hands the
// view model what the screen is about in a struct the class nests (`Input`, kept in `private let input`), the screen
// calls the inputs and drives its labels from the outputs, and the flow sets a closure on the outputs to hear that the
// order went through.
import Foundation
import RxCocoa
import RxSwift

protocol TicketCheckoutViewModelInputsType {
    func viewDidLoad()
    func didTapPay()
}

protocol TicketCheckoutViewModelOutputsType: AnyObject {
    var total: Driver<String> { get }
    var onPaid: ((TicketOrder) -> Void) { get set }
}

protocol TicketCheckoutViewModelType {
    var inputs: TicketCheckoutViewModelInputsType { get }
    var outputs: TicketCheckoutViewModelOutputsType { get }
}

final class TicketCheckoutViewModel: TicketCheckoutViewModelType, TicketCheckoutViewModelInputsType,
    TicketCheckoutViewModelOutputsType {
    struct Input {
        let eventName: String
        let seats: Int
        let pricePerSeat: Int
    }

    private let input: Input

    init(input: Input) {
        self.input = input
        total = viewDidLoadRelay
            .map { "\(input.seats) x \(input.eventName): \(input.seats * input.pricePerSeat) EUR" }
            .asDriver(onErrorJustReturn: "")
    }

    var inputs: TicketCheckoutViewModelInputsType { return self }
    var outputs: TicketCheckoutViewModelOutputsType { return self }

    // Outputs
    let total: Driver<String>
    var onPaid: ((TicketOrder) -> Void) = { _ in }

    private let viewDidLoadRelay = PublishRelay<Void>()

    // Inputs
    func viewDidLoad() {
        viewDidLoadRelay.accept(())
    }

    func didTapPay() {
        onPaid(TicketOrder(eventName: input.eventName, seats: input.seats))
    }
}
