// The app's types the TaskBoard view model uses.
struct TaskStore {
    var tasks: [String]

    init(tasks: [String] = []) {
        self.tasks = tasks
    }
}
