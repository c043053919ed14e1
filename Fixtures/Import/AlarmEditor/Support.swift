// The app's types the AlarmEditor view model uses.
import Foundation
import RxRelay

/// The protocol the app's view models conform to.
protocol ViewModel {
    associatedtype Input
    associatedtype Output
    func transform(input: Input) -> Output
}

/// An alarm on some days of the week; it has no empty value of its own.
struct WeeklyAlarm: Equatable {
    var time: Date
    var weekdays: [Int]
}

/// Keeps the alarm being edited, which the editor's screens share.
final class AlarmEditingService {
    let managedAlarm: BehaviorRelay<WeeklyAlarm>

    init(alarm: WeeklyAlarm) {
        managedAlarm = BehaviorRelay(value: alarm)
    }
}
