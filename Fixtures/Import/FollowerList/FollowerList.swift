// An RxSwift triplet whose class makes one of its streams in its initializer, once `self` is ready, and so declares
// it implicitly unwrapped, `var isRefreshing: Observable<Bool>!`, as its outputs protocol does; the screen unwraps it
// where it binds it (`output.isRefreshing?.subscribe`), and the type protocol names the groups `input` and `output`.
import RxSwift

protocol FollowerListViewModelInput {
    /// Call when pull-to-refresh is invoked.
    func refresh()
    /// Call when a follower is selected.
    func selectFollower(at index: Int)
}

protocol FollowerListViewModelOutput {
    /// Emits whether the pull-to-refresh control is refreshing.
    var isRefreshing: Observable<Bool>! { get }
    /// Emits the followers to list.
    var followers: Observable<[Follower]> { get }
    /// Emits the follower to open.
    var openFollower: Observable<Follower> { get }
}

protocol FollowerListViewModelType {
    var input: FollowerListViewModelInput { get }
    var output: FollowerListViewModelOutput { get }
}

final class FollowerListViewModel: FollowerListViewModelType, FollowerListViewModelInput, FollowerListViewModelOutput {
    var input: FollowerListViewModelInput { return self }
    var output: FollowerListViewModelOutput { return self }

    // MARK: Outputs
    var isRefreshing: Observable<Bool>!
    let followers: Observable<[Follower]>
    let openFollower: Observable<Follower>

    // MARK: Private
    private let service: FollowerService
    private let refreshSubject = PublishSubject<Void>()
    private let selectSubject = PublishSubject<Int>()

    init(service: FollowerService) {
        self.service = service
        let loaded = refreshSubject.flatMap { service.followers() }.share(replay: 1)
        followers = loaded
        openFollower = selectSubject.withLatestFrom(loaded) { index, followers in followers[index] }
        isRefreshing = Observable.merge(refreshSubject.map { true }, loaded.map { _ in false })
    }

    // MARK: Inputs
    func refresh() {
        refreshSubject.onNext(())
    }

    func selectFollower(at index: Int) {
        selectSubject.onNext(index)
    }
}
