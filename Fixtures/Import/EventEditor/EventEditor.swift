// An RxCocoa transform view model of a calendar app's event editor: the screen keeps the day and the times the user
// picked in relays it makes, each started with now (`BehaviorRelay<Date>(value: Date())`), and hands them in, with the
// reminder id it last picked (`BehaviorRelay<UUID>`): `@relay ... = Date()`, `= UUID()`, the value test support
// starts its own with. The folder the event is filed in is a plain value the screen has, or nil when the editor was
// opened from the calendar rather than a folder (`let folder: Folder?`, `@value folder: Folder?`).
import Foundation
import RxCocoa
import RxSwift

final class EventEditorViewModel {
    private let calendar: EventCalendar
    private let disposeBag = DisposeBag()

    init(calendar: EventCalendar) {
        self.calendar = calendar
    }

    struct Input {
        let titleChanged: Observable<String>
        /// The day picked in the date sheet.
        let selectedDay: BehaviorRelay<Date>
        let selectedStart: BehaviorRelay<Date>
        let selectedEnd: BehaviorRelay<Date>
        let reminderID: BehaviorRelay<UUID>
        let saveTapped: Observable<Void>
        /// The folder the editor was opened from, if any.
        let folder: Folder?
    }

    struct Output {
        let period: Driver<String>
        let canSave: Driver<Bool>
    }

    func transform(input: Input) -> Output {
        fatalError("the logic")
    }
}
