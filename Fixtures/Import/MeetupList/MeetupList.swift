// An RxSwift view model of the subject-bridged style as a meet-up app's list screens write it: its `Input` makes the
// subjects the screen sends into, its `Output` the relays it shows, and its initializer starts the paging state with
// literals (`self.currentPage = 1`), which the screen reads and advances as it scrolls.
import RxCocoa
import RxSwift

/// The meet-ups near the user, a page at a time.
final class MeetupListViewModel {
    struct Input {
        let viewDidLoad = PublishSubject<Void>()
        let reachedBottom = PublishSubject<Void>()
    }

    struct Output {
        let meetups = BehaviorRelay<[Meetup]>(value: [])
    }

    let input = Input()
    let output = Output()

    var currentPage: Int
    var hasNextPage: Bool
    let emptyMessage: String

    private let service: MeetupService

    init(service: MeetupService) {
        self.service = service
        self.currentPage = 1
        self.hasNextPage = true
        emptyMessage = "No meet-ups nearby yet"
    }
}
