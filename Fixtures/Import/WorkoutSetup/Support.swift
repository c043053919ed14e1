// The app's types the WorkoutSetup view model uses: its protocol of view models, the plan, and the view models of the
// screen's child views, which the screen configures its picker and slider with.
import RxRelay

protocol ViewModelType {}

/// What the setup screen's view model is made with.
struct WorkoutSetupDependency {
    let plan: WorkoutPlan
    let durations: [Int]
}

struct WorkoutPlan {
    let name: String
    let intensity: Int
}

final class DurationPickerViewModel {
    let durations: [Int]
    let selected = PublishRelay<Int?>()

    init(durations: [Int]) {
        self.durations = durations
    }
}

final class IntensitySliderViewModel {
    private(set) var level: Int
    private(set) var isLocked = false

    init(level: Int) {
        self.level = level
    }

    func lock() {
        isLocked = true
    }
}
