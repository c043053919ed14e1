// An RxCocoa transform view model whose method names its structs through the class, as some apps write every
// screen: `transform(input: DiscoverFeedViewModel.Input) -> DiscoverFeedViewModel.Output`. Inside the class that is
// `Input` and `Output`, so call sites see the same method.
import Foundation
import RxCocoa
import RxSwift

final class DiscoverFeedViewModel: ViewModelType {
    struct Input {
        /// The screen is about to appear.
        let viewWillAppear: Driver<Void>
        let pullToRefresh: Driver<Void>
        let selection: Driver<IndexPath>
    }

    struct Output {
        /// The sections to show, newest first.
        let sections: Driver<[DiscoverSection]>
        let isRefreshing: Driver<Bool>
        let openDetail: Driver<Movie>
    }

    private let service: DiscoverServiceType

    init(service: DiscoverServiceType) {
        self.service = service
    }

    func transform(input: DiscoverFeedViewModel.Input) -> DiscoverFeedViewModel.Output {
        fatalError("the logic")
    }
}
