#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The protocol such apps declare once, and every view model conforms to.
protocol ViewModelType {
    associatedtype Input
    associatedtype Output
    func transform(input: Input, cancellables: inout Set<AnyCancellable>) -> Output
}

struct Article: Equatable {
    var title: String
}

enum FeedError: Error, Equatable {
    case offline
}

struct FeedAPI {
    /// The articles of each load, in order; a load past the end fails.
    var loads: [[Article]] = []
    init(loads: [[Article]] = []) { self.loads = loads }
}
