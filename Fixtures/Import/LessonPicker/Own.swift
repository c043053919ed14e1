// What the team keeps of its hand-written view model when the generated one replaces it: the coordinator's
// `shouldOpenLesson`, moved as written into an extension of the generated class in a file of the team's own. It reads
// the relay the generated class keeps set to the logic's stream of lessons to open.
import Foundation
import RxCocoa
import RxSwift

extension LessonPickerViewModel {
    var shouldOpenLesson: Driver<Lesson> {
        _shouldOpenLesson.asDriver(onErrorJustReturn: Lesson.placeholder)
    }
}
