// The app's types the MealPlanner view model uses.
enum Weekday: String, CaseIterable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday
}

struct Meal: Equatable {
    var title: String
    var calories: Int
}

final class MealPlanService {
    private var planned: [Weekday: [Meal]] = [:]

    func meals(on day: Weekday) -> [Meal] {
        planned[day] ?? []
    }

    func remove(_ meal: Meal, on day: Weekday) {
        planned[day]?.removeAll { $0 == meal }
    }
}
