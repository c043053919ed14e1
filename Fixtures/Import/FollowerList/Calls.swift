// How the app's followers screen uses the view model: it unwraps the refreshing stream and the load-more observer
// where it uses them, as the protocols declare them implicitly unwrapped, and its previews hand it a stand-in that
// declares the stream so too.
import RxSwift

func bindFollowerList(_ viewModel: FollowerListViewModelType, disposeBag: DisposeBag) {
    viewModel.output.isRefreshing?.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
    viewModel.output.followers.subscribe(onNext: { print($0.count) }).disposed(by: disposeBag)
    viewModel.output.openFollower.subscribe(onNext: { print($0.login) }).disposed(by: disposeBag)
    viewModel.input.refresh()
    viewModel.input.selectFollower(at: 0)
    viewModel.input.loadMore?.onNext(())
}

final class PreviewFollowerList: FollowerListViewModelOutput {
    var isRefreshing: Observable<Bool>! = .just(false)
    var followers: Observable<[Follower]> { .just([]) }
    var openFollower: Observable<Follower> { .never() }
}

func makeFollowerList(disposeBag: DisposeBag) {
    bindFollowerList(FollowerListViewModel(service: FollowerService()), disposeBag: disposeBag)
    let preview: FollowerListViewModelOutput = PreviewFollowerList()
    _ = preview.isRefreshing
}
