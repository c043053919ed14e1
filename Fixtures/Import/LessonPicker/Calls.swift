// How the app uses the view model: the screen calls the inputs and drives its table from the outputs; the coordinator
// that shows the screen listens, through its own protocol, for the lesson to open.
import Foundation
import RxCocoa
import RxSwift

final class LessonPickerScreen {
    let disposeBag = DisposeBag()
    var titles: [String] = []

    func bind(_ viewModel: LessonPickerViewModelType) {
        viewModel.outputs.lessons
            .drive(onNext: { [weak self] lessons in self?.titles = lessons.map(\.title) })
            .disposed(by: disposeBag)
        viewModel.inputs.viewDidLoad()
    }

    func didSelectRow(_ row: Int, of viewModel: LessonPickerViewModelType) {
        viewModel.inputs.lessonTapped(at: row)
    }
}

final class LessonPickerCoordinator {
    let disposeBag = DisposeBag()

    func start(_ viewModel: LessonPickerViewModelToCoordinator) {
        viewModel.shouldOpenLesson
            .drive(onNext: { lesson in print("open \(lesson.title)") })
            .disposed(by: disposeBag)
    }
}
