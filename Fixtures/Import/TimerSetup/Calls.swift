// How the app uses the view model: the setup screen accepts its taps into the input and binds the output, and the
// screen's preview builds an Output of its own from the view model's input and a store of its own, as the view model
// does.
import RxSwift
import RxRelay

func bindTimerSetup(_ viewModel: TimerSetupViewModel, bag: DisposeBag) {
    viewModel.input.addMinutes.accept(())
    viewModel.output.minutes.subscribe(onNext: { print("\($0) min") }).disposed(by: bag)
    viewModel.output.started.subscribe(onNext: { print("started \($0.minutes)") }).disposed(by: viewModel.disposeBag)
    viewModel.input.start.accept(())
}

func previewTimerSetup(_ viewModel: TimerSetupViewModel) -> TimerSetupViewModel.Output {
    TimerSetupViewModel.Output(input: viewModel.input, store: TimerStore())
}
