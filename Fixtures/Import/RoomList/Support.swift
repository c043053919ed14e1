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

struct Room: Equatable {
    var title: String
    var updatedAt: Int
}

struct RoomError: Error, Equatable {
    var message: String
}

protocol FetchRoomsUseCase {
    func execute() -> AnyPublisher<[Room], RoomError>
}

protocol CheckLoginUseCase {
    func execute() -> AnyPublisher<Bool, Never>
}
