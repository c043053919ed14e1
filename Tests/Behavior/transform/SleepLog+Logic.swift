// The hand-written logic of the SleepLog fixture (Fixtures/Import/SleepLog): the nights stored when the screen
// appears and after each save, and their average.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

extension SleepLogViewModelLogic {
    static func transform(_ input: Input, store: SleepStoring) -> Output {
        let saved = input.saveTapped.map { hours -> Void in store.save(Night(hours: hours)) }
        let nights = [input.viewWillAppear.eraseToAnyPublisher(), saved.eraseToAnyPublisher()].publisher
            .flatMap { $0 }
            .flatMap { store.nights() }
            .share()
        return Output(
            idle: Just(()).eraseToAnyPublisher(),
            nights: nights.eraseToAnyPublisher(),
            average: nights.filter { !$0.isEmpty }.map { $0.map(\.hours).reduce(0, +) / Double($0.count) }.eraseToAnyPublisher()
        )
    }
}
