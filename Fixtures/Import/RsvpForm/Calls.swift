// How the app's coordinator makes the view model (its Input and Output left out), how a test hands its own, and how
// the screen sends into the Input and binds the Output.
import Foundation
import RxRelay
import RxSwift

func makeRsvpForm(invitation: Invitation) -> RsvpFormViewModel {
    RsvpFormViewModel(invitation: invitation)
}

func makeRsvpFormForTest(invitation: Invitation) -> (RsvpFormViewModel, RsvpFormViewModel.Input, RsvpFormViewModel.Output) {
    let input = RsvpFormViewModel.Input()
    let output = RsvpFormViewModel.Output()
    return (RsvpFormViewModel(input: input, output: output, invitation: invitation), input, output)
}

final class RsvpFormScreen {
    let disposeBag = DisposeBag()

    func bind(_ viewModel: RsvpFormViewModel) -> String {
        viewModel.input.viewDidLoad.onNext(())
        viewModel.input.guestCount.accept(2)
        viewModel.input.confirmTapped.accept(())
        viewModel.output.confirmed.subscribe(onNext: { print("confirmed \($0)") }).disposed(by: disposeBag)
        return viewModel.output.eventTitle.value + (viewModel.output.isConfirmEnabled.value ? "" : " (full)")
    }
}
