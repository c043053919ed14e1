// The screen of the HeadlineFeed fixture, as the app writes it: it sends the events through the app's subject alias
// and reads the outputs of the stream `transform` returns.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class HeadlineFeedScreen {
    private let events = FeedSubject<HeadlineFeedVm.Input>()
    private var bag = Bag()
    private(set) var titles: [String] = []
    private(set) var isLoading = false
    private(set) var message: String?

    init(viewModel: HeadlineFeedVm) {
        let outputs: FeedPublisher<HeadlineFeedVm.Output> = viewModel.transform(input: events.eraseToAnyPublisher())
        outputs.sink { [weak self] output in
            switch output {
            case let .loading(isLoading): self?.isLoading = isLoading
            case let .headlines(headlines): self?.titles = headlines.map(\.title)
            case let .failed(message): self?.message = message
            }
        }.store(in: &bag)
        events.send(.load)
    }

    func sectionTapped(_ index: Int) {
        events.send(.selectSection(index: index))
    }
}

/// Any screen model of the app, as its router takes them.
func start<Model: FeedScreenModel>(_ model: Model, events: FeedPublisher<Model.Input>) -> FeedPublisher<Model.Output> {
    model.transform(input: events)
}
