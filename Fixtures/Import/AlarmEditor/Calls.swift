// How the app's alarm screen uses the view model: it binds the title, shows the alarm the editing service keeps, and
// reads its current value when the user saves.
import Foundation
import RxRelay
import RxSwift

func bindAlarmEditor(
    _ viewModel: AlarmEditorViewModel, appear: Observable<Void>, date: Observable<Date>, weekday: Observable<Int>,
    complete: Observable<Void>, disposeBag: DisposeBag
) -> WeeklyAlarm {
    let input = AlarmEditorViewModel.Input(
        viewWillAppear: appear, dateSelected: date, weekdayTapped: weekday, completeTapped: complete)
    let output = viewModel.transform(input: input)
    output.title.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
    let alarm: BehaviorRelay<WeeklyAlarm> = output.alarm
    alarm.subscribe(onNext: { print($0.weekdays) }).disposed(by: disposeBag)
    return alarm.value
}
