// How the app's roster screen uses the view model: the view controller, on the main actor, hands its taps to
// `transform` and binds what it returns.
import RxCocoa
import RxSwift

@MainActor
final class ShiftRosterScreen {
    let viewModel: ShiftRosterViewModel
    let disposeBag = DisposeBag()
    var titles: [String] = []

    init(viewModel: ShiftRosterViewModel) {
        self.viewModel = viewModel
    }

    func bind(refresh: Observable<Void>, swapTapped: Observable<Int>) {
        let output = viewModel.transform(ShiftRosterViewModel.Input(refresh: refresh, swapTapped: swapTapped))
        output.shifts.drive(onNext: { [weak self] in self?.titles = $0 }).disposed(by: disposeBag)
        let _: Driver<Bool> = output.isLoading
        let _: Observable<Int> = output.swapRequested
    }
}

@MainActor
func makeRosterScreen() -> ShiftRosterScreen {
    ShiftRosterScreen(viewModel: ShiftRosterViewModel(rosterService: RosterService()))
}
