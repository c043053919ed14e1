// An RxCocoa transform view model as apps with a `ViewModelType` protocol write it, declared `class` rather than
// `final class`: the app's starred-events screen subclasses it (`Calls.swift`), so the spec keeps it open
// (`final: false`) and the subclass compiles against the generated class too.
import RxCocoa
import RxSwift

class EventListViewModel: ViewModelType {
    struct Input {
        let refresh: Observable<Void>
        /// The row the user tapped.
        let selection: Driver<Int>
    }

    struct Output {
        let title: Driver<String>
        let isLoading: Driver<Bool>
    }

    private let provider: EventsProvider

    init(provider: EventsProvider) {
        self.provider = provider
    }

    func transform(input: Input) -> Output {
        fatalError("the logic")
    }
}
