// The app's types the StudyReminder view model uses, and its protocol of associated types every view model conforms to.
protocol ViewModelType {
    associatedtype Input
    associatedtype Output

    var input: Input { get }
    var output: Output { get }
}

final class ReminderStore {
    var hour: Int?

    init(hour: Int?) {
        self.hour = hour
    }
}
