// An RxSwift triplet whose class makes two of its streams in its initializer, once `self` is ready, and so declares
// them implicitly unwrapped, `var isRefreshing: Observable<Bool>!` and the observer `var loadMore: AnyObserver<Void>!`,
// as its protocols do; the screen unwraps them where it binds them (`output.isRefreshing?.subscribe`), and the type
// protocol names the groups `input` and `output`.
import RxSwift

protocol FollowerListViewModelInput {
    /// Call when pull-to-refresh is invoked.
    func refresh()
    /// Call when a follower is selected.
    func selectFollower(at index: Int)
    /// Sends when the list is scrolled to its end.
    var loadMore: AnyObserver<Void>! { get }
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

    // MARK: Inputs
    var loadMore: AnyObserver<Void>!

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
        loadMore = refreshSubject.asObserver()
    }

    // MARK: Inputs
    func refresh() {
        refreshSubject.onNext(())
    }

    func selectFollower(at index: Int) {
        selectSubject.onNext(index)
    }
}
