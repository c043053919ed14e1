// How the app's tab bar uses the view model: it makes it with the signed-in user, makes the tabs' screens from the view
// models it built, reads the tab it starts on, binds the selection and reads what the tracker logged.
import RxCocoa
import RxSwift

final class HangoutTabsScreen {
    let viewModel: HangoutTabsViewModel
    let disposeBag = DisposeBag()

    init(user: HangoutUser) {
        viewModel = HangoutTabsViewModel(dependency: .init(user: user, selectedIndex: 1))
    }

    func viewDidLoad() {
        print(viewModel.subViewModels.profileViewModel.user.name, viewModel.subViewModels.listViewModel.hangouts)
        print("starts on", viewModel.state.selectedIndex, "for", viewModel.dependency.user.id)
        viewModel.output.selectedIndex.drive(onNext: { print("tab", $0) }).disposed(by: disposeBag)
        viewModel.input.listTapped.onNext(())
        print(viewModel.tracker.events)
    }
}
