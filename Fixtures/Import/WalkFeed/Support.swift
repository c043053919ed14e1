// The app's types the WalkFeed view model uses.
import Foundation

/// The protocol the app's view models conform to.
protocol ViewModelType {
    associatedtype Input
    associatedtype Output
    func transform(input: Input) -> Output
}

/// A walk a friend shared.
struct Walk: Equatable {
    var distance: Double
    var minutes: Int
}

/// Loads the walks from the server.
protocol WalkService {
    func walks() -> [Walk]
}
