// How the app's setup screen uses the view model: it makes it with the plan, configures its child views from the view
// models it built, binds what it shows and starts the workout.
import RxCocoa
import RxSwift

final class WorkoutSetupScreen {
    let viewModel: WorkoutSetupViewModel
    let disposeBag = DisposeBag()

    init(plan: WorkoutPlan) {
        viewModel = WorkoutSetupViewModel(dependency: .init(plan: plan, durations: [10, 20, 30]))
    }

    func viewDidLoad() {
        let picker = viewModel.subViewModels.durationPickerViewModel
        print(picker.durations, viewModel.subViewModels.intensityViewModel.level, viewModel.dependency.plan.name)
        viewModel.output.selectedDuration.emit(onNext: { print("duration", $0) }).disposed(by: disposeBag)
        viewModel.output.canStart.drive(onNext: { print("can start", $0) }).disposed(by: disposeBag)
        picker.selected.accept(20)
        viewModel.input.startTapped.onNext(())
        print(viewModel.subViewModels.intensityViewModel.isLocked)
    }
}
