// An RxCocoa transform view model of a place search screen whose view keeps what the user picked in relays it makes
// with a starting value and hands in, and which the view model reads the current value of: the query typed, the
// tags picked, the radius in metres, the filters toggled (`@relay ... = ""`, `= []`, `= 0`, `= [:]`, each type's
// natural starting value, for test support). `transform` hands the tags relay back in its `Output`, where a relay
// named like one of `Input` is an output like any other.
import RxCocoa
import RxSwift

final class PlaceSearchViewModel {
    struct Input {
        /// What the search field holds.
        let query: BehaviorRelay<String>
        let selectedTags: BehaviorRelay<Set<String>>
        let radius: BehaviorRelay<Int32>
        let filters: BehaviorRelay<Dictionary<String, Bool>>
        let search: Observable<Void>
    }

    struct Output {
        let places: Driver<[String]>
        /// The tags picked, which the chips read back.
        let selectedTags: BehaviorRelay<Set<String>>
    }

    private let directory: PlaceDirectory

    init(directory: PlaceDirectory) {
        self.directory = directory
    }

    func transform(input: Input) -> Output {
        fatalError("the logic")
    }
}
