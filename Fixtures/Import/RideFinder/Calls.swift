// How the app's map screen uses the view model: it binds the position and the rides of `outputs`, asks for a
// location through `inputs`, and calls the class's helpers itself: the locate button and the list the search returned.
import RxSwift

func bindRideFinder(_ viewModel: RideFinderViewModel, bag: DisposeBag) {
    viewModel.outputs.position.subscribe(onNext: { print($0.latitude, $0.longitude) }).disposed(by: bag)
    viewModel.outputs.nearbyRides.subscribe(onNext: { print($0.map(\.id)) }).disposed(by: bag)
    viewModel.inputs.locationRequest.onNext(true)
    viewModel.locateMe()
    viewModel.showRides([Ride(id: 7, isFree: true)])
}
