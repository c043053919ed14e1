// An RxCocoa transform view model its coordinator makes with the Output, starting the trip and its title in relays of
// its own, and whose screen reads what those relays hold through two shorthands of the class (`trip`, `titleText`),
// which its own bindings read too.
import Foundation
import RxCocoa
import RxSwift

/// Renames a trip: the user edits its title, then saves it.
final class TripRenameViewModel: ViewModel {
    private let output: Output

    let disposeBag = DisposeBag()
    let navigation = PublishRelay<Navigation>()

    init(output: Output) {
        self.output = output
    }
}

// MARK: - Input & Output

extension TripRenameViewModel {
    struct Input {
        let titleChanged: Signal<String>
        let saveTapped: Signal<Void>
    }

    struct Output {
        /// The trip being renamed.
        let trip: BehaviorRelay<Trip>
        let titleText: BehaviorRelay<String>
        let isSaveEnabled = BehaviorRelay<Bool>(value: true)
    }

    enum Navigation {
        case pop(Trip)
    }
}

// MARK: - Transform

extension TripRenameViewModel {
    func transform(_ input: Input) -> Output {
        input.titleChanged
            .emit(onNext: { [weak self] title in
                self?.output.titleText.accept(title)
                self?.output.isSaveEnabled.accept(!title.isEmpty)
            })
            .disposed(by: disposeBag)

        input.saveTapped
            .emit(onNext: { [weak self] in
                guard let self else { return }
                self.navigation.accept(.pop(Trip(id: self.trip.id, title: self.titleText)))
            })
            .disposed(by: disposeBag)

        return output
    }
}

// MARK: - Shorthands

extension TripRenameViewModel {
    var trip: Trip {
        output.trip.value
    }

    var titleText: String {
        output.titleText.value
    }
}
