// An RxSwift view model of the triplet style as a ride-sharing app writes it: the class keeps the subjects its
// protocols declare, made in its initializer, and declares beside them the helpers its map screen calls, which send
// into those subjects as the view would.
import RxSwift

protocol RideFinderViewModelInputs {
    var locationRequest: PublishSubject<Bool> { get }
}

protocol RideFinderViewModelOutputs {
    var position: PublishSubject<Coordinate> { get }
    var nearbyRides: PublishSubject<[Ride]> { get }
}

protocol RideFinderViewModelType {
    var inputs: RideFinderViewModelInputs { get }
    var outputs: RideFinderViewModelOutputs { get }
}

final class RideFinderViewModel: RideFinderViewModelType, RideFinderViewModelInputs, RideFinderViewModelOutputs {
    var inputs: RideFinderViewModelInputs { return self }
    var outputs: RideFinderViewModelOutputs { return self }

    var locationRequest: PublishSubject<Bool>
    var position: PublishSubject<Coordinate>
    var nearbyRides: PublishSubject<[Ride]>
    private let locator: Locator
    private let bag = DisposeBag()

    init(locator: Locator) {
        self.locator = locator
        locationRequest = PublishSubject<Bool>()
        position = PublishSubject<Coordinate>()
        nearbyRides = PublishSubject<[Ride]>()
        locationRequest.subscribe(onNext: { [weak self] _ in self?.locateMe() }).disposed(by: bag)
    }

    /// The map's locate button asks for the latest position.
    func locateMe() {
        position.onNext(locator.current())
    }

    func showRides(_ rides: [Ride]) {
        self.nearbyRides.onNext(rides.filter { $0.isFree })
    }
}
