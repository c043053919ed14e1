// How the app's trip screen uses the view model: it shows when the trip leaves and when it was booked.
import Foundation
import RxSwift

final class TripDetailScreen {
    var departureText = ""

    func bind(_ viewModel: TripDetailViewModelType, disposeBag: DisposeBag) {
        viewModel.outputs.departure.subscribe(onNext: { [weak self] in self?.departureText = $0 }).disposed(by: disposeBag)
        viewModel.outputs.bookedAt.subscribe(onNext: { print($0.timeIntervalSince1970) }).disposed(by: disposeBag)
        viewModel.inputs.viewDidAppear()
    }
}

func showTrip(disposeBag: DisposeBag) {
    let trip = Trip(departure: Date(), bookedAt: Date(timeIntervalSince1970: 0))
    TripDetailScreen().bind(TripDetailViewModel(trip: trip, formatter: DateFormatter()), disposeBag: disposeBag)
}
