// An RxCocoa transform view model its coordinator makes with the Output: the coordinator starts the album and its
// photo count in relays of its own and hands them in `Output(...)`, the struct makes the others with their starting
// values, and `transform` binds the screen's inputs into them and returns the very Output the view model was handed.
import Foundation
import RxCocoa
import RxSwift

/// Finishes an album: the user picks how to save it, then confirms.
final class AlbumFinishViewModel: ViewModel {
    private let disposeBag = DisposeBag()
    private let output: Output

    init(output: Output) {
        self.output = output
    }
}

// MARK: - Input & Output

extension AlbumFinishViewModel {
    struct Input {
        let saveOptionPicked: Signal<SaveOption>
        let finishTapped: Signal<Void>
    }

    struct Output {
        /// The album being finished.
        let album: BehaviorRelay<Album>
        let photoCount: BehaviorRelay<Int>
        /// How the album is saved: as one album until the user picks otherwise.
        let saveOption = BehaviorRelay<SaveOption>(value: .single)
        let isSaving = BehaviorRelay<Bool>(value: false)
        let finished = PublishRelay<Void>()
    }
}

// MARK: - Transform

extension AlbumFinishViewModel {
    func transform(_ input: Input) -> Output {
        input.saveOptionPicked
            .emit(onNext: { [weak self] option in self?.output.saveOption.accept(option) })
            .disposed(by: disposeBag)

        input.finishTapped
            .emit(onNext: { [weak self] in
                guard let self else { return }
                self.output.isSaving.accept(true)
                self.output.finished.accept(())
            })
            .disposed(by: disposeBag)

        return output
    }
}
