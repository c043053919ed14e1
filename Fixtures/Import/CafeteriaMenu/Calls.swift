// The screen of the CafeteriaMenu fixture, as the app writes it: it sends `Input` cases into a subject it owns and
// matches each tuple the view model sends as one value, by its elements or whole.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class CafeteriaMenuScreen {
    private let viewModel: CafeteriaMenuViewModel
    private let inputSubject = PassthroughSubject<CafeteriaMenuViewModel.Input, Never>()
    private var subscriptions: Set<AnyCancellable> = []
    private(set) var log: [String] = []

    init(viewModel: CafeteriaMenuViewModel) {
        self.viewModel = viewModel
        viewModel.transform(input: inputSubject.eraseToAnyPublisher()).sink { [weak self] output in
            switch output {
            case let .showWeek((days, meals)):
                self?.log.append("\(days.count) days, \(meals.joined().count) meals")
            case let .showFilterSheet((soldOut, photos)):
                self?.presentFilterSheet(soldOut: soldOut, photos: photos)
            case let .applyFilter(filter):
                self?.log.append("filter \(filter.soldOut) \(filter.photos)")
            case let .showError(message):
                self?.log.append("error \(message)")
            case .favoritesSaved(()):
                self?.log.append("saved")
            }
        }.store(in: &subscriptions)
        inputSubject.send(.viewDidLoad)
    }

    private func presentFilterSheet(soldOut: Bool, photos: Bool) {
        log.append("sheet \(soldOut) \(photos)")
    }

    func filterTapped() {
        inputSubject.send(.filterButtonTapped)
    }

    func saveTapped() {
        inputSubject.send(.saveFavorites)
    }

    func sheetClosed(soldOut: Bool, photos: Bool) {
        inputSubject.send(.changeFilter(soldOut: soldOut, photos: photos))
    }
}

/// What the screen's preview shows: the cases a view model sends, made as the view model makes them.
let cafeteriaMenuPreview: [CafeteriaMenuViewModel.Output] = [
    .showWeek((["Mon"], [[Meal(name: "Bibimbap", isSoldOut: false)]])),
    .showFilterSheet((false, true)),
    .applyFilter(filter: (soldOut: true, photos: false)),
]
