// A Combine transform view model whose Input and Output make their own subjects, as UIKit apps written with Combine
// declare them: the view makes `Input()` and sends into it, `transform` makes `Output()` and sends into its subjects,
// and the view reads the current value of the one that keeps it. The filter keeps what the user typed, which the
// logic reads first.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// A board of tasks the view filters and completes.
final class TaskBoardViewModel {
    struct Input {
        /// The screen appeared.
        let appear = PassthroughSubject<Void, Never>()
        let complete: PassthroughSubject<Int, Never> = .init()
        /// What the filter field holds: empty until the user types.
        let filter: CurrentValueSubject<String, Never> = CurrentValueSubject("")
    }

    struct Output {
        /// The tasks shown: none until the board loads.
        let tasks = CurrentValueSubject<[String], Never>([])
        let completed: PassthroughSubject<String, Never> = PassthroughSubject()
    }

    private let store: TaskStore

    init(store: TaskStore) {
        self.store = store
    }

    func transform(input: Input, cancellables: inout Set<AnyCancellable>) -> Output {
        fatalError("the logic")
    }
}
