// How the app uses the view model: its screen drives the list and sends the taps, and its coordinator subscribes to
// the requests as `Observable`s.
import RxCocoa
import RxSwift

final class JournalFeedScreen {
    var titles: [String] = []

    func bind(_ viewModel: JournalFeedViewModelType, disposeBag: DisposeBag) {
        viewModel.outputs.entries.drive(onNext: { [weak self] in self?.titles = $0.map(\.title) }).disposed(by: disposeBag)
        viewModel.inputs.viewWillAppear.accept(())
        viewModel.inputs.addButtonTap.accept(())
        viewModel.inputs.entryTap.accept(0)
    }
}

final class JournalCoordinator {
    let disposeBag = DisposeBag()

    func start() {
        let viewModel = JournalFeedViewModel(journal: JournalStore())
        let addRequests: Observable<Void> = viewModel.outputs.addRequest
        addRequests.subscribe(onNext: { print("add") }).disposed(by: disposeBag)
        viewModel.outputs.detailRequest.subscribe(onNext: { print($0.title) }).disposed(by: disposeBag)
        JournalFeedScreen().bind(viewModel, disposeBag: disposeBag)
    }
}
