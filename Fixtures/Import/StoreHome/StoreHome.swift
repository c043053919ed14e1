// A store's home screen, as the app's template writes each screen: the transform in an extension, its Output a
// struct that makes the relay the screen reports its pull-to-refresh state through itself, and whose own initializer
// takes the banners under the shorter label the screens write and leaves the loading flag to a default.
import RxSwift
import RxCocoa

final class StoreHomeViewModel {

    private let catalog: StoreCatalog

    init(catalog: StoreCatalog) {
        self.catalog = catalog
    }
}

extension StoreHomeViewModel: ViewModelType {

    struct Input {
        let reload: Driver<Void>
    }

    struct Output {
        let refreshState = BehaviorRelay<RefreshState>(value: .idle)
        let banners: Driver<[Banner]>
        let isLoading: Driver<Bool>

        init(items banners: Driver<[Banner]>, isLoading: Driver<Bool> = .just(false)) {
            self.banners = banners
            self.isLoading = isLoading
        }
    }

    func transform(input: Input) -> Output {
        let banners = input.reload.asObservable()
            .flatMapLatest { [catalog] in
                catalog.banners()
            }
            .asDriver(onErrorJustReturn: [])
        return Output(items: banners)
    }
}
