// An RxSwift transform view model of an alarm editor, as a bus app writes it: the alarm being edited lives in an
// editing service, whose relay `transform` hands the view as it is (`Output(alarm: editingService.managedAlarm)`), so
// the view shows and edits the service's own alarm; the title is a relay `transform` makes with its first value.
import Foundation
import RxRelay
import RxSwift

/// Adds a weekly alarm, or edits one.
final class AlarmEditorViewModel: ViewModel {
    struct Input {
        let viewWillAppear: Observable<Void>
        let dateSelected: Observable<Date>
        let weekdayTapped: Observable<Int>
        let completeTapped: Observable<Void>
    }

    struct Output {
        let title: BehaviorRelay<String>
        /// The alarm as edited so far: the editing service's own relay.
        let alarm: BehaviorRelay<WeeklyAlarm>
    }

    private let alarmToEdit: WeeklyAlarm?
    private let editingService: AlarmEditingService
    private let disposeBag = DisposeBag()

    init(alarmToEdit: WeeklyAlarm? = nil, editingService: AlarmEditingService) {
        self.alarmToEdit = alarmToEdit
        self.editingService = editingService
    }

    func transform(input: Input) -> Output {
        fatalError("the logic")
    }
}
