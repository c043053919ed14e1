// The hand-written logic of the MoodDiary fixture (Fixtures/Import/MoodDiary): the store's moods on load, and on each
// pick the save, then the moods again.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

extension MoodDiaryViewModelLogic {
    static func transform(_ input: Input, store: MoodStore) -> Output {
        let saved = input.pick.map { day, emoji in store.save(Mood(day: day, emoji: emoji)) }.share()
        let loads = [input.viewDidLoad, saved.eraseToAnyPublisher()].publisher.flatMap { $0 }
        return Output(
            moods: loads.map { _ in store.moods }.eraseToAnyPublisher(),
            saved: saved.eraseToAnyPublisher(),
            streak: saved.map { (days: store.moods.count, best: store.moods.count) }.eraseToAnyPublisher()
        )
    }
}
