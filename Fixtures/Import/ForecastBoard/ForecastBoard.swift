// A Combine transform view model of a weather app's board of forecasts, as an app that wraps long lines writes it:
// the outputs' subjects of a nested type of the screen break before their generic arguments, which Swift reads as one
// type (`PassthroughSubject<[ForecastBoardScreen.Row], Never>`).
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

final class ForecastBoardViewModel: ViewModel {
    private let forecastRepository: ForecastRepository
    private var cancellables = Set<AnyCancellable>()

    init(forecastRepository: ForecastRepository) {
        self.forecastRepository = forecastRepository
    }

    func transform(input: Input) -> Output {
        fatalError("the logic")
    }
}

extension ForecastBoardViewModel {
    struct Input {
        let viewWillAppear: PassthroughSubject<Void, Never>
        let cityTapped: AnyPublisher<String, Never>
    }

    struct Output {
        let rows: PassthroughSubject
        <[ForecastBoardScreen.Row], Never>
        let failure: PassthroughSubject <ForecastFailure, Never>
        let openCity: PassthroughSubject<String, Never>
    }
}
