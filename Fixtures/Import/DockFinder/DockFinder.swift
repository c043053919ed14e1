// An RxSwift view model of the triplet style as a bike-sharing app writes it: the class conforms to its own inputs
// and outputs, keeps its subjects as they are, and holds an internal `disposeBag` its initializer subscribes into.
import RxSwift

protocol DockFinderViewModelInputs {
    var refresh: PublishSubject<Void> { get }
}

protocol DockFinderViewModelOutputs {
    var docks: PublishSubject<[Dock]> { get }
}

protocol DockFinderViewModelType {
    var inputs: DockFinderViewModelInputs { get }
    var outputs: DockFinderViewModelOutputs { get }
}

final class DockFinderViewModel: DockFinderViewModelType, DockFinderViewModelInputs, DockFinderViewModelOutputs {
    var inputs: DockFinderViewModelInputs { return self }
    var outputs: DockFinderViewModelOutputs { return self }

    let disposeBag = DisposeBag()
    let refresh = PublishSubject<Void>()
    let docks = PublishSubject<[Dock]>()

    init(map: DockMap) {
        refresh.map { map.nearby() }.subscribe(onNext: { [docks] in docks.onNext($0) }).disposed(by: disposeBag)
    }
}
