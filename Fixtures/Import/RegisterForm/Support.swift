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

/// The app's service, which the view model calls.
protocol RegisterService {
    func isAvailable(nickname: String) -> AnyPublisher<Bool, Never>
}
