// The hand-written logic of the CafeteriaMenu fixture (Fixtures/Import/CafeteriaMenu), over a stream per input and one
// per output: what the hand-written `transform` and `fetchWeek()` did, the filter kept as the last one the view chose.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

extension CafeteriaMenuViewModelLogic {
    static func transform(_ input: Input, fetchWeekUseCase: FetchWeekUseCase) -> Output {
        let weeks = input.viewDidLoad
            .flatMap { fetchWeekUseCase.execute().map { Result<[DayMenu], MenuError>.success($0) }.catch { Just(.failure($0)) } }
            .share()
        let chosen = ChosenFilter()
        let filters = input.changeFilter.handleEvents(receiveOutput: { chosen.value = ($0.soldOut, $0.photos) }).share()
        return Output(
            showWeek: weeks.compactMap { try? $0.get() }.map { week in (week.map(\.day), week.map(\.meals)) }
                .eraseToAnyPublisher(),
            showFilterSheet: input.filterButtonTapped.map { chosen.value }.eraseToAnyPublisher(),
            applyFilter: filters.map { (soldOut: $0.soldOut, photos: $0.photos) }.eraseToAnyPublisher(),
            showError: weeks.compactMap { result -> String? in
                if case let .failure(error) = result { return error.message }
                return nil
            }.eraseToAnyPublisher(),
            favoritesSaved: input.saveFavorites.eraseToAnyPublisher()
        )
    }
}

/// The filter the view chose last, which the hand-written view model kept in a private property.
private final class ChosenFilter {
    var value = (false, true)
}
