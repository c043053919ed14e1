// A community app's post composer, as such apps write it: the view model declares its relays without writing their
// types, which Swift infers from the generic arguments their initializers spell out, a closure among them (the action
// to retry once the network is back, which the screen keeps and runs), a tuple of the picked photos, and a set of tags.
import Foundation
import RxCocoa
import RxSwift

final class PostComposerViewModel {
    struct Input {
        let title: Observable<String>
        let submitTap: Observable<Void>
    }

    struct Output {
        let isSubmitEnabled: Driver<Bool>
        let retryWhenOnline: PublishRelay<(() -> Void)?>
    }

    let retryWhenOnline = PublishRelay<(() -> Void)?>()
    let didPost = PublishRelay<(String) -> Void>()
    let pickedPhotos = BehaviorRelay<[(String, Int)]>(value: [])
    let tags = BehaviorRelay<Set<String>>.init(value: [])
    private let uploader: PostUploader
    private let disposeBag = DisposeBag()

    init(uploader: PostUploader) {
        self.uploader = uploader
    }

    func transform(input: Input) -> Output {
        input.submitTap
            .withLatestFrom(input.title)
            .subscribe(onNext: { [weak self] title in self?.submit(title) })
            .disposed(by: disposeBag)
        return Output(
            isSubmitEnabled: input.title.map { !$0.isEmpty }.asDriver(onErrorJustReturn: false),
            retryWhenOnline: retryWhenOnline
        )
    }

    private func submit(_ title: String) {
        guard uploader.isOnline else {
            retryWhenOnline.accept { [weak self] in self?.submit(title) }
            return
        }
        retryWhenOnline.accept(nil)
        uploader.upload(title: title, photos: pickedPhotos.value.map(\.0), tags: tags.value)
    }
}
