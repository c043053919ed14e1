// An RxSwift transform view model of a bus-stop search, as an app with its own dependency container writes it: the
// use case is resolved by a property wrapper given the type to resolve (`@Injected(StopSearchUseCase.self)`), so the
// initializer takes only the coordinator; the map screen reads the use case's recent stops through the view model.
import Foundation
import RxSwift

final class StopSearchViewModel: ViewModelType {
    struct Input {
        let searchText: Observable<String>
    }

    struct Output {
        let stops: Observable<[BusStop]>
    }

    @Injected(StopSearchUseCase.self) var useCase: StopSearchUseCase
    private let coordinator: StopSearchCoordinator

    init(coordinator: StopSearchCoordinator) {
        self.coordinator = coordinator
    }

    func transform(input: Input) -> Output {
        Output(stops: input.searchText.flatMapLatest { [useCase] in useCase.search($0) })
    }
}
