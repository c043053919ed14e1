// How the app's invite screen uses the view model: it binds the error banner, the friends and the sent state of
// `outputs`, and calls the class's helper itself when the team's icon is picked.
import RxSwift

func bindTeamInvite(_ viewModel: TeamInviteViewModel, bag: DisposeBag) {
    viewModel.outputs.isError.subscribe(onNext: { print("error", $0) }).disposed(by: bag)
    viewModel.outputs.isSent.subscribe(onNext: { print("sent") }).disposed(by: bag)
    viewModel.outputs.friends.subscribe(onNext: { print($0.map(\.name)) }).disposed(by: bag)
    viewModel.inputs.errorInput.onNext(false)
    viewModel.uploadIcon(named: "crest.png")
}
