#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The protocol the app's view models conform to: one stream of events in, one out.
protocol ViewModelType {
    associatedtype Input
    associatedtype Output
    func transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>
}

struct StudySession: Equatable {
    var subject: String
    var minutes: Int
}

struct StudyError: Error, Equatable {
    var message: String
}

protocol StudySessionUseCase {
    func sessions() -> AnyPublisher<[StudySession], StudyError>
    func now() -> Int
}
