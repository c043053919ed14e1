// An RxSwift subject-style view model that takes its own Input and Output, each with a default: every screen makes it
// with its coordinator alone, and a test hands its own Input and Output to send into and watch. Both structs make
// their relays and subjects themselves, and the initializer binds the inputs to the outputs.
import Foundation
import RxRelay
import RxSwift

/// Answers an invitation: the guest picks how many come and confirms.
final class RsvpFormViewModel: BaseViewModel {
    struct Input {
        let viewDidLoad: PublishSubject<Void> = PublishSubject()
        /// How many guests come with the one invited.
        let guestCount = BehaviorRelay<Int>(value: 0)
        let confirmTapped = PublishRelay<Void>()
    }

    struct Output {
        let eventTitle = BehaviorRelay<String>(value: "")
        let isConfirmEnabled = BehaviorRelay<Bool>(value: false)
        let confirmed = PublishSubject<Int>()
    }

    let input: Input
    let output: Output

    private let disposeBag = DisposeBag()

    init(input: Input = Input(), output: Output = Output(), invitation: Invitation) {
        self.input = input
        self.output = output

        input.viewDidLoad
            .map { invitation.title }
            .bind(to: output.eventTitle)
            .disposed(by: disposeBag)

        input.guestCount
            .map { $0 <= invitation.maxGuests }
            .bind(to: output.isConfirmEnabled)
            .disposed(by: disposeBag)

        input.confirmTapped
            .withLatestFrom(input.guestCount)
            .subscribe(output.confirmed)
            .disposed(by: disposeBag)
    }
}
