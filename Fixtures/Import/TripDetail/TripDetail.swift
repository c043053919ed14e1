// An RxSwift triplet whose file imports the Foundation types it names one by one, as declarations (`import class
// Foundation.DateFormatter`, `import struct Foundation.Date`), the way some teams keep a file's imports narrow: the
// module is Foundation, which the generated file imports whole.
import RxSwift
import class Foundation.DateFormatter
import struct Foundation.Date

protocol TripDetailViewModelInputs {
    /// Call when the screen appears.
    func viewDidAppear()
}

protocol TripDetailViewModelOutputs {
    /// When the trip leaves, as the screen shows it.
    var departure: Observable<String> { get }
    /// When the trip was booked.
    var bookedAt: Observable<Date> { get }
}

protocol TripDetailViewModelType {
    var inputs: TripDetailViewModelInputs { get }
    var outputs: TripDetailViewModelOutputs { get }
}

final class TripDetailViewModel: TripDetailViewModelType, TripDetailViewModelInputs, TripDetailViewModelOutputs {
    var inputs: TripDetailViewModelInputs { return self }
    var outputs: TripDetailViewModelOutputs { return self }

    let departure: Observable<String>
    let bookedAt: Observable<Date>

    private let appeared = PublishSubject<Void>()

    init(trip: Trip, formatter: DateFormatter) {
        departure = appeared.map { formatter.string(from: trip.departure) }
        bookedAt = appeared.map { trip.bookedAt }
    }

    func viewDidAppear() {
        appeared.onNext(())
    }
}
