// An RxCocoa transform view model as the Clean Architecture apps write it, by hand: it inherits the app's base
// class, the view hands Drivers and a ControlEvent, the list is a BehaviorRelay the table binds to, a relay of
// errors, one plain Observable among the Drivers, and the dispose bag handed in beside the input.
import RxCocoa
import RxRelay
import RxSwift

/// Browses the repositories of a user.
final class RepoBrowserViewModel: BaseViewModel, ViewModelType {
    struct Input {
        let loadTrigger: Driver<Void>
        /// The search text, as the user types it.
        let query: Driver<String>
        let selectRepo: ControlEvent<Int>
    }

    struct Output {
        /// The repositories, which the table binds to.
        let repos: BehaviorRelay<[Repo]>
        let error: PublishRelay<String>
        let isLoading: Driver<Bool>
        let selectedRepo: Observable<Repo>
    }

    private let useCase: RepoUseCase

    init(useCase: RepoUseCase) {
        self.useCase = useCase
    }

    override init() {
        useCase = RepoUseCase()
    }

    func transform(_ input: Input, disposeBag: DisposeBag) -> Output {
        fatalError("the logic")
    }
}
