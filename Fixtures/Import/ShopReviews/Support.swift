#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The protocol such apps declare once, and every view model conforms to: one stream of events in, one out.
protocol ViewModelProtocol {
    associatedtype Input
    associatedtype Output
    func transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>
}

struct Review: Equatable {
    var id: Int
    var text: String
}

enum ReviewSort {
    case latest
    case rating
}

struct User: Equatable {
    var name: String
}

protocol FetchReviewsUseCase {
    func execute(shopId: Int, sort: ReviewSort) -> AnyPublisher<[Review], Never>
}

protocol UserRepository {
    func user() -> AnyPublisher<User, Never>
}

/// The app's use case, which a view model makes of the repository it is given.
final class DefaultFetchUserUseCase {
    private let userRepository: UserRepository

    init(userRepository: UserRepository) {
        self.userRepository = userRepository
    }

    func execute() -> AnyPublisher<User, Never> {
        userRepository.user()
    }
}
