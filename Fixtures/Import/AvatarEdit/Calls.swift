// How the app's coordinator makes the view model and sets the closures it is told through, keeping the completion it
// is handed until the photo picker returns, and how the screen binds it.
import Foundation
import RxCocoa
import RxSwift

final class AvatarEditCoordinator {
    private var pendingPick: ((Data) -> Void)?
    private(set) var isClosed = false

    func start(service: AvatarService) -> AvatarEditViewModel {
        let viewModel = AvatarEditViewModel(service: service)
        viewModel.onCloseTapped = { [weak self] in
            self?.isClosed = true
        }
        viewModel.onPhotoEditTapped = { [weak self] completion in
            // Kept until the picker returns: the completion escapes this closure.
            self?.pendingPick = completion
        }
        return viewModel
    }

    func pickerDidFinish(with photo: Data) {
        pendingPick?(photo)
        pendingPick = nil
    }
}

final class AvatarEditScreen {
    private let disposeBag = DisposeBag()
    private(set) var shown: Avatar?

    func bind(_ viewModel: AvatarEditViewModel, close: Observable<Void>, edit: Observable<Void>) {
        let output = viewModel.transform(input: AvatarEditViewModel.Input(closeTapped: close, photoEditTapped: edit))
        output.avatar
            .drive(onNext: { [weak self] avatar in
                self?.shown = avatar
            })
            .disposed(by: disposeBag)
    }
}
