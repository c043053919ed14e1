// The app's types the PollScreen view model uses, and its names for Combine's types.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

typealias CancelBag = Set<AnyCancellable>

typealias Driver<T> = AnyPublisher<T, Never>

public struct Poll: Equatable {
    public var question: String
    public var votes: Int

    public init(question: String, votes: Int) {
        self.question = question
        self.votes = votes
    }
}

public protocol PollUseCaseProtocol {
    func poll(id: String) -> AnyPublisher<Poll, Error>
    func vote(pollId: String, option: Int) -> AnyPublisher<Poll, Error>
}

protocol ViewModel {
    associatedtype Input
    associatedtype Output

    func transform(_ input: Input) -> Output
}
