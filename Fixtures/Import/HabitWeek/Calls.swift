// How the app uses the view model: its screen makes it with the service, reads the placeholder days at once to lay
// out the grid and the streaks it shows, and binds its output.
import RxSwift

func bindHabitWeek(loaded: Observable<Void>, toggles: Observable<Int>, disposeBag: DisposeBag) -> String {
    let viewModel = HabitWeekViewModel(habitService: HabitService())
    let output = viewModel.transform(input: .init(viewDidLoad: loaded, toggledDay: toggles))
    output.checkedDays.drive(onNext: { _ in }).disposed(by: disposeBag)
    viewModel.days[0].title = "Mon"
    return "\(viewModel.days.count) days, streak \(viewModel.streaks["run"] ?? 0)"
}
