// The app's types the ChoreList view model uses: a chore and the household that shares them.
import Foundation

struct Chore: Equatable {
    var title: String
    var isDone: Bool
}

struct Household: Equatable {
    var name: String
    var members: Int
}
