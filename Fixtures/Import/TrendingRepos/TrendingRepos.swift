// An RxCocoa triplet whose type protocol names its groups as no convention does, the inputs plural and the output
// singular (`var inputs`, `var output`), as a screen written before the others kept them; the class conforms to the
// groups where it is declared and to the type protocol in an extension that hands itself as both.
import RxCocoa
import RxSwift

protocol TrendingReposViewModelInputs {
    /// Sends when the list appears or is pulled to refresh.
    var loadTrigger: PublishSubject<Void> { get }
    /// Sends when the list is scrolled to its end.
    var loadNextTrigger: PublishSubject<Void> { get }
    /// Call when a repository is tapped.
    func repositoryTapped(at index: Int)
}

protocol TrendingReposViewModelOutputs {
    /// Emits the repositories to list.
    var repositories: Driver<[Repository]> { get }
    /// Emits whether a page is loading.
    var isLoading: Driver<Bool> { get }
    /// Emits the repository to open.
    var openRepository: Driver<Repository> { get }
}

protocol TrendingReposViewModelType {
    var inputs: TrendingReposViewModelInputs { get }
    var output: TrendingReposViewModelOutputs { get }
}

final class TrendingReposViewModel: TrendingReposViewModelInputs, TrendingReposViewModelOutputs {
    // MARK: Inputs
    let loadTrigger = PublishSubject<Void>()
    let loadNextTrigger = PublishSubject<Void>()

    // MARK: Outputs
    let repositories: Driver<[Repository]>
    let isLoading: Driver<Bool>
    let openRepository: Driver<Repository>

    // MARK: Private
    private let tapped = PublishSubject<Int>()

    init(api: TrendingAPI) {
        let loading = BehaviorRelay(value: false)
        let pages = Observable.merge(loadTrigger.map { 1 }, loadNextTrigger.map { 2 })
        let loaded = pages
            .do(onNext: { _ in loading.accept(true) })
            .flatMapLatest { api.repositories(page: $0) }
            .do(onNext: { _ in loading.accept(false) })
            .share(replay: 1)
        repositories = loaded.asDriver(onErrorJustReturn: [])
        isLoading = loading.asObservable().asDriver(onErrorJustReturn: false)
        openRepository = tapped.withLatestFrom(loaded) { index, list in list[index] }
            .asDriver(onErrorDriveWith: .empty())
    }

    func repositoryTapped(at index: Int) {
        tapped.onNext(index)
    }
}

extension TrendingReposViewModel: TrendingReposViewModelType {
    var inputs: TrendingReposViewModelInputs { return self }
    var output: TrendingReposViewModelOutputs { return self }
}
