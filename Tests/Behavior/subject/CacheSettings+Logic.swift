// The hand-written logic of the CacheSettings fixture (Fixtures/Import/CacheSettings): once the screen appears, the
// cache's size in the unit the user chose, from the unit's current value on; clearing the cache says so and shows the
// size again. The logic makes the Output's subjects and sends into them, as the hand-written view model did.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

extension CacheSettingsViewModelLogic {
    static func transform(_ input: Input, cache: CacheService) -> Output {
        let cacheSize = CurrentValueSubject<String, Never>("")
        let showToast = PassthroughSubject<String, Never>()
        var unit = ""
        // Subscribers the streams keep, as long as the view model keeps its Input's subjects.
        input.unit.subscribe(Subscribers.Sink(receiveCompletion: { _ in }, receiveValue: { unit = $0 }))
        input.viewDidLoad.flatMap { _ in input.unit }.map { cache.size(in: $0) }
            .subscribe(Subscribers.Sink(receiveCompletion: { _ in }, receiveValue: { cacheSize.send($0) }))
        input.removeCache.subscribe(Subscribers.Sink(receiveCompletion: { _ in }, receiveValue: {
            cache.clear()
            showToast.send("Cache cleared")
            cacheSize.send(cache.size(in: unit))
        }))
        return Output(cacheSize: cacheSize, showToast: showToast)
    }
}
