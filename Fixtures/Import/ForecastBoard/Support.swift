// The app's types the ForecastBoard view model uses: the protocol of its view models, the board screen whose rows
// it makes, the repository and its failure.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

/// The protocol the app's view models conform to.
protocol ViewModel {
    associatedtype Input
    associatedtype Output
    func transform(input: Input) -> Output
}

/// Why the forecasts did not load.
enum ForecastFailure: Error {
    case offline
    case noLocation
}

/// The forecasts of the user's cities.
protocol ForecastRepository {
    func forecasts() -> AnyPublisher<[ForecastBoardScreen.Row], ForecastFailure>
}

/// The board screen, which shows a row per city.
final class ForecastBoardScreen {
    struct Row: Hashable {
        let city: String
        let high: Int
        let low: Int
    }

    let viewWillAppear = PassthroughSubject<Void, Never>()
    let cityTapped = PassthroughSubject<String, Never>()
    var rows: [Row] = []
    var cancellables = Set<AnyCancellable>()
}
