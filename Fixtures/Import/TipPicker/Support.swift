// The app's base class of its view models, which keeps their subscriptions.
import RxSwift

class BaseViewModel {
    var bag = DisposeBag()

    init() {}
}
