// How the app's editor screens use the view model: they make the relays started with now and hand them in, with the
// folder they were opened from or nil.
import Foundation
import RxCocoa
import RxSwift

final class EventEditorScreen {
    let selectedDay = BehaviorRelay<Date>(value: Date())
    let selectedStart = BehaviorRelay<Date>(value: Date())
    let selectedEnd = BehaviorRelay<Date>(value: Date().addingTimeInterval(3600))
    let reminderID = BehaviorRelay<UUID>(value: UUID())

    func bind(_ viewModel: EventEditorViewModel, title: Observable<String>, save: Observable<Void>,
              folder: Folder?) -> Driver<Bool> {
        let input = EventEditorViewModel.Input(
            titleChanged: title, selectedDay: selectedDay, selectedStart: selectedStart, selectedEnd: selectedEnd,
            reminderID: reminderID, saveTapped: save, folder: folder)
        let output = viewModel.transform(input: input)
        _ = viewModel.transform(input: .init(
            titleChanged: title, selectedDay: selectedDay, selectedStart: selectedStart, selectedEnd: selectedEnd,
            reminderID: reminderID, saveTapped: save, folder: nil))
        return output.canSave
    }
}
