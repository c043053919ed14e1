//
//  AvatarEditViewModel.swift
//  The avatar screen's view model: the screen hands its taps in `Input`, and the coordinator sets the closures the
//  view model tells it through, one of them handing the coordinator a completion to call with the photo the user picks.
//

import Foundation
import RxCocoa
import RxSwift

final class AvatarEditViewModel {
    private let disposeBag = DisposeBag()
    private let avatarRelay = BehaviorRelay<Avatar?>(value: nil)
    private let service: AvatarService

    // MARK: - Coordinator Trigger
    var onCloseTapped: (() -> Void)?
    var onPhotoEditTapped: ((@escaping (Data) -> Void) -> Void)?

    struct Input {
        let closeTapped: Observable<Void>
        let photoEditTapped: Observable<Void>
    }

    struct Output {
        let avatar: Driver<Avatar?>
    }

    init(service: AvatarService) {
        self.service = service
    }

    func transform(input: Input) -> Output {
        input.closeTapped
            .subscribe(onNext: { [weak self] in
                self?.onCloseTapped?()
            })
            .disposed(by: disposeBag)

        input.photoEditTapped
            .subscribe(onNext: { [weak self] in
                self?.onPhotoEditTapped? { [weak self] photo in
                    self?.service.upload(photo) { avatar in
                        self?.avatarRelay.accept(avatar)
                    }
                }
            })
            .disposed(by: disposeBag)

        return Output(avatar: avatarRelay.asDriver())
    }
}
