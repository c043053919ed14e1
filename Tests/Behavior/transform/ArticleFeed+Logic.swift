// The hand-written logic of the ArticleFeed fixture (Fixtures/Import/ArticleFeed): what a team writes beside the
// generated view model. Each load takes the next page of the API's canned loads; past the end it fails offline.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

extension ArticleFeedViewModelLogic {
    static func transform(_ input: Input, api: FeedAPI) -> Output {
        var remaining = api.loads[...]
        let isLoading = PassthroughSubject<Bool, Never>()
        // Either trigger loads (OpenCombine has no `merge`: a sequence of the two, flattened).
        let articles = [input.appear, input.refresh].publisher.flatMap { $0 }
            .handleEvents(receiveOutput: { isLoading.send(true) })
            .setFailureType(to: FeedError.self)
            .flatMap { _ -> AnyPublisher<[Article], FeedError> in
                defer { isLoading.send(false) }
                guard let page = remaining.popFirst() else { return Fail(error: .offline).eraseToAnyPublisher() }
                return Just(page).setFailureType(to: FeedError.self).eraseToAnyPublisher()
            }
            .eraseToAnyPublisher()
        return Output(
            title: api.loads.isEmpty ? "No articles" : "Latest articles",
            articles: articles,
            isLoading: isLoading.eraseToAnyPublisher(),
            openArticle: input.selectArticle.map { Article(title: "#\($0)") }.eraseToAnyPublisher()
        )
    }
}
