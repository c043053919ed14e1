// A Combine transform view model as the MVVM samples write it, by hand: the view sends into subjects it owns, the
// feed is a publisher that fails with the app's error, the spinner a subject the view reads, the title a plain
// value, the subscriptions kept in the caller's set, and a shared `ViewModelType` with associated types.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// Shows the latest articles, and reloads them on request.
final class ArticleFeedViewModel: ViewModelType {
    struct Input {
        /// The screen appeared.
        let appear: PassthroughSubject<Void, Never>
        /// Pulled to refresh.
        let refresh: PassthroughSubject<Void, Never>
        let selectArticle: AnyPublisher<Int, Never>
    }

    struct Output {
        /// The screen's title, which the logic computes once.
        let title: String
        /// The articles, or why they could not be loaded.
        let articles: AnyPublisher<[Article], FeedError>
        /// Whether a load is running; the view reads its current value.
        let isLoading: CurrentValueSubject<Bool, Never>
        /// The article to open.
        let openArticle: PassthroughSubject<Article, Never>
    }

    private let api: FeedAPI

    init(api: FeedAPI = FeedAPI()) {
        self.api = api
    }

    func transform(input: Input, cancellables: inout Set<AnyCancellable>) -> Output {
        fatalError("the logic")
    }
}
