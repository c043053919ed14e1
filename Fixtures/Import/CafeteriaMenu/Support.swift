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

struct Meal: Equatable {
    var name: String
    var isSoldOut: Bool
}

struct DayMenu: Equatable {
    var day: String
    var meals: [Meal]
}

struct MenuError: Error, Equatable {
    var message: String
}

protocol FetchWeekUseCase {
    func execute() -> AnyPublisher<[DayMenu], MenuError>
}
