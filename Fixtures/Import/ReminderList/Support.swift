// The app's types the ReminderList view model uses.
final class ReminderStore {
    var reminders: [(id: Int, title: String)]

    init(reminders: [(id: Int, title: String)] = []) {
        self.reminders = reminders
    }
}
