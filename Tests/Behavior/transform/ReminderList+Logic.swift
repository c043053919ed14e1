// The hand-written logic of the ReminderList fixture (Fixtures/Import/ReminderList): on appear and on each pull to
// refresh, the titles of the reminders the user has not hidden, again whenever the hidden ones change.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

extension ReminderListViewModelLogic {
    static func transform(_ input: Input, store: ReminderStore) -> Output {
        let loads = [input.appear, input.pullToRefresh].publisher.flatMap { $0 }
        let titles = loads.map { _ in input.hiddenIDs }.switchToLatest()
            .map { hidden in store.reminders.filter { !hidden.contains($0.id) }.map(\.title) }
            .eraseToAnyPublisher()
        return Output(titles: titles)
    }
}
