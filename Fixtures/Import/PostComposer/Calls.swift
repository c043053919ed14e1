// How the app uses the view model: the composer screen hands its `Input`, binds the `Output`, keeps the action to
// retry once the network is back, and reads and sets the picked photos and tags on the view model.
import Foundation
import RxCocoa
import RxSwift

final class PostComposerScreen {
    let disposeBag = DisposeBag()
    var retry: (() -> Void)?
    var isSubmitEnabled = false

    func bind(_ viewModel: PostComposerViewModel, title: Observable<String>, submit: Observable<Void>) {
        let output = viewModel.transform(input: PostComposerViewModel.Input(title: title, submitTap: submit))
        output.isSubmitEnabled
            .drive(onNext: { [weak self] in self?.isSubmitEnabled = $0 })
            .disposed(by: disposeBag)
        output.retryWhenOnline
            .subscribe(onNext: { [weak self] in self?.retry = $0 })
            .disposed(by: disposeBag)
        viewModel.didPost
            .subscribe(onNext: { done in done("posted") })
            .disposed(by: disposeBag)
    }

    func networkCameBack() {
        retry?()
        retry = nil
    }

    func pick(_ photo: String, size: Int, _ viewModel: PostComposerViewModel) {
        viewModel.pickedPhotos.accept(viewModel.pickedPhotos.value + [(photo, size)])
        viewModel.tags.accept(viewModel.tags.value.union(["photo"]))
    }
}
