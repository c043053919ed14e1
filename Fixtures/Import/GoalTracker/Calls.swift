// How the app's screen uses the view model: it holds the one protocol, binds the outputs, sends into the
// observers and binds its close button through the app's protocol's extension.
import RxCocoa
import RxSwift

final class GoalTrackerScreen {
  let viewModel: any GoalTrackerViewModelType
  let disposeBag = DisposeBag()
  var titles: [String] = []
  var spinning = false

  init(viewModel: any GoalTrackerViewModelType) {
    self.viewModel = viewModel
  }

  func bind(closeTaps: Signal<Void>) {
    viewModel.goals.drive(onNext: { [weak self] in self?.titles = $0.map(\.title) }).disposed(by: disposeBag)
    viewModel.isLoading.drive(onNext: { [weak self] in self?.spinning = $0 }).disposed(by: disposeBag)
    viewModel.bindDismiss(to: closeTaps).disposed(by: disposeBag)
    viewModel.refresh.onNext(())
    viewModel.goalTapped.onNext(0)
    viewModel.dismiss.accept(())
  }
}
