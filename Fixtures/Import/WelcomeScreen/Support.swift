// The app's types the WelcomeScreen view model uses, and its names for Combine's types.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

typealias CancelBag = Set<AnyCancellable>

typealias Driver<T> = AnyPublisher<T, Never>

public protocol SessionUseCaseProtocol {
    func hasSession() -> AnyPublisher<Bool, Never>
}

protocol ViewModel {
    associatedtype Input
    associatedtype Output

    func transform(_ input: Input) -> Output
}
