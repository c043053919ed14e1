// How the app's reminder screen uses the view model: it sends the switch and the picked hour into `input`, and
// shows what `output`'s subjects hold, reading them through the app's protocol too.
import RxSwift

func bindStudyReminder(_ viewModel: StudyReminderViewModel, bag: DisposeBag) {
    let input: StudyReminderViewModel.Input = viewModel.input
    viewModel.output.isDailyOn.subscribe(onNext: { print($0 ? "On" : "Off") }).disposed(by: bag)
    viewModel.output.hour.subscribe(onNext: { print("\($0):00") }).disposed(by: bag)
    viewModel.output.label.subscribe(onNext: { print($0) }).disposed(by: bag)
    input.toggleDaily.onNext(true)
    viewModel.input.pickHour.onNext(7)
}

func outputs<Model: ViewModelType>(of viewModel: Model) -> Model.Output {
    viewModel.output
}
