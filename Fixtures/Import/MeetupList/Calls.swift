// How the app's meet-up list uses the view model: it shows the relay's meet-ups, or the empty message, sends the
// screen's events, and reads and advances the page as it scrolls.
import RxCocoa
import RxSwift

func bindMeetupList(_ viewModel: MeetupListViewModel, bag: DisposeBag) {
    viewModel.output.meetups
        .subscribe(onNext: { print($0.isEmpty ? viewModel.emptyMessage : "\($0.count)") })
        .disposed(by: bag)
    viewModel.input.viewDidLoad.onNext(())
    if viewModel.hasNextPage {
        viewModel.currentPage += 1
        viewModel.input.reachedBottom.onNext(())
    }
}
