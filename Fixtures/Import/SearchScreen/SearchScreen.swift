// A BlaBlaCar-style transform view model in RxCocoa, written by hand: Observable inputs, Driver and Signal
// outputs, a labelled tuple input, a dependency with a default, and a Driver input (`@driver` in the spec).
import RxCocoa
import RxSwift

/// Searches the catalogue as the user types.
final class SearchViewModel {
    struct Input {
        /// The query typed so far.
        let query: Observable<String>
        let refresh: Observable<Void>
        /// A result was selected, with its position.
        let select: Observable<(row: Int, section: Int)>
        let backTapped: Driver<Void>
    }

    struct Output {
        /// The results of the latest query.
        let results: Driver<[SearchResult]>
        let isSearching: Driver<Bool>
        /// An error to show once.
        let error: Signal<String>
    }

    private let api: SearchAPI

    init(api: SearchAPI = SearchAPI(), debounce: Double = 0.3) {
        self.api = api
    }

    func transform(input: Input) -> Output {
        fatalError("the logic")
    }
}
