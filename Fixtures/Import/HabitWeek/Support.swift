// The app's habit types the week screen shows.
struct HabitDay {
    static let placeholder = HabitDay(title: "", isDone: false)

    var title: String
    var isDone: Bool
}

struct HabitService {
    func streak(of habit: String) -> Int { 0 }
}
