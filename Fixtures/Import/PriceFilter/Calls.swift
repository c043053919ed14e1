// How the app's filter screen uses the view model: it hands the sliders' ranges, no refresh, its sort relay, and
// opens the sub-filter it is given.
import RxCocoa
import RxSwift

func bindPriceFilter(ranges: Observable<(ClosedRange<Double>, ClosedRange<Double>)>, apply: Observable<Void>) -> Driver<Int> {
    let sort = BehaviorRelay<SortOrder>(value: .price)
    let input = PriceFilterViewModel.Input(rangesChanged: ranges, refresh: nil, sort: sort, apply: apply)
    let output = PriceFilterViewModel(catalog: CatalogService()).transform(input: input)
    let _: Driver<PriceFilterViewModel> = output.subfilter
    return output.resultCount
}
