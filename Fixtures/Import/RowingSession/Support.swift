// The app's types the RowingSession view model uses: a split of the workout and the clock that times it.
import Foundation

struct RowingSplit: Equatable {
    var strokes: Int
    var seconds: Int
}

protocol SessionClock {
    func elapsed() -> Int
}
