// How the app uses the view model: its starred-events screen is a subclass that counts the times it is bound, and the
// screen makes it through the base class's initializer and transforms its input as any events list does.
import RxCocoa
import RxSwift

final class StarredEventListViewModel: EventListViewModel {
    private(set) var bindings = 0

    override func transform(input: Input) -> Output {
        bindings += 1
        return super.transform(input: input)
    }
}

func bindStarredEvents(refresh: Observable<Void>, selection: Driver<Int>) -> Driver<String> {
    let viewModel: EventListViewModel = StarredEventListViewModel(provider: EventsProvider())
    let output = viewModel.transform(input: EventListViewModel.Input(refresh: refresh, selection: selection))
    return output.title
}
