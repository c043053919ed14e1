// The app's types the HikeList view model uses.
import Foundation

/// The protocol the app's view models conform to.
protocol ViewModelType {
    associatedtype Input
    associatedtype Output
    func transform(input: Input) -> Output
}

struct Hike: Equatable {
    var id: Int
    var name: String
}

/// Where the hike list's coordinator goes.
enum HikeRoute {
    case detail(Int)
    case settings
}

/// What the view model asks its coordinator.
protocol HikeCoordinating: AnyObject {
    func finish()
}

/// Loads the hikes near a region.
protocol HikeService {
    func hikes(near region: String) -> [Hike]
}
