// How the app's screen uses the view model: it makes it, builds its input and binds its output.
import Foundation
import RxCocoa
import RxSwift

struct DiscoverService: DiscoverServiceType {}

func bindDiscoverFeed(appear: Driver<Void>, refresh: Driver<Void>, taps: Driver<IndexPath>) -> Driver<Bool> {
    let viewModel = DiscoverFeedViewModel(service: DiscoverService())
    let input = DiscoverFeedViewModel.Input(viewWillAppear: appear, pullToRefresh: refresh, selection: taps)
    let output: DiscoverFeedViewModel.Output = viewModel.transform(input: input)
    let _: Driver<[DiscoverSection]> = output.sections
    let _: Driver<Movie> = output.openDetail
    return output.isRefreshing
}
