// A view model as MGArchitecture apps write it (RxSwift): a struct whose contract is an extension conforming to the
// app's shared ViewModel protocol, a transform that takes the caller's dispose bag, and outputs kept in the app's
// @Property wrapper, which the view reads as values and binds through the relays they project.
import RxRelay
import RxSwift

/// Lists a user's repositories, a page at a time.
struct RepoListViewModel {
    let service: RepoService
    let pageSize: Int
}

// MARK: - ViewModel
extension RepoListViewModel: ViewModel {
    struct Input {
        let load: Observable<Void>
        let loadMore: Observable<Void>
        /// The row the user tapped.
        let selectRepo: Observable<Int>
    }

    struct Output {
        @Property var repos = [Repo]()
        @Property var isLoading = false
        /// Why the last page did not load, if it did not.
        @Property var errorMessage: String?
        @Property var order = SortOrder.stars
        let selectedRepo: Observable<Repo>
    }

    func transform(_ input: Input, disposeBag: DisposeBag) -> Output {
        fatalError("the logic")
    }
}
