// The hand-written logic of the RepoList fixture (Fixtures/Import/RepoList): `load` fetches the first page and
// `loadMore` the next, appended; the view model is loading while a page is requested; a failed page keeps the repos
// and says why; a tapped row selects its repo; the list is ordered by name.
import RxSwift

extension RepoListViewModelLogic {
    static func transform(_ input: Input, service: RepoService, pageSize: Int) -> Output {
        let pages = Observable.merge(input.load.map { true }, input.loadMore.map { false })
            .scan(-1) { page, isFirst in isFirst ? 0 : page + 1 }
            .share()
        // Each request: nil while it loads, then its page or its error.
        let requests = pages.flatMap { page -> Observable<Result<(page: Int, repos: [Repo]), Error>?> in
            let result = service.repos(page: page, size: pageSize)
                .map { Result<(page: Int, repos: [Repo]), Error>.success((page, $0)) }
                .catch { .just(.failure($0)) }
            return Observable.concat(.just(nil), result.map { $0 })
        }.share()
        let loaded = requests.compactMap { $0 }
        let repos = loaded.compactMap { try? $0.get() }
            .scan([Repo]()) { all, page in page.page == 0 ? page.repos : all + page.repos }
            .share(replay: 1)
        return Output(
            repos: repos,
            isLoading: requests.map { $0 == nil },
            errorMessage: loaded.map { result -> String? in
                guard case .failure(let error) = result else { return nil }
                return "could not load: \(error)"
            },
            order: .just(.name),
            selectedRepo: input.selectRepo.withLatestFrom(repos) { row, repos in repos[row] }
        )
    }
}
