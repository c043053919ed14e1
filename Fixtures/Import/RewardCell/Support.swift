// The app's types the RewardCell fixture uses.
import Foundation

public struct Reward: Equatable {
    public var title: String
    public var minimum: Int
}
