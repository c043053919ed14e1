import Combine
import Foundation

struct Recipe: Equatable {
    let title: String
}

/// Recipes search: one stream of events in, one stream of events out.
final class RecipesViewModel {
    enum Input {
        case viewDidLoad
        case search(String)
    }

    enum Output {
        case show([Recipe])
        case failed(Error)
    }

    private let output = PassthroughSubject<Output, Never>()
    private var cancellables = Set<AnyCancellable>()

    func transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never> {
        input.sink { [weak self] event in
            switch event {
            case .viewDidLoad: self?.output.send(.show([]))
            case .search(let text): self?.output.send(.show([Recipe(title: text)]))
            }
        }.store(in: &cancellables)
        return output.eraseToAnyPublisher()
    }
}
