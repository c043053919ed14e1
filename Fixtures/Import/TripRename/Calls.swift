// How the app's coordinator makes the view model, starting the relays it hands in `Output(...)`, and how the screen
// binds it: it hands its `Input`, reads the relays of the `Output` `transform` returns and the class's shorthands,
// and the coordinator follows its navigation.
import Foundation
import RxCocoa
import RxSwift

func makeTripRename(trip: Trip) -> TripRenameViewModel {
    TripRenameViewModel(output: .init(trip: .init(value: trip), titleText: .init(value: trip.title)))
}

final class TripRenameScreen {
    let disposeBag = DisposeBag()

    func bind(_ viewModel: TripRenameViewModel, title: Signal<String>, save: Signal<Void>) -> String {
        let output = viewModel.transform(TripRenameViewModel.Input(titleChanged: title, saveTapped: save))
        viewModel.navigation
            .subscribe(onNext: { route in
                if case .pop(let trip) = route { print("renamed \(trip.title)") }
            })
            .disposed(by: disposeBag)
        let enabled = output.isSaveEnabled.value ? "" : " (not saved)"
        return "\(viewModel.trip.id): " + viewModel.titleText + enabled
    }
}
