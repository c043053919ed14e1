// An RxSwift transform view model of a dog-walking feed, as a walking app writes it: the screen makes a relay of
// `Void` with its first value (`BehaviorRelay<Void>(value: ())`) and hands it in, so the feed loads as soon as
// `transform` subscribes, and accepts `()` into it again to reload on a pull to refresh. The range of walks shown is a
// relay of a tuple the `Output` struct makes, its type written in the call.
import Foundation
import RxCocoa
import RxSwift

/// The walks the user's friends shared.
final class WalkFeedViewModel: ViewModelType {
    var disposeBag = DisposeBag()

    struct Input {
        let loadTrigger: BehaviorRelay<Void>
        let walkSelected: Observable<Int>
    }

    struct Output {
        let walks: BehaviorRelay<[Walk]>
        let loadFailure: PublishRelay<String>
        /// The first and last walk shown, none until the feed loads.
        let shownRange = BehaviorRelay<(Int?, Int?)>(value: (nil, nil))
    }

    private let walkService: WalkService

    init(walkService: WalkService) {
        self.walkService = walkService
    }

    func transform(input: Input) -> Output {
        fatalError("the logic")
    }
}
