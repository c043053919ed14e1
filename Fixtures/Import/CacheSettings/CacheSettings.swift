// A Combine view model of the subject-bridged style whose `Input` holds the subjects the view sends into, made with
// the view model (`let input = Input()`), as a music app's settings screens write them: one the screen sends when it
// appears, one when the user clears the cache, and one that keeps the size unit the user chose. Its `Output` holds
// the subjects the view model sends into, which the logic gives.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The cache settings: its size, and a button that clears it.
final class CacheSettingsViewModel {
    let input = Input()
    let output: Output

    struct Input {
        let viewDidLoad = PassthroughSubject<Void, Never>()
        /// The user confirmed clearing the cache.
        let removeCache: PassthroughSubject<Void, Never> = .init()
        let unit = CurrentValueSubject<String, Never>("MB")
    }

    struct Output {
        let cacheSize: CurrentValueSubject<String, Never>
        let showToast: PassthroughSubject<String, Never>
    }

    private let cache: CacheService
    private var cancellables = Set<AnyCancellable>()

    init(cache: CacheService) {
        self.cache = cache
        output = Output(cacheSize: CurrentValueSubject(""), showToast: PassthroughSubject())
    }
}
