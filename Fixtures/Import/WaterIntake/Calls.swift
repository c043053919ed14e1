// How the app uses the view model: the screen reads the goal through the type protocol's state at once, sends through
// its input and observes its output.
import RxSwift

func bindWaterIntake(_ viewModel: WaterIntakeViewModelProtocol, disposeBag: DisposeBag) -> String {
    viewModel.output.remaining.subscribe(onNext: { _ in }).disposed(by: disposeBag)
    viewModel.input.loggedGlass.onNext(250)
    return "Goal: \(viewModel.state.dailyGoal) ml"
}

func makeWaterIntake() -> WaterIntakeViewModelProtocol {
    WaterIntakeViewModel(settings: HydrationSettings(dailyGoal: 2_000))
}
