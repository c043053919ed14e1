// How the app's invite screen uses the view model: it names the inputs by the protocol's associated type, sends the
// room's title and the taps into the relays, and binds the outputs.
import RxSwift

final class RoomInviteScreen {
    var sent = false

    func bind(_ viewModel: RoomInviteViewModel, disposeBag: DisposeBag) {
        let input: RoomInviteViewModel.InputType = viewModel.input
        input.roomTitle.accept("Friday")
        input.inviteTapped.accept(())
        viewModel.output.inviteSent.subscribe(onNext: { [weak self] in self?.sent = $0 }).disposed(by: disposeBag)
        viewModel.output.canInvite.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
    }
}

func describe<Model: ReactiveViewModelable>(_ viewModel: Model) -> String {
    "\(type(of: viewModel.input)) \(type(of: viewModel.output))"
}

func showRoomInvite(disposeBag: DisposeBag) {
    let viewModel = RoomInviteViewModel(inviter: RoomInviter())
    RoomInviteScreen().bind(viewModel, disposeBag: disposeBag)
    print(describe(viewModel))
}
