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

/// The colours a toast is shown in.
enum ToastTone: Equatable {
    case info, danger
}

struct SentCode: Equatable {
    var expiresIn: Int
}

struct VerificationError: Error, Equatable {
    var message: String
}

/// The app's service, which the view model calls.
protocol VerificationService {
    func sendCode(to phone: String) -> AnyPublisher<SentCode, VerificationError>
    func verify(phone: String, code: String) -> AnyPublisher<Bool, VerificationError>
}
