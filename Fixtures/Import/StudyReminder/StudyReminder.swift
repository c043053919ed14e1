// An RxSwift view model of the subject-bridged style as a study app's screens write it: it conforms to the app's
// protocol of associated types, and names its `input` and `output` types through its own name
// (`StudyReminderViewModel.Input`). Its `Input` holds observers bridged to private subjects; its `Output` holds the
// subjects it makes with a literal starting value and no generic argument written (Swift reads
// `BehaviorSubject<Bool>` from `false`).
import RxSwift

/// The daily study reminder: whether it is on, and the hour it rings at.
final class StudyReminderViewModel: ViewModelType {
    var input: StudyReminderViewModel.Input
    var output: StudyReminderViewModel.Output

    struct Input {
        let toggleDaily: AnyObserver<Bool>
        /// The hour the user picked, 0 to 23.
        let pickHour: AnyObserver<Int>
    }

    struct Output {
        let isDailyOn = BehaviorSubject(value: false)
        let hour = BehaviorSubject(value: 9)
        let label = BehaviorSubject(value: "Off")
    }

    private let toggleDailySubject = PublishSubject<Bool>()
    private let pickHourSubject = PublishSubject<Int>()
    private let bag = DisposeBag()

    init(store: ReminderStore) {
        input = Input(toggleDaily: toggleDailySubject.asObserver(), pickHour: pickHourSubject.asObserver())
        output = Output()
    }
}
