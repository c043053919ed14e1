// A one-stream event transform whose streams the app spells with its own aliases (`FeedPublisher<Input>` for
// `typealias FeedPublisher<T> = AnyPublisher<T, Never>`, declared with the app's other globals in `Support.swift`), as
// boilerplate apps name every screen's `...Vm`: read as the type the alias names, which the generated code spells, the
// same type to the screen.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class HeadlineFeedVm: FeedScreenModel {
    private var bag = Bag()
    private let output = FeedSubject<Output>()
    private let service: HeadlineService
    var selectedSection = 0

    enum Input {
        case load
        /// The user picked a section tab.
        case selectSection(index: Int)
    }

    enum Output {
        case loading(isLoading: Bool)
        case headlines([Headline])
        case failed(message: String)
    }

    init(service: HeadlineService) {
        self.service = service
    }

    func transform(input: FeedPublisher<Input>) -> FeedPublisher<Output> {
        input.sink { [weak self] event in
            guard let self = self else { return }
            switch event {
            case .load:
                self.reload()
            case let .selectSection(index):
                self.selectedSection = index
                self.reload()
            }
        }.store(in: &bag)
        return output.eraseToAnyPublisher()
    }

    private func reload() {
        output.send(.loading(isLoading: true))
        let headlines = service.headlines(section: selectedSection)
        output.send(.loading(isLoading: false))
        if headlines.isEmpty {
            output.send(.failed(message: "No headlines in this section"))
        } else {
            output.send(.headlines(headlines))
        }
    }
}
