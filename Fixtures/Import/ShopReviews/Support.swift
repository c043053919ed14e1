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

/// The app's services and repositories, which the view model's convenience initializer makes.
final class DefaultUserService {}

final class DefaultUserRepository: UserRepository {
    private let service: DefaultUserService

    init(service: DefaultUserService) {
        self.service = service
    }

    func user() -> AnyPublisher<User, Never> {
        Just(User(name: "guest")).eraseToAnyPublisher()
    }
}

final class DefaultReviewRepository {}

final class DefaultFetchReviewsUseCase: FetchReviewsUseCase {
    private let reviewRepository: DefaultReviewRepository

    init(reviewRepository: DefaultReviewRepository) {
        self.reviewRepository = reviewRepository
    }

    func execute(shopId: Int, sort: ReviewSort) -> AnyPublisher<[Review], Never> {
        Just([]).eraseToAnyPublisher()
    }
}
