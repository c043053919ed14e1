// A transform view model as CleanArchitectureRxSwift and the apps that copied it write one, by hand: a shared
// `ViewModelType` with associated types, the input unlabelled and a dispose bag beside it, renamed structs.
import RxCocoa
import RxSwift

/// Lists the branches of a repository.
final class BranchesViewModel: ViewModelType {
    struct BranchInput {
        /// Load (or reload) the branches.
        let loadTrigger: Observable<Void>
        let selectBranch: Observable<Int>
    }

    struct BranchOutput {
        /// The branch names, in order.
        let branches: Driver<[String]>
        let isLoading: Driver<Bool>
    }

    private let service: BranchService

    init(service: BranchService) {
        self.service = service
    }

    func transform(_ input: BranchInput, disposeBag: DisposeBag) -> BranchOutput {
        fatalError("the logic")
    }
}
