// How the app's board screen uses the view model: it makes `Input()` with nothing, sends into the Input's own
// subjects, and reads the Output's.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

func bindTaskBoard(_ viewModel: TaskBoardViewModel, cancellables: inout Set<AnyCancellable>) -> [String] {
    let input = TaskBoardViewModel.Input()
    let output = viewModel.transform(input: input, cancellables: &cancellables)
    output.completed.sink { print("done", $0) }.store(in: &cancellables)
    input.appear.send(())
    input.filter.send(input.filter.value + "buy")
    input.complete.send(0)
    return output.tasks.value
}
