// An RxCocoa transform view model of a filter screen with the shapes the spec reads as they are and one it cannot
// say yet: two ranges sent as a tuple without labels (one value of the tuple's type, read exactly); the sort the view
// makes and hands in as a BehaviorRelay of the app's enum (`@relay ... = .price`, its first case, for test support),
// a child filter of the same view model type; a refresh that call sites may leave nil: a warning where it stands and
// a difference in `--check`, the rest imported.
import RxCocoa
import RxSwift

final class PriceFilterViewModel {
    struct Input {
        /// The price and rating ranges the sliders chose.
        let rangesChanged: Observable<(ClosedRange<Double>, ClosedRange<Double>)>
        let refresh: Observable<Void>?
        let sort: BehaviorRelay<SortOrder>
        let apply: Observable<Void>
    }

    struct Output {
        let resultCount: Driver<Int>
        let subfilter: Driver<PriceFilterViewModel>
    }

    private let catalog: CatalogService

    init(catalog: CatalogService) {
        self.catalog = catalog
    }

    func transform(input: Input) -> Output {
        fatalError("the logic")
    }
}
