// How the app's chart screen and the sheet use the view model: the chart makes it with the songs it has checked and
// the memo typed; the sheet binds `transform`, shows how many songs it adds, and clears them once they are added.
import Foundation
import RxCocoa
import RxSwift

final class ChartScreen {
    func addToPlaylist(_ checked: [String], memo: String, useCase: PlaylistUseCase) -> PlaylistAddSheet {
        PlaylistAddSheet(viewModel: PlaylistAddViewModel(songIDs: checked, memo: memo, playlistUseCase: useCase))
    }
}

final class PlaylistAddSheet {
    let viewModel: PlaylistAddViewModel
    let disposeBag = DisposeBag()

    init(viewModel: PlaylistAddViewModel) {
        self.viewModel = viewModel
    }

    func bind(viewDidLoad: Observable<Void>, tapped: Observable<Int>) {
        let output = viewModel.transform(input: PlaylistAddViewModel.Input(viewDidLoad: viewDidLoad, playlistTapped: tapped))
        output.playlists.drive(onNext: { print($0) }).disposed(by: disposeBag)
        output.didAdd.emit(onNext: { [weak self] _ in self?.viewModel.songIDs = [] }).disposed(by: disposeBag)
        print("\(viewModel.songIDs.count) songs", viewModel.memo ?? "")
    }
}
