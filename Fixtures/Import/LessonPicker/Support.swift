// The app's types the LessonPicker view model uses: a lesson, the catalog it lists them from, and what the coordinator
// showing the picker listens to.
import Foundation
import RxCocoa

struct Lesson: Equatable {
    let title: String
    let minutes: Int

    /// What a coordinator is handed should its driver fail, which a relay never does.
    static let placeholder = Lesson(title: "", minutes: 0)
}

protocol LessonCatalog {
    func lessons() -> [Lesson]
}

/// What the coordinator showing the picker listens to.
protocol LessonPickerViewModelToCoordinator {
    var shouldOpenLesson: Driver<Lesson> { get }
}
