// How the app's board screen uses the view model: it sends into the appear subject, passes its taps, and listens to
// the rows, the failures and the city to open.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

extension ForecastBoardScreen {
    func bind(_ viewModel: ForecastBoardViewModel) {
        let input = ForecastBoardViewModel.Input(
            viewWillAppear: viewWillAppear,
            cityTapped: cityTapped.eraseToAnyPublisher()
        )
        let output = viewModel.transform(input: input)
        output.rows
            .sink { [weak self] rows in self?.rows = rows }
            .store(in: &cancellables)
        output.failure
            .sink { failure in print(failure) }
            .store(in: &cancellables)
        output.openCity
            .sink { city in print("open \(city)") }
            .store(in: &cancellables)
        viewWillAppear.send(())
    }
}
