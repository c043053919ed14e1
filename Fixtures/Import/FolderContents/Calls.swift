// How the app's folder screen uses the view model: it pushes the view model each opened folder brings, as the same
// screen, and reads it as the view model it is.
import Foundation
import RxCocoa
import RxSwift

final class FolderScreen {
    let viewModel: FolderContentsViewModel
    let disposeBag = DisposeBag()

    init(viewModel: FolderContentsViewModel) {
        self.viewModel = viewModel
    }

    func bind(refresh: Observable<Void>, selection: Driver<FileItem>, push: @escaping (FolderScreen) -> Void) {
        let output = viewModel.transform(input: FolderContentsViewModel.Input(headerRefresh: refresh, selection: selection))
        output.navigationTitle.drive(onNext: { print($0) }).disposed(by: disposeBag)
        output.items.drive(onNext: { print($0.map(\.name)) }).disposed(by: disposeBag)
        output.openContents.drive(onNext: { viewModel in push(FolderScreen(viewModel: viewModel)) }).disposed(by: disposeBag)
        output.openFile.drive(onNext: { print($0 as Any) }).disposed(by: disposeBag)
    }
}
