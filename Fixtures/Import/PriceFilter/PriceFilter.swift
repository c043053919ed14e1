// An RxCocoa transform view model of a filter screen with shapes the spec reads as they are: two ranges sent as a
// tuple without labels (one value of the tuple's type, read exactly); a refresh that call sites may leave nil (an
// `@optional` input); the sort the view makes and hands in as a BehaviorRelay of the app's enum (`@relay ... =
// .price`, its first case, for test support), a child filter of the same view model type.
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
