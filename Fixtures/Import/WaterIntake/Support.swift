/// The app's settings the water intake screen reads its goal from.
struct HydrationSettings {
    var dailyGoal: Int
}
