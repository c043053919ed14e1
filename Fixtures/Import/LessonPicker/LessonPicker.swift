// A lesson picker of a language-learning app, as coordinator-driven RxCocoa triplets write it: the screen calls the
// inputs and drives its table from the outputs, while the coordinator that shows it listens, through a protocol of
// its own (declared in the coordinator's file), for the lesson to open: a driver the view model offers beside its
// protocols, made of a private relay its bindings send into.
import Foundation
import RxCocoa
import RxSwift

protocol LessonPickerViewModelInputs {
    func viewDidLoad()
    func lessonTapped(at index: Int)
}

protocol LessonPickerViewModelOutputs {
    var lessons: Driver<[Lesson]> { get }
}

protocol LessonPickerViewModelType {
    var inputs: LessonPickerViewModelInputs { get }
    var outputs: LessonPickerViewModelOutputs { get }
}

final class LessonPickerViewModel: LessonPickerViewModelType, LessonPickerViewModelInputs,
    LessonPickerViewModelOutputs, LessonPickerViewModelToCoordinator {
    var inputs: LessonPickerViewModelInputs { self }
    var outputs: LessonPickerViewModelOutputs { self }

    let lessons: Driver<[Lesson]>

    // Coordinator outputs
    private let _shouldOpenLesson = PublishRelay<Lesson>()
    var shouldOpenLesson: Driver<Lesson> {
        _shouldOpenLesson.asDriver(onErrorJustReturn: Lesson.placeholder)
    }

    private let viewDidLoadRelay = PublishRelay<Void>()
    private let lessonTappedRelay = PublishRelay<Int>()
    private let disposeBag = DisposeBag()

    init(catalog: LessonCatalog) {
        let loaded = viewDidLoadRelay
            .map { catalog.lessons() }
            .share(replay: 1)
        lessons = loaded.asDriver(onErrorJustReturn: [])
        lessonTappedRelay
            .withLatestFrom(loaded) { index, lessons in lessons[index] }
            .bind(to: _shouldOpenLesson)
            .disposed(by: disposeBag)
    }

    func viewDidLoad() {
        viewDidLoadRelay.accept(())
    }

    func lessonTapped(at index: Int) {
        lessonTappedRelay.accept(index)
    }
}
