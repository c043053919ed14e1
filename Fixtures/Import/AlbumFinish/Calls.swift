// How the app's coordinator makes the view model, starting the relays it hands in `Output(...)`, and how the screen
// binds it: it hands its `Input` and reads the relays of the `Output` `transform` returns.
import Foundation
import RxCocoa
import RxSwift

func makeAlbumFinish(album: Album, photoCount: Int) -> AlbumFinishViewModel {
    AlbumFinishViewModel(output: .init(album: .init(value: album), photoCount: .init(value: photoCount)))
}

final class AlbumFinishScreen {
    let disposeBag = DisposeBag()

    func bind(_ viewModel: AlbumFinishViewModel, picked: Signal<SaveOption>, finish: Signal<Void>) -> String {
        let output = viewModel.transform(AlbumFinishViewModel.Input(saveOptionPicked: picked, finishTapped: finish))
        output.finished.subscribe(onNext: { print("finished") }).disposed(by: disposeBag)
        let saving = output.isSaving.value ? "saving " : ""
        return saving + output.album.value.title + " (\(output.photoCount.value)) " + "\(output.saveOption.value)"
    }
}
