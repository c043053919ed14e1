// A triplet whose outputs serve two readers: the screen drives its list from a `Driver`, and the coordinator
// subscribes to plain `Observable`s to open other screens, as apps with coordinators write them. Most outputs are
// `Observable`s, one a `Driver`: the view model is RxCocoa's, and each `Observable` stays one.
import RxCocoa
import RxSwift

protocol JournalFeedViewModelOutput {
    /// The entries the list shows.
    var entries: Driver<[JournalEntry]> { get }

    /// Asks the coordinator to open the editor for a new entry.
    var addRequest: Observable<Void> { get }
    /// Asks the coordinator to open an entry.
    var detailRequest: Observable<JournalEntry> { get }
}

protocol JournalFeedViewModelInput {
    var viewWillAppear: PublishRelay<Void> { get }
    var addButtonTap: PublishRelay<Void> { get }
    var entryTap: PublishRelay<Int> { get }
}

protocol JournalFeedViewModelType {
    var outputs: JournalFeedViewModelOutput { get }
    var inputs: JournalFeedViewModelInput { get }
}

final class JournalFeedViewModel: JournalFeedViewModelType, JournalFeedViewModelOutput, JournalFeedViewModelInput {
    var outputs: JournalFeedViewModelOutput { return self }
    var inputs: JournalFeedViewModelInput { return self }

    // MARK: Outputs
    let entries: Driver<[JournalEntry]>
    let addRequest: Observable<Void>
    let detailRequest: Observable<JournalEntry>

    // MARK: Inputs
    let viewWillAppear = PublishRelay<Void>()
    let addButtonTap = PublishRelay<Void>()
    let entryTap = PublishRelay<Int>()

    init(journal: JournalStore) {
        let loaded = viewWillAppear
            .map { journal.entries() }
            .share(replay: 1)
        entries = loaded.asDriver(onErrorJustReturn: [])
        addRequest = addButtonTap.asObservable()
        detailRequest = entryTap.withLatestFrom(loaded) { index, list in list[index] }
    }
}
