// How the app's coordinator and screen use the view model: the coordinator sets itself and follows `routes`; the
// screen sends into `input`, binds `output`, reads the pinned count and composes through the helper.
import Foundation
import RxCocoa
import RxSwift

final class NoteBoardCoordinator: NoteBoardCoordinating {
    let disposeBag = DisposeBag()
    var viewModel: NoteBoardViewModel?

    func start(store: NoteStore) {
        let viewModel = NoteBoardViewModel(store: store)
        viewModel.coordinator = self
        viewModel.routes.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        self.viewModel = viewModel
    }

    func close() {}
}

final class NoteBoardScreen {
    let viewModel: NoteBoardViewModel
    let disposeBag = DisposeBag()

    init(viewModel: NoteBoardViewModel) {
        self.viewModel = viewModel
    }

    func bind() {
        viewModel.output.notes.drive(onNext: { print($0.count) }).disposed(by: disposeBag)
        viewModel.input.refresh.onNext(())
        viewModel.pinnedCount += 1
        print(viewModel.hasPinned)
    }

    func composeTapped() {
        viewModel.compose()
    }
}
