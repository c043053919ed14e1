// An RxCocoa view model of the subject-bridged style as a fitness app's setup screen writes it: it is made with a struct
// of what it depends on (the plan, the durations to offer), and its initializer builds from it the view models of the
// screen's child views (a struct of its own, which the screen reads to configure them) and then binds to them: what
// the duration picker selects is what the screen shows and what lets the workout start. `Input` holds observers
// bridged to private subjects, `Output` the signal and driver the screen binds.
import RxCocoa
import RxSwift

/// The screen that sets up a workout before it starts.
final class WorkoutSetupViewModel: ViewModelType {
    struct SubViewModels {
        let durationPickerViewModel: DurationPickerViewModel
        let intensityViewModel: IntensitySliderViewModel
    }

    struct Input {
        let startTapped: AnyObserver<Void>
    }

    struct Output {
        let selectedDuration: Signal<String>
        let canStart: Driver<Bool>
    }

    let dependency: WorkoutSetupDependency
    let subViewModels: SubViewModels
    let input: Input
    let output: Output

    private let startTapped$ = PublishSubject<Void>()
    private let selectedDuration$ = BehaviorSubject<Int?>(value: nil)
    private let disposeBag = DisposeBag()

    init(dependency: WorkoutSetupDependency) {
        self.dependency = dependency
        self.subViewModels = SubViewModels(
            durationPickerViewModel: DurationPickerViewModel(durations: dependency.durations),
            intensityViewModel: IntensitySliderViewModel(level: dependency.plan.intensity)
        )

        // MARK: Streams
        let selectedDuration = selectedDuration$
            .compactMap { $0 }
            .map { "\($0) min" }
            .asSignal(onErrorJustReturn: "")
        let canStart = selectedDuration$
            .map { $0 != nil }
            .asDriver(onErrorJustReturn: false)

        // MARK: Input & Output
        self.input = Input(startTapped: startTapped$.asObserver())
        self.output = Output(selectedDuration: selectedDuration, canStart: canStart)

        // MARK: Binding
        subViewModels.durationPickerViewModel.selected
            .subscribe(selectedDuration$)
            .disposed(by: disposeBag)
        startTapped$
            .subscribe(onNext: { [subViewModels] in subViewModels.intensityViewModel.lock() })
            .disposed(by: disposeBag)
    }
}
