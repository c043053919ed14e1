// The hand-written logic of the TaskBoard fixture (Fixtures/Import/TaskBoard): once the screen appears, the tasks
// that start with the filter, from the filter's current value on; a completed task by its row.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

extension TaskBoardViewModelLogic {
    static func transform(_ input: Input, store: TaskStore) -> Output {
        let tasks = input.appear
            .flatMap { _ in input.filter }
            .map { filter in store.tasks.filter { filter.isEmpty || $0.hasPrefix(filter) } }
            .eraseToAnyPublisher()
        return Output(
            tasks: tasks,
            completed: input.complete.map { store.tasks[$0] }.eraseToAnyPublisher()
        )
    }
}
