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

struct Profile: Equatable {
    var nickname: String
    var phoneNumber: String
}

struct ProfileError: Error, Equatable {
    var message: String
}

/// The app's use cases, which the view model calls, one per action, as clean-architecture apps split them.
protocol FetchProfileUseCase {
    func execute() -> AnyPublisher<Profile, ProfileError>
}

protocol RevokeUseCase {
    func execute() -> AnyPublisher<Void, ProfileError>
}

protocol SendVerificationCodeUseCase {
    func execute(phoneNumber: String) -> AnyPublisher<Int, ProfileError>
}
