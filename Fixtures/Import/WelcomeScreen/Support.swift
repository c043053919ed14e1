// The app's types the WelcomeScreen view model uses, and its name for Combine's set of cancellables.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

typealias CancelBag = Set<AnyCancellable>

public protocol SessionUseCaseProtocol {
    func hasSession() -> AnyPublisher<Bool, Never>
}

protocol ViewModel {
    associatedtype Input
    associatedtype Output

    func transform(_ input: Input) -> Output
}
