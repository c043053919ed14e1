// A one-stream event transform as Combine apps write it, by hand, whose `Output` cases carry a tuple the view model
// keeps as one value: the sheet's two switches, the days and the menus of a week. The view matches each tuple as one
// value (`case let .showFilterSheet((soldOut, photos))`), as the view model sends it (`.showFilterSheet(filter)`), and
// one whose one value is `Void` (`case favoritesSaved(Void)`), which the view matches as `.favoritesSaved(())`.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class CafeteriaMenuViewModel: ViewModelType {
    enum Input {
        case viewDidLoad
        case filterButtonTapped
        case changeFilter(soldOut: Bool, photos: Bool)
        case saveFavorites
    }

    enum Output {
        case showWeek(([String], [[Meal]]))
        case showFilterSheet((Bool, Bool))
        case applyFilter(filter: (soldOut: Bool, photos: Bool))
        case showError(String)
        case favoritesSaved(Void)
    }

    private let fetchWeekUseCase: FetchWeekUseCase
    private let outputSubject = PassthroughSubject<Output, Never>()
    private var subscriptions: Set<AnyCancellable> = []
    private var filter: (Bool, Bool) = (false, true)

    init(fetchWeekUseCase: FetchWeekUseCase) {
        self.fetchWeekUseCase = fetchWeekUseCase
    }

    func transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never> {
        input.sink { [weak self] input in
            guard let self else { return }
            switch input {
            case .viewDidLoad:
                fetchWeek()
            case .filterButtonTapped:
                outputSubject.send(.showFilterSheet(filter))
            case let .changeFilter(soldOut, photos):
                filter = (soldOut, photos)
                outputSubject.send(.applyFilter(filter: (soldOut: soldOut, photos: photos)))
            case .saveFavorites:
                outputSubject.send(.favoritesSaved(()))
            }
        }.store(in: &subscriptions)
        return outputSubject.eraseToAnyPublisher()
    }

    private func fetchWeek() {
        fetchWeekUseCase.execute().sink { [weak self] completion in
            if case let .failure(error) = completion { self?.outputSubject.send(.showError(error.message)) }
        } receiveValue: { [weak self] week in
            let days = week.map(\.day)
            self?.outputSubject.send(.showWeek((days, week.map(\.meals))))
        }.store(in: &subscriptions)
    }
}
