// A Combine transform view model that its coordinator hands to a background task, so the class says it is safe to
// share, `@unchecked Sendable`, as apps whose view models keep their state behind the main queue write it. It also
// conforms to the app's protocol of every screen's view model.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// Previews a draft before the user publishes it.
final class DraftPreviewViewModel: ScreenViewModelType, @unchecked Sendable {
    struct Input {
        let didTapBack: AnyPublisher<Void, Never>
        let didTapPublish: AnyPublisher<Void, Never>
    }

    struct Output {
        let isLoading: AnyPublisher<Bool, Never>
        /// The message shown when the draft is too long to publish.
        let exceedsLimit: AnyPublisher<String, Never>
    }

    private let publisher: DraftPublisher
    private var cancellables = Set<AnyCancellable>()

    init(publisher: DraftPublisher) {
        self.publisher = publisher
    }

    func transform(input: Input) -> Output {
        fatalError("the logic")
    }
}
