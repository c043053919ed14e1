// The app's file of globals: its names for the stream types and the bag every screen spells, the protocol of its
// screens, and the types the HeadlineFeed view model uses.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

typealias FeedPublisher<T> = AnyPublisher<T, Never>
typealias FeedSubject<T> = PassthroughSubject<T, Never>
typealias Bag = Set<AnyCancellable>

protocol FeedScreenModel: AnyObject {
    associatedtype Input
    associatedtype Output

    func transform(input: FeedPublisher<Input>) -> FeedPublisher<Output>
}

struct Headline: Equatable {
    var title: String
    var section: Int
}

protocol HeadlineService {
    func headlines(section: Int) -> [Headline]
}
