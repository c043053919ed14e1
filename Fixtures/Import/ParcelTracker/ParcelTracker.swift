// A transform view model whose team named the method otherwise (`convert`), on a shared protocol of associated
// types that declares it so: the screens call `viewModel.convert(input:disposeBag:)`, and the generated class keeps
// that name (`transform: convert(input: Input, disposeBag: DisposeBag) -> Output`).
import RxCocoa
import RxSwift

/// Tracks a parcel by its code.
final class ParcelTrackerViewModel: ViewModel {
    struct Input {
        let viewDidLoad: Observable<Void>
        /// The tracking code the user types.
        let trackingCode: Observable<String>
        let refreshTap: Observable<Void>
    }

    struct Output {
        /// Where the parcel is now.
        let status: Driver<String>
        let isLoading: Driver<Bool>
        let errorMessage: Signal<String>
    }

    private let service: ParcelService

    init(service: ParcelService) {
        self.service = service
    }

    func convert(input: Input, disposeBag: DisposeBag) -> Output {
        fatalError("the logic")
    }
}
