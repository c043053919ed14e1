// A Combine transform view model of a reminder list shown by two screens: the list screen hands a pull-to-refresh
// publisher, the widget's compact screen has none and hands nil (`let pullToRefresh: AnyPublisher<Void, Never>?`,
// `@optional`, which the generated logic reads as a stream that sends nothing); both hand in the subject of the reminders the
// user hid, which they make with a starting value (`CurrentValueSubject<Set<Int>, Never>`, `= []` for test support).
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class ReminderListViewModel {
    struct Input {
        let appear: AnyPublisher<Void, Never>
        /// Pull to refresh, where the screen has it.
        let pullToRefresh: AnyPublisher<Void, Never>?
        /// The reminders the user hid, by id.
        let hiddenIDs: CurrentValueSubject<Set<Int>, Never>
    }

    struct Output {
        let titles: AnyPublisher<[String], Never>
    }

    private let store: ReminderStore

    init(store: ReminderStore) {
        self.store = store
    }

    func transform(input: Input) -> Output {
        fatalError("the logic")
    }
}
